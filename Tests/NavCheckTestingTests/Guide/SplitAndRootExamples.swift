import NavCheckTesting
import Testing

// The guide's split view, root hooks and size-class declarations (docs/CheckYourOwnStore.md, "Split
// views, a node's hooks and the size class"), compiled and run here.

/// A notes app on the iPad: a sidebar of folders, each folder's notes in the detail stack, a sheet for
/// a new note, and a welcome load at launch.
struct FoldersRouter: Hashable, Sendable {
    var folder: Int?
    var notes: [Int] = []
    var composing: String?
    var welcomed = false
}

/// The app around ``FoldersRouter``.
struct FoldersApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openNote, compose
        var description: String { rawValue }
    }

    var name: String { "folders" }
    var profile: PlatformProfile { .iPad }
    func makeStore() -> FoldersRouter { FoldersRouter() }
    func snapshot(of r: FoldersRouter) -> FoldersRouter { r }
    var scene: Scene<FoldersRouter> {
        Scene {
            // NavigationSplitView { List(folders, selection: $router.folder) } detail: { NavigationStack(path: $router.notes) }
            navigationSplitView("folders", selection: \.folder, rows: [1, 2], path: \.notes)
                .sheet("composer", item: \.composing)
                // The split view's own `.task`: a welcome message loaded once at launch.
                .task(ScreenTask("welcome") { router in router.welcomed = true })
        }
        // The note screen hides its back button in regular width, where the sidebar is beside it.
        .backHidden("folders") { _, sizeClass in sizeClass == .regular }
        // The composer cannot be swiped away in compact width, where it covers the screen.
        .dismissDisabled("composer") { _, sizeClass in sizeClass == .compact }
        // At most one piece of work pending at a time is explored.
        .maxPending(1)
    }
    var intents: [Tap] { [.openNote, .compose] }
    func isOnScreen(_ tap: Tap, in s: AppState<FoldersRouter>) -> Bool {
        switch tap {
        case .openNote: s.model.folder != nil && s.model.notes.isEmpty
        case .compose: s.model.composing == nil
        }
    }
    func perform(_ tap: Tap, on r: inout FoldersRouter, effects: inout Effects<FoldersRouter>) throws {
        switch tap {
        case .openNote: r.notes.append(1)
        case .compose: r.composing = "new"
        }
    }
    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .openNote: .push("folders", 1)
        case .compose: .present(sheet: "composer")
        }
    }
    var properties: [AppProperty<FoldersApp>] {
        AppProperty.adaptive + [.backLowersDepthByOne(), .sheetKeepsStacksBeneath()]
    }
}

@Suite struct SplitAndRootExamplesTests {
    @Test func foldersNavigationHolds() throws {
        let result = try NavCheck.run(AppMachine(FoldersApp()), options: .init(traceDirectory: nil), module: "MyAppTests", test: nil)
        #expect(result.holds, "\(result.failures.map(\.text)) \(result.problems)")
        #expect(result.report?.complete == true)
        #expect(result.vacuousProperties.isEmpty)
    }
}
