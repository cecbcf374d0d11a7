/// JSON text for the typed (`[Int]`) path stores, written and read by hand (no Foundation): what
/// `JSONEncoder` writes for `[Int]` (`[32,64]`), and a strict reader of a JSON array of integers.
/// Package-wide: the seed stores (`SeedStores`) save and load their paths with it.
package enum JSONText {
    /// `[32,64]`.
    package static func encode(_ path: [Int]) -> String {
        "[" + path.map(String.init).joined(separator: ",") + "]"
    }

    /// The `[Int]` in `text` (JSON whitespace allowed), or nil when it is not exactly one.
    package static func decodeInts(_ text: String) -> [Int]? {
        let bytes = Array(text.utf8)
        var i = 0
        func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        func integer() -> Int? {
            let start = i
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
            let digits = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            guard i > digits else { return nil }
            if bytes[digits] == UInt8(ascii: "0"), i - digits > 1 { return nil }
            return Int(String(decoding: bytes[start..<i], as: UTF8.self))
        }
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return nil }
        i += 1
        skipSpace()
        var values: [Int] = []
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
        } else {
            while true {
                skipSpace()
                guard let value = integer() else { return nil }
                values.append(value)
                skipSpace()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                guard bytes[i] == UInt8(ascii: "]") else { return nil }
                i += 1
                break
            }
        }
        skipSpace()
        return i == bytes.count ? values : nil
    }
}
