import Generators
import ModelChecker
import NavCheckTesting
import Testing

/// A large app whose only defect is a race: a feed of many pages (a space that no search of a few
/// seconds completes, even with no tap while work is pending) and a detail screen that loads its item;
/// tapping "back" while the load is pending and the answer arriving after it pushes the item onto the
/// feed's root. At rest the answer always finds its screen.
struct RacyFeed: StateMachine {
    struct State: Hashable, Sendable {
        var page = 0
        var shown = 0
        var detail = false
        var loading = false
        var pushedOnRoot = false
    }
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case nextPage, previousPage, scroll, open, back, answer
        var description: String { rawValue }
    }
    /// The answer checks that its screen is still there (the corrected app).
    var checksScreen = false
    var pages = 4_000
    /// Whether opening an item starts its load: false, no work is ever pending.
    var loads = true
    var alphabet: Alphabet { .race }

    var name: String { "racy-feed" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.nextPage, .previousPage, .scroll, .open, .back, .answer]) }
    func origin(of action: Action) -> ActionOrigin { action == .answer ? .system : .user }
    func isSettled(_ s: State) -> Bool { !s.loading }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .nextPage: !s.detail && s.page < pages
        case .previousPage: !s.detail && s.page > 0
        case .scroll: !s.detail
        case .open: !s.detail
        case .back: s.detail
        case .answer: s.loading
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .nextPage: s.page += 1
        case .previousPage: s.page -= 1
        case .scroll: s.shown = (s.shown + 1) % 50
        case .open:
            s.detail = true
            s.loading = loads
        case .back: s.detail = false
        case .answer:
            s.loading = false
            if !s.detail && !checksScreen { s.pushedOnRoot = true }
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.page)
        f.combine(s.shown)
        f.combine(s.detail)
        f.combine(s.loading)
        f.combine(s.pushedOnRoot)
    }
    var properties: [Property<RacyFeed>] {
        [
            .invariant("answerFindsItsScreen", "a load's answer never lands on the feed's root") { _, s in
                .expect(!s.pushedOnRoot, "the item was pushed onto the feed's root")
            },
            // Applies only after a tap while the load is pending: back from the detail.
            .invariant("pendingLoadOffScreenChangesNothing", "a load pending after its screen went leaves the feed's root alone") { _, s in
                .when(!s.detail && s.loading) { .expect(!s.pushedOnRoot, "the feed's root shows an item while a load is pending") }
            },
        ]
    }
}

@Suite struct SharedWalksTests {
    /// The search cannot finish the at-rest space in 20,000 states, so it never taps
    /// while the load is pending; the walks that share the work do, and the race is reported with its
    /// kind, shrunk to its three actions.
    @Test func aSearchCutInsideRaceBoundZeroStillFindsTheRaceThroughTheWalks() throws {
        let options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 20_000), traceDirectory: nil)
        let result = try NavCheck.run(RacyFeed(), options: options, module: "Feed", test: nil)
        let report = try #require(result.report)
        #expect(!report.complete)
        #expect(report.raceCoverage?.completed == nil)
        let found = try #require(result.failures.first { $0.property == "answerFindsItsScreen" })
        #expect(found.violation.finding == .race)
        #expect(found.violation.actions == ["open", "back", "answer"])
        #expect(found.text.contains("found by: random walk"))
        // The coverage says what was covered: the search's sequences with no tap while work is
        // pending, and the walks.
        #expect(result.coverage.contains("covered: every sequence of up to "))
        #expect(result.coverage.contains(" actions with no tap while work is pending, and "))
        #expect(result.coverage.contains(" random walks of up to 40 steps (seed 0, "))
        // PARTIAL names what would let it complete, estimated from the levels.
        let partial = try #require(result.problems.first { $0.contains("PARTIAL") })
        #expect(partial.contains("Estimated from the growth of the levels"))
    }

    /// With the walks switched off, the same search misses the race: what the walks add.
    @Test func withoutTheWalksTheCutSearchMissesTheRace() throws {
        var options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 20_000), traceDirectory: nil)
        options.sharedWalks = nil
        let result = try NavCheck.run(RacyFeed(), options: options, module: "Feed", test: nil)
        #expect(result.failures.isEmpty)
        #expect(result.partial)
        #expect(!result.coverage.contains("random walk"))
    }

    /// A search that completes within its share runs no walk: its result is what it was.
    @Test func aCompleteSearchRunsNoWalk() throws {
        let options = NavCheckOptions(exhaustive: ExplorationOptions(), traceDirectory: nil)
        let result = try NavCheck.run(RacyFeed(pages: 3), options: options, module: "Feed", test: nil)
        #expect(result.report?.complete == true)
        #expect(Set(result.failures.map(\.property)) == ["answerFindsItsScreen", "pendingLoadOffScreenChangesNothing"])
        #expect(result.failures.allSatisfy { $0.text.contains("found by: exhaustive") })
        #expect(!result.coverage.contains("random walk"))
    }

    /// The corrected app holds under the same budget: the walks report nothing false.
    @Test func theCorrectedAppHoldsApartFromBeingPartial() throws {
        let options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 20_000), traceDirectory: nil,
                                      allowIncomplete: true)
        let result = try NavCheck.run(RacyFeed(checksScreen: true), options: options, module: "Feed", test: nil)
        #expect(result.failures.isEmpty)
        #expect(result.problems.isEmpty)
        #expect(result.coverage.contains("random walks of up to 40 steps"))
    }

    /// A property that only a race can make apply is not called vacuous while races are unexplored:
    /// the coverage names it instead; the walks, when they run, apply it.
    @Test func aPropertyOnlyARaceReachesIsNotCalledVacuousWhileRacesAreUnexplored() throws {
        var options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 20_000), traceDirectory: nil,
                                      allowIncomplete: true)
        options.sharedWalks = nil
        let alone = try NavCheck.run(RacyFeed(checksScreen: true), options: options, module: "Feed", test: nil)
        #expect(alone.report?.vacuousProperties == ["pendingLoadOffScreenChangesNothing"])
        #expect(alone.problems.isEmpty)
        #expect(alone.coverage.contains("not applied yet: pendingLoadOffScreenChangesNothing: it never applied in the sequences explored, "
            + "and races are not all explored (no race bound completed; k = 0 cut)"))
        options.sharedWalks = SharedWalks()
        let walked = try NavCheck.run(RacyFeed(checksScreen: true), options: options, module: "Feed", test: nil)
        #expect(walked.problems.isEmpty)
        #expect(!walked.coverage.contains("not applied yet"))
        // A complete search where it never applies still calls it vacuous: the witness that the rule
        // does not hide a property that cannot apply.
        let complete = try NavCheck.run(RacyFeed(checksScreen: true, pages: 2),
                                        options: .init(traceDirectory: nil, raceBound: 0), module: "Feed", test: nil)
        #expect(complete.problems.contains { $0.contains("pendingLoadOffScreenChangesNothing never applied") })
    }

    @Test func aShareOutsideZeroAndOneIsAClearError() {
        var options = NavCheckOptions()
        options.sharedWalks = SharedWalks(share: 1.5)
        #expect(throws: CheckError.self) { try options.validate() }
        options.sharedWalks = SharedWalks(steps: 0)
        #expect(throws: CheckError.self) { try options.validate() }
    }
}
