import NavCheckTesting
import Testing

/// The findings README.md gives, each accepted with its verdict so that `swift test` stays green and
/// any other counterexample still fails it.
let grocyKnownFindings = NavCheckOptions(knownViolations: [
    KnownViolation("selectionSurvivesResize", kind: .atRest,
                   because: "real: AppSidebarNavigation's @State selection dies with the split view when compact width swaps in the tab bar"),
    KnownViolation("detailStackSurvivesResize", kind: .atRest,
                   because: "real: AppSidebarNavigation's @State path dies with the split view when compact width swaps in the tab bar"),
    KnownViolation("pushedScreensHaveTheirDestination", kind: .atRest,
                   because: "real: choosing another sidebar row keeps the detail path, whose values the new root declares no destination for"),
])

@Suite struct GrocyNavigationTests {
    /// The check as the guide tells a user to write it, with the default options (the column
    /// visibility the app does not bind stays `.automatic`), then with `columns: .changes`.
    @Test(arguments: [SplitColumns.fixed, .changes])
    func navigationHoldsButForTheKnownFindings(columns: SplitColumns) {
        checkNavigation(GrocySpec(columns: columns), grocyKnownFindings)
    }

    /// Each finding with its shortest actions: the same with both column declarations. One per defect:
    /// the same loss through another sidebar row is the same defect (its message names the row
    /// without brackets), and so is the same stray path over another pair of rows.
    @Test(arguments: [(SplitColumns.fixed, 30), (.changes, 70)])
    func theFindingsAreTheOnesTheReadmeGives(columns: SplitColumns, states: Int) throws {
        let result = try NavCheck.run(AppMachine(GrocySpec(columns: columns)), options: .init(traceDirectory: nil), module: "GrocyTests", test: nil)
        let found = result.failures.map { "\($0.property): \($0.violation.actions.joined(separator: ", ")): \($0.violation.message)" }
        #expect(found == [
            "selectionSurvivesResize: select(sidebar, stockOverview): resize(.compact): sidebar selection stockOverview became none",
            "detailStackSurvivesResize: select(sidebar, mdProducts), openProduct: resize(.compact): sidebar [product(1)] became []",
            "pushedScreensHaveTheirDestination: select(sidebar, mdProducts), openProduct, select(sidebar, stockOverview): "
                + "[product(1)] pushed over stockOverview, which declares no destination for it",
        ], "\(found.joined(separator: "\n"))")
        let report = try #require(result.report)
        #expect(report.complete && report.statistics.distinctStates == states)
    }

    /// The correction, `.onChange(of: selection) { path = NavigationPath() }`: the pushed screens then
    /// always have their destination, and the other findings stay as they were.
    @Test func clearingThePathOnANewSelectionKeepsEveryDestination() throws {
        let result = try NavCheck.run(AppMachine(GrocySpec(clearsPathOnSelection: true)), options: .init(traceDirectory: nil), module: "GrocyTests", test: nil)
        #expect(Set(result.failures.map(\.property)) == ["selectionSurvivesResize", "detailStackSurvivesResize"])
        #expect(result.report?.complete == true)
    }
}
