import Foundation
import ModelChecker
import NavCheckPages
import NavigationSpecs
import Reports

enum CheckCommand {
    static let maxDepth = Option<Int>.number("--max-depth", "N", in: 1...Limits.depth,
        help: "discover no state more than N actions from the start; the result says it is incomplete")
    static let maxStates = Option<Int>.number("--max-states", "N", in: 1...Limits.states, help: "stop after N distinct states")
    static let maxMemory = SharedOptions.maxMemory
    static let workers = SharedOptions.workers(
        "cores that expand each breadth-first level; the result is the same for any number (a --max-memory cut may come "
            + "earlier with more, as they use more memory)", default: .described("the cores online"))
    static let output = Option<String>.reportFolder("--output",
        help: "the report folder; its report set (latest.*, previous.json, traces/, the baseline, a JUnit file in it) is replaced as one unit",
        default: .text("reports"))
    static let shard = Option<RunInfo.Shard>("--shard", "I/N",
        help: "check shard I of N (1 ≤ I ≤ N): a share of the entries, balanced by their distinct states in "
            + "reports/baseline.json; writes DIR/latest.json for 'navcheck merge'") { text throws(UsageError) in
        guard let shard = Sharding.parse(text) else {
            throw UsageError("--shard takes I/N, shard I of N with 1 ≤ I ≤ N (e.g. 2/4), not '\(shown(text))'")
        }
        return shard
    }
    static let raceBound = Option<Int>.number("--race-bound", "K", in: 0...Limits.depth,
        help: "under the race and api alphabets, explore the sequences with at most 0, 1, … K taps made while work is "
            + "pending, each bound complete before the next (stopping early when a bound reaches nothing new); "
            + "the report says which bound it completed. Default: no bound")
    static let splitDepth = Option<Int>.number("--split-depth", "D", in: 0...Limits.depth,
        help: "with --shard: divide each entry's state space instead, at breadth-first depth D; every shard explores "
            + "the levels up to D, then its share of the frontier; 'navcheck merge' judges the expectations")

    static let spec = CommandSpec(
        name: "check", summary: "check one catalog entry (or every entry when no name is given)",
        title: "explore catalog entries breadth-first and compare with their expectations",
        positionals: .any("[NAME ...]"),
        options: [maxDepth, maxStates, maxMemory, raceBound, workers, output, shard, splitDepth, SharedOptions.baseline,
                  SharedOptions.junit, SharedOptions.json, SharedOptions.quiet],
        about: """
            Every counterexample is written as a trace file to DIR/traces/ENTRY--PROPERTY--KIND.json (replay
            them with 'navcheck replay'; keep one for good with 'navcheck promote'). With no NAME every catalog
            entry is checked and the report folder is rewritten: latest.md and latest.json (the former one kept
            as previous.json, compared with this run), and baseline.json and baseline.md, the same results
            without timings (committed: an unchanged tree gives the same bytes). 'navcheck' alone is
            'navcheck check'; 'navcheck --shard 2/4 …' is 'navcheck check --shard 2/4 …'.
            """,
        notes: """
            When GITHUB_STEP_SUMMARY is set, a Markdown summary is appended to that file.

            A run cut by a bound (--max-depth, --max-states, --max-memory) is PARTIAL: it is labelled so in
            every output, never meets "holds", and meets "violates" only when it found every expected finding.
            Exit status: 0 every expectation met, 1 not, 2 a usage or input error (nothing written), 3 an output
            could not be written, 130/143 interrupted (the report folder as it was).
            """,
        examples: [
            "", "check adaptive-seed", "check adaptive-seed-race --max-depth 5", "check adaptive-corrected-race --race-bound 1", "--shard 1/2 --output shard-1",
            "--shard 2/2 --output shard-2", "check adaptive-seed-race --shard 1/2 --split-depth 4 --output split-1",
            "check adaptive-seed-race --shard 2/2 --split-depth 4 --output split-2",
            "--baseline main-baseline.json --junit reports/junit.xml", "check adaptive-seed-api --json --output json-reports",
        ])

    /// A run of `check`, read from its command line and checked before any work.
    struct Plan {
        var selection: RunSelection
        var options: ExplorationOptions
        var output: String
        var ci: CIOptions
        var json: Bool
        var quiet: Bool
        var terminal: TerminalReport
    }

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let plan = try plan(args)
        for note in ReportSet.recoverAtStart(in: plan.output) { writeError("navcheck: note: " + note) }
        for note in plan.selection.notes { writeError("navcheck: " + note) }
        let outcomes = try explore(plan)
        let report = JSONReport(outcomes, run: plan.selection.runInfo(plan.options))
        var delivery = try ReportDelivery(report, ci: plan.ci, directory: plan.output, traces: try TraceFiles.files(outcomes),
                                          wholeSet: plan.selection.writesReportSet, judged: plan.selection.split == nil)
        // The HTML report goes beside the trace files, where the run writes a report set or traces.
        if plan.selection.writesReportSet || outcomes.contains(where: { !$0.report.violations.isEmpty }) {
            delivery.addHTML(HTMLReport.page(outcomes))
        }
        if plan.json {
            say(try report.encoded(), terminator: "")
        } else {
            delivery.printDetails(plan.terminal, quiet: plan.quiet, showsChanges: plan.selection.shard == nil)
            say(summary(delivery, plan))
        }
        return try delivery.commit(title: plan.selection.shard.map { "navcheck (shard \($0.label))" } ?? "navcheck")
    }

    /// Reads the options and the entries, and checks them against each other.
    static func plan(_ args: ParsedArguments) throws(UsageError) -> Plan {
        var options = ExplorationOptions(maxDepth: args[maxDepth], maxStates: args[maxStates],
                                         workers: args[workers] ?? ProcessMemory.activeCores, maxMemoryBytes: args[maxMemory],
                                         raceBound: args[raceBound])
        let selection: RunSelection
        do {
            selection = try RunSelection(names: args.positionals, shard: args[shard], splitDepth: args[splitDepth], maxDepth: options.maxDepth,
                                         judging: [SharedOptions.baseline.name, SharedOptions.junit.name].filter(args.given.contains))
        } catch { throw UsageError(error.message) }
        options.partition = selection.partition
        let output = args.value(output)
        let ci = try CIOptions(baseline: args[SharedOptions.baseline], junit: args[SharedOptions.junit], output: output)
        do { try options.validate() } catch { throw UsageError(error.message) }
        if options.maxMemoryBytes != nil {
            let bounded = options
            try SharedOptions.refuseMemoryBound(options.maxMemoryBytes, below: try SharedOptions.startingBounds(selection.entries.map { entry in
                (entry.name, { () throws(CheckError) in try entry.smallestMemoryBound(options: bounded) })
            }))
        }
        let json = args[SharedOptions.json]
        return Plan(selection: selection, options: options, output: output, ci: ci, json: json, quiet: args[SharedOptions.quiet],
                    terminal: TerminalReport(color: !json && Console.colorEnabled(for: .standardOutput)))
    }

    /// Checks each entry of the plan, printing its result line as it comes (with progress on a terminal).
    static func explore(_ plan: Plan) throws -> [EntryOutcome] {
        let progress = Progress(enabled: Console.isTerminal(.standardError))
        var outcomes: [EntryOutcome] = []
        for (i, entry) in plan.selection.entries.enumerated() {
            let label = "checking \(entry.name) (\(i + 1)/\(plan.selection.entries.count))"
            progress.show(label + "…")
            var options = plan.options
            if progress.enabled {
                options.progress = ProgressObserver { p in
                    progress.show("\(label): \(grouped(p.distinctStates)) states, depth \(p.depth), \(grouped(Int(p.rate))) states/s")
                }
            }
            let outcome = try EntryOutcome(checking: entry, options: options)
            progress.clear()
            outcomes.append(outcome)
            if !plan.json && (!plan.quiet || !outcome.met) { say(plan.terminal.line(for: outcome)) }
        }
        return outcomes
    }

    /// The last line: the counts, the shard, PARTIAL, and where the report was written.
    static func summary(_ delivery: ReportDelivery, _ plan: Plan) -> String {
        let entries = delivery.report.entries
        var summary = "\(entriesPhrase(entries.count)): \(delivery.metCounts)"
        if let shard = plan.selection.shard, let split = plan.selection.split {
            summary = "shard \(shard.label) of a state-space split at depth \(split.depth): \(entriesPhrase(entries.count)) explored in part; "
                + "'navcheck merge' judges the expectations"
        } else if let shard = plan.selection.shard {
            summary += " (shard \(shard.label))"
        }
        if let partial = TerminalReport.partialNote(entries) { summary += "; " + partial }
        if plan.selection.writesReportSet { summary += "; report written to \(plan.output)/latest.md" }
        return summary
    }
}

/// One line of progress on stderr, rewritten in place at most four times a second; only on a terminal.
final class Progress: @unchecked Sendable {
    let enabled: Bool
    private let lock = NSLock()
    private var last = Date.distantPast

    init(enabled: Bool) { self.enabled = enabled }

    func show(_ text: String) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(last) >= 0.25 else { return }
        last = now
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    func clear() {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        last = .distantPast
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
