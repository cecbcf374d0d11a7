/// Lassos on the kept transitions (``PropertyKind/eventually``): the dead ends and the fair strongly
/// connected components among the states that do not reach a goal, not generic over the machine
/// (see ``TransitionGraph/backwardClosure(from:using:sweeps:reversed:)``).
extension TransitionGraph {
    /// Among the explored states that do not reach goal `g`: the first with no step `using` allows
    /// (`deadEnd`), and the strongly connected component of allowed steps, fair to the steps `fair`
    /// picks, whose least state comes first (`best`, by Tarjan's algorithm, iterative), both in
    /// breadth-first order.
    func lassoCandidates(goal g: Int, using: [Bool], fair: [Bool]) -> (deadEnd: Int?, best: (entry: Int, component: [Int])?) {
        let n = count
        var inside = StateSet(words: expandedBits)
        for w in inside.words.indices { inside.words[w] &= ~goalBits[g][w] }
        // Dead ends: an explored state that does not reach the goal and has no allowed step.
        var deadEnd: Int?
        for i in 0..<n where inside.contains(i) && !transitions(of: i).contains(where: { using[Int(actions[$0])] }) {
            deadEnd = i
            break
        }
        var best: (entry: Int, component: [Int])?
        guard inside.first(below: n) != nil else { return (deadEnd, best) }
        var order = [Int32](repeating: -1, count: n), low = [Int32](repeating: 0, count: n)
        var onStack = StateSet(count: n)
        var stack: [Int] = [], calls: [(node: Int, next: Int)] = []
        var counter: Int32 = 0
        for root in 0..<n where inside.contains(root) && order[root] < 0 {
            if let best, best.entry < root { break }
            calls.append((root, transitions(of: root).lowerBound))
            order[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack.insert(root)
            while let (v, next) = calls.last {
                let range = transitions(of: v)
                var t = next
                var descended = false
                while t < range.upperBound {
                    let w = Int(targets[t])
                    let allowed = using[Int(actions[t])] && inside.contains(w)
                    t += 1
                    guard allowed else { continue }
                    if order[w] < 0 {
                        calls[calls.count - 1].next = t
                        order[w] = counter; low[w] = counter; counter += 1
                        stack.append(w); onStack.insert(w)
                        calls.append((w, transitions(of: w).lowerBound))
                        descended = true
                        break
                    } else if onStack.contains(w) {
                        low[v] = min(low[v], order[w])
                    }
                }
                if descended { continue }
                calls.removeLast()
                if let parent = calls.last { low[parent.node] = min(low[parent.node], low[v]) }
                if low[v] == order[v] {
                    var component: [Int] = []
                    while let w = stack.popLast() {
                        onStack.words[w >> 6] &= ~(1 << UInt64(w & 63))
                        component.append(w)
                        if w == v { break }
                    }
                    if isFairCycle(component, using: using, fair: fair),
                       let entry = component.min(), best == nil || entry < best!.entry {
                        best = (entry, component)
                    }
                }
            }
        }
        return (deadEnd, best)
    }

    /// Whether the strongly connected `component` holds a cycle of allowed steps that is fair: it has
    /// an allowed step inside it, and each fair action enabled in all its states is taken inside it.
    func isFairCycle(_ component: [Int], using: [Bool], fair: [Bool]) -> Bool {
        let members = Set(component)
        func inComponent(_ t: Int) -> Bool { using[Int(actions[t])] && members.contains(Int(targets[t])) }
        guard component.contains(where: { transitions(of: $0).contains(where: inComponent) }) else { return false }
        for a in fair.indices where fair[a] {
            let everywhere = component.allSatisfy { i in transitions(of: i).contains { Int(actions[$0]) == a } }
            guard everywhere else { continue }
            let takenInside = component.contains { i in transitions(of: i).contains { Int(actions[$0]) == a && inComponent($0) } }
            if !takenInside { return false }
        }
        return true
    }

    /// A fair cycle through `entry` inside `component`, as transition positions: for each fair action
    /// neither taken nor disabled on the way so far, a state where it is not enabled, or else a step
    /// that takes it; then back to `entry`.
    func cycle(from entry: Int, in component: Set<Int>, using: [Bool], fair: [Bool]) -> [Int] {
        func inComponent(_ t: Int) -> Bool { using[Int(actions[t])] && component.contains(Int(targets[t])) }
        func enabled(_ a: Int, at i: Int) -> Bool { transitions(of: i).contains { Int(actions[$0]) == a } }
        func takes(_ a: Int, at i: Int) -> Int? { transitions(of: i).first { Int(actions[$0]) == a && inComponent($0) } }
        var steps: [Int] = []
        var visited = [entry]
        var at = entry
        func follow(_ more: [Int]) {
            for t in more { visited.append(Int(targets[t])) }
            steps += more
            if let last = more.last { at = Int(targets[last]) }
        }
        for a in fair.indices where fair[a] {
            if steps.contains(where: { Int(actions[$0]) == a }) || visited.contains(where: { !enabled(a, at: $0) }) { continue }
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
            for t in transitions(of: v) where inComponent(t) {
                let w = Int(targets[t])
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
}
