import NavCheckTesting
import Testing

// The code of docs/CheckYourOwnStore.md's "Nested and legacy shapes": a tab view on a pushed screen,
// NavigationView over NavigationLink bindings, a split view whose detail is not a stack with views in
// its columns, and a button that closes a sheet and navigates beneath it on purpose. The guide's blocks
// are copied from here (GuideTests keeps them the same).

/// A reading app: a library screen pushed onto the home stack holds a tab view, each tab with its stack.
struct ReadingStore: Hashable, Sendable {
    var path: [String] = []
    var libraryTab = "books"
    var books: [String] = []
    var authors: [String] = []
}

struct ReadingApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openLibrary, openBook
        var description: String { rawValue }
    }

    var name: String { "reading" }
    func makeStore() -> ReadingStore { ReadingStore() }
    // NavigationStack(path: $store.path) { Home().navigationDestination(for: String.self) { route in
    //     if route == "library" { TabView(selection: $store.libraryTab) { … } } } }
    var scene: Scene<ReadingStore> {
        Scene {
            navigationStack("home", \.path) {
                navigationDestination("library") {
                    tabView(\.libraryTab) {
                        navigationStack("books", \.books).tag("books")
                        navigationStack("authors", \.authors).tag("authors")
                    }
                }
            }
        }
    }
    var intents: [Tap] { [.openLibrary, .openBook] }
    func isOnScreen(_ tap: Tap, in s: AppState<ReadingStore>) -> Bool {
        tap == .openLibrary ? s.path.isEmpty : s.path == ["library"] && s.libraryTab == "books" && s.books.isEmpty
    }
    func perform(_ tap: Tap, on s: inout ReadingStore, effects: inout Effects<ReadingStore>) throws {
        if tap == .openLibrary { s.path.append("library") } else { s.books.append("book(1)") }
    }
    var properties: [AppProperty<ReadingApp>] { [.switchingTabsKeepsStacks(), .backLowersDepthByOne()] }
}

/// A legacy mail app: `NavigationView` with `NavigationLink(tag:selection:)` on the root and
/// `NavigationLink(isActive:)` on a folder's screen.
struct LegacyMailStore: Hashable, Sendable {
    var folder: String?
    var showsInfo = false
}

struct LegacyMailApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openInbox, info
        var description: String { rawValue }
    }

    var name: String { "legacyMail" }
    func makeStore() -> LegacyMailStore { LegacyMailStore() }
    // NavigationView { List { NavigationLink(tag: "inbox", selection: $store.folder) { FolderView() } } }
    // FolderView: NavigationLink("Info", isActive: $store.showsInfo) { InfoView() }
    var scene: Scene<LegacyMailStore> {
        Scene {
            navigationView("mail", links: [.selection(\.folder), .isActive("info", \.showsInfo)])
        }
    }
    var intents: [Tap] { [.openInbox, .info] }
    func isOnScreen(_ tap: Tap, in s: AppState<LegacyMailStore>) -> Bool {
        tap == .openInbox ? s.scene.stack("mail").isEmpty : s.scene.stack("mail") == ["inbox"]
    }
    func perform(_ tap: Tap, on s: inout LegacyMailStore, effects: inout Effects<LegacyMailStore>) throws {
        if tap == .openInbox { s.folder = "inbox" } else { s.showsInfo = true }
    }
    func role(of tap: Tap) -> IntentRole? {
        tap == .openInbox ? .push(stack: "mail", route: "inbox") : .push(stack: "mail", route: "info")
    }
    var properties: [AppProperty<LegacyMailApp>] { [.pushAddsOneScreen(), .backLowersDepthByOne()] }
}

/// A podcast app on an iPad: a three-column split view whose detail is a plain episode view, with a
/// `.task` on the episodes column, and a player sheet whose "Show episode" selects the episode beneath.
struct PodcastStore: Hashable, Sendable {
    var show: String?
    var episode: String?
    var loaded = false
    var playing = false
}

struct PodcastApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case play, showEpisode
        var description: String { rawValue }
    }

    var name: String { "podcasts" }
    var profile: PlatformProfile { .iPad }
    func makeStore() -> PodcastStore { PodcastStore() }
    // NavigationSplitView { ShowsList() } content: { EpisodesList().task { … } } detail: { EpisodeView() }
    var scene: Scene<PodcastStore> {
        Scene {
            navigationSplitView("podcasts", selection: \.show, rows: ["daily", "weekly"], content: \.episode,
                                contentRows: { show in [show + "-1", show + "-2"] }) {
                view("shows")
            } content: {
                view("episodes").task(ScreenTask("loadEpisodes") { $0.loaded = true })
            } detail: {
                view("episode")
            }
            .sheet("player", isPresented: \.playing)
        }
    }
    var intents: [Tap] { [.play, .showEpisode] }
    func isOnScreen(_ tap: Tap, in s: AppState<PodcastStore>) -> Bool { (tap == .showEpisode) == s.playing }
    func perform(_ tap: Tap, on s: inout PodcastStore, effects: inout Effects<PodcastStore>) throws {
        switch tap {
        case .play: s.playing = true
        case .showEpisode:
            s.playing = false
            (s.show, s.episode) = ("daily", "daily-1")
        }
    }
    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .play: .present(sheet: "player")
        // Closes the player and selects its episode in the split view beneath, on purpose.
        case .showEpisode: .dismissAndNavigate(sheet: "player", navigates: [.path("podcasts")])
        }
    }
    var properties: [AppProperty<PodcastApp>] { [.sheetKeepsStacksBeneath(), .backLowersDepthByOne()] }
}

@Suite struct NestedShapesExamplesTests {
    @Test func readingNavigationHolds() {
        checkNavigation(ReadingApp())
    }

    @Test func legacyMailNavigationHolds() {
        checkNavigation(LegacyMailApp())
    }

    @Test func podcastsNavigationHolds() {
        checkNavigation(PodcastApp())
    }
}
