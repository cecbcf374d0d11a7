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
            // Inserting while expanding (one worker, slices in order), the slice's first new state takes
            // the index after the states of the slices before it.
            let firstNew = search.insertsWhileExpanding ? search.links.count + (0..<c).reduce(0) { $0 + (out.pointer[$1]?.stored.count ?? 0) } : 0
            out.pointer[c] = search.expandSlice(frontier, lo..<hi, base: base, budget: sliceBudget, growth: growth,
                                                claimant: claiming ? UInt64(c + 1) : 0, firstNew: firstNew)
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
                     claimant: UInt64 = 0, firstNew: Int = 0) -> Chunk<Stored> {
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
        let costs = codec.costs
        precondition(!costs || claimant == 0, "a search with path costs does not claim states while it expands")
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
                    case .seen:
                        // Its index, when an earlier round gave it one (else looked up once indices are given).
                        if recording { chunk.edgeTargets.append(edgeTarget(table.index(atSlot: slot))) }
                        continue
                    case .inserted(let shard): chunk.inserted[shard] += 1
                    case .claimed: break
                    }
                    if recording { chunk.edgeTargets.append(EdgeTarget.candidate | UInt32(chunk.stored.count)) }
                    chunk.stored.append(stored)
                    chunk.origins.append(pendingOrigins[i])
                    chunk.slots.append(slot)
                }
                groupStart = groupEnd
                continue
            }
            // The slots (and their indices, in the same cache lines).
            touched &+= StateTable.touch(pendingSlots, count: count)
            for i in 0..<count {
                let stored = (pendingStored + i).move()
                if costs && isLaterCost(codec.decode(stored)) {
                    if !table.contains(pendingKeys[i]) {
                        chunk.later.append(stored)
                        chunk.laterOrigins.append(pendingOrigins[i])
                    }
                    if recording { chunk.edgeTargets.append(EdgeTarget.unknown) }
                    continue
                }
                if direct && recording {
                    // The state's index is given where it is inserted, and read where it is found.
                    let index = firstNew + chunk.stored.count
                    if let seen = table.insert(pendingKeys[i], index: index) {
                        chunk.edgeTargets.append(seen < 0 ? EdgeTarget.unknown : UInt32(truncatingIfNeeded: seen))
                        continue
                    }
                    chunk.edgeTargets.append(UInt32(truncatingIfNeeded: index))
                } else if direct {
                    if !table.insert(pendingKeys[i]) { continue }
                } else if recording {
                    // A successor seen before: its index, when an earlier round gave it one.
                    let (found, index) = table.lookup(pendingKeys[i])
                    if found {
                        chunk.edgeTargets.append(edgeTarget(index))
                        continue
                    }
                    chunk.edgeTargets.append(EdgeTarget.candidate | UInt32(truncatingIfNeeded: chunk.stored.count))
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

    /// A kept successor's target: its index, or ``EdgeTarget/unknown`` (looked up once the round's
    /// indices are given).
    @inlinable @inline(__always)
    func edgeTarget(_ index: Int?) -> UInt32 {
        index.map { UInt32(truncatingIfNeeded: $0) } ?? EdgeTarget.unknown
    }

    /// Whether phase 1 inserts into the table itself: with one worker (slices expanded one after the
    /// other, in frontier order, whatever the number of shards). The candidates are then the new
    /// states, looked up once.
    @inlinable var insertsWhileExpanding: Bool { workers == 1 }

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
        let step = stepWorkers > 1 && graph != nil ? self.step.forWorker() : self.step
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
                    let key = codec.isExact || chunk.keys.isEmpty ? tableKey(chunk.stored[i]) : chunk.keys[i]
                    chunk.newKeys.append(key)
                    // Each slice gives its own states their indices (distinct slots of the table).
                    if !insertsWhileExpanding { table.setIndex(index, of: key) }
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
                                     settled: slot.settled, taint: slot.taint, defect: e.defect), state: e.state)
        }
    }

}
