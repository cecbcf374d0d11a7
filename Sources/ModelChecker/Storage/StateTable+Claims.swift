import Synchronization

/// Claims: the table written by every worker at once, while they expand a round of a level.
///
/// Used when the keys are exact and at most ``claimKeyBits`` wide (a packed spec that declares a
/// narrow ``PackedStateMachine/packedBitWidth``). A slot then holds the key plus one in its low 48 bits
/// (so that no key is the empty slot) and, in its top 16 bits, the claim of the round: zero for a
/// state of an earlier round, else one plus the index of the slice that holds the state's first
/// occurrence so far. A worker that meets a state claimed by a later slice moves the claim to its own
/// (an atomic minimum), so that when the round ends each new state is claimed by the slice where the
/// one-state-at-a-time search would have found it first; that slice alone gives it its index and
/// settles the slot (clears the claim). Every access during a round is atomic.
extension StateTable {
    /// The widest key that claims can carry.
    @usableFromInline static let claimKeyBits = 47
    @usableFromInline static let claimShift: UInt64 = 48
    @usableFromInline static let keyMask: UInt64 = (1 << 48) - 1
    /// The largest number of slices a round may have (claims are 16 bits, zero meaning none).
    @usableFromInline static let maxClaimants = (1 << 16) - 1

    /// What a worker found for a key it tried to claim.
    @usableFromInline
    enum ClaimOutcome {
        /// The state was in the table before the round, or an earlier (or the same) slice holds it.
        case seen
        /// The state was not in the table: it is now, in shard `shard`, claimed by this slice.
        case inserted(shard: Int)
        /// A later slice held the state; this slice holds it now.
        case claimed
    }

    @available(macOS 15, iOS 18, *)
    @inlinable @inline(__always)
    static func atomics(_ slots: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<Atomic<UInt64>> {
        UnsafeMutableRawPointer(slots).assumingMemoryBound(to: Atomic<UInt64>.self)
    }

    /// Tries to claim `key` (already plus one, below 2^48) for `claimant` (one plus a slice index).
    /// `slot` receives the address of the key's slot.
    @available(macOS 15, iOS 18, *)
    @inlinable @inline(__always)
    func claim(_ key: UInt64, for claimant: UInt64, slot: inout UnsafeMutablePointer<UInt64>) -> ClaimOutcome {
        let s = shard(of: key)
        let slots = shards[s].slots
        let atomic = Self.atomics(slots)
        let mask = shards[s].capacity - 1
        let mine = key | claimant << Self.claimShift
        let shift = slotShift
        var i = home(key, capacity: mask + 1)
        var v = atomic[i &<< shift].load(ordering: .relaxed)
        while true {
            if v == 0 {
                let (done, found) = atomic[i &<< shift].compareExchange(expected: 0, desired: mine, ordering: .relaxed)
                if done {
                    slot = slots + (i &<< shift)
                    return .inserted(shard: s)
                }
                v = found
                continue
            }
            if v & Self.keyMask == key {
                let holder = v >> Self.claimShift
                if holder == 0 || holder <= claimant {
                    slot = slots + (i &<< shift)
                    return .seen
                }
                let (done, found) = atomic[i &<< shift].compareExchange(expected: v, desired: mine, ordering: .relaxed)
                if done {
                    slot = slots + (i &<< shift)
                    return .claimed
                }
                v = found
                continue
            }
            i = (i + 1) & mask
            v = atomic[i &<< shift].load(ordering: .relaxed)
        }
    }

    /// Whether the slot at `slot` is claimed by `claimant` (read once the round's expansions are over).
    @available(macOS 15, iOS 18, *)
    @inlinable @inline(__always)
    static func isClaimed(_ slot: UnsafeMutablePointer<UInt64>, by claimant: UInt64) -> Bool {
        atomics(slot).pointee.load(ordering: .relaxed) >> claimShift == claimant
    }

    /// Clears the claim of the slot at `slot` (by its owner, once every slice has read its claims).
    @available(macOS 15, iOS 18, *)
    @inlinable @inline(__always)
    static func settle(_ slot: UnsafeMutablePointer<UInt64>) {
        let a = atomics(slot)
        a.pointee.store(a.pointee.load(ordering: .relaxed) & keyMask, ordering: .relaxed)
    }

    /// Loads the words at `addresses` atomically (so that another worker may be claiming them) and
    /// returns their sum, so that the claims that follow find their slots in the cache.
    @available(macOS 15, iOS 18, *)
    @inline(never) @usableFromInline
    static func touchAtomically(_ addresses: UnsafePointer<UnsafeMutablePointer<UInt64>>, count: Int) -> UInt64 {
        var a: UInt64 = 0, b: UInt64 = 0
        var i = 0
        while i + 1 < count {
            a &+= atomics(addresses[i]).pointee.load(ordering: .relaxed)
            b &+= atomics(addresses[i + 1]).pointee.load(ordering: .relaxed)
            i += 2
        }
        if i < count { a &+= atomics(addresses[i]).pointee.load(ordering: .relaxed) }
        return a &+ b
    }

    /// Adds the keys a round inserted, `inserted[s]` in shard `s`, to the shards' counts.
    @usableFromInline
    func addInserted(_ inserted: UnsafePointer<Int>) {
        for s in 0..<shardCount { shards[s].count += inserted[s] }
    }

    /// Grows every shard that is past three quarters full, as inserting one key at a time would have
    /// (so that the table's size, which a memory bound reads, is the same for every number of workers).
    @usableFromInline
    func growPastLimit() {
        for s in 0..<shardCount {
            while shards[s].count > shards[s].limit { grow(s) }
        }
    }

    /// The most keys a round may claim (at most `wanted`) so that no shard gets fuller than fifteen
    /// sixteenths: linear probing needs empty slots, and the table cannot grow while workers claim.
    /// Grows the shards past three quarters first, and a shard too full for `atLeast` more keys.
    @usableFromInline
    func prepareForClaims(wanted: Int, atLeast: Int) -> Int {
        growPastLimit()
        var room = Int.max
        for s in 0..<shardCount {
            while shards[s].capacity / 16 * 15 - shards[s].count < atLeast { grow(s) }
            room = min(room, shards[s].capacity / 16 * 15 - shards[s].count)
        }
        return min(wanted, room)
    }
}
