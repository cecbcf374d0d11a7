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
        statistics.unexpandedStates = (0..<graph.count).count { !graph.isExpanded($0) }
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
                found.append(counterexample(p, at: 0, message: "\(what): \(all)"))
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
        let marked = backwardClosure(using: using) { graph.reaches(g, $0) || !graph.isExpanded($0) }
        guard let trap = marked.firstIndex(of: false) else { return nil }
        let order = forwardClosure(from: trap, using: using)
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

    /// The states from which an allowed path reaches a state `isSeed` accepts (those included): a
    /// backward pass over the reversed allowed transitions.
    func backwardClosure(using: [Bool], from isSeed: (Int) -> Bool) -> [Bool] {
        let n = graph.count
        let (reverseStart, sources) = reversed.edges(of: graph, using: using)
        var marked = [Bool](repeating: false, count: n)
        var queue: [Int] = []
        for i in 0..<n where isSeed(i) {
            marked[i] = true
            queue.append(i)
        }
        var head = 0
        while head < queue.count {
            let i = queue[head]
            head += 1
            for s in Int(reverseStart[i])..<Int(reverseStart[i + 1]) where !marked[Int(sources[s])] {
                marked[Int(sources[s])] = true
                queue.append(Int(sources[s]))
            }
        }
        return marked
    }

    /// The states the allowed transitions reach from `start` (itself first), in breadth-first order.
    func forwardClosure(from start: Int, using: [Bool]) -> [Int] {
        var seen: Set<Int> = [start]
        var order = [start]
        var head = 0
        while head < order.count {
            for t in graph.transitions(of: order[head]) where using[Int(graph.actions[t])] {
                if seen.insert(Int(graph.targets[t])).inserted { order.append(Int(graph.targets[t])) }
            }
            head += 1
        }
        return order
    }

    // MARK: Lassos

    /// A lasso (or a dead end) that never reaches goal `g` by the allowed steps, fair to the fair steps:
    /// the one whose loop (or end) comes first in breadth-first order.
    func lasso(_ p: Int, goal g: Int, using: [Bool], fair: [Bool]) -> Counterexample<Machine>? {
        let n = graph.count
        func inside(_ i: Int) -> Bool { graph.isExpanded(i) && !graph.reaches(g, i) }
        // Dead ends: an explored state that does not reach the goal and has no allowed step.
        let deadEnd = (0..<n).first { i in inside(i) && !graph.transitions(of: i).contains { using[Int(graph.actions[$0])] } }
        // Fair components, by Tarjan's algorithm (iterative), among the states inside.
        var best: (entry: Int, component: [Int])?
        var order = [Int32](repeating: -1, count: n), low = [Int32](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var stack: [Int] = [], calls: [(node: Int, next: Int)] = []
        var counter: Int32 = 0
        for root in 0..<n where inside(root) && order[root] < 0 {
            if let best, best.entry < root { break }
            calls.append((root, graph.transitions(of: root).lowerBound))
            order[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let (v, next) = calls.last {
                let range = graph.transitions(of: v)
                var t = next
                var descended = false
                while t < range.upperBound {
                    let w = Int(graph.targets[t])
                    let allowed = using[Int(graph.actions[t])] && inside(w)
                    t += 1
                    guard allowed else { continue }
                    if order[w] < 0 {
                        calls[calls.count - 1].next = t
                        order[w] = counter; low[w] = counter; counter += 1
                        stack.append(w); onStack[w] = true
                        calls.append((w, graph.transitions(of: w).lowerBound))
                        descended = true
                        break
                    } else if onStack[w] {
                        low[v] = min(low[v], order[w])
                    }
                }
                if descended { continue }
                calls.removeLast()
                if let parent = calls.last { low[parent.node] = min(low[parent.node], low[v]) }
                if low[v] == order[v] {
                    var component: [Int] = []
                    while let w = stack.popLast() {
                        onStack[w] = false
                        component.append(w)
                        if w == v { break }
                    }
                    if isFairCycle(component, using: using, fair: fair, inside: inside),
                       let entry = component.min(), best == nil || entry < best!.entry {
                        best = (entry, component)
                    }
                }
            }
        }
        if let deadEnd, best == nil || deadEnd <= best!.entry {
            return counterexample(p, at: deadEnd, message: "no allowed step is enabled here, and it does not hold")
        }
        guard let (entry, component) = best else { return nil }
        let loop = cycle(from: entry, in: Set(component), using: using, fair: fair)
        var c = counterexample(p, at: entry, loop: loop,
                               message: "a loop of \(loop.count) step\(loop.count == 1 ? "" : "s") from here never reaches it, though every pending answer that stays enabled is given")
        c.loopStart = c.actions.count - loop.count
        return c
    }

    /// Whether the strongly connected `component` holds a cycle of allowed steps that is fair: it has
    /// an allowed step inside it, and each fair action enabled in all its states is taken inside it.
    func isFairCycle(_ component: [Int], using: [Bool], fair: [Bool], inside: (Int) -> Bool) -> Bool {
        let members = Set(component)
        func inComponent(_ t: Int) -> Bool { using[Int(graph.actions[t])] && members.contains(Int(graph.targets[t])) }
        guard component.contains(where: { graph.transitions(of: $0).contains(where: inComponent) }) else { return false }
        for a in fair.indices where fair[a] {
            let everywhere = component.allSatisfy { i in graph.transitions(of: i).contains { Int(graph.actions[$0]) == a } }
            guard everywhere else { continue }
            let takenInside = component.contains { i in graph.transitions(of: i).contains { Int(graph.actions[$0]) == a && inComponent($0) } }
            if !takenInside { return false }
        }
        return true
    }

    /// A fair cycle through `entry` inside `component`, as transition positions: for each fair action
    /// neither taken nor disabled on the way so far, a state where it is not enabled, or else a step
    /// that takes it; then back to `entry`.
    func cycle(from entry: Int, in component: Set<Int>, using: [Bool], fair: [Bool]) -> [Int] {
        func inComponent(_ t: Int) -> Bool { using[Int(graph.actions[t])] && component.contains(Int(graph.targets[t])) }
        func enabled(_ a: Int, at i: Int) -> Bool { graph.transitions(of: i).contains { Int(graph.actions[$0]) == a } }
        func takes(_ a: Int, at i: Int) -> Int? { graph.transitions(of: i).first { Int(graph.actions[$0]) == a && inComponent($0) } }
        var steps: [Int] = []
        var visited = [entry]
        var at = entry
        func follow(_ more: [Int]) {
            for t in more { visited.append(Int(graph.targets[t])) }
            steps += more
            if let last = more.last { at = Int(graph.targets[last]) }
        }
        for a in fair.indices where fair[a] {
            if steps.contains(where: { Int(graph.actions[$0]) == a }) || visited.contains(where: { !enabled(a, at: $0) }) { continue }
            if component.contains(where: { !enabled(a, at: $0) }) {
                follow(shortestPath(from: at, within: inComponent) { !enabled(a, at: $0) })
            } else {
                follow(shortestPath(from: at, within: inComponent) { takes(a, at: $0) != nil })
                if let t = takes(a, at: at) { follow([t]) }
            }
        }
        follow(shortestPath(from: at, nonEmpty: steps.isEmpty, within: inComponent) { $0 == entry })
        return steps
    }

    /// A shortest path (transition positions) of `inComponent` steps from `start` to a state `isGoal`
    /// accepts: none when `start` is one, unless `nonEmpty`.
    func shortestPath(from start: Int, nonEmpty: Bool = false, within inComponent: (Int) -> Bool, to isGoal: (Int) -> Bool) -> [Int] {
        if !nonEmpty && isGoal(start) { return [] }
        var via: [Int: (from: Int, transition: Int)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let v = queue[head]
            head += 1
            for t in graph.transitions(of: v) where inComponent(t) {
                let w = Int(graph.targets[t])
                guard via[w] == nil else { continue }
                via[w] = (v, t)
                if isGoal(w) {
                    var steps: [Int] = []
                    var x = w
                    repeat {
                        let (from, transition) = via[x]!
                        steps.append(transition)
                        x = from
                    } while x != start
                    return steps.reversed()
                }
                if w != start { queue.append(w) }
            }
        }
        return []
    }

    // MARK: Counterexamples

    /// The state at index `i`, re-executed from its initial state along its parent links.
    func state(at i: Int) -> Machine.State? {
        let (initial, indices) = links.path(to: i)
        return try? StepEvaluator.follow(indices.map { step.alphabet[$0] }, from: step.machine.initialStates[initial],
                                         of: step.machine)
    }

    /// The counterexample of property `p`: the shortest path to state `i`, then the transitions `loop`.
    func counterexample(_ p: Int, at i: Int, loop: [Int] = [], message: String) -> Counterexample<Machine> {
        let (initial, indices) = links.path(to: i)
        let settled = state(at: i).map(step.machine.isSettled) ?? true
        return step.counterexample(property: p, initial: initial, indices: indices + loop.map { Int(graph.actions[$0]) },
                                   message: message, settled: settled)
    }
}

/// The reversed transitions of the allowed steps (4 bytes a transition), kept for the last set of
/// allowed steps asked for: two properties over the same steps (`canAlwaysGetHome` and `noDeadEnd`, as a
/// rule) share them, and no more than one set is held at a time.
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
        let n = graph.count
        var starts = [UInt32](repeating: 0, count: n + 1)
        for i in 0..<n {
            for t in graph.transitions(of: i) where using[Int(graph.actions[t])] { starts[Int(graph.targets[t]) + 1] += 1 }
        }
        for i in 0..<n { starts[i + 1] += starts[i] }
        var fill = starts
        var sources = [UInt32](repeating: 0, count: Int(starts[n]))
        for i in 0..<n {
            for t in graph.transitions(of: i) where using[Int(graph.actions[t])] {
                let target = Int(graph.targets[t])
                sources[Int(fill[target])] = UInt32(i)
                fill[target] += 1
            }
        }
        self.using = using
        kept = (starts, sources)
        return kept
    }
}
