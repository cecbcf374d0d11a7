import ModelChecker
import SwiftUIBehavior
import Testing

// Structure real apps have: entry points besides onOpenURL, link targets, work that presents on
// purpose, a tab bar of the app's own, a browser in a window above everything, and roles that read the
// state. Each built-in property is shown failing on a broken app (a witness) and holding on a correct
// one.

/// The probe with only the buttons and properties a test gives, over `Probe.tabbed()` plus `extra`.
private func probe(_ scene: Scene<ProbeStore> = Probe.tabbed(), buttons: [String: Probe.Button] = [:],
                   osVersion: OSVersion = .iOS18, alphabet: Alphabet = .race, properties: [AppProperty<Probe>]) -> Probe {
    Probe(osVersion: osVersion, alphabet: alphabet, scene: scene, buttons: buttons, properties: properties)
}

@Suite("Entry points and link targets")
struct EntryPointTests {
    /// A notification tap for post 2 that must select search and push post(2); `switchesTab`: whether
    /// the app's handler selects the tab (the broken one pushes onto search and leaves home selected).
    static func notified(switchesTab: Bool) -> Probe {
        probe(Probe.tabbed().notifications([DeepLink("post/2", selects: "search", thenPushes: "post(2)")]) { s, id, _ in
            guard id == "post/2" else { return }
            if switchesTab { s.tab = "search" }
            s.search.append("post(2)")
        }, properties: [.linkShowsItsTarget(), .linkNotHiddenUnderSheet()])
    }

    // A notification tap arrives at any moment, as a link does, named by what the app reads of it.
    @Test func aNotificationTapArrivesLikeALink() throws {
        var d = Driver(Self.notified(switchesTab: true))
        #expect(d.alphabet.contains("notificationTap(\"post/2\")"))
        #expect(d.offers(.entry(.notification, "post/2")))
        try d.run(.entry(.notification, "post/2"))
        #expect(d.store.search == ["post(2)"] && d.scene.tab == "search")
    }

    @Test func aTabThenPushTargetCatchesAHandlerThatForgetsTheTab() throws {
        let broken = try explore(Self.notified(switchesTab: false), "linkShowsItsTarget", depth: 3)
        #expect(broken.trace == ["notificationTap(\"post/2\")"])
        #expect(broken.message == "notificationTap(\"post/2\"): tab home is selected, not search")
        let fixed = try explore(Self.notified(switchesTab: true), "linkShowsItsTarget", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    /// A link that pushes `a` on top of the stack on view; the broken handler always pushes onto home.
    static func pushing(onSelectedTab: Bool) -> Probe {
        probe(Probe.tabbed().links([DeepLink("app://a", pushes: "a")]) { s, _, _ in
            if onSelectedTab && s.tab == "search" { s.search.append("a") } else { s.home.append("a") }
        }, properties: [.linkShowsItsTarget()])
    }

    @Test func aPushOnTopTargetIsJudgedOnTheStackOnView() throws {
        let broken = try explore(Self.pushing(onSelectedTab: false), "linkShowsItsTarget", depth: 3)
        #expect(broken.trace == ["tapTab(search)", "openURL(\"app://a\")"])
        #expect(broken.message == "openURL(\"app://a\"): search shows [], not [a]")
        let fixed = try explore(Self.pushing(onSelectedTab: true), "linkShowsItsTarget", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    /// A link that must present the help sheet; the broken handler leaves the other sheet up, so help
    /// waits behind it. (Under `ui`: under `race` a link that arrives while help is being swiped away
    /// is not shown either, a race of its own.)
    static func presentingHelp(dismissesFirst: Bool) -> Probe {
        probe(Probe.tabbed().links([DeepLink("app://help", presents: "help")]) { s, _, _ in
            if dismissesFirst { s.sheet = nil }
            s.help = true
        }, buttons: ["showSheet": { s, _ in s.sheet = "x" }], alphabet: .ui, properties: [.linkShowsItsTarget()])
    }

    @Test func aPresentTargetWantsItsSheetOnTop() throws {
        let broken = try explore(Self.presentingHelp(dismissesFirst: false), "linkShowsItsTarget", depth: 3)
        #expect(broken.trace == ["showSheet", "openURL(\"app://help\")"])
        #expect(broken.message == "openURL(\"app://help\"): help is not presented on top (sheets: [sheet(x)])")
        let fixed = try explore(Self.presentingHelp(dismissesFirst: true), "linkShowsItsTarget", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    // A quick action and a user activity are entry points of their own, judged as links are: one the
    // app must ignore is caught when it changes what is on view.
    @Test func quickActionsAndActivitiesAreJudgedAsLinks() throws {
        let scene = Probe.tabbed()
            .quickActions([DeepLink("compose", presents: "help")]) { s, _, _ in s.help = true }
            .userActivities([DeepLink("com.example.unknown", ignored: ())]) { s, _, _ in s.home = ["oops"] }
        let app = probe(scene, alphabet: .ui, properties: [.linkShowsItsTarget(), .malformedLinkChangesNothing()])
        let d = Driver(app)
        #expect(d.alphabet.contains("quickAction(\"compose\")") && d.alphabet.contains("continueUserActivity(\"com.example.unknown\")"))
        let shown = try explore(app, "linkShowsItsTarget", depth: 2)
        #expect(shown.trace == nil && shown.nonVacuous > 0)
        let ignored = try explore(app, "malformedLinkChangesNothing", depth: 2)
        #expect(ignored.trace == ["continueUserActivity(\"com.example.unknown\")"])
        #expect(ignored.message == "continueUserActivity(\"com.example.unknown\"): home [] → [oops]")
    }

    // A link property that waits for a declaration the app lacks says which one.
    @Test func aLinkPropertyWithNothingToJudgeNamesTheDeclarationItWaitsFor() {
        let bare = AppMachine(probe(Probe.tabbed().links([DeepLink("app://a")]) { _, _, _ in },
                                    properties: [.linkShowsItsTarget(), .linkNotHiddenUnderSheet(), .malformedLinkChangesNothing()]))
        #expect(bare.whatPropertyWaitsFor("linkShowsItsTarget")?.contains("DeepLink(url, pushes: route)") == true)
        #expect(bare.whatPropertyWaitsFor("linkNotHiddenUnderSheet")?.contains("which stack it shows") == true)
        #expect(bare.whatPropertyWaitsFor("malformedLinkChangesNothing")?.contains("ignored: ()") == true)
        let declared = AppMachine(probe(Probe.tabbed().links([DeepLink("app://a", pushes: "a"), DeepLink("x", ignored: ())]) { _, _, _ in },
                                        properties: [.linkShowsItsTarget(), .linkNotHiddenUnderSheet(), .malformedLinkChangesNothing()]))
        #expect(declared.whatPropertyWaitsFor("linkShowsItsTarget") == nil)
        #expect(declared.whatPropertyWaitsFor("linkNotHiddenUnderSheet") == nil)
        #expect(declared.whatPropertyWaitsFor("malformedLinkChangesNothing") == nil)
    }
}

@Suite("Work that navigates on purpose")
struct PurposefulWorkTests {
    /// A button in home whose `Task` presents the cover when it answers (declared or not), and in the
    /// `alsoPushesSearch` variant also pushes onto search, which it does not declare.
    static func viewer(declared: Bool, alsoPushesSearch: Bool = false) -> Probe {
        probe(buttons: ["openViewer": { s, effects in
            effects.start("showViewer", navigates: declared ? [.presents("cover")] : []) { s in
                s.cover = "image"
                if alsoPushesSearch { s.search.append("x") }
            }
        }], properties: [.answerStaysInItsStack()])
    }

    @Test func anAnswerThatPresentsOnPurposeIsNotAFinding() throws {
        let undeclared = try explore(Self.viewer(declared: false), "answerStaysInItsStack", depth: 3)
        #expect(undeclared.trace == ["openViewer", "answer(0)"])
        #expect(undeclared.message == "showViewer (from home) changed the sheets: [] → [cover]")
        let declared = try explore(Self.viewer(declared: true), "answerStaysInItsStack", depth: 3)
        #expect(declared.violated.isEmpty && declared.nonVacuous > 0)
        // What it does not declare is still judged.
        let more = try explore(Self.viewer(declared: true, alsoPushesSearch: true), "answerStaysInItsStack", depth: 3)
        #expect(more.message == "showViewer (from home) changed search: [] became [x]")
    }
}

@Suite("A tab bar of the app's own")
struct CustomTabBarTests {
    static func custom(retap: Retap<ProbeStore> = .app(.nothing)) -> Scene<ProbeStore> {
        Scene {
            customTabBar(\.tab, retap: retap, hidden: { $0.home.count >= 2 }) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
            }
        }
    }

    // Its buttons write the selection as a TabView's tap does; the bar can be hidden (on deep screens
    // here), and then no tab can be tapped; iOS 26's own pop belongs to TabView, not to these buttons.
    @Test func itsButtonsWriteTheSelectionAndIOS26DoesNotPop() throws {
        var d = Driver(probe(Self.custom(), buttons: ["push": { s, _ in s.home.append("a") }], osVersion: .iOS26, properties: []))
        try d.run(.tapTab("search"))
        #expect(d.scene.tab == "search")
        try d.run(.tapTab("home"))
        try d.tap("push")
        try d.run(.tapTab("home"))
        #expect(d.store.home == ["a"], "a re-tap of the app's own button does not pop")
        try d.tap("push")
        #expect(d.scene.tabBarHidden && !d.offers(.tapTab("search")))
    }

    @Test func theTabBuiltInsApply() throws {
        let promise = probe(Self.custom(retap: .app(.nothing) { $0.home = [] }), buttons: ["push": { s, _ in s.home.append("a") }],
                            osVersion: .iOS26, properties: [.retapFollowsBehavior(), .switchingTabsKeepsStacks()])
        let broken = try explore(promise, "retapFollowsBehavior", depth: 3)
        #expect(broken.trace == ["push", "tapTab(home)"])
        #expect(broken.message == "tapTab(home) (nothing): home [a] → []")
        let kept = probe(Self.custom(retap: .app(.popsToRoot) { if $0.tab == "home" { $0.home = [] } else { $0.search = [] } }), buttons: ["push": { s, _ in s.home.append("a") }],
                         osVersion: .iOS26, properties: [.retapFollowsBehavior(), .switchingTabsKeepsStacks()])
        let fixed = try explore(kept, "retapFollowsBehavior", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }
}

@Suite("Presentation hosts")
struct PresentationHostTests {
    /// The browser in a window of its own (`inWindow`), or presented by the root at the sheet's level.
    static func browser(inWindow: Bool) -> Probe {
        probe(Scene {
            if inWindow {
                navigationStack("home", \.home).sheet("sheet", item: \.sheet).window("browser", isPresented: \.help)
            } else {
                navigationStack("home", \.home).sheet("sheet", item: \.sheet).sheet("browser", isPresented: \.help)
            }
        },
              buttons: ["showSheet": { s, _ in s.sheet = "x" }, "openBrowser": { s, _ in s.help = true }],
              properties: [.oneSheetAtALevel()])
    }

    // An in-app browser presented in a window of its own is shown above a sheet that is up; declared at
    // the sheet's level it would wait behind it (and oneSheetAtALevel would report it).
    @Test func aWindowAboveEverythingIsShownOverASheet() throws {
        var d = Driver(Self.browser(inWindow: true))
        try d.tap("showSheet")
        try d.tap("openBrowser")
        #expect(d.scene.sheets.map(\.name) == ["sheet", "browser"] && d.scene.topLayer == "browser" && d.scene.hiddenSheets.isEmpty)
        let window = try explore(Self.browser(inWindow: true), "oneSheetAtALevel", depth: 3)
        #expect(window.violated.isEmpty)
        let level = try explore(Self.browser(inWindow: false), "oneSheetAtALevel", depth: 3)
        #expect(level.trace == ["openBrowser", "showSheet"])
        #expect(level.message == "set but not shown: sheet (shown: browser)")
    }
}

/// A stack app whose "add" button pushes onto the layer on screen: the sheet's stack when the sheet is
/// up, else home. Its role says so from the state; the broken app always pushes onto home.
struct LayerPushApp: SwiftUIApp {
    var broken: Bool
    var name: String { "layerPush" }
    /// Under `ui`: under `race` the button can be tapped while the sheet is being swiped away, its
    /// binding still set, and the app pushes onto the sheet's stack, a race of its own.
    var alphabet: Alphabet { .ui }
    func makeStore() -> ProbeStore { ProbeStore() }
    var scene: Scene<ProbeStore> {
        Scene { navigationStack("home", \.home).sheet("sheet", item: \.sheet) { navigationStack("inSheet", \.sheetPath) } }
    }
    var intents: [String] { ["add", "showSheet"] }
    func perform(_ intent: String, on s: inout ProbeStore, effects: inout Effects<ProbeStore>) throws {
        switch intent {
        case "add": if s.sheet != nil && !broken { s.sheetPath.append("p") } else { s.home.append("p") }
        default: s.sheet = "x"
        }
    }
    func role(of intent: String, in state: AppState<ProbeStore>) -> IntentRole? {
        intent == "add" ? .push(state.scene.topLayer == "sheet" ? "inSheet" : "home", "p") : nil
    }
    func isWithinBounds(_ state: AppState<ProbeStore>) -> Bool { state.model.home.count + state.model.sheetPath.count <= 2 }
    var properties: [AppProperty<Self>] { [.pushAddsOneScreen()] }
}

@Suite("Roles that read the state")
struct StateRoleTests {
    @Test func aPushOntoTheLayerOnScreenIsJudgedAsAPush() throws {
        let broken = try explore(LayerPushApp(broken: true), "pushAddsOneScreen", depth: 3)
        #expect(broken.trace == ["showSheet", "add"])
        #expect(broken.message == "add in inSheet: [] became []")
        let fixed = try explore(LayerPushApp(broken: false), "pushAddsOneScreen", depth: 3)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }
}

/// Sheets over sheets kept as an array of layers, each with its own stack: "present" opens one more
/// layer over the top one, "push" pushes onto the top layer's stack. The broken app's "present" clears
/// the path of the layer beneath.
struct LayersApp: SwiftUIApp {
    struct Layer: Hashable, Sendable {
        var item: String
        var path: [String] = []
    }
    struct Store: Hashable, Sendable {
        var home: [String] = []
        var layers: [Layer] = []
    }
    var broken = false
    var name: String { "layers" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> { Scene { navigationStack("home", \.home).sheetLayers("sheet", \.layers, upTo: 3, path: \.path) } }
    var intents: [String] { ["present", "push"] }
    func perform(_ intent: String, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent {
        case "present":
            if broken, !s.layers.isEmpty { s.layers[s.layers.count - 1].path = [] }
            s.layers.append(Layer(item: "l\(s.layers.count)"))
        default:
            if s.layers.isEmpty { s.home.append("a") } else { s.layers[s.layers.count - 1].path.append("p") }
        }
    }
    func role(of intent: String, in state: AppState<Store>) -> IntentRole? {
        intent == "present" ? .present(sheet: "sheet[\(state.model.layers.count)]") : nil
    }
    func isWithinBounds(_ state: AppState<Store>) -> Bool {
        state.model.layers.count <= 3 && state.model.home.count <= 1 && state.model.layers.allSatisfy { $0.path.count <= 1 }
    }
    var properties: [AppProperty<Self>] { [.oneSheetAtALevel(), .sheetKeepsStacksBeneath(), .backLowersDepthByOne()] }
}

@Suite("Sheets over sheets as an array of layers")
struct SheetLayerTests {
    @Test func eachLayerIsASheetOverTheOneBeforeWithItsOwnStack() throws {
        var d = Driver(LayersApp())
        try d.tap("present")
        try d.tap("push")
        try d.tap("present")
        try d.tap("push")
        #expect(d.scene.sheets.map(\.name) == ["sheet[0]", "sheet[1]"] && d.scene.topLayer == "sheet[1]")
        #expect(d.scene.stack("sheet[0]") == ["p"] && d.scene.stack("sheet[1]") == ["p"])
        #expect(d.machine.screensOnView(of: d.state) == "home ⧉ sheet[0](Layer(item: \"l0\", path: [])) sheet[0] › p ⧉ sheet[1](Layer(item: \"l1\", path: [])) sheet[1] › p")
        #expect(!d.offers(.back("sheet[0]")) && !d.offers(.swipeDown("sheet[0]")))
        try d.run(.back("sheet[1]"))
        #expect(d.store.layers[1].path == [] && d.store.layers[0].path == ["p"])
        try d.run(.swipeDown("sheet[1]"))
        try d.run(.answer(0))
        #expect(d.store.layers.count == 1 && d.scene.topLayer == "sheet[0]")
    }

    @Test func theSheetBuiltInsJudgeEveryLayer() throws {
        let broken = try explore(LayersApp(broken: true), "sheetKeepsStacksBeneath", depth: 4)
        #expect(broken.trace == ["present", "push", "present"])
        #expect(broken.message == "present changed sheet[0] beneath sheet[1]: [p] became []")
        let fixed = try explore(LayersApp(), "sheetKeepsStacksBeneath", depth: 20)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0 && fixed.complete)
    }
}

@Suite("Hooks with their context")
struct HookContextTests {
    // onLeave tells a popped screen from one still in the path and from the stack's root; a sheet's
    // task sees the store (a loading page that starts its .task from what the store holds).
    @Test func onLeaveSaysHowAScreenLeftAndASheetTaskSeesTheStore() throws {
        let scene = Scene<ProbeStore> {
            tabView(\.tab) {
                navigationStack("home", \.home, onLeave: { s, departure in
                    switch departure {
                    case .root: s.log.append("left root")
                    case .covered(let r): s.log.append("covered \(r)")
                    case .popped(let r): s.log.append("popped \(r)")
                    }
                }).tag("home")
                navigationStack("search", \.search).tag("search")
            }
            .sheet("help", isPresented: \.help) {
                view("helpPage").task { s in s.home.isEmpty ? nil : ScreenTask("load(\(s.home.last!))") { $0.log.append("loaded") } }
            }
        }
        var d = Driver(probe(scene, buttons: ["push": { s, _ in s.home.append("a") }, "help": { s, _ in s.help = true }],
                             alphabet: .ui, properties: []))
        try d.tap("push")
        try d.tap("push")
        try d.run(.back("home"))
        try d.run(.tapTab("search"))
        #expect(d.log.filter { !$0.hasPrefix("home ←") && !$0.hasPrefix("select") } == ["left root", "covered a", "popped a", "covered a"])
        try d.run(.tapTab("home"))
        try d.tap("help")
        #expect(d.pending == ["load(a)"])
    }
}

@Suite("A sheet hosted by a pushed screen")
struct ScreenHostTests {
    /// A share sheet attached to the screen pushed at depth 1 of home; a link goes back to home's root.
    /// The broken handler leaves the share sheet's binding set.
    static func sharing(linkClearsSheet: Bool) -> Probe {
        probe(Scene {
            navigationStack("home", \.home) {
                pushedScreen(depth: 1).sheet("share", isPresented: \.help)
            }
        }
            .links([DeepLink("app://home", shows: "home", [String]())]) { s, _, _ in
                s.home = []
                if linkClearsSheet { s.help = false }
            },
              buttons: ["push": { s, _ in if s.home.isEmpty { s.home.append("a") } }, "share": { s, _ in if !s.home.isEmpty { s.help = true } }],
              alphabet: .ui, properties: [.oneSheetAtALevel(), .linkShowsItsTarget()])
    }

    // When the screen a sheet is attached to is popped, SwiftUI takes the sheet away and leaves its
    // binding set: the sheet is "set but not shown", and comes back if the screen does.
    @Test func aPoppedHostTakesItsSheetAwayAndLeavesTheBindingSet() throws {
        var d = Driver(Self.sharing(linkClearsSheet: false))
        try d.tap("push")
        try d.tap("share")
        #expect(d.scene.sheets.map(\.name) == ["share"])
        try d.run(.openURL("app://home"))
        #expect(d.store.help && d.scene.sheets.isEmpty && d.scene.hiddenSheets == ["share"])
        let broken = try explore(Self.sharing(linkClearsSheet: false), "oneSheetAtALevel", depth: 4)
        #expect(broken.trace == ["push", "share", "openURL(\"app://home\")"])
        #expect(broken.message == "set but not shown: share (shown: )")
        let fixed = try explore(Self.sharing(linkClearsSheet: true), "oneSheetAtALevel", depth: 6)
        #expect(fixed.violated.isEmpty)
    }
}
