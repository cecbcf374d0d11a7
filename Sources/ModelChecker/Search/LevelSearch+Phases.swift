import Dispatch

extension LevelSearch {
    /// Phase 1: expands the states of `frontier` in `range` (a round) in slices.
    @inlinable
    func expand(_ frontier: [Stored], _ range: Range<Int>, base: Int, growth: Double, claiming: Bool = false) -> [Chunk<Stored>] {
        let n = range.count
        // A candidate's origin (its parent's place in the slice, and the action) is one 32-bit word.
        let fit = n * max(1, alphabet.count) / Int(Int32.max) + 1
        let sliceCount = max(fit, workers == 1 || n < Self.statesPerSlice * 8 ? 1 : min(workers * 8, n / Self.statesPerSlice))
        let out = WorkerSlots<Chunk<Stored>>(count: sliceCount)
        // A memory bound is decided at the level's start (see `run`), never inside a level.
        let sliceBudget = Int.max
        let search = self
        let work = { @Sendable (c: Int) in
            let lo = range.lowerBound + n * c / sliceCount, hi = range.lowerBound + n * (c + 1) / sliceCount
            out.pointer[c] = search.expandSlice(frontier, lo..<hi, base: base, budget: sliceBudget, growth: growth,
                                                claimant: claiming ? UInt64(c + 1) : 0)
        }
        if stepWorkers == 1 || sliceCount == 1 {
            for c in 0..<sliceCount { work(c) }
        } else {
            DispatchQueue.concurrentPerform(iterations: sliceCount, execute: work)
        }
        return out.takeAll()
    }

    @inlinable
    func expandSlice(_ frontier: [Stored], _ range: Range<Int>, base: Int, budget: Int, growth: Double,
                     claimant: UInt64 = 0) -> Chunk<Stored> {
        var chunk = Chunk<Stored>(actions: alphabet.count, properties: step.propertyCount, perSlot: perSlot)
        chunk.claimant = claimant
        if claimant != 0 {
            chunk.slots.reserveCapacity(Int(Double(range.count) * min(growth, Double(alphabet.count)) * 1.08) + 64)
            chunk.inserted = Array(repeating: 0, count: table.shardCount)
        }
        chunk.start = range.lowerBound
        // Room for as many candidates a state as the previous level gave, and a little more.
        let expected = Int(Double(range.count) * min(growth, Double(alphabet.count)) * 1.08) + 64
        chunk.stored.reserveCapacity(expected)
        if !codec.isExact { chunk.keys.reserveCapacity(expected) }
        chunk.origins.reserveCapacity(expected)
        let actionCount = alphabet.count
        var log = SliceLog(actions: actionCount, properties: step.propertyCount, perSlot: perSlot)
        // Successors are generated for a group of states, then their table slots are all loaded at
        // once (independent loads, so the cache misses overlap), then looked up in order.
        let group = 8
        let room = group * actionCount
        // The group's memory belongs to `pending`; the hot loop works on its pointers and a count of
        // its own, held in registers.
        let pending = PendingGroup<Stored>(capacity: room)
        let pendingStored = pending.stored, pendingKeys = pending.keys, pendingSlots = pending.slots
        let pendingOrigins = pending.origins
        var touched: UInt64 = 0
        let direct = insertsWhileExpanding
        let recording = graph != nil
        var groupStart = range.lowerBound
        while groupStart < range.upperBound {
            let groupEnd = min(groupStart + group, range.upperBound)
            // The clock is read every 64 states (a few nanoseconds each), so that a time bound stops a
            // slow spec (hundreds of states a second) within a fraction of a second.
            if (groupStart - range.lowerBound) & 63 < group && groupStart != range.lowerBound {
                if timeIsUp { chunk.timedOut = true; break }
                reportInsideLevel(frontier: frontier.count, at: groupStart)
                if budget != Int.max && chunk.bytes > budget { chunk.overBudget = true; break }
            }
            var sink = SliceSink(codec: codec, table: table, keyOffset: keyOffset, stored: pendingStored, keys: pendingKeys,
                                 origins: pendingOrigins, slots: pendingSlots)
            sink.skipsParent = !recording
            for pos in groupStart..<groupEnd {
                // A successor equal to its (exact) parent is in the table already: no lookup needed.
                sink.parentKey = codec.isExact ? tableKey(frontier[pos]) : 0
                sink.originBase = (pos - range.lowerBound) * actionCount
                log.pos = pos
                log.state = base + pos
                let end = step.expand(codec.decode(frontier[pos]), trap: { links.path(to: base + pos) }, &log, into: &sink)
                if recording { chunk.expanded.append(end == .expanded) }
            }
            let count = sink.count
            if recording {
                chunk.edgeKeys.append(contentsOf: UnsafeBufferPointer(start: pendingKeys, count: count))
                chunk.edgeOrigins.append(contentsOf: UnsafeBufferPointer(start: pendingOrigins, count: count))
            }
            if claimant != 0, #available(macOS 15, iOS 18, *) {
                touched &+= StateTable.touchAtomically(pendingSlots, count: count)
                for i in 0..<count {
                    let stored = (pendingStored + i).move()
                    checkClaimable(pendingKeys[i])
                    var slot = pendingSlots[i]
                    switch table.claim(pendingKeys[i], for: claimant, slot: &slot) {
                    case .seen: continue
                    case .inserted(let shard): chunk.inserted[shard] += 1
                    case .claimed: break
                    }
                    chunk.stored.append(stored)
                    chunk.origins.append(pendingOrigins[i])
                    chunk.slots.append(slot)
                }
                groupStart = groupEnd
                continue
            }
            touched &+= StateTable.touch(pendingSlots, count: count)
            for i in 0..<count {
                let stored = (pendingStored + i).move()
                if direct {
                    if !table.insert(pendingKeys[i]) { continue }
                } else if table.contains(pendingKeys[i]) {
                    continue
                }
                chunk.stored.append(stored)
                if !codec.isExact { chunk.keys.append(pendingKeys[i]) }
                chunk.origins.append(pendingOrigins[i])
            }
            groupStart = groupEnd
        }
        log.finish(into: &chunk)
        chunk.touched = touched
        if trapNames != nil { TrapReporter.done() }
        return chunk
    }

    /// Whether phase 1 inserts into the table itself: with one worker (slices expanded one after the
    /// other, in frontier order, whatever the number of shards). The candidates are then the new
    /// states, looked up once.
    @inlinable var insertsWhileExpanding: Bool { workers == 1 }

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

    /// Phase 3: gives the new states their indices in frontier order (from `firstIndex`), links them,
    /// checks them, and appends them to the next frontier.
    @inlinable
    func assign(_ chunks: inout [Chunk<Stored>], base: Int, firstIndex: Int, into next: inout [Stored]) {
        var offsets: [Int] = []
        var total = 0
        for c in chunks.indices {
            offsets.append(total)
            total += chunks[c].newCount
        }
        links.reserve(total)
        let slices = WorkerSlots(chunks)
        chunks = []
        let search = self
        let sliceCount = offsets.count
        let starts = offsets
        let target = FillBuffer<Stored>(capacity: total)
        do {
            let work = { @Sendable (c: Int) in
                search.assignSlice(&slices.pointer[c]!, into: target.pointer + starts[c],
                                   firstIndex: firstIndex + starts[c], base: base)
            }
            if search.stepWorkers == 1 || sliceCount == 1 {
                for c in 0..<sliceCount { work(c) }
            } else {
                DispatchQueue.concurrentPerform(iterations: sliceCount, execute: work)
            }
        }
        target.filled(total)
        next.append(contentsOf: target.values)
        chunks = slices.takeAll()
    }

    @inlinable
    func assignSlice(_ chunk: inout Chunk<Stored>, into target: UnsafeMutablePointer<Stored>, firstIndex: Int, base: Int) {
        guard let flags = chunk.isNew?.pointer else { return }
        var log = AssignLog(properties: step.propertyCount, perSlot: perSlot)
        var k = 0
        let actionCount = alphabet.count
        // What the rounds before reached (read only while slices assign), so that a goal seen already
        // is not looked for again.
        if let graph { chunk.sometimes = graph.sometimes }
        let recording = graph != nil
        for i in 0..<chunk.count where flags[i] {
            let index = firstIndex + k
            let origin = Int(chunk.origins[i])
            let a = origin % actionCount
            let pos = chunk.start + origin / actionCount
            links.set(index, parent: Int32(truncatingIfNeeded: base + pos), via: UInt16(truncatingIfNeeded: a))
            if chunk.claimant != 0, #available(macOS 15, iOS 18, *) { StateTable.settle(chunk.slots[i]) }
            (target + k).initialize(to: chunk.stored[i])
            chunk.counters.newStates[a] += 1
            if recording || step.hasStateProperties {
                // Decoded once for the transition graph's goals and the state properties.
                let state = codec.decode(chunk.stored[i])
                if recording {
                    chunk.newKeys.append(codec.isExact || chunk.keys.isEmpty ? tableKey(chunk.stored[i]) : chunk.keys[i])
                    chunk.newGoals.append(step.goals(of: state))
                    step.views(of: state, into: &chunk.newViews)
                    step.noteSometimes(state, &chunk.sometimes!)
                    for p in step.livenessIndices { log.evaluated(p, applied: true) }
                }
                if step.hasStateProperties {
                    log.pos = pos
                    log.action = a
                    log.state = index
                    step.checkState(state, trap: {
                        let (initial, indices) = links.path(to: base + pos)
                        return (initial, indices + [a])
                    }, &log)
                }
            }
            k += 1
        }
        if trapNames != nil { TrapReporter.done() }
        log.finish(into: &chunk)
    }

    /// Sums the slices' counts and takes, per property, the first violation in sequential order;
    /// `levelBytes` are the bytes of the frontier and the next one, besides the slices' buffers.
    @inlinable
    mutating func merge(_ chunks: [Chunk<Stored>], levelBytes frontierBytes: Int) {
        let n = perSlot
        var levelFirst: [[Event]] = Array(repeating: [], count: step.propertyCount * ViolationSlot.perProperty)
        var levelBytes = frontierBytes
        for chunk in chunks {
            let c = chunk.counters
            levelBytes += chunk.bytes
            log.stats.generatedStates += c.generated
            log.stats.transitions += c.transitions
            log.stats.faults += c.faults
            for a in alphabet.indices {
                log.stats.actions[a].enabled += c.enabled[a]
                log.stats.actions[a].taken += c.taken[a]
                log.stats.actions[a].newStates += c.newStates[a]
            }
            for p in log.stats.properties.indices {
                log.stats.properties[p].evaluated += c.evaluated[p]
                log.stats.properties[p].nonVacuous += c.nonVacuous[p]
                log.stats.properties[p].violations += c.violations[p]
            }
            for g in chunk.first.indices {
                for e in chunk.first[g] { Event.keep(e, in: &levelFirst, group: g, n: n) }
            }
        }
        footprint.peakLevelBytes = max(footprint.peakLevelBytes, levelBytes)
        let fresh = levelFirst.indices.flatMap { g -> [(ViolationSlot, Event)] in
            let slot = ViolationSlot(index: g)
            return log.found.hasRoom(slot) ? levelFirst[g].map { (slot, $0) } : []
        }.sorted { $0.1.precedes($1.1) }
        for (slot, e) in fresh {
            log.found.note(Violation(property: slot.property, action: e.extra, listPos: e.listPos, message: e.message,
                                     settled: slot.settled, taint: slot.taint), state: e.state)
        }
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
