import ModelChecker
import Reports

enum ReplayCommand {
    static let spec = CommandSpec(
        name: "replay", summary: "replay trace files and say whether each outcome still matches",
        title: "replay trace files and say whether each outcome still matches",
        positionals: .some("FILE ...", tooFew: "'replay' needs at least one trace file"),
        options: [],
        about: """
            Each file names its catalog entry, property and expected outcome ('violates' or 'holds').
            Prints one line per file. Reads only; no file is written.
            Exit status: 0 every outcome matches, 1 some outcome changed, 2 a file cannot be replayed
            (not a regular file, over 4 MB, not strict JSON, truncated, an unknown field, format version,
            entry, property or action, or an action not enabled at its step).
            """,
        examples: ["replay reports/traces/adaptive-seed--rootNotInStack--glitch.json", "replay reports/traces/*.json"])

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        var errors = 0, changed = 0
        for path in args.positionals {
            do {
                let verdict = try TraceFiles.replay(fileAt: path)
                if !verdict.matches { changed += 1 }
                say("\(verdict.matches ? "✓" : "✗") \(path): \(verdict.message)")
            } catch {
                errors += 1
                say("! \(shown(path)): cannot be replayed")
                writeError("navcheck: error: \(error.message)")
            }
        }
        return errors > 0 ? 2 : changed > 0 ? 1 : 0
    }
}
