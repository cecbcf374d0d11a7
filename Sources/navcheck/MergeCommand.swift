import Foundation
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
        if args.flags.contains("--help") || args.flags.contains("-h") { print(help); return 0 }
        guard !args.positionals.isEmpty else { throw UsageError("'merge' needs the report folder of every shard, e.g. navcheck merge shard-1 shard-2 --output reports") }
        guard let output = args.values["--output"] else { throw UsageError("'merge' needs --output DIR: the folder for the merged report set") }
        try CIOptions.checkFolder(output, option: "--output")
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
        if let clash = args.positionals.first(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == outputPath }) {
            throw UsageError("--output \(output) is the shard folder \(clash); give another folder for the merged report")
        }
        let ci = try CIOptions(args)
        let report: JSONReport
        do { report = try ReportMerge.merge(try ReportMerge.read(args.positionals)) } catch {
            throw UsageError(error.message)
        }
        let baseline = ci.compare(report)
        let changes = try ReportWriter(directory: output).write(report, baseline: baseline)
        try TraceFiles.write(report, to: output + "/traces")
        try ci.write(report, baseline: baseline, title: "navcheck (merged from \(args.positionals.count) shards)")

        let json = args.flags.contains("--json"), quiet = args.flags.contains("--quiet")
        if json {
            print(try report.encoded(), terminator: "")
        } else {
            let terminal = TerminalReport(color: Console.colorEnabled(for: .standardOutput))
            for entry in report.entries where !quiet || !entry.met { print(terminal.line(for: entry)) }
            let body = terminal.details(quiet ? report.entries.filter { !$0.met } : report.entries)
            if !body.isEmpty { print("\n" + body, terminator: "") }
            if let split = report.run?.split { print(MarkdownReport.splitNote(split) + "\n") }
            if changes.hadPrevious { print(terminal.changes(changes), terminator: "") }
            if let baseline { print(terminal.baseline(baseline), terminator: "") }
            let met = report.entries.filter(\.met).count
            print("merged \(args.positionals.count) shard\(args.positionals.count == 1 ? "" : "s"): \(report.entries.count) entr\(report.entries.count == 1 ? "y" : "ies"), "
                  + "\(met) met, \(report.entries.count - met) not met; report written to \(output)/latest.md")
        }
        return report.entries.allSatisfy(\.met) && !(baseline?.hasRegressions ?? false) ? 0 : 1
    }
}
