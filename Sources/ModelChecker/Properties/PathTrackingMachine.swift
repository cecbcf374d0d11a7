import Generators

/// A state of a machine together with the taint of the path that reached it (see ``PathTaint``).
public struct TrackedState<State: Sendable>: Sendable {
    /// The machine's state.
    public var state: State
    /// What the path that reached it needed.
    public var taint: PathTaint
    /// How many touches the path made while an effect was pending (counted only under a race bound,
    /// else zero).
    public var races: Int = 0
}

/// `Machine` with the taint of each path kept in its states, as a cost of the path rather than a part
/// of the state: the same actions, enabledness, faults and properties, and the same fingerprints (a
/// state reached by a race is the same state as one reached without). The search keeps each state
/// once, with the least cost that reaches it (``cost(of:)``: fewer touches while an effect is pending
/// first, an API call last), exploring the costs in increasing order and each cost breadth-first, so
/// that per property and kind of finding the violation it reports is one with the fewest races, and
/// among those a shortest one. The explorer uses it under the `race` and `api` alphabets; under `ui`
/// every path has taint ``PathTaint/ui`` and it is not needed.
///
/// Under a race bound *k* (``raceBound``) it also counts the touches each path makes while an effect is
/// pending, and offers no such touch once a path has made *k*: the sequences with at most *k* races. A
/// hidden property notes whether the bound left out any touch (``raceBoundCutName``): if it did not,
/// the bounded space is the whole one.
public struct PathTrackingMachine<Machine: StateMachine>: StateMachine, PathTracking {
    public typealias State = TrackedState<Machine.State>
    public typealias Action = Machine.Action

    /// The machine whose paths are tracked.
    public let base: Machine

    /// The largest number of touches a path may make while an effect is pending; nil: no bound.
    public let raceBound: Int?
    /// The user's actions, in alphabet order (what a race bound may leave out).
    let userActions: [Action]
    /// Whether the hidden property notes a touch left out by the race bound.
    let notesCuts: Bool
    /// Tracks the paths of `base`, with at most `raceBound` touches while an effect is pending (nil:
    /// any number); `notingCuts`: whether to note a touch the bound leaves out (a search that stops
    /// at its first violation does not, as the note would stop it).
    public init(_ base: Machine, raceBound: Int? = nil, notingCuts: Bool = true) {
        self.base = base
        self.raceBound = raceBound.map { max(0, $0) }
        notesCuts = raceBound != nil && notingCuts
        userActions = notesCuts ? base.actions.allValues.filter { base.origin(of: $0) == .user } : []
    }

    /// The name of the hidden property that notes a touch left out by the race bound.
    public static var raceBoundCutName: String { "⟨race bound cut⟩" }

    /// Whether the race bound leaves out a touch the app offers in `s`.
    func raceBoundCuts(_ s: State) -> Bool {
        guard let raceBound, s.races >= raceBound, !base.isSettled(s.state), base.alphabet != .ui else { return false }
        return userActions.contains { base.isEnabled($0, in: s.state) }
    }

    public var name: String { base.name }
    public var initialStates: [State] { base.initialStates.map { State(state: $0, taint: .ui) } }
    public var actions: Generator<Action> { base.actions }
    public var alphabet: Alphabet { base.alphabet }
    public func origin(of action: Action) -> ActionOrigin { base.origin(of: action) }
    public func isSettled(_ s: State) -> Bool { base.isSettled(s.state) }
    public var stepThreads: StepThreads { base.stepThreads }
    public func whyNeverApplies(_ property: String) -> String? { base.whyNeverApplies(property) }
    public func whatPropertyWaitsFor(_ property: String) -> String? { base.whatPropertyWaitsFor(property) }
    public func defect(of property: String, message: String, before: State?, step: Action?, after: State?) -> Defect {
        base.defect(of: property, message: message, before: before?.state, step: step, after: after?.state)
    }
    public func isEnabled(_ action: Action, in s: State) -> Bool {
        if let raceBound, s.races >= raceBound, base.origin(of: action) == .user, !base.isSettled(s.state) { return false }
        return base.isEnabled(action, in: s.state)
    }
    public func isWithinBounds(_ s: State) -> Bool { base.isWithinBounds(s.state) }

    public func apply(_ action: Action, to s: inout State) throws {
        let added = PathTaint.of(base.origin(of: action), settledBefore: base.isSettled(s.state))
        try base.apply(action, to: &s.state)
        s.taint = s.taint.then(added)
        if raceBound != nil && added == .race { s.races += 1 }
    }

    /// The state's fingerprint in `base`: what a path needed is not part of it.
    public func fingerprint(of s: State, into f: inout Fingerprinter) {
        base.fingerprint(of: s.state, into: &f)
    }

    /// The cost of the path that reached `s`, which only grows along a path: with no race bound, its
    /// taint (``PathTaint/ui``, ``PathTaint/race``, ``PathTaint/api``); under a race bound *k*, its
    /// touches while an effect was pending, plus *k* + 1 when it made an API call (so that every
    /// sequence without one comes first).
    public func cost(of s: State) -> Int {
        guard let raceBound else { return Int(s.taint.rawValue) }
        return s.races + (s.taint == .api ? raceBound + 1 : 0)
    }

    /// Under a race bound, the touches while an effect was pending of a path of cost `cost`, and whether
    /// it made an API call (with no race bound: whether the cost is that of a race, and of an API call).
    public func races(ofCost cost: Int) -> (races: Int, api: Bool) {
        guard let raceBound else { return (cost == Int(PathTaint.race.rawValue) ? 1 : 0, cost == Int(PathTaint.api.rawValue)) }
        return cost > raceBound ? (cost - raceBound - 1, true) : (cost, false)
    }

    public var properties: [Property<PathTrackingMachine>] {
        let cut: [Property<PathTrackingMachine>] = !notesCuts ? [] : [
            .invariant(Self.raceBoundCutName, "the race bound leaves out no touch") { m, s in
                .expect(!m.raceBoundCuts(s), "a touch while an effect is pending is left out")
            },
        ]
        return base.properties.map { $0.lifted(base: { $0.base }, state: { $0.state }) } + cut
    }

    public func screens(of s: State) -> String { base.screens(of: s.state) }
    public func picture(of s: State) -> DevicePicture? { base.picture(of: s.state) }
    public func fields(of s: State) -> [StateField] { base.fields(of: s.state) }

    public func taint(ofAnyState state: Any) -> PathTaint { (state as? State)?.taint ?? .ui }

    /// A counterexample of the tracked machine as one of `base` (the same actions and initial state).
    @usableFromInline
    func untracked(_ c: Counterexample<PathTrackingMachine>) -> Counterexample<Machine> { c.rebased() }

    /// A result of the tracked machine as one of `base`: its counts are of tracked states. Under a
    /// race bound, the hidden property is taken out and says whether the bound left out a touch
    /// (``ExplorationResult/raceBoundCut``).
    @usableFromInline
    func untracked(_ r: ExplorationResult<PathTrackingMachine>) -> ExplorationResult<Machine> {
        var statistics = r.statistics
        var found = r.counterexamples
        var cut = raceBound != nil && !notesCuts
        if notesCuts {
            statistics.properties.removeAll { $0.name == Self.raceBoundCutName }
            cut = found.contains { $0.property == Self.raceBoundCutName }
            found.removeAll { $0.property == Self.raceBoundCutName }
        }
        var result = ExplorationResult<Machine>(machine: r.machine, complete: r.complete, stopReason: r.stopReason,
                                                statistics: statistics, counterexamples: found.map(untracked))
        result.footprint = r.footprint
        result.unreproduced = r.unreproduced
        result.raceBoundCut = cut
        result.costCoverage = r.costCoverage
        return result
    }
}
