/// Partial-order reduction (``ExplorationOptions/partialOrderReduction``): a successor that only
/// interleaves steps that commute with steps its earlier siblings take is left out when those
/// siblings reach everything it would reach, on the same level, first, and it shows nothing.
///
/// A successor `w = s·b`, new to the search, is left out when
/// - (independence) every action `x` that `w` offers comes before `b` in alphabet order and is offered
///   in `s`; `s·x` lies within the bounds and offers `b`; and `w·x` and `s·x·b` have the same
///   fingerprint (`x` and `b` commute in `s`, neither disables the other; under `race` and `api` the
///   fingerprint holds the path's taint and race count, so a tap made while an answer is pending and
///   the same tap made after it never commute); `w` offers at least one action;
/// - (visibility) no property is violated in `w`, on the step `s → w` or on any step `w → w·x`, and
///   none of them faults; `w` lies within the bounds.
///
/// `w` is then entered in the table, as the unreduced search enters it, but gets no link and no
/// expansion (the evaluations of its properties and of its steps out are counted as usual). Expanded,
/// it would have found nothing new: each successor `w·x` is `s·x·b`, which `s·x` (discovered before
/// `w`, as `x` comes before `b`) reached first on the same level. So the table fills in the same order
/// as without the reduction, every kept state gets the same index and parent, and the violations are
/// met in the same order (a left-out state and its steps have none): the same counterexamples, step
/// for step, with fewer states. No step is postponed around a cycle (each `b` is taken from `s·x` on
/// the next level: the cycle proviso holds by construction). At the depth bound, a successor of a
/// left-out state is a successor of a state discovered before it on the same level (`s·x`); going back
/// so ends at a kept state, so the search sees whether the bound cut anything as the unreduced one
/// does.
@usableFromInline
struct ViolationProbe: StepObserver {
    /// Whether anything was violated (the reduction's visibility condition).
    @usableFromInline var violated = false
    /// Whether evaluations are noted.
    @usableFromInline var noting = true
    /// The properties evaluated, handed on to the search's counts when the state is left out, so that a
    /// property is counted as applied, or vacuous, as without the reduction.
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
    /// Whether successor `w`, reached from `state` by action `b` and not yet in the table, is left out
    /// (the conditions above). When it is, the evaluations of the properties the unreduced search
    /// would make on `w` and on its steps out (none violated) are counted in `observer`.
    @inlinable
    func isLeftOut<O: StepObserver>(_ b: Int, _ w: State, from state: State, counting observer: inout O) -> Bool {
        guard b > 0, machine.isWithinBounds(w) else { return false }
        // The cheap part first: what `w` offers, all before `b` and offered in `state`.
        var offers = false
        for x in alphabet.indices where step.isEnabled(x, in: w) {
            guard x < b, step.isEnabled(x, in: state) else { return false }
            offers = true
        }
        guard offers else { return false }
        var probe = ViolationProbe()
        step.checkState(w, &probe)
        // The step into `w` is the expansion's own, counted there.
        probe.noting = false
        step.checkStep(state, b, w, &probe)
        probe.noting = true
        guard !probe.violated else { return false }
        var steps = 0
        for x in 0..<b where step.isEnabled(x, in: w) {
            guard let sx = try? StepEvaluator.follow(CollectionOfOne(alphabet[x]), from: state, of: machine),
                  machine.isWithinBounds(sx), step.isEnabled(b, in: sx),
                  let sxb = try? StepEvaluator.follow(CollectionOfOne(alphabet[b]), from: sx, of: machine),
                  let wx = try? StepEvaluator.follow(CollectionOfOne(alphabet[x]), from: w, of: machine) else { return false }
            step.checkStep(w, x, wx, &probe)
            guard !probe.violated, tableKey(codec.encode(wx)) == tableKey(codec.encode(sxb)) else { return false }
            steps += 1
        }
        for _ in 0..<steps { observer.evaluated(step.faultIndex, applied: true) }
        for e in probe.evaluations { observer.evaluated(e.property, applied: e.applied) }
        return true
    }
}
