import Foundation
@testable import ModelChecker
@testable import NavCheckPages
import Testing

@Suite("The HTML report")
struct HTMLReportTests {
    static func violation(_ property: String, steps: [CheckReport.Step]) -> CheckReport.Violation {
        CheckReport.Violation(property: property, kind: .invariant, finding: .atRest, meaning: "the root is never <pushed>",
                              message: "level 1 in [L1]", length: steps.count - 1, actions: steps.dropFirst().compactMap(\.action),
                              steps: steps, fault: nil, changes: [.init(name: "path", before: "[]", after: "[L1]")])
    }

    static let steps = [
        CheckReport.Step(action: nil, screens: "Sidebar", fields: [StateField(name: "environment", value: ".compact")]),
        CheckReport.Step(action: "resize(.regular)", screens: "[Sidebar ▸ 0] | Root 0 · L1 › L1  (handler pending)",
                         fields: [StateField(name: "environment", value: ".regular")]),
    ]

    @Test func aScreenLineIsReadAsColumnsTabsLayersAndPendingWork() {
        let split = DevicePicture(screenLine: "[Sidebar ▸ 0] | Root 0 · L1 › L1  (handler pending)")
        #expect(split.sizeClass == "regular")
        #expect(split.content.columns == [.init(title: "Sidebar", rows: ["0"], selectedRow: "0"),
                                          .init(title: "Root 0 · L1", screens: ["Root 0 · L1", "L1"])])
        #expect(split.pending == ["handler"])
        let tabbed = DevicePicture(screenLine: "[recipes] recipes › recipe(2) ⧉ editor(recipe(2)) ⏳ load(recipe(2))",
                                   fields: [StateField(name: "sizeClass", value: ".compact")])
        #expect(tabbed.sizeClass == "compact")
        #expect(tabbed.content.tabs == ["recipes"] && tabbed.content.selectedTab == "recipes")
        #expect(tabbed.content.columns == [.init(title: "recipes", screens: ["recipes", "recipe(2)"])])
        #expect(tabbed.layers.map(\.name) == ["editor(recipe(2))"])
        #expect(tabbed.pending == ["load(recipe(2))"])
    }

    @Test func thePageIsSelfContainedAndHoldsEveryFindingEscaped() throws {
        var report = CheckReport(machine: "adaptive", complete: true, stopReason: nil, statistics: Statistics(),
                                 violations: [Self.violation("rootNotInStack", steps: Self.steps),
                                              Self.violation("<script>alert(1)</script>", steps: Self.steps)])
        report.statistics.distinctStates = 1234
        let page = HTMLReport.page(title: "adaptive", checks: [.init(name: "adaptive-seed", report: report)])
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("src="))
        #expect(page.components(separatedBy: "<details class=\"finding\"").count == 3)
        #expect(page.contains("data-index=\"0\" open>") && page.contains("data-index=\"1\">"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && !page.contains("<script>alert(1)"))
        #expect(page.contains("the root is never &lt;pushed&gt;"))
        #expect(page.contains("<th>distinct states</th><td class=\"n\">1,234</td>"))
        // The data the script draws from: every step's picture, read from the line when the machine gives none.
        let marker = "<script id=\"navcheck-data\" type=\"application/json\">"
        let json = try #require(page.components(separatedBy: marker).last?.prefix { $0 != "<" })
        #expect(json.contains("\"pending\":[\"handler\"]") && json.contains("\"sizeClass\":\"regular\""))
    }

    /// A report of thousands of findings opens at once because it draws lazily: the page holds the
    /// first hundred findings' closed summaries and every finding's steps as data, with no frame drawn
    /// in the HTML; the script adds summaries a hundred at a time when asked, and draws a filmstrip
    /// when its finding is opened (only the first is open).
    @Test func aReportOfThousandsOfFindingsDrawsOnDemand() {
        let many = (0..<3000).map { Self.violation("p\($0)", steps: Self.steps) }
        let report = CheckReport(machine: "m", complete: true, stopReason: nil, statistics: Statistics(), violations: many)
        let page = HTMLReport.page(title: "m", checks: [.init(name: "m", report: report)])
        // The first hundred summaries are in the HTML, the others are data the script adds on request.
        #expect(page.components(separatedBy: "<details class=\"finding\"").count - 1 == 100)
        #expect(page.contains("<button class=\"more\" data-check=\"0\" data-next=\"100\" data-batch=\"100\">Show the next 100 of 2,900 more findings</button>"))
        #expect(page.components(separatedBy: "\"summary\":\"<details class=\\\"finding\\\" data-check=\\\"0\\\"").count - 1 == 2900)
        #expect(page.components(separatedBy: " open>").count - 1 == 1)
        #expect(!page.contains("<figure"), "no frame is drawn in the HTML itself")
        #expect(page.contains("d.open) drawFinding(d)") && page.contains("if (d.dataset.drawn) return;"))
        #expect(page.utf8.count / many.count < 3_000)
    }

    /// The witness: with every finding open, the script would draw them all at load; the page says so.
    @Test func theFirstFindingAloneIsOpen() {
        let two = CheckReport(machine: "m", complete: true, stopReason: nil, statistics: Statistics(),
                              violations: [Self.violation("a", steps: Self.steps), Self.violation("b", steps: Self.steps)])
        let page = HTMLReport.page(title: "m", checks: [.init(name: "m", report: two), .init(name: "n", report: two)])
        #expect(page.contains("data-check=\"0\" data-index=\"0\" open>"))
        #expect(page.components(separatedBy: " open>").count - 1 == 1)
    }
}
