import BenchmarkModels
import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

/// `IceCubesTwin` is Ice Cubes' router written as a plain value state machine: explored as
/// `AppMachine(IceCubesApp())` is, it must find as many states at every breadth-first level, to the end.
@MainActor
@Suite struct IceCubesTwinTests {
    /// The app and its twin, each explored to the end with a level counter.
    @Test func twinReachesTheAppsStatesLevelByLevel() throws {
        let app = try ReaderTwinTests.figures(maxDepth: nil) { AppMachine(IceCubesApp()) }
        let twin = try ReaderTwinTests.figures(maxDepth: nil) { IceCubesTwin() }
        #expect(app.complete && twin.complete)
        #expect(app.distinctStates == 17_048)
        #expect(twin.perLevel == app.perLevel)
        #expect(twin.distinctStates == app.distinctStates)
        #expect(twin.depth == app.depth)
    }

    /// The comparison can fail: a twin whose swipe down dismisses the sheet in the same step, not once
    /// the dismissal ends, is a different model.
    @Test func aDifferentTwinIsTold() throws {
        let app = try ReaderTwinTests.figures(maxDepth: 6) { AppMachine(IceCubesApp()) }
        let twin = try ReaderTwinTests.figures(maxDepth: 6) { IceCubesTwin(dismissesAtOnce: true) }
        #expect(twin.perLevel != app.perLevel && twin.perLevel.count == app.perLevel.count)
    }

    /// The benchmark's shape: at least 30 actions a state, every built-in property, a split view and a
    /// size-class switch (the split view's rows are offered in regular width only, the tab bar in compact).
    @Test func theShapeOfARealApp() throws {
        #expect(AppMachine(IceCubesApp()).actions.allValues.count >= 30)
        #expect(IceCubesApp().properties.count == 21)
        let (regular, compact) = try Self.offered { AppMachine(IceCubesApp()) }
        #expect(regular.contains("select(content, explore)") && !regular.contains("tapTab(explore)"))
        #expect(compact.contains("tapTab(explore)") && !compact.contains("select(content, explore)"))
        let twin = try Self.offered { IceCubesTwin() }
        #expect(twin.regular.sorted() == regular.sorted() && twin.compact.sorted() == compact.sorted())
    }

    /// The actions enabled at launch (regular width) and after a resize to compact width. Generic, so
    /// that the app, whose conformance is isolated to the main actor, is stepped here.
    nonisolated static func offered<M: StateMachine>(_ make: () -> M) throws -> (regular: [String], compact: [String])
        where M.Action == AppAction<IceCubesApp.Intent> {
        let machine = make()
        var state = try #require(machine.initialStates.first)
        let regular = machine.actions.allValues.filter { machine.isEnabled($0, in: state) }.map(\.description)
        try machine.apply(.system(.resize(.compact)), to: &state)
        return (regular, machine.actions.allValues.filter { machine.isEnabled($0, in: state) }.map(\.description))
    }
}
