import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// What the view tree declares that the flat form said with a parameter: a window's style and
// `interactiveDismissDisabled`, a custom tab bar whose buttons call the app's code, sheet layers over a
// sheet, a sheet of a pushed screen, and a stack's `onLeave:`.

/// A browser in a window of its own above a stack: `browse` opens it, `done` is the browser's own
/// button. The app's contract: only `done` closes it. Presented as a sheet, a swipe down closes it too.
private func browser(style: PresentationStyle, locked: Bool = false) -> Probe {
    let onlyDone = AppProperty<Probe>.contract("browserClosesByDone", "only the browser's Done closes it",
                                               applies: { $0 != .user("done") }) { _, before, _, after in
        .expect(!before.model.help || after.model.help, "the browser closed without its Done")
    }
    return Probe(alphabet: .ui, scene: Scene {
        navigationStack("home", \.home).window("browser", isPresented: \.help, style: style, dismissDisabled: { _ in locked })
    }, buttons: ["browse": { s, _ in s.help = true }, "done": { s, _ in s.help = false }], properties: [onlyDone])
}

@Suite("The tree's presenters")
struct SceneTreePresentersTests {
    // `SFSafariViewController` presented full screen in a window: no swipe closes it; presented as a
    // sheet it can be swiped away, unless `interactiveDismissDisabled` says no.
    @Test func aWindowsStyleAndDismissDisabledDecideTheSwipe() throws {
        let sheet = try explore(browser(style: .sheet), "browserClosesByDone", depth: 3)
        #expect(sheet.trace == ["browse", "swipeDown(browser)", "answer(0)"], "the swipe writes the binding when the dismissal ends")
        let cover = try explore(browser(style: .fullScreenCover), "browserClosesByDone", depth: 4)
        #expect(cover.violated.isEmpty && cover.nonVacuous > 0)
        let locked = try explore(browser(style: .sheet, locked: true), "browserClosesByDone", depth: 4)
        #expect(locked.violated.isEmpty && locked.nonVacuous > 0)
    }

    /// A bar of the app's own whose buttons call the app's `show(tab)`; the broken one also empties
    /// search's stack whenever it runs.
    static func actionBar(popsSearchAlways: Bool) -> Probe {
        Probe(alphabet: .ui, scene: Scene {
            customTabBar(selected: { $0.tab }, select: { s, tab in
                if popsSearchAlways { s.search = [] }
                s.tab = tab
            }) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
            }
        }, buttons: ["pushSearch": { s, _ in if s.search.isEmpty { s.search.append("a") } }],
        properties: [.switchingTabsKeepsStacks()])
    }

    // The action form's buttons run the app's code: the tab built-ins judge what it does.
    @Test func aCustomBarsActionIsJudgedByTheTabBuiltIns() throws {
        var d = Driver(Self.actionBar(popsSearchAlways: false))
        try d.run(.tapTab("search"))
        #expect(d.scene.tab == "search")
        let broken = try explore(Self.actionBar(popsSearchAlways: true), "switchingTabsKeepsStacks", depth: 4)
        #expect(broken.trace == ["pushSearch", "tapTab(search)"])
        let fixed = try explore(Self.actionBar(popsSearchAlways: false), "switchingTabsKeepsStacks", depth: 5)
        #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0)
    }

    // Layers attached inside a sheet are presented over that sheet: the first layer's level is the
    // sheet's, so a swipe on the first layer leaves the sheet beneath up.
    @Test func sheetLayersInsideASheetArePresentedOverIt() throws {
        var d = Driver(LayeredSheetApp())
        try d.tap("open")
        #expect(d.scene.sheets.map(\.name) == ["sheet"])
        try d.tap("present")
        try d.tap("push")
        #expect(d.scene.sheets.map(\.name) == ["sheet", "layer[0]"] && d.scene.stack("layer[0]") == ["p"])
        try d.run(.swipeDown("layer[0]"))
        try d.run(.answer(0))
        #expect(d.scene.sheets.map(\.name) == ["sheet"] && d.store.layers.isEmpty)
    }

    // A pushed screen holds only what it presents: a container inside it is an error that says where.
    @Test func aContainerInAPushedScreenIsAnError() async {
        await #expect(processExitsWith: .failure) {
            _ = Scene<ProbeStore> {
                navigationStack("home", \.home) { pushedScreen(depth: 1) { navigationStack("inner", \.search) } }
            }
        }
        await #expect(processExitsWith: .failure) {
            _ = Scene<ProbeStore> { view("root") { pushedScreen(depth: 1).sheet("share", isPresented: \.help) } }
        }
    }
}

/// A sheet whose content presents sheets over it, kept as an array of layers with a stack each:
/// `open` shows the sheet, `present` one more layer, `push` pushes onto the top layer's stack.
struct LayeredSheetApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var home: [String] = []
        var open = false
        var layers: [LayersApp.Layer] = []
    }
    var name: String { "layeredSheet" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> {
        Scene {
            navigationStack("home", \.home)
                .sheet("sheet", isPresented: \.open) { view("sheetContent").sheetLayers("layer", \.layers, upTo: 2, path: \.path) }
        }
    }
    var intents: [String] { ["open", "present", "push"] }
    func perform(_ intent: String, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent {
        case "open": s.open = true
        case "present": s.layers.append(LayersApp.Layer(item: "l\(s.layers.count)"))
        default: if !s.layers.isEmpty { s.layers[s.layers.count - 1].path.append("p") }
        }
    }
    var properties: [AppProperty<Self>] { [] }
}
