import ModelChecker
import NavigationModel

// What the view tree says that the flat form said with a parameter: a pushed screen that presents a
// sheet (`host: .screen(stack:depth:)`), a window's style and `interactiveDismissDisabled`, sheets kept
// as an array of layers, a tab bar of the app's own whose buttons call the app's code, and a stack's
// `onLeave:`.

/// A screen pushed on the enclosing `navigationStack`, at `depth` (1: the first screen pushed), that
/// presents what is attached to it: in SwiftUI, a `.sheet` attached inside a
/// `navigationDestination`'s view. Put it in the `root:` of the `navigationStack`.
///
/// Such a sheet is shown only while the stack holds that screen: when the screen is popped (a back,
/// a link, an answer, a pop to the root), SwiftUI takes the sheet away with it and does not write its
/// binding, so the binding stays set with no sheet shown, which `oneSheetAtALevel` reports ("set but
/// not shown"). A sheet attached to the `navigationStack` itself, or to a view of its root, stays up
/// across pushes and pops (see `docs/SwiftUIBehavior.md`, Q11).
///
/// ```swift
/// Scene {
///     // NavigationStack(path: $store.home) { Home().navigationDestination(for: Post.self) { post in
///     //     PostView(post).sheet(isPresented: $store.sharing) { ShareSheet() } } }
///     navigationStack("home", \.home) {
///         pushedScreen(depth: 1).sheet("share", isPresented: \.sharing)
///     }
/// }
/// ```
///
/// It holds presentations only: its screen's hooks are the stack's (`onAppear:`, `task:` of
/// ``navigationStack(_:_:backHidden:onAppear:onDisappear:task:taskWithStore:root:)``, told the route).
public func pushedScreen<Store>(depth: Int, @SceneBuilder<Store> _ content: () -> [SceneNode<Store>] = { [] }) -> SceneNode<Store> {
    if depth < 1 {
        preconditionFailure("NavCheck: pushedScreen(depth: \(depth)) names a screen pushed on a stack, at depth 1 or more; "
            + "attach what the stack's root presents to the navigationStack itself or to a view in its root:")
    }
    var node = SceneNode<Store>(.view("pushedScreen(depth: \(depth))"), children: content())
    node.pushedDepth = depth
    return node
}

/// `NavigationStack(path:)` over the store's `path` whose screens' `onDisappear` is told how each one
/// left (``Departure``: the stack's root, a screen still in the path, or a screen popped). The other
/// parameters are those of ``navigationStack(_:_:backHidden:onAppear:onDisappear:task:taskWithStore:root:)``.
///
/// ```swift
/// navigationStack("feed", \.feed, onLeave: { store, departure in
///     if case .popped(let post) = departure { store.markRead(post) }
/// })
/// ```
public func navigationStack<Store, Route: Hashable & Sendable>(
    _ name: String, _ path: WritableKeyPath<Store, [Route]>, backHidden: ((Store) -> Bool)? = nil,
    onAppear: ((inout Store, Route?) -> Void)? = nil, onDisappear: ((inout Store, Route?) -> Void)? = nil,
    onLeave: @escaping (inout Store, Departure<Route>) -> Void,
    task: ((Route?) -> ScreenTask<Store>?)? = nil, taskWithStore: ((Store, Route?) -> ScreenTask<Store>?)? = nil,
    @SceneBuilder<Store> root: () -> [SceneNode<Store>] = { [] }
) -> SceneNode<Store> {
    stackNode(name, path, backHidden: backHidden, onAppear: onAppear, onDisappear: onDisappear, onLeave: onLeave, task: task,
              taskWithStore: taskWithStore, root: root())
}

/// A tab bar of the app's own whose buttons call the app's code (`Button { router.show(.search) }`):
/// `select` is that action (it may also log, pop or present), `selected` reads which tab the bar shows
/// as selected. Its tabs are its children, each marked with ``SceneNode/tag(_:)``. Everything else is
/// as ``customTabBar(_:retap:hidden:buttons:_:)``: a re-tap calls `select` again with the same tab and
/// does what `retap` says, and while the bar is `hidden` or a sheet or cover is up no tab can be tapped.
///
/// ```swift
/// Scene {
///     customTabBar(selected: { $0.tab }, select: { router, tab in router.show(tab) }) {
///         navigationStack("home", \.homePath).tag(Tab.home)
///         navigationStack("search", \.searchPath).tag(Tab.search)
///     }
/// }
/// ```
public func customTabBar<Store, Tab: Hashable & Sendable>(
    selected: @escaping (Store) -> Tab, select: @escaping (inout Store, Tab) -> Void, retap: Retap<Store> = .app(.nothing),
    hidden: ((Store) -> Bool)? = nil, buttons: [Tab] = [], @SceneBuilder<Store> _ tabs: () -> [SceneNode<Store>]
) -> SceneNode<Store> {
    SceneNode<Store>(.tabs(custom: true, { scene, tags in
        scene.addCustomTabBar(SceneNode<Store>.values(tags, of: Tab.self), selected: selected, select: select, retap: retap,
                              hidden: hidden, buttons: buttons)
    }), children: tabs())
}

extension SceneNode {
    /// A presentation in a window of its own above everything (an in-app browser presented from the
    /// window's root view controller), over the store's optional `item`: shown whatever other sheets
    /// are up, above all of them, and it takes the touches (see ``PresentationHost/window``). `style`:
    /// `.fullScreenCover` for one no swipe dismisses (`SFSafariViewController` presented full screen);
    /// `dismissDisabled`: `interactiveDismissDisabled` of a `.sheet` one. `content`: its own stacks.
    ///
    /// ```swift
    /// view("root").window("safari", item: \.browsing, style: .fullScreenCover)
    /// ```
    public func window<Item: Hashable & Sendable>(
        _ name: String, item: WritableKeyPath<Store, Item?>, style: PresentationStyle = .sheet,
        dismissDisabled: ((Store) -> Bool)? = nil, onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        @SceneBuilder<Store> content: () -> [SceneNode<Store>] = { [] }
    ) -> SceneNode {
        presenting(name, content()) { scene, _ in
            scene.addSheet(name, item, style: style, over: nil, host: .window, dismissDisabled: dismissDisabled, onDismiss: onDismiss,
                           onAppear: onAppear, task: task)
        }
    }

    /// A window of its own above everything over the store's Boolean (see ``window(_:item:style:dismissDisabled:onDismiss:onAppear:task:content:)``).
    ///
    /// ```swift
    /// view("root").window("toast", isPresented: \.showsToast, style: .fullScreenCover)
    /// ```
    public func window(
        _ name: String, isPresented: WritableKeyPath<Store, Bool>, style: PresentationStyle = .sheet,
        dismissDisabled: ((Store) -> Bool)? = nil, onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        @SceneBuilder<Store> content: () -> [SceneNode<Store>] = { [] }
    ) -> SceneNode {
        presenting(name, content()) { scene, _ in
            scene.addSheet(name, isPresented: isPresented, style: style, over: nil, host: .window, dismissDisabled: dismissDisabled,
                           onDismiss: onDismiss, onAppear: onAppear, task: task)
        }
    }

    /// Sheets over sheets kept as an array of layers (`[Layer]`: `.sheet(item:)` on this node for the
    /// first layer, then on each layer's content for the next), presented by this node: up to `depth`
    /// layers, named `name[0]`, `name[1]`, …; swiping layer k down writes the array cut to its first k
    /// layers. `path`: each layer's own `NavigationStack(path:)`, a stack named as its layer.
    ///
    /// ```swift
    /// // struct Layer: Hashable { var item: Item; var path: [Route] }
    /// navigationStack("home", \.home).sheetLayers("sheet", \.presented, upTo: 3, path: \.path)
    /// ```
    public func sheetLayers<Layer: Hashable & Sendable, Route: Hashable & Sendable>(
        _ name: String, _ layers: WritableKeyPath<Store, [Layer]>, upTo depth: Int, style: PresentationStyle = .sheet,
        path: WritableKeyPath<Layer, [Route]>, dismissDisabled: ((Store) -> Bool)? = nil
    ) -> SceneNode {
        presenting(name, []) { scene, over in
            scene.addSheetLayers(name, layers, upTo: depth, style: style, path: path, dismissDisabled: dismissDisabled, over: over)
        }
    }

    /// Sheets over sheets kept as an array of layers with no stack of their own (see
    /// ``sheetLayers(_:_:upTo:style:path:dismissDisabled:)``).
    ///
    /// ```swift
    /// view("root").sheetLayers("alert", \.alerts, upTo: 2)
    /// ```
    public func sheetLayers<Layer: Hashable & Sendable>(
        _ name: String, _ layers: WritableKeyPath<Store, [Layer]>, upTo depth: Int, style: PresentationStyle = .sheet,
        dismissDisabled: ((Store) -> Bool)? = nil
    ) -> SceneNode {
        presenting(name, []) { scene, over in
            scene.addSheetLayers(name, layers, upTo: depth, style: style, path: Optional<WritableKeyPath<Layer, [String]>>.none,
                                 dismissDisabled: dismissDisabled, over: over)
        }
    }
}

extension SceneLowering {
    /// A ``pushedScreen(depth:_:)`` sets the host of what is attached inside it; what it holds can only
    /// be views and presentations (its screen's hooks are the stack's).
    static func checkPushedScreen(_ node: SceneNode<Store>, in context: inout LoweringContext) {
        if let depth = node.pushedDepth {
            guard let stack = context.aroundStack else {
                preconditionFailure("NavCheck: pushedScreen(depth: \(depth)) is a screen pushed on a stack, but it is not in the "
                    + "root: of a navigationStack; put it there: navigationStack(\"home\", \\.path) { pushedScreen(depth: \(depth)).sheet(…) }")
            }
            context.host = .screen(stack: stack, depth: depth)
        }
        guard case .screen(let stack, let depth)? = context.host else { return }
        let place = "pushedScreen(depth: \(depth)) of \(stack)"
        if case .view = node.kind {} else {
            preconditionFailure("NavCheck: \(place) holds \(node.name), a container; a pushed screen holds views and what they "
                + "present (.sheet, .fullScreenCover, .window)")
        }
        if !node.hooks.isEmpty {
            preconditionFailure("NavCheck: \(place) has hooks (.onAppear, .onDisappear, .task, .onChange or .state) on \(node.name); "
                + "a pushed screen's hooks are its stack's: navigationStack(\"\(stack)\", …, onAppear:, task:), told the route")
        }
    }
}
