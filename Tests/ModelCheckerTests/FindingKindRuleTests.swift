import Testing
import Generators
@testable import ModelChecker

/// A screen that can break, a load that runs in the background, and a banner that flashes while a
/// load is pending. `break` breaks the screen at rest; `breakAndLoad` breaks it and starts a load at
/// once, so the break is first seen with the load pending; `start` starts a load; `flash` starts one
/// with the banner up, which the answer takes down.
struct LoaderMachine: StateMachine {
    struct State: Hashable, Sendable {
        var pending = false
        var broken = false
        var banner = false
    }
    enum Action: Hashable, Codable, Sendable { case start, flash, breakIt, breakAndLoad, answer }
    var alphabet: Alphabet = .race
    var name: String { "loader" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.start, .flash, .breakIt, .breakAndLoad, .answer]) }
    func origin(of action: Action) -> ActionOrigin { action == .answer ? .system : .user }
    func isSettled(_ s: State) -> Bool { !s.pending }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .answer: s.pending
        case .start, .flash, .breakAndLoad: !s.pending
        case .breakIt: !s.broken
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .start: s.pending = true
        case .flash: s.pending = true; s.banner = true
        case .breakIt: s.broken = true
        case .breakAndLoad: s.broken = true; s.pending = true
        case .answer: s.pending = false; s.banner = false
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.pending)
        f.combine(s.broken)
        f.combine(s.banner)
    }
    var properties: [Property<LoaderMachine>] {
        [
            .invariant("notBroken", "the screen is never broken") { _, s in .expect(!s.broken, "broken") },
            .invariant("noBanner", "no banner shows") { _, s in .expect(!s.banner, "the banner shows") },
        ]
    }
}

/// One defect, one finding: a glitch or a race whose touches, with the pending work completed first,
/// still break the property at rest is the defect at rest, and reported once, as such.
@Suite struct FindingKindRuleTests {
    static func kinds(_ found: [Counterexample<LoaderMachine>], _ property: String) -> [FindingKind] {
        found.filter { $0.property == property }.map(\.finding)
    }

    @Test func aDefectAtRestIsNotReportedAgainAsAGlitchOrARace() throws {
        let result = try Explorer(LoaderMachine(), options: ExplorationOptions(workers: 1)).run()
        // `breakAndLoad` is first seen broken while a load is pending (a glitch), and `start, breakIt`
        // breaks it while one is pending (a race): both are the break at rest, reported once.
        #expect(Self.kinds(result.counterexamples, "notBroken") == [.atRest])
        #expect(result.counterexample(for: "notBroken")?.actions == [.breakIt])
    }

    @Test func aGlitchThatTheAnswerTakesAwayStays() throws {
        let result = try Explorer(LoaderMachine(), options: ExplorationOptions(workers: 1)).run()
        #expect(Self.kinds(result.counterexamples, "noBanner") == [.glitch])
    }

    @Test func theAtRestVersionOfAGlitchCompletesTheWorkFirst() throws {
        let step = StepEvaluator(PathTrackingMachine(LoaderMachine()))
        let glitch = step.counterexample(property: 0, initial: 0, indices: [3], message: "broken", settled: false)
        #expect(glitch.finding == .glitch)
        let rest = try #require(step.atRestVersion(of: glitch))
        #expect(rest.finding == .atRest)
        #expect(rest.actions == [.breakAndLoad, .answer])
        let banner = step.counterexample(property: 1, initial: 0, indices: [1], message: "banner", settled: false)
        #expect(step.atRestVersion(of: banner) == nil, "the answer takes the banner down")
    }

    @Test func randomWalksReportTheDefectAtRestToo() throws {
        let result = try Simulator(LoaderMachine(), options: SimulationOptions(seed: 5, runs: 200, steps: 6)).run()
        let broken = try #require(result.counterexamples.first { $0.counterexample.property == "notBroken" })
        #expect(broken.counterexample.finding == .atRest)
    }
}
