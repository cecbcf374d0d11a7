import NavCheckTesting
import XCTest

/// The same spec under XCTest.
final class ShopNavigationXCTests: XCTestCase {
    func testNavigationHolds() {
        XCTAssertNavigationHolds(ShopSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    func testRegressions() {
        XCTAssertRegressionsHold(in: RegressionTraces.folder(), on: ShopSpec())
    }
}
