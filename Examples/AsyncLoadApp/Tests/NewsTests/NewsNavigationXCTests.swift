import NavCheckTesting
import XCTest

/// The same spec under XCTest.
final class NewsNavigationXCTests: XCTestCase {
    func testNavigationHolds() {
        XCTAssertNavigationHolds(NewsSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }
}
