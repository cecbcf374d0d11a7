import Foundation
import ModelChecker
import NavigationSpecs
import Reports

enum SimulateCommand {
    static let help = """
        navcheck simulate — explore a catalog entry with seeded random walks and shrink what they find

        USAGE
          navcheck simulate NAME [--seed S] [--runs N] [--steps M] [--max-seconds T] [--swarm] [--json]

        OPTIONS
          --seed S          the seed (a whole number); without it one is picked and printed
          --runs N          walks to run (1 to 100,000,000; default 200)
          --steps M         the most actions per walk (1 to 100,000; default 40)
          --max-seconds T   start no new walk after T seconds
          --swarm           each walk disables a random subset of the actions
          --json            print the result as JSON on stdout instead of text

        Writes one trace file per shrunk counterexample to reports/traces/NAME--PROPERTY--random.json.
        Exit status: 0 when the properties found are the ones the entry is expected to violate, 1 otherwise.

        EXAMPLES
          navcheck simulate adaptive-seed --seed 42
          navcheck simulate adaptive-seed-programmatic --runs 1000 --steps 100 --swarm
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--seed", "--runs", "--steps", "--max-seconds"],
                                 flags: ["--swarm", "--json", "--help", "-h"], command: "simulate")
        if args.flags.contains("--help") || args.flags.contains("-h") { say(help); return 0 }
        guard args.positionals.count == 1 else {
            throw UsageError(args.positionals.isEmpty ? "'simulate' needs a catalog entry name (see 'navcheck list')"
                                                      : "'simulate' takes one entry name, got \(args.positionals.count)")
        }
        let entry: CatalogEntry
        do { entry = try Catalog.entry(named: args.positionals[0]) } catch { throw UsageError(error.message) }
        let options = SimulationOptions(seed: try seed(args), runs: try args.positive("--runs") ?? 200,
                                        steps: try args.positive("--steps") ?? 40,
                                        maxSeconds: try maxSeconds(args), swarm: args.flags.contains("--swarm"))
        let folder = CIText.parentFolder(of: TraceFiles.defaultDirectory)
        try CIOptions.checkFolder(folder, option: "the report folder")
        for note in ReportSet.recoverAtStart(in: folder) { writeError("navcheck: note: " + note) }
        let report = try entry.simulate(options: options)
        var set = ReportSet(directory: folder)
        let traces = try TraceFiles.files(report, of: entry)
        if !traces.isEmpty {
            set.traces = traces
            set.keepsOtherTraces = true
        }
        if args.flags.contains("--json") {
            say(try report.jsonText())
        } else {
            say(TerminalReport(color: Console.colorEnabled(for: .standardOutput)).simulation(report, entry: entry),
                terminator: "")
        }
        Output.flush()
        for note in try set.commit() { writeError("navcheck: note: " + note) }
        let found = Set(report.violations.map(\.property))
        switch entry.expectation {
        case .holds: return found.isEmpty ? 0 : 1
        case .violates(let expected): return found == Set(expected.map(\.property)) ? 0 : 1
        }
    }

    static func seed(_ args: Arguments) throws(UsageError) -> UInt64 {
        if let text = args.values["--seed"] {
            guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let seed = UInt64(text) else {
                throw UsageError("--seed takes a whole number from 0 to \(UInt64.max), not '\(Arguments.shown(text))'")
            }
            return seed
        }
        // A fresh seed from the clock, mixed (SplitMix64's finaliser); it is printed with the results.
        var z = UInt64(bitPattern: Int64(Date().timeIntervalSince1970 * 1_000_000)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return (z ^ (z >> 31)) % 1_000_000_000
    }

    static func maxSeconds(_ args: Arguments) throws(UsageError) -> Double? {
        guard let text = args.values["--max-seconds"] else { return nil }
        let allowed = "a number of seconds from 0.001 to \(Limits.seconds) (a year)"
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let s = Double(text), s.isFinite else {
            throw UsageError("--max-seconds takes \(allowed), not '\(Arguments.shown(text))'")
        }
        guard s >= 0.001, s <= Double(Limits.seconds) else { throw UsageError("--max-seconds \(text) is out of range: give \(allowed)") }
        return s
    }
}
