import Testing
import Generators
@testable import ModelChecker

/// Counts every step ever taken, in a class instance all states share (as a store kept outside the
/// state would): the spec is not deterministic.
final class StepCounter: @unchecked Sendable { var steps = 0 }

/// A counter that `tick` raises by one, except that the third tick ever taken (in the whole search)
/// raises it by two; it must never reach 4. The search finds 0 → 1 → 2 → 4, but the same three ticks
/// replayed give 1, 2, 3.
struct DriftingMachine: StateMachine {
    enum Action: Hashable, Codable, Sendable { case tick }
    let counter = StepCounter()
    var name: String { "drifting" }
    var initialStates: [Int] { [0] }
    var actions: Generator<Action> { .constant(.tick) }
    func isWithinBounds(_ state: Int) -> Bool { state < 6 }
    func apply(_ action: Action, to state: inout Int) throws {
        counter.steps += 1
        state += counter.steps == 3 ? 2 : 1
    }
    func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
    var properties: [Property<DriftingMachine>] {
        [.invariant("neverFour", "the counter never shows 4") { _, s in .expect(s != 4, "the counter shows 4") }]
    }
}

@Suite struct ReproductionTests {
    @Test func aSearchNamesACounterexampleThatDoesNotReplay() throws {
        let result = try Explorer(DriftingMachine(), options: ExplorationOptions(workers: 1)).run()
        #expect(result.counterexample(for: "neverFour")?.length == 3)
        #expect(result.unreproduced.count == 1)
        let sentence = try #require(result.unreproduced.first)
        #expect(sentence.contains("the counterexample of neverFour (3 actions) does not replay"))
        #expect(sentence.contains("neverFour holds at the end"))
        #expect(sentence.contains("not deterministic"))
        #expect(sentence.contains("UUID()"))
    }

    @Test func aWalkNamesAViolationThatDoesNotReplay() throws {
        let result = try Simulator(DriftingMachine(), options: SimulationOptions(seed: 1, runs: 1, steps: 5)).run()
        #expect(result.counterexamples.isEmpty)
        #expect(result.unreproduced.count == 1)
        #expect(result.unreproduced.first?.contains("does not replay") == true)
    }

    @Test func aDeterministicSpecReplaysEveryCounterexample() throws {
        let result = try Explorer(CounterMachine(withCrash: true), options: ExplorationOptions(maxDepth: 6)).run()
        #expect(!result.counterexamples.isEmpty)
        #expect(result.unreproduced.isEmpty)
        let walks = try Simulator(CounterMachine(withCrash: true), options: SimulationOptions(seed: 3, runs: 50)).run()
        #expect(!walks.counterexamples.isEmpty)
        #expect(walks.unreproduced.isEmpty)
    }
}
