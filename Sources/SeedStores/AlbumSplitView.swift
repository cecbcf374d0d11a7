import NavigationModel

/// A song (seed 002's `Song`). The article shows only `Song(title:)` (002:280-281) and uses `.artist`
/// (002:520); the integer identity is the project's invention, used to tell songs apart.
public struct Song: Sendable, Hashable, Codable, Identifiable, CustomStringConvertible {
    /// The song's identity.
    public var id: Int
    /// Its title.
    public var title: String
    /// Creates a song titled `Song <id>`.
    public init(id: Int) {
        self.id = id
        title = "Song \(id)"
    }
    /// `Song 2`.
    public var description: String { title }
}

/// An album and its songs (seed 002's `Album`). The article shows only `Album(title:)` (002:278-279)
/// and uses `.songs` (002:583) without declaring it; the identity and the songs are the project's
/// invention.
public struct Album: Sendable, Hashable, Codable, Identifiable, CustomStringConvertible {
    /// The album's identity.
    public var id: Int
    /// Its title.
    public var title: String
    /// Its songs.
    public var songs: [Song]
    /// Creates `Album <id>` with songs numbered `id * songsPerAlbum …`.
    public init(id: Int, songsPerAlbum: Int) {
        self.id = id
        title = "Album \(id)"
        songs = (0..<songsPerAlbum).map { Song(id: id * songsPerAlbum + $0) }
    }
    /// `Album 1`.
    public var description: String { title }

    /// `albums` albums of `songs` songs each, no song in two albums: invented data (the article never
    /// declares its `albums`).
    public static func library(albums: Int, songs: Int) -> [Album] {
        (0..<albums).map { Album(id: $0, songsPerAlbum: songs) }
    }
}

/// What seed 002's album split views have in common: the albums, the two selections, and the column
/// count.
public protocol AlbumSelecting: Sendable, Hashable {
    /// The albums the sidebar lists.
    var albums: [Album] { get }
    /// Two (songs in the detail column) or three (songs in the content column, the song in the detail).
    var columnCount: Int { get }
    /// `@State var selectedAlbum`.
    var selectedAlbum: Album? { get }
    /// `@State var selectedSong`.
    var selectedSong: Song? { get }
    /// The sidebar `List(albums, selection: $selectedAlbum)` sets the selection.
    mutating func setSelectedAlbum(_ album: Album?)
    /// The songs `List(selectedAlbum.songs, selection: $selectedSong)` sets the selection.
    mutating func setSelectedSong(_ song: Song?)
}

extension AlbumSelecting {
    /// The columns and their collapse: sidebar `Albums`; three columns: content `Album n` (its songs)
    /// or `Select an album`, detail `Song m` or `Select a song`; two columns: detail `Album n` (its
    /// songs) or `Select an album`.
    public var layout: SplitLayout {
        let album = selectedAlbum.map { ColumnContent($0.title) } ?? ColumnContent("Select an album", isPlaceholder: true)
        if columnCount == 3 {
            let song = selectedSong.map { ColumnContent($0.title) } ?? ColumnContent("Select a song", isPlaceholder: true)
            return SplitLayout(sidebar: ColumnContent("Albums"), content: album, detail: song,
                               sidebarSelected: selectedAlbum != nil, contentSelected: selectedSong != nil)
        }
        return SplitLayout(sidebar: ColumnContent("Albums"), content: nil, detail: album,
                           sidebarSelected: selectedAlbum != nil, contentSelected: false)
    }

    /// The collapsed stack's back button: pops the top screen, clearing the selection that pushed it.
    public mutating func navigationBack() {
        if columnCount == 3, selectedAlbum != nil, selectedSong != nil {
            setSelectedSong(nil)
        } else if selectedAlbum != nil {
            setSelectedAlbum(nil)
        }
    }
}

/// Seed 002's `NavigationSplitView` over albums and songs, ported exactly (two or three columns): the
/// bindings set `selectedAlbum` and `selectedSong` and nothing else, so a song stays selected after
/// another album is chosen.
public struct AlbumSplitView: AlbumSelecting {
    /// The albums.
    public let albums: [Album]
    /// 2 or 3.
    public let columnCount: Int
    /// `@State private var selectedAlbum: Album?`.
    public var selectedAlbum: Album?
    /// `@State private var selectedSong: Song?`.
    public var selectedSong: Song?

    /// A view over `albums` with `columns` columns, nothing selected.
    public init(albums: [Album], columns: Int) {
        self.albums = albums
        columnCount = columns
    }

    /// `$selectedAlbum`'s setter.
    public mutating func setSelectedAlbum(_ album: Album?) { selectedAlbum = album }
    /// `$selectedSong`'s setter.
    public mutating func setSelectedSong(_ song: Song?) { selectedSong = song }
}

/// The album split view, corrected: choosing an album (or none) clears a selected song that is not
/// one of its songs.
public struct CorrectedAlbumSplitView: AlbumSelecting {
    /// The albums.
    public let albums: [Album]
    /// 2 or 3.
    public let columnCount: Int
    /// The selected album; a change drops a song from another album.
    public private(set) var selectedAlbum: Album? {
        didSet {
            if let song = selectedSong, selectedAlbum?.songs.contains(song) != true { selectedSong = nil }
        }
    }
    /// The selected song.
    public private(set) var selectedSong: Song?

    /// A view over `albums` with `columns` columns, nothing selected.
    public init(albums: [Album], columns: Int) {
        self.albums = albums
        columnCount = columns
    }

    /// `$selectedAlbum`'s setter.
    public mutating func setSelectedAlbum(_ album: Album?) { selectedAlbum = album }
    /// `$selectedSong`'s setter.
    public mutating func setSelectedSong(_ song: Song?) { selectedSong = song }
}
