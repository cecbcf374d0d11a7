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

    @Test func aReportOfThousandsOfFindingsStaysSmallPerFinding() {
        let many = (0..<3000).map { Self.violation("p\($0)", steps: Self.steps) }
        let report = CheckReport(machine: "m", complete: true, stopReason: nil, statistics: Statistics(), violations: many)
        let clock = ContinuousClock()
        var page = ""
        let took = clock.measure { page = HTMLReport.page(title: "m", checks: [.init(name: "m", report: report)]) }
        #expect(took < .seconds(5))
        #expect(page.utf8.count / many.count < 2_000)
    }
}
