import NavCheckTesting
import Testing

@Suite struct SocialNavigationTests {
    /// The built-ins hold from every state the app's taps, the system's gestures, links and
    /// notification taps reach, with the image's answer before and after every tap.
    @Test func navigationHolds() {
        checkNavigation(SocialSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// Each kept trace broke the app once; it must not any more.
    @Test(arguments: RegressionTraces.files())
    func regression(_ file: String) {
        replayRegression(file, on: SocialSpec())
    }
}
