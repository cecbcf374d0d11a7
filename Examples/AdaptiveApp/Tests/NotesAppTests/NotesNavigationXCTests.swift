import NavCheckTesting
import XCTest

/// The same spec under XCTest.
final class NotesNavigationXCTests: XCTestCase {
    func testNavigationHolds() {
        XCTAssertNavigationHolds(NotesSpec())
    }

    func testRegressions() {
        XCTAssertRegressionsHold(in: TraceFile.folder("Regressions", besides: #filePath), on: NotesSpec())
    }
}
