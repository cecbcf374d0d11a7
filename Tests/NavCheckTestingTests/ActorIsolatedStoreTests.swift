import Foundation
import NavCheckTesting
import Testing
import XCTest

/// A router isolated to the main actor, as most SwiftUI routers are: two tabs with a stack each, over
/// four routes, at most three deep (2 · 85 · 85 = 14,450 states), and a composer sheet opened from a
/// tab's root: 14,790 states.
@MainActor final class MainRouter {
    var tab = "inbox"
    var inbox: [Int] = []
    var archive: [Int] = []
    var composing: Int?
    /// The defect switch: popping the inbox to its root also empties the archive.
    var popToRootClearsArchive = false

    func open(_ id: Int) {
        if tab == "inbox" { inbox.append(id) } else { archive.append(id) }
    }
    func popToRoot() {
        if tab == "inbox" {
            if popToRootClearsArchive, inbox.count == 2 { archive = [] }
            inbox = []
        } else {
            archive = []
        }
    }
    func compose() { composing = (tab == "inbox" ? inbox : archive).last ?? 0 }
}

/// The spec of ``MainRouter``: its conformance is isolated to the main actor, so its methods call the
/// router directly, with no `assumeIsolated`.
@MainActor struct MainRouterApp: @MainActor SwiftUIApp {
    enum Tap: Hashable, Codable, Sendable, CustomStringConvertible {
        case open(Int), popToRoot, compose
        var description: String {
            switch self {
            case .open(let id): "open(\(id))"
            case .popToRoot: "popToRoot"
            case .compose: "compose"
            }
        }
    }
    struct Snapshot: Hashable, Sendable {
        var tab: String
        var inbox, archive: [Int]
        var composing: Int?
    }
    var defect = false
    var depth = 3

    var name: String { "main-router" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> MainRouter {
        let router = MainRouter()
        router.popToRootClearsArchive = defect
        return router
    }
    func snapshot(of r: MainRouter) -> Snapshot {
        Snapshot(tab: r.tab, inbox: r.inbox, archive: r.archive, composing: r.composing)
    }
    func restore(_ s: Snapshot, into r: inout MainRouter) -> Bool {
        r.tab = s.tab
        r.inbox = s.inbox
        r.archive = s.archive
        r.composing = s.composing
        return true
    }
    var scene: Scene<MainRouter> {
        Scene {
            tabView(\.tab) {
                navigationStack("inbox", \.inbox).tag("inbox")
                navigationStack("archive", \.archive).tag("archive")
            }
            .sheet("composer", item: \.composing)
        }
    }
    var intents: [Tap] { [.open(1), .open(2), .open(3), .open(4), .popToRoot, .compose] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        let stack = s.tab == "inbox" ? s.inbox : s.archive
        switch tap {
        case .open: return s.scene.topLayer == nil && stack.count < depth
        case .popToRoot: return s.scene.topLayer == nil && !stack.isEmpty
        case .compose: return s.scene.topLayer == nil && stack.isEmpty
        }
    }
    func perform(_ tap: Tap, on r: inout MainRouter, effects: inout Effects<MainRouter>) throws {
        switch tap {
        case .open(let id): r.open(id)
        case .popToRoot: r.popToRoot()
        case .compose: r.compose()
        }
    }
    var properties: [AppProperty<MainRouterApp>] {
        [.backLowersDepthByOne(), .switchingTabsKeepsStacks(), .actionStaysInItsTab(), .sheetKeepsStacksBeneath()]
    }
}

/// The same checks, from a store isolated to an actor of the app's own.
@globalActor final actor RouterActor {
    static let shared = RouterActor()
}

@RouterActor final class ActorRouter {
    var path: [Int] = []
    func open(_ id: Int) { path.append(id) }
}

@RouterActor struct ActorRouterApp: @RouterActor SwiftUIApp {
    enum Tap: Hashable, Codable, Sendable, CustomStringConvertible {
        case open(Int)
        var description: String { if case .open(let id) = self { "open(\(id))" } else { "" } }
    }
    var name: String { "actor-router" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> ActorRouter { ActorRouter() }
    func snapshot(of r: ActorRouter) -> [Int] { r.path }
    var scene: Scene<ActorRouter> { Scene { navigationStack("main", \.path) } }
    var intents: [Tap] { [.open(1), .open(2)] }
    func isOnScreen(_ tap: Tap, in s: AppState<[Int]>) -> Bool { s.model.count < 6 }
    func perform(_ tap: Tap, on r: inout ActorRouter, effects: inout Effects<ActorRouter>) throws {
        if case .open(let id) = tap { r.open(id) }
    }
    var properties: [AppProperty<ActorRouterApp>] { [.backLowersDepthByOne()] }
}

@Suite struct ActorIsolatedStoreTests {
    /// The default options but for the time bound: how fast the check runs is measured by `navcheck
    /// bench-app`, not by a test, so a loaded machine does not cut it.
    @Test("a @MainActor router of more than 10,000 states is checked to its end with the default options and a long time bound")
    @MainActor func mainActorRouterHolds() throws {
        let result = try #require(checkNavigation(MainRouterApp(), .init(exhaustive: ExplorationOptions(maxSeconds: 900))))
        let report = try #require(result.report)
        #expect(report.complete)
        #expect(report.statistics.distinctStates == 14_790)
        #expect(result.holds)
        #expect(AppMachine(MainRouterApp()).stepThreads == .calling)
    }

    @Test("its defect is found, with the same shortest counterexample on 1 worker and on 2 (to depth 6)")
    @MainActor func mainActorRouterDefect() throws {
        var counterexamples: [[String]] = []
        for workers in [1, 2] {
            let result = try NavCheck.run(AppMachine(MainRouterApp(defect: true)),
                                          options: .init(exhaustive: .init(maxDepth: 6, workers: workers), traceDirectory: nil,
                                                         allowIncomplete: true),
                                          module: "NavCheckTestingTests", test: nil)
            let failure = try #require(result.failures.first { $0.property == "actionStaysInItsTab" })
            counterexamples.append(failure.violation.actions)
        }
        #expect(counterexamples[0] == ["open(1)", "open(1)", "tapTab(archive)", "open(1)", "tapTab(inbox)", "popToRoot"])
        #expect(counterexamples[0] == counterexamples[1])
    }

    @Test("a router isolated to an actor of the app's own is checked on that actor")
    @RouterActor func globalActorRouterHolds() throws {
        let result = try #require(checkNavigation(ActorRouterApp()))
        #expect(result.holds)
        #expect(result.report?.statistics.distinctStates == 127)
        #expect(AppMachine(ActorRouterApp()).stepThreads == .calling)
    }

    @Test("a Sendable app whose conformance is not isolated is expanded on every worker; one that is not Sendable, on the calling thread")
    @MainActor func nonisolatedAppUsesEveryWorker() throws {
        #expect(AppMachine(RecipesApp()).stepThreads == .any)
        #expect(AppMachine(TallyApp()).stepThreads == .calling)
        // Every perform is counted, none lost to a race: the same count as with one worker.
        let app = TallyApp()
        _ = checkNavigation(app, .init(exhaustive: .init(workers: 2), traceDirectory: nil))
        let two = app.tally.count
        let single = TallyApp()
        _ = try NavCheck.run(AppMachine(single), options: .init(exhaustive: .init(workers: 1), traceDirectory: nil), module: "M", test: nil)
        #expect(two == single.tally.count && two > 0)
    }
}

/// A counter of the app's own, not safe to share between threads: the app holding it is not
/// `Sendable`, so its steps stay on the calling thread.
final class Tally {
    var count = 0
}

struct TallyApp: SwiftUIApp {
    enum Tap: Hashable, Codable, Sendable { case open(Int) }
    let tally = Tally()
    var name: String { "tally" }
    func makeStore() -> [Int] { [] }
    var scene: Scene<[Int]> { Scene { navigationStack("main", \.self) } }
    var intents: [Tap] { [.open(1), .open(2), .open(3)] }
    func isOnScreen(_ tap: Tap, in s: AppState<[Int]>) -> Bool { s.model.count < 7 }
    func perform(_ tap: Tap, on s: inout [Int], effects: inout Effects<[Int]>) throws {
        tally.count += 1
        if case .open(let id) = tap { s.append(id) }
    }
    var properties: [AppProperty<TallyApp>] { [.backLowersDepthByOne()] }
}

/// The same router from XCTest: a test method isolated to the main actor.
final class ActorIsolatedStoreXCTests: XCTestCase {
    @MainActor func testMainActorRouterHolds() async throws {
        let result = try XCTUnwrap(XCTAssertNavigationHolds(MainRouterApp()))
        XCTAssertTrue(result.holds)
        XCTAssertGreaterThanOrEqual(result.report?.statistics.distinctStates ?? 0, 10_000)
    }
}
