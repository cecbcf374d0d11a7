import NavCheckPages
import Reports

/// A run's report on its way out (`check` and `merge`): the report set is made (reading only) before
/// anything is printed and written after, then the JUnit XML and the step summary, as the CI options ask.
struct ReportDelivery {
    let report: JSONReport
    let ci: CIOptions
    /// The comparison with `--baseline`, if given.
    let baseline: BaselineComparison?
    /// Whether expectations are judged (not by a state-space shard): only then are the JUnit XML and
    /// the step summary written, and the exit status says whether every expectation was met.
    let judged: Bool
    private(set) var set: ReportSet
    /// What changed since the report set's former `latest.json`, when a whole set is written.
    private(set) var changes: Comparison?
    private(set) var warnings: [String] = []
    let xml: String?
    private(set) var junitInSet = false

    /// Makes the report set in `directory`: a whole one (`latest.*`, the baseline files, `traces/`), or
    /// only `traces`, beside the traces already there.
    init(_ report: JSONReport, ci: CIOptions, directory: String, traces: [String: [UInt8]], wholeSet: Bool, judged: Bool) throws {
        self.report = report
        self.ci = ci
        self.judged = judged
        baseline = ci.compare(report)
        if wholeSet {
            let made = try ReportWriter(directory: directory).reportSet(report, baseline: baseline, traces: traces)
            set = made.set
            changes = made.changes
            warnings = made.warnings
        } else {
            set = ReportSet(tracesOnly: traces, in: directory)
        }
        xml = judged ? ci.junitXML(report, baseline: baseline) : nil
        junitInSet = ci.addJUnit(xml, to: &set)
    }

    /// Adds the HTML report (`report.html`, beside `traces/`) to the set.
    mutating func addHTML(_ page: String) { set.files[HTMLReport.fileName] = Array(page.utf8) }

    /// Prints each entry's counterexamples (only the unmet entries' with `quiet`), `extra` (a note of
    /// the command's), what changed since the former report, and the comparison with the baseline.
    func printDetails(_ terminal: TerminalReport, quiet: Bool, extra: String? = nil, showsChanges: Bool) {
        let body = terminal.details(quiet ? report.entries.filter { !$0.met } : report.entries)
        if !body.isEmpty { say("\n" + body, terminator: "") }
        if let extra { say(extra) }
        if showsChanges, let changes { say(terminal.changes(changes), terminator: "") }
        if let baseline { say(terminal.baseline(baseline), terminator: "") }
    }

    /// `2 met, 1 not met`.
    var metCounts: String {
        let met = report.entries.filter(\.met).count
        return "\(met) met, \(report.entries.count - met) not met"
    }

    /// Writes the report set, then the JUnit XML and the step summary (titled `title`); returns the exit
    /// status: 0 when every expectation was met and nothing regressed against the baseline.
    func commit(title: String) throws -> Int32 {
        Output.flush()
        for note in try set.commit() { writeError("navcheck: note: " + note) }
        for warning in warnings { writeError("navcheck: warning: " + warning) }
        guard judged else { return 0 }
        try ci.write(report, junitXML: xml, inSet: junitInSet, baseline: baseline, title: title)
        return report.entries.allSatisfy(\.met) && !(baseline?.hasRegressions ?? false) ? 0 : 1
    }
}

extension ReportSet {
    /// A set that writes only `traces` into `directory`'s `traces/`, keeping the traces already there.
    init(tracesOnly traces: [String: [UInt8]], in directory: String) {
        self.init(directory: directory)
        if !traces.isEmpty {
            self.traces = traces
            keepsOtherTraces = true
        }
    }
}

/// `1 entry`, `3 entries`.
func entriesPhrase(_ count: Int) -> String { "\(count) entr\(count == 1 ? "y" : "ies")" }
