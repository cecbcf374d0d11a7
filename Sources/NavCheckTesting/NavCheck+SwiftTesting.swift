import ModelChecker
import Testing

extension FailureSink {
    /// Swift Testing's sink: an issue at `sourceLocation`, in the test that is running.
    init(_ sourceLocation: SourceLocation) {
        self.init(module: sourceLocation.moduleName, test: Test.current?.name) { text in
            Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        }
    }
}

/// Checks `machine` in a Swift Testing test: records one issue per violated property, with the
/// counterexample (actions, screens, state diff, seed, trace file, replay command) as its text, and
/// one issue saying what to fix when the spec or the options cannot be checked.
///
/// ```swift
/// @Test func navigationHolds() {
///     checkNavigation(NotesSpec())                                     // exhaustive
///     checkNavigation(NotesSpec(), .init(exhaustive: nil, random: .init(seed: 0, runs: 500)))
/// }
/// ```
///
/// - Returns: the result, or nil when the check could not run (the issue is recorded).
@discardableResult
public func checkNavigation<M: StateMachine>(_ machine: M, _ options: NavCheckOptions = NavCheckOptions(),
                                             sourceLocation: SourceLocation = #_sourceLocation) -> NavigationCheckResult? {
    FailureSink(sourceLocation).check(machine, options)
}

/// Replays one regression trace file on `machine` in a Swift Testing test: records one issue per
/// property the trace still breaks, and one saying what is wrong when the file does not fit.
///
/// ```swift
/// @Test(arguments: RegressionTraces.files())
/// func regression(_ file: String) { replayRegression(file, on: NotesSpec()) }
/// ```
@discardableResult
public func replayRegression<M: StateMachine>(_ path: String, on machine: M,
                                              sourceLocation: SourceLocation = #_sourceLocation) -> NavigationCheckResult? {
    FailureSink(sourceLocation).replay(path, on: machine)
}
