import Foundation
import ModelChecker
import NavigationSpecs
import Testing
@testable import Reports

@Suite struct JUnitReportTests {
    static let met = JSONReport(try! ["adaptive-seed", "adaptive-corrected"].map { try EntryOutcome(checking: try Catalog.entry(named: $0)) })

    @Test func oneTestCasePerEntryAndExpectedFindingsInSystemOut() {
        let xml = JUnitReport.render(Self.met)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"navcheck\" tests=\"2\" failures=\"0\""))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(!xml.contains("<failure"))
        #expect(xml.contains("<testcase classname=\"navcheck.\(Self.met.entries[0].subject)\" name=\"adaptive-seed\""))
        #expect(xml.contains("<system-out>expected findings, all found:\nrootNotInStack (one-frame glitch), 3 actions: handler, select(rootID: 0), resize(.regular)\n"))
        #expect(xml.contains("<system-out>holds: every property in all \(Self.met.entries[1].statistics.distinctStates) states</system-out>"))
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    @Test func anUnmetExpectationIsAFailureWithPropertyKindAndActions() {
        var report = Self.met
        report.entries[0].expected = .violates([.atRest("rootNotInStack"), .glitch("selectionAgreesWithPath"), .glitch("stackStartsAtLevelOne")])
        report.entries[0].settle()
        let xml = JUnitReport.render(report)
        #expect(xml.contains("failures=\"1\""))
        #expect(xml.contains("<failure message=\"adaptive-seed did not meet its expectation: expected violates 3, got violates 3\" type=\"unmet expectation\">"
            + "unexpected: rootNotInStack (one-frame glitch), 3 actions: handler, select(rootID: 0), resize(.regular)\nnot found: rootNotInStack (at rest)</failure>"))
    }

    @Test func regressionsAgainstABaselineAreFailuresOfTheirOwnSuite() {
        var baseline = Self.met
        baseline.entries[0].violations.removeFirst()
        let comparison = BaselineComparison(baseline: baseline, current: Self.met, path: "main.json")
        let xml = JUnitReport.render(Self.met, baseline: comparison)
        #expect(xml.contains("<testsuite name=\"navcheck baseline\" tests=\"1\" failures=\"1\""))
        #expect(xml.contains("<failure message=\"regression against main.json: new finding: rootNotInStack (one-frame glitch) — 3 actions: handler, select(rootID: 0), resize(.regular)\" type=\"regression\">"))
        let clean = JUnitReport.render(Self.met, baseline: BaselineComparison(baseline: Self.met, current: Self.met, path: "main.json"))
        #expect(clean.contains("<testcase classname=\"navcheck.baseline\" name=\"no regression against main.json\" time=\"0\">"))
    }

    @Test(arguments: [("a<b>&\"c\"'d", "a&lt;b&gt;&amp;&quot;c&quot;&apos;d"), ("tab\tline\n", "tab\tline\n"), ("bell\u{7}", "bell")])
    func textIsEscaped(text: String, escaped: String) { #expect(JUnitReport.escape(text) == escaped) }

    @Test func theStepSummaryIsATableWithTheUnmetEntries() {
        var report = Self.met
        report.entries[1].complete = false
        report.entries[1].stopReason = .maxDepth
        report.entries[1].settle()
        let md = StepSummary.render(report, title: "navcheck (shard 1/2)")
        #expect(md.hasPrefix("## navcheck (shard 1/2)\n\n⚠️ PARTIAL: 1 entry was cut by a bound (maxDepth) and cover only the states explored.\n\n❌ 2 entries: 1 did not meet their expectation.\n\n| | entry | expected | got | states | depth |"))
        let seed = report.entries[0].statistics
        #expect(md.contains("| ✅ | adaptive-seed | violates 3 | violates 3 | \(seed.distinctStates) | \(seed.depth) |"))
        #expect(md.contains("**adaptive-corrected**: expected holds, got PARTIAL, holds so far (incomplete: maxDepth)\n\n```text\nthe exploration was cut (maxDepth) before it was complete\n```"))
    }
}
