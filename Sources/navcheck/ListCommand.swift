import NavigationSpecs
import Reports

enum ListCommand {
    static let spec = CommandSpec(
        name: "list", summary: "list the catalog entries with their seed, bounds and expectation",
        title: "list the catalog entries", positionals: .none, options: [],
        about: "Prints one line per entry: name, subject, seed article, bounds, alphabet, expected outcome.")

    static func run(_ words: [String]) throws -> Int32 {
        guard try spec.parse(words) != nil else { return 0 }
        say(CatalogListing.render(Catalog.entries))
        return 0
    }
}
