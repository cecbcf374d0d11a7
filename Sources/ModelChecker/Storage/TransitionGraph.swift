/// The transitions a breadth-first search keeps when the machine has liveness properties: per state,
/// its successors and the actions that reach them; per state, where its transitions start, whether it
/// was expanded, which goals it reaches, and the views of the goals that ask to leave them.
///
/// A transition is its target's state index (32 bits) and its action (16 bits): 6 bytes, while the
/// search runs as after it. The search gives the target's index where it looks the successor up, in the
/// state table (``StateTable/keepsIndices``), with no second table of the states; only a successor
/// whose index is not known yet (left aside for a higher path cost) is kept by its table key until the
/// search is over (``finishRecording(indexOf:)``).
///
/// States are expanded in index order (breadth-first discovery order), so that a state's transitions
/// are contiguous. A state that is never expanded (beyond the depth bound, outside the spec's bounds,
/// cut by a bound while it was expanded) has ``isExpanded(_:)`` false: its successors are unknown.
/// Written by the one thread that runs the search, read once it is over (its properties are not
/// checked for exclusive access at run time, as ``LinkStore``'s are not).
@usableFromInline
final class TransitionGraph: @unchecked Sendable {
    /// The bytes kept per transition: its target and its action.
    @usableFromInline static let bytesPerTransition = MemoryLayout<UInt32>.size + MemoryLayout<UInt16>.size

    /// The number of goals (liveness properties) per state.
    @usableFromInline let goalCount: Int
    /// Per goal, a bit per state: whether the state reaches it.
    @exclusivity(unchecked) @usableFromInline var goalBits: [[UInt64]]
    /// A bit per state: whether every successor of the state was recorded.
    @exclusivity(unchecked) @usableFromInline var expandedBits: [UInt64] = []
    /// Where each state's transitions start in ``targets`` (those of states never begun are empty).
    @exclusivity(unchecked) @usableFromInline var starts: [UInt32] = []
    /// Each transition's target state.
    @exclusivity(unchecked) @usableFromInline var targets: [UInt32] = []
    /// Each transition's action index.
    @exclusivity(unchecked) @usableFromInline var actions: [UInt16] = []
    /// The transitions whose target had no index when recorded: their places in ``targets`` and their
    /// targets' table keys, resolved once the search is over.
    @exclusivity(unchecked) @usableFromInline var unresolved: [(at: Int, key: UInt64)] = []
    /// The number of states noted.
    @exclusivity(unchecked) @usableFromInline var count = 0
    /// The number of views kept per state (``LivenessGoal/view``).
    @usableFromInline let viewCount: Int
    /// Per state, its views (``viewCount`` of them, in ``StepEvaluator/viewSlots`` order).
    @exclusivity(unchecked) @usableFromInline var views: [UInt64] = []
    /// The goals of the ``PropertyKind/sometimes`` properties reached so far.
    @exclusivity(unchecked) @usableFromInline var sometimes: SometimesSeen

    @usableFromInline
    init(goals: Int, actions: Int, sometimes: [[LivenessItem]], views: Int = 0) {
        precondition(actions <= Int(UInt16.max), "transition graph: more than 65,535 actions")
        viewCount = views
        goalCount = goals
        goalBits = Array(repeating: [], count: goals)
        self.sometimes = SometimesSeen(items: sometimes)
    }

    /// Notes state `i` (the next one: `i == count`) and the goals it reaches (bit `l` for goal `l`); its
    /// views follow (``views``, ``viewCount`` of them a state).
    @inlinable
    func noteState(_ i: Int, goals: UInt64) {
        precondition(i == count && i < Int(Int32.max), "transition graph: state \(i) noted after \(count)")
        count += 1
        if i & 63 == 0 {
            for g in 0..<goalCount { goalBits[g].append(0) }
            expandedBits.append(0)
        }
        if goals != 0 {
            for g in 0..<goalCount where goals & (1 << UInt64(g)) != 0 { goalBits[g][i >> 6] |= 1 << UInt64(i & 63) }
        }
    }

    /// Begins the transitions of state `i` (states before it not begun have none).
    @inlinable
    func begin(_ i: Int) {
        precondition(targets.count < Int(UInt32.max), "transition graph: more than 2^32 transitions")
        while starts.count <= i { starts.append(UInt32(targets.count)) }
    }

    /// Records a transition of the state begun last, by action `action`, to state `target`, or, when
    /// its index is not known yet (nil), to the state whose table key is `key`.
    @inlinable
    func edge(to target: Int?, key: UInt64, via action: Int) {
        if let target {
            targets.append(UInt32(truncatingIfNeeded: target))
        } else {
            unresolved.append((targets.count, key))
            targets.append(UInt32.max)
        }
        actions.append(UInt16(truncatingIfNeeded: action))
    }

    /// Ends the transitions of state `i`: `complete` when every successor was recorded.
    @inlinable
    func end(_ i: Int, complete: Bool) {
        if complete { expandedBits[i >> 6] |= 1 << UInt64(i & 63) }
    }

    /// Records the transitions of the states from `first` on, one per element of `expanded` (whether
    /// every successor of the state was recorded), in order: per transition, its origin (the state's
    /// place from `first` times `actionCount`, plus the action), its target's index (`UInt32.max` when
    /// not known yet) and its target's table key. What ``begin(_:)``, ``edge(to:key:via:)`` and
    /// ``end(_:complete:)`` do one transition at a time, in bulk.
    @inlinable
    func append(statesFrom first: Int, expanded: [Bool], origins: [UInt32], actionCount: Int, targets newTargets: [UInt32],
                keys: [UInt64]) {
        precondition(targets.count + newTargets.count < Int(UInt32.max), "transition graph: more than 2^32 transitions")
        let offset = targets.count
        var j = 0
        for local in expanded.indices {
            let i = first + local
            while starts.count <= i { starts.append(UInt32(truncatingIfNeeded: offset + j)) }
            while j < origins.count && Int(origins[j]) / actionCount == local { j += 1 }
            if expanded[local] { expandedBits[i >> 6] |= 1 << UInt64(i & 63) }
        }
        targets.append(contentsOf: newTargets)
        actions.append(contentsOf: origins.lazy.map { UInt16(truncatingIfNeeded: Int($0) % actionCount) })
        for j in newTargets.indices where newTargets[j] == UInt32.max { unresolved.append((offset + j, keys[j])) }
    }

    /// Closes the recording: every state has a start, and each transition whose target had no index
    /// when recorded gets it from `indexOf` (its table key's index, nil when the state was never
    /// discovered).
    @usableFromInline
    func finishRecording(indexOf: (UInt64) -> Int?) {
        while starts.count <= count { starts.append(UInt32(targets.count)) }
        // A successor never discovered (left aside for a path cost the search did not reach: it was
        // cut) leaves its state's successors unknown: the state counts as not expanded, the transition
        // as a loop.
        var i = 0
        for (j, key) in unresolved {
            if let target = indexOf(key), target < count {
                targets[j] = UInt32(truncatingIfNeeded: target)
                continue
            }
            while Int(starts[i + 1]) <= j { i += 1 }
            expandedBits[i >> 6] &= ~(1 << UInt64(i & 63))
            targets[j] = UInt32(i)
        }
        unresolved = []
    }

    /// View `v` of state `i`.
    @inlinable func view(_ v: Int, of i: Int) -> UInt64 { views[i * viewCount + v] }
    /// Whether state `i` reaches goal `g`.
    @inlinable func reaches(_ g: Int, _ i: Int) -> Bool { goalBits[g][i >> 6] & (1 << UInt64(i & 63)) != 0 }
    /// Whether every successor of state `i` was recorded.
    @inlinable func isExpanded(_ i: Int) -> Bool { expandedBits[i >> 6] & (1 << UInt64(i & 63)) != 0 }
    /// The transitions of state `i`, as positions in ``targets`` and ``actions``.
    @inlinable func transitions(of i: Int) -> Range<Int> { Int(starts[i])..<Int(starts[i + 1]) }

    /// The bytes the transitions occupy.
    @usableFromInline var transitionBytes: Int { targets.count * Self.bytesPerTransition }
    /// The bytes kept for the states: where their transitions start, their goal and expanded bits, and
    /// their views (their indices in the state table are counted with the table).
    @usableFromInline var stateBytes: Int {
        starts.count * 4 + (goalCount + 1) * expandedBits.count * 8 + views.count * 8
    }
}

/// Which goals of the ``PropertyKind/sometimes`` properties some state reached so far.
public struct SometimesSeen: Sendable {
    /// Per property, its goals.
    public let items: [[LivenessItem]]
    @usableFromInline var seen: [[Bool]]
    @usableFromInline var places: [[String: Int]]
    @usableFromInline var missingPerProperty: [Int]
    /// How many goals no state reached so far.
    @usableFromInline var missing: Int

    /// Nothing seen yet of `items`.
    public init(items: [[LivenessItem]]) {
        self.items = items
        seen = items.map { [Bool](repeating: false, count: $0.count) }
        places = items.map { list in Dictionary(list.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a }) }
        missingPerProperty = items.map(\.count)
        missing = items.reduce(0) { $0 + $1.count }
    }

    @inlinable func missing(in l: Int) -> Int { missingPerProperty[l] }

    /// Notes goal `name` of property `l` as reached.
    @inlinable
    mutating func note(_ name: String, in l: Int) {
        if let i = places[l][name] { note(at: i, in: l) }
    }

    /// Notes goal `i` of property `l` as reached.
    @inlinable
    mutating func note(at i: Int, in l: Int) {
        guard !seen[l][i] else { return }
        seen[l][i] = true
        missingPerProperty[l] -= 1
        missing -= 1
    }

    /// Notes the goals `other` (of the same properties) reached.
    @inlinable
    mutating func merge(_ other: SometimesSeen) {
        for l in other.seen.indices {
            for i in other.seen[l].indices where other.seen[l][i] { note(at: i, in: l) }
        }
    }

    /// The goals of property `l` no state reached.
    public func unreached(in l: Int) -> [LivenessItem] { items[l].indices.filter { !seen[l][$0] }.map { items[l][$0] } }
}
