import Generators
import ModelChecker
import NavigationModel
import NavigationProperties
import NavigationSpecs
import SeedStores
import Testing

/// A state with only what two invariants read: a size class and a detail stack of levels.
struct LevelsOnly: SizeClassStore, DetailPathStore, Sendable {
    struct Screen: DetailLevel, Sendable, CustomStringConvertible {
        var level: Int
        var rootID: String { "inbox" }
        var id: Int { level }
        var description: String { "L\(level)" }
    }
    var sizeClass: SizeClass?
    var detailPath: [Screen]
}

/// Push a level, or resize; the split view keeps level 1 in its stack (a defect on purpose).
struct LevelsMachine: StateMachine {
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case push, regular
        var description: String { rawValue }
    }
    var name: String { "levels" }
    var initialStates: [LevelsOnly] { [LevelsOnly(sizeClass: .compact, detailPath: [])] }
    var actions: Generator<Action> { .element(of: [.push, .regular]) }
    func isWithinBounds(_ s: LevelsOnly) -> Bool { s.detailPath.count < 3 }
    func apply(_ action: Action, to s: inout LevelsOnly) throws {
        switch action {
        case .push: s.detailPath.append(.init(level: s.detailPath.count + 1))
        case .regular: s.sizeClass = .regular
        }
    }
    func fingerprint(of s: LevelsOnly, into f: inout Fingerprinter) {
        f.combine(s.sizeClass == .regular)
        f.combine(s.detailPath.count)
    }
    var properties: [Property<LevelsMachine>] {
        [NavigationInvariants.rootNotInStack(), NavigationInvariants.levelsContiguous()]
    }
}

@Suite struct StoreCapabilitiesTests {
    /// The invariants need only the capabilities they read: a state with no selection still gets
    /// rootNotInStack and levelsContiguous, and they judge it as they judge the adaptive stores.
    @Test func invariantsApplyToAStateWithOnlyTheirCapabilities() throws {
        let result = try Explorer(LevelsMachine()).run()
        #expect(result.violatedProperties == ["rootNotInStack"])
        #expect(result.counterexample(for: "rootNotInStack")?.actions == [.push, .regular])
        #expect(result.counterexample(for: "rootNotInStack")?.message == "level 1 is in the split view's stack: [L1]")
        #expect(result.statistics.vacuousProperties.isEmpty)
    }

    /// The adaptive stores read through the capabilities as before.
    @Test func adaptiveStoresShowTheSameScreensAndLocation() {
        var store = AdaptiveStore(sizeClass: .compact, identities: .counter())
        store.selectRootID(rootID: 1)
        store.pushNextLevel()
        #expect(store.screens == "Sidebar ▸ 1 › Root 1 · L1 › L2")
        #expect(store.location == [1, 2])
        store.sizeClass = .regular
        #expect(store.screens == "[Sidebar ▸ 1] | Root 1 · L1 › L2")
        #expect(store.location == [1, 2])
        #expect(store.layout == .split)
    }
}
