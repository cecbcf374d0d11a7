import ModelChecker
import NavigationModel
import SwiftUIBehavior

// A library app whose main stack pushes a screen holding a tab view, each tab with its own stack (see
// NestedTabsTests).

/// `NavigationStack(path: $router.path) { Home().navigationDestination(for: String.self) { route in
/// if route == "library" { TabView(selection: $router.libraryTab) { NavigationStack(path: $router.books) { … }.tag("books"); … } } } }`.
struct LibraryApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [String] = []
        var libraryTab = "books" {
            // The broken router "resets the navigation" on every tab change, as a root tab bar's would.
            didSet { if resetsOnTabChange, libraryTab != oldValue { path = [] } }
        }
        var books: [String] = []
        var authors: [String] = []
        var resetsOnTabChange = false
    }

    enum Intent: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openLibrary, openSettings, openBook
        var description: String { rawValue }
    }

    var resetsOnTabChange = false
    var tree = true
    var name: String { "library" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store(resetsOnTabChange: resetsOnTabChange) }
    var properties: [AppProperty<LibraryApp>] { [.switchingTabsKeepsStacks(), .backLowersDepthByOne(), .pushAddsOneScreen()] }

    // The flat form, kept beside the tree to show both give the same states: deprecated, as it is.
    @available(*, deprecated, message: "builds the flat form beside the tree")
    var scene: Scene<Store> {
        guard tree else {
            return Scene().stack("main", \.path).tabs(\.libraryTab, ["books", "authors"]).tabBar(atScreen: "library", of: "main")
                .stack("books", \.books, in: "books").stack("authors", \.authors, in: "authors")
        }
        return Scene {
            navigationStack("main", \.path) {
                navigationDestination("library") {
                    tabView(\.libraryTab) {
                        navigationStack("books", \.books).tag("books")
                        navigationStack("authors", \.authors).tag("authors")
                    }
                }
            }
        }
    }

    var intents: [Intent] { [.openLibrary, .openSettings, .openBook] }

    func isOnScreen(_ intent: Intent, in s: AppState<Store>) -> Bool {
        switch intent {
        case .openLibrary: s.path.isEmpty
        // The library's toolbar pushes settings onto the main stack, over the tab view.
        case .openSettings: s.path == ["library"]
        case .openBook: s.path == ["library"] && s.libraryTab == "books" && s.books.isEmpty
        }
    }

    func perform(_ intent: Intent, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent {
        case .openLibrary: s.path.append("library")
        case .openSettings: s.path.append("settings")
        case .openBook: s.books.append("book(1)")
        }
    }

    func role(of intent: Intent) -> IntentRole? {
        switch intent {
        case .openLibrary: .push(stack: "main", route: "library")
        case .openSettings: .push(stack: "main", route: "settings")
        case .openBook: .push(stack: "books", route: "book(1)")
        }
    }
}
