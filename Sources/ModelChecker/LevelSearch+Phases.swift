import Dispatch

extension LevelSearch {
    /// Phase 1: expands the frontier in slices; nil never (kept for symmetry with bounds).
    @inlinable
    func expand(_ frontier: [Stored], base: Int, growth: Double) -> [Chunk<Stored>]? {
        let n = frontier.count
        let sliceCount = workers == 1 || n < 2048 ? 1 : min(workers * 8, n / 256)
        let chunks = UnsafeMutablePointer<Chunk<Stored>>.allocate(capacity: sliceCount)
        defer { chunks.deallocate() }
        let out = Shared(chunks)
        var budget = Int.max
        if let maxMemory = options.maxMemoryBytes {
            let resident = ProcessMemory.residentBytes() ?? 0
            let reserve = table.growthBytes(forExtra: n) + links.reserveBytes(forExtra: n)
            budget = max(0, maxMemory - resident - reserve) / 2 / sliceCount
        }
        let sliceBudget = budget
        let search = self
        let work = { @Sendable (c: Int) in
            let lo = n * c / sliceCount, hi = n * (c + 1) / sliceCount
            (out.pointer + c).initialize(to: search.expandSlice(frontier, lo..<hi, base: base, budget: sliceBudget, growth: growth))
        }
        if sliceCount == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: sliceCount, execute: work) }
        return (0..<sliceCount).map { (chunks + $0).move() }
    }

    @inlinable
    func expandSlice(_ frontier: [Stored], _ range: Range<Int>, base: Int, budget: Int, growth: Double) -> Chunk<Stored> {
        var chunk = Chunk<Stored>(actions: alphabet.count, properties: properties.count + 1)
        // Room for as many candidates a state as the previous level gave, and a little more.
        let expected = Int(Double(range.count) * min(growth, Double(alphabet.count)) * 1.08) + 64
        chunk.stored.reserveCapacity(expected)
        if !codec.isExact { chunk.keys.reserveCapacity(expected) }
        chunk.parentPos.reserveCapacity(expected)
        chunk.actions.reserveCapacity(expected)
        let fault = faultIndex
        let actionCount = alphabet.count, propertyCount = properties.count + 1
        // Counts in one flat buffer: enabled, taken (per action), evaluated, nonVacuous (per property),
        // then generated, transitions, faults.
        let countsSize = 2 * actionCount + 2 * propertyCount + 3
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: countsSize)
        counts.initialize(repeating: 0, count: countsSize)
        let enabled = counts, taken = counts + actionCount
        let evaluated = counts + 2 * actionCount, nonVacuous = evaluated + propertyCount
        let scalars = nonVacuous + propertyCount
        // Successors are generated for a group of states, then their table slots are all loaded at
        // once (independent loads, so the cache misses overlap), then looked up in order.
        let group = 8
        let room = group * actionCount
        let pendingStored = UnsafeMutablePointer<Stored>.allocate(capacity: room)
        let pendingKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: room)
        let pendingPos = UnsafeMutablePointer<Int32>.allocate(capacity: room)
        let pendingActions = UnsafeMutablePointer<UInt16>.allocate(capacity: room)
        let pendingSlots = UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>.allocate(capacity: room)
        defer {
            pendingSlots.deallocate()
            pendingStored.deallocate()
            pendingKeys.deallocate()
            pendingPos.deallocate()
            pendingActions.deallocate()
            counts.deallocate()
        }
        var touched: UInt64 = 0
        var groupStart = range.lowerBound
        while groupStart < range.upperBound {
            let groupEnd = min(groupStart + group, range.upperBound)
            if (groupStart - range.lowerBound) & 4095 < group && groupStart != range.lowerBound {
                if timeIsUp { chunk.timedOut = true; break }
                if budget != Int.max && chunk.bytes > budget { chunk.overBudget = true; break }
            }
            var pending = 0
            for pos in groupStart..<groupEnd {
                let state = codec.decode(frontier[pos])
                if !machine.isWithinBounds(state) { continue }
                // A successor equal to its (exact) parent is in the table already: no lookup needed.
                let parentKey = codec.isExact ? codec.key(of: frontier[pos]) : 0
                for a in 0..<actionCount {
                    let action = alphabet[a]
                    guard machine.isEnabled(action, in: state) else { continue }
                    enabled[a] += 1
                    var successor = state
                    evaluated[fault] += 1
                    nonVacuous[fault] += 1
                    do {
                        try machine.apply(action, to: &successor)
                    } catch {
                        scalars[2] += 1
                        chunk.record(fault, Event(pos: pos, action: a, phase: 0, listPos: 0, state: base + pos,
                                                  extra: a, message: String(describing: error)))
                        continue
                    }
                    taken[a] += 1
                    scalars[1] += 1
                    for l in stepProperties.indices {
                        let p = stepProperties[l].index
                        evaluated[p] += 1
                        switch stepProperties[l].property.check(machine, state, action, successor) {
                        case .holds: nonVacuous[p] += 1
                        case .notApplicable: break
                        case .violated(let message):
                            nonVacuous[p] += 1
                            chunk.record(p, Event(pos: pos, action: a, phase: 0, listPos: l, state: base + pos,
                                                  extra: a, message: message))
                        }
                    }
                    scalars[0] += 1
                    let stored = codec.encode(successor)
                    let key = codec.key(of: stored)
                    if codec.isExact && key == parentKey { continue }
                    pendingKeys[pending] = key
                    pendingSlots[pending] = table.firstSlot(key)
                    (pendingStored + pending).initialize(to: stored)
                    pendingPos[pending] = Int32(truncatingIfNeeded: pos)
                    pendingActions[pending] = UInt16(a)
                    pending += 1
                }
            }
            touched &+= StateTable.touch(pendingSlots, count: pending)
            for i in 0..<pending {
                let stored = (pendingStored + i).move()
                if table.contains(pendingKeys[i]) { continue }
                chunk.stored.append(stored)
                if !codec.isExact { chunk.keys.append(pendingKeys[i]) }
                chunk.parentPos.append(pendingPos[i])
                chunk.actions.append(pendingActions[i])
            }
            groupStart = groupEnd
        }
        for a in 0..<actionCount {
            chunk.counters.enabled[a] = enabled[a]
            chunk.counters.taken[a] = taken[a]
        }
        for p in 0..<propertyCount {
            chunk.counters.evaluated[p] = evaluated[p]
            chunk.counters.nonVacuous[p] = nonVacuous[p]
        }
        chunk.counters.generated = scalars[0]
        chunk.counters.transitions = scalars[1]
        chunk.counters.faults = scalars[2]
        chunk.touched = touched
        return chunk
    }

    /// Phase 2: each shard's worker inserts, in frontier order, the candidates that fall in its shard,
    /// and counts the new ones per slice.
    @inlinable
    func insert(_ chunks: inout [Chunk<Stored>]) {
        let newCounts = UnsafeMutablePointer<Int>.allocate(capacity: chunks.count * table.shardCount)
        newCounts.initialize(repeating: 0, count: chunks.count * table.shardCount)
        defer { newCounts.deallocate() }
        let counts = Shared(newCounts)
        for c in chunks.indices {
            let flags = UnsafeMutablePointer<Bool>.allocate(capacity: max(1, chunks[c].count))
            chunks[c].isNew = flags
        }
        let table = self.table
        let slices = chunks
        let codec = self.codec
        let sliceCount = slices.count
        let work = { @Sendable (s: Int) in
            for (c, chunk) in slices.enumerated() {
                guard let flags = chunk.isNew else { continue }
                var fresh = 0
                defer { counts.pointer[s * sliceCount + c] = fresh }
                if codec.isExact {
                    chunk.stored.withUnsafeBufferPointer { stored in
                        // In groups: load the slots ahead, then insert in order.
                        let slots = UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>.allocate(capacity: 64)
                        let spare = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
                        spare.initialize(to: 0)
                        defer { slots.deallocate(); spare.deallocate() }
                        var start = 0
                        var touched: UInt64 = 0
                        while start < stored.count {
                            let end = min(start + 64, stored.count)
                            for i in start..<end {
                                let key = codec.key(of: stored[i])
                                // Only this shard's slots: another worker is writing the others.
                                slots[i - start] = table.shard(of: key) == s ? table.firstSlot(key) : spare
                            }
                            touched &+= StateTable.touch(slots, count: end - start)
                            for i in start..<end {
                                let key = codec.key(of: stored[i])
                                if table.shard(of: key) == s {
                                    let new = table.insert(key, shard: s)
                                    flags[i] = new
                                    if new { fresh += 1 }
                                }
                            }
                            start = end
                        }
                        if touched == 1 { flags[0] = flags[0] }
                    }
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
            chunks[c].newCount = (0..<table.shardCount).reduce(0) { $0 + newCounts[$1 * sliceCount + c] }
        }
    }

    /// Phase 3: gives the new states their indices in frontier order, links them, checks them, and
    /// returns the next frontier.
    @inlinable
    func assign(_ chunks: inout [Chunk<Stored>], base: Int, levelBase: Int) -> [Stored] {
        var offsets: [Int] = []
        var total = 0
        for c in chunks.indices {
            offsets.append(total)
            total += chunks[c].newCount
        }
        links.reserve(total)
        let out = UnsafeMutablePointer<Chunk<Stored>>.allocate(capacity: chunks.count)
        defer { out.deallocate() }
        out.initialize(from: chunks, count: chunks.count)
        chunks = []
        let sharedChunks = Shared(out)
        let search = self
        let sliceCount = offsets.count
        let starts = offsets
        let next = [Stored](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = Shared(buffer.baseAddress ?? UnsafeMutablePointer<Stored>.allocate(capacity: 0))
            let work = { @Sendable (c: Int) in
                search.assignSlice(&sharedChunks.pointer[c], into: target.pointer + starts[c],
                                   firstIndex: levelBase + starts[c], base: base)
            }
            if sliceCount == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: sliceCount, execute: work) }
            initialized = total
        }
        chunks = (0..<sliceCount).map { (out + $0).move() }
        return next
    }

    @inlinable
    func assignSlice(_ chunk: inout Chunk<Stored>, into target: UnsafeMutablePointer<Stored>, firstIndex: Int, base: Int) {
        guard let flags = chunk.isNew else { return }
        var k = 0
        for i in 0..<chunk.count where flags[i] {
            let index = firstIndex + k
            let a = Int(chunk.actions[i])
            let pos = Int(chunk.parentPos[i])
            links.set(index, parent: Int32(truncatingIfNeeded: base + pos), via: chunk.actions[i])
            (target + k).initialize(to: chunk.stored[i])
            chunk.counters.newStates[a] += 1
            if !stateProperties.isEmpty {
                let state = codec.decode(chunk.stored[i])
                for l in stateProperties.indices {
                    let p = stateProperties[l].index
                    chunk.counters.evaluated[p] += 1
                    switch stateProperties[l].property.check(machine, state) {
                    case .holds: chunk.counters.nonVacuous[p] += 1
                    case .notApplicable: break
                    case .violated(let message):
                        chunk.counters.nonVacuous[p] += 1
                        chunk.record(p, Event(pos: pos, action: a, phase: 1, listPos: l, state: index,
                                              extra: nil, message: message))
                    }
                }
            }
            k += 1
        }
    }

    /// Sums the slices' counts and takes, per property, the first violation in sequential order.
    @inlinable
    mutating func merge(_ chunks: [Chunk<Stored>]) {
        var levelFirst: [Event?] = Array(repeating: nil, count: properties.count + 1)
        var levelBytes = 0
        for chunk in chunks {
            let c = chunk.counters
            levelBytes += chunk.bytes
            stats.generatedStates += c.generated
            stats.transitions += c.transitions
            stats.faults += c.faults
            for a in alphabet.indices {
                stats.actions[a].enabled += c.enabled[a]
                stats.actions[a].taken += c.taken[a]
                stats.actions[a].newStates += c.newStates[a]
            }
            for p in stats.properties.indices {
                stats.properties[p].evaluated += c.evaluated[p]
                stats.properties[p].nonVacuous += c.nonVacuous[p]
                stats.properties[p].violations += c.violations[p]
                if let e = chunk.first[p], levelFirst[p].map({ e.precedes($0) }) ?? true { levelFirst[p] = e }
            }
        }
        footprint.peakLevelBytes = max(footprint.peakLevelBytes, levelBytes)
        let fresh = levelFirst.indices.compactMap { p -> (Int, Event)? in
            guard found[p] == nil, let e = levelFirst[p] else { return nil }
            return (p, e)
        }.sorted { $0.1.precedes($1.1) }
        for (p, e) in fresh {
            found[p] = (e.state, e.extra, e.message, foundCount)
            foundCount += 1
        }
    }

}
