import NavCheckTesting
import Testing

@Suite struct PodcastNavigationTests {
    /// Every link, from every state the app's taps and SwiftUI's own reach, shows exactly its target
    /// (or, malformed, changes nothing): a failure shows the shortest sequence that breaks a property.
    @Test func navigationHolds() {
        checkNavigation(PodcastSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// On iOS 26 re-tapping a tab pops its stack to the root; the built-in property follows the OS.
    @Test func navigationHoldsOnIOS26() {
        checkNavigation(PodcastSpec(osVersion: .iOS26), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// Each kept trace broke the app once; it must not any more.
    @Test(arguments: RegressionTraces.files())
    func regression(_ file: String) {
        replayRegression(file, on: PodcastSpec())
    }
}
