import Generators
import ModelChecker
import NavigationModel

/// An action on seed 002's coordinator view; prints as a Swift-like call (`tapAlbum(0)`).
public enum CoordinatorAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tap on album `n` in `AlbumListView`.
    case tapAlbum(Int)
    /// The toolbar's gear button.
    case tapSettings
    /// The navigation bar's back button.
    case navigationBack
    /// The parent view redraws, re-creating `CoordinatorView`.
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
}

/// The spec of seed 002's `CoordinatorView`: `albums` albums in the list, taps on the list (the root),
/// back, and redraws of the parent view.
public struct CoordinatorSpec: StateMachine {
    /// The view and its coordinator.
    public typealias State = CoordinatorView
    /// Taps, back, redraws.
    public typealias Action = CoordinatorAction

    /// The spec's name.
    public let name: String
    /// The albums the list shows.
    public let albums: [Album]
    let initial: CoordinatorView
    /// The alphabet.
    public let actions: Generator<CoordinatorAction>

    /// Creates a spec for `view` (seed or corrected) over `albums` albums.
    public init(name: String, albums: Int, view: CoordinatorView) throws(CheckError) {
        guard albums > 0 else { throw CheckError(.invalidBound, "albums must be positive, not \(albums)") }
        self.name = name
        self.albums = Album.library(albums: albums, songs: 1)
        initial = view
        actions = .oneOf([Generator.range(0..<albums).map { CoordinatorAction.tapAlbum($0) },
                          .element(of: [.tapSettings, .navigationBack, .parentRedraw])])
    }

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
    }

    /// The screens on display.
    public func fingerprint(of s: CoordinatorView, into f: inout Fingerprinter) {
        f.combine(s.screens)
    }

    /// Navigation survives a redraw; back removes one screen.
    public var properties: [Property<CoordinatorSpec>] {
        [
            SelectionInvariants.navigationSurvives("navigationSurvivesRedraw", event: "a redraw of the parent view",
                                                   isEvent: { $0 == .parentRedraw }),
            SelectionInvariants.backLowersDepthByOne(isBack: { $0 == .navigationBack }, depth: { $0.coordinator.path.count }),
        ]
    }

    /// `Albums › AlbumDetail(Album 0)`.
    public func screens(of s: CoordinatorView) -> String { s.screens }

    /// The path.
    public func fields(of s: CoordinatorView) -> [StateField] {
        [StateField(name: "coordinator.path", value: s.coordinator.path.description)]
    }
}
