import ModelChecker
import XCTest

/// Checks `machine` in an XCTest test: one `XCTFail` per violated property, with the counterexample
/// (actions, screens, state diff, seed, trace file, replay command) as its message, and one saying what
/// to fix when the spec or the options cannot be checked.
///
/// ```swift
/// final class NotesTests: XCTestCase {
///     func testNavigationHolds() { XCTAssertNavigationHolds(NotesSpec()) }
/// }
/// ```
///
/// - Returns: the result, or nil when the check could not run (the failure is recorded).
@discardableResult
public func XCTAssertNavigationHolds<M: StateMachine>(_ machine: M, _ options: NavCheckOptions = NavCheckOptions(),
                                                      file: StaticString = #filePath, line: UInt = #line,
                                                      fileID: String = #fileID, function: String = #function) -> NavigationCheckResult? {
    let module = fileID.split(separator: "/").first.map(String.init) ?? fileID
    do {
        let result = try NavCheck.run(machine, options: options, module: module, test: function)
        print(result.coverage, terminator: "")
        for failure in result.failures { XCTFail(failure.text, file: file, line: line) }
        for problem in result.problems { XCTFail(problem, file: file, line: line) }
        return result
    } catch {
        XCTFail("NavCheck cannot check '\(machine.name)': \(error.message)", file: file, line: line)
        return nil
    }
}

/// Replays every regression trace file in `directory` on `machine` in an XCTest test: one `XCTFail` per
/// property a trace still breaks, and one per file that does not fit the spec. A folder that is missing
/// or cannot be read fails the test with a sentence that says what to do; an empty one passes, and says
/// that nothing was replayed.
///
/// ```swift
/// func testRegressions() { XCTAssertRegressionsHold(in: RegressionTraces.folder(), on: NotesSpec()) }
/// ```
@discardableResult
public func XCTAssertRegressionsHold<M: StateMachine>(in directory: String, on machine: M,
                                                      file: StaticString = #filePath, line: UInt = #line,
                                                      fileID: String = #fileID, function: String = #function) -> [NavigationCheckResult] {
    let module = fileID.split(separator: "/").first.map(String.init) ?? fileID
    var results: [NavigationCheckResult] = []
    if let problem = RegressionTraces.problem(with: directory) {
        XCTFail("NavCheck cannot replay \(problem)", file: file, line: line)
        return results
    }
    if case .empty = RegressionTraces.contents(of: directory) {
        print(RegressionTraces.emptyNote(directory, machine: machine.name), terminator: "")
        return results
    }
    for path in TraceFiles.corpus(in: directory) {
        do {
            let result = try NavCheck.replay(path, on: machine, module: module, test: function)
            for failure in result.failures { XCTFail(failure.text, file: file, line: line) }
            results.append(result)
        } catch {
            XCTFail("NavCheck cannot replay \(error.message)", file: file, line: line)
        }
    }
    return results
}
