// Ported from damus-io/damus 9d287c7cc7f6835b5d7b57a7bea348cc385dee9a, damus/ContentView.swift: the
// navigation state of `struct ContentView` and the handlers that change it, line for line, without
// SwiftUI. The view's body is summarised where each handler is bound:
//
//     NavigationStack(path: $navigationCoordinator.path) {
//         TabView { MainContent(damus: damus) … }          // page style: one page, the selected timeline
//             .overlay(SideMenuView(…, isSidebarVisible: $isSideBarOpened.animation(), selected: $selected_timeline))
//             .navigationDestination(for: Route.self) { … }
//             .onReceive(handle_notify(.switched_timeline)) { _ in navigationCoordinator.popToRoot() }
//     }
//     .overlay(alignment: .bottom) {
//         if !hide_bar { if !isSideBarOpened { TabBar(…, selected: $selected_timeline, …, action: switch_timeline) } }
//     }
//     .sheet(item: $active_sheet) { … }
//     .onOpenURL { url in
//         Task {
//             let open_action = await DamusURLHandler.handle_opening_url_and_compute_view_action(damus_state: self.damus_state, url: url)
//             self.execute_open_action(open_action)
//         }
//     }
//     .onReceive(handle_notify(.compose)) { action in self.active_sheet = .post(action) }
//     .onReceive(handle_notify(.present_sheet)) { sheet in self.active_sheet = sheet }

/// ContentView's navigation state (its `@State`, `@SceneStorage` and `@StateObject`) and handlers.
public final class ContentView {
    public var active_sheet: Sheets? = nil
    /// `@SceneStorage("ContentView.selected_timeline")`.
    public var selected_timeline: Timeline = .home
    public var hide_bar: Bool = false
    public var isSideBarOpened = false
    public var navigationCoordinator: NavigationCoordinator = NavigationCoordinator()

    /// A launched, logged-in app on the home timeline.
    public init() {}

    public func navIsAtRoot() -> Bool {
        return navigationCoordinator.isAtRoot()
    }

    public func popToRoot() {
        navigationCoordinator.popToRoot()
        isSideBarOpened = false
    }

    /// The tab bar's buttons' action (`TabButton`: `action(timeline)`).
    public func switch_timeline(_ timeline: Timeline) {
        self.isSideBarOpened = false
        let navWasAtRoot = self.navIsAtRoot()
        self.popToRoot()

        notify_switched_timeline(timeline)

        if timeline == self.selected_timeline && navWasAtRoot {
            // notify(.scroll_to_top): the timeline scrolls; nothing of the navigation changes.
            return
        }

        self.selected_timeline = timeline
    }

    /// `notify(.switched_timeline(timeline))`, received by the stack's root
    /// (`.onReceive(handle_notify(.switched_timeline)) { _ in navigationCoordinator.popToRoot() }`).
    func notify_switched_timeline(_ timeline: Timeline) {
        navigationCoordinator.popToRoot()
    }

    /// Executes an action to open something in the app view.
    public func execute_open_action(_ open_action: ViewOpenAction) {
        switch open_action {
        case .route(let route):
            navigationCoordinator.push(route: route)
        case .sheet(let sheet):
            self.active_sheet = sheet
        case .external_url:
            // this_app.open(url): another app opens; nothing of this app's navigation changes.
            return
        case .no_action:
            return
        }
    }
}
