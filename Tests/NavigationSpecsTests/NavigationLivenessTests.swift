import Generators
import ModelChecker
import NavigationProperties
import NavigationSpecs
import Testing

/// A stack of two screens over home with the four ways of getting stuck behind switches: a lock that
/// hides back, a screen nothing pushes, and a load whose answer starts it again.
struct StuckStack: StateMachine {
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case open, back, lock, load, answer
        var description: String { rawValue }
    }
    struct State: Hashable, Sendable {
        var depth = 0
        var locked = false
        var pending = false
    }
    var lockTraps = false
    var openStopsAtOne = false
    var loadRestarts = false
    /// Whether `noDeadEnd` is the form judged on the kept transitions (`screen:`) rather than the one
    /// that applies every touch again (`sameScreen:`).
    var judgedOnTransitions = false

    var name: String { "stuck-stack" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.open, .back, .lock, .load, .answer]) }
    func origin(of action: Action) -> ActionOrigin { action == .answer ? .system : .user }
    func isSettled(_ s: State) -> Bool { !s.pending }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .open: s.depth < (openStopsAtOne ? 1 : 2) && !s.locked && !s.pending
        case .back: s.depth > 0 && !(s.locked && lockTraps) && !s.pending
        case .lock: s.depth == 2 && !s.locked && !s.pending
        case .load: !s.pending && !s.locked
        case .answer: s.pending
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .open: s.depth += 1
        case .back: s.depth -= 1; s.locked = false
        case .lock: s.locked = true
        case .load: s.pending = true
        case .answer: s.pending = loadRestarts
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.depth); f.combine(s.locked ? 1 : 0); f.combine(s.pending ? 1 : 0)
    }
    func screens(of s: State) -> String { (["Home", "List", "Detail"][s.depth]) + (s.locked ? " (locked)" : "") }
    var properties: [Property<StuckStack>] {
        [judgedOnTransitions ? NavigationLiveness.noDeadEnd(screen: { m, s in StableHash.of(m.screens(of: s)) })
                             : NavigationLiveness.noDeadEnd(),
         NavigationLiveness.canAlwaysGetHome { _, s in s.depth == 0 },
         NavigationLiveness.everyScreenReachable(declared: { _ in
             [LivenessItem("List", declaredBy: "open"), LivenessItem("Detail", declaredBy: "open")]
         }) { m, s in [m.screens(of: s)] },
         NavigationLiveness.workSettles()]
    }
}

@Suite struct NavigationLivenessTests {
    func check(_ m: StuckStack) throws -> ExplorationResult<StuckStack> { try Explorer(m, options: ExplorationOptions(workers: 1)).run() }

    @Test func theCorrectStackHoldsAllFour() throws {
        let result = try check(StuckStack())
        #expect(result.complete && result.counterexamples.isEmpty)
    }

    @Test func aLockThatHidesBackIsADeadEndAndATrap() throws {
        let result = try check(StuckStack(lockTraps: true))
        // Both three actions long: the state property first, then the liveness one.
        #expect(result.violatedProperties == ["noDeadEnd", "canAlwaysGetHome"])
        #expect(result.counterexample(for: "canAlwaysGetHome")?.actions == [.open, .open, .lock])
        #expect(result.counterexample(for: "canAlwaysGetHome")?.reachableScreens == ["Detail (locked)"])
        #expect(result.counterexample(for: "noDeadEnd")?.message == "nothing on Detail (locked) can be touched")
    }

    @Test("noDeadEnd judged on the kept transitions: the lock is a dead end, the correct stack has none")
    func noDeadEndOnTheTransitions() throws {
        #expect(try check(StuckStack(judgedOnTransitions: true)).counterexamples.isEmpty)
        let result = try check(StuckStack(lockTraps: true, judgedOnTransitions: true))
        #expect(result.violatedProperties == ["noDeadEnd", "canAlwaysGetHome"])
        let c = try #require(result.counterexample(for: "noDeadEnd"))
        #expect(c.actions == [.open, .open, .lock])
        #expect(c.message == "nothing on Detail (locked) can be touched")
        // The same finding as the form that applies every touch again.
        let applied = try check(StuckStack(lockTraps: true)).counterexample(for: "noDeadEnd")
        #expect(c.actions == applied?.actions)
    }

    @Test func aScreenNothingPushesIsNeverShown() throws {
        let found = try check(StuckStack(openStopsAtOne: true)).counterexamples
        #expect(found.map(\.message) == ["Detail (open) is never shown: all 4 states within the spec's bounds were explored"])
    }

    @Test func aLoadThatRestartsItselfNeverSettles() throws {
        let c = try #require(try check(StuckStack(loadRestarts: true)).counterexample(for: "workSettles"))
        #expect(c.actions == [.load, .answer])
        #expect(c.loopStart == 1)
    }

    @Test("the packed benchmark model keeps every transition, the same on one worker and on two")
    func everyTransitionIsKept() throws {
        let spec = try TabbedAppSpec(tabs: 3, destinations: 2, maxDepth: 3, checksLiveness: true)
        var figures: [Statistics] = []
        for workers in [1, 2] {
            var stats = try Explorer(spec, options: ExplorationOptions(workers: workers)).run().statistics
            stats.seconds = 0
            #expect(stats.liveness?.transitions == stats.transitions)
            #expect(stats.liveness?.unexpandedStates == 0)
            figures.append(stats)
        }
        #expect(figures[0] == figures[1])
    }

    @Test func theBenchmarkModelHoldsThemToo() throws {
        let spec = try TabbedAppSpec(tabs: 2, destinations: 2, maxDepth: 2, checksLiveness: true)
        let result = try Explorer(spec, options: ExplorationOptions(workers: 2)).run()
        #expect(result.complete && result.counterexamples.isEmpty)
        #expect(result.statistics.distinctStates == spec.expectedStateCount)
        #expect(result.statistics.liveness?.notJudged == nil)
    }
}

/// The liveness witnesses under each family name, as `noFault`'s are (`FaultWitness`): the seeds'
/// specs check the invariants library's `NavigationLiveness` properties, the same code whatever the
/// spec, so one broken stack witnesses each of them for every family.
enum LivenessWitness {
    static func all(families: [String]) -> [Witness] {
        let broken: [(property: String, what: String, machine: StuckStack)] = [
            ("noDeadEnd", "a lock that hides the back button and offers nothing else", StuckStack(lockTraps: true)),
            ("canAlwaysGetHome", "a lock that hides the back button: home is lost", StuckStack(lockTraps: true)),
            ("workSettles", "a load whose answer starts it again", StuckStack(loadRestarts: true)),
        ]
        return families.flatMap { family in
            broken.map { b in
                Witness(family: family, property: b.property, broken: b.what) {
                    try Explorer(b.machine).run().report(on: b.machine)
                }
            }
        }
    }
}
