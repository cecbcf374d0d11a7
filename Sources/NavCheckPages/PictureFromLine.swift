import Foundation
import ModelChecker

// A drawing for a machine that gives no structured picture: read from its screen line, the way a
// person reads it (`[tab]` first, columns split by ` | `, `[Sidebar ▸ 0]` a list with its selection,
// `a › b` a stack, `⧉ sheet` a layer, `⏳ work` or `(work pending)` the pending work).

extension DevicePicture {
    /// The picture a screen line describes, with the size class read from the state's fields (a field
    /// named like `sizeClass` or `environment` whose value says `regular` or `compact`), else regular
    /// when the line shows columns side by side.
    ///
    /// `[Sidebar ▸ 0] | Root 0 · L1 › L1  (handler pending)` is a sidebar with row `0` selected, a
    /// stack `Root 0 · L1 › L1`, and `handler` pending, on an iPad.
    public init(screenLine line: String, fields: [StateField] = []) {
        var text = line
        var pending: [String] = []
        if let range = text.range(of: "⏳ ") {
            pending = text[range.upperBound...].split(separator: ", ").map { String($0) }
            text = String(text[..<range.lowerBound])
        }
        if text.hasSuffix(" pending)"), let open = text.range(of: "(", options: .backwards) {
            let inner = text[open.upperBound...].dropLast(" pending)".count)
            pending += inner.split(separator: ", ").map { String($0) }
            text = String(text[..<open.lowerBound])
        }
        let parts = text.components(separatedBy: "⧉ ").map { $0.trimmed }
        let content = Self.surface(parts.first ?? "")
        let layers = parts.dropFirst().map { part -> Layer in
            let name = part.split(separator: " ", maxSplits: 1).first.map(String.init) ?? part
            let rest = String(part.dropFirst(name.count)).trimmed
            return Layer(name: name, isCover: false, content: Self.surface(rest))
        }
        var sizeClass: String?
        for field in fields where ["size", "environment", "class", "width"].contains(where: { field.name.lowercased().contains($0) }) {
            if field.value.contains("regular") { sizeClass = "regular"; break }
            if field.value.contains("compact") { sizeClass = "compact"; break }
        }
        if sizeClass == nil && content.columns.count > 1 { sizeClass = "regular" }
        self.init(sizeClass: sizeClass, content: content, layers: layers, pending: pending)
    }

    /// One layer's text as a tab bar and columns.
    static func surface(_ text: String) -> Surface {
        var rest = text.trimmed
        var surface = Surface()
        if rest.isEmpty { return surface }
        // `[tab] …`: a bracket before the rest, with no selection mark and no column split.
        if rest.hasPrefix("["), !rest.contains(" | "), let close = rest.firstIndex(of: "]") {
            let inside = String(rest[rest.index(after: rest.startIndex)..<close])
            let after = String(rest[rest.index(after: close)...]).trimmed
            if !after.isEmpty && !inside.contains("▸") {
                surface.tabs = [inside]
                surface.selectedTab = inside
                rest = after
            }
        }
        surface.columns = rest.components(separatedBy: " | ").map { column($0.trimmed) }
        return surface
    }

    /// `[Sidebar ▸ 0]` as a list, `Empty` or `a › b` as a stack.
    static func column(_ text: String) -> Column {
        if text.hasPrefix("[") && text.hasSuffix("]") {
            let inside = String(text.dropFirst().dropLast())
            let parts = inside.components(separatedBy: " ▸ ")
            let selected = parts.count > 1 ? parts.dropFirst().joined(separator: " ▸ ") : nil
            return Column(title: parts[0], rows: selected.map { [$0] } ?? [], selectedRow: selected)
        }
        let screens = text.components(separatedBy: " › ").map { $0.trimmed }.filter { !$0.isEmpty }
        return Column(title: screens.first ?? "", screens: screens.isEmpty ? [text] : screens)
    }
}

extension String {
    /// The text without leading and trailing spaces.
    var trimmed: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
