import Foundation
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
///   replay: NAVCHECK_EXAMPLE_DEFECT=1 swift test --filter 'NotesAppTests.*navigationHolds'
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
    ///   - alsoBreaks: other properties the same trace breaks at the same step, a line each
    ///     (`also breaks: linkNotHiddenUnderSheet: …`).
    public static func render(_ violation: CheckReport.Violation, machine: String, origin: Origin,
                              traceFile: String?, replayCommand: String, alsoBreaks: [CheckReport.Violation] = []) -> String {
        var out = violation.text(entry: machine)
        if violation.changes.isEmpty && violation.steps.count >= 2 {
            out += "  (no field changed in the last step)\n"
        }
        for other in alsoBreaks {
            out += "  also breaks: \(other.property) (\(other.meaning)): \(other.message)\n"
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

    /// The command that runs one test again: `swift test --filter 'Module.*name'`, preceded by the part
    /// of the check's environment that can decide its result: the variables NavCheck reads
    /// (``variablesRead``: `NAVCHECK_TRACE_DIR`, and `NAVCHECK_SEED` set to `seed` when a seed
    /// reproduces the failure) and those of `carrying` (the spec's own switches,
    /// ``NavCheckOptions/replayVariables``) that `environment` sets, sorted by name, each value
    /// shell-quoted when needed.
    ///
    /// ```text
    /// NAVCHECK_EXAMPLE_DEFECT=1 NAVCHECK_SEED=7 NAVCHECK_TRACE_DIR='/tmp/my traces' swift test --filter 'AppTests.*holds'
    /// ```
    ///
    /// Left out: every other variable (a `NAVCHECK_PATH` of the user's own is not NavCheck's, and is
    /// not carried), `NAVCHECK_SEED` from `environment` (the seed that found a random walk's failure is
    /// printed instead, and a seed does not decide what breadth-first search finds), and a name that a
    /// shell cannot assign (anything but letters, digits and `_`).
    ///
    /// - Parameters:
    ///   - module: the test target's module.
    ///   - test: the test's name (`navigationHolds()` or `testNavigationHolds`); nil: the whole module.
    ///   - seed: the seed of the random walk that found the failure; nil for breadth-first search.
    ///   - environment: the environment the check ran with; by default the process's.
    ///   - carrying: the names of the spec's own variables to carry when `environment` sets them.
    public static func replayCommand(module: String, test: String?, seed: UInt64?,
                                     environment: [String: String] = ProcessInfo.processInfo.environment,
                                     carrying: [String] = []) -> String {
        var filter = module
        if let test, !test.isEmpty {
            let name = test.split(separator: "(").first.map(String.init) ?? test
            filter += ".*" + name
        }
        let carried = Set(carrying).union(variablesRead).subtracting(["NAVCHECK_SEED"])
        var variables = environment.filter { name, _ in
            carried.contains(name)
                && name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0)) }
        }
        if let seed { variables["NAVCHECK_SEED"] = String(seed) }
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(shellQuoted($0.value)) " }
        return assignments.joined() + "swift test --filter '\(filter)'"
    }

    /// The environment variables NavCheck itself reads during a check: `NAVCHECK_SEED` (the random
    /// walks' seed) and `NAVCHECK_TRACE_DIR` (where trace files go, and which stale ones are removed).
    public static let variablesRead: Set<String> = ["NAVCHECK_SEED", "NAVCHECK_TRACE_DIR", Reductions.variable]

    /// `value` as one shell word: unchanged when it holds only characters no shell treats specially,
    /// else in single quotes (a single quote inside written as `'\''`).
    static func shellQuoted(_ value: String) -> String {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,/:@%+="
        if !value.isEmpty && value.allSatisfy({ plain.contains($0) }) { return value }
        return "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
