/// Indices: a table that keeps them (``StateTable/keepsIndices``) maps each key to the index of its
/// state, in an array of 32-bit words beside the slots (one plus the index; zero when none was given
/// yet), so that a search that keeps transitions records a successor's index where it looks the
/// successor up, with no second table.
extension StateTable {
    /// `count` zeroed index words (an even number of them fills whole 64-bit words); released with the
    /// table's slots (``WordAllocation/free(_:)``).
    @usableFromInline
    static func zeroedIndices(_ count: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(WordAllocation.zeroed((count + 1) / 2)).bindMemory(to: UInt32.self, capacity: count)
    }

    /// The position of `key`'s slot in shard `s`, or nil when the key is not stored (nor for zero).
    @inlinable @inline(__always)
    func position(of key: UInt64, shard s: Int) -> Int? {
        let shard = shards[s]
        let mask = shard.capacity - 1
        var i = Int(truncatingIfNeeded: Self.mix(key)) & mask & ~7
        while true {
            let v = shard.slots[i]
            if v == key { return i }
            if v == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Gives the stored `key` the state index `index` (not while workers claim).
    @inlinable
    func setIndex(_ index: Int, of key: UInt64) {
        precondition(keepsIndices && index < Int(UInt32.max), "state table: index \(index) given to a table without indices")
        let s = shard(of: key)
        if key == 0 {
            shards[s].zeroIndex = UInt32(truncatingIfNeeded: index + 1)
        } else if let i = position(of: key, shard: s), let indices = shards[s].indices {
            indices[i] = UInt32(truncatingIfNeeded: index + 1)
        } else {
            preconditionFailure("state table: index \(index) given to key \(key), which is not stored")
        }
    }

    /// The index given to `key`, or nil when the key is not stored or has no index yet.
    @inlinable @inline(__always)
    func index(of key: UInt64) -> Int? {
        let s = shard(of: key)
        let stored: UInt32
        if key == 0 {
            stored = shards[s].zeroIndex
        } else {
            guard let i = position(of: key, shard: s), let indices = shards[s].indices else { return nil }
            stored = indices[i]
        }
        return stored == 0 ? nil : Int(stored) - 1
    }

    /// Loads the first slot `key` probes and its index word, so that ``index(of:)`` finds them in the
    /// cache; returns their sum (to be kept, so that the loads are not optimized away).
    @inlinable @inline(__always)
    func touchIndex(_ key: UInt64) -> UInt64 {
        let shard = shards[shard(of: key)]
        let i = Int(truncatingIfNeeded: Self.mix(key)) & (shard.capacity - 1) & ~7
        return shard.slots[i] &+ UInt64(shard.indices?[i] ?? 0)
    }

    /// Inserts `key` with the index `newIndex` when it is new (and returns nil), or returns the index
    /// given to the key stored already (-1 when it has none yet). Not while workers claim.
    @inlinable @inline(__always)
    func insert(_ key: UInt64, index newIndex: Int) -> Int? {
        let s = shard(of: key)
        if key == 0 {
            if shards[s].hasZero { return Int(shards[s].zeroIndex) - 1 }
            shards[s].hasZero = true
            shards[s].zeroIndex = UInt32(truncatingIfNeeded: newIndex + 1)
            return nil
        }
        let (i, new) = insertSlot(key, shard: s)
        guard new else { return Int(shards[s].indices?[i] ?? 0) - 1 }
        shards[s].indices?[i] = UInt32(truncatingIfNeeded: newIndex + 1)
        return nil
    }
}
