import NavCheckTesting
import Testing
import XCTest

/// Every trace kept in ./Regressions, beside this file, replayed on the app as it is now.
@Test(arguments: RegressionTraces.files())
func recipesRegression(_ file: String) {
    replayRegression(file, on: RecipesApp())
}

/// The same traces under XCTest, in one test.
final class RecipesRegressionXCTests: XCTestCase {
    func testRecipesRegressions() {
        XCTAssertRegressionsHold(in: RegressionTraces.folder(), on: RecipesApp())
    }
}
