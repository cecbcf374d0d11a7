import ModelChecker
import NavigationModel
import SwiftUIBehavior

// Real app shapes that only the view tree can say, with a defect switch each: the seeds' own
// container switch in a user's app, an `onChange(of:)` on a store property, and layers of mixed
// presentations with hooks of their own (see SceneTreeShapeTests).

/// `if sizeClass == .compact { NavigationStack(path: $store.path) { … }.task { … } } else {
/// NavigationSplitView { List(selection: $selection) { … } } detail: { NavigationStack(path: $store.path) } }`
/// on an iPad: every size change destroys one container and builds the other.
struct SwitchApp: SwiftUIApp {
    enum Defect: Sendable {
        /// The sidebar's selection is the split view's own `@State`: it dies with the split view.
        case selectionInViewState
        /// The stack's `.task`, which ignores cancellation (as the correct one does: it only syncs),
        /// puts back the screen it remembers when it answers, even once its stack is gone.
        case taskRestoresScreen
    }

    struct Store: Hashable, Sendable {
        var selection: String?
        var path: [Route] = []
        /// How many times the stack's `.task` answered (at most 3).
        var syncs = 0
        /// How many times the stack came on view (at most 3).
        var appeared = 0
    }

    var defect: Defect?
    var profile = PlatformProfile.iPad
    var alphabet = Alphabet.race
    var properties: [AppProperty<SwitchApp>] = []
    var name: String { "switch" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let defect = defect
        return Scene {
            ifCompact {
                navigationStack("stack", \.path)
                    .onAppear { s in s.appeared = min(s.appeared + 1, 3) }
                    .task(ScreenTask("sync", cancellation: .never) { s in
                        s.syncs = min(s.syncs + 1, 3)
                        if defect == .taskRestoresScreen { s.path = [.recipe(1)] }
                    })
            } else: {
                if defect == .selectionInViewState {
                    navigationSplitView("split", selection: \.selection, rows: ["a", "b"], path: \.path)
                        .state(\.selection, initial: nil)
                } else {
                    navigationSplitView("split", selection: \.selection, rows: ["a", "b"], path: \.path)
                }
            }
        }
    }

    var intents: [Tap] { [] }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {}
}

/// A tab view whose `onChange(of: router.tab)` does the app's bookkeeping; the broken one "tidies up"
/// the tab left by popping its stack.
struct TabChangeApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var tab = "home"
        var home: [Route] = []
        var search: [Route] = []
        /// The tab left last, as the onChange handler records it.
        var left: String?
    }

    var popsTabLeft: Bool
    var name: String { "tabChange" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let popsTabLeft = popsTabLeft
        return Scene {
            tabView(\.tab) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
            }
            .onChange(of: \.tab) { s, old, _ in
                s.left = old
                if popsTabLeft && old == "home" { s.home = [] }
            }
        }
    }

    var intents: [Tap] { ["open"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool { s.tab == "home" && s.home.isEmpty }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.home.append(.recipe(1)) }
    var properties: [AppProperty<TabChangeApp>] { [.switchingTabsKeepsStacks()] }
}

/// A sheet over a full-screen cover over a sheet, each layer with its own stack, `.task` and
/// `onAppear`; `composer` is presented by an outer view while `camera` is presented by an inner one.
struct PresentationLayersApp: SwiftUIApp {
    enum Defect: Sendable {
        /// The cover's `onAppear` starts "fresh" by emptying the stack of the sheet beneath it.
        case coverResetsSheetBeneath
        /// The camera cover is presented by the inner view, beside the composer sheet of the outer one,
        /// not from inside the composer: set together, one of them is not shown.
        case coverBesideSheet
    }

    struct Store: Hashable, Sendable {
        var settings = false
        var settingsPath: [Route] = []
        var player: String?
        var playerPath: [Route] = []
        var info = false
        var infoPath: [Route] = []
        /// Which layers' tasks answered and `onAppear` ran, in order (at most 6).
        var log: [String] = []
        var composer = false
        var camera = false
        mutating func note(_ s: String) { if log.count < 6 { log.append(s) } }
    }

    var defect: Defect?
    var name: String { "layers" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let defect = defect
        let camera: SceneNode<Store> = view("camera").fullScreenCover("camera", isPresented: \.camera)
        return Scene {
            view("outer") {
                if defect == .coverBesideSheet { view("inner") { camera } } else { view("inner") }
            }
            .sheet("composer", isPresented: \.composer) {
                if defect != .coverBesideSheet { camera }
            }
            .sheet("settings", isPresented: \.settings) {
                navigationStack("settings", \.settingsPath)
                    .onAppear { $0.note("settings") }
                    .task(ScreenTask("loadSettings", cancellation: .withScreen) { $0.note("settings loaded") })
                    .fullScreenCover("player", item: \.player) {
                        navigationStack("player", \.playerPath)
                            .onAppear { s in
                                s.note("player")
                                if defect == .coverResetsSheetBeneath { s.settingsPath = [] }
                            }
                            .task(ScreenTask("loadPlayer", cancellation: .withScreen) { $0.note("player loaded") })
                            .sheet("info", isPresented: \.info) {
                                navigationStack("info", \.infoPath)
                                    .onAppear { $0.note("info") }
                                    .task(ScreenTask("loadInfo", cancellation: .withScreen) { $0.note("info loaded") })
                            }
                    }
            }
        }
    }

    var intents: [Tap] { ["settings", "push", "play", "info", "compose"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        switch intent.name {
        case "settings", "compose": s.scene.topLayer == nil
        case "push": s.scene.topLayer == "settings" && s.settingsPath.isEmpty
        case "play": s.scene.topLayer == "settings"
        default: s.scene.topLayer == "player"
        }
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent.name {
        case "settings": s.settings = true
        case "push": s.settingsPath.append(.settings)
        case "play": s.player = "song"
        case "info": s.info = true
        default: s.composer = true; s.camera = true
        }
    }
    func role(of intent: Tap) -> IntentRole? {
        switch intent.name {
        case "settings": .present(sheet: "settings")
        case "play": .present(sheet: "player")
        case "info": .present(sheet: "info")
        default: nil
        }
    }
    var properties: [AppProperty<PresentationLayersApp>] { [.sheetKeepsStacksBeneath(), .oneSheetAtALevel()] }
}

/// `NavigationStack(path: $router.path) { ZStack { tab content; bar of buttons } }`: one stack (`main`,
/// over `sheetPath`) around a bar of the app's own whose every button pops it; broken, the buttons
/// empty search too.
func treeAroundTabBar(broken: Bool) -> Probe {
    let retap = Retap<ProbeStore>.app(.popsToRoot) { s in if s.tab == "home" { s.home = [] } else { s.search = [] } }
    let scene = Scene<ProbeStore> {
        navigationStack("main", \.sheetPath) {
            customTabBar(broken ? \.tabPoppingMainAndSearch : \.tabPoppingMain, retap: retap) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
            }
        }
    }
    return Probe(alphabet: .ui, start: ProbeStore(search: ["s"]), scene: scene, buttons: StackAroundTabBarTests.buttons,
                 properties: [.retapFollowsBehavior(), .switchingTabsKeepsStacks()])
}

/// `NavigationStack { … }.fullScreenCover(item: $router.cover) { TabView { … } }`, closed by a
/// button in a tab (`finish`), which also resets both tabs; broken, it resets search and leaves the
/// cover up.
func treeCoverHoldingTabs(closesCover: Bool) -> Probe {
    var start = ProbeStore(home: ["a"], search: ["s"])
    start.cover = "welcome"
    let scene = Scene<ProbeStore> {
        navigationStack("main", \.sheetPath)
            .fullScreenCover("onboarding", item: \.cover) {
                tabView(\.tab) {
                    navigationStack("home", \.home).tag("home")
                    navigationStack("search", \.search).tag("search")
                }
            }
    }
    return Probe(alphabet: .ui, start: start, scene: scene, buttons: ["finish": { s, _ in
        if closesCover { s.cover = nil; s.home = [] }
        s.search = []
    }], properties: [.actionStaysInItsTab()])
}
