import ModelChecker
import SwiftUIBehavior
import Testing

// A tab bar in compact width and a sidebar in regular width, the sidebar's selection being the
// selected tab (`TabView` with `.sidebarAdaptable`, or `if sizeClass == .compact { TabView … } else {
// NavigationSplitView … }`). In compact width the split view does not exist: a tab switch changes the
// sidebar's selection only because both read the selected tab, and that is no other tab's change.

extension ProbeStore {
    /// The sidebar's selection: the selected tab.
    var sidebarTab: String? {
        get { tab }
        set { if let newValue { tab = newValue } }
    }
    /// The split view's detail path: the selected tab's stack.
    var selectedTabPath: [String] {
        get { tab == "home" ? home : search }
        set { if tab == "home" { home = newValue } else { search = newValue } }
    }
}

@Suite("Tabs in compact width, a sidebar bound to the tab in regular width")
struct SidebarAdaptableTabTests {
    static func app(selection: WritableKeyPath<ProbeStore, String>) -> Probe {
        let scene = Scene<ProbeStore> {
            ifCompact {
                tabView(selection) {
                    navigationStack("home", \.home).tag("home")
                    navigationStack("search", \.search).tag("search")
                }
            } else: {
                navigationSplitView("content", selection: \.sidebarTab, rows: ["home", "search"], path: \.selectedTabPath)
            }
        }
        return Probe(profile: .iPad, alphabet: .ui, start: ProbeStore(search: ["s"]), scene: scene,
                     properties: [.switchingTabsKeepsStacks()])
    }

    @Test func aSwitchInCompactWidthKeepsEveryTabsStack() throws {
        let kept = try explore(Self.app(selection: \.tab), "switchingTabsKeepsStacks", depth: 3)
        #expect(kept.violated.isEmpty && kept.nonVacuous > 0)
        let broken = try explore(Self.app(selection: \.tabPoppingMainAndSearch), "switchingTabsKeepsStacks", depth: 3)
        #expect(broken.trace == ["resize(.compact)", "tapTab(search)"] && broken.finding == .atRest)
        #expect(broken.message == "tapTab(search): tab home → search; search [s] → []")
    }

    @Test func homeAsksForTheFirstTabOnlyWhereTheTabBarExists() throws {
        let held = try explore(CompactTabsApp(locks: false), "canAlwaysGetHome", depth: 12)
        #expect(held.complete && held.violated.isEmpty && held.nonVacuous > 0)
        let stuck = try explore(CompactTabsApp(locks: true), "canAlwaysGetHome", depth: 12)
        #expect(stuck.complete && stuck.trace == ["lock"] && stuck.finding == .atRest)
    }
}

/// A tab bar in compact width only, a split view in regular width. The tab selected in compact width
/// stays in the store in regular width, where no tab bar shows it, so home does not ask for the first
/// tab there; a detail whose back button is hidden (`lock`) still keeps the user from home.
struct CompactTabsApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var tab = "home"
        var home: [String] = []
        var search: [String] = []
        var selection: String?
        var detail: [String] = []
        var hideBack = false
    }
    var locks: Bool
    var name: String { "compact-tabs" }
    var profile: PlatformProfile { .iPad }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> {
        Scene {
            ifCompact {
                tabView(\.tab) {
                    navigationStack("home", \.home).tag("home")
                    navigationStack("search", \.search).tag("search")
                }
            } else: {
                navigationSplitView("content", selection: \.selection, rows: ["a", "b"], path: \.detail,
                                    backHidden: { s, _ in s.hideBack && !s.detail.isEmpty })
            }
        }
    }
    var intents: [String] { locks ? ["open", "lock"] : ["open"] }
    func perform(_ intent: String, on s: inout Store, effects: inout Effects<Store>) throws {
        if intent == "lock" {
            s.detail = ["locked"]
            s.hideBack = true
        } else if s.detail.isEmpty {
            s.detail = ["d"]
        }
    }
    var properties: [AppProperty<Self>] { [.canAlwaysGetHome()] }
}
