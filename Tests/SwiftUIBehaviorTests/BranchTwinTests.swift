import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// One `@State` presented by a `.sheet` in each branch of a size-class switch, and a split view that
// exists in one branch only (BranchTwinApps.swift). Both were reported by NavCheck on TetraTrack's port.

@Suite("A size-class switch whose branches share a binding")
struct BranchTwinTests {
    // Before: "set but not shown: filters (shown: filtersWide)" as soon as the regular layout's sheet was
    // up, "set but not shown: competition" once a row was selected in the split view, and in compact width
    // "tapFirst changed split selection: none became c1 beneath competition", where the split view does
    // not exist (and whose selection is the sheet's own binding).
    @Test func theBranchNotTakenIsNeitherHiddenNorBeneath() throws {
        var d = Driver(CalendarApp())
        try d.run(.select("split", row: "c1"))
        #expect(d.scene.hiddenSheets.isEmpty)
        try d.tap(.filter)
        #expect(d.scene.sheets.map(\.name) == ["filtersWide"] && d.scene.hiddenSheets.isEmpty)
        let beneath = try explore(CalendarApp(), "sheetKeepsStacksBeneath", depth: 6)
        #expect(beneath.trace == nil && beneath.nonVacuous > 0 && beneath.complete)
    }

    // What the branches share is still judged: a row selected in regular width, the filters up, then a
    // size change gives the compact layout two sheets set at once (TetraTrack's calendar does the same).
    @Test func twoSheetsOfTheBranchTakenAreStillReported() throws {
        let broken = try explore(CalendarApp(), "oneSheetAtALevel", depth: 4)
        #expect(broken.trace == ["select(split, c1)", "filter", "resize(.compact)"] && broken.finding == .atRest)
        #expect(broken.message == "set but not shown: filters (shown: competition)")
    }

    @Test func aSplitViewOfTheBranchTakenIsStillJudged() throws {
        let broken = try explore(CalendarApp(defect: .filterClearsSelection), "sheetKeepsStacksBeneath", depth: 3)
        #expect(broken.trace == ["select(split, c1)", "filter"] && broken.finding == .atRest)
        #expect(broken.message == "filter changed split selection: c1 became none beneath filtersWide")
    }
}
