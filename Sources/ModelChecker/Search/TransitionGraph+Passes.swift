/// The passes the liveness properties run over the kept transitions once the search is over
/// (``LivenessAnalysis``): not generic over the machine, so that no type metadata is looked up per
/// state or transition, over the graph's arrays through buffer pointers, and with no allocation per
/// state. Everything is decided in state-index order (breadth-first discovery order).
extension TransitionGraph {
    /// A set of states, a bit each.
    struct StateSet {
        var words: [UInt64]

        /// No state of `count`.
        init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) >> 6) }
        /// Made of `words` (a bit per state).
        init(words: [UInt64]) { self.words = words }

        @inline(__always) func contains(_ i: Int) -> Bool { words[i >> 6] & (1 << UInt64(i & 63)) != 0 }
        @inline(__always) mutating func insert(_ i: Int) { words[i >> 6] |= 1 << UInt64(i & 63) }

        /// The first state below `count` that is in the set and not in `other` (every state when `other`
        /// is nil), in index order.
        func first(below count: Int, notIn other: StateSet? = nil) -> Int? {
            for w in words.indices {
                var word = words[w] & ~(other?.words[w] ?? 0)
                if w == words.count - 1 && count & 63 != 0 { word &= (1 << UInt64(count & 63)) - 1 }
                if word != 0 { return w << 6 + word.trailingZeroBitCount }
            }
            return nil
        }
    }

    /// The states that reach goal `g`.
    func reaching(_ g: Int) -> StateSet { StateSet(words: goalBits[g]) }
    /// The states whose successors were not all recorded.
    var unexpanded: StateSet { StateSet(words: expandedBits.map { ~$0 }) }
    /// The number of states whose successors were not all recorded.
    var unexpandedCount: Int { count - expandedBits.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The states from which a path of the steps `using` allows reaches a state of `seeds` (those
    /// included).
    ///
    /// First a few forward sweeps in index order, each marking the unmarked states with an allowed
    /// transition to a marked one: in breadth-first order most paths back (a pop, a tab tap) lead to
    /// lower indices, so that one sweep marks most states, and a sweep that marks none proves the set
    /// complete (it is then the least set that holds the seeds and every state with a step into it:
    /// exactly the states that reach a seed). The sweeps read the transitions in order and touch no
    /// reversed copy. When they do not settle, a breadth-first pass over the reversed transitions
    /// (``ReversedTransitions``, built once per set of allowed steps) finishes from what they marked.
    func backwardClosure(from seeds: StateSet, using: [Bool], sweeps: Int = 4, reversed: () -> (starts: [UInt32], sources: [UInt32])) -> StateSet {
        let n = count
        var marked = seeds
        var settled = false
        marked.words.withUnsafeMutableBufferPointer { bits in
            withEdges(using: using) { starts, targets, actions, allowed in
                for _ in 0..<sweeps {
                    var changed = false
                    for i in 0..<n where bits[i >> 6] & (1 << UInt64(i & 63)) == 0 {
                        for t in Int(starts[i])..<Int(starts[i + 1]) where allowed[Int(actions[t])] {
                            let target = Int(targets[t])
                            if bits[target >> 6] & (1 << UInt64(target & 63)) != 0 {
                                bits[i >> 6] |= 1 << UInt64(i & 63)
                                changed = true
                                break
                            }
                        }
                    }
                    if !changed {
                        settled = true
                        return
                    }
                }
            }
        }
        return settled ? marked : backwardSearch(from: marked, reversed: reversed())
    }

    /// The states from which a path of transitions in `reversed` reaches a state of `seeds` (those
    /// included): a breadth-first pass over the reversed transitions.
    func backwardSearch(from seeds: StateSet, reversed: (starts: [UInt32], sources: [UInt32])) -> StateSet {
        let n = count
        var marked = seeds
        var queue = [UInt32](repeating: 0, count: n)
        var tail = 0
        for i in 0..<n where marked.contains(i) {
            queue[tail] = UInt32(i)
            tail += 1
        }
        marked.words.withUnsafeMutableBufferPointer { bits in
            queue.withUnsafeMutableBufferPointer { queue in
                reversed.starts.withUnsafeBufferPointer { starts in
                    reversed.sources.withUnsafeBufferPointer { sources in
                        var head = 0
                        while head < tail {
                            let i = Int(queue[head])
                            head += 1
                            for s in Int(starts[i])..<Int(starts[i + 1]) {
                                let source = Int(sources[s])
                                let bit: UInt64 = 1 << UInt64(source & 63)
                                if bits[source >> 6] & bit == 0 {
                                    bits[source >> 6] |= bit
                                    queue[tail] = UInt32(truncatingIfNeeded: source)
                                    tail += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        return marked
    }

    /// Per state, where its sources start in `sources` (`starts`, one more than the states), and the
    /// sources of the transitions of the steps `using` allows, grouped by target.
    func reversed(using: [Bool]) -> (starts: [UInt32], sources: [UInt32]) {
        let n = count
        var reverseStarts = [UInt32](repeating: 0, count: n + 1)
        var sources: [UInt32] = []
        withEdges(using: using) { starts, targets, actions, allowed in
            reverseStarts.withUnsafeMutableBufferPointer { reverse in
                for t in 0..<Int(starts[n]) where allowed[Int(actions[t])] { reverse[Int(targets[t]) + 1] += 1 }
                for i in 0..<n { reverse[i + 1] += reverse[i] }
            }
            var fill = reverseStarts
            sources = [UInt32](repeating: 0, count: Int(reverseStarts[n]))
            fill.withUnsafeMutableBufferPointer { fill in
                sources.withUnsafeMutableBufferPointer { sources in
                    for i in 0..<n {
                        for t in Int(starts[i])..<Int(starts[i + 1]) where allowed[Int(actions[t])] {
                            let target = Int(targets[t])
                            sources[Int(fill[target])] = UInt32(truncatingIfNeeded: i)
                            fill[target] += 1
                        }
                    }
                }
            }
        }
        return (reverseStarts, sources)
    }

    /// The states that leave view `v`: those with a transition of the steps `using` allows to a state of
    /// another view, and those whose successors were not all recorded (they may leave beyond them).
    func leaving(view v: Int, using: [Bool]) -> StateSet {
        let n = count, stride = viewCount
        var leaves = unexpanded
        withEdges(using: using) { starts, targets, actions, allowed in
            views.withUnsafeBufferPointer { views in
                for i in 0..<n where !leaves.contains(i) {
                    let here = views[i * stride + v]
                    for t in Int(starts[i])..<Int(starts[i + 1])
                    where allowed[Int(actions[t])] && views[Int(targets[t]) * stride + v] != here {
                        leaves.insert(i)
                        break
                    }
                }
            }
        }
        return leaves
    }

    /// Runs `body` with the graph's transition arrays and the steps `using` allows, as buffer pointers.
    func withEdges(using: [Bool], _ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>,
                                         UnsafeBufferPointer<UInt16>, UnsafeBufferPointer<Bool>) -> Void) {
        starts.withUnsafeBufferPointer { starts in
            targets.withUnsafeBufferPointer { targets in
                actions.withUnsafeBufferPointer { actions in
                    using.withUnsafeBufferPointer { allowed in body(starts, targets, actions, allowed) }
                }
            }
        }
    }

    /// The states the transitions of the steps `using` allows reach from `start` (itself first), in
    /// breadth-first order.
    func forwardClosure(from start: Int, using: [Bool]) -> [Int] {
        var seen = StateSet(count: count)
        seen.insert(start)
        var order = [start]
        var head = 0
        while head < order.count {
            for t in transitions(of: order[head]) where using[Int(actions[t])] && !seen.contains(Int(targets[t])) {
                seen.insert(Int(targets[t]))
                order.append(Int(targets[t]))
            }
            head += 1
        }
        return order
    }
}
