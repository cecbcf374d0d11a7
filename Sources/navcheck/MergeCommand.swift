import Foundation
import ModelChecker
import Reports

enum MergeCommand {
    static let output = Option<String>.reportFolder("--output", help: "the folder for the merged report set (latest.json, latest.md, traces/)",
                                                    required: true)

    static let spec = CommandSpec(
        name: "merge", summary: "combine the report folders of a sharded run (--shard I/N) into one report set",
        title: "combine the report folders of a sharded run into one report set",
        positionals: .some("DIR ...", tooFew: "'merge' needs the report folder of every shard, e.g. navcheck merge shard-1 shard-2 --output reports"),
        options: [output, SharedOptions.baseline, SharedOptions.junit, SharedOptions.json, SharedOptions.quiet],
        about: """
            Each DIR is the --output folder of one 'navcheck [check] --shard I/N' run; every shard of the run
            must be given once, made by this navcheck from the same catalog with the same options. Entry
            shards merge into the report the undivided run writes (its latest.json is the same apart from
            timings, and a whole-catalog merge writes baseline.json and baseline.md too). State-space shards
            (--split-depth) merge per entry: the shortest trace of each finding (property and kind), the
            expectation judged again, and the counts summed over the shards (the report says what they mean).
            A shard that is missing, given twice, or from another version or configuration is an error, and
            nothing is written.
            """,
        notes: """
            When GITHUB_STEP_SUMMARY is set, a Markdown summary is appended to that file.
            Exit status: 0 every expectation met (and no regression), 1 otherwise, 2 the shards cannot be merged.
            """,
        examples: [
            "merge shard-1 shard-2 --output merged",
            "merge split-1 split-2 --output split-merged --baseline main-baseline.json --junit junit.xml",
        ])

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let output = args.value(output), shards = args.positionals
        if let clash = shards.first(where: { CIOptions.samePath($0, output) }) {
            throw UsageError("--output \(shown(output)) is the shard folder \(shown(clash)); give another folder for the merged report")
        }
        let ci = try CIOptions(baseline: args[SharedOptions.baseline], junit: args[SharedOptions.junit], output: output)
        for note in ReportSet.recoverAtStart(in: output) { writeError("navcheck: note: " + note) }
        let report: JSONReport
        do { report = try ReportMerge.merge(try ReportMerge.read(shards)) } catch {
            throw UsageError(error.message)
        }
        let delivery = try ReportDelivery(report, ci: ci, directory: output, traces: try TraceFiles.files(report), wholeSet: true, judged: true)
        if args[SharedOptions.json] {
            say(try report.encoded(), terminator: "")
        } else {
            let terminal = TerminalReport(color: Console.colorEnabled(for: .standardOutput)), quiet = args[SharedOptions.quiet]
            for entry in report.entries where !quiet || !entry.met { say(terminal.line(for: entry)) }
            delivery.printDetails(terminal, quiet: quiet, extra: report.run?.split.map { MarkdownReport.splitNote($0) + "\n" }, showsChanges: true)
            var summary = "merged \(shards.count) shard\(shards.count == 1 ? "" : "s"): \(entriesPhrase(report.entries.count)), \(delivery.metCounts)"
            if let partial = TerminalReport.partialNote(report.entries) { summary += "; " + partial }
            say(summary + "; report written to \(output)/latest.md")
        }
        return try delivery.commit(title: "navcheck (merged from \(shards.count) shards)")
    }
}
