import NavCheckTesting
import Testing

@Suite struct NewsNavigationTests {
    /// Every order of the taps, the tab bar, back, and the answers (and cancellations) of the loads and
    /// of "Related" keeps the answer properties: a failure shows the shortest sequence that breaks one,
    /// and says when an answer came.
    @Test func navigationHolds() {
        checkNavigation(NewsSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// Each kept trace broke the app once; it must not any more.
    @Test(arguments: RegressionTraces.files())
    func regression(_ file: String) {
        replayRegression(file, on: NewsSpec())
    }
}
