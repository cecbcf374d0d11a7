/// A strict JSON validator (RFC 8259, I-JSON): what Foundation's decoders let through is refused here
/// before they see the bytes — duplicate keys, `NaN` and `Infinity`, trailing commas, comments,
/// invalid UTF-8, a byte-order mark, unescaped control characters, lone surrogates, leading zeros,
/// numbers too large for a double, nesting deeper than a limit, anything after the value.
///
/// It keeps no tree: memory is the nesting stack and, per open object, its keys (for duplicates).
/// The keys of objects near the top (``keys``) are collected, so a reader can refuse unknown fields.
public struct StrictJSON: Sendable {
    /// A JSON document that is not strict JSON: what is wrong, and where (line and column, from 1).
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var reason: String
        public var line: Int
        public var column: Int
        public var description: String { "\(reason) at line \(line), column \(column)" }
    }

    /// The keys of every object at most ``keyDepth`` levels down, by path: `""` for the top object,
    /// `"origin"` for the object under the top key `origin`, `"actions[]"` for the objects in the
    /// array under `actions`.
    public private(set) var keys: [String: [String]] = [:]

    let bytes: [UInt8]
    let maxDepth: Int
    let keyDepth: Int
    var i = 0
    var depth = 0

    /// Validates `bytes`; throws the first thing that is not strict JSON.
    /// - Parameters:
    ///   - maxDepth: the deepest nesting of arrays and objects allowed.
    ///   - keyDepth: how many levels down the object keys are collected into ``keys``.
    public init(validating bytes: [UInt8], maxDepth: Int = 64, keyDepth: Int = 2) throws(Failure) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.keyDepth = keyDepth
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw fail("a byte-order mark is not allowed in JSON", at: 0) }
        skipSpace()
        try value(path: "")
        skipSpace()
        if i < bytes.count { throw fail("unexpected text after the JSON value", at: i) }
    }

    func fail(_ reason: String, at position: Int) -> Failure {
        var line = 1, column = 1, p = 0
        let end = min(position, bytes.count)
        while p < end {
            if bytes[p] == 0x0A { line += 1; column = 1 } else if bytes[p] & 0xC0 != 0x80 { column += 1 }
            p += 1
        }
        return Failure(reason: reason, line: line, column: column)
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    mutating func value(path: String?) throws(Failure) {
        guard i < bytes.count else { throw fail("the document ends where a value was expected (truncated?)", at: i) }
        switch bytes[i] {
        case UInt8(ascii: "{"): try object(path: path)
        case UInt8(ascii: "["): try array(path: path)
        case UInt8(ascii: "\""): _ = try string(collect: false)
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw fail("NaN and Infinity are not JSON numbers", at: i)
        case UInt8(ascii: "/"): throw fail("comments are not allowed in JSON", at: i)
        case UInt8(ascii: "]"), UInt8(ascii: "}"): throw fail("a trailing comma, or a missing value", at: i)
        default: throw fail("unexpected character where a value was expected", at: i)
        }
    }

    mutating func literal(_ word: String) throws(Failure) {
        let letters = Array(word.utf8)
        let n = letters.count
        let start = i
        guard i + n <= bytes.count else { throw fail("an unknown word (only true, false and null are JSON words)", at: start) }
        for k in 0..<n where bytes[i + k] != letters[k] {
            throw fail("an unknown word (only true, false and null are JSON words)", at: start)
        }
        i += n
    }

    mutating func enter() throws(Failure) {
        depth += 1
        if depth > maxDepth { throw fail("nested more than \(maxDepth) levels deep", at: i) }
    }

    mutating func object(path: String?) throws(Failure) {
        try enter()
        i += 1
        var seen = Set<[UInt8]>()
        var names: [String] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            depth -= 1
            if let path { keys[path, default: []] += [] }
            return
        }
        while true {
            skipSpace()
            guard i < bytes.count else { throw fail("the document ends inside an object (truncated?)", at: i) }
            if bytes[i] == UInt8(ascii: "}") { throw fail("a trailing comma before '}'", at: i) }
            guard bytes[i] == UInt8(ascii: "\"") else { throw fail("an object key must be a string in double quotes", at: i) }
            let keyStart = i
            let key = try string(collect: true)
            guard seen.insert(key).inserted else {
                throw fail("the key \"\(String(decoding: key, as: UTF8.self))\" appears twice in one object", at: keyStart)
            }
            if path != nil { names.append(String(decoding: key, as: UTF8.self)) }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("a ':' must follow an object key", at: i) }
            i += 1
            skipSpace()
            let childPath: String? = path.flatMap { p in
                depth <= keyDepth ? (p.isEmpty ? "" : p + ".") + String(decoding: key, as: UTF8.self) : nil
            }
            try value(path: childPath)
            skipSpace()
            guard i < bytes.count else { throw fail("the document ends inside an object (truncated?)", at: i) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; break }
            throw fail("a ',' or '}' must follow a value in an object", at: i)
        }
        depth -= 1
        if let path { keys[path, default: []] += names }
    }

    mutating func array(path: String?) throws(Failure) {
        try enter()
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            depth -= 1
            return
        }
        let elementPath = path.flatMap { depth <= keyDepth ? $0 + "[]" : nil }
        while true {
            skipSpace()
            guard i < bytes.count else { throw fail("the document ends inside an array (truncated?)", at: i) }
            if bytes[i] == UInt8(ascii: "]") { throw fail("a trailing comma before ']'", at: i) }
            try value(path: elementPath)
            skipSpace()
            guard i < bytes.count else { throw fail("the document ends inside an array (truncated?)", at: i) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; break }
            throw fail("a ',' or ']' must follow a value in an array", at: i)
        }
        depth -= 1
    }

    /// A number as RFC 8259 spells it, whose value fits a double.
    mutating func number() throws(Failure) {
        let start = i
        func digit(_ p: Int) -> Bool { p < bytes.count && bytes[p] >= UInt8(ascii: "0") && bytes[p] <= UInt8(ascii: "9") }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digit(i) else {
            if i < bytes.count, bytes[i] == UInt8(ascii: "I") { throw fail("NaN and Infinity are not JSON numbers", at: start) }
            throw fail("a number needs a digit after '-'", at: i)
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if digit(i) { throw fail("a number may not have leading zeros", at: start) }
        } else {
            while digit(i) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digit(i) else { throw fail("a number needs a digit after '.'", at: i) }
            while digit(i) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digit(i) else { throw fail("a number needs a digit in its exponent", at: i) }
            while digit(i) { i += 1 }
        }
        if i - start > 64 { throw fail("a number longer than 64 characters", at: start) }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw fail("a number too large for a double", at: start) }
    }

    /// A string; its decoded UTF-8 bytes when `collect` (for keys), else empty.
    mutating func string(collect: Bool) throws(Failure) -> [UInt8] {
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw fail("the document ends inside a string (truncated?)", at: i) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; return out }
            if b < 0x20 { throw fail("a control character must be escaped inside a string", at: i) }
            if b == UInt8(ascii: "\\") {
                try escape(into: &out, collect: collect)
                continue
            }
            if b < 0x80 {
                if collect { out.append(b) }
                i += 1
                continue
            }
            let start = i
            let length = try utf8Sequence()
            if collect { out += bytes[start..<start + length] }
        }
    }

    mutating func escape(into out: inout [UInt8], collect: Bool) throws(Failure) {
        let start = i
        i += 1
        guard i < bytes.count else { throw fail("the document ends inside an escape (truncated?)", at: start) }
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let c = simple[bytes[i]] {
            if collect { out.append(c) }
            i += 1
            return
        }
        guard bytes[i] == UInt8(ascii: "u") else { throw fail("an unknown escape in a string", at: start) }
        i += 1
        var scalar = try hex4(at: start)
        if (0xD800...0xDBFF).contains(scalar) {
            guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                throw fail("a lone surrogate escape (\\uD800–\\uDBFF without its pair)", at: start)
            }
            i += 2
            let low = try hex4(at: start)
            guard (0xDC00...0xDFFF).contains(low) else { throw fail("a lone surrogate escape (no low surrogate after it)", at: start) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw fail("a lone surrogate escape (\\uDC00–\\uDFFF without its pair)", at: start)
        }
        if collect, let s = Unicode.Scalar(scalar) { out += Array(String(Character(s)).utf8) }
    }

    mutating func hex4(at start: Int) throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("a \\u escape needs four hex digits", at: start) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw fail("a \\u escape needs four hex digits", at: start)
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    /// One well-formed UTF-8 sequence of 2 to 4 bytes at `i` (no overlong forms, no surrogates, at most
    /// U+10FFFF); returns its length.
    mutating func utf8Sequence() throws(Failure) -> Int {
        let b0 = bytes[i]
        let length: Int
        var lo: UInt8 = 0x80, hi: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; hi = 0x9F
        case 0xF0: length = 4; lo = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; hi = 0x8F
        default: throw fail("invalid UTF-8", at: i)
        }
        guard i + length <= bytes.count else { throw fail("invalid UTF-8 (a sequence cut short)", at: i) }
        for k in 1..<length {
            let b = bytes[i + k]
            let (l, h) = k == 1 ? (lo, hi) : (UInt8(0x80), UInt8(0xBF))
            guard b >= l && b <= h else { throw fail("invalid UTF-8", at: i) }
        }
        i += length
        return length
    }
}
