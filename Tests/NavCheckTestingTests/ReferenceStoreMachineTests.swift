import BenchmarkModels
import Generators
import ModelChecker
import NavigationModel
import NavigationProperties
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
        #expect(state.keptStore == nil, "a store that cannot be copied is not kept")
        var copied = try #require(SeedClassSpec(copying: true).initialStates.first)
        try SeedClassSpec(copying: true).apply(.select(rootID: 0), to: &copied)
        #expect(copied.keptStore != nil)
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

/// The bench router, reached each of the three ways (copy, restore, replay), with two properties it
/// breaks so that counterexamples are compared too.
struct RouterReachedBy: ReferenceStoreMachine {
    enum Way: CaseIterable { case copy, restore, replay }
    typealias Action = BenchRouterAction
    typealias Snapshot = BenchRouterState
    let way: Way
    let base: BenchRouterSpec
    /// A restore that forgets the sheet (to show that a restore is checked).
    var forgetsSheet = false

    init(_ way: Way, _ shape: BenchRouterShape, forgetsSheet: Bool = false) {
        self.way = way
        base = BenchRouterSpec(shape)
        self.forgetsSheet = forgetsSheet
    }

    var name: String { "router-\(way)" }
    var actions: Generator<BenchRouterAction> { base.actions }
    func makeStore() -> BenchRouter { base.makeStore() }
    func snapshot(of store: BenchRouter) -> BenchRouterState { base.snapshot(of: store) }
    func perform(_ action: BenchRouterAction, on store: BenchRouter) throws { try base.perform(action, on: store) }
    /// A copy re-wired to itself: a fresh store with the fields copied.
    func copy(of store: BenchRouter) -> BenchRouter? {
        guard way == .copy else { return nil }
        let copy = makeStore()
        copy.selectedTab = store.selectedTab
        copy.paths = store.paths
        copy.sheet = store.sheet
        return copy
    }
    func restore(_ snapshot: BenchRouterState, into store: BenchRouter) -> Bool {
        guard way == .restore else { return false }
        store.selectedTab = snapshot.selectedTab
        store.paths = snapshot.paths
        if !forgetsSheet { store.sheet = snapshot.sheet }
        return true
    }
    func isEnabled(_ action: BenchRouterAction, in s: State) -> Bool { base.isEnabled(action, in: s) }
    func fingerprint(snapshot: BenchRouterState, into f: inout Fingerprinter) { base.fingerprint(snapshot: snapshot, into: &f) }
    var properties: [Property<RouterReachedBy>] {
        [.invariant("noSheetOverDeepStack", "no sheet over a stack two screens deep") { _, s in
            .expect(s.sheet == nil || s.paths[s.selectedTab].count < 2, "\(s)")
         },
         .transition("backKeepsTab", "back never changes what the last tab shows") { _, before, action, after in
            .when(action == .back) { .expect(before.paths.last == after.paths.last, "\(before) became \(after)") }
         }]
    }
}

@Suite struct StoreRestoreTests {
    let shape = try! BenchRouterShape(tabs: 2, destinations: 2, maxDepth: 2, sheets: 1)

    func summary(_ report: CheckReport) -> [String] { ReferenceStoreMachineTests().summary(report) }

    @Test func copyRestoreAndReplayGiveTheSameResults() throws {
        for workers in [1, 2] {
            let options = ExplorationOptions(workers: workers)
            let reports = try RouterReachedBy.Way.allCases.map { way in
                let spec = RouterReachedBy(way, shape)
                return try Explorer(spec, options: options).run().report(on: spec)
            }
            #expect(reports[0].statistics.distinctStates == shape.expectedStateCount)
            #expect(Set(reports[0].violations.map(\.property)) == ["noSheetOverDeepStack", "backKeepsTab"])
            #expect(summary(reports[1]) == summary(reports[0]), "restore against copy, \(workers) workers")
            #expect(summary(reports[2]) == summary(reports[0]), "replay against copy, \(workers) workers")
        }
    }

    @Test func restoreAndReplayAgreeUnderBoundsAndAtTheFirstViolation() throws {
        for options in [ExplorationOptions(maxDepth: 3), ExplorationOptions(maxStates: 40),
                        ExplorationOptions(stopAtFirstViolation: true)] {
            let restored = RouterReachedBy(.restore, shape), replayed = RouterReachedBy(.replay, shape)
            let a = try Explorer(restored, options: options).run().report(on: restored)
            let b = try Explorer(replayed, options: options).run().report(on: replayed)
            #expect(summary(a) == summary(b))
        }
    }

    /// The class router through the adapter and the same router as a value type: the same counts.
    @Test func theClassRouterMatchesItsValueTwin() throws {
        let value = try Explorer(BenchRouterValueSpec(shape)).run()
        let restored = try Explorer(BenchRouterSpec(shape)).run()
        let replayed = try Explorer(BenchRouterSpec(shape, restores: false)).run()
        for result in [restored.statistics, replayed.statistics] {
            var a = result, b = value.statistics
            a.seconds = 0
            b.seconds = 0
            #expect(a == b)
        }
        #expect(value.statistics.distinctStates == shape.expectedStateCount)
        #expect(restored.counterexamples.isEmpty && value.counterexamples.isEmpty)
    }

    /// A state reached from a restored one keeps only the last action and its parent's snapshot (in
    /// case it cannot be restored itself); a replayed one keeps its trace; a copied one keeps its store.
    @Test func statesKeepOnlyWhatReachesThemAgain() throws {
        func step(_ way: RouterReachedBy.Way) throws -> RouterReachedBy.State {
            let spec = RouterReachedBy(way, shape)
            var state = try #require(spec.initialStates.first)
            try spec.apply(.push(1), to: &state)
            try spec.apply(.present(0), to: &state)
            #expect(state.snapshot == BenchRouterState(selectedTab: 0, paths: [[1], []], sheet: 0))
            return state
        }
        let restored = try step(.restore), replayed = try step(.replay), copied = try step(.copy)
        #expect(restored.trace == [.present(0)] && restored.keptStore == nil)
        #expect(restored.anchor == BenchRouterState(selectedTab: 0, paths: [[1], []], sheet: nil))
        #expect(replayed.trace == [.push(1), .present(0)] && replayed.keptStore == nil)
        #expect(copied.trace.isEmpty && copied.keptStore != nil)
    }

    /// A restore that leaves out part of the state is reported as a fault naming the spec.
    @Test func aRestoreThatDoesNotReproduceTheSnapshotIsAFault() throws {
        let spec = RouterReachedBy(.restore, shape, forgetsSheet: true)
        let result = try Explorer(spec).run()
        let fault = try #require(result.counterexample(for: noFaultPropertyName))
        #expect(fault.message.contains("restore(_:into:) of router-restore gave"))
        #expect(fault.actions == [.present(0), .dismiss])
    }

    /// Closures wired in `init` act on the store that made them: a restored store's handlers change it.
    @Test func aRestoredStoreKeepsItsOwnHandlers() throws {
        let spec = BenchRouterSpec(shape)
        let store = spec.makeStore()
        #expect(spec.restore(BenchRouterState(selectedTab: 1, paths: [[0], [1, 1]], sheet: nil), into: store))
        try spec.perform(.back, on: store)
        #expect(spec.snapshot(of: store) == BenchRouterState(selectedTab: 1, paths: [[0], [1]], sheet: nil))
    }
}
