import Foundation
import ModelChecker

/// Where a test helper records its failures: Swift Testing's `Issue.record` at the caller's source
/// location (`NavCheck+SwiftTesting.swift`), or XCTest's `XCTFail` at the caller's file and line
/// (`NavCheck+XCTest.swift`). What a helper does — run the check or replay the traces, print what it
/// covered, record one failure per counterexample and per problem — is written once here; the public
/// helpers of both frameworks only say which sink to use.
///
/// Each failure is recorded as the helper runs, on the caller's thread and in its task: a helper
/// called inside Swift Testing's `withKnownIssue` records known issues.
struct FailureSink {
    /// The test target's module, for the replay command.
    let module: String
    /// The test's name, for the replay command; nil when the framework does not say.
    let test: String?
    /// Records one test failure with this text.
    let record: (String) -> Void

    /// Checks `machine`: prints what the check covered, records each counterexample and each problem
    /// (``NavigationCheckResult/problems``), and one failure saying what to fix when the spec or the
    /// options cannot be checked (then returns nil).
    func check<M: StateMachine>(_ machine: M, _ options: NavCheckOptions) -> NavigationCheckResult? {
        do {
            let result = try NavCheck.run(machine, options: options, module: module, test: test)
            printFlushed(result.coverage)
            for failure in result.failures { record(failure.text) }
            for problem in result.problems { record(problem) }
            return result
        } catch {
            record("NavCheck cannot check '\(machine.name)': \(error.message)")
            return nil
        }
    }

    /// Replays the trace file (or the folder: ``NavCheck/replay(_:on:module:test:)``) at `path` on
    /// `machine`: prints its note, records each property the trace still breaks, and one failure
    /// saying what is wrong when the file does not fit (then returns nil).
    func replay<M: StateMachine>(_ path: String, on machine: M) -> NavigationCheckResult? {
        do {
            let result = try NavCheck.replay(path, on: machine, module: module, test: test)
            printFlushed(result.coverage)
            for failure in result.failures { record(failure.text) }
            return result
        } catch {
            record("NavCheck cannot replay \(error.message)")
            return nil
        }
    }

    /// Replays every trace file in `directory` on `machine`, as ``replay(_:on:)`` does each. A folder
    /// that is missing or cannot be read is one failure that says what to do; an empty one records
    /// nothing and prints that nothing was replayed.
    func replayAll<M: StateMachine>(in directory: String, on machine: M) -> [NavigationCheckResult] {
        if let problem = RegressionTraces.problem(with: directory) {
            record("NavCheck cannot replay \(problem)")
            return []
        }
        if case .empty = RegressionTraces.contents(of: directory) {
            printFlushed(RegressionTraces.emptyNote(directory, machine: machine.name))
            return []
        }
        return TraceFiles.corpus(in: directory).compactMap { path in replay(path, on: machine) }
    }

    /// Prints `text` and sends it on at once: standard output to a file or a pipe is buffered, and a
    /// later crash in the same process (another test's) would lose what the buffer holds.
    func printFlushed(_ text: String) {
        print(text, terminator: "")
        fflush(nil)   // every output stream: `stdout` itself is a global the compiler cannot prove safe
    }
}
