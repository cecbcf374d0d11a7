/// One defect, one finding: a violation's kind is what it needs. A one-frame glitch or a race is the
/// pending work's (or the touch made while it was pending) only if completing that work first makes
/// the violation go; when the same touches, with the pending work completed before each touch and after
/// the last, still show the violation at rest, it is a defect at rest, reported as such.
extension StepEvaluator {
    /// The system steps that complete the pending work of `state` soonest: breadth-first over the
    /// system's own actions (answers, handlers) to the nearest state with nothing pending, at most
    /// `limit` steps; [] when nothing is pending, nil when no such steps reach rest.
    public func completion(of state: Machine.State, limit: Int = 8) -> [Int]? {
        if machine.isSettled(state) { return [] }
        var ignore = IgnoredCounts()
        var frontier: [(state: Machine.State, path: [Int])] = [(state, [])]
        var seen: Set<UInt64> = [machine.fingerprint(of: state)]
        for _ in 0..<limit where !frontier.isEmpty {
            var next: [(state: Machine.State, path: [Int])] = []
            for (s, path) in frontier {
                for a in alphabet.indices where origins[a] == .system && isEnabled(a, in: s) {
                    guard let t = take(a, from: s, &ignore) else { continue }
                    if machine.isSettled(t) { return path + [a] }
                    if seen.insert(machine.fingerprint(of: t)).inserted { next.append((t, path + [a])) }
                }
            }
            frontier = next
        }
        return nil
    }

    /// `c` (a glitch or a race) as the app meets it with its pending work completed first: before each
    /// touch made while work is pending, and after the last action. When `c`'s property is then seen
    /// violated at rest, the at-rest counterexample along that path, up to the violation; nil when it
    /// is not (the pending work is part of the cause), or when that path cannot be followed (a touch
    /// no longer on screen once the work is done).
    public func atRestVersion(of c: Counterexample<Machine>) -> Counterexample<Machine>? {
        guard c.finding == .glitch || c.finding == .race, machine.initialStates.indices.contains(c.initialState),
              let p = (0..<propertyCount).first(where: { name($0) == c.property }) else { return nil }
        var walk = AtRestWalk(evaluator: self, property: p, state: machine.initialStates[c.initialState])
        for a in c.actionIndices where walk.hit == nil {
            if origins[a] != .system && !machine.isSettled(walk.state) {
                guard let fill = completion(of: walk.state), walk.take(fill) else { return nil }
                if walk.hit != nil { break }
            }
            guard walk.take([a]) else { return nil }
        }
        if walk.hit == nil, !machine.isSettled(walk.state) {
            guard let fill = completion(of: walk.state), walk.take(fill) else { return nil }
        }
        guard let message = walk.hit else { return nil }
        return counterexample(property: p, initial: c.initialState, indices: walk.path, message: message, settled: true)
    }
}

/// A replay that stops at the first violation of one property seen at rest (nothing pending, no touch
/// made while work was pending).
struct AtRestWalk<Machine: StateMachine>: StepObserver {
    let evaluator: StepEvaluator<Machine>
    let property: Int
    var state: Machine.State
    var path: [Int] = []
    /// The message of the violation, once seen.
    var hit: String?

    init(evaluator: StepEvaluator<Machine>, property: Int, state: Machine.State) {
        self.evaluator = evaluator
        self.property = property
        self.state = state
    }

    /// Takes `actions` in order, checking each step and state, until the violation is seen; false when
    /// one cannot be taken.
    mutating func take(_ actions: [Int]) -> Bool {
        for a in actions where hit == nil {
            var next: Machine.State?
            var me = self
            _ = evaluator.expand(state, choosing: .only(a), trap: { nil }, &me) { _, successor, me in
                me.evaluator.checkState(successor, &me)
                next = successor
                return .proceed
            }
            self = me
            guard let next else { return false }
            path.append(a)
            state = next
        }
        return true
    }

    mutating func enabled(_ action: Int) {}
    mutating func taken(_ action: Int) {}
    mutating func evaluated(_ property: Int, applied: Bool) {}
    mutating func violated(_ v: Violation) {
        if hit == nil, v.property == property, v.settled, v.taint == .ui { hit = v.message }
    }
}
