import NavigationModel

// The router of Ice Cubes, a Mastodon client written in SwiftUI (github.com/Dimillian/IceCubesApp at
// 0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618, 6 March 2026), ported as its views use it: a
// `@MainActor @Observable class RouterPath` per tab (`Packages/Env/Sources/Env/Router.swift`: `path`,
// `navigate(to:)`, URL handling that pushes a tag or a status), the selected `AppTab` and the app's
// `presentedSheet` (`IceCubesApp/App/Main/AppView.swift`: `.withSheetDestinations` on the `TabView`,
// the post tab presenting the status editor). What the port leaves out: accounts, the network and the
// routes' payloads (ids 1 and 2 stand for any), the per-tab sheets (presented here through the app's
// one), the notifications column beside the sidebar. `IceCubesApp` declares its scene; `IceCubesTwin`
// is the same model as a plain value state machine.

/// A tab of `AppTab` (the phone's tabs; `post` is a tab bar item that presents the editor instead).
public enum IceCubesTab: String, Hashable, Sendable, Codable, CaseIterable {
    case timeline, notifications, explore, messages, profile
}

/// A pushed screen: the routes of `RouterDestination` that the port's taps reach.
public enum IceCubesRoute: Hashable, Sendable, Codable {
    case status(Int), account(Int), hashtag, followers, following, trending, requests, conversations
}

/// A sheet of `SheetDestination` that the port's taps present.
public enum IceCubesSheet: String, Hashable, Sendable, Codable, CaseIterable {
    case newStatusEditor, settings, report
}

/// `RouterPath`: one tab's stack.
@MainActor
public final class IceCubesRouterPath {
    /// `NavigationStack(path: $routerPath.path)`.
    public var path: [IceCubesRoute] = []
    /// A router at launch.
    public init() {}
}

/// The app's routers: the selected tab, a `RouterPath` per tab (made in `init`, as `AppView`'s
/// `@State` ones are), the presented sheet and the sidebar's column visibility.
@MainActor
public final class IceCubesRouter {
    /// `TabView(selection:)`, and the sidebar's selection in regular width.
    public var selectedTab: IceCubesTab = .timeline
    /// Each tab's router.
    public let timeline = IceCubesRouterPath()
    public let notifications = IceCubesRouterPath()
    public let explore = IceCubesRouterPath()
    public let messages = IceCubesRouterPath()
    public let profile = IceCubesRouterPath()
    /// `appRouterPath.presentedSheet`.
    public var presentedSheet: IceCubesSheet?
    /// The split view's columns (the sidebar shown or hidden).
    public var columns: ColumnVisibility = .all

    /// A router at launch.
    public init() {}

    /// A tab's router.
    public func router(_ tab: IceCubesTab) -> IceCubesRouterPath {
        switch tab {
        case .timeline: timeline
        case .notifications: notifications
        case .explore: explore
        case .messages: messages
        case .profile: profile
        }
    }

    /// The selected tab's path: the split view's detail stack in regular width.
    public var selectedPath: [IceCubesRoute] {
        get { router(selectedTab).path }
        set { router(selectedTab).path = newValue }
    }

    /// The sidebar's `List(selection:)`: the selected tab (a nil write keeps it).
    public var sidebarSelection: IceCubesTab? {
        get { selectedTab }
        set { if let newValue { selectedTab = newValue } }
    }

    /// `RouterPath.navigate(to:)` on the selected tab, within the port's bounds.
    public func navigate(to route: IceCubesRoute) {
        if snapshot.hasRoom { selectedPath.append(route) }
    }

    /// `RouterPath.handle(url:)`: a tag link pushes the tag's timeline, a status link the status, on
    /// the selected tab (beneath a sheet, if one is up).
    public func handle(url: String) {
        switch url {
        case IceCubesApp.links[0]: navigate(to: .hashtag)
        case IceCubesApp.links[1]: navigate(to: .status(2))
        default: break
        }
    }

    /// The router's state as a value.
    public var snapshot: IceCubesSnapshot {
        IceCubesSnapshot(tab: selectedTab, paths: IceCubesTab.allCases.map { router($0).path }, sheet: presentedSheet,
                         columns: columns)
    }
}

/// The routers' state as a value: what properties read and the checker keeps.
public struct IceCubesSnapshot: Hashable, Sendable {
    /// The selected tab.
    public var tab: IceCubesTab
    /// Each tab's path, in `IceCubesTab.allCases` order.
    public var paths: [[IceCubesRoute]]
    /// The presented sheet.
    public var sheet: IceCubesSheet?
    /// The split view's columns.
    public var columns: ColumnVisibility

    /// A tab's path.
    public subscript(tab: IceCubesTab) -> [IceCubesRoute] {
        get { paths[IceCubesTab.allCases.firstIndex(of: tab)!] }
        set { paths[IceCubesTab.allCases.firstIndex(of: tab)!] = newValue }
    }

    /// The selected tab's path.
    public var current: [IceCubesRoute] { self[tab] }

    /// The port's bound: at most two screens pushed on every tab together.
    public var hasRoom: Bool { paths.reduce(0) { $0 + $1.count } < 2 }
}
