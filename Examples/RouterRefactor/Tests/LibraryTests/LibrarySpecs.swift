import Foundation
import Library
import NavCheckTesting

/// The app before the refactor, as NavCheck checks it: the legacy router, its buttons and its scene.
struct LegacyLibraryApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case showBook, showAuthor, home
        var description: String { rawValue }
    }
    var name: String { "legacy" }
    func makeStore() -> LegacyRouter { LegacyRouter() }
    func snapshot(of r: LegacyRouter) -> [Route] { r.routes }
    var scene: Scene<LegacyRouter> {
        Scene { navigationStack("library", \.routes) }
            .links([DeepLink("library://book/2", shows: "library", [Route.book(2)])]) { router, url, _ in router.handle(url) }
    }
    var intents: [Tap] { [.showBook, .showAuthor, .home] }
    func isOnScreen(_ tap: Tap, in s: AppState<[Route]>) -> Bool {
        switch tap {
        case .showBook: s.model.isEmpty                                   // the list of books at the root
        case .showAuthor: if case .book = s.model.last { s.model.count < 3 } else { false }
        case .home: !s.model.isEmpty                                      // the toolbar's Home button
        }
    }
    func perform(_ tap: Tap, on r: inout LegacyRouter, effects: inout Effects<LegacyRouter>) throws {
        switch tap {
        case .showBook: r.showBook(1)
        case .showAuthor: if case .book(let id) = r.routes.last { r.showAuthor(of: id) }
        case .home: r.goHome()
        }
    }
    var properties: [AppProperty<LegacyLibraryApp>] { [.backLowersDepthByOne(), .linkShowsItsTarget()] }
}

/// The app after the refactor: the path router, whose button to open a book is now `openBook`.
struct PathLibraryApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openBook, showAuthor, home
        var description: String { rawValue }
    }
    /// Switches on the deliberate difference.
    var defect = ProcessInfo.processInfo.environment["NAVCHECK_EXAMPLE_DEFECT"] == "1"
    var name: String { "path" }
    func makeStore() -> PathRouter { PathRouter(keepsFirstOnHome: defect) }
    func snapshot(of r: PathRouter) -> [Route] { r.path }
    var scene: Scene<PathRouter> {
        Scene { navigationStack("library", \.path) }
            .links([DeepLink("library://book/2", shows: "library", [Route.book(2)])]) { router, url, _ in router.open(url) }
    }
    var intents: [Tap] { [.openBook, .showAuthor, .home] }
    func isOnScreen(_ tap: Tap, in s: AppState<[Route]>) -> Bool {
        switch tap {
        case .openBook: s.model.isEmpty
        case .showAuthor: if case .book = s.model.last { s.model.count < 3 } else { false }
        case .home: !s.model.isEmpty
        }
    }
    func perform(_ tap: Tap, on r: inout PathRouter, effects: inout Effects<PathRouter>) throws {
        switch tap {
        case .openBook: r.navigate(to: .book(1))
        case .showAuthor: if case .book(let id) = r.path.last { r.navigate(to: .author(id)) }
        case .home: r.popToRoot()
        }
    }
    var properties: [AppProperty<PathLibraryApp>] { [.backLowersDepthByOne(), .linkShowsItsTarget()] }
}

/// The old app's `showBook` is the new app's `openBook`; the other intents kept their names.
@Sendable func renamed(_ tap: LegacyLibraryApp.Tap) -> PathLibraryApp.Tap? { tap == .showBook ? .openBook : nil }
