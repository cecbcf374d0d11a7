import Foundation
import ModelChecker
import NavigationSpecs
import Reports

enum CheckCommand {
    static let help = """
        navcheck check — explore catalog entries breadth-first and compare with their expectations

        USAGE
          navcheck [check] [NAME ...] [--max-depth N] [--max-states N] [--max-memory SIZE] [--workers N] [--output DIR]
                           [--shard I/N [--split-depth D]] [--baseline FILE] [--junit FILE] [--json] [--quiet]

        Every counterexample is written as a trace file to DIR/traces/ENTRY--PROPERTY--KIND.json (replay
        them with 'navcheck replay'; keep one for good with 'navcheck promote'). With no NAME every catalog
        entry is checked and the report folder is rewritten: latest.md and latest.json (the former one kept
        as previous.json, compared with this run), and baseline.json and baseline.md, the same results
        without timings (committed: an unchanged tree gives the same bytes).

        OPTIONS
          --max-depth N     discover no state more than N actions from the start (the result says it is incomplete)
          --max-states N    stop after N distinct states
          --max-memory SIZE stop, with a partial result, before the process would exceed SIZE (1M to 64T: 512M, 2G)
          --workers N       cores that expand each breadth-first level (1 to 256; default: the cores online);
                            the result is the same for any number (a --max-memory cut may come earlier
                            with more, as they use more memory)
          --output DIR      the report folder (default: reports); its report set (latest.*, previous.json,
                            traces/, the baseline, a JUnit file in it) is replaced as one unit
          --shard I/N       check shard I of N (1 ≤ I ≤ N): a share of the entries, balanced by their distinct
                            states in reports/baseline.json; writes DIR/latest.json for 'navcheck merge'
          --split-depth D   with --shard: divide each entry's state space instead, at breadth-first depth D
                            (0 or more); every shard explores the levels up to D, then its share of the
                            frontier. Expectations are judged by 'navcheck merge'.
          --baseline FILE   compare with a committed report (e.g. main's reports/baseline.json); exit 1 on a
                            regression: a new finding, a finding of a new kind, a lost "holds", a newly vacuous property
          --junit FILE      write JUnit XML: one test case per entry, a failure for an unmet expectation
          --json            print the JSON report on stdout instead of text
          --quiet           print only entries that did not meet their expectation, and the summary

        When GITHUB_STEP_SUMMARY is set, a Markdown summary is appended to that file.

        A run cut by a bound (--max-depth, --max-states, --max-memory) is PARTIAL: it is labelled so in
        every output, never meets "holds", and meets "violates" only when it found every expected finding.
        Exit status: 0 every expectation met, 1 not, 2 a usage or input error (nothing written), 3 an output
        could not be written, 130/143 interrupted (the report folder as it was).

        EXAMPLES
          navcheck
          navcheck check adaptive-seed
          navcheck check adaptive-corrected --max-depth 5
          navcheck --shard 2/4 --output shard-2
          navcheck check adaptive-seed-api --shard 1/2 --split-depth 6 --output split-1
          navcheck --baseline main-baseline.json --junit reports/junit.xml
          navcheck check --json --output /tmp/navcheck-reports
        """

    /// Where the committed baseline is, relative to the repository: the costs that balance entry shards.
    static let committedBaseline = "reports/baseline.json"

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--max-depth", "--max-states", "--max-memory", "--output", "--shard",
                                                  "--split-depth", "--baseline", "--junit", "--workers"],
                                 flags: ["--json", "--quiet", "--help", "-h"], command: "check")
        if args.flags.contains("--help") || args.flags.contains("-h") { say(help); return 0 }
        var options = ExplorationOptions(maxDepth: try args.positive("--max-depth"),
                                         maxStates: try args.positive("--max-states"),
                                         workers: try args.positive("--workers") ?? ProcessMemory.activeCores,
                                         maxMemoryBytes: try args.byteSize("--max-memory"))
        var entries = Catalog.entries
        if !args.positionals.isEmpty {
            entries = []
            for name in args.positionals {
                if entries.contains(where: { $0.name == name }) {
                    throw UsageError("the entry '\(Arguments.shown(name))' is named twice; name each entry once")
                }
                do { entries.append(try Catalog.entry(named: name)) } catch {
                    throw UsageError(Arguments.shown(name) == name ? error.message
                                     : "unknown entry '\(Arguments.shown(name))'; see 'navcheck list' for the entries")
                }
            }
        }
        let output = args.values["--output"] ?? "reports"
        try CIOptions.checkFolder(output, option: "--output")
        let shard = try shardOption(args, entries: entries.count)
        let splitDepth = try args.nonNegative("--split-depth")
        var split: RunInfo.Split?
        if let splitDepth {
            guard let shard else { throw UsageError("--split-depth \(splitDepth) divides each entry's state space among shards: give --shard I/N too") }
            if let maxDepth = options.maxDepth, splitDepth > maxDepth {
                throw UsageError("--split-depth \(splitDepth) is beyond --max-depth \(maxDepth), so nothing would be divided; give a split depth from 0 to \(maxDepth)")
            }
            for option in ["--baseline", "--junit"] where args.values[option] != nil {
                throw UsageError("\(option) judges expectations, which one state-space shard cannot (it sees a share of the states): give \(option) to 'navcheck merge'")
            }
            split = RunInfo.Split(shards: shard.count, depth: splitDepth)
            options.partition = Sharding.partition(shard: shard, depth: splitDepth)
        }
        let ci = try CIOptions(args, output: output)
        do { try options.validate() } catch { throw UsageError(error.message) }
        for note in ReportSet.recoverAtStart(in: output) { writeError("navcheck: note: " + note) }
        if let shard, split == nil {
            let baseline = try? JSONReport.read(committedBaseline)
            if baseline == nil {
                // Said on stderr: every shard of a run must be divided the same way (the merge checks).
                writeError("navcheck: no readable \(committedBaseline) in this folder; "
                    + "the entries are divided among the shards by equal costs (run every shard from the same folder)")
            }
            let costs = Sharding.costs(from: baseline)
            let names = Sharding.entries(entries.map(\.name), costs: costs, shard: shard)
            entries = entries.filter { names.contains($0.name) }
        }
        let run = RunInfo(entries: args.positionals.isEmpty ? nil : args.positionals, options: options, shard: shard, split: split)

        let json = args.flags.contains("--json"), quiet = args.flags.contains("--quiet")
        let terminal = TerminalReport(color: !json && Console.colorEnabled(for: .standardOutput))
        let progress = Progress(enabled: Console.isTerminal(.standardError))
        var outcomes: [EntryOutcome] = []
        for (i, entry) in entries.enumerated() {
            let label = "checking \(entry.name) (\(i + 1)/\(entries.count))"
            progress.show(label + "…")
            var entryOptions = options
            if progress.enabled {
                entryOptions.progress = ProgressObserver { p in
                    progress.show("\(label): \(grouped(p.distinctStates)) states, depth \(p.depth), \(grouped(Int(p.rate))) states/s")
                }
            }
            let outcome = try EntryOutcome(checking: entry, options: entryOptions)
            progress.clear()
            outcomes.append(outcome)
            if !json && (!quiet || !outcome.met) { say(terminal.line(for: outcome)) }
        }
        let report = JSONReport(outcomes, run: run)
        let baseline = ci.compare(report)
        let writesReport = args.positionals.isEmpty || shard != nil

        // The report set is made (reading only) before anything is printed, and written after.
        let traces = try TraceFiles.files(outcomes)
        var set = ReportSet(directory: output)
        var comparison: Comparison?, warnings: [String] = []
        if writesReport {
            let made = try ReportWriter(directory: output).reportSet(report, baseline: baseline, traces: traces)
            set = made.set
            warnings = made.warnings
            if shard == nil { comparison = made.changes }
        } else if !traces.isEmpty {
            set.traces = traces
            set.keepsOtherTraces = true
        }
        let xml = split == nil ? ci.junitXML(report, baseline: baseline) : nil
        let junitInSet = ci.addJUnit(xml, to: &set)

        if json {
            say(try report.encoded(), terminator: "")
        } else {
            let body = quiet ? terminal.details(report.entries.filter { !$0.met }) : terminal.details(report.entries)
            if !body.isEmpty { say("\n" + body, terminator: "") }
            if let comparison { say(terminal.changes(comparison), terminator: "") }
            if let baseline { say(terminal.baseline(baseline), terminator: "") }
            let met = outcomes.filter(\.met).count
            var summary = "\(outcomes.count) entr\(outcomes.count == 1 ? "y" : "ies"): \(met) met, \(outcomes.count - met) not met"
            if let shard, let split {
                summary = "shard \(shard.label) of a state-space split at depth \(split.depth): \(outcomes.count) entr\(outcomes.count == 1 ? "y" : "ies") explored in part; 'navcheck merge' judges the expectations"
            } else if let shard {
                summary += " (shard \(shard.label))"
            }
            if let partial = TerminalReport.partialNote(report.entries) { summary += "; " + partial }
            if writesReport { summary += "; report written to \(output)/latest.md" }
            say(summary)
        }
        Output.flush()
        for note in try set.commit() { writeError("navcheck: note: " + note) }
        for warning in warnings { writeError("navcheck: warning: " + warning) }
        if split == nil {
            try ci.write(report, junitXML: xml, inSet: junitInSet, baseline: baseline, title: shard.map { "navcheck (shard \($0.label))" } ?? "navcheck")
        }
        if split != nil { return 0 }
        return outcomes.allSatisfy(\.met) && !(baseline?.hasRegressions ?? false) ? 0 : 1
    }

    /// `--shard I/N`, checked against the number of entries to divide.
    static func shardOption(_ args: Arguments, entries: Int) throws(UsageError) -> RunInfo.Shard? {
        guard let text = args.values["--shard"] else { return nil }
        guard let shard = Sharding.parse(text) else {
            throw UsageError("--shard takes I/N, shard I of N with 1 ≤ I ≤ N (e.g. 2/4), not '\(text)'")
        }
        if args.values["--split-depth"] == nil && shard.count > entries {
            throw UsageError("--shard \(text): \(entries) entr\(entries == 1 ? "y" : "ies") cannot be divided among \(shard.count) shards; give N from 1 to \(entries), or --split-depth D to divide the state space")
        }
        if shard.count > 256 {
            throw UsageError("--shard \(text): at most 256 shards; give N from 1 to 256")
        }
        return shard
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
