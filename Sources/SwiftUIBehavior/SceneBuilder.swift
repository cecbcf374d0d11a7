import NavigationModel

/// Builds the view tree of a ``Scene`` as SwiftUI's `@ViewBuilder` builds a `body`: one node per
/// line, nested in the container that holds it.
///
/// ```swift
/// Scene {
///     tabView(\.tab) {
///         navigationStack("home", \.homePath).tag(Tab.home)
///         navigationStack("search", \.searchPath).tag(Tab.search)
///     }
///     .sheet("editor", item: \.editing) { navigationStack("editor", \.editorPath) }
/// }
/// ```
@resultBuilder
public enum SceneBuilder<Store> {
    /// One node.
    public static func buildExpression(_ node: SceneNode<Store>) -> [SceneNode<Store>] { [node] }
    /// Nodes in the order written.
    public static func buildBlock(_ parts: [SceneNode<Store>]...) -> [SceneNode<Store>] { parts.flatMap { $0 } }
    /// An `if` without `else` whose condition is known when the tree is declared (a flag of the spec).
    public static func buildOptional(_ part: [SceneNode<Store>]?) -> [SceneNode<Store>] { part ?? [] }
    /// The taken side of an `if`/`else` known when the tree is declared (for the size class, whose
    /// value changes while the app runs, use ``ifCompact(_:else:)``).
    public static func buildEither(first part: [SceneNode<Store>]) -> [SceneNode<Store>] { part }
    /// The taken side of an `if`/`else` known when the tree is declared.
    public static func buildEither(second part: [SceneNode<Store>]) -> [SceneNode<Store>] { part }
    /// A `for` loop over values known when the tree is declared.
    public static func buildArray(_ parts: [[SceneNode<Store>]]) -> [SceneNode<Store>] { parts.flatMap { $0 } }
}

extension Scene {
    /// The scene declared as the app's view tree: containers nested as in the app's `body`,
    /// presentations attached to the node that presents them, hooks on any node. The tree is lowered
    /// once, here, into the tables the checker runs on; chain the scene-wide parts as before
    /// (`.links(…)`, `.notifications(…)`, `.maxPending(…)`).
    ///
    /// ```swift
    /// // if sizeClass == .compact { NavigationStack(path: $store.path) { … } }
    /// // else { NavigationSplitView { List(selection: $store.selection) { … } } detail: { … } }
    /// Scene {
    ///     ifCompact {
    ///         navigationStack("stack", \.path).task(ScreenTask("sync") { $0.syncCompact() })
    ///     } else: {
    ///         navigationSplitView("split", selection: \.selection, rows: Row.all, path: \.path)
    ///             .state(\.detailShown, initial: false)
    ///     }
    /// }
    /// ```
    public init(@SceneBuilder<Store> _ content: () -> [SceneNode<Store>]) {
        self.init()
        var lowering = SceneLowering<Store>()
        for node in content() { lowering.lower(node, in: LoweringContext(), into: &self) }
    }
}
