import ModelChecker
import NavigationModel

// A three-column `NavigationSplitView` whose detail column is a plain view, not a `NavigationStack`:
// the detail shows the content column's selection and pushes nothing.

extension Scene {
    /// A three-column `NavigationSplitView` whose detail column is a plain view (no
    /// `NavigationStack(path:)` in it): the sidebar's `List(selection:)` over `selection`, the content
    /// column's over `content`, and a detail that shows the content column's selection.
    ///
    /// ```swift
    /// // NavigationSplitView {
    /// //     List(folders, selection: $mail.folder) { … }
    /// // } content: {
    /// //     List(mail.messages, selection: $mail.message) { … }
    /// // } detail: {
    /// //     MessageView(message: mail.message)          // no NavigationStack
    /// // }
    /// Scene().split("mail", selection: \.folder, rows: Folder.all, content: \.message, contentRows: { $0.messages })
    /// ```
    ///
    /// What the system does is what it does to a three-column split view with a detail stack whose
    /// path stays empty: a tap on a row writes its column's selection; in regular width the detail
    /// column shows the content column's selected row (`Empty` with none) and back is never offered; in
    /// compact width the collapsed stack is the sidebar, then the content column, then the detail, and
    /// back from the detail writes nil to `content`, back from the content column nil to `selection`.
    /// The split view is named `name` in traces (`select(mail, inbox)`, `back(mail)`), and its detail is
    /// the screen `mail` (`everyScreenReachable`).
    ///
    /// - Parameters:
    ///   - onAppear, onDisappear, task: the detail's hooks, run when the detail of a row comes on view or
    ///     goes (given that row; another row's detail is another screen). Hooks of each column as a view
    ///     are declared in the view tree (``navigationSplitView(_:selection:rows:content:contentRows:visibility:columns:sidebar:content:detail:)``).
    ///   - The others: as ``split(_:selection:rows:content:contentRows:path:visibility:columns:in:sheet:backHidden:onAppear:onDisappear:task:)``
    ///     takes them.
    @available(*, deprecated, message: "declare the split view in the view tree: Scene { navigationSplitView(name, selection: \\.selection, rows: rows) { … } detail: { … } }")
    public func split<Row: Hashable & Sendable, ContentRow: Hashable & Sendable, Tab>(
        _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
        content: WritableKeyPath<Store, ContentRow?>, contentRows: @escaping (Row) -> [ContentRow],
        visibility: WritableKeyPath<Store, ColumnVisibility>? = nil, columns: SplitColumns = .fixed,
        in tab: Tab? = String?.none, sheet: String? = nil,
        onAppear: ((inout Store, ContentRow) -> Void)? = nil, onDisappear: ((inout Store, ContentRow) -> Void)? = nil,
        task: ((ContentRow) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        addSplit(name, selection: selection, rows: rows, content: content, contentRows: contentRows, visibility: visibility, columns: columns, in: tab, sheet: sheet, onAppear: onAppear, onDisappear: onDisappear, task: task)
    }

    /// The split view of the deprecated form above.
    func addSplit<Row: Hashable & Sendable, ContentRow: Hashable & Sendable, Tab>(
        _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
        content: WritableKeyPath<Store, ContentRow?>, contentRows: @escaping (Row) -> [ContentRow],
        visibility: WritableKeyPath<Store, ColumnVisibility>? = nil, columns: SplitColumns = .fixed,
        in tab: Tab? = String?.none, sheet: String? = nil,
        onAppear: ((inout Store, ContentRow) -> Void)? = nil, onDisappear: ((inout Store, ContentRow) -> Void)? = nil,
        task: ((ContentRow) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        let shown: (Store) -> ContentRow? = { store in store[keyPath: selection] == nil ? nil : store[keyPath: content] }
        var s = detailWithoutStack(name, tab: tab.map { label(of: $0) }, sheet: sheet, shown: shown,
                                   rows: Self.allContentRows(rows, contentRows),
                                   onAppear: onAppear, onDisappear: onDisappear, task: task)
        s.splits.append(Self.threeColumns(name, selection: selection, rows: rows, content: content, contentRows: contentRows,
                                          visibility: visibility, columns: columns))
        return s
    }

    /// A two-column `NavigationSplitView` whose detail column is a plain view (no `NavigationStack(path:)`
    /// in it): the sidebar's `List(selection:)` over `selection`, and a detail that shows the selected
    /// row. What the system does is what it does to a two-column split view whose detail path stays
    /// empty: in regular width back is never offered; collapsed, back from the detail writes nil to
    /// `selection`. The other parameters are those of the three-column form above (the detail's hooks
    /// are given the selected row).
    @available(*, deprecated, message: "declare the split view in the view tree: Scene { navigationSplitView(name, selection: \\.selection, rows: rows) { … } detail: { … } }")
    public func split<Row: Hashable & Sendable, Tab>(
        _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
        visibility: WritableKeyPath<Store, ColumnVisibility>? = nil, columns: SplitColumns = .fixed,
        in tab: Tab? = String?.none, sheet: String? = nil,
        onAppear: ((inout Store, Row) -> Void)? = nil, onDisappear: ((inout Store, Row) -> Void)? = nil,
        task: ((Row) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        addSplit(name, selection: selection, rows: rows, visibility: visibility, columns: columns, in: tab, sheet: sheet, onAppear: onAppear, onDisappear: onDisappear, task: task)
    }

    /// The split view of the deprecated form above.
    func addSplit<Row: Hashable & Sendable, Tab>(
        _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
        visibility: WritableKeyPath<Store, ColumnVisibility>? = nil, columns: SplitColumns = .fixed,
        in tab: Tab? = String?.none, sheet: String? = nil,
        onAppear: ((inout Store, Row) -> Void)? = nil, onDisappear: ((inout Store, Row) -> Void)? = nil,
        task: ((Row) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        var s = detailWithoutStack(name, tab: tab.map { label(of: $0) }, sheet: sheet, shown: { $0[keyPath: selection] }, rows: rows,
                                   onAppear: onAppear, onDisappear: onDisappear, task: task)
        s.splits.append(SplitDeclaration(
            name: name, sidebar: SplitColumnDeclaration(selection, rows: { _ in rows }, all: rows), content: nil,
            visibility: visibility, columns: columns))
        return s
    }

    /// The detail column of a split view as a stack whose path is always empty: its screen is the detail
    /// of the row `shown` gives (among `rows`), whose hooks are given that row (a row left is found by its
    /// name, as the screen that goes names it).
    private func detailWithoutStack<Row>(
        _ name: String, tab: String?, sheet: String?, shown: @escaping (Store) -> Row?, rows: [Row],
        onAppear: ((inout Store, Row) -> Void)?, onDisappear: ((inout Store, Row) -> Void)?, task: ((Row) -> ScreenTask<Store>?)?
    ) -> Scene {
        var hooks = ScreenHooks<Store>()
        if let onAppear { hooks.onAppear = { store, _ in if let row = shown(store) { onAppear(&store, row) } } }
        if let onDisappear {
            hooks.onDisappear = { store, _, route in
                if let row = rows.first(where: { route == label(of: $0) }) { onDisappear(&store, row) }
            }
        }
        if let task { hooks.task = { store, _ in shown(store).flatMap(task) } }
        var s = self
        s.stacks.append(StackDeclaration(
            name: name, tab: tab, sheet: sheet, routes: { _ in [] }, top: { _ in (0, nil) },
            pop: { _ in }, popTo: { _, _ in }, backHidden: { _, _ in false }, hooks: hooks))
        return s
    }
}
