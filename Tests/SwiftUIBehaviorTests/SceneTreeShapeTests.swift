import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// Real app shapes declared as the view tree, with what SwiftUI does to them and a witness for each
// (SceneTreeApps.swift).

@Suite("The view tree: a size-class switch, onChange(of:), layers of presentations")
struct SceneTreeShapeTests {
    // At each size change the container of the other branch is destroyed and the new one built: the
    // stack's onAppear runs and its .task starts again, the split view's @State starts afresh.
    @Test func aSizeChangeRebuildsTheOtherContainer() throws {
        var d = Driver(SwitchApp(defect: .selectionInViewState))
        #expect(d.scene.nodes == ["split"] && d.pending.isEmpty)
        try d.run(.select("split", row: "a"))
        #expect(d.store.selection == "a")
        try d.run(.resize(.compact))
        #expect(d.scene.nodes == ["stack"] && d.pending == ["sync"] && d.store.appeared == 1)
        #expect(d.store.selection == nil)
        try d.run(.answer(0))
        #expect(d.store.syncs == 1)
        try d.run(.resize(.regular))
        #expect(d.scene.nodes == ["split"] && d.pending.isEmpty)
        try d.run(.resize(.compact))
        #expect(d.pending == ["sync"] && d.store.appeared == 2)
        // The split view's stack is gone in compact width: only the stack's back is offered.
        #expect(!d.offers(.select("split", row: "b")))
    }

    @Test func viewStateThatDiesWithTheSplitViewLosesTheSelection() throws {
        let broken = try explore(SwitchApp(defect: .selectionInViewState, properties: [.selectionSurvivesResize()]),
                                 "selectionSurvivesResize", depth: 3)
        #expect(broken.trace == ["select(split, a)"] && broken.finding == .atRest)
        #expect(broken.message == "resize(.compact): split selection a became none")
        let fixed = try explore(SwitchApp(properties: [.selectionSurvivesResize()]), "selectionSurvivesResize", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    @Test func aTaskOfTheDestroyedStackThatIgnoresCancellation() throws {
        let broken = try explore(SwitchApp(defect: .taskRestoresScreen, properties: [.answerForGoneScreenChangesNothing()]),
                                 "answerForGoneScreenChangesNothing", depth: 4)
        #expect(broken.trace == ["resize(.compact)", "resize(.regular)", "answer(0)"] && broken.finding == .race)
        #expect(broken.message == "sync for node:stack, which is gone: stack [] → [recipe(1)]; split [] → [recipe(1)]")
        let fixed = try explore(SwitchApp(properties: [.answerForGoneScreenChangesNothing()]), "answerForGoneScreenChangesNothing", depth: 4)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    @Test func onChangeOfAStorePropertyRunsInTheStepOfTheWrite() throws {
        var d = Driver(TabChangeApp(popsTabLeft: false))
        try d.run(.tapTab("search"))
        #expect(d.store.left == "home")
        let broken = try explore(TabChangeApp(popsTabLeft: true), "switchingTabsKeepsStacks", depth: 3)
        #expect(broken.trace == ["open", "tapTab(search)"] && broken.finding == .atRest)
        #expect(broken.message == "tapTab(search): tab home → search; home [recipe(1)] → []")
        let fixed = try explore(TabChangeApp(popsTabLeft: false), "switchingTabsKeepsStacks", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    @Test func layersOfPresentationsEachWithTheirHooks() throws {
        var d = Driver(PresentationLayersApp())
        try d.tap("settings")
        #expect(d.pending == ["loadSettings"] && d.store.log == ["settings"])
        try d.run(.answer(0))
        try d.tap("play")
        #expect(d.pending == ["loadPlayer"])
        try d.run(.answer(0))
        try d.tap("info")
        #expect(d.scene.sheets.map(\.name) == ["settings", "player", "info"])
        #expect(d.store.log == ["settings", "settings loaded", "player", "player loaded", "info"])
        let broken = try explore(PresentationLayersApp(defect: .coverResetsSheetBeneath), "sheetKeepsStacksBeneath", depth: 4)
        // loadSettings answered; the player's own load is pending as its onAppear empties the stack beneath.
        #expect(broken.trace == ["settings", "answer(0)", "push", "play"] && broken.finding == .glitch)
        #expect(broken.message == "play changed settings beneath player: [settings] became []")
        let fixed = try explore(PresentationLayersApp(), "sheetKeepsStacksBeneath", depth: 4)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    @Test func aCoverPresentedBesideASheetIsNotShown() throws {
        let broken = try explore(PresentationLayersApp(defect: .coverBesideSheet), "oneSheetAtALevel", depth: 2)
        #expect(broken.trace == ["compose"] && broken.finding == .atRest)
        #expect(broken.message == "set but not shown: composer (shown: camera)")
        let fixed = try explore(PresentationLayersApp(), "oneSheetAtALevel", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    // The stack around the tab bar, which every button of the app's own bar pops: a switch may pop
    // it, a button that also empties another tab's stack is caught.
    @Test func theStackAroundTheTabBarAsATree() throws {
        let kept = try explore(treeAroundTabBar(broken: false), "switchingTabsKeepsStacks", depth: 3)
        #expect(kept.violated.isEmpty && kept.nonVacuous > 0)
        let broken = try explore(treeAroundTabBar(broken: true), "switchingTabsKeepsStacks", depth: 3)
        #expect(broken.trace == ["tapTab(search)"] && broken.finding == .atRest)
        #expect(broken.message == "tapTab(search): tab home → search; search [s] → []")
        var d = Driver(treeAroundTabBar(broken: false))
        try d.tap("open")
        #expect(d.scene.visible.map(\.description) == ["main › detail"] && !d.offers(.back("home")))
    }

    // The cover holding the tab bar, closed by a button in a tab: closing it is no action in that tab,
    // but resetting another tab's stack while the cover stays is.
    @Test func theCoverHoldingTheTabsAsATree() throws {
        let closing = try explore(treeCoverHoldingTabs(closesCover: true), "actionStaysInItsTab", depth: 3)
        #expect(closing.violated.isEmpty && closing.nonVacuous > 0)
        let broken = try explore(treeCoverHoldingTabs(closesCover: false), "actionStaysInItsTab", depth: 3)
        #expect(broken.trace == ["finish"] && broken.finding == .atRest)
        #expect(broken.message == "finish in tab home changed search: [s] became []")
    }

    // A node's task belongs to the stacks inside the node: pushing onto its own stack is no finding,
    // pushing onto another tab's is.
    @Test func aNodesTaskStaysInTheStacksInsideIt() throws {
        func app(pushesOntoSearch: Bool) -> Probe {
            let scene = Scene<ProbeStore> {
                tabView(\.tab) {
                    navigationStack("home", \.home)
                        .task(ScreenTask("load") { s in if pushesOntoSearch { s.search = ["x"] } else { s.home = ["x"] } })
                        .tag("home")
                    navigationStack("search", \.search).tag("search")
                }
            }
            return Probe(scene: scene, properties: [.answerStaysInItsStack()])
        }
        let own = try explore(app(pushesOntoSearch: false), "answerStaysInItsStack", depth: 2)
        #expect(own.violated.isEmpty && own.nonVacuous > 0)
        let other = try explore(app(pushesOntoSearch: true), "answerStaysInItsStack", depth: 2)
        #expect(other.trace == ["answer(0)"] && other.finding == .atRest)
        #expect(other.message == "load (from node:home) changed search: [] became [x]")
    }

    // A link that pushes onto "the stack on view" is judged on the stack of the branch taken: the
    // split view's detail in regular width, the stack in compact width.
    @Test func aLinkIsJudgedOnTheStackOfTheBranchTaken() throws {
        func app(pushes: Bool) -> Probe {
            let scene = Scene<ProbeStore> {
                ifCompact {
                    navigationStack("stack", \.home)
                } else: {
                    navigationSplitView("split", selection: \.sheet, rows: ["a"], path: \.home)
                }
            }
            .links([DeepLink("app://x", pushes: "x")]) { s, _, _ in if pushes { s.home.append("x") } }
            return Probe(profile: .iPad, alphabet: .ui, scene: scene, properties: [.linkShowsItsTarget()])
        }
        let holds = try explore(app(pushes: true), "linkShowsItsTarget", depth: 3)
        #expect(holds.violated.isEmpty && holds.nonVacuous > 0)
        let broken = try explore(app(pushes: false), "linkShowsItsTarget", depth: 3)
        #expect(broken.trace == ["openURL(\"app://x\")"] && broken.finding == .atRest)
        #expect(broken.message == "openURL(\"app://x\"): split shows [], not [x]")
    }

    // An onChange handler that writes a value another onChange watches runs that one in the same step
    // (a node that comes on view in that step sees the value as it finds it: no change for it).
    @Test func onChangeHandlersChainInOneStep() throws {
        let scene = Scene<TabChangeApp.Store> {
            tabView(\.tab) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
            }
            // Declared first, so it is only the second round that sees `left` change.
            .onChange(of: \.left) { s, _, new in s.search = new.map { [.result($0.count)] } ?? [] }
            .onChange(of: \.tab) { s, old, _ in s.left = old }
        }
        struct App: SwiftUIApp {
            let scene: Scene<TabChangeApp.Store>
            var name: String { "chain" }
            func makeStore() -> TabChangeApp.Store { TabChangeApp.Store() }
            var intents: [Tap] { [] }
            func perform(_ intent: Tap, on s: inout TabChangeApp.Store, effects: inout Effects<TabChangeApp.Store>) throws {}
            var properties: [AppProperty<App>] { [] }
        }
        var d = Driver(App(scene: scene))
        try d.run(.tapTab("search"))
        #expect(d.store.left == "home" && d.store.search == [.result(4)])
    }
}
