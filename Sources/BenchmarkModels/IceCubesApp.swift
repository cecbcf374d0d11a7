import ModelChecker
import NavigationModel
import SwiftUIBehavior

// Ice Cubes (IceCubesRouter.swift) as NavCheck checks it, written the way the README tells users to
// write theirs: a `@MainActor` class router (a `RouterPath` per tab, copied field by field), the
// default fingerprint and options, and the scene declared as the app's view tree. `AppView` gives its
// `TabView` the `.sidebarAdaptable` style: in compact width a tab bar with a `NavigationStack` per
// tab, in regular width a sidebar listing the tabs beside the selected tab's stack. The port says
// that as `ifCompact { tabView } else: { navigationSplitView }`, the sidebar's selection being the
// selected tab and its detail stack the selected tab's path.

/// Ice Cubes' router as NavCheck checks it: every built-in property on, the four liveness ones
/// included.
@MainActor
public struct IceCubesApp: @MainActor SwiftUIApp {
    /// The taps of the app's own views that navigate.
    public enum Intent: Hashable, Codable, Sendable {
        case openStatus(Int), openAuthor, openAccount(Int), openHashtag, openFollowers, openFollowing
        case openTrending, openRequests, openConversations
        case post, openSettings, report, closeSheet
    }
    public typealias Store = IceCubesRouter
    public typealias Route = IceCubesRoute

    /// The app at launch on an iPad (regular width, a size change at any moment).
    public init() {}

    public var name: String { "icecubes" }
    public var profile: PlatformProfile { .iPad }
    public var alphabet: Alphabet { .ui }
    public func makeStore() -> IceCubesRouter { IceCubesRouter() }
    public func snapshot(of r: IceCubesRouter) -> IceCubesSnapshot { r.snapshot }

    /// `RouterPath.handle(url:)`'s two kinds of link: a tag, a status on the user's server.
    public nonisolated static let links = ["icecubes://tags/swift", "icecubes://statuses/2"]

    public var scene: Scene<IceCubesRouter> {
        Scene {
            ifCompact {
                tabView(\.selectedTab) {
                    navigationStack("timeline", \.timeline.path).tag(IceCubesTab.timeline)
                    navigationStack("notifications", \.notifications.path).tag(IceCubesTab.notifications)
                    navigationStack("explore", \.explore.path).tag(IceCubesTab.explore)
                    navigationStack("messages", \.messages.path).tag(IceCubesTab.messages)
                    navigationStack("profile", \.profile.path).tag(IceCubesTab.profile)
                }
            } else: {
                navigationSplitView("content", selection: \.sidebarSelection, rows: IceCubesTab.allCases, path: \.selectedPath,
                                    visibility: \.columns)
            }
            .sheet("sheet", item: \.presentedSheet)
        }
        .links([DeepLink(Self.links[0], pushes: IceCubesRoute.hashtag), DeepLink(Self.links[1], pushes: IceCubesRoute.status(2))]) { r, url, _ in
            r.handle(url: url)
        }
    }

    public var intents: [Intent] { Self.allIntents }

    /// The intents, in the order the checker tries them.
    public nonisolated static let allIntents: [Intent] = [
        .openStatus(1), .openAuthor, .openAccount(1), .openHashtag, .openFollowers, .openFollowing, .openTrending,
        .openRequests, .openConversations, .post, .openSettings, .report, .closeSheet,
    ]

    public func isOnScreen(_ intent: Intent, in s: AppState<IceCubesSnapshot>) -> Bool {
        Self.isOnScreen(intent, in: s.model)
    }

    /// With a sheet up only its close button; else the buttons of the selected tab's top screen, a
    /// push only within the port's bounds, and the post item of the tab bar or sidebar.
    nonisolated static func isOnScreen(_ intent: Intent, in r: IceCubesSnapshot) -> Bool {
        if r.sheet != nil { return intent == .closeSheet }
        let top = r.current.last, root = top == nil
        let push: Bool
        switch intent {
        case .openStatus: push = root && [.timeline, .notifications, .messages].contains(r.tab) || top.isAccount
        case .openAuthor: push = top.isStatus
        case .openAccount: push = root && [.notifications, .explore].contains(r.tab) || top == .followers || top == .following
        case .openHashtag: push = root && [.timeline, .explore].contains(r.tab) || top.isStatus
        case .openFollowers, .openFollowing: push = root && r.tab == .profile || top.isAccount
        case .openTrending: push = root && r.tab == .explore
        case .openRequests: push = root && r.tab == .notifications
        case .openConversations: push = root && r.tab == .messages
        case .post: return true
        case .openSettings: return root && r.tab == .profile
        case .report: return top.isStatus
        case .closeSheet: return false
        }
        return push && r.hasRoom
    }

    public func perform(_ intent: Intent, on r: inout IceCubesRouter, effects: inout Effects<IceCubesRouter>) throws {
        if let route = Self.route(of: intent, in: r.snapshot) { r.navigate(to: route) }
        if let sheet = Self.sheet(of: intent) { r.presentedSheet = sheet }
        if intent == .closeSheet { r.presentedSheet = nil }
    }

    /// The route a push intent navigates to from `r`'s top screen.
    nonisolated static func route(of intent: Intent, in r: IceCubesSnapshot) -> IceCubesRoute? {
        switch intent {
        case .openStatus(let n): .status(n)
        case .openAuthor: if case .status(let n)? = r.current.last { .account(n) } else { nil }
        case .openAccount(let n): .account(n)
        case .openHashtag: .hashtag
        case .openFollowers: .followers
        case .openFollowing: .following
        case .openTrending: .trending
        case .openRequests: .requests
        case .openConversations: .conversations
        case .post, .openSettings, .report, .closeSheet: nil
        }
    }

    /// The sheet an intent presents.
    nonisolated static func sheet(of intent: Intent) -> IceCubesSheet? {
        switch intent {
        case .post: .newStatusEditor
        case .openSettings: .settings
        case .report: .report
        default: nil
        }
    }

    /// A push onto the stack on view (the selected tab's, or the split view's detail), a sheet
    /// presented or dismissed.
    public func role(of intent: Intent, in s: AppState<IceCubesSnapshot>) -> IntentRole? {
        if let route = Self.route(of: intent, in: s.model) {
            return .push(s.scene.sizeClass == .compact ? s.model.tab.rawValue : "content", route)
        }
        if Self.sheet(of: intent) != nil { return .present(sheet: "sheet") }
        return intent == .closeSheet ? .dismiss(sheet: "sheet") : nil
    }

    /// Every built-in property, the four liveness ones included.
    public var properties: [AppProperty<Self>] {
        [.backLowersDepthByOne(), .pushAddsOneScreen(), .popToRootEmpties(), .setPathAssigns(),
         .switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(), .selectedTabIsShown(),
         .sheetKeepsStacksBeneath(), .oneSheetAtALevel(),
         .linkNotHiddenUnderSheet(), .linkShowsItsTarget(), .malformedLinkChangesNothing(),
         .answerStaysInItsStack(), .answerForGoneScreenChangesNothing(),
         .selectionSurvivesResize(), .detailStackSurvivesResize(),
         .noDeadEnd(), .canAlwaysGetHome(), .everyScreenReachable(), .workSettles()]
    }
}

extension Optional where Wrapped == IceCubesRoute {
    /// Whether the top screen is a status.
    var isStatus: Bool { if case .status? = self { true } else { false } }
    /// Whether the top screen is an account.
    var isAccount: Bool { if case .account? = self { true } else { false } }
}
