/// What a search under a race bound covered (``ExplorationOptions/raceBound``): the sequences with at
/// most *k* touches made while an effect is pending, for *k* = 0, 1, … up to the bound asked for, in
/// one search that keeps each state once, with the fewest such touches that reach it.
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
    /// Per *k* from 0, the distinct states the sequences with at most *k* touches while work is pending
    /// reach (each state counted once, whatever the number of paths to it).
    public var states: [Int]
    /// Whether some state the search explored offered a touch while work was pending (a race could
    /// start there): false when no sequence explored met one, so a property that never applied cannot
    /// be waiting for a race the search has seen. Nil when not recorded.
    public var racesMet: Bool?

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
        if cutAt != nil, racesMet == false { out += " (no state explored so far had work pending)" }
        return out
    }

    static func taps(_ k: Int) -> String { k == 1 ? "tap" : "taps" }
}

extension PathTrackingMachine {
    /// What a search of this machine under its race bound covered, from the distinct states it had once
    /// each path cost was explored (``cost(of:)``); `complete`: whether no bound cut it; `leftOut`: whether
    /// the race bound left out a touch.
    @usableFromInline
    func coverage(of costs: CostCoverage?, complete: Bool, leftOut: Bool) -> RaceCoverage {
        let bound = raceBound ?? 0
        var coverage = RaceCoverage(bound: bound, leftOut: leftOut)
        let after = costs?.statesAfter ?? []
        // The states each cost added, then per race count the states of the paths with at most that many
        // touches while work is pending (with or without an API call).
        let added = after.indices.map { after[$0] - ($0 == 0 ? 0 : after[$0 - 1]) }
        // A race met: a state reached with a touch while work was pending, explored or left aside, or a
        // touch the race bound left out.
        let raced = after.indices.contains { races(ofCost: $0).races > 0 && added[$0] > 0 }
            || (costs?.unexploredCosts ?? []).contains { races(ofCost: $0).races > 0 }
            || (costs?.cutAt.map { races(ofCost: $0).races > 0 } ?? false)
        coverage.racesMet = raced || leftOut
        var explored = after.indices.filter { !races(ofCost: $0).api }.map { races(ofCost: $0).races }.max() ?? 0
        if let cut = costs?.cutAt { explored = max(explored, races(ofCost: cut).races) }
        coverage.states = (0...min(bound, explored)).map { r in
            added.indices.filter { races(ofCost: $0).races <= r }.reduce(0) { $0 + added[$1] }
        }
        if complete {
            coverage.completed = leftOut ? bound : coverage.states.count - 1
        } else {
            // Cut while exploring a cost (by time, states or memory, or the first the depth bound cut):
            // the race counts below it are complete.
            // The count cut had states: the completed one left touches out.
            let cutAt = costs?.cutAt.map { races(ofCost: $0).races } ?? 0
            coverage.cutAt = cutAt
            coverage.leftOut = true
            coverage.completed = cutAt > 0 ? cutAt - 1 : nil
        }
        return coverage
    }
}

extension Explorer {
    /// The search of `tracked` (this explorer's machine, its paths tracked) with each state kept once,
    /// at the least path cost that reaches it.
    @inlinable
    static func searchTracked(_ tracked: PathTrackingMachine<Machine>, options: ExplorationOptions)
        -> ExplorationResult<PathTrackingMachine<Machine>> {
        var search = LevelSearch(machine: tracked, codec: FingerprintCodec(tracking: tracked), options: options)
        return search.run()
    }

    /// The search under race bound `bound` (see ``ExplorationOptions/raceBound``): one search in which
    /// each state is kept once, with the fewest touches while work is pending that reach it, the
    /// sequences with no such touch first (*k* = 0, what `ui` offers), then with one, … up to `bound`,
    /// each race count breadth-first, the time bound shared among them. Per property and kind, the
    /// counterexample reported is one with the fewest such touches, and among those a shortest one. When
    /// a time or state bound cuts it, the result is PARTIAL and says which race count it completed.
    @inlinable
    func runRaisingRaceBound(upTo bound: Int) -> ExplorationResult<Machine> {
        var options = self.options
        options.raceBound = nil
        let tracked = PathTrackingMachine(machine, raceBound: bound, notingCuts: !options.stopAtFirstViolation)
        var result = tracked.untracked(Self.searchTracked(tracked, options: options))
        let coverage = tracked.coverage(of: result.costCoverage, complete: result.complete, leftOut: result.raceBoundCut)
        result.complete = coverage.complete
        if result.complete { result.stopReason = nil }
        result.raceCoverage = coverage
        result.raceBoundCut = coverage.leftOut
        return result
    }
}
