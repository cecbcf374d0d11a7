import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// The real-app shapes of SceneTreeApps.swift and SceneTreeBoundedApps.swift, each with the properties
// that catch its defect, checked as a user's `checkNavigation(app)` checks them with no option changed:
// the bounds `NavCheckOptions()` fills in (50,000 states, a 600 s safety stop, race bound 2, three
// counterexamples a property). Each check must end complete, race bound 2 included: not PARTIAL, and
// the defect switched on must be caught by its witness. (Whether it is quick is for the benchmarks to
// say; a test asserts only that the default check covers the shape.) The Probe ports of the two tab
// shapes (`treeAroundTabBar`, `treeCoverHoldingTabs`) cannot end: their store logs every write.

@Suite("The view tree's real-app shapes: the default check is complete")
struct SceneTreeDefaultCheckTests {
    /// `checkNavigation`'s exploration with every option left at its default.
    static func defaultCheck<A: SwiftUIApp>(_ app: A) throws -> ExplorationResult<AppMachine<A>> {
        try Explorer(AppMachine(app), options: ExplorationOptions(maxStates: 50_000, maxSeconds: 600, counterexamplesPerProperty: 3,
                                                                  raceBound: 2)).run()
    }

    /// The fixed app's check is complete (race bound 2 covered where the alphabet has races) and finds
    /// nothing, each witness property judged; the broken app's check fails exactly its
    /// witnesses.
    static func expectCovered<A: SwiftUIApp>(_ fixed: A, _ broken: A, witnesses: Set<String>) throws {
        let result = try defaultCheck(fixed)
        #expect(result.complete, "stopped: \(result.stopReason.map { "\($0)" } ?? "-") at \(result.statistics.distinctStates) states")
        // Bound 2 completed, or a smaller one that left nothing out (no touch while work is pending).
        if let races = result.raceCoverage { #expect(races.cutAt == nil && (races.completed == 2 || races.completed != nil && !races.leftOut)) }
        #expect(result.counterexamples.isEmpty)
        let judged = result.statistics.properties.filter { witnesses.contains($0.name) && $0.nonVacuous > 0 }
        #expect(Set(judged.map(\.name)) == witnesses)
        let caught = try defaultCheck(broken)
        #expect(Set(caught.counterexamples.map(\.property)) == witnesses)
    }

    @Test func theContainerSwitch() throws {
        try Self.expectCovered(SwitchApp(properties: [.selectionSurvivesResize()]),
                               SwitchApp(defect: .selectionInViewState, properties: [.selectionSurvivesResize()]),
                               witnesses: ["selectionSurvivesResize"])
        try Self.expectCovered(SwitchApp(properties: [.answerForGoneScreenChangesNothing()]),
                               SwitchApp(defect: .taskRestoresScreen, properties: [.answerForGoneScreenChangesNothing()]),
                               witnesses: ["answerForGoneScreenChangesNothing"])
    }

    @Test func theStackAroundTheTabBar() throws {
        // The broken bar's re-tap of a tab empties the other tab too: both witnesses catch it.
        try Self.expectCovered(AroundTabBarApp(), AroundTabBarApp(broken: true), witnesses: ["retapFollowsBehavior", "switchingTabsKeepsStacks"])
    }

    @Test func theCoverHoldingTheTabs() throws {
        try Self.expectCovered(CoverHoldingTabsApp(), CoverHoldingTabsApp(broken: true), witnesses: ["actionStaysInItsTab"])
    }

    @Test func layersOfMixedPresentations() throws {
        try Self.expectCovered(PresentationLayersApp(), PresentationLayersApp(defect: .coverResetsSheetBeneath),
                               witnesses: ["sheetKeepsStacksBeneath"])
        try Self.expectCovered(PresentationLayersApp(), PresentationLayersApp(defect: .coverBesideSheet), witnesses: ["oneSheetAtALevel"])
    }

    /// The witness that completeness can fail: a shape whose space has no end (a button pushes without
    /// bound) stops PARTIAL at the default bounds (here the state bound, lowered to stay quick).
    @Test func anEndlessShapeIsTold() throws {
        let scene = Scene<ProbeStore> { navigationStack("home", \.home) }
        let endless = Probe(alphabet: .ui, scene: scene, buttons: ["push": { s, _ in s.home.append("x") }])
        let result = try Explorer(AppMachine(endless), options: ExplorationOptions(maxStates: 2_000, maxSeconds: 60, raceBound: 2)).run()
        #expect(!result.complete && result.stopReason == .maxStates)
    }
}
