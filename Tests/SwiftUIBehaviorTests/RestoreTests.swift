import Generators
import ModelChecker
import SwiftUIBehavior
import Testing

/// A class router with closures inside it (wired in init, capturing the router), two tabs, a load per
/// pushed screen, a sheet and a link: reached by replay, or by restoring the nearest state with no
/// work pending and replaying from there. Both must give the same results.
struct LoadingRouterApp: SwiftUIApp {
    final class Router {
        var tab = "feed"
        var feed: [Int] = []
        var saved: [Int] = []
        var titles: [Int: String] = [:]
        var sheet: Int?
        var onLoaded: ((Int) -> Void)?
        let lateAnswerPushes: Bool
        init(lateAnswerPushes: Bool) {
            self.lateAnswerPushes = lateAnswerPushes
            onLoaded = { [unowned self] id in
                titles[id] = "Item \(id)"
                if self.lateAnswerPushes, id == 1, tab == "saved" { saved.append(id) }
            }
        }
    }
    struct Snapshot: Hashable, Sendable {
        var tab: String
        var feed, saved: [Int]
        var titles: [Int: String]
        var sheet: Int?
    }
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case open, share, done
        var description: String { rawValue }
    }
    var restores = false
    /// Whether states are reached by copying the router field by field (the default of a class store,
    /// `StoredFieldCopy`); off here unless a test asks, so that restore and replay are measured.
    var copies = false
    var defect = false
    var name: String { "loading-router" }
    func copy(of r: Router) -> Router? { copies ? StoredFieldCopy.copy(r, into: makeStore()) : nil }
    func makeStore() -> Router { Router(lateAnswerPushes: defect) }
    func snapshot(of r: Router) -> Snapshot { Snapshot(tab: r.tab, feed: r.feed, saved: r.saved, titles: r.titles, sheet: r.sheet) }
    func restore(_ s: Snapshot, into r: inout Router) -> Bool {
        guard restores else { return false }
        r.tab = s.tab
        r.feed = s.feed
        r.saved = s.saved
        r.titles = s.titles
        r.sheet = s.sheet
        return true
    }
    var scene: Scene<Router> {
        Scene {
            tabView(\.tab) {
                navigationStack("feed", \.feed, task: { id in
                id.map { id in ScreenTask("load(\(id))") { r in r.onLoaded?(id) } }
            }).tag("feed")
                navigationStack("saved", \.saved).tag("saved")
            }
            .sheet("share", item: \.sheet)
        }
            .links([DeepLink("app://feed/2", shows: "feed", [2])]) { r, _, _ in
                r.tab = "feed"
                r.feed = [2]
                r.sheet = nil
            }
    }
    var intents: [Tap] { [.open, .share, .done] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        switch tap {
        case .open: s.scene.topLayer == nil && s.tab == "feed" && s.feed.count < 2
        case .share: s.scene.topLayer == nil && s.tab == "feed" && !s.feed.isEmpty
        case .done: s.sheet != nil
        }
    }
    func perform(_ tap: Tap, on r: inout Router, effects: inout Effects<Router>) throws {
        switch tap {
        case .open: r.feed.append(r.feed.count + 1)
        case .share: r.sheet = r.feed.last
        case .done: r.sheet = nil
        }
    }
    var properties: [AppProperty<LoadingRouterApp>] {
        [.backLowersDepthByOne(), .switchingTabsKeepsStacks(), .answerStaysInItsStack(), .linkShowsItsTarget()]
    }
}

@Suite struct RestoreTests {
    func run(_ app: LoadingRouterApp, workers: Int = 1) throws -> ExplorationResult<AppMachine<LoadingRouterApp>> {
        try Explorer(AppMachine(app), options: .init(maxDepth: 7, workers: workers)).run()
    }

    @Test(arguments: [false, true])
    func restoringTheNearestSettledStateGivesWhatReplayGives(defect: Bool) throws {
        var replayed = LoadingRouterApp()
        replayed.defect = defect
        var restored = replayed
        restored.restores = true
        var copied = replayed
        copied.copies = true
        let a = try run(replayed), b = try run(restored), c = try run(restored, workers: 2)
        let d = try run(copied), e = try run(copied, workers: 2)
        #expect(a.statistics.distinctStates > 200)
        for other in [b, c, d, e] {
            #expect(other.statistics.distinctStates == a.statistics.distinctStates)
            #expect(other.statistics.transitions == a.statistics.transitions)
            #expect(other.statistics.faults == 0)
            #expect(other.counterexamples.map { "\($0.property) \($0.finding) \($0.actions)" }
                    == a.counterexamples.map { "\($0.property) \($0.finding) \($0.actions)" })
        }
        #expect(a.counterexamples.isEmpty != defect)
    }

    @Test func aStateWithWorkPendingIsReachedFromTheNearestSettledOne() throws {
        var app = LoadingRouterApp()
        app.restores = true
        let machine = AppMachine(app)
        var state = try #require(machine.initialStates.first)
        try machine.apply(.user(.open), to: &state)          // a load is pending: not restorable
        #expect(state.snapshot.scene.pending.map(\.name) == ["load(1)"])
        #expect(state.trace.map(\.description) == ["open"])
        #expect(state.anchor != nil)
        try machine.apply(.system(.answer(0)), to: &state)   // reached by restoring the anchor, then replaying
        #expect(state.titles == [1: "Item 1"])
        #expect(state.trace.map(\.description) == ["open", "answer(0)"])
        try machine.apply(.user(.share), to: &state)         // settled: restored directly
        #expect(state.trace.map(\.description) == ["share"])
    }
}

/// A router that keeps part of its state in what a closure captured: a field-by-field copy leaves that
/// closure as `makeStore()` wired it, so the copy is not in the state: the check says so.
struct HiddenCounterApp: SwiftUIApp, Sendable {
    final class Router {
        var path: [Int] = []
        var taps: () -> Int = { 0 }
        var tap: () -> Void = {}
        init() {
            final class Count { var n = 0 }
            let count = Count()
            taps = { count.n }
            tap = { count.n += 1 }
        }
    }
    struct Snapshot: Hashable, Sendable { var path: [Int]; var taps: Int }
    enum Tap: Int, Hashable, Codable, Sendable { case open }
    var name: String { "hidden-counter" }
    func makeStore() -> Router { Router() }
    func snapshot(of r: Router) -> Snapshot { Snapshot(path: r.path, taps: r.taps()) }
    var scene: Scene<Router> { Scene { navigationStack("main", \.path) } }
    var intents: [Tap] { [.open] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool { s.model.path.count < 2 }
    func perform(_ tap: Tap, on r: inout Router, effects: inout Effects<Router>) throws {
        r.tap()
        r.path.append(1)
    }
    var properties: [AppProperty<Self>] { [] }
}

@Suite struct CopyCheckTests {
    @Test func aCopyThatMissesStateKeptInAClosureIsAFault() throws {
        let result = try Explorer(AppMachine(HiddenCounterApp()), options: .init(maxDepth: 3)).run()
        let fault = try #require(result.counterexamples.first { $0.property == "noFault" })
        #expect(fault.message.hasPrefix("copy(of:) of hidden-counter gave a store whose snapshot is Snapshot(path: [1], taps: 0), not Snapshot(path: [1], taps: 1)"))
    }
}
