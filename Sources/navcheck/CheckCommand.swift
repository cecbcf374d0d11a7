import ModelChecker
import NavigationSpecs
import Reports

enum CheckCommand {
    static let help = """
        navcheck check — explore catalog entries breadth-first and compare with their expectations

        USAGE
          navcheck check [NAME ...] [--max-depth N] [--max-states N] [--max-memory SIZE] [--json]

        OPTIONS
          --max-depth N     do not expand states N actions from the start (the result says it is incomplete)
          --max-states N    stop after N distinct states
          --max-memory SIZE stop, with a partial result, before the process would exceed SIZE (512M, 2G)
          --json            print the results as JSON on stdout instead of text

        EXAMPLES
          navcheck check adaptive-seed
          navcheck check adaptive-corrected --max-depth 5
          navcheck check --json
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--max-depth", "--max-states", "--max-memory"],
                                 flags: ["--json", "--help", "-h"], command: "check")
        if args.flags.contains("--help") || args.flags.contains("-h") { print(help); return 0 }
        let options = ExplorationOptions(maxDepth: try args.positive("--max-depth"),
                                         maxStates: try args.positive("--max-states"),
                                         maxMemoryBytes: try args.byteSize("--max-memory"))
        var entries = Catalog.entries
        if !args.positionals.isEmpty {
            entries = []
            for name in args.positionals {
                do { entries.append(try Catalog.entry(named: name)) } catch { throw UsageError(error.message) }
            }
        }
        let terminal = TerminalReport(color: Console.colorEnabled(for: .standardOutput))
        var outcomes: [EntryOutcome] = []
        for entry in entries {
            let outcome = try EntryOutcome(checking: entry, options: options)
            outcomes.append(outcome)
            if !args.flags.contains("--json") { print(terminal.line(for: outcome)) }
        }
        if args.flags.contains("--json") {
            print(try JSONReport.encode(outcomes))
        } else {
            let body = terminal.details(outcomes)
            if !body.isEmpty { print("\n" + body, terminator: "") }
        }
        return outcomes.allSatisfy(\.met) ? 0 : 1
    }
}
