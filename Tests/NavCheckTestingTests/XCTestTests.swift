import NavCheckTesting
import XCTest

/// The same user spec as the Swift Testing suites, under XCTest.
final class NavCheckXCTests: XCTestCase {
    func testTheSameSpecHoldsUnderXCTest() throws {
        let result = XCTAssertNavigationHolds(SeedClassSpec(only: seedHoldingProperties), .init(traceDirectory: nil))
        let holds = try XCTUnwrap(result).holds
        XCTAssertTrue(holds)
    }

    func testRegressionFolderUnderXCTest() {
        let results = XCTAssertRegressionsHold(in: RegressionTraces.folder(), on: SeedClassSpec(only: seedHoldingProperties))
        XCTAssertEqual(results.count, 2)
    }

    func testAMissingRegressionFolderFailsSayingWhatToDo() {
        let folder = temporaryDirectory() + "/Regressions"
        var results: [NavigationCheckResult] = []
        let failures = capturingFailures {
            results = XCTAssertRegressionsHold(in: folder, on: SeedClassSpec(only: seedHoldingProperties))
        }
        XCTAssertEqual(failures, ["NavCheck cannot replay \(folder): no such folder. Create it and move into it the trace "
            + "files NavCheck writes (.navcheck/traces/*.json) once their bugs are fixed, or name the folder that holds them "
            + "(RegressionTraces.files(\"Folder\"), XCTAssertRegressionsHold(in:))."])
        XCTAssertTrue(results.isEmpty)
    }

    func testAnEmptyRegressionFolderPasses() {
        let failures = capturingFailures {
            XCTAssertRegressionsHold(in: temporaryDirectory(), on: SeedClassSpec(only: seedHoldingProperties))
        }
        XCTAssertEqual(failures, [])
    }

    func testFailuresCarryTheCounterexample() {
        let failures = capturingFailures {
            XCTAssertNavigationHolds(SeedClassSpec(), .init(traceDirectory: nil))
        }
        // Up to three counterexamples of distinct causes per property: resizeRoundTrip and
        // resizeRoundTripIdentity break in three ways each, the five other properties in one.
        XCTAssertEqual(failures.count, 11)
        let root = failures.first { $0.hasPrefix("rootNotInStack") } ?? ""
        XCTAssertTrue(root.contains("actions: select(rootID: 0), resize(.regular)"), root)
        XCTAssertTrue(root.contains("swift test --filter 'NavCheckTestingTests.*testFailuresCarryTheCounterexample'"), root)
    }

    func testMisuseFailsWithWhatToFix() {
        let failures = capturingFailures {
            XCTAssertNavigationHolds(Misusable(names: ["a", "a"]))
        }
        XCTAssertEqual(failures, ["NavCheck cannot check 'misusable': spec 'misusable' names the property 'a' twice (or uses the reserved name 'noFault'): give each property its own name"])
    }

    // MARK: capturing failures

    private var captured: [String]?

    /// Runs `body` and returns the failures it recorded instead of failing this test with them.
    func capturingFailures(_ body: () -> Void) -> [String] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        if captured != nil { captured?.append(issue.compactDescription) } else { super.record(issue) }
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if captured != nil {
            // XCTFail's description on Linux is "failed - <message>".
            captured?.append(description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif
}
