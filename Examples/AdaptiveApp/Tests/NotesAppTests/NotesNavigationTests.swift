import NavCheckTesting
import Testing

@Suite struct NotesNavigationTests {
    /// Every sequence of taps, resizes and deep links keeps the navigation invariants: a failure
    /// shows the shortest sequence that breaks one.
    @Test func navigationHolds() {
        checkNavigation(NotesSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// Seeded random walks: longer sequences, shrunk when they fail (NAVCHECK_SEED picks the seed).
    @Test func randomWalksHold() {
        checkNavigation(NotesSpec(), .init(exhaustive: nil, random: .init(seed: 0, runs: 100, steps: 20), replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// Each kept trace broke the app once; it must not any more.
    @Test(arguments: RegressionTraces.files())
    func regression(_ file: String) {
        replayRegression(file, on: NotesSpec())
    }
}
