import ModelChecker
import NavigationModel

// The views of a split view's columns, with hooks of their own (the view tree's `navigationSplitView`
// with `sidebar:`, `content:` and `detail:`): a column's view is on view while its column shows.

/// A column of a `NavigationSplitView`.
public enum SplitColumn: String, Sendable, Hashable, CaseIterable {
    /// The leading column (the sidebar's `List(selection:)`).
    case sidebar
    /// The middle column of a three-column split view.
    case content
    /// The trailing column.
    case detail
}

/// The column of a split view a view of the tree sits in.
struct ColumnPlace: Hashable {
    let split: String
    let column: SplitColumn
}

extension AppMachine {
    /// Whether a split view's column shows: its split view is on view (its layer, its tab, not covered by a
    /// full-screen cover) and, collapsed, the column is the top of the collapsed stack (the sidebar while
    /// nothing is selected, the content column while it has no selection, the detail once every selection
    /// column has one); in regular width, the column visibility shows it (the detail always).
    func isColumnOnView(_ place: ColumnPlace, _ world: AppWorld<App>) -> Bool {
        guard let split = declaredSplit(place.split),
              world.visible.contains(where: { stackName(ofPlace: $0.place) == place.split }) else { return false }
        let selection = split.sidebar.selected(world.store)
        let content = selection == nil ? nil : split.content?.selected(world.store)
        let three = split.content != nil
        if world.sizeClass == .compact {
            switch place.column {
            case .sidebar: return selection == nil
            case .content: return three && selection != nil && content == nil
            case .detail: return selection != nil && (!three || content != nil)
            }
        }
        let visibility = split.visibility.map { world.store[keyPath: $0] } ?? world.columnVisibility[split.name] ?? split.kept.first
        switch place.column {
        case .sidebar: return visibility == .all || visibility == .automatic || (visibility == .doubleColumn && !three)
        case .content: return three && visibility != .detailOnly
        case .detail: return true
        }
    }
}
