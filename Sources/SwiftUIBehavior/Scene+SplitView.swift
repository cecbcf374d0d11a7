import ModelChecker
import NavigationModel

// `NavigationSplitView` in a user's app: the sidebar's `List(selection:)` (and, with three columns,
// the content column's), the column visibility, and a `NavigationStack(path:)` in the detail column,
// wherever a stack can be (the app's root, a tab, a sheet).

extension Scene {
    /// A two-column `NavigationSplitView` whose sidebar is a `List(selection:)` over the store's
    /// `selection`, and whose detail column holds a `NavigationStack(path:)` over the store's `path`.
    ///
    /// ```swift
    /// // NavigationSplitView(columnVisibility: $router.columns) {
    /// //     List(exercises, selection: $router.exercise) { … }
    /// // } detail: { NavigationStack(path: $router.detailPath) { … } }
    /// Scene().split("exercises", selection: \.exercise, rows: Exercise.all, path: \.detailPath,
    ///               visibility: \.columns, in: Tab.exercises)
    /// ```
    ///
    /// What the system does by itself: a tap on a sidebar row writes `selection`
    /// (`select(exercises, squat)`); in regular width the columns show side by side, the sidebar
    /// button writes the column visibility (`showColumns(exercises, .detailOnly)`) when it is bound
    /// (`visibility:`) or declared as changing (`columns: .changes`), and back pops the detail stack;
    /// in compact width the split view collapses into one stack (the sidebar, then the
    /// selected row's detail, then the detail stack's screens), and back pops the detail stack, then,
    /// from the detail's first screen, writes nil to `selection`. The size class changes as the
    /// app's profile allows (`resize(…)`), whether or not the scene declares
    /// ``sizeClass(onChange:)``.
    ///
    /// - Parameters:
    ///   - name: the split view's name; its detail stack has the same name (`back(exercises)`).
    ///   - selection: the store's property the sidebar's `List(selection:)` reads and writes.
    ///   - rows: the sidebar's rows, in order (the rows a person can tap).
    ///   - path: the store's property the detail column's `NavigationStack(path:)` reads and writes.
    ///   - visibility: the store's property `columnVisibility:` is bound to; nil: not bound (SwiftUI
    ///     keeps it, as `columns` says). A store that keeps SwiftUI's own type maps it in the test
    ///     target with a computed property.
    ///   - columns: for a visibility SwiftUI keeps, where it starts and whether the sidebar button's
    ///     changes are explored (``SplitColumns``; default ``SplitColumns/fixed``: `.automatic`, not
    ///     explored). A bound visibility starts where the store says and is always explored.
    ///   - tab: the tab that shows the split view (nil: shown whatever tab is selected).
    ///   - sheet: the sheet it is presented in (nil: the app's main content).
    ///   - backHidden: whether the top screen of the detail stack hides its back button, given the
    ///     size class the views read.
    ///   - onAppear, onDisappear, task: the detail stack's screens' hooks, as ``stack(_:_:in:sheet:backHidden:onAppear:onDisappear:task:onLeave:taskWithStore:)``
    ///     takes them (nil route: the detail's first screen, which shows the selected row; another row's
    ///     detail is another screen).
    @available(*, deprecated, message: "declare the split view in the view tree: Scene { navigationSplitView(name, selection: \\.selection, rows: rows, path: \\.path) }")
    public func split<Row: Hashable & Sendable, Route: Hashable & Sendable, Tab>(
        _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row], path: WritableKeyPath<Store, [Route]>,
        visibility: WritableKeyPath<Store, ColumnVisibility>? = nil, columns: SplitColumns = .fixed, in tab: Tab? = String?.none,
        sheet: String? = nil, backHidden: ((Store, SizeClass?) -> Bool)? = nil, onAppear: ((inout Store, Route?) -> Void)? = nil,
        onDisappear: ((inout Store, Route?) -> Void)? = nil, task: ((Route?) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        addSplit(name, selection: selection, rows: rows, path: path, visibility: visibility, columns: columns,
                 tab: tab.map { label(of: $0) }, sheet: sheet, backHidden: backHidden, onAppear: onAppear, onDisappear: onDisappear,
                 task: task)
    }

    /// The split view of ``split(_:selection:rows:path:visibility:columns:in:sheet:backHidden:onAppear:onDisappear:task:)``.
    func addSplit<Row: Hashable & Sendable, Route: Hashable & Sendable>(
        _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row], path: WritableKeyPath<Store, [Route]>,
        visibility: WritableKeyPath<Store, ColumnVisibility>?, columns: SplitColumns, tab: String?, sheet: String?,
        backHidden: ((Store, SizeClass?) -> Bool)?, onAppear: ((inout Store, Route?) -> Void)?,
        onDisappear: ((inout Store, Route?) -> Void)?, task: ((Route?) -> ScreenTask<Store>?)?
    ) -> Scene {
        var s = addStack(name, path, tab: tab, sheet: sheet, backHidden: nil, onAppear: onAppear, onDisappear: onDisappear,
                         task: task, onLeave: nil, taskWithStore: nil)
        if let backHidden { s = s.backHidden(name, backHidden) }
        s.splits.append(SplitDeclaration(
            name: name, sidebar: SplitColumnDeclaration(selection, rows: { _ in rows }, all: rows), content: nil,
            visibility: visibility, columns: columns))
        return s
    }

    /// A three-column `NavigationSplitView`: the sidebar's `List(selection:)` over `selection`, the
    /// content column's over `content` (its rows depend on the sidebar's selection), and a
    /// `NavigationStack(path:)` over `path` in the detail column.
    ///
    /// In compact width the collapsed stack is the sidebar, then the content column when the sidebar
    /// has a selection, then the detail when the content column has one, then the detail stack's
    /// screens; back from the detail's first screen writes nil to `content`, and back from the content
    /// column writes nil to `selection`. The other parameters are those of the two-column split view.
    ///
    /// - Parameters:
    ///   - content: the store's property the content column's `List(selection:)` reads and writes.
    ///   - contentRows: the content column's rows for a sidebar row.
    @available(*, deprecated, message: "declare the split view in the view tree: Scene { navigationSplitView(name, selection: \\.selection, rows: rows, content: \\.content, contentRows: { … }, path: \\.path) }")
    public func split<Row: Hashable & Sendable, ContentRow: Hashable & Sendable, Route: Hashable & Sendable, Tab>(
        _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
        content: WritableKeyPath<Store, ContentRow?>, contentRows: @escaping (Row) -> [ContentRow],
        path: WritableKeyPath<Store, [Route]>, visibility: WritableKeyPath<Store, ColumnVisibility>? = nil,
        columns: SplitColumns = .fixed, in tab: Tab? = String?.none, sheet: String? = nil,
        backHidden: ((Store, SizeClass?) -> Bool)? = nil,
        onAppear: ((inout Store, Route?) -> Void)? = nil, onDisappear: ((inout Store, Route?) -> Void)? = nil,
        task: ((Route?) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        addSplit(name, selection: selection, rows: rows, content: content, contentRows: contentRows, path: path,
                 visibility: visibility, columns: columns, tab: tab.map { label(of: $0) }, sheet: sheet, backHidden: backHidden,
                 onAppear: onAppear, onDisappear: onDisappear, task: task)
    }

    /// The split view of ``split(_:selection:rows:content:contentRows:path:visibility:columns:in:sheet:backHidden:onAppear:onDisappear:task:)``.
    func addSplit<Row: Hashable & Sendable, ContentRow: Hashable & Sendable, Route: Hashable & Sendable>(
        _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row],
        content: WritableKeyPath<Store, ContentRow?>, contentRows: @escaping (Row) -> [ContentRow],
        path: WritableKeyPath<Store, [Route]>, visibility: WritableKeyPath<Store, ColumnVisibility>?, columns: SplitColumns,
        tab: String?, sheet: String?, backHidden: ((Store, SizeClass?) -> Bool)?, onAppear: ((inout Store, Route?) -> Void)?,
        onDisappear: ((inout Store, Route?) -> Void)?, task: ((Route?) -> ScreenTask<Store>?)?
    ) -> Scene {
        var s = addStack(name, path, tab: tab, sheet: sheet, backHidden: nil, onAppear: onAppear, onDisappear: onDisappear,
                         task: task, onLeave: nil, taskWithStore: nil)
        if let backHidden { s = s.backHidden(name, backHidden) }
        s.splits.append(Self.threeColumns(name, selection: selection, rows: rows, content: content, contentRows: contentRows,
                                          visibility: visibility, columns: columns))
        return s
    }

    /// Every content row any sidebar row shows, once each, in order: the actions a person may take.
    static func allContentRows<Row, ContentRow: Equatable>(_ rows: [Row], _ contentRows: (Row) -> [ContentRow]) -> [ContentRow] {
        var all: [ContentRow] = []
        for row in rows { for c in contentRows(row) where !all.contains(c) { all.append(c) } }
        return all
    }

    /// A three-column split view's declaration: the sidebar's column, and the content column whose rows
    /// depend on the sidebar's selection.
    static func threeColumns<Row: Hashable & Sendable, ContentRow: Hashable & Sendable>(
        _ name: String, selection: WritableKeyPath<Store, Row?>, rows: [Row], content: WritableKeyPath<Store, ContentRow?>,
        contentRows: @escaping (Row) -> [ContentRow], visibility: WritableKeyPath<Store, ColumnVisibility>?, columns: SplitColumns
    ) -> SplitDeclaration<Store> {
        let all = allContentRows(rows, contentRows)
        let listed: (Store) -> [ContentRow] = { store in store[keyPath: selection].map(contentRows) ?? [] }
        return SplitDeclaration(
            name: name, sidebar: SplitColumnDeclaration(selection, rows: { _ in rows }, all: rows),
            content: SplitColumnDeclaration(content, rows: listed, all: all), visibility: visibility, columns: columns)
    }

    /// `navigationBarBackButtonHidden(_:)` on the top screen of `stack`, read with the size class the
    /// views read (a screen that hides its back button only in compact width, say): replaces what the
    /// stack's `backHidden:` says.
    ///
    /// ```swift
    /// Scene { navigationSplitView("folders", selection: \.folder, rows: Folder.all, path: \.notes) }
    ///     .backHidden("folders") { _, sizeClass in sizeClass == .regular }
    /// ```
    public func backHidden(_ stack: String, _ hidden: @escaping (Store, SizeClass?) -> Bool) -> Scene {
        var s = self
        s.stacks = stacks.map { $0.name == stack ? $0.hidingBack(hidden) : $0 }
        s.readsSizeClassItself = true
        return s
    }

    /// `interactiveDismissDisabled(_:)` on the sheet `sheet`, read with the size class the views read (a
    /// sheet that cannot be swiped away in compact width, say): replaces what the sheet's
    /// `dismissDisabled:` says.
    ///
    /// ```swift
    /// Scene { view("root").sheet("composer", item: \.composing) }
    ///     .dismissDisabled("composer") { _, sizeClass in sizeClass == .compact }
    /// ```
    public func dismissDisabled(_ sheet: String, _ disabled: @escaping (Store, SizeClass?) -> Bool) -> Scene {
        var s = self
        s.dismissDisabledBySizeClass[sheet] = disabled
        s.readsSizeClassItself = true
        return s
    }

    /// Whether the views read the size class: a `sizeClass(onChange:)`, a split view, or tabs, a hidden
    /// back button or a locked sheet that depend on it.
    var readsSizeClass: Bool { sizeClass != nil || !splits.isEmpty || readsSizeClassItself }

    /// The split view whose detail stack is `stack`, if any.
    func split(_ stack: String) -> SplitDeclaration<Store>? {
        splits.isEmpty ? nil : splits.first { $0.name == stack }
    }
}

/// One `List(selection:)` column of a split view: its selection binding and its rows, as text.
struct SplitColumnDeclaration<Store> {
    /// The selected row's description, or nil.
    let selected: (Store) -> String?
    /// The rows listed now, as text.
    let rows: (Store) -> [String]
    /// Every row the column may list, as text, in order.
    let all: [String]
    /// Writes the listed row named `row` to the binding (nothing when it is not listed).
    let select: (inout Store, String) -> Void
    /// Writes nil to the binding.
    let deselect: (inout Store) -> Void
    /// The binding, to tell two columns bound to the same property.
    let binding: AnyKeyPath

    init<Row: Hashable & Sendable>(_ selection: WritableKeyPath<Store, Row?>, rows: @escaping (Store) -> [Row], all: [Row]) {
        selected = { store in store[keyPath: selection].map { label(of: $0) } }
        self.rows = { store in rows(store).map { label(of: $0) } }
        self.all = all.map { label(of: $0) }
        select = { store, name in
            guard let row = rows(store).first(where: { label(of: $0) == name }) else { return }
            store[keyPath: selection] = row
        }
        deselect = { store in store[keyPath: selection] = nil }
        binding = selection
    }
}

/// A declared split view (a class, as ``StackDeclaration`` is); its detail stack is the stack of the
/// same name.
final class SplitDeclaration<Store> {
    let name: String
    let sidebar: SplitColumnDeclaration<Store>
    /// The content column (three columns), or nil.
    let content: SplitColumnDeclaration<Store>?
    /// The bound column visibility, or nil when SwiftUI keeps it.
    let visibility: WritableKeyPath<Store, ColumnVisibility>?
    /// Where a visibility SwiftUI keeps starts, and whether it changes.
    let kept: SplitColumns

    init(name: String, sidebar: SplitColumnDeclaration<Store>, content: SplitColumnDeclaration<Store>?,
         visibility: WritableKeyPath<Store, ColumnVisibility>?, columns: SplitColumns) {
        if visibility != nil && columns != .fixed {
            preconditionFailure("NavCheck: split view \(name) binds its column visibility to the store (visibility:), "
                + "which says where it starts and is always explored; columns: \(columns) is for a visibility SwiftUI keeps")
        }
        self.name = name
        self.sidebar = sidebar
        self.content = content
        self.visibility = visibility
        self.kept = columns
    }

    /// Whether the column visibility is a state: bound to the store, or declared as changing.
    var visibilityChanges: Bool { visibility != nil || kept.isChanging }

    /// Whether SwiftUI keeps the column visibility and it changes: a part of the state that is not the store's.
    var keptAndChanging: Bool { visibility == nil && kept.isChanging }

    /// The selection columns, leading first.
    var columns: [SplitColumnDeclaration<Store>] { [sidebar] + (content.map { [$0] } ?? []) }

    /// The visibilities the sidebar button and the leading-edge swipe move between, in regular width.
    var offeredVisibilities: [ColumnVisibility] { content == nil ? [.all, .detailOnly] : [.all, .doubleColumn, .detailOnly] }
}
