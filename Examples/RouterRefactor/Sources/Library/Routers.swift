/// A screen of the library app.
public enum Route: Hashable, Sendable, CustomStringConvertible {
    case book(Int), author(Int)
    public var description: String {
        switch self {
        case .book(let id): "book(\(id))"
        case .author(let id): "author(\(id))"
        }
    }
}

/// Before the refactor: an `ObservableObject` router (`@Published var routes: [Route]` in the app) whose
/// views append to the array themselves and call `goHome()`; a link replaces the whole stack.
public final class LegacyRouter {
    public var routes: [Route] = []
    public init() {}

    public func showBook(_ id: Int) { routes.append(.book(id)) }
    public func showAuthor(of book: Int) { routes.append(.author(book)) }
    public func goHome() { routes.removeAll() }
    public func handle(_ url: String) {
        guard url.hasPrefix("library://book/"), let id = Int(url.dropFirst("library://book/".count)) else { return }
        routes = [.book(id)]
    }
}

/// After the refactor: an `@Observable` router that owns the path (`NavigationStack(path: $router.path)`)
/// and offers one `navigate(to:)`. `keepsFirstOnHome` is the deliberate difference: "home" pops to the
/// first pushed screen instead of the root.
public final class PathRouter {
    public var path: [Route] = []
    let keepsFirstOnHome: Bool
    public init(keepsFirstOnHome: Bool = false) { self.keepsFirstOnHome = keepsFirstOnHome }

    public func navigate(to route: Route) { path.append(route) }
    public func popToRoot() { path = keepsFirstOnHome ? Array(path.prefix(1)) : [] }
    public func open(_ url: String) {
        guard url.hasPrefix("library://book/"), let id = Int(url.dropFirst("library://book/".count)) else { return }
        path = [.book(id)]
    }
}
