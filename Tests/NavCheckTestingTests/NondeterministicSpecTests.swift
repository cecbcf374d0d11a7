import NavCheckTesting

/// A store kept outside the state and shared by every state: each step counts itself there, and the
/// third step ever taken jumps by two.
final class SharedTally: @unchecked Sendable { var steps = 0 }

struct SharedTallySpec: StateMachine {
    enum Action: Hashable, Codable, Sendable { case tap }
    let tally = SharedTally()
    var name: String { "tally" }
    var initialStates: [Int] { [0] }
    var actions: Generator<Action> { .constant(.tap) }
    func isWithinBounds(_ state: Int) -> Bool { state < 6 }
    func apply(_ action: Action, to state: inout Int) throws {
        tally.steps += 1
        state += tally.steps == 3 ? 2 : 1
    }
    func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
    var properties: [Property<SharedTallySpec>] {
        [.invariant("neverFour", "the count never shows 4") { _, s in .expect(s != 4, "the count shows 4") }]
    }
}

@Suite struct NondeterministicSpecTests {
    @Test func aCheckOfASpecThatIsNotDeterministicFailsWithASentence() throws {
        let result = try NavCheck.run(SharedTallySpec(), options: NavCheckOptions(traceDirectory: nil), module: "Tests", test: nil)
        #expect(!result.holds)
        let problem = try #require(result.problems.first { $0.contains("does not replay") })
        #expect(problem.hasPrefix("NavCheck tally: the counterexample of neverFour (3 actions) does not replay"))
        #expect(problem.contains("a class instance, such as a store or a service, that the state or copy(of:) does not copy"))
    }
}
