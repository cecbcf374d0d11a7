import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// Switches on the app's own state in the view tree (StateSwitchApps.swift): the lifecycle of their
// branches, what a state alone knows of them, and a witness for each.

@Suite("The view tree: switches over the store")
struct StateSwitchTests {
    // Signing in destroys the sign-in branch (its @State resets, its sheet goes) and builds the tab view
    // (its .task starts); signing out does the reverse, and the tab view's task is cancelled.
    @Test func signingInAndOutRebuildsTheBranches() throws {
        var d = Driver(GateApp())
        #expect(d.scene.branches == [1] && d.scene.nodes == ["signIn"] && d.store.signInShown == 1)
        #expect(d.scene.visible.map(\.description) == ["root"] && d.pending.isEmpty)
        // No tab bar exists while signed out.
        #expect(!d.offers(.tapTab("settings")))
        try d.tap("register")
        #expect(d.scene.sheets.map(\.name) == ["register"])
        try d.tap("createAccount")
        #expect(d.scene.branches == [0] && d.scene.nodes == ["tabView"] && d.pending == ["loadFeed"])
        #expect(!d.store.registering && d.scene.sheets.isEmpty && d.scene.hiddenSheets.isEmpty)
        #expect(d.scene.visible.map(\.description) == ["home"])
        try d.run(.answer(0))
        #expect(d.store.feeds == 1)
        try d.run(.tapTab("settings"))
        try d.tap("signOut")
        #expect(d.scene.branches == [1] && d.scene.nodes == ["signIn"] && d.store.signInShown == 2 && d.pending.isEmpty)
        #expect(d.scene.visible.map(\.description) == ["root"])
        try d.tap("signIn")
        #expect(d.pending == ["loadFeed"])
        try d.run(.tapTab("settings"))
        try d.tap("signOut")
        // The tab view's task is cancelled with it.
        #expect(d.pending.isEmpty && d.store.feeds == 1)
    }

    // The picture, `everyScreenReachable` and the home of `canAlwaysGetHome` read the branch taken.
    @Test func aStateAloneKnowsTheBranchTaken() throws {
        var d = Driver(GateApp())
        #expect(d.machine.picture(of: d.state)?.content.tabs == [])
        #expect(d.machine.shownScreens(d.state.snapshot).isEmpty)
        #expect(d.machine.isHome(d.state.snapshot))
        try d.tap("signIn")
        try d.run(.answer(0))
        #expect(d.machine.picture(of: d.state)?.content.tabs == ["home", "settings"])
        #expect(d.machine.shownScreens(d.state.snapshot) == ["home", "tab home"])
        #expect(d.machine.isHome(d.state.snapshot))
    }

    // Witness: the register sheet's flag kept in the model, not in the sign-in view's @State, stays set
    // once "create account" signs in: its presenter is gone.
    @Test func aSheetFlagThatOutlivesTheSignInBranch() throws {
        let broken = try explore(GateApp(defect: .registeringInModel, properties: [.oneSheetAtALevel()]), "oneSheetAtALevel", depth: 3)
        // Seen as the feed loads, and still there once it has: at rest.
        #expect(broken.trace == ["register", "createAccount", "answer(0)"] && broken.finding == .atRest)
        #expect(broken.message == "set but not shown: register (shown: )")
        let fixed = try explore(GateApp(properties: [.oneSheetAtALevel()]), "oneSheetAtALevel", depth: 40)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0 && fixed.complete)
    }

    // Witness: a sign-in button that does nothing leaves everything behind the gate unreachable; the
    // screens behind the gate count as shown only once the branch holding them is taken.
    @Test func screensBehindAGateThatNeverOpens() throws {
        let result = try Explorer(AppMachine(GateApp(defect: .signInDoesNothing, properties: [.everyScreenReachable()])),
                                  options: ExplorationOptions(maxDepth: 40, workers: 1)).run()
        let never = result.counterexamples.filter { $0.property == "everyScreenReachable" }
        #expect(never.map { $0.message.prefix { $0 != "(" } } == ["tab home ", "tab settings ", "home ", "settings ", "home › post "])
        #expect(never.allSatisfy { $0.finding == .atRest && $0.actions.isEmpty })
        let fixed = try explore(GateApp(properties: [.everyScreenReachable()]), "everyScreenReachable", depth: 40)
        #expect(fixed.violated.isEmpty && fixed.complete)
    }

    // `switchState`: skipping the onboarding destroys its view, whose task is cancelled with it.
    @Test func aSwitchOverAnEnumBuildsOneCaseAtATime() throws {
        var d = Driver(ExperienceApp())
        #expect(d.scene.branches == [0] && d.scene.nodes == ["onboarding"] && d.pending == ["suggest"])
        try d.tap("skip")
        #expect(d.scene.branches == [1] && d.scene.nodes.isEmpty && d.pending.isEmpty)
        #expect(d.scene.visible.map(\.description) == ["main"])
        try d.tap("restart")
        #expect(d.scene.branches == [0] && d.pending == ["suggest"])
    }

    // Witness: the onboarding's task that outlives its view pushes onto the main stack once the
    // onboarding is gone.
    @Test func aTaskThatOutlivesItsBranch() throws {
        let broken = try explore(ExperienceApp(taskOutlivesOnboarding: true), "answerForGoneScreenChangesNothing", depth: 3)
        #expect(broken.trace == ["skip", "answer(0)"] && broken.finding == .race)
        #expect(broken.message == "suggest for node:onboarding, which is gone: main [] → [suggestion]")
        let fixed = try explore(ExperienceApp(), "answerForGoneScreenChangesNothing", depth: 4)
        #expect(fixed.violated.isEmpty && fixed.complete)
    }

    // A value none of a switch's cases lists is a fault that names it.
    @Test func aValueOfNoCaseIsAFault() throws {
        struct Partial: SwiftUIApp {
            struct Store: Hashable, Sendable {
                var step = 0
                var first: [String] = []
                var second: [String] = []
            }
            var name: String { "partial" }
            func makeStore() -> Store { Store() }
            var scene: Scene<Store> {
                Scene {
                    switchState(\.step, cases: [0, 1]) { step in
                        if step == 0 { navigationStack("first", \.first) } else { navigationStack("second", \.second) }
                    }
                }
            }
            var intents: [Tap] { ["next"] }
            func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.step += 1 }
            var properties: [AppProperty<Partial>] { [] }
        }
        let result = try Explorer(AppMachine(Partial()), options: ExplorationOptions(maxDepth: 3, workers: 1)).run()
        let fault = try #require(result.counterexample(for: "noFault"))
        #expect(fault.actions.map(\.description) == ["next", "next"])
        #expect(fault.message.contains("switchState (switch 1 of the scene's tree, in tree order) reads 2, which is none of its cases (0, 1)"))
    }

    // Witness: a bar of the app's own over a switch of the selected tab's content loses the stack of the
    // tab left; kept in a ZStack, the stacks survive.
    @Test func tabContentInASwitchIsDestroyedWhenLeft() throws {
        var d = Driver(SwitchedTabsApp())
        #expect(d.scene.branches == [0] && d.machine.picture(of: d.state)?.content.tabs == ["0", "1"])
        let broken = try explore(SwitchedTabsApp(), "switchingTabsKeepsStacks", depth: 10)
        #expect(broken.trace == ["open", "tapTab(1)"] && broken.finding == .atRest)
        #expect(broken.message == "tapTab(1): tab 0 → 1; home [post] → []")
        let fixed = try explore(SwitchedTabsApp(switchesContent: false), "switchingTabsKeepsStacks", depth: 10)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0 && fixed.complete)
        try d.run(.tapTab("1"))
        #expect(d.scene.branches == [1] && d.scene.visible.map(\.description) == ["search"])
    }

    // `if model.showsBanner { Banner() }` with no `else`: the banner's node exists, with its hooks,
    // only while the flag is set; its @State is lost when it goes.
    @Test func anIfWithNoElseBuildsNothingOtherwise() throws {
        struct Banner: SwiftUIApp {
            struct Store: Hashable, Sendable {
                var showsBanner = false
                var dismissedOnce = false
                var shown = 0
            }
            var name: String { "banner" }
            func makeStore() -> Store { Store() }
            var scene: Scene<Store> {
                Scene {
                    ifState(\.showsBanner) {
                        view("banner").onAppear { $0.shown += 1 }.state(\.dismissedOnce, initial: false)
                    }
                }
            }
            var intents: [Tap] { ["toggle", "dismissOnce"] }
            func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
                if intent.name == "toggle" { s.showsBanner.toggle() } else { s.dismissedOnce = true }
            }
            var properties: [AppProperty<Banner>] { [] }
        }
        var d = Driver(Banner())
        #expect(d.scene.branches == [1] && d.scene.nodes.isEmpty && d.store.shown == 0)
        try d.tap("toggle")
        #expect(d.scene.branches == [0] && d.scene.nodes == ["banner"] && d.store.shown == 1)
        try d.tap("dismissOnce")
        try d.tap("toggle")
        #expect(d.scene.nodes.isEmpty && !d.store.dismissedOnce)
    }
}
