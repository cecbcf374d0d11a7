import ModelChecker
import NavigationModel
import SwiftUIBehavior

// Apps whose split views keep their column visibility in SwiftUI (not bound to the store), declared
// fixed or changing (``SplitColumns``): see SplitColumnsTests.

/// A notes app on an iPad: a two-column split view of folders (`List(selection:)` over `folder`) with
/// a stack of notes in the detail column, its column visibility not bound. `keepsAFolder`: the app
/// keeps a folder selected at all times (it starts on the inbox and ignores a nil write, as Mail
/// does), so the detail column never shows its empty placeholder.
struct FoldersApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var keepsAFolder: Bool
        var folder: String? {
            didSet { if keepsAFolder, folder == nil { folder = oldValue } }
        }
        var notes: [Route] = []
    }

    var columns: SplitColumns = .fixed
    var keepsAFolder = false
    /// Declared as the view tree, the split view in the regular branch of a size-class switch.
    var switchesContainers = false
    /// Whether the selected folder is kept as `@SceneStorage("folder")` (so a relaunch is offered).
    var savesFolder = false
    var profile: PlatformProfile { .iPad }
    var name: String { "folders" }
    func makeStore() -> Store { Store(keepsAFolder: keepsAFolder, folder: keepsAFolder ? "inbox" : nil) }

    var scene: Scene<Store> {
        guard switchesContainers else {
            let split = Scene<Store> { navigationSplitView("folders", selection: \.folder, rows: ["inbox", "archive"], path: \.notes, columns: columns) }
            return savesFolder ? split.sceneStorage("folder", \.folder) : split
        }
        return Scene {
            ifCompact {
                navigationStack("compact", \.notes)
            } else: {
                navigationSplitView("folders", selection: \.folder, rows: ["inbox", "archive"], path: \.notes, columns: columns)
            }
        }
    }

    var intents: [Tap] { ["open"] }

    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        s.folder != nil && s.notes.isEmpty && s.scene.split("folders")?.showsDetail == true
    }

    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.notes.append(.step(1)) }

    var properties: [AppProperty<FoldersApp>] { [Self.neverABlankScreen] }

    /// In regular width, the user sees a list to choose from or a note: never the detail column's empty
    /// placeholder alone (a blank screen whose only control is the sidebar button).
    static var neverABlankScreen: AppProperty<FoldersApp> { .invariant(
        "neverABlankScreen", "the detail's empty placeholder is never all the user sees"
    ) { m, s in
        guard s.scene.sizeClass == .regular, s.scene.pending.isEmpty else { return .notApplicable }
        let line = m.screens(of: s)
        return .expect(line != "Empty", "the screen is \(line): no list and no note")
    } }
}

/// An iPad app with a split view in each of its three tabs (mail, notes, photos), none of whose
/// column visibilities is bound: the shape that made the column visibility multiply the state space.
struct TabbedSplitsApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var tab = "mail"
        var mail: String?
        var notes: String?
        var photos: String?
        var mailPath: [Route] = []
        var notesPath: [Route] = []
        var photosPath: [Route] = []
    }

    var columns: SplitColumns = .fixed
    var profile: PlatformProfile { .iPad }
    var name: String { "tabbed-splits" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        Scene {
            tabView(\.tab) {
                navigationSplitView("mail", selection: \.mail, rows: ["a"], path: \.mailPath, columns: columns).tag("mail")
                navigationSplitView("notes", selection: \.notes, rows: ["a"], path: \.notesPath, columns: columns).tag("notes")
                navigationSplitView("photos", selection: \.photos, rows: ["a"], path: \.photosPath, columns: columns).tag("photos")
            }
        }
    }

    var intents: [Tap] { ["open"] }

    /// "Open" on the selected row's detail, with nothing pushed yet, in the tab on view.
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        guard let split = s.scene.split(s.tab), split.selection != nil, split.showsDetail else { return false }
        return s.scene.stack(s.tab).isEmpty
    }

    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch s.tab {
        case "mail": s.mailPath.append(.step(1))
        case "notes": s.notesPath.append(.step(1))
        default: s.photosPath.append(.step(1))
        }
    }

    var properties: [AppProperty<TabbedSplitsApp>] { [.switchingTabsKeepsStacks()] }
}
