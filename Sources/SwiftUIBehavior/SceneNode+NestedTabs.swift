import ModelChecker
import NavigationModel

// A tab view on a pushed screen: `NavigationStack { Home().navigationDestination(for: Route.self) {
// route in if route == .library { TabView { … } } } }`, each tab with its own stack.

/// The view a `navigationStack` shows for one pushed route (`.navigationDestination(for:)` for that
/// value): written among the stack's `root:` nodes, it holds what the screen of `route` shows. A
/// ``tabView(_:retap:buttons:_:)`` in it is a tab bar on that pushed screen (``Scene/tabBar(atScreen:of:)``):
/// its tabs and their stacks are on view while that screen is the stack's top, and go off view when it
/// is popped or covered by another push.
///
/// ```swift
/// navigationStack("main", \.path) {
///     navigationDestination(Route.library) {
///         tabView(\.libraryTab) {
///             navigationStack("books", \.books).tag(LibraryTab.books)
///             navigationStack("authors", \.authors).tag(LibraryTab.authors)
///         }
///     }
/// }
/// ```
public func navigationDestination<Store, Route: Hashable & Sendable>(
    _ route: Route, @SceneBuilder<Store> _ content: () -> [SceneNode<Store>]
) -> SceneNode<Store> {
    var node = SceneNode<Store>(.view("destination(\(label(of: route)))"), children: content())
    node.destination = label(of: route)
    return node
}

/// A pushed screen of a stack: the route it shows.
struct PushedScreen: Hashable {
    let stack: String
    let route: String
}

extension AppMachine {
    /// Whether the stack holds the pushed screen (its route at some depth): the views of a
    /// ``navigationDestination(_:_:)`` exist only then, and lose their `@State` when it is popped.
    func isPushed(_ screen: PushedScreen, _ world: AppWorld<App>) -> Bool {
        declaredStack(screen.stack)?.routes(world.store).contains(screen.route) ?? false
    }
}

extension Scene {
    /// The tab bar declared with `tabs(…)` or `customTabBar(…)` sits on the pushed screen of `route` in
    /// the stack `stack` (`NavigationStack(path: $router.path) { … .navigationDestination(for:) { _ in
    /// TabView { … } } }`): its tabs can be tapped, and the stacks declared `in:` a tab show, while that
    /// screen is the top of `stack`; back in `stack` pops it with its tab view, and a push onto `stack`
    /// covers it. At launch (and on iOS 17 too) no tab is built until the screen is pushed. Declare
    /// `stack` as any stack, with no tab, in the layer of the tab bar (in the view tree: a
    /// ``tabView(_:retap:buttons:_:)`` in a ``navigationDestination(_:_:)`` of a `navigationStack`).
    ///
    /// ```swift
    /// Scene()
    ///     .stack("main", \.path)
    ///     .tabs(\.libraryTab, [LibraryTab.books, .authors]).tabBar(atScreen: Route.library, of: "main")
    ///     .stack("books", \.books, in: LibraryTab.books)
    /// ```
    @available(*, deprecated, message: "declare it in the view tree: Scene { navigationStack(stack, \\.path) { navigationDestination(route) { tabView(\\.tab) { … } } } }")
    public func tabBar<Route: Hashable & Sendable>(atScreen route: Route, of stack: String) -> Scene {
        var s = self
        s.tabBar = s.tabBar?.changed {
            $0.stack = stack
            $0.route = label(of: route)
        }
        return s
    }
}
