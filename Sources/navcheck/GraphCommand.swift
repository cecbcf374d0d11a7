import NavigationSpecs

enum GraphCommand {
    static let help = """
        navcheck graph — print the explored state graph of a catalog entry

        USAGE
          navcheck graph NAME [--format dot|mermaid] [--max-states N]

        Nodes are distinct states labelled with what the user sees (states that break a property are
        marked); edges are actions. Graphs above --max-states (default 300) are refused with a message.

        EXAMPLES
          navcheck graph adaptive-corrected --format mermaid
          navcheck graph adaptive-seed --format dot | dot -Tsvg > seed.svg
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--format", "--max-states"], flags: ["--help", "-h"], command: "graph")
        if args.flags.contains("--help") || args.flags.contains("-h") { say(help); return 0 }
        guard args.positionals.count == 1 else {
            throw UsageError("'graph' takes one entry name; valid entries: \(Catalog.entries.map(\.name).joined(separator: ", "))")
        }
        let format = args.values["--format"] ?? "dot"
        guard format == "dot" || format == "mermaid" else {
            throw UsageError("--format takes 'dot' or 'mermaid', not '\(Arguments.shown(format))'")
        }
        let entry: CatalogEntry
        do { entry = try Catalog.entry(named: args.positionals[0]) } catch { throw UsageError(error.message) }
        let graph = try entry.graph(limit: try args.positive("--max-states", max: Limits.graphStates) ?? 300)
        say(format == "dot" ? graph.dot : graph.mermaid, terminator: "")
        return 0
    }
}
