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

    /// Parses `words`; `options` take a value, `flags` do not. Anything else starting with `-` is an error.
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
                    if let inline { values[name] = inline } else {
                        guard i + 1 < words.count else { throw UsageError("\(name) needs a value") }
                        i += 1
                        values[name] = words[i]
                    }
                } else {
                    let valid = (options.sorted() + flags.sorted()).joined(separator: ", ")
                    throw UsageError("unknown option '\(word)' for '\(command)'" + (valid.isEmpty ? "" : "; valid options: \(valid)"))
                }
            } else {
                positionals.append(word)
            }
            i += 1
        }
    }

    /// The positive whole number given for `name`, if any.
    func positive(_ name: String) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let n = Int(text), n > 0 else {
            throw UsageError("\(name) takes a positive whole number, not '\(text)'")
        }
        return n
    }
}
