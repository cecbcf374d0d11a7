import NavigationSpecs
import Reports

enum ListCommand {
    static let help = """
        navcheck list — list the catalog entries

        USAGE
          navcheck list

        Prints one line per entry: name, subject, seed article, bounds, alphabet, expected outcome.
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: [], flags: ["--help", "-h"], command: "list")
        if args.flags.contains("--help") || args.flags.contains("-h") { say(help); return 0 }
        if let extra = args.positionals.first { throw UsageError("'list' takes no arguments, got '\(extra)'") }
        say(CatalogListing.render(Catalog.entries))
        return 0
    }
}
