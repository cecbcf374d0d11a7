import ModelChecker
import NavigationSpecs
import Testing
@testable import Reports

@Suite struct BenchmarkEntryLineTests {
    @Test func tabbedAppEntryIsListedAndReported() throws {
        let row = CatalogListing.render(Catalog.entries).split(separator: "\n").first { $0.hasPrefix("tabbed-app ") }
        #expect(row?.contains("tabbed app (benchmark model)") == true)
        #expect(row?.contains("T = 2, K = 2, D = 3") == true)
        let outcome = try EntryOutcome(checking: try Catalog.entry(named: "tabbed-app"))
        let line = TerminalReport(color: false).line(for: outcome)
        #expect(line.hasPrefix("✓ tabbed-app "))
        #expect(line.contains("900 states"))
    }

    @Test func aMemoryCutIsReportedAsIncomplete() throws {
        let entry = try Catalog.entry(named: "tabbed-app")
        let outcome = try EntryOutcome(checking: entry, options: ExplorationOptions(maxMemoryBytes: 1 << 20))
        #expect(!outcome.met)
        #expect(outcome.outcome == "holds (incomplete: maxMemory)")
    }
}
