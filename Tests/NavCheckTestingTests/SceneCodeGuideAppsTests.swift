import NavCheckTesting

/// The scene compiled to numbers (the first stage of the compiled app machine) on the guide's apps and
/// this suite's: every scene state reached decodes from its code, and no two share one.
@MainActor
@Suite struct SceneCodeGuideAppsTests {
    static let bound = 2_000

    /// Each app of the guide and of this suite that is made without arguments, walked to `bound` states
    /// (200 and 500 for the two whose stores are reached by replaying their traces, a step per action).
    @Test func everyGuideAppsSceneStatesRoundTrip() {
        let trips: [(String, SceneCodeRoundTrip)] = [
            ("RenamedRecipesApp", SceneCodeRoundTrip(AppMachine(RenamedRecipesApp()), maxStates: Self.bound)),
            ("DelegatingRouterApp", SceneCodeRoundTrip(AppMachine(DelegatingRouterApp()), maxStates: 200)),
            ("LoadingCopiedApp", SceneCodeRoundTrip(AppMachine(LoadingCopiedApp()), maxStates: 500)),
            ("MessagesApp", SceneCodeRoundTrip(AppMachine(MessagesApp()), maxStates: Self.bound)),
            ("MainActorHelpersApp", SceneCodeRoundTrip(AppMachine(MainActorHelpersApp()), maxStates: Self.bound)),
            ("UnreachedShelfApp", SceneCodeRoundTrip(AppMachine(UnreachedShelfApp()), maxStates: Self.bound)),
            ("ComposerApp", SceneCodeRoundTrip(AppMachine(ComposerApp()), maxStates: Self.bound)),
            ("WrongPushApp", SceneCodeRoundTrip(AppMachine(WrongPushApp()), maxStates: Self.bound)),
            ("MainRouterApp", SceneCodeRoundTrip(AppMachine(MainRouterApp()), maxStates: Self.bound)),
            ("TallyApp", SceneCodeRoundTrip(AppMachine(TallyApp()), maxStates: Self.bound)),
            ("ShelfApp", SceneCodeRoundTrip(AppMachine(ShelfApp()), maxStates: Self.bound)),
            ("NotesApp", SceneCodeRoundTrip(AppMachine(NotesApp()), maxStates: Self.bound)),
            ("InboxApp", SceneCodeRoundTrip(AppMachine(InboxApp()), maxStates: Self.bound)),
            ("PostsApp", SceneCodeRoundTrip(AppMachine(PostsApp()), maxStates: Self.bound)),
            ("CheckoutApp", SceneCodeRoundTrip(AppMachine(CheckoutApp()), maxStates: Self.bound)),
            ("ShopApp", SceneCodeRoundTrip(AppMachine(ShopApp()), maxStates: Self.bound)),
            ("FoldersApp", SceneCodeRoundTrip(AppMachine(FoldersApp()), maxStates: Self.bound)),
            ("LibraryApp", SceneCodeRoundTrip(AppMachine(LibraryApp()), maxStates: Self.bound)),
            ("RecipesApp", SceneCodeRoundTrip(AppMachine(RecipesApp()), maxStates: Self.bound)),
            ("TwoDefectsApp", SceneCodeRoundTrip(AppMachine(TwoDefectsApp()), maxStates: Self.bound)),
            ("SearchLoadsApp", SceneCodeRoundTrip(AppMachine(SearchLoadsApp()), maxStates: Self.bound)),
            ("UntargetedLinkApp", SceneCodeRoundTrip(AppMachine(UntargetedLinkApp()), maxStates: Self.bound)),
        ]
        for (name, trip) in trips {
            #expect(trip.failures.isEmpty, "\(name): \(trip.failures)")
            #expect(trip.codes == trip.scenes && trip.states > 1, "\(name)")
            // Every state whose store can be reached again (not a store with state its snapshot leaves out).
            #expect(trip.readsCompared > 0 && trip.readMismatches == 0, "\(name): the compiled reader")
        }
        print("SceneCode round trip: \(trips.count) apps, \(trips.map(\.1.states).reduce(0, +)) states, "
            + "\(trips.map(\.1.scenes).reduce(0, +)) distinct scene states")
    }
}
