import NavCheckTesting
import Testing

@Suite struct KitchenNavigationTests {
    /// On an iPad: every sequence of the app's taps and SwiftUI's own (sidebar rows, back, the size
    /// class changing with multitasking, the process ended and the app launched again) keeps the split
    /// view's and the relaunch properties: a failure shows the shortest sequence that breaks one.
    @Test func navigationHolds() {
        checkNavigation(KitchenSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }
}
