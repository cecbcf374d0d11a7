import NavigationModel

/// One split view as the scene shows it: the selection of each `List(selection:)` column, the column
/// visibility, and whether it is collapsed into one stack (compact width).
public struct SplitState: Hashable, Sendable {
    /// The split view's name (its detail stack has the same name).
    public var name: String
    /// The sidebar's selected row, as text (nil: none).
    public var selection: String?
    /// The content column's selected row, as text (three columns; nil: none, or two columns).
    public var content: String?
    /// Whether the split view has three columns.
    public var threeColumns: Bool
    /// The column visibility (bound to the store, or kept by SwiftUI).
    public var visibility: ColumnVisibility
    /// Whether it is collapsed into one stack: the size class the views read is compact.
    public var collapsed: Bool
    /// The rows the content column lists now, as text (three columns: those of the sidebar's selection).
    public var contentRows: [String] = []

    /// The row whose detail the detail column shows: the content column's selection with three
    /// columns, the sidebar's with two (nil: the detail shows its placeholder).
    public var detailRow: String? { threeColumns ? (selection == nil ? nil : content) : selection }

    /// The selections the collapsed stack pushes, leading first (`[squat]`, or `[album(1), song(2)]`):
    /// with three columns the content's selection counts only under a sidebar selection.
    public var pushedSelections: [String] {
        guard let selection else { return [] }
        guard threeColumns else { return [selection] }
        return [selection] + (content.map { [$0] } ?? [])
    }

    /// Whether the detail column is on view: always in regular width, and in compact width once every
    /// selection column has a selection.
    public var showsDetail: Bool { !collapsed || pushedSelections.count == (threeColumns ? 2 : 1) }
}

extension SceneState {
    /// The split view `name`, when one is declared.
    public func split(_ name: String) -> SplitState? { splits.isEmpty ? nil : splits.first { $0.name == name } }

    /// What back walks through in stack `name`: its path, and for a split view collapsed into one
    /// stack the selections beneath it (`[squat, set(1)]`), as the system's back pops them one by one.
    public func backStack(_ name: String) -> [String] {
        guard let split = split(name), split.collapsed else { return stack(name) }
        return split.showsDetail ? split.pushedSelections + stack(name) : split.pushedSelections
    }
}
