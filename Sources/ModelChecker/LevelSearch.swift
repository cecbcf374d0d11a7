import Dispatch
import Generators

/// Per-chunk counts, summed into ``Statistics`` after each level (sums do not depend on how the
/// frontier was cut into chunks).
@usableFromInline
struct Counters: Sendable {
    @usableFromInline var enabled: [Int]
    @usableFromInline var taken: [Int]
    @usableFromInline var newStates: [Int]
    @usableFromInline var evaluated: [Int]
    @usableFromInline var nonVacuous: [Int]
    @usableFromInline var violations: [Int]
    @usableFromInline var generated = 0
    @usableFromInline var transitions = 0
    @usableFromInline var faults = 0

    @inlinable
    init(actions: Int, properties: Int) {
        enabled = Array(repeating: 0, count: actions)
        taken = enabled
        newStates = enabled
        evaluated = Array(repeating: 0, count: properties)
        nonVacuous = evaluated
        violations = evaluated
    }
}

/// A violation seen while expanding a level, with its place in the sequential order: frontier
/// position, action, phase (0: the step or its fault, 1: the new state's invariants), then the
/// property's place in its list.
@usableFromInline
struct Event: Sendable {
    @usableFromInline var pos: Int
    @usableFromInline var action: Int
    @usableFromInline var phase: Int
    @usableFromInline var listPos: Int
    @usableFromInline var state: Int
    @usableFromInline var extra: Int?
    @usableFromInline var message: String

    @inlinable
    init(pos: Int, action: Int, phase: Int, listPos: Int, state: Int, extra: Int?, message: String) {
        self.pos = pos
        self.action = action
        self.phase = phase
        self.listPos = listPos
        self.state = state
        self.extra = extra
        self.message = message
    }

    @inlinable
    func precedes(_ other: Event) -> Bool {
        (pos, action, phase, listPos) < (other.pos, other.action, other.phase, other.listPos)
    }
}

/// What one worker made of one slice of the frontier.
@usableFromInline
struct Chunk<Stored: Sendable>: @unchecked Sendable {
    @usableFromInline var stored: [Stored] = []
    @usableFromInline var keys: [UInt64] = []
    @usableFromInline var parentPos: [Int32] = []
    @usableFromInline var actions: [UInt16] = []
    @usableFromInline var isNew: UnsafeMutablePointer<Bool>?
    @usableFromInline var counters: Counters
    @usableFromInline var first: [Event?]
    @usableFromInline var newCount = 0
    @usableFromInline var timedOut = false
    @usableFromInline var overBudget = false
    /// The sum of the slots loaded ahead of the lookups (kept so the loads are not optimized away).
    @usableFromInline var touched: UInt64 = 0

    @inlinable
    init(actions: Int, properties: Int) {
        counters = Counters(actions: actions, properties: properties)
        first = Array(repeating: nil, count: properties)
    }

    @inlinable
    mutating func record(_ p: Int, _ event: Event) {
        counters.violations[p] += 1
        if let current = first[p], !event.precedes(current) { return }
        first[p] = event
    }

    @inlinable
    var bytes: Int {
        stored.capacity * MemoryLayout<Stored>.stride + keys.capacity * 8 + parentPos.capacity * 4
            + actions.capacity * 2 + count
    }

    /// The number of candidates.
    @inlinable var count: Int { parentPos.count }
}

/// A pointer that may cross into concurrent work; each worker touches its own part.
@usableFromInline
struct Shared<T>: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<T>
    @inlinable init(_ pointer: UnsafeMutablePointer<T>) { self.pointer = pointer }
}

/// Level-synchronous breadth-first search. Each level's frontier is cut into slices; workers expand
/// the slices into their own buffers, dropping successors already in the table (phase 1); each shard
/// of the table is then filled by one worker, reading every buffer in frontier order, so the first
/// occurrence of a new state is the one the sequential search would find (phase 2); finally indices
/// are given in frontier order and the new states checked (phase 3). The result is the sequential
/// search's, whatever the number of workers.
@usableFromInline
struct LevelSearch<Codec: StateCodec>: Sendable {
    @usableFromInline typealias Machine = Codec.Machine
    @usableFromInline typealias State = Machine.State
    @usableFromInline typealias Stored = Codec.Stored

    @usableFromInline let machine: Machine
    @usableFromInline let codec: Codec
    @usableFromInline let options: ExplorationOptions
    @usableFromInline let workers: Int
    @usableFromInline let alphabet: [Machine.Action]
    @usableFromInline let properties: [Property<Machine>]
    @usableFromInline let stateProperties: [(index: Int, property: Property<Machine>)]
    @usableFromInline let stepProperties: [(index: Int, property: Property<Machine>)]
    @usableFromInline let table: StateTable
    @usableFromInline let links = LinkStore()
    @usableFromInline var stats = Statistics()
    @usableFromInline var found: [(state: Int, extraAction: Int?, message: String, order: Int)?]
    @usableFromInline var foundCount = 0
    @usableFromInline var footprint = ExplorationFootprint()
    @usableFromInline let clock = ContinuousClock()
    @usableFromInline let start: ContinuousClock.Instant

    @inlinable
    init(machine: Machine, codec: Codec, options: ExplorationOptions) {
        self.machine = machine
        self.codec = codec
        self.options = options
        workers = max(1, options.workers)
        alphabet = machine.actions.allValues
        properties = machine.properties
        stateProperties = properties.enumerated().filter { $0.element.kind != .transition }.map { ($0.offset, $0.element) }
        stepProperties = properties.enumerated().filter { $0.element.kind == .transition }.map { ($0.offset, $0.element) }
        var shardBits = 0
        while 1 << shardBits < workers { shardBits += 1 }
        table = StateTable(shardBits: shardBits)
        found = Array(repeating: nil, count: properties.count + 1)
        stats.actions = alphabet.map { Statistics.ActionCount(action: String(describing: $0)) }
        stats.properties = properties.map { .init(name: $0.name, kind: $0.kind.rawValue) }
            + [.init(name: noFaultPropertyName, kind: "fault")]
        footprint.workers = workers
        footprint.exactStates = codec.isExact
        start = clock.now
    }

    @inlinable var faultIndex: Int { properties.count }
    @inlinable var elapsed: Duration { clock.now - start }

    @inlinable
    var timeIsUp: Bool {
        guard let maxSeconds = options.maxSeconds else { return false }
        return elapsed > .milliseconds(Int64(maxSeconds * 1000))
    }

    @inlinable
    mutating func record(_ property: Int, state: Int, extraAction: Int?, message: String) {
        stats.properties[property].violations += 1
        guard found[property] == nil else { return }
        found[property] = (state, extraAction, message, foundCount)
        foundCount += 1
    }

    @inlinable
    mutating func checkState(_ state: State, index: Int) {
        for (p, property) in stateProperties {
            stats.properties[p].evaluated += 1
            switch property.check(machine, state) {
            case .holds: stats.properties[p].nonVacuous += 1
            case .notApplicable: break
            case .violated(let message):
                stats.properties[p].nonVacuous += 1
                record(p, state: index, extraAction: nil, message: message)
            }
        }
    }

    /// The sequential discovery of one state (initial states, and levels a bound may cut).
    @inlinable
    mutating func discover(_ state: State, parent: Int32, via action: UInt16) -> Stored? {
        stats.generatedStates += 1
        let stored = codec.encode(state)
        guard table.insert(codec.key(of: stored)) else { return nil }
        let index = links.append(parent: parent, via: action)
        checkState(state, index: index)
        return stored
    }

    @inlinable
    mutating func run() -> ExplorationResult<Machine> {
        var frontier: [Stored] = []
        var base = 0
        for (i, initial) in machine.initialStates.enumerated() {
            if let stored = discover(initial, parent: -1, via: UInt16(i)) { frontier.append(stored) }
        }
        var depth = 0
        var stop: StopReason?
        var lastGrowth = Double(alphabet.count)
        while !frontier.isEmpty {
            if let maxDepth = options.maxDepth, depth >= maxDepth {
                if frontierHasNewSuccessor(frontier) { stop = .maxDepth }
                break
            }
            if timeIsUp { stop = .maxSeconds; break }
            if let maxMemory = options.maxMemoryBytes {
                let planned = plannedBytes(frontier: frontier.count, growth: lastGrowth)
                if (ProcessMemory.residentBytes() ?? 0) + planned > maxMemory { stop = .maxMemory; break }
            }
            let levelBase = links.count
            guard var chunks = expand(frontier, base: base, growth: lastGrowth) else { stop = .maxSeconds; break }
            defer { for c in chunks.indices { chunks[c].isNew?.deallocate() } }
            if chunks.contains(where: \.timedOut) { stop = .maxSeconds; break }
            if chunks.contains(where: \.overBudget) { stop = .maxMemory; break }
            let candidates = chunks.reduce(0) { $0 + $1.count }
            lastGrowth = frontier.isEmpty ? lastGrowth : max(0.05, Double(candidates) / Double(frontier.count))
            if let maxMemory = options.maxMemoryBytes {
                let more = table.growthBytes(forExtra: candidates) + links.reserveBytes(forExtra: candidates)
                    + candidates * MemoryLayout<Stored>.stride
                if (ProcessMemory.residentBytes() ?? 0) + more > maxMemory { stop = .maxMemory; break }
            }
            if let maxStates = options.maxStates, links.count + candidates >= maxStates {
                // The bound may cut this level: redo it one state at a time, as the sequential search.
                let (next, cut) = sequentialLevel(frontier, base: base)
                if cut != nil {
                    stop = cut
                    if cut == .maxStates { depth += 1 }
                    break
                }
                base = levelBase
                frontier = next
                if !frontier.isEmpty { depth += 1 }
                continue
            }
            frontier = []  // expanded: only the candidates are needed now
            insert(&chunks)
            frontier = assign(&chunks, base: base, levelBase: levelBase)
            merge(chunks)
            base = levelBase
            if !frontier.isEmpty { depth += 1 }
        }
        return finish(depth: depth, stop: stop)
    }

    /// The bytes a level of `frontier` states may add, from the growth of the previous level.
    @inlinable
    func plannedBytes(frontier: Int, growth: Double) -> Int {
        let candidates = Int(Double(frontier) * growth * 1.25) + 1024
        let perCandidate = MemoryLayout<Stored>.stride * 2 + 8 + 4 + 2 + 1
        return candidates * perCandidate + table.growthBytes(forExtra: candidates) + links.reserveBytes(forExtra: candidates)
    }

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

    /// One level expanded one state at a time (what the sequential search does), for a level that a
    /// bound may cut. Returns the next frontier and the bound that cut it, if one did.
    @inlinable
    mutating func sequentialLevel(_ frontier: [Stored], base: Int) -> ([Stored], StopReason?) {
        var next: [Stored] = []
        for (pos, stored) in frontier.enumerated() {
            let state = codec.decode(stored)
            let index = base + pos
            if !machine.isWithinBounds(state) { continue }
            if timeIsUp { return (next, .maxSeconds) }
            for a in alphabet.indices {
                let action = alphabet[a]
                guard machine.isEnabled(action, in: state) else { continue }
                stats.actions[a].enabled += 1
                var successor = state
                do {
                    try machine.apply(action, to: &successor)
                } catch {
                    stats.faults += 1
                    stats.properties[faultIndex].evaluated += 1
                    stats.properties[faultIndex].nonVacuous += 1
                    record(faultIndex, state: index, extraAction: a, message: String(describing: error))
                    continue
                }
                stats.properties[faultIndex].evaluated += 1
                stats.properties[faultIndex].nonVacuous += 1
                stats.actions[a].taken += 1
                stats.transitions += 1
                for (p, property) in stepProperties {
                    stats.properties[p].evaluated += 1
                    switch property.check(machine, state, action, successor) {
                    case .holds: stats.properties[p].nonVacuous += 1
                    case .notApplicable: break
                    case .violated(let message):
                        stats.properties[p].nonVacuous += 1
                        record(p, state: index, extraAction: a, message: message)
                    }
                }
                if let new = discover(successor, parent: Int32(index), via: UInt16(a)) {
                    stats.actions[a].newStates += 1
                    next.append(new)
                    if let maxStates = options.maxStates, links.count >= maxStates { return (next, .maxStates) }
                }
            }
        }
        return (next, nil)
    }

    /// Whether a state of the cut frontier has a successor not seen yet (if not, the cut lost nothing).
    @inlinable
    func frontierHasNewSuccessor(_ frontier: [Stored]) -> Bool {
        for stored in frontier {
            let state = codec.decode(stored)
            guard machine.isWithinBounds(state) else { continue }
            for action in alphabet where machine.isEnabled(action, in: state) {
                var successor = state
                guard (try? machine.apply(action, to: &successor)) != nil else { return true }
                if !table.contains(codec.key(of: codec.encode(successor))) { return true }
            }
        }
        return false
    }

    @usableFromInline
    mutating func finish(depth: Int, stop: StopReason?) -> ExplorationResult<Machine> {
        stats.distinctStates = links.count
        stats.depth = depth
        let d = elapsed.components
        stats.seconds = Double(d.seconds) + Double(d.attoseconds) / 1e18
        footprint.tableBytes = table.bytes
        footprint.linkBytes = links.count * 6
        let counterexamples = found.enumerated().compactMap { p, hit -> (Int, Counterexample<Machine>)? in
            guard let hit else { return nil }
            return (hit.order, counterexample(property: p, state: hit.state, extra: hit.extraAction, message: hit.message))
        }
        .sorted { ($0.1.length, $0.0) < ($1.1.length, $1.0) }
        .map(\.1)
        var result = ExplorationResult(machine: machine.name, complete: stop == nil, stopReason: stop,
                                       statistics: stats, counterexamples: counterexamples)
        result.footprint = footprint
        return result
    }

    @usableFromInline
    func counterexample(property p: Int, state: Int, extra: Int?, message: String) -> Counterexample<Machine> {
        var indices: [Int] = []
        var i = state
        while links.parent(i) >= 0 {
            indices.append(Int(links.action(i)))
            i = Int(links.parent(i))
        }
        indices.reverse()
        if let extra { indices.append(extra) }
        let isFault = p == properties.count
        return Counterexample(
            property: isFault ? noFaultPropertyName : properties[p].name,
            kind: isFault ? "fault" : properties[p].kind.rawValue,
            meaning: isFault ? "no reachable step traps (crashes) the app" : properties[p].meaning,
            message: message,
            initialState: Int(links.action(i)),
            actions: indices.map { alphabet[$0] },
            actionIndices: indices)
    }
}
