import Foundation
import NavCheckTesting
import NotesApp

/// What a user does to the notes app: taps, resizes and deep links.
enum NotesAction: Hashable, Codable, Sendable, CustomStringConvertible {
    case select(folder: Int), open(item: Int), back, popToRoot, resize(WidthClass), deepLink(String)

    var description: String {
        switch self {
        case .select(let f): "select(folder: \(f))"
        case .open(let i): "open(item: \(i))"
        case .back: "back"
        case .popToRoot: "popToRoot"
        case .resize(let w): "resize(.\(w.rawValue))"
        case .deepLink(let url): "deepLink(\"\(url)\")"
        }
    }
}

/// What the resize and back invariants need to know about the actions.
extension NotesAction: AdaptiveNavigationAction {
    /// The app's width is never unknown again once known; the invariants only resize between known classes.
    static func resizing(to sizeClass: SizeClass?) -> NotesAction { .resize(sizeClass == .regular ? .regular : .compact) }
    var resizeTarget: SizeClass?? {
        guard case .resize(let w) = self else { return nil }
        return .some(w == .regular ? .regular : .compact)
    }
    var isBack: Bool { self == .back }
    var isBackToRoot: Bool { self == .popToRoot }
}

/// The store's state as a value: what the navigation invariants read.
struct NotesSnapshot: AdaptiveNavigationState, Hashable, Sendable {
    var selectedFolder: Int?
    var path: [Route]
    var widthClass: WidthClass?

    // The capabilities the invariants ask for, in the store's own terms.
    var rootID: Int? { selectedFolder }
    var sizeClass: SizeClass? { widthClass.map { $0 == .regular ? .regular : .compact } }
    var detailPath: [NotesScreen] { path.map(NotesScreen.init) }

    /// `Folders › Work › note 1` (stack) or `[Folders ▸ Work] | Work › note 1` (split).
    var screens: String {
        let name = { (f: Int) in NotesStore.folders.first { $0.id == f }?.name ?? "?" }
        let pushed = path.map { route -> String in
            switch route {
            case .folder(let f): name(f)
            case .note(_, let n): "note \(n)"
            case .attachment(_, _, let a): "attachment \(a)"
            }
        }
        guard widthClass == .regular else { return (["Folders"] + pushed).joined(separator: " › ") }
        guard let selectedFolder else { return "[Folders] | Empty" }
        return "[Folders ▸ \(name(selectedFolder))] | " + ([name(selectedFolder)] + pushed).joined(separator: " › ")
    }
}

/// A pushed screen, with its level below the folder (list 1, note 2, attachment 3).
struct NotesScreen: DetailLevel, Hashable, CustomStringConvertible {
    let route: Route
    var level: Int {
        switch route { case .folder: 1; case .note: 2; case .attachment: 3 }
    }
    var rootID: Int { route.folder }
    var id: Route { route }
    var description: String { route.description }
}

/// The spec of `NotesStore`: fresh stores, replayed (the store is a class and cannot be copied).
struct NotesSpec: ReferenceStoreMachine {
    typealias Action = NotesAction

    /// Switches on the store's deliberate defect.
    var defect = ProcessInfo.processInfo.environment["NAVCHECK_EXAMPLE_DEFECT"] == "1"

    var name: String { "notes" }

    static let links = ["notes://folder/1", "notes://folder/0/note/1", "notes://folder/1/note/0/attachment/1", "notes://folder/7"]

    var actions: Generator<NotesAction> {
        .element(of: [.select(folder: 0), .select(folder: 1), .open(item: 0), .open(item: 1), .back, .popToRoot,
                      .resize(.compact), .resize(.regular)] + Self.links.map(NotesAction.deepLink))
    }

    func makeStore() -> NotesStore { NotesStore(deepLinksAlwaysStartAtTheFolder: defect) }

    func snapshot(of store: NotesStore) -> NotesSnapshot {
        NotesSnapshot(selectedFolder: store.selectedFolder, path: store.path, widthClass: store.widthClass)
    }

    func perform(_ action: NotesAction, on store: NotesStore) throws {
        switch action {
        case .select(let f): store.select(folder: f)
        case .open(let i): store.open(item: i)
        case .back: store.back()
        case .popToRoot: store.popToRoot()
        case .resize(let w): store.widthClass = w
        case .deepLink(let url): store.handle(deepLink: url)
        }
    }

    /// Only what is on screen can be tapped: the sidebar when it shows, a row when a list is on top.
    func isEnabled(_ action: NotesAction, in s: State) -> Bool {
        switch action {
        case .select: s.widthClass == .regular || s.path.isEmpty
        case .open: s.path.count < 3 && (s.path.last.map { if case .attachment = $0 { false } else { true } }
                                           ?? (s.widthClass == .regular && s.selectedFolder != nil))
        default: true
        }
    }

    var properties: [Property<NotesSpec>] {
        NavigationInvariants.adaptive() + [
            .transition("deepLinkShowsItsScreen", "a deep link to a folder, note or attachment shows it on top") { _, _, action, after in
                guard case .deepLink(let url) = action, !url.hasSuffix("/7") else { return .notApplicable }
                let top = after.path.last ?? after.selectedFolder.map(Route.folder)
                return .expect(top.map { url.hasSuffix(linkSuffix($0)) } ?? false, "\(url) shows \(after.screens)")
            },
        ]
    }
}

/// The end of the link to a route: `folder/1`, `note/0`, `attachment/1`.
func linkSuffix(_ route: Route) -> String {
    switch route {
    case .folder(let f): "folder/\(f)"
    case .note(_, let n): "note/\(n)"
    case .attachment(_, _, let a): "attachment/\(a)"
    }
}
