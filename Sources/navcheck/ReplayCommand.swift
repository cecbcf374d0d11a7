import Foundation
import ModelChecker
import NavCheckPages
import Reports

enum ReplayCommand {
    static let spec = CommandSpec(
        name: "replay", summary: "replay trace files and say whether each outcome still matches",
        title: "replay trace files and say whether each outcome still matches",
        positionals: .some("FILE ...", tooFew: "'replay' needs at least one trace file"),
        options: [html],
        about: """
            Each file names its catalog entry, property and expected outcome ('violates' or 'holds').
            Prints one line per file. Reads only; with --html FILE, writes the replayed traces drawn as the
            device shows them.
            Exit status: 0 every outcome matches, 1 some outcome changed, 2 a file cannot be replayed
            (not a regular file, over 4 MB, not strict JSON, truncated, an unknown field, format version,
            entry, property or action, or an action not enabled at its step).
            """,
        examples: ["replay reports/traces/adaptive-seed--rootNotInStack--glitch.json", "replay reports/traces/*.json"])

    static let html = Option<String>.outputFile("--html", help: "write the HTML report of the replayed traces (each drawn as the device shows it) to FILE")

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        var errors = 0, changed = 0
        var checks: [HTMLReport.Check] = []
        for path in args.positionals {
            do {
                let verdict = try TraceFiles.replay(fileAt: path)
                if args[html] != nil { checks.append(try TraceFiles.htmlCheck(fileAt: path, verdict: verdict)) }
                if !verdict.matches { changed += 1 }
                say("\(verdict.matches ? "✓" : "✗") \(path): \(verdict.message)")
            } catch {
                errors += 1
                say("! \(shown(path)): cannot be replayed")
                writeError("navcheck: error: \(error.message)")
            }
        }
        if let file = args[html], errors == 0 {
            guard FileManager.default.createFile(atPath: file, contents: Data(HTMLReport.page(title: "replay", checks: checks).utf8)) else {
                writeError("navcheck: error: cannot write \(shown(file)); check the folder and free space")
                return 3
            }
        }
        return errors > 0 ? 2 : changed > 0 ? 1 : 0
    }
}
