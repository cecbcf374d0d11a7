import Dispatch

/// The set of seen states of a level-synchronous search: 64-bit keys (fingerprints, or exact packed
/// states) in open-addressing shards with linear probing, grown at three quarters full.
///
/// Keys are spread by a multiplicative hash: the top bits pick the shard, the low bits of the mixed
/// key a bucket of slots (one 64-byte cache line, where probing starts): eight keys, or, in a table
/// that keeps indices (``keepsIndices``), four keys each beside its state's index, so that a lookup
/// that reads the index finds it in the key's cache line. Between the phases of a level every worker reads the table at once
/// (``contains(_:)``); while inserting, each shard is written by one worker only
/// (``insert(_:shard:)``), so no locks are needed. The key zero is kept in a flag, as zero marks an
/// empty slot.
@usableFromInline
final class StateTable: @unchecked Sendable {
    @usableFromInline
    struct Shard {
        /// The slots: slot `i`'s key is word `i << slotShift`; when the table keeps indices, word
        /// `i << 1 + 1` is one plus the index of the state whose key is there (zero: none given yet).
        @usableFromInline var slots: UnsafeMutablePointer<UInt64>
        @usableFromInline var capacityBits: Int
        @usableFromInline var count = 0
        @usableFromInline var hasZero = false
        /// One plus the index of the state whose key is zero (zero: none).
        @usableFromInline var zeroIndex: UInt32 = 0
        @inlinable var capacity: Int { 1 << capacityBits }
        @inlinable var limit: Int { capacity / 4 * 3 }
        @usableFromInline init(slots: UnsafeMutablePointer<UInt64>, capacityBits: Int, count: Int = 0, hasZero: Bool = false,
                               zeroIndex: UInt32 = 0) {
            self.slots = slots
            self.capacityBits = capacityBits
            self.count = count
            self.hasZero = hasZero
            self.zeroIndex = zeroIndex
        }
    }

    @usableFromInline let shardBits: Int
    @usableFromInline let shards: UnsafeMutablePointer<Shard>
    @inlinable var shardCount: Int { 1 << shardBits }
    /// Whether each key's slot also holds the index of its state (``setIndex(_:of:)``, ``index(of:)``):
    /// 8 bytes more a slot, in the key's cache line, for a search that keeps transitions.
    @usableFromInline let keepsIndices: Bool
    /// The words a slot takes, as a shift: 0 (the key), or 1 (the key and its index).
    @usableFromInline let slotShift: Int
    /// The slots a bucket (a cache line) holds, less one: 7, or 3 when slots hold indices.
    @usableFromInline let bucketMask: Int

    /// A table of `1 << shardBits` shards of `1 << initialCapacityBits` slots each to begin with (half a
    /// megabyte a shard: room for the rounds of workers that claim states while they expand, and the
    /// same for every number of workers); with `keepsIndices`, each slot also holds its state's index.
    @usableFromInline
    init(shardBits: Int, initialCapacityBits: Int = 16, keepsIndices: Bool = false) {
        self.shardBits = shardBits
        self.keepsIndices = keepsIndices
        slotShift = keepsIndices ? 1 : 0
        bucketMask = keepsIndices ? 3 : 7
        shards = .allocate(capacity: 1 << shardBits)
        for s in 0..<(1 << shardBits) {
            let slots = WordAllocation.zeroed(1 << (initialCapacityBits + slotShift))
            (shards + s).initialize(to: Shard(slots: slots, capacityBits: initialCapacityBits))
        }
    }

    deinit {
        for s in 0..<shardCount {
            WordAllocation.free(shards[s].slots)
        }
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

    /// The slot where `key`'s probing starts in a shard of `capacity` slots: the first of its bucket.
    @inlinable @inline(__always)
    func home(_ key: UInt64, capacity: Int) -> Int { Int(truncatingIfNeeded: Self.mix(key)) & (capacity - 1) & ~bucketMask }

    /// The shard that holds `key`.
    @inlinable @inline(__always)
    func shard(of key: UInt64) -> Int {
        shardBits == 0 ? 0 : Int(truncatingIfNeeded: Self.mix(key) >> UInt64(64 - shardBits))
    }

    /// The number of keys stored.
    @usableFromInline var count: Int { (0..<shardCount).reduce(0) { $0 + shards[$1].count + (shards[$1].hasZero ? 1 : 0) } }

    /// The bytes the slots occupy (and their indices, when the table keeps them).
    @usableFromInline var bytes: Int { (0..<shardCount).reduce(0) { $0 + shards[$1].capacity << slotShift * 8 } }

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
            if grown { total += cap << slotShift * 8 }
        }
        return total
    }

    /// Whether `key` is stored.
    @inlinable @inline(__always)
    func contains(_ key: UInt64) -> Bool {
        let s = shard(of: key)
        if key == 0 { return shards[s].hasZero }
        return position(of: key, shard: s) != nil
    }

    /// Loads the first slot `key` probes, so that a later lookup finds it in the cache.
    @inlinable @inline(__always)
    func touch(_ key: UInt64) -> UInt64 {
        let shard = shards[shard(of: key)]
        return shard.slots[home(key, capacity: shard.capacity) &<< slotShift]
    }

    /// The address of the first slot `key` probes (or of a word that is never written, for zero).
    @inlinable @inline(__always)
    func firstSlot(_ key: UInt64) -> UnsafeMutablePointer<UInt64> {
        let shard = shards[shard(of: key)]
        return shard.slots + (home(key, capacity: shard.capacity) &<< slotShift)
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
        return insertSlot(key, shard: s).new
    }

    /// Inserts the non-zero `key` into shard `s`: the position of its slot, and whether it was new.
    @inlinable @inline(__always)
    func insertSlot(_ key: UInt64, shard s: Int) -> (position: Int, new: Bool) {
        if shards[s].count >= shards[s].limit { grow(s) }
        let slots = shards[s].slots
        let mask = shards[s].capacity - 1
        let shift = slotShift
        var i = home(key, capacity: mask + 1)
        while true {
            let v = slots[i &<< shift]
            if v == key { return (i, false) }
            if v == 0 {
                slots[i &<< shift] = key
                shards[s].count += 1
                return (i, true)
            }
            i = (i + 1) & mask
        }
    }

    /// Inserts `key`; true when it was new.
    @inlinable @inline(__always)
    func insert(_ key: UInt64) -> Bool { insert(key, shard: shard(of: key)) }

    /// Checks the table's structure, and stops the process with a sentence when it is broken: per
    /// shard, the count against the occupied slots, and every key found from its home bucket (no empty
    /// slot between its first probe and where it lies). Called at each level's end in debug builds
    /// and by the table's tests; not while workers claim (a claimed slot carries its claim).
    @usableFromInline
    func _checkInvariants() {
        var total = 0
        for s in 0..<shardCount {
            let sh = shards[s]
            let mask = sh.capacity - 1
            var occupied = 0
            for i in 0..<sh.capacity {
                let v = sh.slots[i &<< slotShift]
                guard v != 0 else { continue }
                occupied += 1
                precondition(shard(of: v) == s, "state table: key \(v) in shard \(s) belongs to shard \(shard(of: v))")
                var j = home(v, capacity: mask + 1)
                while j != i {
                    precondition(sh.slots[j &<< slotShift] != 0, "state table: key \(v) at slot \(i) of shard \(s) is not found from its home bucket")
                    j = (j + 1) & mask
                }
            }
            precondition(occupied == sh.count, "state table: shard \(s) counts \(sh.count) keys but holds \(occupied)")
            precondition(sh.count <= sh.limit, "state table: shard \(s) holds \(sh.count) keys, over its limit of \(sh.limit)")
            total += occupied + (sh.hasZero ? 1 : 0)
        }
        precondition(total == count, "state table: \(total) keys found, \(count) counted")
    }

    @usableFromInline
    func grow(_ s: Int) {
        let old = shards[s]
        let bits = old.capacityBits + 1
        let shift = slotShift
        let slots = WordAllocation.zeroed(1 << (bits + shift))
        let mask = (1 << bits) - 1
        for j in 0..<old.capacity {
            let v = old.slots[j &<< shift]
            if v == 0 { continue }
            var i = home(v, capacity: mask + 1)
            while slots[i &<< shift] != 0 { i = (i + 1) & mask }
            slots[i &<< shift] = v
            if keepsIndices { slots[i << 1 + 1] = old.slots[j << 1 + 1] }
        }
        WordAllocation.free(old.slots)
        shards[s] = Shard(slots: slots, capacityBits: bits, count: old.count, hasZero: old.hasZero, zeroIndex: old.zeroIndex)
    }
}
