import Foundation
import ModelChecker
import NavigationSpecs
import Testing
@testable import Reports

@Suite struct BaselineComparisonTests {
    static let report = JSONReport(try! ["adaptive-seed", "adaptive-corrected"].map { try EntryOutcome(checking: try Catalog.entry(named: $0)) },
                                   run: RunInfo(entries: nil, options: ExplorationOptions()))
    static var seed: JSONReport.Entry { report.entries[0] }

    func compare(_ baseline: JSONReport, _ current: JSONReport = report) -> BaselineComparison {
        BaselineComparison(baseline: baseline, current: current, path: "main.json")
    }

    @Test func theSameReportHasNoRegressionAndNoDiff() {
        var timed = Self.report
        timed.entries[0].statistics.seconds = 12
        let c = compare(Self.report.withoutTimings, timed)
        #expect(!c.hasRegressions && c.improvements.isEmpty && c.diff.isEmpty)
        #expect(c.headline == "0 regressions, 0 improvements against main.json")
    }

    @Test func aNewFindingIsARegression() throws {
        var baseline = Self.report
        let dropped = baseline.entries[0].violations.removeFirst()
        let c = compare(baseline)
        #expect(c.regressions == [.init(entry: "adaptive-seed", text: "new finding: \(dropped.property) (\(dropped.finding)) — \(dropped.length) actions: \(dropped.actions.joined(separator: ", "))")])
        #expect(c.diff.count == 2 && c.diff[0].hasPrefix("- adaptive-seed: ") && c.diff[1].hasPrefix("+ adaptive-seed: violates 3"))
        // The other way round it is an improvement.
        let back = BaselineComparison(baseline: Self.report, current: baseline, path: "main.json")
        #expect(!back.hasRegressions)
        #expect(back.improvements.map(\.text) == ["fixed: \(dropped.property) (\(dropped.finding)) is no longer found"])
    }

    @Test func aNewLivenessFindingIsARegression() throws {
        var current = Self.report
        var stuck = current.entries[1].violations.first ?? Self.seed.violations[0]
        stuck.property = "canAlwaysGetHome"
        stuck.kind = .canAlwaysReach
        stuck.reachableScreens = ["Sidebar"]
        current.entries[1].violations = [stuck]
        current.entries[1].outcome = "violates 1"
        let c = compare(Self.report, current)
        #expect(c.hasRegressions)
        #expect(c.regressions.first?.text.hasPrefix("new liveness finding (canAlwaysReach): canAlwaysGetHome (\(stuck.finding)) — ") == true,
                "\(c.regressions)")
    }

    @Test func aFindingACutRunDidNotReachIsNotFixed() {
        var cut = Self.report
        cut.entries[0].violations.removeFirst()
        cut.entries[0].complete = false
        let c = BaselineComparison(baseline: Self.report, current: cut, path: "main.json")
        #expect(!c.improvements.contains { $0.text.hasPrefix("fixed:") }, "\(c.improvements)")
    }

    @Test func aFindingOfANewKindIsARegression() {
        var baseline = Self.report
        baseline.entries[0].violations[0].finding = .atRest
        let c = compare(baseline)
        let v = Self.seed.violations[0]
        #expect(c.regressions.map(\.text) == ["finding of a new kind: \(v.property) (\(v.finding)), before only at rest — \(v.length) actions: \(v.actions.joined(separator: ", "))"])
        #expect(c.improvements.map(\.text) == ["fixed: \(v.property) (at rest) is no longer found"])
    }

    @Test func aLostHoldsIsARegression() {
        var baseline = Self.report
        baseline.entries[0].violations = []
        baseline.entries[0].outcome = "holds"
        let c = compare(baseline)
        #expect(c.regressions.contains(.init(entry: "adaptive-seed", text: "lost \"holds\": now violates 3")))
        var cut = Self.report
        cut.entries[1].complete = false
        cut.entries[1].stopReason = .maxDepth
        cut.entries[1].settle()
        #expect(compare(Self.report, cut).regressions == [.init(entry: "adaptive-corrected", text: "lost \"holds\": now PARTIAL, holds so far (incomplete: maxDepth)")])
        #expect(compare(cut).improvements == [.init(entry: "adaptive-corrected", text: "now holds (was PARTIAL, holds so far (incomplete: maxDepth))")])
    }

    @Test func aNewlyVacuousPropertyIsARegression() {
        var current = Self.report
        current.entries[1].vacuousProperties = ["handlerTellsStore"]
        #expect(compare(Self.report, current).regressions == [.init(entry: "adaptive-corrected", text: "handlerTellsStore became vacuous: never applicable, so it checked nothing")])
        #expect(compare(current).improvements == [.init(entry: "adaptive-corrected", text: "handlerTellsStore is no longer vacuous")])
    }

    @Test func aShorterTraceIsAnImprovementAndTheStatesAChange() {
        var baseline = Self.report
        baseline.entries[0].violations[0].length += 2
        baseline.entries[0].statistics.distinctStates += 10
        let c = compare(baseline)
        #expect(!c.hasRegressions)
        let v = Self.seed.violations[0]
        #expect(c.improvements.map(\.text) == ["shorter trace for \(v.property) (\(v.finding)): \(v.length + 2) → \(v.length) actions"])
        #expect(c.diff.count == 2)
    }

    @Test func newAndRemovedEntriesAreListedNotRegressions() {
        var baseline = Self.report
        baseline.entries[1].name = "gone"
        let c = compare(baseline)
        #expect(c.newEntries == ["adaptive-corrected"] && c.removedEntries == ["gone"] && !c.hasRegressions)
        // A run of some entries is compared with the same entries of the baseline only.
        var some = Self.report
        some.entries.removeLast()
        some.run?.entries = ["adaptive-seed"]
        #expect(compare(Self.report, some).removedEntries.isEmpty)
        some.run?.entries = nil
        some.run?.shard = .init(index: 1, count: 2)
        #expect(compare(Self.report, some).removedEntries.isEmpty)
    }

    @Test func otherOptionsAreNoted() {
        var baseline = Self.report
        baseline.run?.maxDepth = 4
        #expect(compare(baseline).configurationNote == "the baseline was made with --max-depth 4; this run with the whole catalog at its own bounds")
    }

    @Test func markdownShowsTheRegressionsImprovementsAndDiff() {
        var baseline = Self.report
        let dropped = baseline.entries[0].violations.removeFirst()
        baseline.entries[0].settle()
        baseline.entries[1].vacuousProperties = ["x"]
        let md = MarkdownReport.render(Self.report, comparison: nil, baseline: compare(baseline))
        #expect(md.contains("## Compared with the baseline\n\n1 regression, 1 improvement against main.json.\n\nRegressions (the run fails):\n\n- **adaptive-seed**: new finding: \(dropped.property)"))
        #expect(md.contains("Improvements:\n\n- **adaptive-corrected**: x is no longer vacuous\n"))
        #expect(md.contains("```diff\n- adaptive-seed: violates 2 — "))
        #expect(md.contains("\n+ adaptive-seed: violates 3 — "))
        #expect(!md.contains("## Changes since the previous report"))
    }
}
