import NavigationSpecs

enum GraphCommand {
    static let format = Option<String>.choice("--format", ["dot", "mermaid"], help: "the graph language", default: "dot")
    static let maxStates = Option<Int>.number("--max-states", "N", in: 1...Limits.graphStates,
                                              help: "refuse, with a message, a graph of more states", default: .text("300"))

    static let spec = CommandSpec(
        name: "graph", summary: "print an entry's state graph as DOT or Mermaid",
        title: "print the explored state graph of a catalog entry",
        positionals: Positionals(synopsis: "NAME", count: 1...1, tooFew: wrongCount) { _, _ in wrongCount },
        options: [format, maxStates],
        about: """
            Nodes are distinct states labelled with what the user sees (states that break a property are
            marked); edges are actions. Graphviz draws the DOT: dot -Tsvg seed.dot > seed.svg.
            """,
        examples: ["graph adaptive-corrected --format mermaid", "graph adaptive-seed --format dot > seed.dot"])

    static var wrongCount: String { "'graph' takes one entry name; valid entries: \(Catalog.entries.map(\.name).joined(separator: ", "))" }

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let entry = try catalogEntry(args.positionals[0])
        let graph = try entry.graph(limit: args.value(maxStates))
        say(args.value(format) == "dot" ? graph.dot : graph.mermaid, terminator: "")
        return 0
    }
}
