// Ported from damus-io/damus 9d287c7cc7f6835b5d7b57a7bea348cc385dee9a,
// damus/Shared/Utilities/Router.swift lines 285-302, line for line. Dropped: `ObservableObject` and
// `@Published` (SwiftUI's observation; NavCheck writes the path as the stack's binding does).

/// The path of ContentView's one `NavigationStack(path: $navigationCoordinator.path)`.
public final class NavigationCoordinator {
    public var path = [Route]()

    /// Pushes `route`, unless it is already on top (a second tap on the same link does nothing).
    public func push(route: Route) {
        guard route != path.last else {
            return
        }
        path.append(route)
    }

    /// Whether nothing is pushed.
    public func isAtRoot() -> Bool {
        return path.count == 0
    }

    /// Empties the path.
    public func popToRoot() {
        path = []
    }

    public init() {}
}
