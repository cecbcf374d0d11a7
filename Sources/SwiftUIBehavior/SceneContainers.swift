import ModelChecker
import NavigationModel

// The view tree's containers, as free functions named as SwiftUI's views are: a line of a result
// builder that began with a dot (`.navigationStack(…)`) would continue the line before it, as a
// modifier does.

/// A view of the app's own, holding `content` (its screens and containers). `name` names it in
/// traces when it has hooks (its tasks are owned by `node:name`).
///
/// ```swift
/// view("home") {
///     navigationStack("feed", \.feed)
/// }
/// .sheet("compose", isPresented: \.composing)
/// ```
public func view<Store>(_ name: String? = nil, @SceneBuilder<Store> _ content: () -> [SceneNode<Store>]) -> SceneNode<Store> {
    SceneNode<Store>(.view(name), children: content())
}

/// A view of the app's own with no container inside.
///
/// ```swift
/// view("root").onAppear { store in store.launched = true }
/// ```
public func view<Store>(_ name: String? = nil) -> SceneNode<Store> { SceneNode<Store>(.view(name)) }

/// `NavigationStack(path:)` over the store's `path`, whose root holds `root` (a `TabView` there is the
/// tab bar under one stack that every tab's screens push onto). The parameters are those of
/// ``Scene/stack(_:_:in:sheet:backHidden:onAppear:onDisappear:task:onLeave:taskWithStore:)``: hooks of
/// each screen of the stack (nil route: its root), as opposed to the node's own `.onAppear`, which
/// runs when the stack itself comes on view.
///
/// ```swift
/// // NavigationStack(path: $router.path) { TabView(selection: $router.tab) { … } }
/// navigationStack("main", \.path) {
///     tabView(\.tab) { navigationStack("home", \.homePath).tag(Tab.home) }
/// }
/// ```
public func navigationStack<Store, Route: Hashable & Sendable>(
    _ name: String, _ path: WritableKeyPath<Store, [Route]>, backHidden: ((Store) -> Bool)? = nil,
    onAppear: ((inout Store, Route?) -> Void)? = nil, onDisappear: ((inout Store, Route?) -> Void)? = nil,
    task: ((Route?) -> ScreenTask<Store>?)? = nil, taskWithStore: ((Store, Route?) -> ScreenTask<Store>?)? = nil,
    @SceneBuilder<Store> root: () -> [SceneNode<Store>]
) -> SceneNode<Store> {
    stackNode(name, path, backHidden: backHidden, onAppear: onAppear, onDisappear: onDisappear, onLeave: nil, task: task,
              taskWithStore: taskWithStore, root: root())
}

/// The node of a `navigationStack`, with or without `onLeave`.
func stackNode<Store, Route: Hashable & Sendable>(
    _ name: String, _ path: WritableKeyPath<Store, [Route]>, backHidden: ((Store) -> Bool)?,
    onAppear: ((inout Store, Route?) -> Void)?, onDisappear: ((inout Store, Route?) -> Void)?,
    onLeave: ((inout Store, Departure<Route>) -> Void)?, task: ((Route?) -> ScreenTask<Store>?)?,
    taskWithStore: ((Store, Route?) -> ScreenTask<Store>?)?, root: [SceneNode<Store>]
) -> SceneNode<Store> {
    SceneNode<Store>(.stack(name, { scene, tab, sheet in
        scene.addStack(name, path, tab: tab, sheet: sheet, backHidden: backHidden, onAppear: onAppear, onDisappear: onDisappear,
                       task: task, onLeave: onLeave, taskWithStore: taskWithStore)
    }), children: root)
}

/// `NavigationStack(path:)` over the store's `path`, with nothing of the checker's concern at its root.
///
/// ```swift
/// navigationStack("recipes", \.path, onAppear: { store, route in store.seen = route },
///                 task: { route in route.map { r in ScreenTask("load(\(r))") { $0.titles[r] = "…" } } })
/// ```
public func navigationStack<Store, Route: Hashable & Sendable>(
    _ name: String, _ path: WritableKeyPath<Store, [Route]>, backHidden: ((Store) -> Bool)? = nil,
    onAppear: ((inout Store, Route?) -> Void)? = nil, onDisappear: ((inout Store, Route?) -> Void)? = nil,
    task: ((Route?) -> ScreenTask<Store>?)? = nil, taskWithStore: ((Store, Route?) -> ScreenTask<Store>?)? = nil
) -> SceneNode<Store> {
    navigationStack(name, path, backHidden: backHidden, onAppear: onAppear, onDisappear: onDisappear, task: task,
                    taskWithStore: taskWithStore, root: {})
}

/// A two-column `NavigationSplitView`: the sidebar's `List(selection:)` over `selection`, a
/// `NavigationStack(path:)` over `path` in the detail column (see
/// ``Scene/split(_:selection:rows:path:visibility:columns:in:sheet:backHidden:onAppear:onDisappear:task:)``).
/// Its column visibility is bound to the store (`visibility:`) or kept by SwiftUI as `columns:` says:
/// by default at `.automatic`, and not explored (``SplitColumns``).
///
/// ```swift
/// navigationSplitView("library", selection: \.book, rows: Book.all, path: \.chapters, visibility: \.columns)
/// ```
public func navigationSplitView<Store, Row: Hashable & Sendable, Route: Hashable & Sendable>(
    _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row], path: WritableKeyPath<Store, [Route]>,
    visibility: WritableKeyPath<Store, ColumnVisibility>? = nil, columns: SplitColumns = .fixed,
    backHidden: ((Store, SizeClass?) -> Bool)? = nil, onAppear: ((inout Store, Route?) -> Void)? = nil,
    onDisappear: ((inout Store, Route?) -> Void)? = nil, task: ((Route?) -> ScreenTask<Store>?)? = nil
) -> SceneNode<Store> {
    SceneNode<Store>(.split(name, { scene, tab, sheet in
        scene.addSplit(name, selection: selection, rows: rows, path: path, visibility: visibility, columns: columns, tab: tab,
                       sheet: sheet, backHidden: backHidden, onAppear: onAppear, onDisappear: onDisappear, task: task)
    }))
}

/// A three-column `NavigationSplitView`: the sidebar's selection, the content column's (its rows
/// depend on the sidebar's), and a `NavigationStack(path:)` in the detail column (see
/// ``Scene/split(_:selection:rows:content:contentRows:path:visibility:columns:in:sheet:backHidden:onAppear:onDisappear:task:)``).
///
/// ```swift
/// navigationSplitView("mail", selection: \.mailbox, rows: Mailbox.all, content: \.message,
///                     contentRows: { mailbox in mailbox.messages }, path: \.detailPath)
/// ```
public func navigationSplitView<Store, Row: Hashable & Sendable, ContentRow: Hashable & Sendable, Route: Hashable & Sendable>(
    _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
    content: WritableKeyPath<Store, ContentRow?>, contentRows: @escaping (Row) -> [ContentRow],
    path: WritableKeyPath<Store, [Route]>, visibility: WritableKeyPath<Store, ColumnVisibility>? = nil,
    columns: SplitColumns = .fixed, backHidden: ((Store, SizeClass?) -> Bool)? = nil,
    onAppear: ((inout Store, Route?) -> Void)? = nil, onDisappear: ((inout Store, Route?) -> Void)? = nil,
    task: ((Route?) -> ScreenTask<Store>?)? = nil
) -> SceneNode<Store> {
    SceneNode<Store>(.split(name, { scene, tab, sheet in
        scene.addSplit(name, selection: selection, rows: rows, content: content, contentRows: contentRows, path: path,
                       visibility: visibility, columns: columns, tab: tab, sheet: sheet, backHidden: backHidden, onAppear: onAppear,
                       onDisappear: onDisappear, task: task)
    }))
}

/// `TabView(selection:)` over the store's `selection`; its tabs are its children, in order, each
/// marked with ``SceneNode/tag(_:)``; a tab inside an ``ifCompact(_:else:)`` among them is shown in
/// that size class only (`if sizeClass == .regular { StatsView().tag(Tab.stats) }`). In a sheet or
/// cover, the tab bar is that layer's; at the root of a `navigationStack`, what the stack pushes covers
/// the tab bar. `retap` and `buttons`: as
/// ``Scene/tabs(_:_:retap:buttons:)`` takes them.
///
/// ```swift
/// tabView(\.tab) {
///     navigationStack("home", \.homePath).tag(Tab.home)
///     navigationStack("search", \.searchPath).tag(Tab.search)
/// }
/// ```
public func tabView<Store, Tab: Hashable & Sendable>(
    _ selection: WritableKeyPath<Store, Tab>, retap: Retap<Store> = .system, buttons: [Tab] = [],
    @SceneBuilder<Store> _ tabs: () -> [SceneNode<Store>]
) -> SceneNode<Store> {
    SceneNode<Store>(.tabs(custom: false, { scene, tags in
        scene.addTabBar(selection, SceneNode<Store>.values(tags, of: Tab.self), retap: retap, custom: false, hidden: nil, buttons: buttons)
    }), children: tabs())
}

/// A tab bar of the app's own overlaid on its tabs (a `ZStack` of the selected tab's content and a
/// row of buttons writing `selection`); its tabs are its children, each marked with ``SceneNode/tag(_:)``.
/// `retap`, `hidden` and `buttons`: as ``Scene/customTabBar(_:_:retap:hidden:buttons:)`` takes them.
///
/// ```swift
/// customTabBar(\.tab, hidden: { !$0.homePath.isEmpty }) {
///     navigationStack("home", \.homePath).tag(Tab.home)
///     navigationStack("search", \.searchPath).tag(Tab.search)
/// }
/// ```
public func customTabBar<Store, Tab: Hashable & Sendable>(
    _ selection: WritableKeyPath<Store, Tab>, retap: Retap<Store> = .app(.nothing), hidden: ((Store) -> Bool)? = nil,
    buttons: [Tab] = [], @SceneBuilder<Store> _ tabs: () -> [SceneNode<Store>]
) -> SceneNode<Store> {
    SceneNode<Store>(.tabs(custom: true, { scene, tags in
        scene.addTabBar(selection, SceneNode<Store>.values(tags, of: Tab.self), retap: retap, custom: true, hidden: hidden, buttons: buttons)
    }), children: tabs())
}

/// `if horizontalSizeClass == .compact { compact } else { regular }`: two subtrees, one of which
/// exists at a time. A size change destroys the other one (SwiftUI's structural identity): its
/// screens go off view (`onDisappear`, tasks cancelled), its nodes' `@State` is lost, and the
/// subtree now taken is built anew (`onAppear`, `.task` started again). A nil size class takes
/// `regular`, as the `else` of the `if` does.
///
/// ```swift
/// ifCompact {
///     navigationStack("notes", \.path)
/// } else: {
///     navigationSplitView("folders", selection: \.folder, rows: Folder.all, path: \.path)
/// }
/// ```
public func ifCompact<Store>(@SceneBuilder<Store> _ compact: () -> [SceneNode<Store>],
                             @SceneBuilder<Store> else regular: () -> [SceneNode<Store>]) -> SceneNode<Store> {
    SceneNode<Store>(.sizeClass(compact: compact(), regular: regular()))
}
