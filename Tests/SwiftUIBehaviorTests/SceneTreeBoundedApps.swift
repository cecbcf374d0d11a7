import ModelChecker
import SwiftUIBehavior

// The two tab shapes of SceneTreeApps.swift (`treeAroundTabBar`, `treeCoverHoldingTabs`) ported as
// real apps are: their stores finite (no log of every write, at most two screens a stack), so that the
// default check can end (SceneTreeDefaultCheckTests), each with the defect its witness property
// catches.

/// `NavigationStack(path: $router.main) { ZStack { tab content; bar of buttons } }`: one stack around
/// a bar of the app's own whose every button pops it; broken, the buttons empty search too.
struct AroundTabBarApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var tab = "home"
        var main: [Route] = []
        var home: [Route] = []
        var search: [Route] = [.search]
        /// The bar's button: pops main, then selects.
        var barTab: String {
            get { tab }
            set { main = []; tab = newValue }
        }
        /// The broken bar's button: also empties search.
        var barTabEmptyingSearch: String {
            get { tab }
            set { main = []; search = []; tab = newValue }
        }
        /// The selected tab's stack.
        var current: [Route] {
            get { tab == "home" ? home : search }
            set { if tab == "home" { home = newValue } else { search = newValue } }
        }
    }

    var broken = false
    var name: String { "aroundTabBar" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let retap = Retap<Store>.app(.popsToRoot) { s in s.current = [] }
        return Scene {
            navigationStack("main", \.main) {
                customTabBar(broken ? \.barTabEmptyingSearch : \.barTab, retap: retap) {
                    navigationStack("home", \.home).tag("home")
                    navigationStack("search", \.search).tag("search")
                }
            }
        }
    }

    var intents: [Tap] { ["open", "push"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        intent.name == "open" ? s.main.count < 2 : s.main.isEmpty && s.current.count < 2
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        if intent.name == "open" { s.main.append(.settings) } else { s.current.append(.recipe(s.current.count + 1)) }
    }
    var properties: [AppProperty<AroundTabBarApp>] { [.retapFollowsBehavior(), .switchingTabsKeepsStacks()] }
}

/// `NavigationStack { … }.fullScreenCover(item: $router.cover) { TabView { … } }`, closed by a button
/// in a tab (`finish`), which also resets both tabs; broken, it resets search and leaves the cover up.
struct CoverHoldingTabsApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var tab = "home"
        var main: [Route] = []
        var home: [Route] = []
        var search: [Route] = []
        var cover: String? = "welcome"
    }

    var broken = false
    var name: String { "coverHoldingTabs" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        Scene {
            navigationStack("main", \.main)
                .fullScreenCover("onboarding", item: \.cover) {
                    tabView(\.tab) {
                        navigationStack("home", \.home).tag("home")
                        navigationStack("search", \.search).tag("search")
                    }
                }
        }
    }

    var intents: [Tap] { ["push", "finish", "welcome", "open"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        let inCover = s.scene.topLayer == "onboarding"
        switch intent.name {
        case "push": return inCover && (s.tab == "home" ? s.home : s.search).count < 2
        case "finish": return inCover
        case "open": return !inCover && s.main.isEmpty
        default: return !inCover
        }
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent.name {
        case "push": if s.tab == "home" { s.home.append(.step(s.home.count + 1)) } else { s.search.append(.results) }
        case "finish":
            if !broken { s.cover = nil; s.home = [] }
            s.search = []
        case "open": s.main.append(.settings)
        default: s.cover = "welcome"
        }
    }
    var properties: [AppProperty<CoverHoldingTabsApp>] { [.actionStaysInItsTab()] }
}
