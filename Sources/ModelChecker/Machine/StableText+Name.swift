extension StableText {
    /// `value` as a short Swift-like expression, for actions and routes in failure texts, reports and
    /// traces: its type's own `description` when it conforms to `CustomStringConvertible`, else a
    /// name derived from its structure, so that a spec's action enum needs no `description`.
    ///
    /// ```swift
    /// enum Tab { case browse, search }
    /// enum Tap { case openRecipe(Int), tap(Tab), step(Int, Int), open(id: Int), search(String), back }
    /// StableText.name(of: Tap.openRecipe(2))     // openRecipe(2)
    /// StableText.name(of: Tap.tap(.browse))      // tap(.browse)
    /// StableText.name(of: Tap.step(0, 1))        // step(0, 1)
    /// StableText.name(of: Tap.open(id: 2))       // open(id: 2)
    /// StableText.name(of: Tap.search("x"))       // search("x")
    /// StableText.name(of: Tap.back)              // back
    /// StableText.name(of: Point(x: 1, y: 2))     // Point(x: 1, y: 2)
    /// ```
    ///
    /// Derived names have no module or enclosing type names: an enum case nested in a payload, a
    /// field or a collection starts with a dot (`.browse`); strings are quoted (`"x"`); an optional is
    /// `nil` or its value; an array is `[1, 2]`; a dictionary or a set lists its elements sorted by
    /// their names (`[a: 1, b: 2]`), so the name is the same on every run; a struct or a class is
    /// its type's name and its stored properties (`Point(x: 1, y: 2)`). A `description` of the
    /// value's own type always wins (nested values included), except that a string is quoted and
    /// an array, a dictionary, a set or an optional is listed as above.
    public static func name(of value: Any) -> String {
        var path: [ObjectIdentifier] = []
        return name(of: value, nested: false, path: &path)
    }

    private static func name(of value: Any, nested: Bool, path: inout [ObjectIdentifier]) -> String {
        switch value {
        case let text as String: return quoted(text)
        case let text as Substring: return quoted(String(text))
        case let character as Character: return quoted(String(character))
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { name(of: $0.value, nested: nested, path: &path) } ?? "nil"
        case .collection:
            return "[" + mirror.children.map { name(of: $0.value, nested: true, path: &path) }.joined(separator: ", ") + "]"
        case .set:
            return "[" + mirror.children.map { name(of: $0.value, nested: true, path: &path) }.sorted().joined(separator: ", ") + "]"
        case .dictionary:
            guard !mirror.children.isEmpty else { return "[:]" }
            let pairs = mirror.children.map { child -> (key: String, value: String) in
                let pair = Array(Mirror(reflecting: child.value).children)
                return (name(of: pair[0].value, nested: true, path: &path), name(of: pair[1].value, nested: true, path: &path))
            }
            return "[" + pairs.sorted { ($0.key, $0.value) < ($1.key, $1.value) }.map { "\($0.key): \($0.value)" }
                .joined(separator: ", ") + "]"
        case .tuple:
            return arguments(mirror, path: &path)
        default:
            break
        }
        if let custom = value as? any CustomStringConvertible { return custom.description }
        switch mirror.displayStyle {
        case .enum:
            let caseName = enumCaseName(value) ?? mirror.children.first?.label ?? String(describing: value)
            let dotted = (nested ? "." : "") + caseName
            guard let payload = mirror.children.first else { return dotted }
            let inner = Mirror(reflecting: payload.value)
            if inner.displayStyle == .tuple { return dotted + arguments(inner, path: &path) }
            return dotted + "(" + name(of: payload.value, nested: true, path: &path) + ")"
        case .struct:
            return String(describing: type(of: value)) + arguments(mirror, path: &path)
        case .class:
            let id = ObjectIdentifier(value as AnyObject)
            let typeName = String(describing: type(of: value))
            guard !path.contains(id) else { return typeName + "(…)" }
            path.append(id)
            defer { path.removeLast() }
            var mirrors = [mirror]
            while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
            let fields = mirrors.reversed().flatMap { Array($0.children) }
            return typeName + "(" + fields.map { field($0, path: &path) }.joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }

    /// `(a, b)` or `(x: 1, y: 2)`: the children of a tuple or the stored properties of a struct.
    private static func arguments(_ mirror: Mirror, path: inout [ObjectIdentifier]) -> String {
        "(" + mirror.children.map { field($0, path: &path) }.joined(separator: ", ") + ")"
    }

    /// `x: 1`, or `1` for a tuple element without a label (Mirror labels them `.0`, `.1`, …).
    private static func field(_ child: Mirror.Child, path: inout [ObjectIdentifier]) -> String {
        let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
        return (label.map { "\($0): " } ?? "") + name(of: child.value, nested: true, path: &path)
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
