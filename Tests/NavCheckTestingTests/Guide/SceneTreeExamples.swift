import NavCheckTesting
import Testing

// The code of docs/CheckYourOwnStore.md's "The scene as the app's view tree": the seeds' own shape,
// `if sizeClass == .compact { NavigationStack } else { NavigationSplitView }`, in a notes app, declared
// as the view tree. The guide's blocks are copied from here (GuideTests keeps them the same).

/// A notes app's store: the folder selected in the sidebar, the detail path both containers bind,
/// the split view's search field (view `@State` the port keeps here) and the settings sheet.
struct NotesStore: Hashable, Sendable {
    var folder: String?
    var path: [String] = []
    var search = ""
    var synced = false
    var showsSettings = false
    var settingsPath: [String] = []
}

struct NotesApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openNote, typeSearch, openSettings
        var description: String { rawValue }
    }

    var name: String { "notes" }
    var profile: PlatformProfile { .iPad }
    func makeStore() -> NotesStore { NotesStore() }
    var scene: Scene<NotesStore> {
        Scene {
            ifCompact {
                navigationStack("notes", \.path).task(ScreenTask("sync") { $0.synced = true })
            } else: {
                navigationSplitView("folders", selection: \.folder, rows: ["inbox", "archive"], path: \.path)
                    .state(\.search, initial: "")
            }
            .sheet("settings", isPresented: \.showsSettings) { navigationStack("settings", \.settingsPath) }
            .onChange(of: \.folder) { store, _, _ in store.path = [] }
        }
    }
    var intents: [Tap] { [.openNote, .typeSearch, .openSettings] }
    func isOnScreen(_ tap: Tap, in s: AppState<NotesStore>) -> Bool {
        s.scene.topLayer == nil && (tap != .openNote || s.path.count < 2)
    }
    func perform(_ tap: Tap, on s: inout NotesStore, effects: inout Effects<NotesStore>) throws {
        switch tap {
        case .openNote: s.path.append("note(\(s.path.count + 1))")
        case .typeSearch: s.search = "milk"
        case .openSettings: s.showsSettings = true
        }
    }
    var properties: [AppProperty<NotesApp>] {
        AppProperty.adaptive + [.backLowersDepthByOne(), .sheetKeepsStacksBeneath(), .answerForGoneScreenChangesNothing()]
    }
}

@Test func notesNavigationHolds() {
    checkNavigation(NotesApp())
}

/// What the tree says SwiftUI does at a size change: the split view's search is gone with it, and
/// the stack's `.task` starts again each time the stack is built.
@Test func aSizeChangeRebuildsTheNotesContainer() throws {
    let machine = AppMachine(NotesApp())
    var state = try #require(machine.initialStates.first)
    try machine.apply(.user(.typeSearch), to: &state)
    try machine.apply(.system(.resize(.compact)), to: &state)
    #expect(state.snapshot.model.search == "" && state.snapshot.scene.pending.map(\.name) == ["sync"])
    #expect(state.snapshot.scene.nodes == ["ifCompact", "notes"])
}
