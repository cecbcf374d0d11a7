import Foundation
import Testing
import ModelChecker
@testable import NavigationSpecs
@testable import Reports

@Suite struct ReportTests {
    static let outcomes = try! Catalog.entries.filter { $0.name != "adaptive-seed-api" }
        .map { try EntryOutcome(checking: $0) }

    @Test func jsonRoundTripsAndIsDeterministic() throws {
        var report = JSONReport(Self.outcomes)
        let decoded = try JSONReport.decode(try report.encoded())
        #expect(decoded == report)
        var again = JSONReport(try Catalog.entries.filter { $0.name != "adaptive-seed-api" }.map { try EntryOutcome(checking: $0) })
        for i in report.entries.indices { report.entries[i].statistics.seconds = 0; again.entries[i].statistics.seconds = 0 }
        #expect(try report.encoded() == again.encoded())
    }

    @Test func otherSchemaVersionIsAClearError() {
        #expect(throws: ReportError.self) { try JSONReport.decode(#"{"schemaVersion": 99, "entries": []}"#) }
    }

    @Test func markdownShowsEveryCounterexampleWithScreensAndDiagram() {
        let report = JSONReport(Self.outcomes)
        let md = MarkdownReport.render(report, comparison: Comparison(previous: nil, current: report))
        for finding in seedAdaptiveFindings { #expect(md.contains("#### \(finding.property) — "), "\(finding)") }
        #expect(md.contains("| 3 | `resize(.regular)` | [Sidebar ▸ 0] \\| Root 0 · L1 › L1  (handler pending) |"))
        #expect(md.contains("```mermaid\nflowchart LR\n  s0[\"Sidebar  (handler pending)\"]"))
        #expect(md.contains("```diff\n- environment: .compact\n+ environment: .regular\n"))
        #expect(md.contains("Kind: **one-frame glitch**"))
        #expect(md.contains("No previous report to compare with."))
        #expect(md.contains("## Coverage"))
    }

    @Test func comparisonReportsAChangedExpectation() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-report-\(UUID().uuidString)")
        let writer = ReportWriter(directory: dir.path)
        let first = JSONReport(Self.outcomes)
        #expect(try writer.write(first).hadPrevious == false)
        #expect(try writer.write(first).isEmpty)

        // A temporary copy in which the seed entry is expected to hold, and one violation is gone.
        var changed = first
        changed.entries[0].expected = .holds
        changed.entries[0].met = false
        let dropped = changed.entries[0].violations.removeFirst()
        changed.entries[0].outcome = "violates 6"
        let comparison = try writer.write(changed)
        #expect(comparison.fixed == [.init(entry: "adaptive-seed", property: dropped.property, kind: dropped.finding)])
        #expect(comparison.changes.contains(.init(entry: "adaptive-seed", field: "met", before: "true", after: "false")))
        #expect(comparison.changes.contains { $0.field == "expected" && $0.after == "holds" })
        let md = try String(contentsOfFile: writer.path("latest.md"), encoding: .utf8)
        #expect(md.contains("- Fixed (no longer violated): **adaptive-seed** · \(dropped.property)"))
        #expect(md.contains("**adaptive-seed** expected:"))
        let terminal = TerminalReport(color: false).changes(comparison)
        #expect(terminal.contains("fixed: adaptive-seed · \(dropped.property)"))
        let previous = try JSONReport.decode(try String(contentsOfFile: writer.path("previous.json"), encoding: .utf8))
        #expect(previous == first)
    }

    @Test func terminalHasNoEscapesWithoutColor() {
        let t = TerminalReport(color: false)
        for o in Self.outcomes {
            #expect(!t.line(for: o).contains("\u{1B}"))
            #expect(!t.details([o]).contains("\u{1B}"))
        }
        #expect(TerminalReport(color: true).line(for: Self.outcomes[0]).contains("\u{1B}[32m"))
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (12_290_298, "12,290,298"), (-4200, "-4,200")])
    func groupedNumbers(n: Int, text: String) { #expect(grouped(n) == text) }
}
