import BenchmarkModels
import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

/// Witnesses for the reader app's own properties: each fails on a state that breaks it, and holds on
/// the app's first state. (`settingsNeedsSignIn` also fails in the app itself, through the settings
/// link; `atMostTwoATab` holds in the app, whose taps and answers never push a third screen on a tab.)
@MainActor
@Suite struct ReaderAppWitnessTests {
    func check(_ name: String, _ change: (inout ReaderSnapshot) -> Void) -> (first: Check?, changed: Check?) {
        Self.check(name, change) { AppMachine(ReaderApp()) }
    }

    /// The property `name` checked on the machine's first state, and on that state changed by `change`
    /// (a generic helper: the app's conformance is isolated to the main actor, which runs this).
    nonisolated static func check<M: ReferenceStoreMachine>(
        _ name: String, _ change: (inout ReaderSnapshot) -> Void, _ make: () -> M
    ) -> (first: Check?, changed: Check?) where M.Snapshot == AppState<ReaderSnapshot> {
        let machine = make()
        guard let property = machine.properties.first(where: { $0.name == name }),
              let first = machine.initialStates.first else { return (nil, nil) }
        var snapshot = first.snapshot
        change(&snapshot.model)
        return (property.check(machine, first), property.check(machine, StoreState(snapshot: snapshot, trace: [])))
    }

    @Test func atMostTwoATabFailsOnAThirdScreen() {
        let (first, changed) = check("atMostTwoATab") { $0.feed = [.article(1), .article(2), .author(2)] }
        #expect(first == .holds)
        #expect(changed == .violated("screens pushed: feed 3, search 0, profile 0"))
    }

    @Test func settingsNeedsSignInFailsOnSettingsWhileSignedOut() {
        let (first, changed) = check("settingsNeedsSignIn") { $0.profile = [.settings] }
        #expect(first == .notApplicable)
        #expect(changed == .violated("settings on the profile tab while signed out"))
        let (_, signedIn) = check("settingsNeedsSignIn") { $0.profile = [.settings]; $0.signedIn = true }
        #expect(signedIn == .holds)
    }
}
