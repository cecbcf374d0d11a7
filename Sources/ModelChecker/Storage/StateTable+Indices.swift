/// Indices: a table that keeps them (``StateTable/keepsIndices``) maps each key to the index of its
/// state, in the word after the key's (one plus the index; zero when none was given yet), so that a
/// search that keeps transitions records a successor's index where it looks the successor up, with
/// no second table and no second cache line.
extension StateTable {
    /// The position of `key`'s slot in shard `s`, or nil when the key is not stored (nor for zero).
    @inlinable @inline(__always)
    func position(of key: UInt64, shard s: Int) -> Int? {
        let shard = shards[s]
        let mask = shard.capacity - 1
        var i = home(key, capacity: shard.capacity)
        while true {
            let v = shard.slots[i &<< slotShift]
            if v == key { return i }
            if v == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Whether `key` is stored, and the index given to it (nil when none was given yet, or the table
    /// keeps none): one probe. Not while workers claim.
    @inlinable @inline(__always)
    func lookup(_ key: UInt64) -> (found: Bool, index: Int?) {
        let s = shard(of: key)
        let stored: UInt64
        if key == 0 {
            guard shards[s].hasZero else { return (false, nil) }
            stored = keepsIndices ? UInt64(shards[s].zeroIndex) : 0
        } else {
            guard let i = position(of: key, shard: s) else { return (false, nil) }
            stored = keepsIndices ? shards[s].slots[i << 1 + 1] : 0
        }
        return (true, stored == 0 ? nil : Int(stored) - 1)
    }

    /// The index given to the key whose slot is `slot` (as ``claim(_:for:slot:)`` found it), or nil when
    /// none was given yet or the table keeps none. Indices are given between rounds, never while
    /// workers claim, so the word is read as it stands.
    @inlinable @inline(__always)
    func index(atSlot slot: UnsafeMutablePointer<UInt64>) -> Int? {
        guard keepsIndices else { return nil }
        let stored = slot[1]
        return stored == 0 ? nil : Int(stored) - 1
    }

    /// Gives the stored `key` the state index `index` (not while workers claim).
    @inlinable
    func setIndex(_ index: Int, of key: UInt64) {
        precondition(keepsIndices && index < Int(UInt32.max), "state table: index \(index) given to a table without indices")
        let s = shard(of: key)
        if key == 0 {
            shards[s].zeroIndex = UInt32(truncatingIfNeeded: index + 1)
        } else if let i = position(of: key, shard: s) {
            shards[s].slots[i << 1 + 1] = UInt64(index + 1)
        } else {
            preconditionFailure("state table: index \(index) given to key \(key), which is not stored")
        }
    }

    /// The index given to `key`, or nil when the key is not stored or has no index yet.
    @inlinable @inline(__always)
    func index(of key: UInt64) -> Int? { lookup(key).index }

    /// Inserts `key` with the index `newIndex` when it is new (and returns nil), or returns the index
    /// given to the key stored already (-1 when it has none yet). Not while workers claim; only in a
    /// table that keeps indices.
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
        let word = shards[s].slots + (i << 1 + 1)
        guard new else { return Int(word.pointee) - 1 }
        word.pointee = UInt64(newIndex + 1)
        return nil
    }
}
