/// Re-judging a liveness finding from its trace: a lasso's loop still comes back to its start, avoids
/// the goal and is fair; a trap still reaches no goal state; a `sometimes` goal is still never reached.
extension StateMachine {
    /// Why the liveness property `property` is still violated by the trace `actions` from initial state
    /// `initial` (`loopStart`: where a lasso's loop starts), or nil when it no longer is (with the reason
    /// in `holdsBecause`). The actions were replayed and are enabled.
    public func rejudgeLiveness(_ property: String, initial: Int, actions: [Action], loopStart: Int?,
                                holdsBecause: inout String) -> String? {
        let step = StepEvaluator(self)
        guard let p = step.properties.firstIndex(where: { $0.name == property }), let goal = step.properties[p].liveness else {
            holdsBecause = "\(property) is not a liveness property of '\(name)'"
            return nil
        }
        var states = [initialStates[initial]]
        _ = try? StepEvaluator.follow(actions, from: states[0], of: self) { states.append($0) }
        guard states.count == actions.count + 1, let last = states.last else {
            holdsBecause = "the trace faults before its end"
            return nil
        }
        switch step.kind(p) {
        case .sometimes:
            let result = Explorer(validated: self, options: ExplorationOptions(workers: 1)).run()
            guard result.complete else {
                holdsBecause = "the search was cut short: it cannot tell"
                return nil
            }
            let still = result.counterexamples.filter { $0.property == property }.map(\.message)
            if still.isEmpty { holdsBecause = "some reachable state reaches it now" }
            return still.first
        case .canAlwaysReach where goal.view != nil:
            return stillStuck(last, goal: goal, step: step, holdsBecause: &holdsBecause)
        case .canAlwaysReach:
            return stillTrapped(last, goal: goal, step: step, holdsBecause: &holdsBecause)
        default:
            return stillLooping(states, actions: actions, loopStart: loopStart, goal: goal, step: step, holdsBecause: &holdsBecause)
        }
    }

    /// Whether no path of allowed steps from `start` reaches the goal (every state it reaches explored).
    func stillTrapped(_ start: State, goal: LivenessGoal<Self>, step: StepEvaluator<Self>, holdsBecause: inout String) -> String? {
        let search = searchAllowedSteps(from: start, goal: goal, step: step) { s, taken in
            goal.goal(self, s) ? "a path of \(taken == 1 ? "no" : "allowed") steps reaches it from the trace's last state" : nil
        }
        if let why = search.holds {
            holdsBecause = why
            return nil
        }
        return "from the trace's last state no path reaches it; \(search.reached) state\(search.reached == 1 ? "" : "s") can be reached"
    }

    /// Whether `start`, a state the property judges, still shows the same view in every state the
    /// allowed steps reach from it (every one within the spec's bounds).
    func stillStuck(_ start: State, goal: LivenessGoal<Self>, step: StepEvaluator<Self>, holdsBecause: inout String) -> String? {
        guard let view = goal.view else { return nil }
        guard goal.goal(self, start) else {
            holdsBecause = "the trace's last state is not one the property judges"
            return nil
        }
        let here = view(self, start)
        let search = searchAllowedSteps(from: start, goal: goal, step: step) { s, _ in
            view(self, s) != here ? "a path of allowed steps from the trace's last state leads to another screen" : nil
        }
        if let why = search.holds {
            holdsBecause = why
            return nil
        }
        return "from the trace's last state no path of allowed steps leads to another screen; "
            + "\(search.reached) state\(search.reached == 1 ? "" : "s") can be reached, all on it"
    }

    /// Breadth-first from `start` along the steps `goal` allows: why the property holds, as soon as
    /// `holds` gives a reason for a state found (with the states taken so far) or a state outside the
    /// spec's bounds is found (it cannot tell); otherwise nil, with the number of states reached.
    private func searchAllowedSteps(from start: State, goal: LivenessGoal<Self>, step: StepEvaluator<Self>,
                                    holds: (State, Int) -> String?) -> (holds: String?, reached: Int) {
        var seen: Set<UInt64> = [fingerprint(of: start)]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let s = queue[head]
            head += 1
            if let why = holds(s, head) { return (why, queue.count) }
            guard isWithinBounds(s) else {
                return ("a state outside the spec's bounds is reached from the trace's last state: it cannot tell", queue.count)
            }
            for a in step.alphabet.indices where goal.using(self, step.alphabet[a]) && step.isEnabled(a, in: s) {
                var next = s
                guard (try? apply(step.alphabet[a], to: &next)) != nil else { continue }
                if seen.insert(fingerprint(of: next)).inserted { queue.append(next) }
            }
        }
        return (nil, queue.count)
    }

    /// Whether the trace's loop (from `loopStart`) comes back to its start, never meets the goal, takes
    /// only allowed steps and is fair; or, with no loop, whether its last state has no allowed step.
    func stillLooping(_ states: [State], actions: [Action], loopStart: Int?, goal: LivenessGoal<Self>,
                      step: StepEvaluator<Self>, holdsBecause: inout String) -> String? {
        guard let loopStart, loopStart < actions.count else {
            let last = states[states.count - 1]
            let allowed = step.alphabet.indices.filter { goal.using(self, step.alphabet[$0]) && step.isEnabled($0, in: last) }
            if goal.goal(self, last) { holdsBecause = "the trace's last state reaches it" } else if !allowed.isEmpty {
                holdsBecause = "an allowed step is enabled in the trace's last state"
            } else {
                return "no allowed step is enabled in the trace's last state, and it does not hold"
            }
            return nil
        }
        let loop = Array(states[loopStart...])
        guard fingerprint(of: loop[0]) == fingerprint(of: loop[loop.count - 1]) else {
            holdsBecause = "the loop no longer comes back to the state it starts from"
            return nil
        }
        if loop.contains(where: { goal.goal(self, $0) }) {
            holdsBecause = "a state of the loop reaches it"
            return nil
        }
        let taken = Set(actions[loopStart...])
        if let a = taken.first(where: { !goal.using(self, $0) }) {
            holdsBecause = "the loop takes \(StableText.name(of: a)), a step the property does not follow"
            return nil
        }
        for a in step.alphabet.indices where goal.fair(self, step.alphabet[a]) && !taken.contains(step.alphabet[a]) {
            if loop.dropLast().allSatisfy({ step.isEnabled(a, in: $0) }) {
                holdsBecause = "the loop is not fair: \(StableText.name(of: step.alphabet[a])) stays enabled and is never taken"
                return nil
            }
        }
        return "the loop of \(actions.count - loopStart) step\(actions.count - loopStart == 1 ? "" : "s") comes back to its start and never reaches it"
    }
}
