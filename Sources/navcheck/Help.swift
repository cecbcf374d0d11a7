extension CommandSpec {
    /// The width `--help` is wrapped to.
    static let width = 104

    /// `--help`: the title, the usage line made from the table, the prose, an OPTIONS section made
    /// from the table (each option's help, allowed values and default), and the examples.
    var help: String {
        var out = "navcheck \(name) — \(title)\n\nUSAGE\n" + usage
        if !about.isEmpty { out += "\n\n" + about }
        out += "\n\nOPTIONS\n" + optionLines
        if !notes.isEmpty { out += "\n\n" + notes }
        if !examples.isEmpty { out += "\n\nEXAMPLES\n" + examples.map { "  " + [examplePrefix, $0].filter { !$0.isEmpty }.joined(separator: " ") }.joined(separator: "\n") }
        return out
    }

    /// `navcheck NAME [ARGS] [--option VALUE] … [--flag]`, wrapped under the command's name.
    var usage: String {
        let lead = "  navcheck \(name)" + (options.isEmpty && positionals.synopsis.isEmpty ? "" : " ")
        var parts = positionals.synopsis.isEmpty ? [] : [positionals.synopsis]
        for option in options {
            let text = option.valueName.map { "\(option.name) \($0)" } ?? option.name
            parts.append(option.required ? text : "[\(text)]")
        }
        return Self.wrap(parts, first: lead, indent: String(repeating: " ", count: lead.count))
    }

    /// One row per option, its help wrapped beside the names, then `-h, --help`.
    var optionLines: String {
        let rows = options.map { option -> (String, String) in
            var help = option.help
            let details = [option.allowed, option.defaultValue.map { "default: \($0.shown)" }].compactMap { $0 }
            if !details.isEmpty { help += " (" + details.joined(separator: "; ") + ")" }
            return (option.valueName.map { "\(option.name) \($0)" } ?? option.name, help)
        } + [("-h, --help", "print this help")]
        let column = (rows.map(\.0.count).max() ?? 0) + 4
        return rows.map { names, help in
            let lead = "  " + names + String(repeating: " ", count: column - names.count - 2)
            return Self.wrap(help.split(separator: " ").map(String.init), first: lead, indent: String(repeating: " ", count: column))
        }.joined(separator: "\n")
    }

    /// `words` joined by spaces after `first`, in lines of at most ``width`` that continue after `indent`.
    static func wrap(_ words: [String], first: String, indent: String) -> String {
        var lines: [String] = [], line = first, empty = true
        for word in words {
            if !empty && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
