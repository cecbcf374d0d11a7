internal import Foundation

// A `Codable` value's saved form, as `@SceneStorage` and `@AppStorage` keep a `Codable` value that the
// app encodes (`JSONEncoder`, its keys sorted so that the text is the same on every run) and decodes
// (`JSONDecoder`). The only file of the module that uses Foundation.

enum SavedForm {
    /// The value's JSON text, or nil when encoding it throws (the app's save is then skipped).
    static func encode(_ value: any Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The decoding of a `Value` from its text, throwing as `JSONDecoder` does when it does not decode.
    static func decoder<Value: Decodable>() -> (String) throws -> Value {
        { text in try JSONDecoder().decode(Value.self, from: Data(text.utf8)) }
    }
}
