import Foundation
import ModelChecker
import Reports

enum MergeCommand {
    static let help = """
        navcheck merge — combine the report folders of a sharded run into one report set

        USAGE
          navcheck merge DIR ... --output DIR [--baseline FILE] [--junit FILE] [--json] [--quiet]

        Each DIR is the --output folder of one 'navcheck [check] --shard I/N' run; every shard of the run
        must be given once, made by this navcheck from the same catalog with the same options. Entry
        shards merge into the report the undivided run writes (its latest.json is the same apart from
        timings, and a whole-catalog merge writes baseline.json and baseline.md too). State-space shards
        (--split-depth) merge per entry: the shortest trace of each finding (property and kind), the
        expectation judged again, and the counts summed over the shards (the report says what they mean).
        A shard that is missing, given twice, or from another version or configuration is an error, and
        nothing is written.

        OPTIONS
          --output DIR      the folder for the merged report set (latest.json, latest.md, traces/)
          --baseline FILE   compare with a committed report; exit 1 on a regression
          --junit FILE      write JUnit XML: one test case per entry
          --json            print the merged JSON report on stdout instead of text
          --quiet           print only entries that did not meet their expectation, and the summary

        When GITHUB_STEP_SUMMARY is set, a Markdown summary is appended to that file.
        Exit status: 0 every expectation met (and no regression), 1 otherwise, 2 the shards cannot be merged.

        EXAMPLES
          navcheck merge shard-1 shard-2 shard-3 --output reports
          navcheck merge split-1 split-2 --output merged --baseline main-baseline.json --junit junit.xml
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--output", "--baseline", "--junit"],
                                 flags: ["--json", "--quiet", "--help", "-h"], command: "merge")
        if args.flags.contains("--help") || args.flags.contains("-h") { say(help); return 0 }
        guard !args.positionals.isEmpty else { throw UsageError("'merge' needs the report folder of every shard, e.g. navcheck merge shard-1 shard-2 --output reports") }
        guard let output = args.values["--output"] else { throw UsageError("'merge' needs --output DIR: the folder for the merged report set") }
        try CIOptions.checkFolder(output, option: "--output")
        if let clash = args.positionals.first(where: { CIOptions.samePath($0, output) }) {
            throw UsageError("--output \(Arguments.shown(output)) is the shard folder \(Arguments.shown(clash)); give another folder for the merged report")
        }
        let ci = try CIOptions(args, output: output)
        for note in ReportSet.recoverAtStart(in: output) { writeError("navcheck: note: " + note) }
        let report: JSONReport
        do { report = try ReportMerge.merge(try ReportMerge.read(args.positionals)) } catch {
            throw UsageError(error.message)
        }
        let baseline = ci.compare(report)
        var (set, changes, warnings) = try ReportWriter(directory: output).reportSet(report, baseline: baseline, traces: try TraceFiles.files(report))
        let xml = ci.junitXML(report, baseline: baseline)
        let junitInSet = ci.addJUnit(xml, to: &set)

        let json = args.flags.contains("--json"), quiet = args.flags.contains("--quiet")
        if json {
            say(try report.encoded(), terminator: "")
        } else {
            let terminal = TerminalReport(color: Console.colorEnabled(for: .standardOutput))
            for entry in report.entries where !quiet || !entry.met { say(terminal.line(for: entry)) }
            let body = terminal.details(quiet ? report.entries.filter { !$0.met } : report.entries)
            if !body.isEmpty { say("\n" + body, terminator: "") }
            if let split = report.run?.split { say(MarkdownReport.splitNote(split) + "\n") }
            if changes.hadPrevious { say(terminal.changes(changes), terminator: "") }
            if let baseline { say(terminal.baseline(baseline), terminator: "") }
            let met = report.entries.filter(\.met).count
            var summary = "merged \(args.positionals.count) shard\(args.positionals.count == 1 ? "" : "s"): \(report.entries.count) entr\(report.entries.count == 1 ? "y" : "ies"), "
                + "\(met) met, \(report.entries.count - met) not met"
            if let partial = TerminalReport.partialNote(report.entries) { summary += "; " + partial }
            say(summary + "; report written to \(output)/latest.md")
        }
        Output.flush()
        for note in try set.commit() { writeError("navcheck: note: " + note) }
        for warning in warnings { writeError("navcheck: warning: " + warning) }
        try ci.write(report, junitXML: xml, inSet: junitInSet, baseline: baseline, title: "navcheck (merged from \(args.positionals.count) shards)")
        return report.entries.allSatisfy(\.met) && !(baseline?.hasRegressions ?? false) ? 0 : 1
    }
}
