import Generators
import ModelChecker
import NavigationModel
import NavigationSpecs
import Testing

@Suite struct ReferenceStoreMachineTests {
    /// The catalog's value-type spec of the same store, bounds and alphabet.
    func valueSpec() throws -> SeedValueSpec { SeedValueSpec() }

    /// What must agree between two runs: counts, violated properties, traces, screens and diffs.
    func summary(_ report: CheckReport) -> [String] {
        ["complete \(report.complete)", "distinct \(report.statistics.distinctStates)",
         "generated \(report.statistics.generatedStates)", "depth \(report.statistics.depth)"]
            + report.violations.map { v in
                "\(v.property): \(v.actions.joined(separator: ", ")) | \(v.steps.map(\.screens).joined(separator: " / ")) | "
                    + v.changes.map { "\($0.name): \($0.before) → \($0.after)" }.joined(separator: "; ")
            }
    }

    @Test(arguments: [false, true])
    func classStoreGivesTheSameResultsAsTheValueStore(copying: Bool) throws {
        let value = try valueSpec()
        let expected = try Explorer(value).run().report(on: value)
        let spec = SeedClassSpec(copying: copying)
        let got = try Explorer(spec).run().report(on: spec)
        #expect(summary(got) == summary(expected))
        #expect(Set(got.violations.map(\.property)) == seedClassDefects)
        #expect(got.statistics.distinctStates == 209)
    }

    @Test func replayAndCopyAgreeUnderDepthBounds() throws {
        for depth in 1...6 {
            let options = ExplorationOptions(maxDepth: depth)
            let replayed = SeedClassSpec(copying: false), copied = SeedClassSpec(copying: true)
            let a = try Explorer(replayed, options: options).run().report(on: replayed)
            let b = try Explorer(copied, options: options).run().report(on: copied)
            #expect(summary(a) == summary(b), "max depth \(depth)")
        }
    }

    @Test func statesKeepTheirTraceAndReadTheSnapshot() throws {
        let spec = SeedClassSpec()
        var state = try #require(spec.initialStates.first)
        try spec.apply(.select(rootID: 1), to: &state)
        try spec.apply(.push, to: &state)
        #expect(state.trace == [.select(rootID: 1), .push])
        #expect(state.detailPath.map(\.level) == [1, 2])
        #expect(state.rootID == 1)
        #expect(state.screens == "Sidebar ▸ 1 › Root 1 · L1 › L2")
        #expect(state.store == nil, "a store that cannot be copied is not kept")
        var copied = try #require(SeedClassSpec(copying: true).initialStates.first)
        try SeedClassSpec(copying: true).apply(.select(rootID: 0), to: &copied)
        #expect(copied.store != nil)
    }

    /// Without `fields(of:)`, a struct snapshot shows one field per stored property, optionals plainly;
    /// any other snapshot shows as one field.
    @MainActor @Test func defaultFieldsReadTheSnapshot() throws {
        struct DefaultFields: ReferenceStoreMachine {
            typealias Action = SeedClassAction
            var name: String { "default-fields" }
            var actions: Generator<SeedClassAction> { .element(of: [.select(rootID: 0)]) }
            func makeStore() -> SeedStoreClass { SeedStoreClass(identities: .counter()) }
            func snapshot(of store: SeedStoreClass) -> SeedSnapshot {
                SeedSnapshot(rootID: store.rootID, sizeClass: store.sizeClass, detailPath: store.detailPath)
            }
            func perform(_ action: SeedClassAction, on store: SeedStoreClass) throws { store.selectRootID(rootID: 0) }
            var properties: [Property<DefaultFields>] { [] }
        }
        let spec = DefaultFields()
        var state = try #require(spec.initialStates.first)
        try spec.apply(.select(rootID: 0), to: &state)
        #expect(spec.fields(of: state) == [StateField(name: "rootID", value: "0"), StateField(name: "sizeClass", value: "nil"),
                                           StateField(name: "detailPath", value: "[L1(root 0)#0]")])
        let array = MainActorSpec()
        let start = try #require(array.initialStates.first)
        #expect(array.fields(of: start) == [StateField(name: "snapshot", value: "[]")])
    }

    /// A store that draws identities at random cannot be replayed: the run says so instead of
    /// exploring states that do not exist.
    @Test func aStoreThatIsNotDeterministicIsReportedAsAFault() throws {
        struct RandomIdentities: ReferenceStoreMachine {
            typealias Action = SeedClassAction
            var name: String { "random-identities" }
            var actions: Generator<SeedClassAction> { .element(of: [.select(rootID: 0), .push]) }
            func makeStore() -> SeedStoreClass { SeedStoreClass(identities: .random) }
            func snapshot(of store: SeedStoreClass) -> SeedSnapshot {
                SeedSnapshot(rootID: store.rootID, sizeClass: store.sizeClass, detailPath: store.detailPath)
            }
            func perform(_ action: SeedClassAction, on store: SeedStoreClass) throws {
                if action == .push { store.pushNextLevel() } else { store.selectRootID(rootID: 0) }
            }
            var properties: [Property<RandomIdentities>] { [] }
        }
        let spec = RandomIdentities()
        let result = try Explorer(spec, options: ExplorationOptions(maxDepth: 3)).run()
        let fault = try #require(result.counterexample(for: noFaultPropertyName))
        #expect(fault.message.contains("the store must do the same for the same actions"))
        #expect(fault.actions.count == 2)
    }
}
