import Testing
import ModelChecker
@testable import NavigationSpecs

@Suite struct CatalogTests {
    @Test func namesAreUnique() {
        let names = Catalog.entries.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: Catalog.entries.map(\.name))
    func everyEntryMeetsItsExpectation(name: String) throws {
        let outcome = try EntryOutcome(checking: try Catalog.entry(named: name))
        #expect(outcome.met, "\(name): expected \(outcome.expected), got \(outcome.outcome)")
    }

    @Test func unknownEntryNamesTheValidOnes() {
        do {
            _ = try Catalog.entry(named: "nope")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("unknown entry 'nope'"))
            #expect(error.message.contains("adaptive-seed"))
        }
    }

    @Test func expectationsCompareExactly() throws {
        let report = try Catalog.entry(named: "adaptive-seed").check()
        let expected = [ExpectedFinding.glitch("rootNotInStack"), .glitch("selectionAgreesWithPath"), .glitch("stackStartsAtLevelOne")]
        #expect(Expectation.violates(expected).isMet(by: report))
        #expect(!Expectation.violates(Array(expected.dropLast())).isMet(by: report))
        #expect(!Expectation.violates(expected.map { .atRest($0.property) }).isMet(by: report), "the kinds are judged too")
        #expect(!Expectation.holds.isMet(by: report))
        let cut = try Catalog.entry(named: "adaptive-corrected").check(options: ExplorationOptions(maxDepth: 2))
        #expect(!cut.complete)
        #expect(!Expectation.holds.isMet(by: cut), "an incomplete exploration does not prove a subject holds")
    }
}
