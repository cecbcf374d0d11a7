/// The horizontal size class as the app keeps it (`@Environment(\.horizontalSizeClass)` in the view).
public enum WidthClass: String, Sendable, Hashable, Codable {
    /// One column: an iPhone in portrait, a narrow iPad window.
    case compact
    /// Room for a sidebar and a detail column.
    case regular
}

/// A sidebar row.
public struct Folder: Sendable, Hashable, Identifiable {
    /// The folder's identifier.
    public let id: Int
    /// Its name in the sidebar.
    public let name: String
}

/// A screen pushed with `NavigationLink(value:)` and shown by `.navigationDestination(for: Route.self)`.
public enum Route: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A folder's note list.
    case folder(Int)
    /// A note of a folder.
    case note(folder: Int, note: Int)
    /// An attachment of a note.
    case attachment(folder: Int, note: Int, index: Int)

    /// The folder the screen belongs to.
    public var folder: Int {
        switch self {
        case .folder(let f), .note(let f, _), .attachment(let f, _, _): f
        }
    }

    /// `folder 0`, `note 1 of folder 0`, `attachment 0 of note 1`.
    public var description: String {
        switch self {
        case .folder(let f): "folder \(f)"
        case .note(let f, let n): "note \(n) of folder \(f)"
        case .attachment(_, let n, let a): "attachment \(a) of note \(n)"
        }
    }
}

/// The navigation state of a notes app, written the way an iOS developer writes it.
///
/// Regular width: `NavigationSplitView { List(folders, selection: $store.selectedFolder) } detail: {
/// NavigationStack(path: $store.path) { NoteList(folder) } }` — the folder's note list is the detail
/// column's root view, so it is not in `path`. Compact width (and before the width is known): one
/// `NavigationStack(path: $store.path) { FolderList() }` whose path starts with the folder.
public final class NotesStore /* : ObservableObject */ {
    /// The sidebar.
    public static let folders = [Folder(id: 0, name: "Work"), Folder(id: 1, name: "Home")]

    /// The selected folder (the sidebar's `List(selection:)`).
    @Published public var selectedFolder: Folder.ID?

    /// The detail stack (`NavigationStack(path:)`).
    @Published public var path: [Route] = [] {
        didSet {
            // Backing out to the folder list in the stack deselects the folder.
            if !isSplit, path.isEmpty { selectedFolder = nil }
        }
    }

    /// The width, set by the view from `horizontalSizeClass` (nil until the view appears).
    public var widthClass: WidthClass? {
        didSet {
            let wasSplit = oldValue == .regular
            if wasSplit != isSplit { adaptPath() }
        }
    }

    /// When true, deep links are handled as the first version of the app did (a deliberate defect, to
    /// show what NavCheck reports).
    public let deepLinksAlwaysStartAtTheFolder: Bool

    /// A store with nothing selected and the width not known yet.
    public init(deepLinksAlwaysStartAtTheFolder: Bool = false) {
        self.deepLinksAlwaysStartAtTheFolder = deepLinksAlwaysStartAtTheFolder
    }

    /// Whether the split view is on screen.
    public var isSplit: Bool { widthClass == .regular }

    /// A tap on a folder in the sidebar.
    public func select(folder: Folder.ID) {
        selectedFolder = folder
        path = isSplit ? [] : [.folder(folder)]
    }

    /// The screen on top of the detail: the last pushed one, or in the split view the folder's list.
    public var topScreen: Route? {
        if let last = path.last { return last }
        if isSplit, let selectedFolder { return .folder(selectedFolder) }
        return nil
    }

    /// A tap on row `item` of the screen on top: a note of a folder, an attachment of a note.
    public func open(item: Int) {
        switch topScreen {
        case .folder(let f): path.append(.note(folder: f, note: item))
        case .note(let f, let n): path.append(.attachment(folder: f, note: n, index: item))
        case .attachment, nil: break
        }
    }

    /// The back button.
    public func back() {
        if !path.isEmpty { path.removeLast() }
    }

    /// Back to the folder's list (split) or the sidebar (stack).
    public func popToRoot() {
        path.removeAll()
    }

    /// Opens `notes://folder/F[/note/N[/attachment/A]]`; ignores a link it does not understand.
    public func handle(deepLink: String) {
        guard deepLink.hasPrefix("notes://") else { return }
        let parts = deepLink.dropFirst("notes://".count).split(separator: "/").map(String.init)
        guard parts.count >= 2, parts.count % 2 == 0, parts[0] == "folder", let f = Int(parts[1]),
              Self.folders.contains(where: { $0.id == f }) else { return }
        var routes: [Route] = []
        if parts.count >= 4, parts[2] == "note", let n = Int(parts[3]) {
            routes.append(.note(folder: f, note: n))
            if parts.count >= 6, parts[4] == "attachment", let a = Int(parts[5]) {
                routes.append(.attachment(folder: f, note: n, index: a))
            }
        }
        selectedFolder = f
        if isSplit && !deepLinksAlwaysStartAtTheFolder {
            path = routes
        } else {
            path = [.folder(f)] + routes
        }
    }

    /// Converts the path when the container changes: the folder's list is the split view's detail root
    /// but the stack's first pushed screen.
    func adaptPath() {
        guard let selectedFolder else { return }
        if isSplit {
            if case .folder = path.first { path.removeFirst() }
        } else {
            path = [.folder(selectedFolder)] + path
        }
    }
}
