import ModelChecker
import Reports

enum ReplayCommand {
    static let help = """
        navcheck replay — replay trace files and say whether each outcome still matches

        USAGE
          navcheck replay FILE ...

        Each file names its catalog entry, property and expected outcome ('violates' or 'holds').
        Prints one line per file. Reads only; no file is written.
        Exit status: 0 every outcome matches, 1 some outcome changed, 2 a file cannot be replayed
        (not a regular file, over 4 MB, not strict JSON, truncated, an unknown field, format version,
        entry, property or action, or an action not enabled at its step).

        EXAMPLES
          navcheck replay reports/traces/adaptive-seed--rootNotInStack.json
          navcheck replay reports/traces/*.json
        """

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: [], flags: ["--help", "-h"], command: "replay")
        if args.flags.contains("--help") || args.flags.contains("-h") { say(help); return 0 }
        guard !args.positionals.isEmpty else { throw UsageError("'replay' needs at least one trace file") }
        var errors = 0, changed = 0
        for path in args.positionals {
            do {
                let verdict = try TraceFiles.replay(fileAt: path)
                if !verdict.matches { changed += 1 }
                say("\(verdict.matches ? "✓" : "✗") \(path): \(verdict.message)")
            } catch {
                errors += 1
                say("! \(Arguments.shown(path)): cannot be replayed")
                writeError("navcheck: error: \(error.message)")
            }
        }
        return errors > 0 ? 2 : changed > 0 ? 1 : 0
    }
}
