/// What a search raised step by step through race bounds covered (``ExplorationOptions/raceBound``):
/// the sequences with at most *k* touches made while an effect is pending, for *k* = 0, 1, … up to the
/// bound asked for.
public struct RaceCoverage: Sendable, Hashable, Codable {
    /// The bound asked for.
    public var bound: Int
    /// The largest bound whose sequences were all explored; nil when a time or state bound cut even
    /// *k* = 0.
    public var completed: Int?
    /// Whether the completed bound left out a touch the app offers: false when its space is the whole
    /// space (no sequence needs more touches while work is pending).
    public var leftOut: Bool
    /// The bound being explored when a time or state bound stopped the search, if one did.
    public var cutAt: Int?
    /// The distinct states of each bound's search, from *k* = 0.
    public var states: [Int]

    /// Creates a coverage.
    public init(bound: Int, completed: Int? = nil, leftOut: Bool = true, cutAt: Int? = nil, states: [Int] = []) {
        self.bound = bound
        self.completed = completed
        self.leftOut = leftOut
        self.cutAt = cutAt
        self.states = states
    }

    /// Whether the search covers what was asked: every sequence with at most ``bound`` touches while
    /// work is pending (or every sequence, when a smaller bound already left none out).
    public var complete: Bool { completed == bound || (completed != nil && !leftOut) }

    /// In words: "complete for every sequence within the bounds with at most 2 taps while work is
    /// pending; k = 3 cut at …" as far as it applies.
    public var description: String {
        var out: String
        switch completed {
        case nil: out = "no race bound completed"
        case let k? where !leftOut: out = "every state and step explored (raised to \(k) \(Self.taps(k)) while work is pending, more reach nothing new)"
        case let k?: out = "complete for every sequence within the bounds with at most \(k) \(Self.taps(k)) while work is pending"
        }
        if let cutAt { out += "; k = \(cutAt) cut" }
        return out
    }

    static func taps(_ k: Int) -> String { k == 1 ? "tap" : "taps" }
}

extension Explorer {
    /// The search raised through race bounds *k* = 0, 1, … up to `bound` (see
    /// ``ExplorationOptions/raceBound``): each bound's search complete before the next starts, the time
    /// bound shared among them; per property and kind, the shortest counterexample any bound found. Stops early when a bound leaves out no touch, or when a time or state bound
    /// cuts a search (the result is then PARTIAL, and says which bound it completed).
    @inlinable
    func runRaisingRaceBound(upTo bound: Int) -> ExplorationResult<Machine> {
        let clock = ContinuousClock()
        let start = clock.now
        var coverage = RaceCoverage(bound: bound)
        var found: [(bound: Int, c: Counterexample<Machine>)] = []
        var unreproduced: [String] = []
        var last: ExplorationResult<Machine>?
        var reached: Int?
        // Per liveness property, the bounds whose search judged it: the latest complete one, and the latest.
        var judgedComplete: [String: Int] = [:], judgedAny: [String: Int] = [:]
        let liveness = machine.properties.filter(\.kind.isLiveness).map(\.name)
        for k in 0...bound {
            var options = self.options
            options.raceBound = nil
            if let maxSeconds = self.options.maxSeconds {
                let spent = clock.now - start
                options.maxSeconds = max(0.001, maxSeconds - (Double(spent.components.seconds) + Double(spent.components.attoseconds) / 1e18))
            }
            let tracked = PathTrackingMachine(machine, raceBound: k, notingCuts: !options.stopAtFirstViolation)
            var result = tracked.untracked(Explorer<PathTrackingMachine<Machine>>(validated: tracked, options: options)
                .runWithFingerprints())
            last = result
            coverage.states.append(result.statistics.distinctStates)
            // No more distinct states than the bound below: no larger bound reaches more.
            let distinct = tracked.reached?.withLock { $0.count }
            if let distinct, distinct == reached { result.raceBoundCut = false }
            reached = distinct
            found += result.counterexamples.map { (k, $0) }
            let unjudged = result.statistics.liveness?.unjudgedProperties ?? []
            for name in liveness where !unjudged.contains(name) {
                judgedAny[name] = k
                if result.complete { judgedComplete[name] = k }
            }
            unreproduced += result.unreproduced.filter { !unreproduced.contains($0) }
            guard result.complete else {
                coverage.cutAt = k
                break
            }
            coverage.completed = k
            coverage.leftOut = result.raceBoundCut
            if !result.raceBoundCut || (self.options.stopAtFirstViolation && !found.isEmpty) { break }
        }
        var result = last!
        // A liveness verdict is about the space its bound explored: a larger bound that judged the
        // property again (completely, if one did) explored more, and its verdict replaces the smaller
        // bounds' (a screen never shown with no race may be shown with one). A safety finding stays.
        let verdict = { (name: String) in judgedComplete[name] ?? judgedAny[name] }
        found = livenessVerdicts(found, verdict: verdict)
        if var l = result.statistics.liveness {
            l.unjudgedProperties = liveness.filter { verdict($0) == nil }
            if l.unjudgedProperties.isEmpty { l.notJudged = nil }
            result.statistics.liveness = l
        }
        result.counterexamples = Self.shortestPerKind(found, perKind: options.counterexamplesPerProperty)
        result.complete = coverage.complete
        if result.complete { result.stopReason = nil }
        result.raceCoverage = coverage
        result.raceBoundCut = coverage.leftOut
        result.unreproduced = unreproduced
        let spent = clock.now - start
        result.statistics.seconds = Double(spent.components.seconds) + Double(spent.components.attoseconds) / 1e18
        return result
    }

    /// The findings `found` with each liveness property's as the bound `verdict` names found them: a
    /// `sometimes` finding of that bound only; a trap or lasso of that bound, reached by the path of
    /// the smallest bound that found the same state stuck (fewer taps while work is pending).
    @inlinable
    func livenessVerdicts(_ found: [(bound: Int, c: Counterexample<Machine>)],
                          verdict: (String) -> Int?) -> [(bound: Int, c: Counterexample<Machine>)] {
        let kinds = Dictionary(machine.properties.map { ($0.name, $0.kind) }, uniquingKeysWith: { a, _ in a })
        func isLiveness(_ c: Counterexample<Machine>) -> Bool { kinds[c.property]?.isLiveness ?? false }
        // The state a trap or lasso is stuck in: the end of its path (before the loop).
        func stuckState(_ c: Counterexample<Machine>) -> UInt64? {
            guard machine.initialStates.indices.contains(c.initialState),
                  let s = try? StepEvaluator.follow(c.actions.prefix(c.loopStart ?? c.actions.count),
                                                    from: machine.initialStates[c.initialState], of: machine) else { return nil }
            return machine.fingerprint(of: s)
        }
        var kept: [(bound: Int, c: Counterexample<Machine>)] = []
        for f in found {
            guard isLiveness(f.c) else { kept.append(f); continue }
            guard let v = verdict(f.c.property), f.bound == v else { continue }
            guard kinds[f.c.property] != .sometimes, let end = stuckState(f.c) else { kept.append(f); continue }
            let earlier = found.first { e in e.bound < v && e.c.property == f.c.property && stuckState(e.c) == end }
            kept.append(earlier ?? f)
        }
        return kept
    }

    /// Per property and kind of finding (a race that leaves the app wrong at rest apart), the shortest
    /// counterexamples any bound found, the smaller bound first among equals; shortest first.
    @inlinable
    static func shortestPerKind(_ found: [(bound: Int, c: Counterexample<Machine>)], perKind: Int) -> [Counterexample<Machine>] {
        let ordered = found.enumerated().sorted {
            ($0.element.c.length, $0.element.bound, $0.offset) < ($1.element.c.length, $1.element.bound, $1.offset)
        }.map(\.element.c)
        return Counterexample.firstPerKind(ordered, perKind: perKind)
    }
}
