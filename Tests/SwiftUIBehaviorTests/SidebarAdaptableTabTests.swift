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
}
