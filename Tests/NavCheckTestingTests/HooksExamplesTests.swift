import NavCheckTesting
import Testing

/// The guide's hooks example (Guide/HooksExamples.swift): what each declaration does, and a broken
/// app each property catches.
@Suite struct HooksExamplesTests {
    private func run(_ app: ShelfApp) throws -> NavigationCheckResult {
        try NavCheck.run(AppMachine(app), options: .init(traceDirectory: nil), module: "NavCheckTestingTests", test: nil, environment: [:])
    }

    @Test("a custom tab bar's buttons call the app's action; one that empties the shelf breaks switchingTabsKeepsStacks")
    func customTabBarCallsTheAction() throws {
        #expect(try run(ShelfApp()).holds)
        let broken = try run(ShelfApp(popsOnSwitch: true))
        // The shortest finding is the tab switch that empties the shelf.
        #expect(broken.failures.map(\.property).first == "switchingTabsKeepsStacks")
        #expect(broken.failures.first?.violation.actions == ["openBook", "tapTab(settings)"])
    }

    @Test("onLeave is told a popped screen's route as a value, and a covered one's")
    func onLeaveGetsTypedRoutes() throws {
        let machine = AppMachine(ShelfApp())
        var state = try #require(machine.initialStates.first)
        for action: AppAction<ShelfApp.Tap> in [.user(.openBook), .user(.openBook), .system(.back("shelf"))] {
            try machine.apply(action, to: &state)
        }
        #expect(state.closed == [2] && state.shelf == [.book(1)])
        try machine.apply(.system(.tapTab("settings")), to: &state)
        #expect(state.closed == [2], "a screen left with its tab is covered, not closed")
    }

    @Test("the onboarding tab bar sits in its cover; the size-class handler's work is named by value")
    func declarations() {
        // The name the size-class handler's pending work has in traces.
        #expect(PendingWork.sizeClassChange(to: .regular).name == "onChange(sizeClass: .regular)")
        #expect(PendingWork.dismissal(of: "compose").name == "dismissal(compose)")
        _ = onboardingScene()
    }
}
