import NavigationModel

/// The seed's `TwoStore` (000 / 003, second scheme), ported exactly: a two-column split view whose
/// sidebar is a `LazyVStack` of tappable rows, with the detail presented through
/// `navigationDestination(isPresented:)` bound to `detailID != nil`.
public struct TwoStore: Sendable, Hashable {
    /// The selected row (`@Published var detailID`).
    public var detailID: Int?

    /// Nothing selected.
    public init() {}

    /// The "Back Parent" button.
    public mutating func backParent() {
        detailID = nil
    }

    /// A row's `onTapGesture`: `store.detailID = i`.
    public mutating func tapRow(_ id: Int) { detailID = id }

    /// The `isPresented` binding's setter: `if !$0 { store.detailID = nil }` (the navigation bar's back
    /// button sets it to false).
    public mutating func setPresented(_ presented: Bool) {
        if !presented { detailID = nil }
    }

    /// The `isPresented` binding's getter.
    public var isPresented: Bool { detailID != nil }

    /// The columns: the sidebar (row `detailID` blue), and the detail column, which shows the presented
    /// `DetailView` or `Text("Empty")`.
    public var layout: SplitLayout {
        SplitLayout(sidebar: ColumnContent(detailID.map { "Sidebar ▸ \($0)" } ?? "Sidebar"), content: nil,
                    detail: isPresented ? ColumnContent("Detail \(detailID ?? -1)") : ColumnContent("Empty", isPlaceholder: true),
                    sidebarSelected: isPresented, contentSelected: false)
    }
}
