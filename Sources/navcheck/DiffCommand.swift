import ModelChecker
import NavigationSpecs
import Reports

enum DiffCommand {
    static let maxDepth = Option<Int>.number("--max-depth", "N", in: 1...Limits.depth,
        help: "compare the sequences of at most N actions; the result says it is incomplete")
    static let maxStates = Option<Int>.number("--max-states", "N", in: 1...Limits.states, help: "stop after N distinct pairs of states")
    static let maxMemory = SharedOptions.maxMemory
    static let workers = SharedOptions.workers("cores that expand each breadth-first level; the result is the same for any number",
                                               default: .described("the cores online"))
    static let output = Option<String>.reportFolder("--output",
        help: "the report folder whose traces/ gets one trace file per difference (the other traces stay)", default: .text("reports"))

    static let spec = CommandSpec(
        name: "diff", summary: "compare two entries: the shortest sequence that tells them apart",
        title: "explore two catalog entries in lockstep; the shortest sequence that tells them apart",
        positionals: Positionals(synopsis: "OLD NEW", count: 2...2, tooFew: wrongCount) { _, _ in wrongCount },
        options: [maxDepth, maxStates, maxMemory, workers, output],
        about: """
            Both entries take the same actions, breadth-first: those both declare, matched by their names as
            Swift calls (the others are listed and left out). A difference is a state where the user sees
            other screens (sameScreens) or where an action is enabled in one and not in the other
            (sameEnabledActions); each is printed with both screen lines at every step ('=' where they are
            the same, '≠' where they differ) and written to DIR/traces/OLD..NEW--PROPERTY[--KIND].json, which
            'navcheck replay' replays on both. No difference in a complete search means that no sequence
            within the entries' bounds tells them apart.
            """,
        notes: """
            'navcheck diff adaptive-seed adaptive-corrected' prints the shortest sequence where the user sees what
            the correction changes, and exits 1. A comparison cut by a bound (--max-depth, --max-states,
            --max-memory) is PARTIAL.
            Exit status: 0 no difference (complete), 1 a difference or PARTIAL, 2 a usage or input error (an
            unknown entry, entries that share no action: nothing written), 3 an output could not be written.
            """,
        examples: ["diff path-store-int-corrected path-store-erased-corrected --output diff-stores",
                   "diff adaptive-corrected adaptive-corrected --output diff-self"])

    static var wrongCount: String { "'diff' takes two entry names, OLD and NEW (see 'navcheck list')" }

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let options = ExplorationOptions(maxDepth: args[maxDepth], maxStates: args[maxStates],
                                         workers: args[workers] ?? ProcessMemory.activeCores, maxMemoryBytes: args[maxMemory])
        do { try options.validate() } catch { throw UsageError(error.message) }
        let folder = args.value(output)
        let ci = try CIOptions(baseline: nil, junit: nil, output: folder)
        let entry = try Catalog.differential(args.positionals[0], args.positionals[1])
        for note in ReportSet.recoverAtStart(in: folder) { writeError("navcheck: note: " + note) }
        let outcome = try EntryOutcome(checking: entry, options: options)
        let report = JSONReport([outcome])
        let delivery = try ReportDelivery(report, ci: ci, directory: folder, traces: try TraceFiles.files([outcome]),
                                          wholeSet: false, judged: false)
        let terminal = TerminalReport(color: Console.colorEnabled(for: .standardOutput))
        say("\(entry.name): \(entry.note ?? "")")
        for violation in outcome.report.violations { say("\n" + terminal.counterexample(violation, entry: entry.name)) }
        say(verdict(outcome, old: args.positionals[0], new: args.positionals[1]))
        _ = try delivery.commit(title: "navcheck diff")
        return outcome.met ? 0 : 1
    }

    /// The last line: no difference (complete, or PARTIAL), or the differences found.
    static func verdict(_ outcome: EntryOutcome, old: String, new: String) -> String {
        let r = outcome.report
        let covered = "\(grouped(r.statistics.distinctStates)) pairs of states, depth \(r.statistics.depth)"
        if r.violations.isEmpty {
            return r.complete ? "no difference: no sequence within these bounds tells \(old) and \(new) apart (\(covered), complete)"
                : "no difference found, PARTIAL (\(covered)): the search was cut by a bound, so longer sequences may still tell them apart"
        }
        let shortest = r.violations.map(\.actions.count).min() ?? 0
        let names = r.violations.map { "\($0.property) (\($0.finding))" }.joined(separator: ", ")
        return "\(old) and \(new) differ: \(names); the shortest sequence has \(shortest) action\(shortest == 1 ? "" : "s") (\(covered)\(r.complete ? "" : ", PARTIAL"))"
    }
}
