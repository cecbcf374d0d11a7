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
