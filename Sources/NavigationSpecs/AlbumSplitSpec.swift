import Generators
import ModelChecker
import NavigationModel

/// An action on seed 002's album split view; prints as a Swift-like call (`selectAlbum(1)`).
public enum AlbumAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tap on album `n` in the sidebar list.
    case selectAlbum(Int)
    /// A tap on the song with id `n` in the songs list.
    case selectSong(Int)
    /// The collapsed stack's back button (compact width).
    case navigationBack
    /// The size class changes.
    case resize(SizeClass)

    /// The call.
    public var description: String {
        switch self {
        case .selectAlbum(let n): "selectAlbum(\(n))"
        case .selectSong(let n): "selectSong(\(n))"
        case .navigationBack: "navigationBack"
        case .resize(let c): "resize(\(c))"
        }
    }
}

/// The state of an album split view: the view's selections and the size class.
public struct AlbumSplitState<View: AlbumSelecting>: Sendable, Hashable {
    /// The view.
    public var view: View
    /// The size class.
    public var sizeClass: SizeClass = .regular
    /// The view in regular width.
    public init(view: View) { self.view = view }
}

/// The spec of seed 002's album split views (two or three columns): `albums` albums of `songs` songs,
/// taps where their list is on display, both size classes.
public struct AlbumSplitSpec<View: AlbumSelecting>: StateMachine {
    /// The view and the size class.
    public typealias State = AlbumSplitState<View>
    /// Taps, back, resizes.
    public typealias Action = AlbumAction

    /// The spec's name.
    public let name: String
    let makeView: @Sendable () -> View
    /// The alphabet.
    public let actions: Generator<AlbumAction>

    /// Creates a spec over the view `makeView` builds (its albums give the alphabet).
    public init(name: String, makeView: @escaping @Sendable () -> View) throws(CheckError) {
        let albums = makeView().albums
        guard !albums.isEmpty else { throw CheckError(.invalidBound, "the album split view needs at least one album") }
        self.name = name
        self.makeView = makeView
        actions = .oneOf([
            Generator.element(of: albums.map { AlbumAction.selectAlbum($0.id) }),
            Generator.element(of: albums.flatMap(\.songs).map { AlbumAction.selectSong($0.id) }),
            .element(of: [.navigationBack, .resize(.compact), .resize(.regular)]),
        ])
    }

    /// Nothing selected, regular width.
    public var initialStates: [State] { [AlbumSplitState(view: makeView())] }

    /// Albums are tappable while the sidebar shows; songs while the selected album's songs show.
    public func isEnabled(_ action: AlbumAction, in s: State) -> Bool {
        let v = s.view, compact = s.sizeClass == .compact
        switch action {
        case .selectAlbum: return !compact || v.selectedAlbum == nil
        case .selectSong(let id):
            guard let album = v.selectedAlbum, album.songs.contains(where: { $0.id == id }) else { return false }
            return !compact || v.columnCount == 2 || v.selectedSong == nil
        case .navigationBack: return compact && v.selectedAlbum != nil
        case .resize(let c): return c != s.sizeClass
        }
    }

    /// Performs the action through the view's bindings.
    public func apply(_ action: AlbumAction, to s: inout State) throws {
        switch action {
        case .selectAlbum(let id): s.view.setSelectedAlbum(s.view.albums.first { $0.id == id })
        case .selectSong(let id): s.view.setSelectedSong(s.view.albums.flatMap(\.songs).first { $0.id == id })
        case .navigationBack: s.view.navigationBack()
        case .resize(let c): s.sizeClass = c
        }
    }

    /// The selections and the size class.
    public func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.view.selectedAlbum?.id)
        f.combine(s.view.selectedSong?.id)
        f.combine(s.sizeClass.rawValue)
    }

    /// Child selection and collapse.
    public var properties: [Property<AlbumSplitSpec>] {
        [
            SelectionInvariants.childSelectionValid(parent: { $0.view.selectedAlbum?.title }, child: { $0.view.selectedSong?.title },
                belongs: { s in s.view.selectedSong.map { s.view.selectedAlbum?.songs.contains($0) == true } ?? true }),
            SelectionInvariants.collapsedMatchesColumns { $0.view.layout },
        ]
    }

    /// The columns or the collapsed stack.
    public func screens(of s: State) -> String { s.view.layout.screens(sizeClass: s.sizeClass, visibility: .all) }

    /// The selections and the size class.
    public func fields(of s: State) -> [StateField] {
        [StateField(name: "selectedAlbum", value: s.view.selectedAlbum?.title ?? "nil"),
         StateField(name: "selectedSong", value: s.view.selectedSong?.title ?? "nil"),
         StateField(name: "sizeClass", value: s.sizeClass.description)]
    }
}
