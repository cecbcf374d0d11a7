import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

/// The liveness built-ins on the shapes they once raised false alarms on: each holds on the app of
/// that shape, and fails, with the exact finding, on the app with a real defect of the same shape.
@Suite("The liveness built-ins on collapsed split views, button tab items, identical screens and bounds")
struct LivenessShapeTests {
    func check<A: SwiftUIApp>(_ app: A) throws -> ExplorationResult<AppMachine<A>> {
        try Explorer(AppMachine(app), options: ExplorationOptions(workers: 1)).run()
    }

    @Test("everyScreenReachable names a collapsed split view's sidebar and detail as the stack it declares",
          arguments: [PlatformProfile.iPhone, .iPad])
    func collapsedSplitViewIsShown(profile: PlatformProfile) throws {
        let result = try check(WorkoutApp(profile: profile))
        #expect(result.complete)
        #expect(result.counterexamples.map(\.message) == [])
        #expect(result.statistics.liveness?.unjudgedProperties == [])
        // Named alike on view and as declared, whatever the split view shows in its place.
        let m = AppMachine(WorkoutApp(profile: profile))
        let first = try #require(m.initialStates.first)
        #expect(m.declaredScreens.map(\.name) == ["tab log", "tab stats", "exercises", "sheet composer", "exercises › set(1)"])
        #expect(m.shownScreens(first.snapshot) == ["exercises", "tab log"])
    }

    @Test("everyScreenReachable: a pushed screen of the split view's detail that no control shows")
    func detailScreenNeverShown() throws {
        let result = try check(WorkoutApp(defect: .addSetNeverShown))
        #expect(result.counterexamples.map(\.message)
            == ["exercises › set(1) (the role of addSet) is never shown: all 18 states within the spec's bounds were explored"])
        #expect(result.counterexamples.map(\.actions.count) == [0])
    }

    @Test("everyScreenReachable: a tab item that acts as a button is not a screen, a tab never selected is")
    func buttonItemIsNotAScreen() throws {
        let result = try check(WorkoutApp(defect: .statsNeverSelected))
        #expect(result.counterexamples.map(\.message)
            == ["tab stats (the tab bar) is never shown: all 15 states within the spec's bounds were explored"])
    }

    @Test("noDeadEnd: a close that leaves the screen text as it was is no dead end when the next close leaves")
    func identicalScreensAreLeftByAPath() throws {
        let result = try check(BrowserApp())
        #expect(result.complete)
        #expect(result.counterexamples.map(\.message) == [])
        #expect(result.statistics.properties.first { $0.name == "noDeadEnd" }?.evaluated ?? 0 > 0)
    }

    @Test("noDeadEnd: two identical browser views, the last of which cannot be closed")
    func identicalScreensThatNeverLeave() throws {
        let c = try #require(try check(BrowserApp(lastCannotClose: true)).counterexample(for: "noDeadEnd"))
        #expect(c.actions.map(\.description) == ["openLink"])
        #expect(c.message == "nothing leaves feed ⧉ browser: close keeps it on screen, and so does every step from the 1 other state reached that way")
    }

    @Test("noDeadEnd judges only states within the spec's bounds")
    func statesBeyondTheBoundsAreNotJudged() throws {
        let result = try check(OnboardingApp())
        #expect(result.complete)
        #expect(result.counterexamples.map(\.message) == [])
        #expect(result.statistics.liveness?.unexpandedStates == 1)
    }

    @Test("noDeadEnd: a page within the bounds with no way on")
    func aPageWithinTheBoundsWithNoWayOn() throws {
        let c = try #require(try check(OnboardingApp(secondPageHasNoNext: true)).counterexample(for: "noDeadEnd"))
        #expect(c.actions.map(\.description) == ["next", "next"])
        #expect(c.message == "nothing on onboarding › 1 › 2 can be touched")
    }
}
