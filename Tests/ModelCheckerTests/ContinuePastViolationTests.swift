import Generators
import ModelChecker
import Testing

/// Sixteen switches, each flipped by its own action: 65,536 states, the widest level 12,870 states
/// (expanded on every worker). No state may have exactly nine switches on with switch 0 off: that
/// fails at 5,005 states, all nine flips deep.
struct SixteenSwitches: StateMachine {
    enum Action: Hashable, Codable, Sendable, CustomStringConvertible {
        case flip(Int)
        var description: String { if case .flip(let i) = self { "flip(\(i))" } else { "" } }
    }
    /// How many switches on (with the first off) are forbidden; 17 forbids nothing.
    var forbidden = 9
    var name: String { "switches" }
    var initialStates: [UInt16] { [0] }
    var actions: Generator<Action> { .element(of: (0..<16).map(Action.flip)) }
    func apply(_ action: Action, to s: inout UInt16) throws {
        if case .flip(let i) = action { s ^= 1 << UInt16(i) }
    }
    func fingerprint(of s: UInt16, into f: inout Fingerprinter) { f.combine(Int(s)) }
    var properties: [Property<SixteenSwitches>] {
        [.invariant("notNineWithoutFirst", "never nine switches on with the first off") { m, s in
            // The switches on, as letters: each state its own cause (a cause leaves numbers out).
            .expect(s.nonzeroBitCount != m.forbidden || s & 1 == 1, "\(spelled(Int(s))) on, the first off")
        }]
    }
}

/// `n` with each decimal digit written as a letter (0 as a, 1 as b, …): a value a message may name
/// without it being left out of the message's cause (``ViolationCause``).
func spelled(_ n: Int) -> String {
    String(String(n).map { c in c.wholeNumberValue.map { Character(UnicodeScalar(UInt8(97 + $0))) } ?? c })
}

@Suite struct ContinuePastViolationTests {
    func counterexamples(perProperty n: Int, workers: Int) throws -> [[String]] {
        let result = try Explorer(SixteenSwitches(), options: .init(workers: workers, counterexamplesPerProperty: n)).run()
        #expect(result.statistics.distinctStates == 65_536)
        return result.counterexamples.map { $0.actions.map(\.description) }
    }

    @Test("the search goes on past a violation and reports up to N distinct shortest counterexamples of a property")
    func upToN() throws {
        let five = try counterexamples(perProperty: 5, workers: 1)
        #expect(five.count == 5)
        #expect(five.allSatisfy { $0.count == 9 })
        // Each ends in another state: the sets of switches flipped differ.
        #expect(Set(five.map { Set($0) }).count == 5)
        #expect(five[0] == (1...9).map { "flip(\($0))" })
        // The first of them is the one counterexample reported by default.
        let one = try counterexamples(perProperty: 1, workers: 1)
        #expect(one == [five[0]])
    }

    @Test("the same N counterexamples on 1 worker and on 2")
    func sameForAnyWorkers() throws {
        #expect(try counterexamples(perProperty: 5, workers: 1) == counterexamples(perProperty: 5, workers: 2))
        #expect(try counterexamples(perProperty: 1, workers: 1) == counterexamples(perProperty: 1, workers: 2))
    }

    @Test("more counterexamples asked for than there are ends gives every end once")
    func capByEnds() throws {
        // Two switches: the only violation of "never both on" is the state with both on, reached two ways.
        struct Two: StateMachine {
            var name: String { "two" }
            var initialStates: [UInt8] { [0] }
            var actions: Generator<Int> { .element(of: [0, 1]) }
            func apply(_ i: Int, to s: inout UInt8) throws { s |= 1 << UInt8(i) }
            func fingerprint(of s: UInt8, into f: inout Fingerprinter) { f.combine(Int(s)) }
            var properties: [Property<Two>] { [.invariant("notBoth", "never both on") { _, s in .expect(s != 3, "both on") }] }
        }
        let result = try Explorer(Two(), options: .init(counterexamplesPerProperty: 4)).run()
        #expect(result.counterexamples.map { $0.actions } == [[0, 1]])
    }

    @Test("zero counterexamples per property, or several with stopAtFirstViolation, is refused in words")
    func zeroRefused() {
        #expect(throws: CheckError.self) { try ExplorationOptions(counterexamplesPerProperty: 0).validate() }
        #expect(throws: CheckError.self) {
            try ExplorationOptions(stopAtFirstViolation: true, counterexamplesPerProperty: 2).validate()
        }
    }

    @Test("asking for many counterexamples costs nothing where there is no violation, and lists each property once")
    func manyAskedFewFound() throws {
        var machine = SixteenSwitches()
        let few = try Explorer(machine, options: .init(workers: 2, counterexamplesPerProperty: 3)).run()
        #expect(few.counterexamples.count == 3)
        #expect(few.violatedProperties == ["notNineWithoutFirst"])
        machine.forbidden = 17
        let none = try Explorer(machine, options: .init(workers: 2, counterexamplesPerProperty: 100_000)).run()
        #expect(none.statistics.distinctStates == 65_536)
        #expect(none.counterexamples.isEmpty)
    }
}
