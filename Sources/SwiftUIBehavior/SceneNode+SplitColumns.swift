import ModelChecker
import NavigationModel

// `NavigationSplitView { sidebar } content: { … } detail: { … }` in the view tree: each column a view
// with hooks of its own, and a three-column split view whose detail is not a `NavigationStack`.

/// A two-column `NavigationSplitView` whose columns are views with hooks of their own: `sidebar` and
/// `detail` (`.onAppear`, `.task`, `.onDisappear`, `@State`, presentations) run when their column comes
/// on view or goes: collapsed, the sidebar shows while nothing is selected and the detail once a row is;
/// in regular width, the detail always, the sidebar as the column visibility says. The other parameters
/// are those of ``navigationSplitView(_:selection:rows:path:visibility:columns:backHidden:onAppear:onDisappear:task:)``.
///
/// ```swift
/// navigationSplitView("exercises", selection: \.exercise, rows: Exercise.all, path: \.detailPath) {
///     view("list").task(ScreenTask("loadExercises") { $0.loaded = true })
/// } detail: {
///     view("detail").onAppear { $0.detailShown += 1 }
/// }
/// ```
public func navigationSplitView<Store, Row: Hashable & Sendable, Route: Hashable & Sendable>(
    _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row], path: WritableKeyPath<Store, [Route]>,
    visibility: WritableKeyPath<Store, ColumnVisibility>? = nil, columns: SplitColumns = .fixed,
    @SceneBuilder<Store> sidebar: () -> [SceneNode<Store>], @SceneBuilder<Store> detail: () -> [SceneNode<Store>] = { [] }
) -> SceneNode<Store> {
    var node = navigationSplitView(name, selection: selection, rows: rows, path: path, visibility: visibility, columns: columns)
    node.columns = [(.sidebar, sidebar()), (.detail, detail())]
    return node
}

/// A three-column `NavigationSplitView` with a detail stack, whose columns are views with hooks of their
/// own (`sidebar`, `content`, `detail`): the content column's show, collapsed, while the sidebar has a
/// selection and the content column none; in regular width unless the visibility is `.detailOnly`. The
/// other parameters are those of ``navigationSplitView(_:selection:rows:content:contentRows:path:visibility:columns:backHidden:onAppear:onDisappear:task:)``.
public func navigationSplitView<Store, Row: Hashable & Sendable, ContentRow: Hashable & Sendable, Route: Hashable & Sendable>(
    _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
    content: WritableKeyPath<Store, ContentRow?>, contentRows: @escaping (Row) -> [ContentRow],
    path: WritableKeyPath<Store, [Route]>, visibility: WritableKeyPath<Store, ColumnVisibility>? = nil,
    columns: SplitColumns = .fixed, @SceneBuilder<Store> sidebar: () -> [SceneNode<Store>],
    @SceneBuilder<Store> content contentColumn: () -> [SceneNode<Store>] = { [] },
    @SceneBuilder<Store> detail: () -> [SceneNode<Store>] = { [] }
) -> SceneNode<Store> {
    var node = navigationSplitView(name, selection: selection, rows: rows, content: content, contentRows: contentRows, path: path,
                                   visibility: visibility, columns: columns)
    node.columns = [(.sidebar, sidebar()), (.content, contentColumn()), (.detail, detail())]
    return node
}

/// A three-column `NavigationSplitView` whose detail column is a plain view, not a `NavigationStack`
/// (see ``Scene/split(_:selection:rows:content:contentRows:visibility:columns:in:sheet:onAppear:onDisappear:task:)``):
/// the detail shows the content column's selection and pushes nothing. Its columns are views with hooks
/// of their own, as the split view with a detail stack takes them.
///
/// ```swift
/// // NavigationSplitView { List(selection: $mail.folder) { … } }
/// //     content: { List(selection: $mail.message) { … }.task { await mail.load() } }
/// //     detail: { MessageView(message: mail.message) }
/// navigationSplitView("mail", selection: \.folder, rows: Folder.all, content: \.message, contentRows: { $0.messages }) {
///     view("folders")
/// } content: {
///     view("messages").task(ScreenTask("load") { $0.loaded = true })
/// } detail: {
///     view("message").onAppear { $0.opened += 1 }
/// }
/// ```
public func navigationSplitView<Store, Row: Hashable & Sendable, ContentRow: Hashable & Sendable>(
    _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
    content: WritableKeyPath<Store, ContentRow?>, contentRows: @escaping (Row) -> [ContentRow],
    visibility: WritableKeyPath<Store, ColumnVisibility>? = nil, columns: SplitColumns = .fixed,
    @SceneBuilder<Store> sidebar: () -> [SceneNode<Store>] = { [] },
    @SceneBuilder<Store> content contentColumn: () -> [SceneNode<Store>] = { [] },
    @SceneBuilder<Store> detail: () -> [SceneNode<Store>] = { [] }
) -> SceneNode<Store> {
    var node = SceneNode<Store>(.split(name, { scene, tab, sheet in
        scene.addSplit(name, selection: selection, rows: rows, content: content, contentRows: contentRows, visibility: visibility,
                    columns: columns, in: tab, sheet: sheet)
    }))
    node.columns = [(.sidebar, sidebar()), (.content, contentColumn()), (.detail, detail())]
    return node
}

/// A two-column `NavigationSplitView` whose detail column is a plain view, not a `NavigationStack`
/// (see ``Scene/split(_:selection:rows:visibility:columns:in:sheet:onAppear:onDisappear:task:)``): the
/// detail shows the sidebar's selection and pushes nothing. Its columns are views with hooks of their own.
public func navigationSplitView<Store, Row: Hashable & Sendable>(
    _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
    visibility: WritableKeyPath<Store, ColumnVisibility>? = nil, columns: SplitColumns = .fixed,
    @SceneBuilder<Store> sidebar: () -> [SceneNode<Store>] = { [] },
    @SceneBuilder<Store> detail: () -> [SceneNode<Store>] = { [] }
) -> SceneNode<Store> {
    var node = SceneNode<Store>(.split(name, { scene, tab, sheet in
        scene.addSplit(name, selection: selection, rows: rows, visibility: visibility, columns: columns, in: tab, sheet: sheet)
    }))
    node.columns = [(.sidebar, sidebar()), (.detail, detail())]
    return node
}
