import Generators
import ModelChecker
import Testing

/// A counter with a load: `inc` counts up to 3, `start` begins a load that `answer` ends, and `jump`
/// (a button of the loading frame only) sets the counter to 4. The state "3, nothing pending" is reached
/// at rest (inc, inc, inc) and after a race (start, inc while loading, answer, inc, inc); the counter
/// shows 4 only after a race.
struct RacingCounter: StateMachine {
    struct State: Hashable, Sendable {
        var x = 0
        var pending = false
    }
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case inc, start, answer, jump
        var description: String { rawValue }
    }
    var alphabet: Alphabet = .race
    var name: String { "racing-counter" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.inc, .start, .answer, .jump]) }
    func origin(of action: Action) -> ActionOrigin { action == .answer ? .system : .user }
    func isSettled(_ s: State) -> Bool { !s.pending }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .inc: s.x < 3
        case .start: !s.pending
        case .answer: s.pending
        case .jump: s.pending && s.x < 4
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .inc: s.x += 1
        case .start: s.pending = true
        case .answer: s.pending = false
        case .jump: s.x = 4
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.x)
        f.combine(s.pending)
    }
    var properties: [Property<RacingCounter>] {
        [
            .invariant("belowThreeAtRest", "the counter rests below 3") { _, s in
                .when(!s.pending) { .expect(s.x != 3, "the counter rests at 3") }
            },
            .invariant("neverFour", "the counter never shows 4") { _, s in .expect(s.x != 4, "the counter shows 4") },
        ]
    }
}

/// What a path needed (its races, its taint) is a cost of the path, not part of the state: each state is
/// kept once, with the fewest races that reach it, and its findings are of that path's kind.
@Suite struct PathCostTests {
    func findings(_ result: ExplorationResult<RacingCounter>) -> [String] {
        result.counterexamples.map { "\($0.property) \($0.finding): \($0.actions.map(\.description).joined(separator: ", "))" }
    }

    @Test(arguments: [nil, 0, 1, 2] as [Int?], [1, 2])
    func aStateReachedAtRestAndByARaceIsKeptOnceAtRest(raceBound: Int?, workers: Int) throws {
        let result = try Explorer(RacingCounter(), options: ExplorationOptions(workers: workers, raceBound: raceBound)).run()
        #expect(result.complete)
        // x in 0...3 with or without a load pending, at rest; and x = 4 (both ways) only after a race.
        #expect(result.statistics.distinctStates == (raceBound == 0 ? 8 : 10))
        // The state "3, nothing pending" once, by the path with no race: a finding at rest, not a race.
        // The race to 4 is listed twice: while the load is pending, and as it leaves the app at rest.
        let expected = raceBound == 0 ? ["belowThreeAtRest at rest: inc, inc, inc"]
            : ["neverFour race: start, jump", "belowThreeAtRest at rest: inc, inc, inc", "neverFour race: start, jump, answer"]
        #expect(findings(result) == expected)
        if let raceBound {
            let coverage = try #require(result.raceCoverage)
            // Per race count, the states of the paths with at most that many races, each state once.
            #expect(coverage.states == (raceBound == 0 ? [8] : [8, 10]))
            #expect(coverage.leftOut == (raceBound == 0))
            #expect(coverage.completed == (raceBound == 0 ? 0 : 1))
        }
    }

    @Test func underUIOnlyTheStatesAtRestAndTheirFindings() throws {
        var machine = RacingCounter()
        machine.alphabet = .ui
        let result = try Explorer(machine, options: ExplorationOptions(workers: 1)).run()
        #expect(result.statistics.distinctStates == 8)
        #expect(findings(result) == ["belowThreeAtRest at rest: inc, inc, inc"])
    }

    @Test func aStateBoundInsideARaceCountSaysWhichCountItCompleted() throws {
        let result = try Explorer(RacingCounter(), options: ExplorationOptions(maxStates: 9, workers: 1, raceBound: 2)).run()
        #expect(!result.complete)
        let coverage = try #require(result.raceCoverage)
        #expect(coverage.completed == 0 && coverage.cutAt == 1)
        #expect(coverage.states == [8, 9])
        #expect(coverage.description == "complete for every sequence within the bounds with at most 0 taps while work is pending; k = 1 cut")
    }
}
