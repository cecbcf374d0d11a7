import NavigationSpecs
import Reports

enum BenchRandomCommand {
    static let seeds = Option<Int>.number("--seeds", "N", in: 1...Limits.seeds, help: "seeds 1...N, each run in turn", default: .text("20"))
    static let steps = Option<Int>.number("--steps", "M", in: 1...Limits.steps, help: "the most actions per walk", default: .text("40"))

    static let spec = CommandSpec(
        name: "bench-random", summary: "time random mode finding and shrinking each defect of an entry",
        title: "time random mode finding and shrinking each defect of an entry",
        positionals: Positionals(synopsis: "[NAME]", count: 0...1, tooFew: "") { _, _ in "'bench-random' takes at most one entry name" },
        options: [seeds, steps],
        about: """
            For each property the entry (default adaptive-seed) is expected to violate and each seed 1...N,
            runs walks of at most M steps until the property is found, shrinks it, and prints the
            breadth-first shortest length, the shrunk lengths and the median and largest times.
            Build with -c release for meaningful figures. Exit status 1 when a walk was shrunk to a trace
            longer than the breadth-first shortest one.
            """,
        examples: ["bench-random", "bench-random adaptive-seed-iphone-wide --seeds 10"], examplePrefix: "swift run -c release navcheck")

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let entry = try catalogEntry(args.positionals.first ?? "adaptive-seed")
        let seeds = args.value(Self.seeds)
        // The seeds are taken one at a time from the range, never built up front.
        let rows = try RandomBenchmark.run(entry, seeds: 1...UInt64(seeds), steps: args.value(steps))
        say(RandomBenchmark.render(rows, entry: entry.name, seeds: seeds))
        return rows.allSatisfy { row in row.shrunkLengths.allSatisfy { $0 == row.shortestLength } } ? 0 : 1
    }
}
