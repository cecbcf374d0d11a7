import NavCheckTesting
import Testing

@Suite struct ShopNavigationTests {
    /// Every sequence of the shop's taps and SwiftUI's own (tab bar, back, edge swipe, long press) keeps
    /// the tab and stack properties: a failure shows the shortest sequence that breaks one.
    @Test func navigationHolds() {
        checkNavigation(ShopSpec(), .init(replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// Seeded random walks: longer sequences, shrunk when they fail (NAVCHECK_SEED picks the seed).
    @Test func randomWalksHold() {
        checkNavigation(ShopSpec(), .init(exhaustive: nil, random: .init(seed: 0, runs: 50, steps: 20), replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]))
    }

    /// What a re-tap does is the spec's to state. Declared as SwiftUI's own on iOS 18 (no pop), the
    /// shop's pop to the root is reported: the property follows what the spec says the app does.
    @Test func aRetapDeclaredAsTheSystemsIsReported() throws {
        let result = try NavCheck.run(AppMachine(ShopSpec(defect: false, retap: .system)), options: .init(traceDirectory: nil),
                                      module: "ShopTests", test: nil)
        // Only this property breaks; each cause it breaks in is a finding, the shortest first.
        #expect(Set(result.failures.map(\.property)) == ["retapFollowsBehavior"])
        #expect(result.failures.first?.violation.actions == ["openCategory", "tapTab(browse)"])
    }

    /// Each kept trace broke the shop once; it must not any more.
    @Test(arguments: RegressionTraces.files())
    func regression(_ file: String) {
        replayRegression(file, on: ShopSpec())
    }
}
