/// Which columns of a `NavigationSplitView` are on display (SwiftUI's `NavigationSplitViewVisibility`).
public enum ColumnVisibility: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Every column.
    case all
    /// Two columns: the content and detail (three columns) or the sidebar and detail (two columns).
    case doubleColumn
    /// The detail column only.
    case detailOnly
    /// The system decides; modelled as `.all` in regular width.
    case automatic

    /// `.all`, as written in Swift.
    public var description: String { "." + rawValue }
}

/// The split view's style (SwiftUI's `navigationSplitViewStyle`). It changes sizes, not what is shown.
public enum SplitViewStyle: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The system decides.
    case automatic
    /// The detail column shrinks when the leading columns show.
    case balanced
    /// The detail column keeps its size.
    case prominentDetail

    /// `.balanced`, as written in Swift.
    public var description: String { "." + rawValue }
}

/// One column's content: a title and the row its `List(selection:)` highlights, if any.
public struct ColumnContent: Sendable, Hashable {
    /// What the column shows, e.g. `Album 1` or `Empty`.
    public var title: String
    /// Whether the column is a placeholder (`Text("Empty")`, `Select an album`).
    public var isPlaceholder: Bool
    /// Creates a column.
    public init(_ title: String, isPlaceholder: Bool = false) {
        self.title = title
        self.isPlaceholder = isPlaceholder
    }
}

/// A split view of two or three columns and what it shows in either width: the columns side by side in
/// regular width, or — in compact width — the automatic collapse into one stack: the sidebar at the
/// root, then the content column when the sidebar has a selection, then the detail column when the
/// content (or, with two columns, the sidebar) has one.
public struct SplitLayout: Sendable, Hashable {
    /// The sidebar column.
    public var sidebar: ColumnContent
    /// The content column (three columns only).
    public var content: ColumnContent?
    /// The detail column.
    public var detail: ColumnContent
    /// Whether the sidebar has a selection (the collapse then pushes the next column).
    public var sidebarSelected: Bool
    /// Whether the content column has a selection (three columns).
    public var contentSelected: Bool

    /// Creates a layout.
    public init(sidebar: ColumnContent, content: ColumnContent?, detail: ColumnContent,
                sidebarSelected: Bool, contentSelected: Bool) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.sidebarSelected = sidebarSelected
        self.contentSelected = contentSelected
    }

    /// The columns on display for `visibility` in regular width, leading first.
    public func columns(_ visibility: ColumnVisibility) -> [ColumnContent] {
        switch visibility {
        case .all, .automatic: return [sidebar] + (content.map { [$0] } ?? []) + [detail]
        case .doubleColumn: return (content.map { [$0] } ?? [sidebar]) + [detail]
        case .detailOnly: return [detail]
        }
    }

    /// The collapsed stack in compact width: sidebar, then the selected content, then the detail.
    public var collapsed: [ColumnContent] {
        var stack = [sidebar]
        guard sidebarSelected else { return stack }
        if let content {
            stack.append(content)
            if contentSelected { stack.append(detail) }
        } else {
            stack.append(detail)
        }
        return stack
    }

    /// What the user sees: `Sidebar › Album 1 › Song 2` (compact) or `[Albums] | [Album 1] | Song 2`
    /// (regular; the columns a visibility hides are left out).
    public func screens(sizeClass: SizeClass, visibility: ColumnVisibility) -> String {
        switch sizeClass {
        case .compact: return collapsed.map(\.title).joined(separator: " › ")
        case .regular: return columns(visibility).map { "[\($0.title)]" }.joined(separator: " | ")
        }
    }
}

/// How a `List(selection:)` shows its selection: SwiftUI keeps highlighting (in grey) the row last
/// tapped even after the bound selection is changed in code, until the list is re-created (e.g. by
/// an `.id(_:)` that changes). Seed 000 works around this with `deselectSeed`.
public struct ListHighlight: Sendable, Hashable {
    /// The highlighted row, if any.
    public private(set) var row: Int?
    /// No row highlighted.
    public init(row: Int? = nil) { self.row = row }
    /// A tap on `row`: it becomes highlighted (and the binding is set).
    public mutating func tap(_ row: Int) { self.row = row }
    /// The list itself clears the selection (popping its screen in the collapsed stack): no highlight.
    public mutating func deselect() { row = nil }
    /// The list is re-created: it highlights what the binding holds now.
    public mutating func recreate(selection: Int?) { row = selection }
}
