import Foundation

// Foundation is needed here only: the `[Int]` path stores write their path with JSONEncoder, as the seed.

/// JSON text for the typed path stores.
enum JSONText {
    /// `[32,64]`.
    static func encode(_ path: [Int]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(path)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// The `[Int]` in `text`, or nil when it is not one.
    static func decodeInts(_ text: String) -> [Int]? {
        try? JSONDecoder().decode([Int].self, from: Data(text.utf8))
    }
}
