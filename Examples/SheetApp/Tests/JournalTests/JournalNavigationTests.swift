import NavCheckTesting
import Testing

@Suite struct JournalNavigationTests {
    /// Every sequence of the journal's taps and SwiftUI's own (back, edge swipe, swiping a sheet down)
    /// keeps the sheet and stack properties: a failure shows the shortest sequence that breaks one.
    @Test func navigationHolds() {
        checkNavigation(JournalSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// Each kept trace broke the journal once; it must not any more.
    @Test(arguments: RegressionTraces.files())
    func regression(_ file: String) {
        replayRegression(file, on: JournalSpec())
    }
}
