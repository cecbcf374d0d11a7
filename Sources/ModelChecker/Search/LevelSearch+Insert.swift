import Dispatch

extension LevelSearch {
    /// Phase 2: each shard's worker inserts, in frontier order, the candidates that fall in its shard,
    /// and counts the new ones per slice.
    @inlinable
    func insert(_ chunks: inout [Chunk<Stored>]) {
        if chunks.first?.claimant ?? 0 != 0 {
            claimed(&chunks)
            return
        }
        if insertsWhileExpanding {
            // One worker inserted while expanding, in frontier order: every candidate is new.
            for c in chunks.indices {
                let flags = FlagBuffer(count: chunks[c].count)
                flags.pointer.update(repeating: true, count: chunks[c].count)
                chunks[c].isNew = flags
                chunks[c].newCount = chunks[c].count
            }
            return
        }
        // New states per (shard, slice), and per shard the sum of the slots loaded ahead (kept so that
        // the loads are not optimized away); each worker writes only its own shard's entries.
        let newCounts = CountBuffer(count: chunks.count * table.shardCount)
        let touchedSums = CountBuffer(count: table.shardCount)
        for c in chunks.indices {
            chunks[c].isNew = FlagBuffer(count: chunks[c].count)
        }
        let table = self.table
        let slices = chunks
        let codec = self.codec
        let search = self
        let sliceCount = slices.count
        let work = { @Sendable (s: Int) in
            for (c, chunk) in slices.enumerated() {
                guard let flags = chunk.isNew?.pointer else { continue }
                var fresh = 0
                defer { newCounts.pointer[s * sliceCount + c] = fresh }
                if codec.isExact {
                    fresh = chunk.stored.withUnsafeBufferPointer { search.insertExact($0, shard: s, flags: flags, sums: touchedSums) }
                } else {
                    chunk.keys.withUnsafeBufferPointer { keys in
                        for i in keys.indices {
                            let key = keys[i]
                            if table.shard(of: key) == s {
                                let new = table.insert(key, shard: s)
                                flags[i] = new
                                if new { fresh += 1 }
                            }
                        }
                    }
                }
            }
        }
        if table.shardCount == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: table.shardCount, execute: work) }
        for c in chunks.indices {
            chunks[c].newCount = (0..<table.shardCount).reduce(0) { $0 + newCounts.pointer[$1 * sliceCount + c] }
        }
        withExtendedLifetime(touchedSums) {}
    }

    /// Inserts, in order, the exact keys of `stored` that fall in shard `s`, in groups whose slots are
    /// loaded ahead (only this shard's: another worker is writing the others); flags the new ones and
    /// returns how many there were. The sum of the loaded slots goes to `sums` (so that the loads are
    /// not optimized away).
    @inlinable
    func insertExact(_ stored: UnsafeBufferPointer<Stored>, shard s: Int, flags: UnsafeMutablePointer<Bool>,
                     sums: CountBuffer) -> Int {
        withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<UInt64>.self, capacity: 64) { group in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 1) { spareWord in
                let slots = group.baseAddress!, spare = spareWord.baseAddress!
                spare.initialize(to: 0)
                var fresh = 0, start = 0
                var touched: UInt64 = 0
                while start < stored.count {
                    let end = min(start + 64, stored.count)
                    for i in start..<end {
                        let key = tableKey(stored[i])
                        slots[i - start] = table.shard(of: key) == s ? table.firstSlot(key) : spare
                    }
                    touched &+= StateTable.touch(slots, count: end - start)
                    for i in start..<end {
                        let key = tableKey(stored[i])
                        if table.shard(of: key) == s {
                            let new = table.insert(key, shard: s)
                            flags[i] = new
                            if new { fresh += 1 }
                        }
                    }
                    start = end
                }
                sums.pointer[s] &+= Int(truncatingIfNeeded: touched & 1)
                return fresh
            }
        }
    }

    /// Phase 2 when the workers claimed while expanding: each slice keeps the candidates it still
    /// claims (the first occurrences, in frontier order, of the round's new states), and the shards
    /// count the round's insertions.
    @inlinable
    func claimed(_ chunks: inout [Chunk<Stored>]) {
        guard #available(macOS 15, iOS 18, *) else { preconditionFailure("claims need atomics") }
        let inserted = CountBuffer(count: table.shardCount)
        for c in chunks.indices {
            chunks[c].isNew = FlagBuffer(count: chunks[c].count)
            for s in 0..<table.shardCount { inserted.pointer[s] += chunks[c].inserted[s] }
        }
        table.addInserted(inserted.pointer)
        withExtendedLifetime(inserted) {}
        let counts = CountBuffer(count: chunks.count)
        let slices = chunks
        let work = { @Sendable (c: Int) in
            guard let flags = slices[c].isNew?.pointer else { return }
            let claimant = UInt64(c + 1)
            var fresh = 0
            slices[c].slots.withUnsafeBufferPointer { slots in
                for i in slots.indices where StateTable.isClaimed(slots[i], by: claimant) {
                    flags[i] = true
                    fresh += 1
                }
            }
            counts.pointer[c] = fresh
        }
        if chunks.count == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: chunks.count, execute: work) }
        for c in chunks.indices { chunks[c].newCount = counts.pointer[c] }
    }
}

/// Where a worker's slice puts the successors of a group of states (the pending group's memory), with
/// their keys, origins and first slots, so that the slots can be loaded all at once.
@usableFromInline
struct SliceSink<Codec: StateCodec>: SuccessorSink {
    @usableFromInline let codec: Codec
    @usableFromInline let table: StateTable
    @usableFromInline let keyOffset: UInt64
    @usableFromInline let stored: UnsafeMutablePointer<Codec.Stored>
    @usableFromInline let keys: UnsafeMutablePointer<UInt64>
    @usableFromInline let origins: UnsafeMutablePointer<UInt32>
    @usableFromInline let slots: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>
    /// How many successors are pending.
    @usableFromInline var count = 0
    /// The key of the state being expanded, when keys are exact (a successor equal to it is skipped).
    @usableFromInline var parentKey: UInt64 = 0
    /// Whether a successor equal to the state is skipped (not when the search keeps transitions).
    @usableFromInline var skipsParent = true
    /// The state's place in the slice times the number of actions: a successor's origin is this plus
    /// its action.
    @usableFromInline var originBase = 0

    @inlinable
    init(codec: Codec, table: StateTable, keyOffset: UInt64, stored: UnsafeMutablePointer<Codec.Stored>,
         keys: UnsafeMutablePointer<UInt64>, origins: UnsafeMutablePointer<UInt32>,
         slots: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>) {
        self.codec = codec
        self.table = table
        self.keyOffset = keyOffset
        self.stored = stored
        self.keys = keys
        self.origins = origins
        self.slots = slots
    }

    @inlinable @inline(__always)
    mutating func receive(_ action: Int, _ successor: Codec.Machine.State, _ log: inout SliceLog) -> SuccessorFlow {
        log.generated &+= 1
        let encoded = codec.encode(successor)
        let key = codec.key(of: encoded) &+ keyOffset
        if codec.isExact && skipsParent && key == parentKey { return .proceed }
        (stored + count).initialize(to: encoded)
        keys[count] = key
        origins[count] = UInt32(truncatingIfNeeded: originBase + action)
        slots[count] = table.firstSlot(key)
        count += 1
        return .proceed
    }
}
