import Foundation

/// The app's tabs: `TabView(selection: $router.selectedTab)`.
public enum Tab: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case library, discover
    public var description: String { rawValue }
}

/// A screen of the library tab's stack.
public enum LibraryRoute: Sendable, Hashable, CustomStringConvertible {
    /// A show's episode list.
    case show(Int)
    /// One episode of a show.
    case episode(show: Int, number: Int)

    public var description: String {
        switch self {
        case .show(let id): "show(\(id))"
        case .episode(let show, let number): "episode(show: \(show), number: \(number))"
        }
    }
}

/// A screen of the discover tab's stack.
public enum DiscoverRoute: Sendable, Hashable, CustomStringConvertible {
    /// The shows of a category.
    case category(String)

    public var description: String {
        switch self {
        case .category(let name): "category(\(name))"
        }
    }
}

/// Where a link leads: `pods://show/3`, `pods://show/3/episode/12`, `pods://discover/news`.
public enum Destination: Sendable, Hashable {
    case show(Int)
    case episode(show: Int, number: Int)
    case category(String)

    /// The destination of `url`, or nil when the app does not understand it.
    public init?(_ url: URL) {
        guard url.scheme == "pods", let host = url.host else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (host, parts.count) {
        case ("show", 1):
            guard let show = Int(parts[0]) else { return nil }
            self = .show(show)
        case ("show", 3):
            guard let show = Int(parts[0]), parts[1] == "episode", let number = Int(parts[2]) else { return nil }
            self = .episode(show: show, number: number)
        case ("discover", 1):
            self = .category(parts[0])
        default:
            return nil
        }
    }
}

/// The app's navigation, written the way an iOS developer writes it: an `@Observable` router (the
/// macro is left out so that the package builds on Linux too), read by
///
/// ```swift
/// TabView(selection: $router.selectedTab) {
///     NavigationStack(path: $router.libraryPath) { Library() }.tag(Tab.library)
///     NavigationStack(path: $router.discoverPath) { Discover() }.tag(Tab.discover)
/// }
/// .sheet(isPresented: $router.showsPlayer) { NowPlaying() }
/// .onOpenURL { router.open($0) }
/// ```
public final class PodcastRouter /* @Observable */ {
    /// The selected tab.
    public var selectedTab: Tab = .library
    /// The library tab's stack.
    public var libraryPath: [LibraryRoute] = []
    /// The discover tab's stack.
    public var discoverPath: [DiscoverRoute] = []
    /// Whether the now-playing sheet is up.
    public var showsPlayer = false

    /// When true, a link leaves the now-playing sheet up, as the first version of the app did (a
    /// deliberate defect, to show what NavCheck reports).
    public let linksLeaveThePlayerUp: Bool

    /// The app at launch: the library, every stack at its root, nothing presented.
    public init(linksLeaveThePlayerUp: Bool = false) {
        self.linksLeaveThePlayerUp = linksLeaveThePlayerUp
    }

    /// `onOpenURL`: shows the link's destination in its tab, over nothing. A link the app does not
    /// understand changes nothing.
    public func open(_ url: URL) {
        guard let destination = Destination(url) else { return }
        if !linksLeaveThePlayerUp { showsPlayer = false }
        switch destination {
        case .show(let show):
            selectedTab = .library
            libraryPath = [.show(show)]
        case .episode(let show, let number):
            selectedTab = .library
            libraryPath = [.show(show), .episode(show: show, number: number)]
        case .category(let name):
            selectedTab = .discover
            discoverPath = [.category(name)]
        }
    }

    /// A show in the library.
    public func open(show: Int) { libraryPath.append(.show(show)) }
    /// An episode of the show on top.
    public func open(episode number: Int) {
        guard case .show(let show)? = libraryPath.last else { return }
        libraryPath.append(.episode(show: show, number: number))
    }
    /// A category in discover.
    public func open(category: String) { discoverPath.append(.category(category)) }
    /// The mini player above the tab bar.
    public func openPlayer() { showsPlayer = true }
    /// The now-playing sheet's close button.
    public func closePlayer() { showsPlayer = false }
}
