import NavCheckTesting
import XCTest

/// The same spec under XCTest.
final class WorkoutsNavigationXCTests: XCTestCase {
    func testNavigationHoldsOnIPad() {
        XCTAssertNavigationHolds(WorkoutsSpec(profile: .iPad), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }
}
