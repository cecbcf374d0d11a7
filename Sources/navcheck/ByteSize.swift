extension Arguments {
    /// The byte size given for `name` (`1500000000`, `512M`, `2G`, `64K`; powers of 1024), if any.
    func byteSize(_ name: String) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var digits = Substring(text.uppercased())
        if digits.hasSuffix("B") { digits = digits.dropLast() }
        var scale = 1
        if let last = digits.last, let unit = units[last] { scale = unit; digits = digits.dropLast() }
        guard let value = Double(digits), value > 0, value * Double(scale) < 9e18 else {
            throw UsageError("\(name) takes a size in bytes such as 1500000000, 512M or 2G, not '\(text)'")
        }
        return Int(value * Double(scale))
    }
}
