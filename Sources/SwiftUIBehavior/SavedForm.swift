internal import Foundation
import ModelChecker

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

    /// The encoding (interned) and decoding of a `Value`, each value encoded and each text decoded once
    /// per scene (a check saves after every step and reads back at every relaunch: JSON would be most of
    /// its time).
    static func cached<Value: Codable & Hashable>() -> (encode: (Value) -> SavedText?, decode: (String) throws -> Value) {
        let texts = Locked<[Value: SavedText?]>([:]), values = Locked<[String: Value]>([:])
        let decode: (String) throws -> Value = decoder()
        return (encode: { value in
            if let text = texts.withLock({ $0[value] }) { return text }
            let text = encode(value).map(SavedText.init)
            texts.withLock { $0[value] = text }
            return text
        }, decode: { text in
            if let value = values.withLock({ $0[text] }) { return value }
            let value = try decode(text)
            values.withLock { $0[text] = value }
            return value
        })
    }
}
