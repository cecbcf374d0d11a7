import IcySky
import NavCheckTesting

/// IcySky as NavCheck checks it, written as the README tells a user: the router (through AppTabView's
/// selection and `onChange`), the app's own controls read from its views, and the scene of
/// IcySkyApp.swift, AppTabView.swift, AppTabsRoot.swift and SheetDestinations.swift.
@MainActor struct IcySkySpec: @MainActor SwiftUIApp {
    /// The app's own controls, each named after the view that has it. Rows that push alike are kept
    /// once: FeedRowView stands for TimelineFeedRowView (`.timeline`) too, ProfileView's "Posts" for
    /// its other three filters and "Likes" (README.md, decision 4).
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        /// FeedRowView's `NavigationLink(value: .feed(feed))` (FeedsListView, the feed tab's root).
        case openFeed
        /// PostRowView's tap (`router.navigateTo(.post(post))`), also SingleNotificationRow's.
        case openPost
        /// PostRowView's avatar or author tap (`router.navigateTo(.profile(post.author))`).
        case openAuthor
        /// ProfileView's "Posts" `NavigationLink(value: .profilePosts(…))`.
        case openProfilePosts
        /// PostRowActionsView's reply button (`router.presentedSheet = .composer(mode: .reply(post))`).
        case reply
        /// PostRowImagesView's tap (`router.presentedSheet = .fullScreenMedia(…)`).
        case viewImage
        /// HeaderView's chevron on a pushed screen (`dismiss()`: pops the stack).
        case back
        /// ComposerHeaderView's and FullScreenMediaView's `dismiss()` (writes nil through the sheet's binding).
        case closeSheet
        var description: String { rawValue }
    }

    /// The router as a value.
    struct Snapshot: Hashable, Sendable {
        var tab: AppTab
        var feed, notification, profile, settings, compose: [RouterDestination]
        var sheet: SheetDestination?
        var scheduledRevert: AppTab?

        /// The selected tab's path.
        var current: [RouterDestination] {
            switch tab {
            case .feed: feed
            case .notification: notification
            case .profile: profile
            case .settings: settings
            case .compose: compose
            }
        }
    }

    var name: String { "icysky" }
    func makeStore() -> AppTabView { AppTabView() }
    func snapshot(of v: AppTabView) -> Snapshot {
        let r = v.router
        return Snapshot(tab: r.selectedTab, feed: r[.feed], notification: r[.notification], profile: r[.profile],
                        settings: r[.settings], compose: r[.compose], sheet: r.presentedSheet, scheduledRevert: v.scheduledRevert)
    }

    var scene: Scene<AppTabView> {
        Scene {
            // TabView(selection: $router.selectedTab), its onChange run by AppTabView.selectedTab's setter.
            tabView(\.selectedTab) {
                // AppTabRootView: NavigationStack(path: $router[tab]) in each tab. ProfileView hides the
                // system back button (`.navigationBarBackButtonHidden()`); its HeaderView has its own.
                navigationStack("feed", \.router[.feed], backHidden: Self.profileOnTop(.feed)).tag(AppTab.feed)
                navigationStack("notification", \.router[.notification], backHidden: Self.profileOnTop(.notification))
                    .tag(AppTab.notification)
                navigationStack("profile", \.router[.profile], backHidden: Self.profileOnTop(.profile)).tag(AppTab.profile)
                navigationStack("settings", \.router[.settings]).tag(AppTab.settings)
                // The compose tab's root is EmptyView. The asyncAfter(0.2) block that onChange queued runs
                // later, whatever is on screen: a pending effect started with the tab, never cancelled.
                navigationStack("compose", \.router[.compose], taskWithStore: { v, route in
                    route == nil && v.scheduledRevert != nil
                        ? ScreenTask("asyncAfter(0.2)", cancellation: .never, navigates: [.selectsTab]) { $0.asyncAfterRuns() }
                        : nil
                }).tag(AppTab.compose)
            }
            // IcySkyApp's `.withSheetDestinations(router: $router, …)`: `.sheet(item: $router.presentedSheet)`.
            .sheet("sheet", item: \.router.presentedSheet)
        }
    }

    /// Whether the tab's top screen is a ProfileView (system back hidden).
    static func profileOnTop(_ tab: AppTab) -> (AppTabView) -> Bool {
        { v in if case .profile? = v.router[tab].last { true } else { false } }
    }

    var intents: [Tap] { [.openFeed, .openPost, .openAuthor, .openProfilePosts, .reply, .viewImage, .back, .closeSheet] }

    /// What the top screen of the selected tab shows, when nothing is presented over it.
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        if s.scene.topLayer != nil { return tap == .closeSheet && s.sheet != nil }
        let path = s.current
        let top = path.last
        let room = path.count < 2   // the bound: two screens pushed in a tab
        // Which kind of screen is on top of the selected tab.
        let listsPosts: Bool
        let isProfile: Bool
        switch top {
        case nil:
            listsPosts = s.tab == .notification
            isProfile = s.tab == .profile
        case .profile?:
            listsPosts = false
            isProfile = true
        case .feed?, .post?, .timeline?, .profilePosts?, .profileLikes?:
            listsPosts = true
            isProfile = false
        }
        switch tap {
        case .openFeed: return top == nil && s.tab == .feed && room
        case .openPost: return listsPosts && room
        case .openAuthor: return listsPosts && top != nil && room   // notification rows have no author tap
        case .openProfilePosts: return isProfile && room
        case .reply, .viewImage: return listsPosts
        case .back: return top != nil
        case .closeSheet: return false
        }
    }

    func perform(_ tap: Tap, on v: inout AppTabView, effects: inout Effects<AppTabView>) throws {
        let router = v.router
        switch tap {
        case .openFeed: router.navigateTo(.feed(1))          // the NavigationLink appends to the bound path
        case .openPost: router.navigateTo(.post(1))
        case .openAuthor: router.navigateTo(.profile(1))
        case .openProfilePosts: router.navigateTo(.profilePosts(profile: 1, filter: .postsWithNoReplies))
        case .reply: router.presentedSheet = .composer(mode: .reply(1))
        case .viewImage: router.presentedSheet = .fullScreenMedia(images: 1)
        case .back: router.popNavigation()                  // dismiss() pops the selected tab's stack
        case .closeSheet: router.presentedSheet = nil
        }
    }

    func role(of tap: Tap, in s: AppState<Snapshot>) -> IntentRole? {
        let stack = s.tab.rawValue
        switch tap {
        case .openFeed: return .push(stack, RouterDestination.feed(1))
        case .openPost: return .push(stack, RouterDestination.post(1))
        case .openAuthor: return .push(stack, RouterDestination.profile(1))
        case .openProfilePosts: return .push(stack, RouterDestination.profilePosts(profile: 1, filter: .postsWithNoReplies))
        case .reply, .viewImage: return .present(sheet: "sheet")
        case .back: return .pop(stack: stack)
        case .closeSheet: return .dismiss(sheet: "sheet")
        }
    }

    var properties: [AppProperty<IcySkySpec>] {
        [
            .backLowersDepthByOne(), .pushAddsOneScreen(),
            .switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(),
            .sheetKeepsStacksBeneath(), .oneSheetAtALevel(),
            .answerStaysInItsStack(),
            .noDeadEnd(), .canAlwaysGetHome(), .everyScreenReachable(), .workSettles(),
            // The app's own: the revert selects the tab the user came from, on purpose (the spec says
            // `navigates: [.selectsTab]`), but only over the compose tab it left.
            .contract("revertKeepsUsersTab", "the queued revert never replaces a tab the user chose since",
                      applies: { $0.isAnswer }) { _, before, _, after in
                guard let revert = before.model.scheduledRevert, after.model.scheduledRevert == nil else { return .notApplicable }
                return .expect(before.model.tab == .compose || before.model.tab == revert,
                               "asyncAfter(0.2) selected \(revert) over \(before.model.tab), which the user chose after compose")
            },
        ]
    }
}
