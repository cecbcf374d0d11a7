import Generators
import ModelChecker
import NavigationModel
import NavigationProperties
import SeedStores

/// An action on seed 002's coordinator view; prints as a Swift-like call (`tapAlbum(0)`).
public enum CoordinatorAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tap on album `n` in `AlbumListView`.
    case tapAlbum(Int)
    /// The toolbar's gear button.
    case tapSettings
    /// The navigation bar's back button.
    case navigationBack
    /// The system: a parent view re-renders, re-creating `CoordinatorView` (only in the variant
    /// "hosted in a parent that re-renders": the article shows no parent, 002:480-493).
    case parentRedraw

    /// The call.
    public var description: String {
        switch self {
        case .tapAlbum(let n): "tapAlbum(\(n))"
        case .tapSettings: "tapSettings"
        case .navigationBack: "navigationBack"
        case .parentRedraw: "parentRedraw"
        }
    }

    /// A parent's re-render is the system's; the rest are the user's.
    public var origin: ActionOrigin { self == .parentRedraw ? .system : .user }
}

/// The spec of seed 002's `CoordinatorView`: `albums` albums in the list, taps on the list and the gear
/// button (the root), the navigation bar's back button, and — when `rerenderingParent` — re-renders of
/// a parent that re-creates the view (the article shows no parent: a labelled variant).
public struct CoordinatorSpec: StateMachine {
    /// The view and its coordinator.
    public typealias State = CoordinatorView
    /// Taps, back, redraws.
    public typealias Action = CoordinatorAction

    /// The spec's name.
    public let name: String
    /// The albums the list shows (invented data: the article never declares its `albums`).
    public let albums: [Album]
    /// Whether `CoordinatorView` is hosted in a parent that re-renders (the variant).
    public let rerenderingParent: Bool
    let initial: CoordinatorView
    /// The alphabet.
    public let actions: Generator<CoordinatorAction>

    /// Creates a spec for `view` (seed or corrected) over `albums` albums.
    public init(name: String, albums: Int, view: CoordinatorView, rerenderingParent: Bool = false) throws(CheckError) {
        guard albums > 0 else { throw CheckError(.invalidBound, "albums must be positive, not \(albums)") }
        self.name = name
        self.albums = Album.library(albums: albums, songs: 1)
        self.rerenderingParent = rerenderingParent
        initial = view
        actions = .oneOf([Generator.range(0..<albums).map { CoordinatorAction.tapAlbum($0) },
                          .element(of: rerenderingParent ? [.tapSettings, .navigationBack, .parentRedraw] : [.tapSettings, .navigationBack])])
    }

    public func origin(of action: CoordinatorAction) -> ActionOrigin { action.origin }

    /// The album list, nothing pushed.
    public var initialStates: [CoordinatorView] { [initial] }

    /// The list's taps only at the root (the detail and settings screens have no links); back over a
    /// pushed screen; redraws at any time.
    public func isEnabled(_ action: CoordinatorAction, in s: CoordinatorView) -> Bool {
        switch action {
        case .tapAlbum, .tapSettings: s.coordinator.path.isEmpty
        case .navigationBack: !s.coordinator.path.isEmpty
        case .parentRedraw: true
        }
    }

    /// Performs the action.
    public func apply(_ action: CoordinatorAction, to s: inout CoordinatorView) throws {
        switch action {
        case .tapAlbum(let n): s.tapAlbum(albums[n])
        case .tapSettings: s.tapSettings()
        case .navigationBack: s.navigationBack()
        case .parentRedraw: s.parentRedraw()
        }
        plantedDefect?(action, &s)
    }

    /// For witnesses only: a defect planted after each action (nil in every catalog entry).
    var plantedDefect: (@Sendable (CoordinatorAction, inout CoordinatorView) -> Void)?

    /// The screens on display.
    public func fingerprint(of s: CoordinatorView, into f: inout Fingerprinter) {
        f.combine(s.screens)
    }

    /// A contract per action: a tap pushes its page (002:447-470), back removes the top screen, and in
    /// the variant a parent's re-render leaves the navigation as it was (002:385, 002:416-418).
    public var properties: [Property<CoordinatorSpec>] {
        let push: @Sendable (String) -> @Sendable (CoordinatorSpec, CoordinatorView, CoordinatorAction, CoordinatorView) -> Check = { expected in
            { _, before, action, after in
                .expect(after.coordinator.pathScreens == before.coordinator.pathScreens + [expected], "\(action) turned \(before.screens) into \(after.screens)")
            }
        }
        var list: [Property<CoordinatorSpec>] = [
            .contract("tapAlbumShowsAlbum", "tapping an album pushes exactly its AlbumDetailView (002:447-470)",
                      applies: { if case .tapAlbum = $0 { return true }; return false }) { spec, before, action, after in
                guard case .tapAlbum(let n) = action else { return .notApplicable }
                return push("AlbumDetail(\(spec.albums[n].title))")(spec, before, action, after)
            },
            .contract("tapSettingsShowsSettings", "the gear button pushes exactly SettingsView (002:527-534)",
                      applies: { $0 == .tapSettings }, push("Settings")),
            .contract("systemBackRemovesTopScreen", "the navigation bar's back button removes exactly the top screen",
                      applies: { $0 == .navigationBack }) { _, before, _, after in
                .expect(after.coordinator.pathScreens == Array(before.coordinator.pathScreens.dropLast()), "\(before.screens) became \(after.screens)")
            },
        ]
        if rerenderingParent {
            list.append(NavigationProperties.SelectionInvariants.navigationSurvives("navigationSurvivesRedraw", event: "a re-render of the parent view",
                                                               isEvent: { $0 == .parentRedraw }))
        }
        return list + SeedLiveness.properties { _, s in s.coordinator.pathScreens.isEmpty }
    }

    /// `Albums › AlbumDetail(Album 0)`.
    public func screens(of s: CoordinatorView) -> String { s.screens }

    /// The path.
    public func fields(of s: CoordinatorView) -> [StateField] {
        [StateField(name: "coordinator.path", value: s.coordinator.path.description)]
    }
}
