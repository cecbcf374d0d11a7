import Testing
import Generators
@testable import ModelChecker

/// A small app drawn from a seed: two stacks, a selected tab, a banner, taps that start loads, and
/// answers whose effects are drawn too: some write only their own stack (they commute with each
/// other), some push onto the selected tab's stack or select a tab (they do not commute with each
/// other), some raise or lower the banner.
struct ErrandMachine: StateMachine {
    struct State: Hashable, Sendable {
        var stacks: [UInt8] = [0, 0]
        var tab: UInt8 = 0
        var banner = false
        var pending: [Bool] = [false, false, false]
    }
    enum Action: Hashable, Codable, Sendable, CustomStringConvertible {
        case select(Int), push, pop, load(Int), answer(Int)
        var description: String {
            switch self {
            case .select(let t): "select(\(t))"
            case .push: "push"
            case .pop: "pop"
            case .load(let l): "load(\(l))"
            case .answer(let j): "answer(\(j))"
            }
        }
    }
    enum Effect: CaseIterable { case ownStack, selectedStack, selectTab, raiseBanner, lowerBanner, popSelected }

    let seed: UInt64
    var alphabet: Alphabet
    /// Each answer's effect.
    let effects: [Effect]
    /// Which answers each of the two loads starts.
    let loads: [[Int]]
    /// The depth the first stack must stay below; the tab the banner must not show over.
    let limit: UInt8
    let bannerTab: UInt8

    init(seed: UInt64) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        func below(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        alphabet = below(2) == 0 ? .ui : .race
        effects = (0..<3).map { _ in Effect.allCases[below(Effect.allCases.count)] }
        let first = below(3)
        loads = [[first, (first + 1 + below(2)) % 3], [below(3)]]
        limit = UInt8(2 + below(2))
        bannerTab = UInt8(below(2))
    }

    var name: String { "errand-\(seed)" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> {
        .element(of: [.select(0), .select(1), .push, .pop, .load(0), .load(1), .answer(0), .answer(1), .answer(2)])
    }
    func origin(of action: Action) -> ActionOrigin {
        if case .answer = action { return .system }
        return .user
    }
    func isSettled(_ s: State) -> Bool { !s.pending.contains(true) }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .select(let t): s.tab != UInt8(t)
        case .push: true
        case .pop: s.stacks[Int(s.tab)] > 0
        case .load(let l): loads[l].allSatisfy { !s.pending[$0] }
        case .answer(let j): s.pending[j]
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .select(let t): s.tab = UInt8(t)
        case .push: s.stacks[Int(s.tab)] += 1
        case .pop: s.stacks[Int(s.tab)] -= 1
        case .load(let l): for j in loads[l] { s.pending[j] = true }
        case .answer(let j):
            s.pending[j] = false
            switch effects[j] {
            case .ownStack: s.stacks[j % 2] += 1
            case .selectedStack: s.stacks[Int(s.tab)] += 1
            case .selectTab: s.tab = UInt8(j % 2)
            case .raiseBanner: s.banner = true
            case .lowerBanner: s.banner = false
            case .popSelected: if s.stacks[Int(s.tab)] > 0 { s.stacks[Int(s.tab)] -= 1 }
            }
        }
    }
    func isWithinBounds(_ s: State) -> Bool { s.stacks.allSatisfy { $0 <= 3 } }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        for d in s.stacks { f.combine(Int(d)) }
        f.combine(Int(s.tab))
        f.combine(s.banner)
        for p in s.pending { f.combine(p) }
    }
    var properties: [Property<ErrandMachine>] {
        [
            .invariant("firstStackBelowLimit", "the first stack stays below the limit") { m, s in
                .expect(s.stacks[0] < m.limit, "depth \(s.stacks[0])")
            },
            .invariant("noBannerOverTab", "the banner never shows over one tab") { m, s in
                .expect(!(s.banner && s.tab == m.bannerTab), "banner over tab \(s.tab)")
            },
            .transition("answerKeepsTab", "an answer that does not select a tab keeps it") { m, before, a, after in
                guard case .answer(let j) = a else { return .notApplicable }
                return .when(m.effects[j] != .selectTab) { .expect(before.tab == after.tab, "tab changed") }
            },
            .invariant("notBothStacksDeep", "the two stacks are never both deeper than one") { _, s in
                .expect(!(s.stacks[0] > 1 && s.stacks[1] > 1), "both deep")
            },
        ]
    }
}

/// Two answers started by one tap, which commute; an invariant reads the state in which the second
/// has come and the first has not: the witness of the visibility condition.
struct TwoAnswersMachine: StateMachine {
    struct State: Hashable, Sendable {
        var pending: [Bool]
        var done: [Bool]
    }
    enum Action: Hashable, Codable, Sendable { case load, answer(Int) }
    var name: String { "answers-\(answers)" }
    var alphabet: Alphabet { .ui }
    /// Whether the invariant that reads the order of the first two answers is checked.
    var readsOrder = true
    /// How many answers the load starts.
    var answers = 2
    var initialStates: [State] { [State(pending: Array(repeating: false, count: answers), done: Array(repeating: false, count: answers))] }
    var actions: Generator<Action> { .element(of: [.load] + (0..<answers).map { .answer($0) }) }
    func origin(of action: Action) -> ActionOrigin { action == .load ? .user : .system }
    func isSettled(_ s: State) -> Bool { !s.pending.contains(true) }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .load: !s.done[0] && !s.pending[0]
        case .answer(let j): s.pending[j]
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .load: s.pending = Array(repeating: true, count: answers)
        case .answer(let j): s.pending[j] = false; s.done[j] = true
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        for p in s.pending { f.combine(p) }
        for d in s.done { f.combine(d) }
    }
    var properties: [Property<TwoAnswersMachine>] {
        readsOrder ? [
            .invariant("secondNotBeforeFirst", "the second answer never shows before the first") { _, s in
                .expect(!(s.done[1] && !s.done[0]), "the second answer came first")
            },
        ] : [.invariant("trivial", "holds") { _, _ in .expect(true, "") }]
    }
}

@Suite struct PartialOrderReductionTests {
    static func findings<M: StateMachine>(_ result: ExplorationResult<M>) -> [String] {
        result.counterexamples.map {
            "\($0.property) (\($0.finding)\($0.whileWorkIsPending ? ", pending" : "")): \($0.length) \($0.actions)"
        }
    }

    /// Over a hundred drawn apps, under `ui` and `race`: the same counterexamples (properties, kinds,
    /// traces, in the same order) and completeness, never more states; and the reduction leaves states
    /// out in some of them.
    @Test func reducedFindsWhatTheUnreducedFindsOnDrawnApps() throws {
        var full: [Alphabet: Int] = [:], reduced: [Alphabet: Int] = [:], reducedApps = 0
        for seed in UInt64(1)...120 {
            let m = ErrandMachine(seed: seed)
            let a = try Explorer(m, options: ExplorationOptions(workers: 1)).run()
            let b = try Explorer(m, options: ExplorationOptions(workers: 1, partialOrderReduction: true)).run()
            #expect(Self.findings(b) == Self.findings(a), "seed \(seed)")
            #expect(a.complete && b.complete, "seed \(seed)")
            #expect(b.statistics.distinctStates <= a.statistics.distinctStates, "seed \(seed)")
            // Every property evaluated, applied and violated as often (a left-out state's are counted).
            #expect(b.statistics.properties == a.statistics.properties, "seed \(seed)")
            full[m.alphabet, default: 0] += a.statistics.distinctStates
            reduced[m.alphabet, default: 0] += b.statistics.distinctStates
            if b.statistics.distinctStates < a.statistics.distinctStates { reducedApps += 1 }
        }
        for alphabet in [Alphabet.ui, .race] {
            print("partial-order reduction on the drawn apps under \(alphabet): \(full[alphabet] ?? 0) states unreduced, \(reduced[alphabet] ?? 0) reduced")
        }
        print("partial-order reduction left states out in \(reducedApps) of 120 drawn apps")
        #expect(reducedApps > 0)
    }

    /// With more workers (the unreduced search's parallel levels), stopping at the first violation, with
    /// three counterexamples a property, under a depth bound and under a race bound, the findings (and
    /// whether the search is complete) are the same too.
    @Test func reducedMatchesTheParallelAndTheBoundedSearch() throws {
        for seed in UInt64(200)...240 {
            let m = ErrandMachine(seed: seed)
            let a = try Explorer(m, options: ExplorationOptions(workers: 2)).run()
            let b = try Explorer(m, options: ExplorationOptions(workers: 2, partialOrderReduction: true)).run()
            #expect(Self.findings(b) == Self.findings(a), "seed \(seed)")
            let boundedA = try Explorer(m, options: ExplorationOptions(workers: 1, raceBound: 1)).run()
            let boundedB = try Explorer(m, options: ExplorationOptions(workers: 1, raceBound: 1, partialOrderReduction: true)).run()
            #expect(Self.findings(boundedB) == Self.findings(boundedA), "seed \(seed)")
            let firstA = try Explorer(m, options: ExplorationOptions(stopAtFirstViolation: true, workers: 1)).run()
            let firstB = try Explorer(m, options: ExplorationOptions(stopAtFirstViolation: true, workers: 1, partialOrderReduction: true)).run()
            #expect(Self.findings(firstB) == Self.findings(firstA), "seed \(seed), first violation")
            let threeA = try Explorer(m, options: ExplorationOptions(workers: 1, counterexamplesPerProperty: 3)).run()
            let threeB = try Explorer(m, options: ExplorationOptions(workers: 1, counterexamplesPerProperty: 3, partialOrderReduction: true)).run()
            #expect(Self.findings(threeB) == Self.findings(threeA), "seed \(seed), three a property")
            for depth in 2...4 {
                let cutA = try Explorer(m, options: ExplorationOptions(maxDepth: depth, workers: 1)).run()
                let cutB = try Explorer(m, options: ExplorationOptions(maxDepth: depth, workers: 1, partialOrderReduction: true)).run()
                #expect(Self.findings(cutB) == Self.findings(cutA), "seed \(seed), depth \(depth)")
                #expect(cutB.complete == cutA.complete && cutB.stopReason == cutA.stopReason, "seed \(seed), depth \(depth)")
            }
            #expect(boundedB.raceCoverage?.completed == boundedA.raceCoverage?.completed, "seed \(seed)")
            #expect(boundedB.raceCoverage?.leftOut == boundedA.raceCoverage?.leftOut, "seed \(seed)")
        }
    }

    /// The two answers commute (either order reaches one state, neither disables the other) and, with
    /// the second come, the first is all there is to do: were the invariant not read, the state in
    /// which the second came first would be left out. Because the invariant breaks there, it is kept,
    /// and the glitch is found at its length.
    @Test func anAnswerThatAPropertyReadsIsNeverLeftOut() throws {
        let m = TwoAnswersMachine()
        var loaded = m.initialStates[0]
        try m.apply(.load, to: &loaded)
        var firstThenSecond = loaded, secondThenFirst = loaded, secondOnly = loaded
        try m.apply(.answer(0), to: &firstThenSecond)
        try m.apply(.answer(1), to: &firstThenSecond)
        try m.apply(.answer(1), to: &secondThenFirst)
        try m.apply(.answer(0), to: &secondThenFirst)
        try m.apply(.answer(1), to: &secondOnly)
        #expect(firstThenSecond == secondThenFirst)
        #expect(m.actions.allValues.filter { m.isEnabled($0, in: secondOnly) } == [.answer(0)])

        let full = try Explorer(m, options: ExplorationOptions(workers: 1)).run()
        let reduced = try Explorer(m, options: ExplorationOptions(workers: 1, partialOrderReduction: true)).run()
        let glitch = try #require(full.counterexamples.first)
        #expect(full.counterexamples.count == 1 && glitch.property == "secondNotBeforeFirst" && glitch.finding == .glitch)
        #expect(glitch.actions == [.load, .answer(1)])
        #expect(Self.findings(reduced) == Self.findings(full))
        #expect(reduced.statistics.distinctStates == full.statistics.distinctStates)

        // Not read, the same state is left out: one state fewer, nothing to find either way.
        let blind = TwoAnswersMachine(readsOrder: false)
        let blindFull = try Explorer(blind, options: ExplorationOptions(workers: 1)).run()
        let blindReduced = try Explorer(blind, options: ExplorationOptions(workers: 1, partialOrderReduction: true)).run()
        #expect(blindReduced.statistics.distinctStates == blindFull.statistics.distinctStates - 1)
        #expect(blindReduced.counterexamples.isEmpty && blindFull.counterexamples.isEmpty)
    }

    /// Answers that all commute, started by one tap: the states with and without the reduction.
    @Test func independentAnswersFigures() throws {
        for n in [2, 4, 6, 8] {
            let m = TwoAnswersMachine(readsOrder: false, answers: n)
            let full = try Explorer(m, options: ExplorationOptions(workers: 1)).run()
            let reduced = try Explorer(m, options: ExplorationOptions(workers: 1, partialOrderReduction: true)).run()
            #expect(reduced.statistics.distinctStates < full.statistics.distinctStates)
            #expect(reduced.statistics.properties == full.statistics.properties)
            print("partial-order reduction, \(n) independent answers: \(full.statistics.distinctStates) states unreduced, \(reduced.statistics.distinctStates) reduced")
        }
    }

    @Test func itIsNotCombinedWithAShard() {
        let options = ExplorationOptions(partition: FrontierPartition(depth: 1, index: 0, count: 2), partialOrderReduction: true)
        #expect(throws: CheckError.self) { try options.validate() }
    }
}
