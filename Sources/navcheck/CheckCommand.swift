import Foundation
import ModelChecker
import NavigationSpecs
import Reports

enum CheckCommand {
    static let help = """
        navcheck check — explore catalog entries breadth-first and compare with their expectations

        USAGE
          navcheck [check] [NAME ...] [--max-depth N] [--max-states N] [--max-memory SIZE] [--output DIR]
                           [--json] [--quiet]

        Every counterexample is written as a trace file to DIR/traces/ENTRY--PROPERTY.json (replay them
        with 'navcheck replay'). With no NAME every catalog entry is checked and the report folder is
        rewritten: latest.md, latest.json, and the former latest.json kept as previous.json, compared
        with this run.

        OPTIONS
          --max-depth N     discover no state more than N actions from the start (the result says it is incomplete)
          --max-states N    stop after N distinct states
          --max-memory SIZE stop, with a partial result, before the process would exceed SIZE (512M, 2G)
          --output DIR      the report folder (default: reports)
          --json            print the JSON report on stdout instead of text
          --quiet           print only entries that did not meet their expectation, and the summary

        EXAMPLES
          navcheck
          navcheck check adaptive-seed
          navcheck check adaptive-corrected --max-depth 5
          navcheck check --json --output /tmp/navcheck-reports
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--max-depth", "--max-states", "--max-memory", "--output"],
                                 flags: ["--json", "--quiet", "--help", "-h"], command: "check")
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
            if !json && (!quiet || !outcome.met) { print(terminal.line(for: outcome)) }
        }
        let report = JSONReport(outcomes)
        let output = args.values["--output"] ?? "reports"
        try TraceFiles.write(outcomes, to: output + "/traces")
        var comparison: Comparison?
        if args.positionals.isEmpty {
            comparison = try ReportWriter(directory: output).write(report)
        }
        if json {
            print(try report.encoded(), terminator: "")
        } else {
            let body = quiet ? terminal.details(outcomes.filter { !$0.met }) : terminal.details(outcomes)
            if !body.isEmpty { print("\n" + body, terminator: "") }
            if let comparison { print(terminal.changes(comparison), terminator: "") }
            let met = outcomes.filter(\.met).count
            print("\(outcomes.count) entr\(outcomes.count == 1 ? "y" : "ies"): \(met) met, \(outcomes.count - met) not met"
                  + (comparison == nil ? "" : "; report written to \(args.values["--output"] ?? "reports")/latest.md"))
        }
        return outcomes.allSatisfy(\.met) ? 0 : 1
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
