import ModelChecker
import Reports

/// A usage error: a message naming the problem and the valid choices; the command exits 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Command-line arguments after the subcommand: positionals, `--option value` pairs and `--flag`s.
struct Arguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    /// Parses `words`; `options` take a value, `flags` do not. Anything else starting with `-` is an
    /// error, and so is an option given twice (which of the two was meant?).
    init(_ words: [String], options: Set<String>, flags: Set<String>, command: String) throws(UsageError) {
        var i = 0
        while i < words.count {
            let word = words[i]
            if word.hasPrefix("-") && word != "-" {
                var name = word, inline: String?
                if let eq = word.firstIndex(of: "=") {
                    name = String(word[..<eq]); inline = String(word[word.index(after: eq)...])
                }
                if flags.contains(name), inline == nil {
                    self.flags.insert(name)
                } else if options.contains(name) {
                    if values[name] != nil {
                        throw UsageError("\(name) is given twice; give it once")
                    }
                    if let inline { values[name] = inline } else {
                        guard i + 1 < words.count else { throw UsageError("\(name) needs a value") }
                        i += 1
                        values[name] = words[i]
                    }
                } else if flags.contains(name) {
                    throw UsageError("\(name) takes no value, but was given '\(inline ?? "")'; write \(name) alone")
                } else {
                    let valid = (options.sorted() + flags.sorted()).joined(separator: ", ")
                    throw UsageError("unknown option '\(Self.shown(word))' for '\(command)'" + (valid.isEmpty ? "" : "; valid options: \(valid)"))
                }
            } else {
                positionals.append(word)
            }
            i += 1
        }
    }

    /// A value as it is quoted in a message: control characters escaped, at most 300 characters.
    static func shown(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out += scalar.value < 0x20 || scalar.value == 0x7F ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return out.count > 300 ? String(out.prefix(297)) + "…" : out
    }

    /// The whole number from `range` given for `name`, if any; a message naming the option, the value
    /// and the range otherwise (never an overflow: the text is parsed, not computed).
    func number(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        let allowed = "a whole number from \(grouped(range.lowerBound)) to \(grouped(range.upperBound))"
        let digits = text.hasPrefix("+") ? String(text.dropFirst()) : text
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }),
              digits.dropFirst().allSatisfy(\.isNumber) else {
            throw UsageError("\(name) takes \(allowed), not '\(Self.shown(text))'")
        }
        guard let n = Int(digits), range.contains(n) else {
            throw UsageError("\(name) \(Self.shown(text)) is out of range: give \(allowed)")
        }
        return n
    }

    /// The positive whole number given for `name`, if any: at most the option's limit
    /// (``Limits/byOption``), or `max`.
    func positive(_ name: String, max: Int? = nil) throws(UsageError) -> Int? {
        try number(name, in: 1...(max ?? Limits.byOption[name] ?? Limits.count))
    }
}

/// The largest values the options take: far beyond any real run, small enough that nothing
/// computed from them overflows.
enum Limits {
    /// A count (states, runs): about 4.6 · 10¹⁸ would overflow sums; a billion states is past any memory.
    static let count = 1 << 40
    /// Breadth-first depth and walk length.
    static let depth = 1_000_000
    /// Distinct states of a run: parent links are 32-bit.
    static let states = Int(Int32.max)
    /// Workers of one run.
    static let workers = 256
    /// Random walks of a simulation.
    static let runs = 100_000_000
    /// Actions per random walk.
    static let steps = 100_000
    /// Seconds (a year).
    static let seconds = 31_536_000
    /// States in a graph.
    static let graphStates = 100_000
    /// The largest `--max-memory`: 64 TiB.
    static let memory = 64 << 40
    /// The smallest `--max-memory`: 1 MiB.
    static let minimumMemory = 1 << 20

    /// Each numeric option's largest value, by name (every subcommand reads its limit here).
    static let byOption: [String: Int] = [
        "--max-depth": depth, "--max-states": states, "--workers": workers, "--runs": runs, "--steps": steps,
        "--split-depth": depth,
    ]
}

