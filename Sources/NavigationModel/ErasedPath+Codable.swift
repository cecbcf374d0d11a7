import Foundation

// Foundation is needed here only: element values are encoded and decoded with JSONEncoder/JSONDecoder.

extension ErasedPath {
    /// The codable form of an ``ErasedPath``: one (type name, JSON) entry per element, oldest first.
    ///
    /// Encoded as a flat JSON array of strings alternating type name and the element's own JSON text,
    /// oldest (nearest the root) first: the path `[3, "Hi"]` is
    /// `["Swift.Int","3","Swift.String","\"Hi\""]`.
    public struct CodableRepresentation: Sendable, Hashable, Codable {
        /// One element's entry.
        public struct Entry: Sendable, Hashable {
            /// The element type's name, as `String(reflecting:)` spells it.
            public var typeName: String
            /// The element encoded as JSON text.
            public var json: String
            /// Creates an entry.
            public init(typeName: String, json: String) {
                self.typeName = typeName
                self.json = json
            }
        }

        /// The entries, oldest first.
        public var entries: [Entry]

        /// Creates a representation from entries.
        public init(entries: [Entry]) { self.entries = entries }

        /// Encodes the flat array of alternating type names and JSON texts.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.unkeyedContainer()
            for entry in entries {
                try c.encode(entry.typeName)
                try c.encode(entry.json)
            }
        }

        /// Decodes the flat array; an odd number of strings is an error.
        public init(from decoder: any Decoder) throws {
            var c = try decoder.unkeyedContainer()
            var strings: [String] = []
            while !c.isAtEnd { strings.append(try c.decode(String.self)) }
            guard strings.count % 2 == 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                    debugDescription: "expected pairs of type name and JSON, found \(strings.count) strings"))
            }
            entries = stride(from: 0, to: strings.count, by: 2).map { Entry(typeName: strings[$0], json: strings[$0 + 1]) }
        }

        /// The representation as JSON text (the bytes a store writes to its file).
        public func jsonText() -> String {
            let strings = entries.flatMap { [$0.typeName, $0.json] }
            return "[" + strings.map(ErasedPath.quote).joined(separator: ",") + "]"
        }

        /// Parses JSON text written by ``jsonText()``.
        public init(jsonText: String) throws(PathDecodingError) {
            let strings: [String]
            do {
                strings = try JSONDecoder().decode([String].self, from: Data(jsonText.utf8))
            } catch {
                throw PathDecodingError(.malformedJSON, "the stored path is not a JSON array of strings: \(ErasedPath.excerpt(jsonText))")
            }
            guard strings.count % 2 == 0 else {
                throw PathDecodingError(.wrongArity, "the stored path holds \(strings.count) strings; expected pairs of type name and JSON")
            }
            entries = stride(from: 0, to: strings.count, by: 2).map { Entry(typeName: strings[$0], json: strings[$0 + 1]) }
        }
    }

    /// The codable representation, or nil when some element was appended as only `Hashable` (or fails
    /// to encode): what `NavigationPath.codable` gives.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let encode = element.encodeJSON, let json = try? encode() else { return nil }
            entries.append(.init(typeName: element.typeName, json: json))
        }
        return CodableRepresentation(entries: entries)
    }

    /// A path decoded from `representation`, with element types looked up in `types`. Throws on an
    /// unknown type name or an element whose JSON does not decode.
    public init(_ representation: CodableRepresentation, types: PathTypes) throws(PathDecodingError) {
        var elements: [Element] = []
        for (index, entry) in representation.entries.enumerated() {
            guard let decode = types.decoders[entry.typeName] else {
                throw PathDecodingError(.unknownType,
                    "element \(index) has the unknown type '\(entry.typeName)'; known types: \(types.names.joined(separator: ", "))")
            }
            guard let element = decode(entry.json) else {
                throw PathDecodingError(.malformedElement,
                    "element \(index) ('\(entry.typeName)') does not decode from \(ErasedPath.excerpt(entry.json))")
            }
            elements.append(element)
        }
        self.init(elements: elements)
    }

    /// Replaces this path by the one decoded from `jsonText`; on any error the path is left untouched.
    public mutating func restore(jsonText: String, types: PathTypes) throws(PathDecodingError) {
        let decoded = try ErasedPath(CodableRepresentation(jsonText: jsonText), types: types)
        self = decoded
    }

    static func encoder<V: Encodable & Sendable>(for value: V) -> @Sendable () throws -> String {
        {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? "'\(text)'" : "'\(text.prefix(40))…'"
    }
}

/// The element types an ``ErasedPath`` can decode, by type name (Swift cannot look a type up by its
/// name alone, so a path is decoded against the types its app registers).
///
/// ```swift
/// var types = PathTypes()
/// types.register(Int.self)
/// types.register(String.self)
/// let path = try ErasedPath(representation, types: types)
/// ```
public struct PathTypes: Sendable {
    var decoders: [String: @Sendable (String) -> ErasedPath.Element?] = [:]

    /// No types.
    public init() {}

    /// The registered type names, sorted.
    public var names: [String] { decoders.keys.sorted() }

    /// Registers `type` under `String(reflecting: type)`.
    public mutating func register<V: Hashable & Sendable & Codable>(_ type: V.Type) {
        insert(type)
    }

    mutating func insert<V: Hashable & Sendable & Codable>(_ type: V.Type) {
        let name = String(reflecting: V.self)
        decoders[name] = { json in
            guard let value = try? JSONDecoder().decode(V.self, from: Data(json.utf8)) else { return nil }
            return ErasedPath.Element(value: value, typeName: name, encodeJSON: ErasedPath.encoder(for: value))
        }
    }

    /// A registry of `types`.
    public init(_ types: [any (Hashable & Sendable & Codable).Type]) {
        for type in types { registerAny(type) }
    }

    mutating func registerAny(_ type: any (Hashable & Sendable & Codable).Type) {
        func open<V: Hashable & Sendable & Codable>(_ t: V.Type) { insert(t) }
        open(type)
    }
}

/// Why stored path data could not be decoded. The path being restored is left untouched.
public struct PathDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problems.
    public enum Code: String, Sendable, Hashable, Codable {
        /// Not a JSON array of strings (e.g. truncated).
        case malformedJSON
        /// An odd number of strings: a type name without its JSON.
        case wrongArity
        /// A type name no registered type has.
        case unknownType
        /// An element's JSON does not decode as its type.
        case malformedElement
    }
    /// Which problem.
    public var code: Code
    /// What is wrong, in words.
    public var message: String
    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
    /// The message.
    public var description: String { message }
}
