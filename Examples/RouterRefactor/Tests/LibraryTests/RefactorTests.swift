import NavCheckTesting
import Testing

@Suite struct RefactorTests {
    /// No sequence of the app's taps, SwiftUI's back button, edge swipe and long press, and the link,
    /// tells the refactored router from the old one: the user sees the same screens after each.
    @Test func refactorKeepsNavigation() {
        checkSameNavigation(LegacyLibraryApp(), PathLibraryApp(), intents: renamed,
                            .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// Each router still holds its own properties.
    @Test func eachRouterHolds() {
        checkNavigation(LegacyLibraryApp())
        checkNavigation(PathLibraryApp())
    }

    /// The deliberate difference, switched on here whatever NAVCHECK_EXAMPLE_DEFECT says: found with
    /// its shortest sequence.
    @Test func theDeliberateDifferenceIsFound() throws {
        let diff = try DifferentialMachine(apps: AppMachine(LegacyLibraryApp()), AppMachine(PathLibraryApp(defect: true)), intents: renamed)
        let result = try NavCheck.run(diff, options: .init(traceDirectory: nil), module: "LibraryTests", test: nil)
        #expect(result.failures.first { $0.property == "sameScreens" }?.violation.actions == ["showBook → openBook", "home"])
    }
}

final class RefactorXCTests: XCTestCase {
    func testRefactorKeepsNavigation() {
        XCTAssertSameNavigation(LegacyLibraryApp(), PathLibraryApp(), intents: renamed, .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }
}
