import Foundation
import ModelChecker
import Reports

enum PromoteCommand {
    static let help = """
        navcheck promote — keep counterexample traces in the regression corpus that 'swift test' replays

        USAGE
          navcheck promote TRACE ... [--to DIR]

        Copies each trace file (e.g. reports/traces/ENTRY--PROPERTY--KIND.json, written by a run) into the
        corpus under its own name. Every file must replay and still show the outcome it states; they are all
        checked before any is copied, so on an error nothing is copied. The corpus grows only this way: run
        output under reports/ is not committed.

        OPTIONS
          --to DIR          the corpus folder (default: regressions; it must exist)

        EXAMPLES
          navcheck promote reports/traces/adaptive-seed--rootNotInStack--glitch.json
          navcheck promote reports/traces/adaptive-seed-race--*.json
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--to"], flags: ["--help", "-h"], command: "promote")
        if args.flags.contains("--help") || args.flags.contains("-h") { say(help); return 0 }
        guard !args.positionals.isEmpty else { throw UsageError("'promote' needs at least one trace file, e.g. reports/traces/adaptive-seed--rootNotInStack--glitch.json") }
        let corpus = args.values["--to"] ?? TraceFiles.corpusDirectory
        guard case .directory = SafeFile.kind(of: corpus) else {
            throw UsageError("--to \(Arguments.shown(corpus)): no such folder; run from the repository's top level, or give the corpus folder with --to DIR")
        }
        if !FileManager.default.isWritableFile(atPath: corpus) || !CIOptions.canCreateFile(in: corpus) {
            throw UsageError("--to \(Arguments.shown(corpus)): the folder cannot be written; give a writable corpus folder")
        }
        for path in args.positionals where SafeFile.kind(of: path) == .missing {
            throw UsageError("\(Arguments.shown(path)): no such trace file; check the path")
        }
        for promotion in try TraceFiles.promote(args.positionals, into: corpus) {
            say("\(promotion.action == "unchanged" ? "=" : "+") \(promotion.destination): \(promotion.action) (\(promotion.verdict))")
        }
        return 0
    }
}
