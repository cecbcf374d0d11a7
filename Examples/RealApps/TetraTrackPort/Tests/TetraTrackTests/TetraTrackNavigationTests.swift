import NavCheckTesting
import Testing

@Suite struct TetraTrackNavigationTests {
    /// Every sequence of the app's buttons and SwiftUI's own (back, edge swipe, the tab bar of the
    /// pushed competition hub, the split view's rows, swipes down, size changes), with the default
    /// options: 1,224 states, complete. Every built-in holds but one, accepted here as known: the
    /// calendar's two layouts present the same `@State` with sheets of their own.
    @Test func navigationHoldsButForTheCalendarsSheets() {
        checkNavigation(TetraTrackSpec(), .init(knownViolations: [
            KnownViolation("oneSheetAtALevel", kind: .atRest,
                           actions: ["open(competitions)", "select(calendarSplit, competition(1))", "filters", "resize(.compact)"],
                           because: "CompetitionCalendarView's iPhone layout presents selectedCompetition and showingFilters, both set in the iPad layout, as two sheets of one view"),
        ]))
    }
}
