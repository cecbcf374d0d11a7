import NavCheckTesting
import Testing

@Suite struct PulsePayNavigationTests {
    /// Every sequence of the app's buttons and SwiftUI's own (the bottom bar, back, edge swipe, the
    /// answers of the splash's delay and of the sign-in request, a relaunch), with the default options:
    /// 19 states, complete. Every built-in but one holds: MainTabView's `switch selectedTab` destroys
    /// the home tab's NavigationStack when another tab is chosen, accepted here as known.
    @Test func navigationHoldsButForTheTabSwitch() {
        checkNavigation(PulsePaySpec(), .init(knownViolations: [
            KnownViolation("switchingTabsKeepsStacks", kind: .atRest,
                           actions: ["answer(0)", "signIn", "answer(0)", "openProfile", "tapTab(1)"],
                           because: "MainTabView's switch over selectedTab builds only the selected tab: HomeView and its pushed screens are destroyed"),
        ]))
    }
}
