import NavCheckTesting
import Testing

@Suite struct WorkoutsNavigationTests {
    /// On an iPad: every sequence of the app's taps and SwiftUI's own (tab bar, sidebar rows, the
    /// column button, back, the size class changing with multitasking) keeps the split-view, tab and
    /// stack properties: a failure shows the shortest sequence that breaks one.
    @Test func navigationHoldsOnIPad() {
        checkNavigation(WorkoutsSpec(profile: .iPad), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// On an iPhone: always compact, the split view collapsed into one stack, three tabs fewer one.
    @Test func navigationHoldsOnIPhone() {
        checkNavigation(WorkoutsSpec(profile: .iPhone), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// Seeded random walks on an iPad: longer sequences, shrunk when they fail.
    @Test func randomWalksHold() {
        checkNavigation(WorkoutsSpec(profile: .iPad), .init(exhaustive: nil, random: .init(seed: 0, runs: 50, steps: 20),
                                                            replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }
}
