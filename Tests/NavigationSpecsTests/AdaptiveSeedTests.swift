import Testing
import ModelChecker
import NavigationModel
@testable import NavigationSpecs
import SeedStores

/// The seed adaptive app on an iPad: what it shows under each alphabet, with the exact shortest traces.
@Suite struct AdaptiveSeedTests {
    static func spec(_ alphabet: Alphabet, profile: PlatformProfile = .iPad) -> AdaptiveSpec<AdaptiveStore> {
        try! AdaptiveSpec(name: "adaptive-seed", roots: 2, maxPathDepth: alphabet == .api ? 3 : 4, profile: profile,
                          alphabet: alphabet, design: .environmentAndTask) { AdaptiveStore() }
    }
    static let ui = spec(.ui)
    static let uiResult = try! Explorer(ui).run()

    @Test func alphabetOrderIsTheDocumentedOne() {
        #expect(Self.ui.actions.allValues == [
            .select(rootID: 0), .select(rootID: 1), .push, .back, .backRoot, .systemBack,
            .resize(.compact), .resize(.regular), .handler,
        ])
        #expect(Self.spec(.api).actions.allValues.suffix(11) == [
            .callSelect(rootID: 0), .callSelect(rootID: 1), .setSizeClass(nil), .setSizeClass(.compact), .setSizeClass(.regular),
            .deepLink(rootID: 0, depth: 1), .deepLink(rootID: 0, depth: 2), .deepLink(rootID: 0, depth: 3),
            .deepLink(rootID: 1, depth: 1), .deepLink(rootID: 1, depth: 2), .deepLink(rootID: 1, depth: 3),
        ])
        #expect(Self.spec(.ui, profile: .iPhone).actions.allValues.contains(.resize(.regular)) == false)
    }

    @Test("under ui on an iPad: nothing at rest, three one-frame glitches, each at a size change")
    func uiShowsOnlyGlitches() throws {
        let found = Self.uiResult.counterexamples.map { "\($0.property) \($0.finding) \($0.actions.map(\.description))" }
        #expect(found == [
            "rootNotInStack one-frame glitch [\"handler\", \"select(rootID: 0)\", \"resize(.regular)\"]",
            "selectionAgreesWithPath one-frame glitch [\"handler\", \"select(rootID: 0)\", \"resize(.compact)\"]",
            "stackStartsAtLevelOne one-frame glitch [\"handler\", \"select(rootID: 0)\", \"push\", \"resize(.compact)\"]",
        ])
        #expect(Self.uiResult.complete)
        #expect(Self.uiResult.statistics.vacuousProperties.isEmpty)
    }

    @Test("the glitch is gone when the handler runs: the trace plus the handler violates nothing")
    func glitchIsGoneAfterTheHandler() throws {
        for c in Self.uiResult.counterexamples {
            let replay = Self.ui.replay(c.actions + [.handler], from: c.initialState)
            #expect(replay.blocked == nil)
            let atEnd = replay.violations.filter { $0.step == c.length + 1 }
            #expect(atEnd.isEmpty, "\(c.property) still violated after the handler: \(atEnd)")
        }
    }

    @Test("under race: a tap before the handler leaves the root in the split view's stack, at rest; the glitches stay glitches")
    func raceLeavesRootInStack() throws {
        let spec = Self.spec(.race)
        let result = try Explorer(spec).run()
        let race = try #require(result.counterexamples.first { $0.property == "rootNotInStack" && $0.finding == .race })
        #expect(race.actions == [.select(rootID: 0), .handler])
        #expect(race.initialState == 1)  // launched in regular width
        let atRest = spec.replay(race.actions, from: 1)
        #expect(atRest.violation(of: "rootNotInStack")?.step == 1)
        #expect(spec.isSettled(try spec.run(race.actions, from: spec.initialStates[1])), "at rest after the handler")
        // A property violated in the pending frame by touches the ui alphabet allows is a glitch here
        // too, not a race: each kind has its own shortest trace.
        let glitches = result.counterexamples.filter { $0.finding == .glitch }.map(\.property)
        #expect(glitches == ["rootNotInStack", "selectionAgreesWithPath", "stackStartsAtLevelOne"])
        #expect(result.counterexamples.allSatisfy { $0.finding == .race || $0.finding == .glitch })
    }

    @Test("under api: nil set through the API, and calls out of place, are API misuse")
    func apiFindings() throws {
        let result = try Explorer(Self.spec(.api)).run()
        #expect(result.counterexamples.allSatisfy { $0.finding == .api || $0.finding == .glitch },
                "touches in the pending frame are the race alphabet's")
        let c = try #require(result.counterexamples.first { $0.property == "stackStartsAtLevelOne" && $0.finding == .api })
        #expect(c.actions == [.handler, .setSizeClass(.regular), .deepLink(rootID: 0, depth: 2)])
    }

    @Test func counterexampleShowsTheScreens() throws {
        let c = try #require(Self.uiResult.counterexample(for: "rootNotInStack"))
        let report = c.report(on: Self.ui)
        #expect(report.finding == .glitch)
        #expect(report.steps.map(\.screens) == ["Sidebar  (handler pending)", "Sidebar", "Sidebar ▸ 0 › Root 0 · L1",
                                                 "[Sidebar ▸ 0] | Root 0 · L1 › L1  (handler pending)"])
        #expect(report.changes.map(\.name) == ["environment", "pendingHandlers"])
    }

    @Test func onAnIPhoneTheSeedHolds() throws {
        let result = try Explorer(Self.spec(.ui, profile: .iPhone)).run()
        #expect(result.complete && result.counterexamples.isEmpty)
        #expect(result.statistics.vacuousProperties.isEmpty)
    }

    @Test func deterministic() throws {
        var a = try Explorer(Self.ui).run().report(on: Self.ui)
        var b = try Explorer(Self.ui).run().report(on: Self.ui)
        a.statistics.seconds = 0
        b.statistics.seconds = 0
        #expect(a == b)
    }
}
