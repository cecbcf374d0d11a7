/// The transitions a breadth-first search keeps when the machine has liveness properties: per state,
/// its successors and the actions that reach them; per state, where its transitions start, whether it
/// was expanded, which goals it reaches, and the views of the goals that ask to leave them.
///
/// While the search runs, a transition is its target's table key (8 bytes: the search does not look a
/// successor seen before up), each expanded state has a bit per action of the alphabet saying which
/// actions its transitions take (a state's transitions come in alphabet order), and each new state's
/// key is noted in discovery order; once it is over, ``finishRecording()`` turns the keys into state
/// indices and the bits into actions in one pass, and a transition is a 32-bit target and a 16-bit
/// action (6 bytes).
///
/// States are expanded in index order (breadth-first discovery order), so that a state's transitions
/// are contiguous. A state that is never expanded (beyond the depth bound, outside the spec's bounds,
/// cut by a bound while it was expanded) has ``isExpanded(_:)`` false: its successors are unknown.
/// Written by the one thread that runs the search, read once it is over (its properties are not
/// checked for exclusive access at run time, as ``LinkStore``'s are not).
@usableFromInline
final class TransitionGraph: @unchecked Sendable {
    /// The bytes kept per transition once the search is over: its target and its action.
    @usableFromInline static let bytesPerTransition = MemoryLayout<UInt32>.size + MemoryLayout<UInt16>.size
    /// The bytes kept per transition while the search runs: its target's key.
    @usableFromInline static let bytesPerRecordedTransition = MemoryLayout<UInt64>.size

    /// The number of goals (liveness properties) per state.
    @usableFromInline let goalCount: Int
    /// Per goal, a bit per state: whether the state reaches it.
    @exclusivity(unchecked) @usableFromInline var goalBits: [[UInt64]]
    /// A bit per state: whether every successor of the state was recorded.
    @exclusivity(unchecked) @usableFromInline var expandedBits: [UInt64] = []
    /// Where each state's transitions start in ``targets`` (those of states never begun are empty).
    @exclusivity(unchecked) @usableFromInline var starts: [UInt32] = []
    /// Each transition's target state (once the search is over).
    @usableFromInline var targets: [UInt32] = []
    /// Each transition's target's table key (while the search runs).
    @exclusivity(unchecked) @usableFromInline var targetKeys: [UInt64] = []
    /// Each transition's action index (once the search is over).
    @usableFromInline var actions: [UInt16] = []
    /// The words of a state's action bits.
    @usableFromInline let wordsPerState: Int
    /// Per state begun, a bit per action: the actions its transitions take (while the search runs).
    @exclusivity(unchecked) @usableFromInline var actionBits: [UInt64] = []
    /// The number of states noted.
    @exclusivity(unchecked) @usableFromInline var count = 0
    /// Each state's table key, in discovery order (while the search runs).
    @exclusivity(unchecked) @usableFromInline var stateKeys: [UInt64] = []
    /// The number of views kept per state (``LivenessGoal/view``).
    @usableFromInline let viewCount: Int
    /// Per state, its views (``viewCount`` of them, in ``StepEvaluator/viewSlots`` order).
    @exclusivity(unchecked) @usableFromInline var views: [UInt64] = []
    /// The sum of the slots loaded ahead of the look-ups (kept so that the loads are not optimized away).
    @usableFromInline var touched: UInt64 = 0
    /// The bytes the key index occupied while the keys were turned into indices.
    @usableFromInline var indexBytes = 0
    /// The goals of the ``PropertyKind/sometimes`` properties reached so far.
    @exclusivity(unchecked) @usableFromInline var sometimes: SometimesSeen

    @usableFromInline
    init(goals: Int, actions: Int, sometimes: [[LivenessItem]], views: Int = 0) {
        precondition(actions <= Int(UInt16.max), "transition graph: more than 65,535 actions")
        viewCount = views
        wordsPerState = max(1, (actions + 63) / 64)
        goalCount = goals
        goalBits = Array(repeating: [], count: goals)
        self.sometimes = SometimesSeen(items: sometimes)
    }

    /// Notes state `i` (the next one: `i == count`), its table key and the goals it reaches (bit `l` for
    /// goal `l`); its views follow (``views``, ``viewCount`` of them a state).
    @inlinable
    func noteState(_ i: Int, key: UInt64, goals: UInt64) {
        precondition(i == count && i < Int(UInt32.max), "transition graph: state \(i) noted after \(count)")
        count += 1
        if i & 63 == 0 {
            for g in 0..<goalCount { goalBits[g].append(0) }
            expandedBits.append(0)
        }
        if goals != 0 {
            for g in 0..<goalCount where goals & (1 << UInt64(g)) != 0 { goalBits[g][i >> 6] |= 1 << UInt64(i & 63) }
        }
        stateKeys.append(key)
    }

    /// Begins the transitions of state `i` (states before it not begun have none).
    @inlinable
    func begin(_ i: Int) {
        precondition(targetKeys.count < Int(UInt32.max), "transition graph: more than 2^32 transitions")
        while starts.count <= i {
            starts.append(UInt32(targetKeys.count))
            for _ in 0..<wordsPerState { actionBits.append(0) }
        }
    }

    /// Records a transition of the state begun last to the state whose table key is `key`, by action
    /// `action` (after the state's transitions by earlier actions).
    @inlinable
    func edge(toKey key: UInt64, via action: Int) {
        targetKeys.append(key)
        actionBits[(starts.count - 1) * wordsPerState + action >> 6] |= 1 << UInt64(action & 63)
    }

    /// Ends the transitions of state `i`: `complete` when every successor was recorded.
    @inlinable
    func end(_ i: Int, complete: Bool) {
        if complete { expandedBits[i >> 6] |= 1 << UInt64(i & 63) }
    }

    /// Closes the recording: every state has a start, and each transition's target key is turned into
    /// the target's index (through an index of the states by key, let go of afterwards).
    @usableFromInline
    func finishRecording() {
        while starts.count <= count { starts.append(UInt32(targetKeys.count)) }
        var capacity = 1024
        while capacity < stateKeys.count * 2 { capacity *= 2 }
        let index = KeyIndex(capacity: capacity)
        for (i, key) in stateKeys.enumerated() { index.insert(key, UInt32(i)) }
        indexBytes = index.bytes
        stateKeys = []
        // In groups: the group's first slots are loaded first (independent loads, whose cache misses
        // overlap), then looked up.
        targets = [UInt32](repeating: 0, count: targetKeys.count)
        var touched: UInt64 = 0
        targetKeys.withUnsafeBufferPointer { keys in
            targets.withUnsafeMutableBufferPointer { out in
                var start = 0
                while start < keys.count {
                    let end = min(start + 16, keys.count)
                    for j in start..<end { touched &+= index.firstKey(keys[j]) }
                    for j in start..<end { out[j] = index.value(of: keys[j]) }
                    start = end
                }
            }
        }
        self.touched = touched
        // A successor never noted (deferred to a path cost the search did not reach: it was cut) leaves
        // its state's successors unknown: the state counts as not expanded, the transition as a loop.
        if targets.contains(KeyIndex.empty) {
            var i = 0
            for j in targets.indices where targets[j] == KeyIndex.empty {
                while Int(starts[i + 1]) <= j { i += 1 }
                expandedBits[i >> 6] &= ~(1 << UInt64(i & 63))
                targets[j] = UInt32(i)
            }
        }
        targetKeys = []
        actions.reserveCapacity(targets.count)
        for i in 0..<count {
            if i < actionBits.count / wordsPerState {
                for w in 0..<wordsPerState {
                    var bits = actionBits[i * wordsPerState + w]
                    while bits != 0 {
                        actions.append(UInt16(w * 64 + bits.trailingZeroBitCount))
                        bits &= bits - 1
                    }
                }
            }
            precondition(actions.count == Int(starts[i + 1]), "transition graph: state \(i)'s actions and transitions differ")
        }
        actionBits = []
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
    /// The bytes kept for the states: where their transitions start, their bits (goals, expanded, and
    /// actions while the search runs), their keys while the search runs, and the key index the keys
    /// were turned into indices with.
    @usableFromInline var stateBytes: Int {
        starts.count * (4 + wordsPerState * 8) + (goalCount + 1) * expandedBits.count * 8 + count * 8 + indexBytes
            + views.count * 8
    }
}

/// An open-addressing map from 64-bit table keys to 32-bit state indices, a key and its index side by
/// side in one slot (one cache line read per look-up), grown at half full. It owns its slots.
@usableFromInline
final class KeyIndex {
    @usableFromInline struct Slot {
        @usableFromInline var key: UInt64
        @usableFromInline var value: UInt32
        @inlinable init(key: UInt64, value: UInt32) {
            self.key = key
            self.value = value
        }
    }
    @usableFromInline static let empty = UInt32.max
    @usableFromInline var slots: UnsafeMutablePointer<Slot>
    @usableFromInline var capacity: Int
    @usableFromInline var count = 0

    @usableFromInline
    init(capacity: Int = 1024) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, value: Self.empty), count: capacity)
    }

    deinit { slots.deallocate() }

    /// Maps `key` to `value`.
    @inlinable
    func insert(_ key: UInt64, _ value: UInt32) {
        if (count + 1) * 2 > capacity { grow() }
        let mask = capacity - 1
        var slot = Int(truncatingIfNeeded: StateTable.mix(key)) & mask
        while slots[slot].value != Self.empty {
            if slots[slot].key == key { slots[slot].value = value; return }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(key: key, value: value)
        count += 1
    }

    /// The key in `key`'s first slot (loading it ahead of a look-up).
    @inlinable
    func firstKey(_ key: UInt64) -> UInt64 { slots[Int(truncatingIfNeeded: StateTable.mix(key)) & (capacity - 1)].key }

    /// The value of `key`, or ``empty`` when it has none.
    @inlinable
    func value(of key: UInt64) -> UInt32 {
        let mask = capacity - 1
        var slot = Int(truncatingIfNeeded: StateTable.mix(key)) & mask
        while slots[slot].value != Self.empty {
            if slots[slot].key == key { return slots[slot].value }
            slot = (slot + 1) & mask
        }
        return Self.empty
    }

    @usableFromInline
    func grow() {
        let old = slots, oldCapacity = capacity
        capacity *= 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, value: Self.empty), count: capacity)
        count = 0
        for i in 0..<oldCapacity where old[i].value != Self.empty { insert(old[i].key, old[i].value) }
        old.deallocate()
    }

    /// The bytes the slots occupy.
    @usableFromInline var bytes: Int { capacity * MemoryLayout<Slot>.stride }
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
