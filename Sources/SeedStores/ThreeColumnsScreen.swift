import NavigationModel

/// Seed 000's `ThreeColumnsView` around a three-column store: the store, the two lists' highlights,
/// the column visibility and the size class. Every event goes through the store as the view would.
public struct ThreeColumnsScreen<Store: ThreeColumnNavigation>: Sendable, Hashable {
    /// The store.
    public private(set) var store: Store
    /// The sidebar list's highlight.
    public private(set) var sidebarHighlight = ListHighlight()
    /// The content list's highlight.
    public private(set) var contentHighlight = ListHighlight()
    /// `@State var visible`.
    public var visibility: ColumnVisibility = .all
    /// `.navigationSplitViewStyle(.balanced)`: it sizes the columns, it does not change what they show.
    public var style: SplitViewStyle = .balanced
    /// The size class (compact: the split view collapses into a stack).
    public var sizeClass: SizeClass = .regular

    /// A screen over `store`.
    public init(store: Store) { self.store = store }

    /// A tap on sidebar row `id`.
    public mutating func tapSidebar(_ id: Int) {
        sidebarHighlight.tap(id)
        update { $0.setSidebarSelection(id) }
    }

    /// A tap on content row `id` (the rows are shown only while a sidebar row is selected).
    public mutating func tapContent(_ id: Int) {
        contentHighlight.tap(id)
        update { $0.setContentSelection(id) }
    }

    /// The collapsed stack's back button (compact): popping the detail clears the content list's
    /// selection, popping the content clears the sidebar's, through the bindings; the list that clears
    /// its own selection drops its highlight.
    public mutating func navigationBack() {
        if store.detailID != nil, store.contentID != nil {
            contentHighlight.deselect()
            update { $0.setContentSelection(nil) }
        } else if store.contentID != nil {
            sidebarHighlight.deselect()
            update { $0.setSidebarSelection(nil) }
        }
    }

    /// The "Back Parent" button.
    public mutating func backParent() { update { $0.backParent() } }
    /// The "Back Root" button.
    public mutating func backRoot() { update { $0.backRoot() } }
    /// The deferred block runs.
    public mutating func runDeferred() { update { $0.runDeferredDeselect() } }

    /// A change made through the store. In regular width the lists show the new selections: Apple's
    /// `NavigationSplitView` documentation says "Programmatic changes that you make to the selection
    /// property also affect both the list appearance and the presented detail view". In compact width a
    /// list the collapsed stack pops back to keeps its last row grey until it is re-created — the
    /// article's case (000:112, 000:137-139) and why it gives the sidebar an `.id` (000:61).
    mutating func update(_ body: (inout Store) -> Void) {
        let before = store.listIdentities
        body(&store)
        let after = store.listIdentities
        if after.sidebar != before.sidebar || sizeClass == .regular { sidebarHighlight.recreate(selection: store.contentID) }
        if after.content != before.content || sizeClass == .regular { contentHighlight.recreate(selection: store.detailID) }
    }

    /// The columns and their collapse.
    public var layout: SplitLayout {
        let content: ColumnContent = store.contentID.map { ColumnContent("Content \($0)") } ?? ColumnContent("Empty", isPlaceholder: true)
        let detail: ColumnContent = store.detailID.map { ColumnContent("Detail \($0)") } ?? ColumnContent("Empty", isPlaceholder: true)
        return SplitLayout(sidebar: ColumnContent("Sidebar"), content: content, detail: detail,
                           sidebarSelected: store.contentID != nil, contentSelected: store.detailID != nil)
    }

    /// What the user sees, with the highlighted rows: `[Sidebar ▸ 0] | [Content 0 ▸ 1] | [Detail 1]`.
    public var screens: String {
        var text = layout.screens(sizeClass: sizeClass, visibility: visibility)
        let marks = [sidebarHighlight.row.map { "sidebar ▸ \($0)" }, contentHighlight.row.map { "content ▸ \($0)" }].compactMap { $0 }
        if !marks.isEmpty { text += "  (highlighted: " + marks.joined(separator: ", ") + ")" }
        return text
    }
}
