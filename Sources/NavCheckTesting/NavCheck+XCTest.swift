import ModelChecker
import XCTest

extension FailureSink {
    /// XCTest's sink: an `XCTFail` at `file` and `line`; the module is the first part of `fileID`, the
    /// test the calling `function`.
    init(file: StaticString, line: UInt, fileID: String, function: String) {
        self.init(module: fileID.split(separator: "/").first.map(String.init) ?? fileID, test: function) { text in
            XCTFail(text, file: file, line: line)
        }
    }
}

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
    FailureSink(file: file, line: line, fileID: fileID, function: function).check(machine, options)
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
    FailureSink(file: file, line: line, fileID: fileID, function: function).replayAll(in: directory, on: machine)
}
