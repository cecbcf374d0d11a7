import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// What the view tree made NavCheck report of its own on real apps' tree specs, each with the real
// defect of the same shape beside it (StateSwitchApps.swift).

@Suite("The view tree: no false alarm of NavCheck's own")
struct SceneTreeFalseAlarmTests {
    // On an iPhone, always compact, `ifCompact`'s `else:` is never built: its screens are not required.
    @Test func anIPhoneIsNotAskedForTheRegularBranch() throws {
        let clean = try explore(CompactOnlyApp(), "everyScreenReachable", depth: 20)
        #expect(clean.violated.isEmpty && clean.complete)
        // A wide iPhone builds both branches: every screen of both is required, and shown.
        let wide = try explore(CompactOnlyApp(profile: .iPhoneWide), "everyScreenReachable", depth: 20)
        #expect(wide.violated.isEmpty && wide.complete)
        #expect(AppMachine(CompactOnlyApp(profile: .iPhoneWide)).declaredScreens.map(\.name).contains("sheet inspector"))
        #expect(!AppMachine(CompactOnlyApp()).declaredScreens.map(\.name).contains("sheet inspector"))
    }

    // A screen of the branch the device shows that nothing presents is still reported: a verdict on the
    // whole graph, at rest, though the launch's task is pending in the state it is shown from.
    @Test func anUnreachableScreenOfTheBranchShownIsAWholeGraphVerdict() throws {
        let result = try Explorer(AppMachine(CompactOnlyApp(declaresArchive: true)),
                                  options: ExplorationOptions(maxDepth: 20, workers: 1)).run()
        let never = result.counterexamples.filter { $0.property == "everyScreenReachable" }
        #expect(never.map(\.message) == ["sheet archive (the sheet archive) is never shown: all 9 states within the spec's bounds were explored"])
        #expect(never.first?.finding == .atRest && never.first?.whileWorkIsPending == false)
    }

    // A size change that destroys the branch holding a sheet whose flag is that branch's @State: the
    // flag is reset before the sheets are settled, so no sheet is left "set but not shown".
    @Test func aSheetDestroyedWithItsBranchIsNotLeftSet() throws {
        var d = Driver(CompactSheetApp())
        try d.run(.resize(.compact))
        try d.tap("showSheet")
        #expect(d.scene.sheets.map(\.name) == ["compactSheet"])
        try d.run(.resize(.regular))
        #expect(d.scene.sheets.isEmpty && d.scene.hiddenSheets.isEmpty && !d.store.compactSheet)
        let clean = try explore(CompactSheetApp(), "oneSheetAtALevel", depth: 30)
        #expect(clean.violated.isEmpty && clean.nonVacuous > 0 && clean.complete)
        // The flag in the model outlives the branch: its binding stays set while no view that exists
        // presents it (not a sheet "set but not shown" at a level), and the branch built again presents it.
        var kept = Driver(CompactSheetApp(flagInModel: true))
        try kept.run(.resize(.compact))
        try kept.tap("showSheet")
        try kept.run(.resize(.regular))
        #expect(kept.store.compactSheet && kept.scene.sheets.isEmpty && kept.scene.hiddenSheets.isEmpty)
        try kept.run(.resize(.compact))
        #expect(kept.scene.sheets.map(\.name) == ["compactSheet"])
        let modelFlag = try explore(CompactSheetApp(flagInModel: true), "oneSheetAtALevel", depth: 30)
        #expect(modelFlag.violated.isEmpty && modelFlag.complete)
    }

    // A sheet the launch's `onAppear` presents is on view in the start state, and after a relaunch;
    // the tap beneath it is not offered.
    @Test func aSheetPresentedByTheLaunchIsOnViewAtTheStart() throws {
        var d = Driver(WelcomeApp())
        #expect(d.scene.sheets.map(\.name) == ["welcome"] && d.scene.topLayer == "welcome")
        #expect(!d.offers(.user("open")))
        try d.tap("close")
        try d.tap("open")
        try d.run(.relaunch(.processEnded))
        #expect(d.scene.sheets.map(\.name) == ["welcome"] && d.store.path == ["item"])
        #expect(d.machine.screens(of: d.state).contains("welcome"))
        #expect(!d.offers(.user("open")))
    }
}
