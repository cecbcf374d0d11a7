/// Renders what the user sees.
public enum Screens {
    /// One line for a layout, a selection and a detail path.
    public static func render<RootID: Equatable, Detail: DetailLevel>(
        layout: Layout, rootID: RootID?, path: [Detail]
    ) -> String where Detail.RootID == RootID {
        var parts: [String] = []
        var currentRoot: RootID?
        func add(level: Int, root: RootID) {
            parts.append(currentRoot == root ? "L\(level)" : "Root \(root) · L\(level)")
            currentRoot = root
        }
        switch layout {
        case .stack:
            // The sidebar's selected row stays highlighted under the pushed screens (the article's rows
            // are drawn cyan when selected, 003:358).
            parts.append(rootID.map { "Sidebar ▸ \($0)" } ?? "Sidebar")
            for info in path { add(level: info.level, root: info.rootID) }
            return parts.joined(separator: " › ")
        case .split:
            // With no selection the detail column shows `Text("Empty")`, whatever the path holds.
            guard let rootID else { return "[Sidebar] | Empty" }
            add(level: 1, root: rootID)
            for info in path { add(level: info.level, root: info.rootID) }
            return "[Sidebar ▸ \(rootID)] | " + parts.joined(separator: " › ")
        }
    }
}
