@testable import ModelChecker
import NavigationModel
import Testing
@testable import NavigationSpecs
import SeedStores

@Suite struct TabbedAppTests {
    static let sizes: [(Int, Int, Int)] = [
        (1, 1, 1), (1, 2, 3), (2, 1, 4), (2, 2, 2), (2, 3, 2), (3, 2, 2), (2, 2, 3), (1, 16, 2), (4, 1, 3), (2, 5, 2),
    ]

    @Test(arguments: sizes.indices)
    func distinctStatesMatchTheFormula(size: Int) throws {
        let (t, k, d) = Self.sizes[size]
        let spec = try TabbedAppSpec(tabs: t, destinations: k, maxDepth: d)
        var paths = 0, power = 1
        for _ in 0...d { paths += power; power *= k }
        var formula = t * 2
        for _ in 0..<t { formula *= paths }
        #expect(spec.expectedStateCount == formula)
        for workers in [1, 2] {
            let explorer = try Explorer(spec, options: ExplorationOptions(workers: workers))
            let packed = explorer.run()
            let fingerprints = explorer.runWithFingerprints()
            #expect(packed.complete && packed.counterexamples.isEmpty, "TabbedApp\(Self.sizes[size]), \(workers) workers")
            #expect(packed.statistics.distinctStates == formula, "TabbedApp\(Self.sizes[size]) packed, \(workers) workers")
            #expect(fingerprints.statistics.distinctStates == formula, "TabbedApp\(Self.sizes[size]) fingerprints, \(workers) workers")
        }
    }

    @Test(arguments: [(2, 2, 3), (3, 3, 2), (2, 16, 2), (3, 5, 2)])
    func packingIsExactOnEveryReachableState(t: Int, k: Int, d: Int) throws {
        let spec = try TabbedAppSpec(tabs: t, destinations: k, maxDepth: d)
        var seen: [UInt64: TabbedNavigation] = [:]
        var frontier = spec.initialStates
        while let state = frontier.popLast() {
            let word = spec.pack(state)
            if let other = seen[word] {
                #expect(other == state, "\(other) and \(state) pack to the same word")
                continue
            }
            seen[word] = state
            #expect(spec.unpack(word) == state, "round trip of \(state)")
            for action in spec.actions.allValues where spec.isEnabled(action, in: state) {
                var next = state
                try spec.apply(action, to: &next)
                frontier.append(next)
            }
        }
        #expect(seen.count == spec.expectedStateCount)
    }

    @Test func boundsOutOfRangeAreErrors() {
        #expect(throws: CheckError.self) { try TabbedAppSpec(tabs: 0, destinations: 2, maxDepth: 2) }
        #expect(throws: CheckError.self) { try TabbedAppSpec(tabs: 9, destinations: 2, maxDepth: 2) }
        #expect(throws: CheckError.self) { try TabbedAppSpec(tabs: 2, destinations: 0, maxDepth: 2) }
        #expect(throws: CheckError.self) { try TabbedAppSpec(tabs: 2, destinations: 2, maxDepth: 0) }
        #expect(throws: CheckError.self) { try TabbedAppSpec(tabs: 8, destinations: 16, maxDepth: 16) }
    }

    @Test func alphabetOrderAndDescriptions() throws {
        let spec = try TabbedAppSpec(tabs: 2, destinations: 2, maxDepth: 3)
        #expect(spec.actions.allValues.map(\.description)
                == ["selectTab(0)", "selectTab(1)", "push(0)", "push(1)", "pop", "popToRoot", "toggleSizeClass"])
    }

    @Test func catalogEntryHolds() throws {
        let entry = try Catalog.entry(named: "tabbed-app")
        let outcome = try EntryOutcome(checking: entry)
        #expect(outcome.met)
        #expect(outcome.report.statistics.distinctStates == 900)
        #expect(outcome.report.statistics.vacuousProperties.isEmpty)
    }
}

@Suite struct ParallelCatalogTests {
    /// The three shortest traces of the seed adaptive app, as `navcheck check adaptive-seed` prints them.
    static let seedTraces = [
        "rootNotInStack: handler, select(rootID: 0), resize(.regular)",
        "selectionAgreesWithPath: handler, select(rootID: 0), resize(.compact)",
        "stackStartsAtLevelOne: handler, select(rootID: 0), push, resize(.compact)",
    ]

    @Test func seedAdaptiveTracesAreTheSameForOneAndTwoWorkers() throws {
        let entry = try Catalog.entry(named: "adaptive-seed")
        var reports: [CheckReport] = []
        for workers in [1, 2] {
            var report = try entry.check(options: ExplorationOptions(workers: workers))
            report.statistics.seconds = 0
            let traces = report.violations.map { "\($0.property): \($0.actions.joined(separator: ", "))" }
            #expect(traces == Self.seedTraces, "\(workers) workers")
            reports.append(report)
        }
        #expect(reports[0] == reports[1])
    }

    @Test(arguments: ["adaptive-seed-race", "adaptive-seed-api", "adaptive-corrected", "adaptive-corrected-api", "tabbed-app"])
    func everyEntryIsTheSameForOneAndTwoWorkers(name: String) throws {
        let entry = try Catalog.entry(named: name)
        var one = try entry.check(options: ExplorationOptions(workers: 1))
        var two = try entry.check(options: ExplorationOptions(workers: 2))
        one.statistics.seconds = 0
        two.statistics.seconds = 0
        #expect(one == two)
        #expect(entry.expectation.isMet(by: two))
    }
}

@Suite struct LevelSearchMatchesReferenceTests {
    /// The level-synchronous explorer against the one-state-at-a-time search, on the adaptive specs:
    /// the same statistics and the same counterexamples, for 1 and 2 workers.
    @Test(arguments: Alphabet.allCases)
    func seedAdaptiveStore(alphabet: Alphabet) throws {
        let spec = try AdaptiveSpec(name: "seed", roots: 2, maxPathDepth: 3, alphabet: alphabet, design: .environmentAndTask) { AdaptiveStore() }
        // Under race and api the explorer tracks each path's taint in its states; so does the reference.
        let expected: ExplorationResult<AdaptiveSpec<AdaptiveStore>>
        if alphabet == .ui {
            var search = LevelSearch(machine: spec, codec: FingerprintCodec(spec), options: ExplorationOptions(),
                                     oneStateAtATime: true)
            expected = search.run()
        } else {
            let tracked = PathTrackingMachine(spec)
            var search = LevelSearch(machine: tracked, codec: FingerprintCodec(tracking: tracked), options: ExplorationOptions(),
                                     oneStateAtATime: true)
            expected = tracked.untracked(search.run())
        }
        for workers in [1, 2] {
            let result = try Explorer(spec, options: ExplorationOptions(workers: workers)).run()
            var a = result.statistics, b = expected.statistics
            a.seconds = 0
            b.seconds = 0
            #expect(a == b, "\(alphabet), \(workers) workers")
            #expect(result.counterexamples.map(\.actionIndices) == expected.counterexamples.map(\.actionIndices))
            #expect(result.counterexamples.map(\.property) == expected.counterexamples.map(\.property))
            #expect(result.counterexamples.map(\.message) == expected.counterexamples.map(\.message))
            #expect(result.counterexamples.map(\.finding) == expected.counterexamples.map(\.finding))
        }
    }
}
