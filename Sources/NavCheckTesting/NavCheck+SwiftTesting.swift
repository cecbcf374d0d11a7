import ModelChecker
import Testing

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
    do {
        let result = try NavCheck.run(machine, options: options, module: sourceLocation.moduleName,
                                      test: Test.current?.name)
        print(result.coverage, terminator: "")
        for failure in result.failures {
            Issue.record(Comment(rawValue: failure.text), sourceLocation: sourceLocation)
        }
        for problem in result.problems {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
        return result
    } catch {
        Issue.record(Comment(rawValue: "NavCheck cannot check '\(machine.name)': \(error.message)"), sourceLocation: sourceLocation)
        return nil
    }
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
    do {
        let result = try NavCheck.replay(path, on: machine, module: sourceLocation.moduleName, test: Test.current?.name)
        print(result.coverage, terminator: "")
        for failure in result.failures {
            Issue.record(Comment(rawValue: failure.text), sourceLocation: sourceLocation)
        }
        return result
    } catch {
        Issue.record(Comment(rawValue: "NavCheck cannot replay \(error.message)"), sourceLocation: sourceLocation)
        return nil
    }
}
