import NavCheckTesting
import Testing

// The guide's relaunch declarations (docs/CheckYourOwnStore.md, "What survives a relaunch"), compiled
// and run here.

/// A library: a stack of books in one tab, a search tab, and a search history the app saves itself.
struct LibraryRouter: Hashable, Sendable {
    enum Book: Hashable, Codable, Sendable { case book(Int), chapter(Int) }
    var tab = "books"
    var books: [Book] = []
    var search: [String] = []
    var history: [String] = []
    /// Set by the launch when the history file did not decode: an alert offers to send it.
    var unreadableHistory: String?
    var showsHidden = false
    /// The open chapter's text, once loaded.
    var chapterText: String?
}

/// The app around ``LibraryRouter``.
struct LibraryApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openBook, openChapter, find
        var description: String { rawValue }
    }

    var name: String { "library" }
    func makeStore() -> LibraryRouter { LibraryRouter() }
    var scene: Scene<LibraryRouter> {
        Scene {
            tabView(\.tab) {
                // The chapter screen's `.task` loads the chapter's text.
                navigationStack("books", \.books, task: { route in
                    route == .chapter(1) ? ScreenTask("loadChapter") { r in r.chapterText = "Call me Ishmael." } : nil
                }).tag("books")
                navigationStack("search", \.search).tag("search")
            }
        }
            // @SceneStorage("books"): the path's Codable form (JSON), gone when the user quits from the switcher.
            .sceneStorage("books", \.books)
            // @AppStorage("tab"): the selected tab, in UserDefaults, kept across both ends of the process.
            .appStorage("tab", \.tab)
            // @SceneStorage("search") through the app's own encode and decode (a NavigationPath's
            // `codable`: encode returns nil when the path has none, and the save is skipped).
            .sceneStorage("search", \.search, encode: { $0.joined(separator: "/") },
                          decode: { text in text.split(separator: "/").map(String.init) })
            // The app's own save: the history written to a file in onChange(of:), read back at launch.
            .savedByApp("history.txt", save: { r in r.history.joined(separator: "\n") },
                        load: { r, text in r.history = try LibraryApp.history(from: text) },
                        onDamaged: { r, text in r.unreadableHistory = text })
            // Also relaunch with the history file cut short, and with the history file of version 1.
            .relaunchVariants(damaging: ["history.txt"], olderFormats: ["history.txt": ["v1:found"]])
    }
    var intents: [Tap] { [.openBook, .openChapter, .find] }
    func isOnScreen(_ tap: Tap, in s: AppState<LibraryRouter>) -> Bool {
        switch tap {
        case .openBook: s.tab == "books" && s.books.isEmpty
        case .openChapter: s.tab == "books" && s.books.count == 1
        case .find: s.tab == "search" && s.search.isEmpty
        }
    }
    func perform(_ tap: Tap, on r: inout LibraryRouter, effects: inout Effects<LibraryRouter>) throws {
        switch tap {
        case .openBook: r.books.append(.book(1))
        case .openChapter: r.books.append(.chapter(1))
        case .find:
            r.search.append("found")
            r.history = ["found"]
        }
    }
    var properties: [AppProperty<LibraryApp>] {
        [.relaunchReturnsToScreen(), .lastSaveIsReadBack(), .damagedDataNotLost(),
         // A restored chapter screen shows its text once the launch's work is done.
         .restoredScreensHaveData { r, screen in screen.route != "chapter(1)" || r.chapterText != nil }]
    }

    /// The history file of version 2 (a line per search); version 1's `v1:` files do not decode.
    static func history(from text: String) throws -> [String] {
        guard !text.hasPrefix("v1:"), !text.contains("\u{0}") else { throw HistoryError() }
        return text.split(separator: "\n").map(String.init)
    }
    struct HistoryError: Error {}
}

extension LibraryApp {
    /// A view's own `@SceneStorage`, in the scene declared as the view tree: it survives a relaunch (and
    /// its node leaving the screen), where `@State` does not.
    static var settingsTree: Scene<LibraryRouter> {
        Scene {
            view("settings")
                .sceneStorage("showsHidden", \.showsHidden)   // @SceneStorage("showsHidden") var showsHidden = false
        }
    }
}

@Suite struct RelaunchExamplesTests {
    @Test func libraryRelaunchesHold() throws {
        let result = try NavCheck.run(AppMachine(LibraryApp()), options: .init(traceDirectory: nil), module: "MyAppTests", test: nil)
        #expect(result.holds, "\(result.failures.map(\.text)) \(result.problems)")
        #expect(result.report?.complete == true)
        #expect(result.vacuousProperties.isEmpty, "\(result.vacuousProperties)")
    }

    @Test func theOlderHistoryIsKeptAside() throws {
        let m = AppMachine(LibraryApp())
        let launch = try #require(m.initialStates.first)
        let after = try m.run([.user(.find), .system(.relaunch(.olderFormat("history.txt", 0)))], from: launch).snapshot
        #expect(after.unreadableHistory == "v1:found" && after.history.isEmpty && after.search == ["found"])
        #expect(after.tab == "books")
    }

    @Test func aViewsSceneStorageSurvives() throws {
        struct Settings: SwiftUIApp {
            var name: String { "settings" }
            func makeStore() -> LibraryRouter { LibraryRouter() }
            var scene: Scene<LibraryRouter> { LibraryApp.settingsTree }
            var intents: [String] { ["show"] }
            func perform(_ tap: String, on r: inout LibraryRouter, effects: inout Effects<LibraryRouter>) throws { r.showsHidden = true }
            var properties: [AppProperty<Settings>] { [] }
        }
        let m = AppMachine(Settings())
        let after = try m.run([.user("show"), .system(.relaunch(.processEnded))], from: try #require(m.initialStates.first))
        #expect(after.snapshot.showsHidden)
    }
}
