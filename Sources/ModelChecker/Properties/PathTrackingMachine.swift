import Generators

/// A state of a machine together with the taint of the path that reached it (see ``PathTaint``).
public struct TrackedState<State: Sendable>: Sendable {
    /// The machine's state.
    public var state: State
    /// What the path that reached it needed.
    public var taint: PathTaint
}

/// `Machine` with the taint of each path kept in its states: the same actions, enabledness, faults
/// and properties, but a state reached by a race (or an API call) is a different state from the same
/// state reached without one. Breadth-first search over it finds, per property, the shortest
/// violation of each kind. The explorer uses it under the `race` and `api` alphabets; under `ui`
/// every path has taint ``PathTaint/ui`` and it is not needed.
///
/// The price: up to three times the states (each state with each taint that reaches it).
public struct PathTrackingMachine<Machine: StateMachine>: StateMachine, PathTracking {
    public typealias State = TrackedState<Machine.State>
    public typealias Action = Machine.Action

    /// The machine whose paths are tracked.
    public let base: Machine

    /// Tracks the paths of `base`.
    public init(_ base: Machine) { self.base = base }

    public var name: String { base.name }
    public var initialStates: [State] { base.initialStates.map { State(state: $0, taint: .ui) } }
    public var actions: Generator<Action> { base.actions }
    public var alphabet: Alphabet { base.alphabet }
    public func origin(of action: Action) -> ActionOrigin { base.origin(of: action) }
    public func isSettled(_ s: State) -> Bool { base.isSettled(s.state) }
    public var stepThreads: StepThreads { base.stepThreads }
    public func whyNeverApplies(_ property: String) -> String? { base.whyNeverApplies(property) }
    public func isEnabled(_ action: Action, in s: State) -> Bool { base.isEnabled(action, in: s.state) }
    public func isWithinBounds(_ s: State) -> Bool { base.isWithinBounds(s.state) }

    public func apply(_ action: Action, to s: inout State) throws {
        let added = PathTaint.of(base.origin(of: action), settledBefore: base.isSettled(s.state))
        try base.apply(action, to: &s.state)
        s.taint = s.taint.then(added)
    }

    public func fingerprint(of s: State, into f: inout Fingerprinter) {
        base.fingerprint(of: s.state, into: &f)
        f.combine(Int(s.taint.rawValue))
    }

    public var properties: [Property<PathTrackingMachine>] {
        base.properties.map { p -> Property<PathTrackingMachine> in
            var stateCheck: (@Sendable (PathTrackingMachine, State) -> Check)?
            if let check = p.stateCheck {
                stateCheck = { m, s in check(m.base, s.state) }
            }
            var stepCheck: (@Sendable (PathTrackingMachine, State, Action, State) -> Check)?
            if let check = p.stepCheck {
                stepCheck = { m, before, action, after in check(m.base, before.state, action, after.state) }
            }
            return Property<PathTrackingMachine>(name: p.name, meaning: p.meaning, kind: p.kind,
                                                 stateCheck: stateCheck, stepCheck: stepCheck)
        }
    }

    public func screens(of s: State) -> String { base.screens(of: s.state) }
    public func fields(of s: State) -> [StateField] { base.fields(of: s.state) }

    public func taint(ofAnyState state: Any) -> PathTaint { (state as? State)?.taint ?? .ui }

    /// A counterexample of the tracked machine as one of `base` (the same actions and initial state).
    @usableFromInline
    func untracked(_ c: Counterexample<PathTrackingMachine>) -> Counterexample<Machine> {
        Counterexample(property: c.property, kind: c.kind, meaning: c.meaning, message: c.message,
                       initialState: c.initialState, actions: c.actions, actionIndices: c.actionIndices, finding: c.finding)
    }

    /// A result of the tracked machine as one of `base`: its counts are of tracked states.
    @usableFromInline
    func untracked(_ r: ExplorationResult<PathTrackingMachine>) -> ExplorationResult<Machine> {
        var result = ExplorationResult<Machine>(machine: r.machine, complete: r.complete, stopReason: r.stopReason,
                                                statistics: r.statistics, counterexamples: r.counterexamples.map(untracked))
        result.footprint = r.footprint
        result.unreproduced = r.unreproduced
        return result
    }
}
