import Dispatch

/// Parent links of every discovered state (parent index, action index), one 32-bit word a state, in
/// segments of 2^20 so that growing never copies and never holds twice the memory. A word holds how
/// far back the parent is (the state's index minus its parent's, below the two levels a breadth-first
/// search keeps) times the number of actions, plus the action: a root is a distance of zero, its
/// action the initial state's index. A link that does not fit (a distance beyond 2^32 / actions) is
/// kept whole on the side, behind a serial queue. Once ``reserve(_:)`` made room, distinct indices may be
/// written by different workers at once.
@usableFromInline
final class LinkStore: @unchecked Sendable {
    @usableFromInline static let segmentBits = 20
    @usableFromInline static let segmentSize = 1 << 20
    /// The word of a link kept on the side.
    @usableFromInline static let spilled = UInt32.max
    @usableFromInline let actionCount: UInt64
    @exclusivity(unchecked) @usableFromInline var words: [UnsafeMutablePointer<UInt32>] = []
    /// The number of links.
    @exclusivity(unchecked) @usableFromInline var count = 0
    /// The links kept whole, read and written only on ``lock``.
    @usableFromInline var overflow: [Int: (parent: Int32, action: UInt16)] = [:]
    @usableFromInline let lock = DispatchQueue(label: "LinkStore.overflow")

    /// Links for a machine of `actions` actions (at least the largest action index plus one).
    @usableFromInline init(actions: Int = 1 << 16) { actionCount = UInt64(max(1, actions)) }

    deinit {
        for w in words { w.deallocate() }
    }

    /// The bytes the segments occupy.
    @usableFromInline var bytes: Int { words.count * Self.segmentSize * 4 }

    /// The bytes reserving room for `extra` more links would allocate.
    @usableFromInline
    func reserveBytes(forExtra extra: Int) -> Int {
        let needed = (count + extra + Self.segmentSize - 1) >> Self.segmentBits
        return max(0, needed - words.count) * Self.segmentSize * 4
    }

    /// Makes room for `extra` more links; the count grows by `extra` (the caller writes them).
    @usableFromInline
    func reserve(_ extra: Int) {
        while words.count << Self.segmentBits < count + extra {
            words.append(.allocate(capacity: Self.segmentSize))
        }
        count += extra
    }

    @inlinable @inline(__always)
    func set(_ index: Int, parent: Int32, via action: UInt16) {
        let distance = parent < 0 ? 0 : UInt64(truncatingIfNeeded: index - Int(parent))
        let word = distance &* actionCount &+ UInt64(action)
        if (parent >= 0 && distance == 0) || distance >= UInt64(UInt32.max) / actionCount || UInt64(action) >= actionCount {
            spill(index, parent: parent, via: action)
            return
        }
        words[index >> Self.segmentBits][index & (Self.segmentSize - 1)] = UInt32(truncatingIfNeeded: word)
    }

    @usableFromInline
    func spill(_ index: Int, parent: Int32, via action: UInt16) {
        words[index >> Self.segmentBits][index & (Self.segmentSize - 1)] = Self.spilled
        lock.sync { overflow[index] = (parent, action) }
    }

    /// Appends one link; returns its index.
    @usableFromInline
    func append(parent: Int32, via action: UInt16) -> Int {
        reserve(1)
        set(count - 1, parent: parent, via: action)
        return count - 1
    }

    @inlinable @inline(__always)
    func word(_ index: Int) -> UInt32 { words[index >> Self.segmentBits][index & (Self.segmentSize - 1)] }

    /// The initial state's index and the actions from it to state `index`.
    @usableFromInline
    func path(to index: Int) -> (initial: Int, indices: [Int]) {
        var indices: [Int] = []
        var i = index
        while parent(i) >= 0 {
            indices.append(Int(action(i)))
            i = Int(parent(i))
        }
        return (Int(action(i)), indices.reversed())
    }

    /// Checks the links from index `start` on (all of them by default), and stops the process with a
    /// sentence when one is broken: the count within the segments, each link's parent before it (or
    /// none, for an initial state), its action within the alphabet, and each link kept on the side
    /// there. Called at each level's end in debug builds (for that level's links) and by the tests.
    @usableFromInline
    func _checkInvariants(from start: Int = 0, initialStates: Int? = nil) {
        precondition(count <= words.count << Self.segmentBits,
                     "links: \(count) links in \(words.count) segments of \(Self.segmentSize)")
        for i in max(0, start)..<count {
            if word(i) == Self.spilled {
                precondition(lock.sync { overflow[i] } != nil, "links: link \(i) is marked as kept on the side but is not there")
            }
            let p = parent(i)
            precondition(p >= -1 && Int(p) < i, "links: state \(i) has parent \(p), not an earlier state")
            let a = Int(action(i))
            if p >= 0 {
                precondition(UInt64(a) < actionCount, "links: state \(i) was reached by action \(a) of \(actionCount)")
            } else if let initialStates {
                precondition(a < initialStates, "links: initial state \(i) names initial state \(a) of \(initialStates)")
            }
        }
    }

    /// The parent of state `index` (-1 for an initial state).
    @usableFromInline
    func parent(_ index: Int) -> Int32 {
        let w = word(index)
        if w == Self.spilled { return lock.sync { overflow[index]!.parent } }
        let distance = UInt64(w) / actionCount
        return distance == 0 ? -1 : Int32(truncatingIfNeeded: index - Int(distance))
    }

    /// The action that reached state `index` (for an initial state, its index among the initial states).
    @usableFromInline
    func action(_ index: Int) -> UInt16 {
        let w = word(index)
        if w == Self.spilled { return lock.sync { overflow[index]!.action } }
        return UInt16(truncatingIfNeeded: UInt64(w) % actionCount)
    }
}
