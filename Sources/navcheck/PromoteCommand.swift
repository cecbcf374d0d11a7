import Foundation
import ModelChecker
import Reports

enum PromoteCommand {
    static let corpus = Option<String>("--to", "DIR", help: "the corpus folder (it must exist)",
                                       default: .text(TraceFiles.corpusDirectory)) { corpus throws(UsageError) in
        guard case .directory = SafeFile.kind(of: corpus) else {
            throw UsageError("--to \(shown(corpus)): no such folder; run from the repository's top level, or give the corpus folder with --to DIR")
        }
        if !FileManager.default.isWritableFile(atPath: corpus) || !CIOptions.canCreateFile(in: corpus) {
            throw UsageError("--to \(shown(corpus)): the folder cannot be written; give a writable corpus folder")
        }
        return corpus
    }

    static let spec = CommandSpec(
        name: "promote", summary: "copy counterexample traces into the regression corpus that 'swift test' replays",
        title: "keep counterexample traces in the regression corpus that 'swift test' replays",
        positionals: .some("TRACE ...", tooFew: "'promote' needs at least one trace file, e.g. reports/traces/adaptive-seed--rootNotInStack--glitch.json"),
        options: [corpus],
        about: """
            Copies each trace file (e.g. reports/traces/ENTRY--PROPERTY--KIND.json, written by a run) into the
            corpus under its own name. Every file must replay and still show the outcome it states; they are all
            checked before any is copied, so on an error nothing is copied. The corpus grows only this way: run
            output under reports/ is not committed.
            """,
        examples: ["promote reports/traces/adaptive-seed--rootNotInStack--glitch.json", "promote reports/traces/adaptive-seed-race--*.json"])

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        for path in args.positionals where SafeFile.kind(of: path) == .missing {
            throw UsageError("\(shown(path)): no such trace file; check the path")
        }
        for promotion in try TraceFiles.promote(args.positionals, into: args.value(corpus)) {
            say("\(promotion.action == "unchanged" ? "=" : "+") \(promotion.destination): \(promotion.action) (\(promotion.verdict))")
        }
        return 0
    }
}
