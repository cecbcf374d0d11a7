import ModelChecker
import Reports

/// A usage error: a message naming the problem and the valid choices; the command exits 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// A value as it is quoted in a message: control characters escaped, at most 300 characters.
func shown(_ text: String) -> String { CIText.shown(text) }

/// What a command's option table holds: an ``Option`` or a ``Flag``, without its value's type.
protocol CommandOption: Sendable {
    var name: String { get }
    /// The value's name in usage and help (`N`, `DIR`); nil for a flag.
    var valueName: String? { get }
    /// What the option does, for `--help`.
    var help: String { get }
    /// The values allowed, in a few words for `--help` (`1 to 256`), if the help does not say it.
    var allowed: String? { get }
    var defaultValue: OptionDefault? { get }
    /// Whether the command cannot run without it.
    var required: Bool { get }
    /// Reads and checks the value's text (nil for a flag).
    func readAny(_ text: String) throws(UsageError) -> (any Sendable)?
}

/// The value an option has when it is not given.
enum OptionDefault: Sendable {
    /// This text, read and checked as if it were given (and shown in `--help`).
    case text(String)
    /// Worked out by the command when it runs; `--help` shows these words.
    case described(String)

    var shown: String {
        switch self {
        case .text(let text), .described(let text): text
        }
    }
}

/// One option that takes a value, declared once: its name, value name, help, allowed values,
/// default, and how its text is read (every error a sentence naming the option).
struct Option<Value: Sendable>: CommandOption {
    let name: String
    let valueName: String?
    let help: String
    var allowed: String?
    var defaultValue: OptionDefault?
    var required = false
    let read: @Sendable (String) throws(UsageError) -> Value

    init(_ name: String, _ valueName: String, help: String, allowed: String? = nil, default defaultValue: OptionDefault? = nil,
         required: Bool = false, read: @escaping @Sendable (String) throws(UsageError) -> Value) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.allowed = allowed
        self.defaultValue = defaultValue
        self.required = required
        self.read = read
    }

    func readAny(_ text: String) throws(UsageError) -> (any Sendable)? { try read(text) }
}

/// An option that takes no value.
struct Flag: CommandOption {
    let name: String
    let help: String
    init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }
    var valueName: String? { nil }
    var allowed: String? { nil }
    var defaultValue: OptionDefault? { nil }
    var required: Bool { false }
    func readAny(_ text: String) throws(UsageError) -> (any Sendable)? { nil }
}

/// The positional arguments a command takes: how usage shows them, how many, and the sentences for
/// too few or too many.
struct Positionals: Sendable {
    var synopsis: String
    var count: ClosedRange<Int>
    /// The sentence when fewer than `count` are given.
    var tooFew: String
    /// The sentence when more than `count` are given: the command's name and the words given.
    var tooMany: @Sendable (String, [String]) -> String

    /// No positional argument at all.
    static let none = Positionals(synopsis: "", count: 0...0, tooFew: "") { command, words in
        "'\(command)' takes no arguments, got '\(shown(words[0]))'"
    }

    /// Any number of them, none included.
    static func any(_ synopsis: String) -> Positionals {
        Positionals(synopsis: synopsis, count: 0...Int.max, tooFew: "") { _, _ in "" }
    }

    /// At least one.
    static func some(_ synopsis: String, tooFew: String) -> Positionals {
        Positionals(synopsis: synopsis, count: 1...Int.max, tooFew: tooFew) { _, _ in "" }
    }
}

/// A command declared once: its name and summary, its positional arguments, its option table, and
/// the prose of its `--help`. The usage line, the OPTIONS section, the set of accepted options, the
/// checks and the parsing all come from the table.
struct CommandSpec: Sendable {
    var name: String
    /// One line for `navcheck --help`.
    var summary: String
    /// The title of its own `--help`.
    var title: String
    var positionals: Positionals
    var options: [any CommandOption]
    /// Prose between USAGE and OPTIONS.
    var about = ""
    /// Prose after OPTIONS.
    var notes = ""
    /// Command lines after `navcheck `.
    var examples: [String] = []
    /// The command line examples begin with (`swift run navcheck`, for benchmarks).
    var examplePrefix = "navcheck"

    /// The words of the command line, checked against the table: nil when `--help` was asked for (the
    /// help is printed), else every option read and checked, defaults included.
    func parse(_ words: [String]) throws(UsageError) -> ParsedArguments? {
        let tokens = try tokenize(words)
        if tokens.help { say(help); return nil }
        if tokens.positionals.count < positionals.count.lowerBound { throw UsageError(positionals.tooFew) }
        if tokens.positionals.count > positionals.count.upperBound {
            throw UsageError(positionals.tooMany(name, tokens.positionals))
        }
        var parsed = ParsedArguments(positionals: tokens.positionals, flags: tokens.flags)
        for option in options where option.valueName != nil {
            let text: String
            if let given = tokens.values[option.name] {
                text = given
                parsed.given.insert(option.name)
            } else if case .text(let fallback) = option.defaultValue {
                text = fallback
            } else if option.required {
                throw UsageError("'\(name)' needs \(option.name) \(option.valueName ?? ""): \(option.help)")
            } else {
                continue
            }
            parsed.values[option.name] = try option.readAny(text)
        }
        return parsed
    }

    /// Splits `words` into positionals, `--option value` pairs (or `--option=value`) and flags. Anything
    /// else starting with `-` is an error, and so is an option given twice (which of the two was meant?).
    private func tokenize(_ words: [String]) throws(UsageError) -> (positionals: [String], values: [String: String], flags: Set<String>, help: Bool) {
        var positionals: [String] = [], values: [String: String] = [:], flags: Set<String> = [], help = false
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            guard word.hasPrefix("-") && word != "-" else { positionals.append(word); continue }
            var optionName = word, inline: String?
            if let eq = word.firstIndex(of: "=") {
                optionName = String(word[..<eq]); inline = String(word[word.index(after: eq)...])
            }
            let option = options.first { $0.name == optionName }
            let isFlag = option.map { $0.valueName == nil } ?? ["--help", "-h"].contains(optionName)
            if isFlag {
                if let inline { throw UsageError("\(optionName) takes no value, but was given '\(shown(inline))'; write \(optionName) alone") }
                if option == nil { help = true } else { flags.insert(optionName) }
            } else if option != nil {
                if values[optionName] != nil { throw UsageError("\(optionName) is given twice; give it once") }
                if let inline { values[optionName] = inline; continue }
                guard i < words.count else {
                    let value = option?.valueName ?? "a value"
                    throw UsageError("\(optionName) needs a value: write \(optionName) \(value)")
                }
                values[optionName] = words[i]
                i += 1
            } else {
                let valid = (options.map(\.name) + ["--help"]).sorted().joined(separator: ", ")
                throw UsageError("unknown option '\(shown(word))' for '\(name)'; valid options: \(valid)")
            }
        }
        return (positionals, values, flags, help)
    }
}

/// A command line read against its command's table.
struct ParsedArguments {
    var positionals: [String]
    var flags: Set<String>
    var values: [String: any Sendable] = [:]
    /// The options given on the command line (not defaulted).
    var given: Set<String> = []

    init(positionals: [String], flags: Set<String>) {
        self.positionals = positionals
        self.flags = flags
    }

    /// The option's value: given, or its default; nil when neither.
    subscript<Value>(_ option: Option<Value>) -> Value? { values[option.name] as? Value }

    /// Whether the flag was given.
    subscript(_ flag: Flag) -> Bool { flags.contains(flag.name) }

    /// The value of an option that has a default text or is required (so it always has one).
    func value<Value>(_ option: Option<Value>) -> Value {
        guard let value = self[option] else { preconditionFailure("\(option.name) has no default and is not required") }
        return value
    }
}
