import ModelChecker
import SwiftUIBehavior
import Testing

// Where a tab bar sits, read from the scene: in a full-screen cover that a tab's button closes, and at
// the root of a stack that wraps it (one router's path around the TabView). What closes the cover
// and the stack around the tab bar are no tab's; a real defect of the same shape is still caught.

extension ProbeStore {
    /// The selected tab through a custom bar's buttons that pop the stack around the tab bar at every
    /// tap (`sheetPath` plays that stack), and in the broken variant empty search too.
    var tabPoppingMain: String {
        get { tab }
        set { sheetPath = []; tab = newValue }
    }
    var tabPoppingMainAndSearch: String {
        get { tab }
        set { sheetPath = []; search = []; tab = newValue }
    }
}

@Suite("A button in a tab that closes the cover holding the tab bar")
struct CoverClosingTabTests {
    /// `.fullScreenCover(item: $router.cover) { TabView { … } }` over a main stack; a button in the
    /// tabs, `finish`, that closes the cover and resets both tabs (or, broken, resets search and leaves
    /// the cover up).
    static func app(closesCover: Bool) -> Probe { treeCoverHoldingTabs(closesCover: closesCover) }

    @Test func closingTheCoverIsNoActionInATab() throws {
        let closing = try explore(Self.app(closesCover: true), "actionStaysInItsTab", depth: 3)
        #expect(closing.violated.isEmpty && closing.nonVacuous > 0)
        let broken = try explore(Self.app(closesCover: false), "actionStaysInItsTab", depth: 3)
        #expect(broken.trace == ["finish"] && broken.finding == .atRest)
        #expect(broken.message == "finish in tab home changed search: [s] became []")
    }
}

@Suite("A stack around the tab bar")
struct StackAroundTabBarTests {
    /// `NavigationStack(path: $router.path) { TabView(selection: $router.tab) { … } }`: `main` (over
    /// `sheetPath`) around the tab bar, `home` and `search` in the tabs; `open` pushes onto main.
    static func scene(custom: Bool, selection: WritableKeyPath<ProbeStore, String> = \.tab,
                      retap: Retap<ProbeStore> = .system) -> Scene<ProbeStore> {
        Scene<ProbeStore> {
            navigationStack("main", \.sheetPath) {
                if custom {
                    customTabBar(selection, retap: retap) {
                        navigationStack("home", \.home).tag("home")
                        navigationStack("search", \.search).tag("search")
                    }
                } else {
                    tabView(selection, retap: retap) {
                        navigationStack("home", \.home).tag("home")
                        navigationStack("search", \.search).tag("search")
                    }
                }
            }
        }
    }

    static let buttons: [String: Probe.Button] = ["open": { s, _ in s.sheetPath.append("detail") }]

    // What main pushes covers the TabView and the tabs' stacks: no tab can be tapped and no tab's back
    // taken; at main's root the selected tab's stack is what shows.
    @Test func whatTheStackPushesCoversTheTabBar() throws {
        var d = Driver(Probe(start: ProbeStore(home: ["a"]), scene: Self.scene(custom: false), buttons: Self.buttons))
        #expect(d.scene.visible.map(\.description) == ["home › a"])
        #expect(d.offers(.tapTab("search")) && d.offers(.back("home")))
        try d.tap("open")
        #expect(d.scene.visible.map(\.description) == ["main › detail"])
        #expect(!d.offers(.tapTab("search")) && !d.offers(.back("home")) && d.offers(.back("main")))
        try d.run(.back("main"))
        #expect(d.offers(.tapTab("search")))
    }

    /// A bar of the app's own over main whose every button pops main, re-tap promised to pop to the
    /// root; broken, its buttons empty search too.
    static func popping(broken: Bool) -> Probe {
        let retap = Retap<ProbeStore>.app(.popsToRoot) { s in if s.tab == "home" { s.home = [] } else { s.search = [] } }
        return Probe(alphabet: .ui, start: ProbeStore(search: ["s"]),
                     scene: Self.scene(custom: true, selection: broken ? \.tabPoppingMainAndSearch : \.tabPoppingMain, retap: retap),
                     buttons: Self.buttons, properties: [.retapFollowsBehavior(), .switchingTabsKeepsStacks()])
    }

    @Test func theStackAroundTheTabBarIsNoOtherTabsStack() throws {
        let retap = try explore(Self.popping(broken: false), "retapFollowsBehavior", depth: 3)
        #expect(retap.violated.isEmpty && retap.nonVacuous > 0)
        let broken = try explore(Self.popping(broken: true), "retapFollowsBehavior", depth: 3)
        #expect(broken.trace == ["tapTab(home)"] && broken.finding == .atRest)
        #expect(broken.message == "tapTab(home) changed search: [s] became []")
    }

    @Test func aSwitchMayPopTheStackAroundTheTabBar() throws {
        let kept = try explore(Self.popping(broken: false), "switchingTabsKeepsStacks", depth: 3)
        #expect(kept.violated.isEmpty && kept.nonVacuous > 0)
        let broken = try explore(Self.popping(broken: true), "switchingTabsKeepsStacks", depth: 3)
        #expect(broken.trace == ["tapTab(search)"] && broken.finding == .atRest)
        #expect(broken.message == "tapTab(search): tab home → search; search [s] → []")
    }

    // The stack around the tab bar belongs to the selected tab: a re-tap that promises nothing must
    // leave it alone.
    @Test func aRetapThatPromisesNothingKeepsTheStackAroundTheTabBar() throws {
        let app = Probe(alphabet: .ui, scene: Self.scene(custom: true, selection: \.tabPoppingMain), buttons: Self.buttons,
                        properties: [.retapFollowsBehavior()])
        let broken = try explore(app, "retapFollowsBehavior", depth: 3)
        #expect(broken.trace == ["open", "tapTab(home)"] && broken.finding == .atRest)
        #expect(broken.message == "tapTab(home) (nothing): main [detail] → []; home [] → []")
    }
}
