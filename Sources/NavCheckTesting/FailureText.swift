import ModelChecker

/// The text of a test failure for one violated property: the property and what it means, the actions
/// as Swift calls, the screens after each step, the state diff of the step that broke it, then how the
/// counterexample was found (exhaustive, or the seed of a random walk), where its trace was written
/// and the command that runs it again.
///
/// ```text
/// rootNotInStack (invariant) in notes, at rest, 2 actions: in the split view the detail column's root screen (level 1) …
///   kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
///   level 1 is in the split view's stack: [folder 1]
///   actions: resize(.regular), deepLink("notes://folder/1")
///    0. start                        Folders
///    1. resize(.regular)             [Folders] | Empty
///    2. deepLink("notes://folder/1") [Folders ▸ Home] | Home › Home
///   - selectedFolder: nil
///   + selectedFolder: 1
///   - path: []
///   + path: [folder 1]
///   found by: exhaustive breadth-first search (a shortest sequence; no seed)
///   trace: .navcheck/traces/notes--rootNotInStack.json
///   replay: swift test --filter 'NotesAppTests.*navigationHolds'
/// ```
public enum FailureText {
    /// How a counterexample was found.
    public enum Origin: Sendable, Hashable {
        /// Breadth-first exploration: a shortest sequence.
        case exhaustive
        /// Walk `run` (0-based) of a simulation with this seed, shrunk from `walkLength` actions.
        case random(seed: UInt64, run: Int, walkLength: Int)
        /// A regression trace file, replayed.
        case regression(file: String)
    }

    /// The failure text (no colour).
    ///
    /// - Parameters:
    ///   - violation: the counterexample, as ``ExplorationResult/report(on:)`` or
    ///     ``Counterexample/report(on:)`` gives it.
    ///   - machine: the machine's name.
    ///   - origin: how it was found.
    ///   - traceFile: where its trace was written (or why it was not), if a trace was asked for.
    ///   - replayCommand: the command that runs the check again.
    public static func render(_ violation: CheckReport.Violation, machine: String, origin: Origin,
                              traceFile: String?, replayCommand: String) -> String {
        var out = violation.text(entry: machine)
        if violation.changes.isEmpty && violation.steps.count >= 2 {
            out += "  (no field changed in the last step)\n"
        }
        switch origin {
        case .exhaustive:
            out += "  found by: exhaustive breadth-first search (a shortest sequence; no seed)\n"
        case .random(let seed, let run, let walkLength):
            out += "  found by: random walk \(run) of seed \(seed) (shrunk from \(walkLength) to \(violation.length) actions)\n"
        case .regression(let file):
            out += "  found by: replaying the regression trace \(file)\n"
        }
        if let traceFile { out += "  trace: \(traceFile)\n" }
        out += "  replay: \(replayCommand)\n"
        return out
    }

    /// The command that runs one test again: `swift test --filter 'Module.*name'`, with
    /// `NAVCHECK_SEED=…` first when a seed reproduces it.
    public static func replayCommand(module: String, test: String?, seed: UInt64?) -> String {
        var filter = module
        if let test, !test.isEmpty {
            let name = test.split(separator: "(").first.map(String.init) ?? test
            filter += ".*" + name
        }
        return (seed.map { "NAVCHECK_SEED=\($0) " } ?? "") + "swift test --filter '\(filter)'"
    }
}
