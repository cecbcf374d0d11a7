import Generators
import ModelChecker
import NavigationModel
import NavigationProperties
import SeedStores

/// An action on seed 002's album split view; prints as a Swift-like call (`selectAlbum(1)`).
public enum AlbumAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tap on album `n` in the sidebar list.
    case selectAlbum(Int)
    /// A tap on the song with id `n` in the songs list (three columns only: there the rows are
    /// `NavigationLink(song.title, value: song)`, 002:643-645; the two-column view's rows are plain
    /// `Text(song.title)` whose selection rests on declarations the article never gives, 002:585).
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

/// The spec of seed 002's album split views (two or three columns): taps where their list is on
/// display, both size classes.
///
/// The article never declares `albums`, `Album.songs` or `Song`'s identity (002:278-281, 002:578-590):
/// the library (`Album.library`, distinct songs per album, numbered across the library) is the
/// project's invented data. Which song belongs to which album therefore rests on that data; what the
/// user sees (the song shown beside a list that does not hold it) does not.
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
        var parts: [Generator<AlbumAction>] = [Generator.element(of: albums.map { AlbumAction.selectAlbum($0.id) })]
        if makeView().columnCount == 3 {
            parts.append(Generator.element(of: albums.flatMap(\.songs).map { AlbumAction.selectSong($0.id) }))
        }
        parts.append(.element(of: [.navigationBack, .resize(.compact), .resize(.regular)]))
        actions = .oneOf(parts)
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
        plantedDefect?(action, &s)
    }

    /// For witnesses only: a defect planted after each action (nil in every catalog entry).
    var plantedDefect: (@Sendable (AlbumAction, inout State) -> Void)?

    /// The selections and the size class.
    public func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.view.selectedAlbum?.id)
        f.combine(s.view.selectedSong?.id)
        f.combine(s.sizeClass.rawValue)
    }

    /// Three columns: the child selection is valid (the song shown belongs to the album whose songs are
    /// listed). Both: a contract per action.
    public var properties: [Property<AlbumSplitSpec>] {
        typealias P = Property<AlbumSplitSpec>
        let shown: @Sendable (State) -> String = { s in s.view.layout.screens(sizeClass: s.sizeClass, visibility: .all) }
        let three = makeView().columnCount == 3
        var list: [P] = []
        if three {
            list.append(NavigationProperties.SelectionInvariants.childSelectionValid(parent: { $0.view.selectedAlbum?.title }, child: { $0.view.selectedSong?.title },
                belongs: { s in s.view.selectedSong.map { s.view.selectedAlbum?.songs.contains($0) == true } ?? true }))
        }
        list.append(.contract("selectAlbumShowsItsSongs",
                              "tapping album a lists a's songs (002:595); tapping the selected album again keeps its song",
                              applies: { if case .selectAlbum = $0 { return true }; return false }) { _, before, action, after in
            guard case .selectAlbum(let id) = action else { return .notApplicable }
            let songsColumn = three ? after.view.layout.content : after.view.layout.detail
            guard after.view.selectedAlbum?.id == id, songsColumn?.title == "Album \(id)" else {
                return .violated("\(action) showed \(shown(after))")
            }
            return .expect(before.view.selectedAlbum?.id != id || after.view.selectedSong == before.view.selectedSong,
                           "tapping the selected album again turned \(shown(before)) into \(shown(after))")
        })
        if three {
            list.append(.contract("selectSongShowsSong", "tapping a song shows it in the detail column and keeps the album (002:649-659)",
                                  applies: { if case .selectSong = $0 { return true }; return false }) { _, before, action, after in
                guard case .selectSong(let id) = action else { return .notApplicable }
                return .expect(after.view.selectedSong?.id == id && after.view.selectedAlbum == before.view.selectedAlbum
                               && after.view.layout.detail.title == "Song \(id)", "\(action) showed \(shown(after))")
            })
        }
        list += [
            .contract("systemBackPopsOneColumn", "the collapsed stack's back button pops exactly one screen and clears the selection that pushed it",
                      applies: { $0 == .navigationBack }) { _, before, _, after in
                let popped = Array(before.view.layout.collapsed.dropLast())
                return .expect(after.view.layout.collapsed == popped, "\(shown(before)) became \(shown(after))")
            },
            .contract("resizeKeepsSelection", "a size change keeps the selections",
                      applies: { if case .resize = $0 { return true }; return false }) { _, before, action, after in
                .expect(after.view.selectedAlbum == before.view.selectedAlbum && after.view.selectedSong == before.view.selectedSong,
                        "\(action) turned \(shown(before)) into \(shown(after))")
            },
        ]
        return list + SeedLiveness.properties()
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
