/// Values as text that is the same from run to run and free of type noise, for the state diffs of
/// counterexamples: dictionaries and sets in sorted order, optionals as their value or `nil`, no
/// module or type names, and a type's own `description` where it has one.
///
/// ```swift
/// StableText.describe(["b": 2, "a": 1])            // [a: 1, b: 2]
/// StableText.describe(Optional(Route.recipe(2)))   // recipe(2)   (Route's description)
/// StableText.describe(State(tab: .home, path: [])) // (tab: home, path: [])
/// ```
public enum StableText {
    /// `value` as stable text.
    public static func describe(_ value: Any) -> String {
        if let text = value as? String { return text }
        if let custom = value as? any CustomStringConvertible, !(value is any Collection) {
            let mirror = Mirror(reflecting: value)
            // Types with their own description keep it; plain structs and enums print structurally
            // (their default description would name the module and the type).
            if mirror.displayStyle != .struct && mirror.displayStyle != .class || hasOwnDescription(value) {
                if mirror.displayStyle == .optional { return describeOptional(mirror) }
                return custom.description
            }
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return describeOptional(mirror)
        case .dictionary:
            let pairs = mirror.children.map { child -> (String, String) in
                let pair = Array(Mirror(reflecting: child.value).children)
                return (describe(pair[0].value), describe(pair[1].value))
            }
            return "[" + pairs.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "]"
        case .set:
            return "[" + mirror.children.map { describe($0.value) }.sorted().joined(separator: ", ") + "]"
        case .collection:
            return "[" + mirror.children.map { describe($0.value) }.joined(separator: ", ") + "]"
        case .tuple:
            return "(" + mirror.children.map { child in
                let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                return (label.map { "\($0): " } ?? "") + describe(child.value)
            }.joined(separator: ", ") + ")"
        case .enum:
            let text = String(describing: value)
            let name = text.split(separator: "(").first.map(String.init) ?? text
            let caseName = name.split(separator: ".").last.map(String.init) ?? name
            guard let payload = mirror.children.first else { return caseName }
            let inner = describe(payload.value)
            return caseName + (inner.hasPrefix("(") ? inner : "(\(inner))")
        case .struct, .class:
            guard !mirror.children.isEmpty else { return String(describing: value) }
            return "(" + mirror.children.map { "\($0.label ?? "_"): \(describe($0.value))" }.joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }

    /// One field per stored property of a struct or class value (its stable text), or nil when the
    /// value is neither or has no stored property: the fields of a counterexample's diff.
    public static func fields(of value: Any) -> [StateField]? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class, !mirror.children.isEmpty else { return nil }
        return mirror.children.enumerated().map { i, child in
            StateField(name: child.label ?? "\(i)", value: describe(child.value))
        }
    }

    private static func describeOptional(_ mirror: Mirror) -> String {
        mirror.children.first.map { describe($0.value) } ?? "nil"
    }

    /// Whether `value`'s type writes its own `description` (not the one a plain struct gets).
    private static func hasOwnDescription(_ value: Any) -> Bool {
        guard let custom = value as? any CustomStringConvertible else { return false }
        let typeName = String(reflecting: type(of: value))
        return !custom.description.hasPrefix(typeName) && !custom.description.hasPrefix(String(describing: type(of: value)) + "(")
    }
}
