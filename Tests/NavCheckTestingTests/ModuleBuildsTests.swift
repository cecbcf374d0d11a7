import ModelChecker
import NavigationSpecs
import Testing
@testable import NavCheckTesting

@Suite struct CatalogForTestTargetsTests {
    /// What a user's test target does through this module's dependencies: check a catalog entry.
    @Test func aUserTestTargetCanCheckTheTabbedApp() throws {
        let report = try Catalog.entry(named: "tabbed-app").check(options: ExplorationOptions(workers: 2))
        #expect(report.complete)
        #expect(report.violations.isEmpty)
    }
}
