import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// `launchWork`: a check that starts once the launch's work has answered (StateSwitchApps.swift's
// LaunchLoadApp: two tabs that load at launch, and a button that pushes two screens).

@Suite("Where a check starts: at launch, or once the launch's work has answered")
struct LaunchWorkTests {
    @Test func theStartStateIsTheAppAtRestAfterItsLaunch() {
        let checked = Driver(LaunchLoadApp())
        #expect(checked.pending == ["loadFeed", "loadInbox"] && !checked.store.feedLoaded)
        let answered = Driver(LaunchLoadApp(launchWork: .answeredFirst))
        #expect(answered.pending.isEmpty && answered.store.feedLoaded && answered.store.inboxLoaded)
        #expect(answered.scene.visible.map(\.description) == ["feed"])
    }

    // The same defect, its trace without the launch's answers in front.
    @Test func tracesStartAfterTheLaunchWork() throws {
        let checked = try explore(LaunchLoadApp(), "pushAddsOneScreen", depth: 6)
        #expect(checked.trace == ["answer(0)", "answer(0)", "openTwice"] && checked.finding == .atRest)
        let answered = try explore(LaunchLoadApp(launchWork: .answeredFirst), "pushAddsOneScreen", depth: 6)
        #expect(answered.trace == ["openTwice"] && answered.finding == .atRest)
        #expect(answered.message == checked.message)
        #expect(answered.violated == ["pushAddsOneScreen"])
    }

    // A trace replays on the machine it was found on; a trace of the launch's answers does not replay
    // where they have answered already (its first answer is not offered), rather than meaning another run.
    @Test func tracesReplayWhereTheyWereFound() throws {
        let answered = AppMachine(LaunchLoadApp(launchWork: .answeredFirst))
        let found = try #require(try Explorer(answered, options: ExplorationOptions(maxDepth: 6, workers: 1)).run()
            .counterexample(for: "pushAddsOneScreen"))
        let replay = answered.replay(found.actions)
        #expect(replay.violation(of: "pushAddsOneScreen")?.step == 1 && replay.blocked == nil)
        let launchFirst: [AppAction<Tap>] = [.system(.answer(0)), .system(.answer(0)), .user("openTwice")]
        #expect(AppMachine(LaunchLoadApp()).replay(launchFirst).violation(of: "pushAddsOneScreen")?.step == 3)
        #expect(answered.replay(launchFirst).blocked?.step == 1)
    }

    // A relaunch's work is still checked: it answers among the taps.
    @Test func aRelaunchsWorkIsStillPending() throws {
        struct Kept: SwiftUIApp {
            struct Store: Hashable, Sendable {
                var path: [String] = []
                var loads = 0
            }
            var name: String { "kept" }
            var launchWork: LaunchWork { .answeredFirst }
            func makeStore() -> Store { Store() }
            var scene: Scene<Store> {
                Scene { navigationStack("home", \.path).task(ScreenTask("load") { $0.loads = min($0.loads + 1, 2) }) }
                    .sceneStorage("path", \.path)
            }
            var intents: [Tap] { [] }
            func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {}
            var properties: [AppProperty<Kept>] { [] }
        }
        var d = Driver(Kept())
        #expect(d.pending.isEmpty && d.store.loads == 1)
        try d.run(.relaunch(.processEnded))
        #expect(d.pending == ["load"] && d.store.loads == 0)
    }
}
