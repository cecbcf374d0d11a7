import NavigationModel

/// Seed 002's `PageAction`: where the coordinator navigates.
public enum PageAction: Sendable, Hashable, CustomStringConvertible {
    /// Show an album's detail screen.
    case gotoAlbumView(album: Album)
    /// Show the settings screen.
    case gotoSettingsView
    /// `.gotoAlbumView(album: Album 1)`.
    public var description: String {
        switch self {
        case .gotoAlbumView(let album): ".gotoAlbumView(album: \(album))"
        case .gotoSettingsView: ".gotoSettingsView"
        }
    }
}

/// Seed 002's `UserAction`: what the user did.
public enum UserAction: Sendable, Hashable {
    /// An album was tapped in the albums list.
    case albumTappedInAlbumsList(album: Album)
    /// The settings button was tapped.
    case settingButtonTapped
}

/// Seed 002's `Coordinator`, ported exactly: `performedAction(action:)` appends a ``PageAction`` to the
/// path; `buildView(forPageAction:)` maps it to a screen.
public struct Coordinator: Sendable, Hashable {
    /// `@Published var path = NavigationPath()`.
    public var path = ErasedPath()
    /// An empty path.
    public init() {}

    /// What the user did decides where to go.
    public mutating func performedAction(action: UserAction) {
        switch action {
        case .albumTappedInAlbumsList(let album):
            path.append(PageAction.gotoAlbumView(album: album))
        case .settingButtonTapped:
            path.append(PageAction.gotoSettingsView)
        }
    }

    /// The screen for a page action (`AlbumDetailView(album:)`, `SettingsView()`), by name.
    public func buildView(forPageAction pageAction: PageAction) -> String {
        switch pageAction {
        case .gotoAlbumView(let album): "AlbumDetail(\(album.title))"
        case .gotoSettingsView: "Settings"
        }
    }

    /// The screens the path stands for, nearest the root first.
    public var pathScreens: [String] {
        path.elements.map { ($0.value as? PageAction).map(buildView(forPageAction:)) ?? "?" }
    }
}

/// Seed 002's `CoordinatorView`: `@ObservedObject private var coordinator = Coordinator()` over a
/// `NavigationStack(path: $coordinator.path)` rooted at `AlbumListView`.
///
/// Because the coordinator is an `@ObservedObject` created in the view's initializer (not a
/// `@StateObject`), every time the parent re-creates the view — any redraw of the parent — a fresh
/// `Coordinator()` replaces it and the navigation is lost. ``ownsCoordinator`` says which.
public struct CoordinatorView: Sendable, Hashable {
    /// The coordinator in use.
    public private(set) var coordinator = Coordinator()
    /// Whether the view owns its coordinator across redraws (`@StateObject`); the seed: false.
    public let ownsCoordinator: Bool

    /// The seed's view (`@ObservedObject`), or the corrected one (`@StateObject`).
    public init(ownsCoordinator: Bool) { self.ownsCoordinator = ownsCoordinator }

    /// The seed's view.
    public static var seed: CoordinatorView { CoordinatorView(ownsCoordinator: false) }
    /// The corrected view: `@StateObject private var coordinator = Coordinator()`.
    public static var corrected: CoordinatorView { CoordinatorView(ownsCoordinator: true) }

    /// `AlbumListView`'s row tap.
    public mutating func tapAlbum(_ album: Album) { coordinator.performedAction(action: .albumTappedInAlbumsList(album: album)) }
    /// `AlbumListView`'s toolbar gear button.
    public mutating func tapSettings() { coordinator.performedAction(action: .settingButtonTapped) }
    /// The navigation bar's back button: the binding removes the last element.
    public mutating func navigationBack() { if !coordinator.path.isEmpty { try? coordinator.path.removeLast() } }
    /// The parent redraws and re-creates this view: an `@ObservedObject` initial value is made anew.
    public mutating func parentRedraw() { if !ownsCoordinator { coordinator = Coordinator() } }

    /// `Albums › AlbumDetail(Album 0)`.
    public var screens: String { (["Albums"] + coordinator.pathScreens).joined(separator: " › ") }
}
