import Foundation
import ModelChecker
import NavigationSpecs
import Reports

enum SimulateCommand {
    static let seed = Option<UInt64>("--seed", "S", help: "the seed", allowed: "a whole number from 0 to \(UInt64.max)",
                                     default: .described("one is picked and printed")) { text throws(UsageError) in
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let seed = UInt64(text) else {
            throw UsageError("--seed takes a whole number from 0 to \(UInt64.max), not '\(shown(text))'")
        }
        return seed
    }
    static let runs = Option<Int>.number("--runs", "N", in: 1...Limits.runs, help: "walks to run", default: .text("200"))
    static let steps = Option<Int>.number("--steps", "M", in: 1...Limits.steps, help: "the most actions per walk", default: .text("40"))
    static let maxSeconds = Option<Double>.seconds("--max-seconds", "T", help: "start no new walk after T seconds")
    static let swarm = Flag("--swarm", help: "each walk disables a random subset of the actions")
    static let json = Flag("--json", help: "print the result as JSON on stdout instead of text")

    static let spec = CommandSpec(
        name: "simulate", summary: "explore an entry with seeded random walks, shrink and print what they find",
        title: "explore a catalog entry with seeded random walks and shrink what they find",
        positionals: Positionals(synopsis: "NAME", count: 1...1, tooFew: "'simulate' needs a catalog entry name (see 'navcheck list')") { _, names in
            "'simulate' takes one entry name, got \(names.count)"
        },
        options: [seed, runs, steps, maxSeconds, swarm, json],
        notes: """
            Writes one trace file per shrunk counterexample to reports/traces/NAME--PROPERTY--random.json.
            Exit status: 0 when the properties found are the ones the entry is expected to violate, 1 otherwise.
            """,
        examples: ["simulate adaptive-seed --seed 42", "simulate adaptive-seed-race --runs 1000 --steps 100 --swarm"])

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let entry = try catalogEntry(args.positionals[0])
        let options = SimulationOptions(seed: args[seed] ?? freshSeed(), runs: args.value(runs), steps: args.value(steps),
                                        maxSeconds: args[maxSeconds], swarm: args[swarm])
        let folder = CIText.parentFolder(of: TraceFiles.defaultDirectory)
        try CIOptions.checkFolder(folder, option: "the report folder")
        for note in ReportSet.recoverAtStart(in: folder) { writeError("navcheck: note: " + note) }
        let report = try entry.simulate(options: options)
        let set = ReportSet(tracesOnly: try TraceFiles.files(report, of: entry), in: folder)
        if args[json] {
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

    /// A fresh seed from the clock, mixed (SplitMix64's finaliser); it is printed with the results.
    static func freshSeed() -> UInt64 {
        var z = UInt64(bitPattern: Int64(Date().timeIntervalSince1970 * 1_000_000)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return (z ^ (z >> 31)) % 1_000_000_000
    }
}
