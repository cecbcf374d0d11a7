/// Partial-order reduction (``ExplorationOptions/partialOrderReduction``): a successor that only
/// interleaves a system action with another step is left out when the other order reaches the same
/// state at the same depth and the left-out state shows nothing.
///
/// In a state `s`, the *ample step* is the first system action `a` (alphabet order) that is offered
/// and enabled, applies without a fault, and reaches a state `s·a` within the spec's bounds that the
/// search keeps (not one it left out). A successor `w = s·b` of an action after `a` in alphabet order,
/// new to the search, is left out when
/// - (independence) `a` is the only action offered in `w`, `b` is offered in `s·a`, and `w·a` and
///   `s·a·b` have the same fingerprint (so `b` did not disable `a`, `a` does not disable `b`, and both
///   orders reach one state, taint and race count included under `race` and `api`);
/// - (visibility) no property is violated in `w`, on the step `s → w`, or on the step `w → w·a`, and
///   neither step faults; `w` lies within the bounds.
///
/// `w` is then entered in the table, as the unreduced search enters it, but gets no link and no
/// expansion (the evaluations of its properties and of its step out are counted as usual). Expanded, it would have found nothing new: its only successor `w·a` is `s·a·b`, which
/// `s·a` (discovered before `w`, as `a` comes before `b`) reached first on the same level. So the table
/// fills in the same order as without the reduction, every kept state gets the same index order and
/// parent, and the violations are met in the same order (a left-out state and its steps have none):
/// the same counterexamples, step for step, with fewer states. No step is postponed around a cycle
/// (`b` is taken from `s·a` on the next level: the cycle proviso holds by construction).
/// Because `w` must offer nothing but `a`, the reduction applies where pending system work is the only
/// thing left to do (several answers pending with nothing to tap, as under `ui`); under `race`, where
/// a touch is offered in a pending frame, it rarely does.
@usableFromInline
struct AmpleStep<State> {
    /// The ample action's index.
    @usableFromInline let action: Int
    /// The state it reaches.
    @usableFromInline let after: State
    /// That state's table key.
    @usableFromInline let key: UInt64

    @inlinable init(action: Int, after: State, key: UInt64) {
        self.action = action
        self.after = after
        self.key = key
    }
}

/// Notes whether anything was violated (the reduction's visibility condition), and which properties
/// were evaluated (handed on to the search's counts when the state is left out, so that a property is
/// counted as applied, or vacuous, as without the reduction).
@usableFromInline
struct ViolationProbe: StepObserver {
    @usableFromInline var violated = false
    /// Whether evaluations are noted.
    @usableFromInline var noting = true
    @usableFromInline var evaluations: [(property: Int, applied: Bool)] = []
    @inlinable init() {}
    @inlinable mutating func enabled(_ action: Int) {}
    @inlinable mutating func taken(_ action: Int) {}
    @inlinable mutating func evaluated(_ property: Int, applied: Bool) {
        if noting { evaluations.append((property, applied)) }
    }
    @inlinable mutating func violated(_ violation: Violation) { violated = true }
}

extension LevelSearch {
    /// The ample step of `state`, or nil when it has none (then nothing is left out).
    @inlinable
    func ampleStep(of state: State) -> AmpleStep<State>? {
        guard machine.isWithinBounds(state) else { return nil }
        for a in alphabet.indices where step.origins[a] == .system && step.isEnabled(a, in: state) {
            guard let after = try? StepEvaluator.follow(CollectionOfOne(alphabet[a]), from: state, of: machine),
                  machine.isWithinBounds(after) else { return nil }
            let key = tableKey(codec.encode(after))
            if leftOut.contains(key) { return nil }
            return AmpleStep(action: a, after: after, key: key)
        }
        return nil
    }

    /// Whether successor `w`, reached from `state` by action `b` and not yet in the table, is left out
    /// because of `ample` (the conditions above). When it is, the evaluations of the properties the
    /// unreduced search would make on `w` and on its step out (none violated) are counted in `observer`.
    @inlinable
    func isLeftOut<O: StepObserver>(_ b: Int, _ w: State, key: UInt64, from state: State, ample: AmpleStep<State>,
                                    counting observer: inout O) -> Bool {
        let a = ample.action
        guard b > a, key != ample.key, machine.isWithinBounds(w) else { return false }
        for x in alphabet.indices where step.isEnabled(x, in: w) != (x == a) { return false }
        var probe = ViolationProbe()
        step.checkState(w, &probe)
        // The step into `w` is the expansion's own, counted there.
        probe.noting = false
        step.checkStep(state, b, w, &probe)
        probe.noting = true
        guard !probe.violated,
              let wa = try? StepEvaluator.follow(CollectionOfOne(alphabet[a]), from: w, of: machine) else { return false }
        step.checkStep(w, a, wa, &probe)
        guard !probe.violated, step.isEnabled(b, in: ample.after),
              let ab = try? StepEvaluator.follow(CollectionOfOne(alphabet[b]), from: ample.after, of: machine),
              tableKey(codec.encode(wa)) == tableKey(codec.encode(ab)) else {
            return false
        }
        observer.evaluated(step.faultIndex, applied: true)
        for e in probe.evaluations { observer.evaluated(e.property, applied: e.applied) }
        return true
    }
}
