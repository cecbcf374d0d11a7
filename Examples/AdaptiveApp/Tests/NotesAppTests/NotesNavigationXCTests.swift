import NavCheckTesting
import XCTest

/// The same spec under XCTest.
final class NotesNavigationXCTests: XCTestCase {
    func testNavigationHolds() {
        XCTAssertNavigationHolds(NotesSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    func testRegressions() {
        XCTAssertRegressionsHold(in: RegressionTraces.folder(), on: NotesSpec())
    }
}
