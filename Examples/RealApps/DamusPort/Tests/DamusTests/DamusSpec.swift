import Damus
import NavCheckTesting

extension ContentView {
    /// What a tab bar button does: `TabButton`'s `Button(action: { action(timeline); … })`, with
    /// `action: switch_timeline`. A re-tap calls it again with the selected timeline.
    var tabButton: Timeline {
        get { selected_timeline }
        set { switch_timeline(newValue) }
    }
}

/// Damus as NavCheck checks it, written as the README tells a user: ContentView's navigation state, the
/// app's own controls read from its views, and the scene of ContentView's body.
struct DamusSpec: SwiftUIApp {
    /// The app's own controls, each named after the view that has it.
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        /// The timeline header's side-menu button (`isSideBarOpened.toggle()`), on a timeline's root.
        case openSideMenu
        /// SideMenuView's dimmed backdrop (`isSidebarVisible.toggle()`).
        case closeSideMenu
        /// SideMenuView's profile row: `NavigationLink(value: Route.Profile(…))` and `isSidebarVisible = false`.
        case sideMenuProfile
        /// SideMenuView's "Wallet": `NavigationLink(value: Route.Wallet(…))` and `isSidebarVisible = false`.
        case sideMenuWallet
        /// SideMenuView's status button: `present_sheet(.user_status)` and `isSidebarVisible = false`.
        case sideMenuStatus
        /// A note's body (EventBody: `damus_state.nav.push(route: Route.Thread(thread:))`).
        case openThread
        /// A note's author (EventProfile: `damus_state.nav.push(route: Route.ProfileByKey(pubkey:))`).
        case openProfile
        /// A conversation (DirectMessagesView: `damus_state.nav.push(route: Route.DMChat(…))`).
        case openDM
        /// A note's reply button (EventActionBar: `notify(.compose(.replying_to(event)))`).
        case reply
        /// The home timeline's post button (`active_sheet = .post(.posting)`, via `notify(.compose)`).
        case compose
        /// The search timeline's filter button (`present_sheet(.filter)`).
        case filter
        /// A sheet's close or cancel button (`dismiss()`: writes nil through `$active_sheet`).
        case closeSheet
        var description: String { rawValue }
    }

    /// ContentView's navigation state as a value.
    struct Snapshot: Hashable, Sendable {
        var timeline: Timeline
        var path: [Route]
        var sheet: Sheets?
        var sideMenu: Bool
        var hideBar: Bool
    }

    var name: String { "damus" }
    func makeStore() -> ContentView { ContentView() }
    func snapshot(of v: ContentView) -> Snapshot {
        Snapshot(timeline: v.selected_timeline, path: v.navigationCoordinator.path, sheet: v.active_sheet,
                 sideMenu: v.isSideBarOpened, hideBar: v.hide_bar)
    }

    /// The URLs the spec opens, one of each kind of action, and what each must show. The other URLs
    /// that open a route (`note1`, `nevent`, `naddr`, a hashtag, `nostr+walletconnect:`) push as
    /// `npub1` does; DamusURLHandler's table has them all.
    static let urls: [DeepLink] = [
        DeepLink("damus:nostr:npub1", pushes: Route.ProfileByKey(pubkey: 1), unlessOnTop: true),
        DeepLink("lightning:lnbc1", ignored: ()),                 // opens the wallet app; nothing here changes
        DeepLink("damus:garbage", presents: "sheet"),             // the error sheet
    ]

    var scene: Scene<ContentView> {
        Scene {
            // One NavigationStack around the page-style TabView: the same path whatever the timeline.
            navigationStack("main", \.navigationCoordinator.path) {
                // TabBar, an overlay outside the stack: shown over pushed screens, hidden while the side menu
                // is open (or a screen hid it). Its buttons call switch_timeline: a re-tap pops to the root.
                customTabBar(\.tabButton, retap: .app(.popsToRoot), hidden: { $0.hide_bar || $0.isSideBarOpened }) {
                    view().tag(Timeline.home)
                    view().tag(Timeline.dms)
                    view().tag(Timeline.search)
                    view().tag(Timeline.notifications)
                }
            }
            .sheet("sheet", item: \.active_sheet)
        }
            // onOpenURL: a Task awaits the URL's action, then executes it, wherever the user is by then.
            .links(Self.urls) { v, url, effects in
                effects.start("open(\(url))", navigates: [.path("main"), .presents("sheet")]) { v in
                    v.execute_open_action(DamusURLHandler.handle_opening_url_and_compute_view_action(url: url))
                }
            }
            // Push and local notification taps: handleNotification executes `toViewOpenAction()` at once.
            // (A mention of a note pushes `LoadableNostrEvent` as a mention of a profile pushes `ProfileByKey`.)
            .notifications([DeepLink("note1", pushes: Route.LoadableNostrEvent(note_reference: 1), unlessOnTop: true)]) { v, _, _ in
                v.execute_open_action(.route(.LoadableNostrEvent(note_reference: 1)))
            }
            // The bound: one URL's Task in flight at a time (states with a second one pending are
            // checked, not explored further).
            .maxPending(1)
    }

    var intents: [Tap] {
        [.openSideMenu, .closeSideMenu, .sideMenuProfile, .sideMenuWallet, .sideMenuStatus,
         .openThread, .openProfile, .openDM, .reply, .compose, .filter, .closeSheet]
    }

    /// The screen on top decides what can be tapped: the sheet, the side menu over a timeline's root,
    /// the timeline's root, or the pushed screen on top.
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        if s.scene.topLayer != nil { return tap == .closeSheet && s.sheet != nil }
        let room = s.path.count < 2       // the bound: two screens pushed
        let top = s.path.last
        if top == nil && s.sideMenu {
            switch tap {
            case .closeSideMenu, .sideMenuStatus: return true
            case .sideMenuProfile, .sideMenuWallet: return room
            default: return false
            }
        }
        // Screens that list notes: the home and notifications timelines, a thread, a profile.
        let listsNotes: Bool
        switch top {
        case nil: listsNotes = s.timeline == .home || s.timeline == .notifications
        case .Thread?, .Profile?, .ProfileByKey?, .LoadableNostrEvent?, .Search?: listsNotes = true
        case .Wallet?, .DMChat?: listsNotes = false
        }
        switch tap {
        case .openSideMenu: return top == nil
        case .closeSideMenu, .sideMenuProfile, .sideMenuWallet, .sideMenuStatus, .closeSheet: return false
        case .openThread, .openProfile: return listsNotes && room
        case .reply: return listsNotes
        case .openDM: return top == nil && s.timeline == .dms && room
        case .compose: return top == nil && s.timeline == .home
        case .filter: return top == nil && s.timeline == .search
        }
    }

    func perform(_ tap: Tap, on v: inout ContentView, effects: inout Effects<ContentView>) throws {
        switch tap {
        case .openSideMenu: v.isSideBarOpened.toggle()
        case .closeSideMenu: v.isSideBarOpened.toggle()
        // A NavigationLink(value:) appends to the bound path (no de-duplication), then the simultaneous
        // gesture closes the menu.
        case .sideMenuProfile:
            v.navigationCoordinator.path.append(.Profile(profile: 0))
            v.isSideBarOpened = false
        case .sideMenuWallet:
            v.navigationCoordinator.path.append(.Wallet)
            v.isSideBarOpened = false
        case .sideMenuStatus:
            v.active_sheet = .user_status      // present_sheet: notify(.present_sheet), received by ContentView
            v.isSideBarOpened = false
        case .openThread: v.navigationCoordinator.push(route: .Thread(thread: 1))
        case .openProfile: v.navigationCoordinator.push(route: .ProfileByKey(pubkey: 1))
        case .openDM: v.navigationCoordinator.push(route: .DMChat(dms: 1))
        case .reply: v.active_sheet = .post(.replying_to(1))
        case .compose: v.active_sheet = .post(.posting)
        case .filter: v.active_sheet = .filter
        case .closeSheet: v.active_sheet = nil
        }
    }

    func role(of tap: Tap, in s: AppState<Snapshot>) -> IntentRole? {
        switch tap {
        case .sideMenuProfile: return .push("main", Route.Profile(profile: 0))
        case .sideMenuWallet: return .push("main", Route.Wallet)
        // NavigationCoordinator.push does nothing when the route is on top already: a push only then.
        case .openThread: return Self.push(.Thread(thread: 1), onto: s.path)
        case .openProfile: return Self.push(.ProfileByKey(pubkey: 1), onto: s.path)
        case .openDM: return Self.push(.DMChat(dms: 1), onto: s.path)
        case .reply, .compose, .filter, .sideMenuStatus: return .present(sheet: "sheet")
        case .closeSheet: return .dismiss(sheet: "sheet")
        case .openSideMenu, .closeSideMenu: return nil
        }
    }

    /// Links and notification taps push on whatever is shown: states with more than two screens
    /// pushed are checked but not explored further.
    func isWithinBounds(_ s: AppState<Snapshot>) -> Bool { s.path.count <= 2 }

    /// NavigationCoordinator.push's role: a push, unless `route` is on top already (then nothing).
    static func push(_ route: Route, onto path: [Route]) -> IntentRole? {
        route == path.last ? nil : .push("main", route)
    }

    var properties: [AppProperty<DamusSpec>] {
        [
            .backLowersDepthByOne(), .pushAddsOneScreen(),
            .switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(),
            .sheetKeepsStacksBeneath(), .oneSheetAtALevel(),
            .linkShowsItsTarget(), .linkNotHiddenUnderSheet(), .malformedLinkChangesNothing(),
            .noDeadEnd(), .canAlwaysGetHome(), .everyScreenReachable(), .workSettles(),
            // The app's own: SideMenuView is an overlay of the stack's root, and TabBar is not drawn
            // while `isSideBarOpened`; a pushed screen with the menu still open has no tab bar.
            .invariant("sideMenuOnlyAtRoot", "the side menu is open only while a timeline's root is on screen") { _, s in
                .expect(!s.model.sideMenu || s.model.path.isEmpty,
                        "the side menu is open under \(s.model.path.map { "\($0)" }.joined(separator: " › ")), so the tab bar is hidden")
            },
        ]
    }
}
