/// A type-erased, heterogeneous stack path: the analogue of SwiftUI's `NavigationPath`, under its own
/// name so that it can be imported beside SwiftUI.
///
/// Elements are any `Hashable & Sendable` values. An element appended through the `Codable` overload
/// of ``append(_:)-564dt`` remembers how to encode itself; ``codable`` exists only when every element
/// did (see `ErasedPath+Codable.swift` for the encoding).
///
/// ```swift
/// var path = ErasedPath()
/// path.append(3)                    // Codable
/// path.append(Profile())            // Hashable only
/// path.count                        // 2
/// path.codable                      // nil: one element cannot be encoded
/// try path.removeLast()             // [3]
/// path.contains { $0 is Profile }   // false
/// ```
public struct ErasedPath: Sendable, Hashable, CustomStringConvertible {
    /// One element: the value, its type's name and, when it was appended as `Codable`, its encoder.
    public struct Element: Sendable, Hashable, CustomStringConvertible {
        /// The value.
        public let value: any Hashable & Sendable
        /// The value's type, as `String(reflecting:)` spells it (`Swift.Int`).
        public let typeName: String
        let encodeJSON: (@Sendable () throws -> String)?

        /// Whether the element was appended as `Codable`.
        public var isCodable: Bool { encodeJSON != nil }

        init(value: any Hashable & Sendable, typeName: String, encodeJSON: (@Sendable () throws -> String)?) {
            self.value = value
            self.typeName = typeName
            self.encodeJSON = encodeJSON
        }

        /// Equal when the type names and the values are equal.
        public static func == (a: Element, b: Element) -> Bool {
            a.typeName == b.typeName && AnyHashable(a.value) == AnyHashable(b.value)
        }

        /// Hashes the value.
        public func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }

        /// The value as `String(describing:)` prints it.
        public var description: String { String(describing: value) }
    }

    /// The elements, oldest (nearest the root) first.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of `elements`.
    public init(elements: [Element]) { self.elements = elements }

    /// The number of elements.
    public var count: Int { elements.count }
    /// Whether the path is empty (the root view is on display).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value that is only `Hashable`: the path then has no codable representation.
    public mutating func append<V: Hashable & Sendable>(_ value: V) {
        elements.append(Element(value: value, typeName: String(reflecting: V.self), encodeJSON: nil))
    }

    /// Appends a `Codable` value (chosen over the `Hashable` overload when the static type is `Codable`).
    public mutating func append<V: Hashable & Sendable & Codable>(_ value: V) {
        elements.append(Element(value: value, typeName: String(reflecting: V.self), encodeJSON: Self.encoder(for: value)))
    }

    /// Removes the last `k` elements; throws a ``PathFault`` where `NavigationPath.removeLast(_:)` traps
    /// (k greater than ``count``, or negative). - Complexity: O(k).
    public mutating func removeLast(_ k: Int = 1) throws(PathFault) {
        try elements.removeLast(checked: k)
    }

    /// Removes every element (back to the root).
    public mutating func removeAll() { elements.removeAll() }

    /// Replaces the whole path at once (a deep link).
    public mutating func replace(with other: ErasedPath) { self = other }

    /// Whether some element's value satisfies `predicate` (seed 004's `containsProject`:
    /// `path.contains { $0 is Project }`).
    public func contains(where predicate: (any Hashable & Sendable) -> Bool) -> Bool {
        elements.contains { predicate($0.value) }
    }

    /// Whether some element is of type `type`.
    public func contains<T>(_ type: T.Type) -> Bool { contains { $0 is T } }

    /// `[3, 1, subView2]`.
    public var description: String { "[" + elements.map(\.description).joined(separator: ", ") + "]" }
}
