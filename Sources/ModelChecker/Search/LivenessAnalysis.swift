/// Judges the liveness properties (``PropertyKind/isLiveness``) on the transitions a breadth-first
/// search kept (``TransitionGraph``), once it is over.
///
/// - `sometimes p`: some state reaches `p`; judged only when the search explored every state.
/// - `canAlwaysReach p`: a backward pass over the allowed transitions from the states that reach `p`
///   (and from every state whose successors were not all explored: such a state may reach `p` beyond
///   the bounds); the first state it does not mark, in breadth-first order, is a shortest trap.
/// - `eventually p`: the strongly connected components of the allowed transitions among explored
///   states that do not reach `p` (Tarjan's algorithm); one that is fair to the fair steps (each one
///   enabled in every state of the component is taken inside it) holds a lasso, as does a state with
///   no allowed step.
///
/// Everything is decided in state-index order, which is breadth-first discovery order: the result is
/// the same for every number of workers.
@usableFromInline
struct LivenessAnalysis<Machine: StateMachine> {
    @usableFromInline let step: StepEvaluator<Machine>
    @usableFromInline let graph: TransitionGraph
    @usableFromInline let links: LinkStore
    /// Why the search did not explore every state, or nil when it did.
    @usableFromInline let partial: String?
    /// What the analysis kept and judged.
    @usableFromInline var statistics = LivenessStatistics()
    /// The reversed allowed transitions, built once per set of allowed steps.
    @usableFromInline let reversed = ReversedTransitions()

    @usableFromInline
    init(step: StepEvaluator<Machine>, graph: TransitionGraph, links: LinkStore, partial: String?) {
        self.step = step
        self.graph = graph
        self.links = links
        self.partial = partial
        statistics.transitions = graph.targets.count
        statistics.bytesPerTransition = TransitionGraph.bytesPerTransition
        statistics.bytesPerTransitionWhileSearching = TransitionGraph.bytesPerTransition
        statistics.transitionBytes = graph.transitionBytes
        statistics.stateBytes = graph.stateBytes
        statistics.unexpandedStates = graph.unexpandedCount
    }

    /// One counterexample per violated liveness property, in declaration order.
    @usableFromInline
    mutating func counterexamples() -> [Counterexample<Machine>] {
        var found: [Counterexample<Machine>] = []
        for (l, p) in step.sometimesIndices.enumerated() {
            guard partial == nil else {
                statistics.unjudgedProperties.append(step.name(p))
                statistics.notJudged = "\(partial!): a goal no explored state reaches may be reached beyond"
                continue
            }
            let all = "all \(graph.count) states within the spec's bounds were explored"
            for item in graph.sometimes.unreached(in: l) {
                let what = item.name.isEmpty ? "no reachable state reaches it" : "\(item.name) (\(item.declaredBy)) is never shown"
                // A verdict on the whole graph, not on the start state: its kind is not the start state's.
                found.append(counterexample(p, at: 0, message: "\(what): \(all)", wholeGraph: true))
            }
        }
        for (g, p) in step.graphGoalIndices.enumerated() {
            guard g < graph.goalCount, let goal = step.properties[p].liveness else {
                statistics.unjudgedProperties.append(step.name(p))
                continue
            }
            let using = step.alphabet.map { goal.using(step.machine, $0) }
            if step.kind(p) == .canAlwaysReach {
                if let v = step.viewSlots[g] {
                    if let c = stuck(p, judged: g, view: v, using: using) { found.append(c) }
                } else if let c = trap(p, goal: g, using: using) { found.append(c) }
            } else {
                let fair = step.alphabet.map { goal.fair(step.machine, $0) }
                if let c = lasso(p, goal: g, using: using, fair: fair) { found.append(c) }
            }
        }
        return found
    }

    /// `liveness` inserted among the safety counterexamples `safety` (shortest first), each after those
    /// no longer than it.
    @usableFromInline
    func insert(_ liveness: [Counterexample<Machine>], into safety: [Counterexample<Machine>]) -> [Counterexample<Machine>] {
        var all = safety
        for c in liveness {
            let at = all.firstIndex { $0.length > c.length } ?? all.count
            all.insert(c, at: at)
        }
        return all
    }

    // MARK: Traps

    /// The first state, in breadth-first order, from which no allowed path reaches goal `g`.
    func trap(_ p: Int, goal g: Int, using: [Bool]) -> Counterexample<Machine>? {
        var seeds = graph.reaching(g)
        for (w, word) in graph.unexpanded.words.enumerated() { seeds.words[w] |= word }
        let marked = graph.backwardClosure(from: seeds, using: using) { reversed.edges(of: graph, using: using) }
        guard let trap = TransitionGraph.StateSet(words: marked.words.map { ~$0 }).first(below: graph.count) else { return nil }
        let order = graph.forwardClosure(from: trap, using: using)
        var screens: [String] = []
        for i in order.prefix(64) {
            guard screens.count < 12, let state = state(at: i) else { continue }
            let s = step.machine.screens(of: state)
            if !screens.contains(s) { screens.append(s) }
        }
        let steps = using.allSatisfy { $0 } ? "no path" : "no path of the allowed steps"
        var c = counterexample(p, at: trap, message: "from here \(steps) reaches it; \(order.count) state\(order.count == 1 ? "" : "s") can still be reached, on \(screens.count == 12 ? "at least " : "")\(screens.count) screen\(screens.count == 1 ? "" : "s")")
        c.reachableScreens = screens
        return c
    }

    // MARK: Lassos

    /// A lasso (or a dead end) that never reaches goal `g` by the allowed steps, fair to the fair steps:
    /// the one whose loop (or end) comes first in breadth-first order.
    func lasso(_ p: Int, goal g: Int, using: [Bool], fair: [Bool]) -> Counterexample<Machine>? {
        let (deadEnd, best) = graph.lassoCandidates(goal: g, using: using, fair: fair)
        if let deadEnd, best == nil || deadEnd <= best!.entry {
            return counterexample(p, at: deadEnd, message: "no allowed step is enabled here, and it does not hold")
        }
        guard let (entry, component) = best else { return nil }
        let loop = graph.cycle(from: entry, in: Set(component), using: using, fair: fair)
        var c = counterexample(p, at: entry, loop: loop,
                               message: "a loop of \(loop.count) step\(loop.count == 1 ? "" : "s") from here never reaches it, though every pending answer that stays enabled is given")
        c.loopStart = c.actions.count - loop.count
        return c
    }

    // MARK: Counterexamples

    /// The state at index `i`, re-executed from its initial state along its parent links.
    func state(at i: Int) -> Machine.State? {
        let (initial, indices) = links.path(to: i)
        return try? StepEvaluator.follow(indices.map { step.alphabet[$0] }, from: step.machine.initialStates[initial],
                                         of: step.machine)
    }

    /// The counterexample of property `p`: the shortest path to state `i`, then the transitions `loop`.
    /// A verdict on the whole graph (`wholeGraph`: no reachable state reaches a goal) is at rest, whatever
    /// is pending in the state it is shown from: it is no glitch of that state.
    func counterexample(_ p: Int, at i: Int, loop: [Int] = [], message: String, wholeGraph: Bool = false) -> Counterexample<Machine> {
        let (initial, indices) = links.path(to: i)
        let settled = wholeGraph || (state(at: i).map(step.machine.isSettled) ?? true)
        return step.counterexample(property: p, initial: initial, indices: indices + loop.map { Int(graph.actions[$0]) },
                                   message: message, settled: settled)
    }
}

/// The reversed transitions of the allowed steps (4 bytes a transition), built only for a backward pass
/// whose forward sweeps do not settle (``TransitionGraph/backwardClosure(from:using:sweeps:reversed:)``)
/// and kept for the last set of allowed steps asked for: two properties over the same steps
/// (`canAlwaysGetHome` and `noDeadEnd`, as a rule) share them, and no more than one set is held at a time.
@usableFromInline
final class ReversedTransitions {
    var using: [Bool] = []
    var kept: (starts: [UInt32], sources: [UInt32]) = ([], [])

    @usableFromInline init() {}

    /// Per state, where its sources start in `sources` (`starts`, one more than the states), and the
    /// sources of the transitions of the steps `using` allows, grouped by target.
    func edges(of graph: TransitionGraph, using: [Bool]) -> (starts: [UInt32], sources: [UInt32]) {
        if using == self.using && !kept.starts.isEmpty { return kept }
        kept = ([], [])
        kept = graph.reversed(using: using)
        self.using = using
        return kept
    }
}
