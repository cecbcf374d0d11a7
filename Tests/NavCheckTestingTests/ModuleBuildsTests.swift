import ModelChecker
import NavigationSpecs
import Testing
@testable import NavCheckTesting

@Suite struct CatalogForTestTargetsTests {
    /// A test target that depends on the catalog (`NavigationSpecs`) besides `NavCheckTesting` can check
    /// a catalog entry; `NavCheckTesting` itself never brings the catalog (``ModuleBoundaryTests``).
    @Test func aUserTestTargetCanCheckTheTabbedApp() throws {
        let report = try Catalog.entry(named: "tabbed-app").check(options: ExplorationOptions(workers: 2))
        #expect(report.complete)
        #expect(report.violations.isEmpty)
    }
}
