import Generators
import ModelChecker

/// A small machine for the random-mode tests: a counter with increments, resets and additions; it must
/// stay below `limit` (violated after 3 actions for the default limit 7: add(3), add(3), increment).
struct CounterMachine: StateMachine {
    enum Action: Hashable, Codable, Sendable, CustomStringConvertible {
        case increment, reset, add(Int), crash
        var description: String {
            switch self {
            case .increment: "increment"
            case .reset: "reset"
            case .add(let n): "add(\(n))"
            case .crash: "crash"
            }
        }
    }

    var limit = 7
    /// Whether `crash` (which faults) is in the alphabet.
    var withCrash = false
    /// The weight of `increment`.
    var incrementWeight: UInt64 = 1

    var name: String { "counter" }
    var initialStates: [Int] { [0] }
    var actions: Generator<Action> {
        var parts: [Generator<Action>] = [
            Generator.element(of: [Action.increment, .reset]),
            Generator.range(1...3).map { Action.add($0) },
        ]
        if withCrash { parts.append(.constant(.crash)) }
        let weight = incrementWeight
        let all = Generator.oneOf(parts)
        return Generator(count: all.count, weight: { $0 == 0 ? weight : 1 },
                         simpler: { all.simplerCandidates(ofIndex: $0) }, element: { all[$0] })
    }
    func isEnabled(_ action: Action, in state: Int) -> Bool { action != .reset || state > 0 }
    func apply(_ action: Action, to state: inout Int) throws {
        switch action {
        case .increment: state += 1
        case .reset: state = 0
        case .add(let n): state += n
        case .crash: if state >= 2 { throw Fault("crash at \(state)") }
        }
    }
    func isWithinBounds(_ state: Int) -> Bool { state <= 20 }
    func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
    var properties: [Property<CounterMachine>] {
        [
            .invariant("belowLimit", "the counter stays below the limit") { m, s in .expect(s < m.limit, "\(s) ≥ \(m.limit)") },
            .transition("resetEmpties", "reset leaves zero") { _, _, a, after in
                .when(a == .reset) { .expect(after == 0, "reset left \(after)") }
            },
            .invariant("neverApplicable", "checks nothing") { _, _ in .notApplicable },
        ]
    }
}
