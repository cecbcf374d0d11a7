import ModelChecker
@testable import SwiftUIBehavior
import Testing

/// The scene compiled to numbers (``SceneTables``, ``SceneCode``): on every state that each app of this
/// suite reaches (up to a bound), the scene state's code decodes to the scene state, and two states'
/// codes are equal exactly when their scene states are.
@Suite struct SceneCodeTests {
    /// The states walked per app: enough to reach every part of these apps' scenes.
    static let bound = 3_000

    /// Every app of this suite that is made without arguments, each with its own round trip.
    static let apps: [(name: String, walk: @Sendable (Int) -> SceneCodeRoundTrip)] = [
        ("PostItemApp", { SceneCodeRoundTrip(AppMachine(PostItemApp()), maxStates: $0) }),
        ("BookLinkApp iPhone", { SceneCodeRoundTrip(AppMachine(BookLinkApp(profile: .iPhone)), maxStates: $0) }),
        ("BookLinkApp iPad", { SceneCodeRoundTrip(AppMachine(BookLinkApp(profile: .iPad)), maxStates: $0) }),
        ("LayerPushApp", { SceneCodeRoundTrip(AppMachine(LayerPushApp(broken: false)), maxStates: $0) }),
        ("LayersApp", { SceneCodeRoundTrip(AppMachine(LayersApp()), maxStates: $0) }),
        ("ArticlesApp", { SceneCodeRoundTrip(AppMachine(ArticlesApp(catchCode: .storesEveryError)), maxStates: $0) }),
        ("WorkoutApp", { SceneCodeRoundTrip(AppMachine(WorkoutApp()), maxStates: $0) }),
        ("BrowserApp", { SceneCodeRoundTrip(AppMachine(BrowserApp()), maxStates: $0) }),
        ("OnboardingApp", { SceneCodeRoundTrip(AppMachine(OnboardingApp()), maxStates: $0) }),
        ("StuckApp", { SceneCodeRoundTrip(AppMachine(StuckApp()), maxStates: $0) }),
        ("IDRouteApp", { SceneCodeRoundTrip(AppMachine(IDRouteApp()), maxStates: $0) }),
        ("ShelfApp", { SceneCodeRoundTrip(AppMachine(ShelfApp()), maxStates: $0) }),
        ("LoadingRouterApp", { SceneCodeRoundTrip(AppMachine(LoadingRouterApp()), maxStates: $0) }),
        ("HiddenCounterApp", { SceneCodeRoundTrip(AppMachine(HiddenCounterApp()), maxStates: $0) }),
        ("SwitchApp", { SceneCodeRoundTrip(AppMachine(SwitchApp()), maxStates: $0) }),
        ("TabChangeApp", { SceneCodeRoundTrip(AppMachine(TabChangeApp(popsTabLeft: false)), maxStates: $0) }),
        ("PresentationLayersApp", { SceneCodeRoundTrip(AppMachine(PresentationLayersApp()), maxStates: $0) }),
        ("AroundTabBarApp", { SceneCodeRoundTrip(AppMachine(AroundTabBarApp()), maxStates: $0) }),
        ("CoverHoldingTabsApp", { SceneCodeRoundTrip(AppMachine(CoverHoldingTabsApp()), maxStates: $0) }),
        ("CompactTabsApp", { SceneCodeRoundTrip(AppMachine(CompactTabsApp(locks: true)), maxStates: $0) }),
        ("Recipes", { SceneCodeRoundTrip(AppMachine(Recipes()), maxStates: $0) }),
        ("FoldersApp", { SceneCodeRoundTrip(AppMachine(FoldersApp()), maxStates: $0) }),
        ("TabbedSplitsApp", { SceneCodeRoundTrip(AppMachine(TabbedSplitsApp()), maxStates: $0) }),
        ("SplitApp", { SceneCodeRoundTrip(AppMachine(SplitApp()), maxStates: $0) }),
        ("StarsApp", { SceneCodeRoundTrip(AppMachine(StarsApp()), maxStates: $0) }),
        ("StackApp", { SceneCodeRoundTrip(AppMachine(StackApp()), maxStates: $0) }),
        ("TabsApp", { SceneCodeRoundTrip(AppMachine(TabsApp()), maxStates: $0) }),
        ("SheetsApp", { SceneCodeRoundTrip(AppMachine(SheetsApp(defect: .settingsLinkOverEditor)), maxStates: $0) }),
        ("LoadsApp", { SceneCodeRoundTrip(AppMachine(LoadsApp()), maxStates: $0) }),
        ("GateApp", { SceneCodeRoundTrip(AppMachine(GateApp()), maxStates: $0) }),
    ]

    @Test func everyReachedSceneStateRoundTrips() {
        var states = 0, scenes = 0, parts: Set<String> = []
        for (name, walk) in Self.apps + SceneCodeProbes.apps {
            let trip = walk(Self.bound)
            #expect(trip.failures.isEmpty, "\(name): \(trip.failures)")
            #expect(trip.codes == trip.scenes, "\(name): \(trip.codes) codes for \(trip.scenes) scene states")
            // Every state whose store can be reached again (not a store with state its snapshot leaves out).
            #expect(trip.readsCompared > 0 && trip.readMismatches == 0, "\(name): the compiled reader")
            #expect(trip.states > 1, "\(name) reached no state beyond its first")
            states += trip.states
            scenes += trip.scenes
            parts.formUnion(trip.partsSeen)
        }
        // Every part of a scene state held something somewhere: the walk exercised the whole layout.
        let expected: Set = ["tab", "routes", "backHidden", "sheets", "items", "dismissDisabled", "hiddenSheets", "sizeClass",
                             "pending", "startedBy", "navigates", "cancelled", "splits", "selection", "contentRows", "nodes",
                             "branches", "tabBarHidden", "saved", "stale", "unreadable", "handled"]
        #expect(expected.subtracting(parts).isEmpty, "never seen: \(expected.subtracting(parts).sorted())")
        print("SceneCode round trip: \(Self.apps.count + SceneCodeProbes.apps.count) apps, \(states) states, \(scenes) distinct scene states")
    }

    /// The walk catches an encoder that loses a part of the state: here, the item a sheet shows.
    @Test func anEncoderThatDropsTheSheetsItemIsCaught() {
        let machine = AppMachine(SheetsApp())
        let coder = SceneCoder(machine)
        let trip = SceneCodeRoundTrip(machine, maxStates: Self.bound, coder: coder) { scene in
            var dropped = scene
            dropped.sheets = scene.sheets.map { sheet in
                var sheet = sheet
                sheet.item = ""
                return sheet
            }
            return coder.encode(dropped)
        }
        #expect(trip.mismatches > 0 && trip.failures.contains { $0.hasPrefix("decode(encode(s)) != s") })
    }

    /// The walk catches two scene states given one code: here, by an encoder that keeps the selected tab
    /// only.
    @Test func anEncoderThatGivesTwoStatesOneCodeIsCaught() throws {
        let machine = AppMachine(TabsApp())
        let coder = SceneCoder(machine)
        let start = try #require(machine.initialStates.first).snapshot.scene
        let trip = SceneCodeRoundTrip(machine, maxStates: Self.bound, coder: coder) { scene in
            var tabOnly = start
            tabOnly.tab = scene.tab
            return coder.encode(tabOnly)
        }
        #expect(trip.collisions > 0 && trip.codes < trip.scenes)
    }

    /// The tables number the declarations in the order they are declared, and the texts are numbered in
    /// the order they are first seen, the same in every run.
    @Test func numbersFollowDeclarationAndFirstSight() {
        let machine = AppMachine(TabbedSplitsApp())
        let tables = SceneTables(machine)
        #expect(tables.stacks.map(\.name) == machine.scene.stacks.map(\.name))
        #expect(tables.splits.map(\.name) == machine.scene.splits.map(\.name) && !tables.splits.isEmpty)
        #expect(tables.tabs == machine.scene.tabBar?.names && !tables.tabs.isEmpty)
        for (i, stack) in tables.stacks.enumerated() {
            #expect(tables.stackNumbers[stack.name] == Int32(tables.stacks.firstIndex { $0.name == stack.name } ?? -1), "\(i)")
        }
        let interner = Interner()
        #expect(["b", "a", "b", "c"].map(interner.id(of:)) == [0, 1, 0, 2])
        #expect(interner.texts == ["b", "a", "c"])
        // Two walks with coders of their own number the same texts alike, and give the same codes.
        let (one, two) = (SceneCoder(AppMachine(TabsApp())), SceneCoder(AppMachine(TabsApp())))
        let first = SceneCodeRoundTrip(AppMachine(TabsApp()), maxStates: 500, coder: one)
        let again = SceneCodeRoundTrip(AppMachine(TabsApp()), maxStates: 500, coder: two)
        #expect(first.states == again.states && one.interners.routes.texts == two.interners.routes.texts)
        #expect(one.interners.names.texts == two.interners.names.texts && one.interners.routes.count > 1)
        let start = AppMachine(TabsApp()).initialStates[0].snapshot.scene
        #expect(one.encode(start) == two.encode(start))
    }
}
