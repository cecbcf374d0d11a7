/// Whether a counterexample found by a search or a walk comes back when its actions are replayed: a
/// spec that is not deterministic (the same actions from the same state give another result) yields
/// traces that do not replay, and NavCheck says so rather than reporting them as if they did.
extension StepEvaluator {
    /// Nil when replaying `c`'s actions from its initial state breaks its property at the last step,
    /// as the search found it; else a sentence saying what the replay did instead, and the likely
    /// causes.
    ///
    /// A liveness finding is not a state or step that breaks its property: it is re-judged from its
    /// replayed actions (``StateMachine/rejudgeLiveness(_:initial:actions:loopStart:holdsBecause:)``).
    /// A ``PropertyKind/sometimes`` finding (no actions: no reachable state reaches a goal) is judged on
    /// the whole search, which only the search itself can repeat: it always reproduces.
    public func reproductionProblem(of c: Counterexample<Machine>) -> String? {
        guard machine.initialStates.indices.contains(c.initialState) else { return nil }
        if let p = properties.firstIndex(where: { $0.name == c.property }), properties[p].kind.isLiveness {
            guard properties[p].kind != .sometimes else { return nil }
            var holds = ""
            if machine.rejudgeLiveness(c.property, initial: c.initialState, actions: c.actions, loopStart: c.loopStart,
                                       holdsBecause: &holds) != nil { return nil }
            return Self.notDeterministic(machine: machine.name, property: c.property, length: c.length,
                                         what: "it is judged again and holds (\(holds))")
        }
        let (states, fault) = c.replay(on: machine)
        let what: String
        if let p = (0..<propertyCount).first(where: { name($0) == c.property }) {
            if p == faultIndex {
                if fault != nil && states.count == c.length { return nil }
                what = fault.map { "step \(states.count) faults first (\($0))" } ?? "no step faults"
            } else if let fault, states.count <= c.length {
                what = "step \(states.count) faults (\(fault))"
            } else if case .violated = check(p, states: states, last: c.actions.last) {
                return nil
            } else {
                what = "\(c.property) holds at the end"
            }
        } else {
            return nil
        }
        return Self.notDeterministic(machine: machine.name, property: c.property, length: c.length, what: what)
    }

    /// Property `p` on the end of a replay: a state property on the last state, a step property on the
    /// last step.
    func check(_ p: Int, states: [Machine.State], last action: Machine.Action?) -> Check {
        let property = properties[p]
        if property.kind.isStepProperty {
            guard let action, states.count >= 2 else { return .notApplicable }
            return property.check(machine, states[states.count - 2], action, states[states.count - 1])
        }
        return property.check(machine, states[states.count - 1])
    }

    /// The sentence for a trace of `property` that did not come back.
    public static func notDeterministic(machine: String, property: String, length: Int, what: String) -> String {
        "NavCheck \(machine): the counterexample of \(property) (\(length == 1 ? "1 action" : "\(length) actions")) does not "
            + "replay: run again from the initial state, \(what). The spec is not deterministic (the same actions from the "
            + "same state gave another result), so its traces cannot be trusted or replayed. Likely causes: state shared "
            + "between states (a class instance, such as a store or a service, that the state or copy(of:) does not copy), "
            + "an order that changes from run to run (iterating a Set or a Dictionary), or a fresh value in a state or a "
            + "step (UUID(), Date(), a random number). Make apply(_:to:) depend only on the state and the action."
    }
}
