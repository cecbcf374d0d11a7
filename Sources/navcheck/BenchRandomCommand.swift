import NavigationSpecs
import Reports

enum BenchRandomCommand {
    static let help = """
        navcheck bench-random — time random mode finding and shrinking each defect of an entry

        USAGE
          navcheck bench-random [NAME] [--seeds N] [--steps M]

        For each property the entry (default adaptive-seed) is expected to violate and each seed 1...N
        (default 20), runs walks of at most M steps (default 40) until the property is found, shrinks it,
        and prints the breadth-first shortest length, the shrunk lengths and the median and largest times.
        Build with -c release for meaningful figures: swift run -c release navcheck bench-random
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--seeds", "--steps"], flags: ["--help", "-h"], command: "bench-random")
        if args.flags.contains("--help") || args.flags.contains("-h") { print(help); return 0 }
        guard args.positionals.count <= 1 else { throw UsageError("'bench-random' takes at most one entry name") }
        let entry: CatalogEntry
        do { entry = try Catalog.entry(named: args.positionals.first ?? "adaptive-seed") } catch { throw UsageError(error.message) }
        let seeds = try args.positive("--seeds") ?? 20
        let rows = try RandomBenchmark.run(entry, seeds: (1...seeds).map(UInt64.init), steps: try args.positive("--steps") ?? 40)
        print(RandomBenchmark.render(rows, entry: entry.name, seeds: seeds))
        return rows.allSatisfy { row in row.shrunkLengths.allSatisfy { $0 == row.shortestLength } } ? 0 : 1
    }
}
