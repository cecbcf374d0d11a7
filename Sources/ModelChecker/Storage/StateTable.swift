import Dispatch

/// The set of seen states of a level-synchronous search: 64-bit keys (fingerprints, or exact packed
/// states) in open-addressing shards with linear probing, grown at three quarters full.
///
/// Keys are spread by a multiplicative hash: the top bits pick the shard, the low bits of the mixed
/// key a bucket of eight slots (one 64-byte cache line, where probing starts). Between the phases of a level every worker reads the table at once
/// (``contains(_:)``); while inserting, each shard is written by one worker only
/// (``insert(_:shard:)``), so no locks are needed. The key zero is kept in a flag, as zero marks an
/// empty slot.
@usableFromInline
final class StateTable: @unchecked Sendable {
    @usableFromInline
    struct Shard {
        @usableFromInline var slots: UnsafeMutablePointer<UInt64>
        @usableFromInline var capacityBits: Int
        @usableFromInline var count = 0
        @usableFromInline var hasZero = false
        @inlinable var capacity: Int { 1 << capacityBits }
        @inlinable var limit: Int { capacity / 4 * 3 }
        @usableFromInline init(slots: UnsafeMutablePointer<UInt64>, capacityBits: Int, count: Int = 0, hasZero: Bool = false) {
            self.slots = slots
            self.capacityBits = capacityBits
            self.count = count
            self.hasZero = hasZero
        }
    }

    @usableFromInline let shardBits: Int
    @usableFromInline let shards: UnsafeMutablePointer<Shard>
    @inlinable var shardCount: Int { 1 << shardBits }

    /// A table of `1 << shardBits` shards of `1 << initialCapacityBits` slots each to begin with (half a
    /// megabyte a shard: room for the rounds of workers that claim states while they expand, and the
    /// same for every number of workers).
    @usableFromInline
    init(shardBits: Int, initialCapacityBits: Int = 16) {
        self.shardBits = shardBits
        shards = .allocate(capacity: 1 << shardBits)
        for s in 0..<(1 << shardBits) {
            let slots = WordAllocation.zeroed(1 << initialCapacityBits)
            (shards + s).initialize(to: Shard(slots: slots, capacityBits: initialCapacityBits))
        }
    }

    deinit {
        for s in 0..<shardCount { WordAllocation.free(shards[s].slots) }
        shards.deinitialize(count: shardCount)
        shards.deallocate()
    }

    @inlinable @inline(__always)
    static func mix(_ key: UInt64) -> UInt64 {
        var h = key &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 32
        h = h &* 0xD6E8_FEB8_6659_FD93
        return h ^ (h >> 32)
    }

    /// The shard that holds `key`.
    @inlinable @inline(__always)
    func shard(of key: UInt64) -> Int {
        shardBits == 0 ? 0 : Int(truncatingIfNeeded: Self.mix(key) >> UInt64(64 - shardBits))
    }

    /// The number of keys stored.
    @usableFromInline var count: Int { (0..<shardCount).reduce(0) { $0 + shards[$1].count + (shards[$1].hasZero ? 1 : 0) } }

    /// The bytes the slots occupy.
    @usableFromInline var bytes: Int { (0..<shardCount).reduce(0) { $0 + shards[$1].capacity * 8 } }

    /// The bytes that inserting `extra` more keys (spread evenly) would allocate for growth.
    @usableFromInline
    func growthBytes(forExtra extra: Int) -> Int {
        var total = 0
        let perShard = extra / shardCount + extra / (shardCount * 16) + 16
        for s in 0..<shardCount {
            var cap = shards[s].capacity
            let need = shards[s].count + perShard
            var grown = false
            while need > cap / 4 * 3 { cap <<= 1; grown = true }
            if grown { total += cap * 8 }
        }
        return total
    }

    /// Whether `key` is stored.
    @inlinable @inline(__always)
    func contains(_ key: UInt64) -> Bool {
        let shard = shards[shard(of: key)]
        if key == 0 { return shard.hasZero }
        let mask = shard.capacity - 1
        var i = Int(truncatingIfNeeded: Self.mix(key)) & mask & ~7
        while true {
            let v = shard.slots[i]
            if v == key { return true }
            if v == 0 { return false }
            i = (i + 1) & mask
        }
    }

    /// Loads the first slot `key` probes, so that a later lookup finds it in the cache.
    @inlinable @inline(__always)
    func touch(_ key: UInt64) -> UInt64 {
        let shard = shards[shard(of: key)]
        return shard.slots[Int(truncatingIfNeeded: Self.mix(key)) & (shard.capacity - 1) & ~7]
    }

    /// The address of the first slot `key` probes (or of a word that is never written, for zero).
    @inlinable @inline(__always)
    func firstSlot(_ key: UInt64) -> UnsafeMutablePointer<UInt64> {
        let shard = shards[shard(of: key)]
        return shard.slots + (Int(truncatingIfNeeded: Self.mix(key)) & (shard.capacity - 1) & ~7)
    }

    /// Loads the words at `addresses` (independent loads, so their cache misses overlap) and returns
    /// their sum, so that the lookups that follow find their slots in the cache.
    @inline(never) @usableFromInline
    static func touch(_ addresses: UnsafePointer<UnsafeMutablePointer<UInt64>>, count: Int) -> UInt64 {
        var a: UInt64 = 0, b: UInt64 = 0
        var i = 0
        while i + 1 < count {
            a &+= addresses[i].pointee
            b &+= addresses[i + 1].pointee
            i += 2
        }
        if i < count { a &+= addresses[i].pointee }
        return a &+ b
    }

    /// Inserts `key` into shard `s` (which must be `shard(of: key)`); true when it was new.
    @inlinable @inline(__always)
    func insert(_ key: UInt64, shard s: Int) -> Bool {
        if key == 0 {
            if shards[s].hasZero { return false }
            shards[s].hasZero = true
            return true
        }
        if shards[s].count >= shards[s].limit { grow(s) }
        let slots = shards[s].slots
        let mask = shards[s].capacity - 1
        var i = Int(truncatingIfNeeded: Self.mix(key)) & mask & ~7
        while true {
            let v = slots[i]
            if v == key { return false }
            if v == 0 {
                slots[i] = key
                shards[s].count += 1
                return true
            }
            i = (i + 1) & mask
        }
    }

    /// Inserts `key`; true when it was new.
    @inlinable @inline(__always)
    func insert(_ key: UInt64) -> Bool { insert(key, shard: shard(of: key)) }

    @usableFromInline
    func grow(_ s: Int) {
        let old = shards[s]
        let bits = old.capacityBits + 1
        let slots = WordAllocation.zeroed(1 << bits)
        let mask = (1 << bits) - 1
        for j in 0..<old.capacity {
            let v = old.slots[j]
            if v == 0 { continue }
            var i = Int(truncatingIfNeeded: Self.mix(v)) & mask & ~7
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = v
        }
        WordAllocation.free(old.slots)
        shards[s] = Shard(slots: slots, capacityBits: bits, count: old.count, hasZero: old.hasZero)
    }
}

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
