import Testing
import ModelChecker
@testable import NavigationSpecs

/// Partial-order reduction (ExplorationOptions.partialOrderReduction) on the catalog: the reduced
/// search reports the same counterexamples (properties, kinds, traces) and completeness as the unreduced one,
/// never with more states.
@Suite struct PartialOrderReductionCatalogTests {
    /// Per property: its kind of finding, whether it is seen while work is pending, its length and its actions.
    static func findings(_ report: CheckReport) -> [String] {
        report.violations.map {
            "\($0.property) (\($0.finding)\($0.whileWorkIsPending == true ? ", pending" : "")): \($0.length) \($0.actions)"
        }
    }

    @Test(arguments: Catalog.entries.map(\.name))
    func reducedFindsWhatTheUnreducedFinds(name: String) throws {
        let entry = try Catalog.entry(named: name)
        let full = try entry.check(options: ExplorationOptions(workers: 1))
        let reduced = try entry.check(options: ExplorationOptions(workers: 1, partialOrderReduction: true))
        #expect(Self.findings(reduced) == Self.findings(full), "\(name)")
        #expect(reduced.complete == full.complete, "\(name)")
        #expect(reduced.statistics.properties == full.statistics.properties, "\(name)")
        #expect(reduced.statistics.distinctStates <= full.statistics.distinctStates, "\(name)")
        print("partial-order reduction, \(name) (\(entry.alphabet)): \(full.statistics.distinctStates) states unreduced, \(reduced.statistics.distinctStates) reduced")
    }
}
