/// The app's tabs, drawn by the app itself: a row of buttons over the content that write
/// `router.tab` (the `TabView` underneath hides its own bar).
public enum Tab: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case timeline, mentions, profile
    public var description: String { rawValue }
}

/// A pushed screen.
public enum Route: Sendable, Hashable, CustomStringConvertible {
    case post(Int)
    case author(Int)

    public var description: String {
        switch self {
        case .post(let id): "post(\(id))"
        case .author(let id): "author(\(id))"
        }
    }
}

/// A sheet over the content or over another sheet: the composer, and the draft list over it. Each
/// layer has its own `NavigationStack(path:)`.
public struct SheetLayer: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable { case composer, drafts }
    public var kind: Kind
    public var path: [Route] = []
    public init(_ kind: Kind) { self.kind = kind }
    public var description: String { kind.rawValue }
}

/// The app's navigation, written as a real app writes it (an `@Observable` router; the macro is left
/// out so that the package builds on Linux too), read by
///
/// ```swift
/// ZStack(alignment: .bottom) {
///     TabView(selection: $router.tab) {
///         NavigationStack(path: $router.timeline) { Timeline() }.tag(Tab.timeline)
///         NavigationStack(path: $router.mentions) { Mentions() }.tag(Tab.mentions)
///         NavigationStack(path: $router.profile) { Profile() }.tag(Tab.profile)
///     }
///     .toolbar(.hidden, for: .tabBar)
///     if !router.barHidden { TabBar(selection: $router.tab) }       // the app's own buttons
/// }
/// .sheet(item: $router.layers[0]) { … .sheet(item: $router.layers[1]) { … } }   // SheetStack
/// .fullScreenCover(item: $router.image) { ImageViewer($0) }        // at the root: survives navigation
/// .onOpenURL { router.open($0.absoluteString) }
/// ```
///
/// The in-app browser is a `SFSafariViewController` in a window of its own (`router.browser`), above
/// everything; a tap on a notification reaches `router.notified(_:)` from the app delegate.
public final class SocialRouter /* @Observable */ {
    public var tab: Tab = .timeline
    public var timeline: [Route] = []
    public var mentions: [Route] = []
    public var profile: [Route] = []
    /// Sheets over sheets, outermost first.
    public var layers: [SheetLayer] = []
    /// The image the full-screen viewer shows, presented at the root.
    public var image: Int?
    /// The page the in-app browser shows.
    public var browser: String?
    /// The deliberate defect (off in the app): a mention's notification pushes onto the tab on screen
    /// instead of the mentions tab.
    public let notificationIgnoresTab: Bool

    public init(notificationIgnoresTab: Bool = false) {
        self.notificationIgnoresTab = notificationIgnoresTab
    }

    /// The selected tab's path.
    public var current: [Route] {
        get {
            switch tab {
            case .timeline: timeline
            case .mentions: mentions
            case .profile: profile
            }
        }
        set {
            switch tab {
            case .timeline: timeline = newValue
            case .mentions: mentions = newValue
            case .profile: profile = newValue
            }
        }
    }

    /// The app's own tab bar hides on screens two deep (a post's thread).
    public var barHidden: Bool { current.count >= 2 }

    /// Pushes onto the tab on screen, or onto the top sheet's own stack when a sheet is up.
    public func push(_ route: Route) {
        if layers.isEmpty { current.append(route) } else { layers[layers.count - 1].path.append(route) }
    }

    /// The image viewer is presented when the image has loaded (a `Task` from the timeline's button),
    /// unless the user opened a sheet meanwhile: the root presents one thing at a time.
    public func imageLoaded(_ id: Int) {
        guard layers.isEmpty else { return }
        image = id
    }

    /// Takes everything presented off screen, so that what a link shows is on top.
    public func dismissAll() {
        layers = []
        image = nil
        browser = nil
    }

    /// `onOpenURL`: `social://post/N` pushes the post on top of the current tab.
    public func open(_ url: String) {
        guard url.hasPrefix("social://post/"), let id = Int(url.dropFirst("social://post/".count)) else { return }
        dismissAll()
        current.append(.post(id))
    }

    /// A tap on a notification: a mention opens its post in the mentions tab.
    public func notified(_ id: String) {
        guard id.hasPrefix("mention/"), let post = Int(id.dropFirst("mention/".count)) else { return }
        dismissAll()
        if !notificationIgnoresTab { tab = .mentions }
        current.append(.post(post))
    }
}
