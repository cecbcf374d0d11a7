extension Arguments {
    /// The byte size given for `name` (`1500000000`, `512M`, `2G`, `1.5G`, `64K`; powers of 1024), if
    /// any, from ``Limits/minimumMemory`` to ``Limits/memory``.
    func byteSize(_ name: String) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        let allowed = "a size from 1M to 64T, in bytes or with a unit (K, M, G, T: powers of 1024), such as 512M or 2G"
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var digits = Substring(text.uppercased())
        if digits.hasSuffix("IB") { digits = digits.dropLast(2) + "" } else if digits.hasSuffix("B") { digits = digits.dropLast() }
        var scale = 1
        if let last = digits.last, let unit = units[last] { scale = unit; digits = digits.dropLast() }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.count == 1 || !parts[1].isEmpty, let value = Double(digits), value.isFinite else {
            throw UsageError("\(name) takes \(allowed), not '\(Self.shown(text))'")
        }
        let bytes = value * Double(scale)
        guard bytes >= Double(Limits.minimumMemory), bytes <= Double(Limits.memory) else {
            throw UsageError("\(name) \(Self.shown(text)) is out of range: give \(allowed)")
        }
        return Int(bytes)
    }
}
