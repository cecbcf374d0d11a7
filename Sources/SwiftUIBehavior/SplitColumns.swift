import NavigationModel

/// A split view's column visibility when the app does not bind `NavigationSplitView(columnVisibility:)`
/// to its store: where it starts, and whether the checker explores the sidebar button changing it.
///
/// ```swift
/// // NavigationSplitView { … } detail: { … }                        columns: .fixed (the default)
/// // NavigationSplitView(columnVisibility: .constant(.all)) { … }   columns: .fixed(.all)
/// // @State private var columns = NavigationSplitViewVisibility.detailOnly
/// // NavigationSplitView(columnVisibility: $columns) { … }          columns: .changes(from: .detailOnly)
/// ```
///
/// In SwiftUI a person can show and hide the sidebar of any split view with the sidebar button, bound
/// or not. What that changes is which leading columns show in regular width: not the store, not the
/// selections, not the detail stack, and never the detail column, which every visibility shows. The
/// default, ``fixed`` (``ColumnVisibility/automatic``, modelled as ``ColumnVisibility/all``), shows
/// every column the app has, so every row a person could tap after showing the sidebar again is
/// already on offer, and every store state the button could lead to is explored.
/// Declare ``changes`` when a finding may depend on which columns show: a property that reads the
/// screen line or ``SplitState/visibility``, or an intent whose control sits in a leading column
/// (its `isOnScreen` reads them).
public struct SplitColumns: Hashable, Sendable, CustomStringConvertible {
    /// The visibility the split view starts at, and comes back to when SwiftUI builds the split view
    /// anew: at a relaunch, in the other branch of a size-class switch, in a sheet presented again.
    public let first: ColumnVisibility
    /// Whether the sidebar button (and the leading-edge swipe) changes it in regular width: explored
    /// as `showColumns(name, …)`, and a part of the state.
    public let isChanging: Bool

    /// Kept at ``ColumnVisibility/automatic`` and not explored: the default.
    public static let fixed = SplitColumns(first: .automatic, isChanging: false)

    /// Kept at `visibility` and not explored (a `.constant(visibility)` binding, or a visibility the
    /// checks do not depend on).
    public static func fixed(_ visibility: ColumnVisibility) -> SplitColumns {
        SplitColumns(first: visibility, isChanging: false)
    }

    /// Starts at ``ColumnVisibility/automatic`` and changes by the sidebar button: explored.
    public static let changes = SplitColumns(first: .automatic, isChanging: true)

    /// Starts at `first` (a view's `@State` bound to `columnVisibility:`) and changes by the sidebar
    /// button: explored.
    public static func changes(from first: ColumnVisibility) -> SplitColumns {
        SplitColumns(first: first, isChanging: true)
    }

    /// `.fixed(.all)` or `.changes(from: .detailOnly)`, as written in Swift.
    public var description: String {
        (isChanging ? ".changes(from: " : ".fixed(") + first.description + ")"
    }
}
