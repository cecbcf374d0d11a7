import Generators

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
    /// The workers that run the machine's steps: one (the calling thread) for a machine whose steps
    /// must stay on the thread that runs the check (``StepThreads/calling``), else ``workers``.
    @usableFromInline let stepWorkers: Int
    /// The action names a trap is reported with, when ``TrapReporter`` is armed.
    @usableFromInline let trapNames: TrapReporter.Names?
    /// How many violations are kept per property, settledness and taint.
    @usableFromInline var perSlot: Int { log.found.perSlot }
    @usableFromInline let step: StepEvaluator<Machine>
    @usableFromInline let table: StateTable
    /// Whether workers claim new states in the table while they expand (``StateTable/claim(_:for:slot:)``):
    /// with several workers that all run steps, and exact keys of at most ``StateTable/claimKeyBits`` bits.
    @usableFromInline let claims: Bool
    /// Added to every key before it reaches the table: one when claiming (the empty slot is zero).
    @usableFromInline let keyOffset: UInt64
    @usableFromInline let links: LinkStore
    @usableFromInline var log: SequentialLog
    @usableFromInline var footprint = ExplorationFootprint()
    @usableFromInline let clock = ContinuousClock()
    @usableFromInline let start: ContinuousClock.Instant
    /// The level being expanded (for progress reports from inside it).
    @usableFromInline var levelDepth = 0
    /// When the last report from inside a level was made.
    @usableFromInline let progressClock = ProgressClock()
    /// Whether every level is expanded one state at a time, in frontier order, on the calling thread
    /// (the search that stops at the first violation; and the reference the level phases are tested
    /// against).
    @usableFromInline let oneStateAtATime: Bool
    /// The transitions kept for the liveness properties (``PropertyKind/isLiveness``), when the machine
    /// has some; nil otherwise.
    @usableFromInline let graph: TransitionGraph?
    /// The path cost being explored (``StateCodec/costs``; always 0 for a codec without costs).
    @usableFromInline var cost = 0
    /// The states met at a higher cost than the one being explored, left aside for their cost.
    @usableFromInline let deferred = DeferredStates<Stored>()

    @inlinable
    init(machine: Machine, codec: Codec, options: ExplorationOptions, oneStateAtATime: Bool = false) {
        // Partial-order reduction decides in frontier order, one state at a time.
        let step = StepEvaluator(machine)
        self.oneStateAtATime = oneStateAtATime || options.stopAtFirstViolation || options.partialOrderReduction
        graph = step.hasLiveness ? TransitionGraph(goals: min(64, step.graphGoalIndices.count), actions: step.alphabet.count,
                                                       sometimes: step.sometimesItems(),
                                                       views: step.viewSlots.count { $0 != nil }) : nil
        self.machine = machine
        self.codec = codec
        self.options = options
        workers = max(1, options.workers)
        stepWorkers = machine.stepThreads == .calling ? 1 : workers
        self.step = step
        trapNames = step.trapNames
        links = LinkStore(actions: step.alphabet.count)
        // As many shards as the machine has cores, whatever the number of workers: the table's size,
        // which a memory bound reads, is then the same for every number of workers.
        var shardBits = 0
        while 1 << shardBits < ProcessMemory.activeCores { shardBits += 1 }
        table = StateTable(shardBits: shardBits, keepsIndices: step.hasLiveness)
        var canClaim = false
        if #available(macOS 15, iOS 18, *) { canClaim = true }
        claims = canClaim && workers > 1 && stepWorkers == workers && codec.isExact
            && codec.keyBits <= StateTable.claimKeyBits && workers * 8 <= StateTable.maxClaimants
        keyOffset = claims ? 1 : 0
        log = SequentialLog(stats: step.emptyStatistics(), found: FirstViolations(properties: step.propertyCount,
                                                                                    perSlot: options.counterexamplesPerProperty))
        footprint.workers = workers
        footprint.exactStates = codec.isExact
        start = clock.now
    }

    @inlinable var alphabet: [Machine.Action] { step.alphabet }

    /// Stops, naming the spec, when a table key (a packed word plus one) is too wide for claims: the
    /// spec declared a narrower ``PackedStateMachine/packedBitWidth`` than its words use.
    @inlinable @inline(__always)
    func checkClaimable(_ key: UInt64) {
        if key > 1 << StateTable.claimKeyBits {
            preconditionFailure("\(machine.name): packedBitWidth is \(codec.keyBits), but a state packed into \(UInt64.bitWidth - (key - 1).leadingZeroBitCount) bits; make packedBitWidth cover every bit pack(_:) may set")
        }
    }

    /// The table's key of a stored state.
    @inlinable @inline(__always)
    func tableKey(_ stored: Stored) -> UInt64 { codec.key(of: stored) &+ keyOffset }
    @inlinable var elapsed: Duration { clock.now - start }

    @inlinable
    var timeIsUp: Bool {
        guard let maxSeconds = options.maxSeconds else { return false }
        return elapsed > .milliseconds(Int64(maxSeconds * 1000))
    }

    /// The seconds since the search started.
    @inlinable var seconds: Double {
        let d = elapsed.components
        return Double(d.seconds) + Double(d.attoseconds) / 1e18
    }

    /// Reports how far a level has got, from inside it, at most once a second for the whole search
    /// (``ProgressClock``, shared by every slice and round), so that a slow spec still shows its
    /// progress however its levels are cut into rounds and slices.
    @inlinable
    func reportInsideLevel(frontier: Int, at pos: Int) {
        guard let observer = options.progress else { return }
        let now = seconds
        guard progressClock.claim(at: now) else { return }
        observer.report(ExplorationProgress(distinctStates: links.count, depth: levelDepth, frontier: frontier,
                                            seconds: now, expanded: pos))
    }

    /// The sequential discovery of one state (initial states, and levels a bound may cut): when it is
    /// new, its link and its state properties.
    @inlinable
    func discover(_ state: State, parent: Int32, via action: UInt16, _ log: inout SequentialLog) -> Stored? {
        discoverIndexed(state, parent: parent, via: action, &log).new
    }

    /// ``discover(_:parent:via:_:)``, also giving the state's table key, new or not; when the search
    /// keeps transitions, a new state's goals are noted in the graph and its index in the table.
    /// `counting`: whether the state is counted as generated (not when a state left aside for a
    /// higher path cost is discovered: it was counted when met). A state of a higher path cost than
    /// the one explored is left aside for its cost, not discovered.
    @inlinable
    func discoverIndexed(_ state: State, parent: Int32, via action: UInt16,
                         _ log: inout SequentialLog, counting: Bool = true) -> (new: Stored?, key: UInt64) {
        if counting { log.stats.generatedStates += 1 }
        let stored = codec.encode(state)
        let key = tableKey(stored)
        if claims { checkClaimable(key) }
        if counting && isLaterCost(state) {
            leaveAside(stored, key: key, parent: parent, via: action, depth: levelDepth + 1)
            return (nil, key)
        }
        guard table.insert(key) else { return (nil, key) }
        let index = links.append(parent: parent, via: action)
        log.state = index
        if let graph {
            for p in step.livenessIndices { log.evaluated(p, applied: true) }
            graph.noteState(index, goals: step.goals(of: state))
            table.setIndex(index, of: key)
            step.views(of: state, into: &graph.views)
            step.noteSometimes(state, &graph.sometimes)
        }
        step.checkState(state, &log)
        return (stored, key)
    }

    @inlinable
    mutating func run() -> ExplorationResult<Machine> {
        var frontier: [Stored] = []
        var base = 0
        for (i, initial) in machine.initialStates.enumerated() {
            if let stored = discover(initial, parent: -1, via: UInt16(i), &log) { frontier.append(stored) }
        }
        var depth = 0, deepest = 0
        var stop: StopReason?
        var depthCut = false
        var seeds = SeedQueue<Stored>()
        var plan = LevelPlan(actions: alphabet.count,
                             startResident: options.maxMemoryBytes == nil ? 0 : ProcessMemory.searchBaselineBytes())
        while true {
            // With path costs: the states left aside for this cost join the level of their depth; once
            // the cost is explored, the next one starts from its own.
            if let maxDepth = options.maxDepth, let d = seeds.nextDepth, d > maxDepth {
                // States of this cost beyond the depth bound: the bound cuts this cost.
                if deferred.cutAt == nil { deferred.cutAt = cost }
                depthCut = true
                seeds = SeedQueue()
                depth = deepest
            }
            if frontier.isEmpty, let d = seeds.nextDepth {
                depth = d
                base = links.count
            }
            if seeds.nextDepth != nil, let cut = admit(&seeds, depth: depth, into: &frontier) {
                stop = cut
                break
            }
            if frontier.isEmpty {
                if seeds.nextDepth != nil { continue }
                guard let (next, d) = nextCost() else { break }
                seeds = next
                depth = d
                continue
            }
            levelDepth = depth
            deepest = max(deepest, depth)
            if case .end(let reason) = atLevelStart(frontier, base: base, depth: depth, plan: plan) {
                // The depth bound ends this cost's levels only: the next cost starts shallower.
                if codec.costs && (reason == nil || reason == .maxDepth) {
                    // The lowest cost the depth bound cut is the first incomplete one.
                    if reason != nil && deferred.cutAt == nil { deferred.cutAt = cost }
                    depthCut = depthCut || reason != nil
                    frontier = []
                    continue
                }
                stop = reason
                break
            }
            let levelBase = links.count
            if oneStateAtATime || share(at: depth) != nil {
                // The level where the state space is split (expanded one state at a time, from this
                // shard's share of the frontier only), or every level when the search stops at the
                // first violation.
                if let cut = levelOneStateAtATime(&frontier, base: &base, levelBase: levelBase, depth: &depth,
                                                  share: share(at: depth)) {
                    stop = cut
                    break
                }
                continue
            }
            if let cut = levelInRounds(&frontier, base: &base, levelBase: levelBase, depth: &depth, plan: &plan) {
                stop = cut
                break
            }
        }
        if stop != nil && codec.costs && deferred.cutAt == nil { deferred.cutAt = cost }
        return finish(depth: max(depth, deepest), stop: stop ?? (depthCut ? .maxDepth : nil))
    }

    /// Whether the level at `depth` is expanded, decided at its start: a first violation, the depth
    /// bound (whose level's steps are still checked), the time bound, or the memory the level would
    /// need ends the search.
    @inlinable
    mutating func atLevelStart(_ frontier: [Stored], base: Int, depth: Int, plan: LevelPlan) -> LevelStart {
        if options.stopAtFirstViolation && log.found.count > 0 { return .end(.firstViolation) }
        if let observer = options.progress {
            progressClock.note(seconds)
            observer.report(ExplorationProgress(distinctStates: links.count, depth: depth, frontier: frontier.count,
                                                seconds: seconds))
        }
        if let maxDepth = options.maxDepth, depth >= maxDepth {
            // The steps out of the deepest states are still checked (transition properties,
            // faults); new states are only noted. Complete only if there were none.
            let unseen = sequentialLevel(frontier, base: base, discovering: false, share: share(at: depth)).unseen
            return .end(unseen ? .maxDepth : nil)
        }
        if timeIsUp { return .end(.maxSeconds) }
        // Claiming workers grow the table between rounds; at a level's start it has the size one
        // worker would have given it.
        if claims { table.growPastLimit() }
        if let maxMemory = options.maxMemoryBytes {
            let needed = memoryNeeded(frontier, plan: plan)
            if needed > maxMemory {
                footprint.memoryBoundNeeded = needed
                return .end(.maxMemory)
            }
        }
        return .expand
    }

    /// Expands one level in rounds of a bounded number of states, in frontier order (a round's
    /// candidates are checked against the states the rounds before it added, so the buffers stay small
    /// and fewer duplicates reach them, and the result is the same), and moves on to the next level;
    /// returns the bound that cut the level, if one did.
    @inlinable
    mutating func levelInRounds(_ frontier: inout [Stored], base: inout Int, levelBase: Int, depth: inout Int,
                                plan: inout LevelPlan) -> StopReason? {
        let transitionsBefore = log.stats.transitions
        var next: [Stored] = []
        next.reserveCapacity(Int(Double(frontier.count) * plan.newRatio * 1.1) + 1024)
        var candidates = 0
        var pos = 0
        var cut: StopReason?
        while pos < frontier.count {
            let (round, claiming) = roundSize(at: pos, of: frontier.count)
            if round < 1 {
                // Near the state bound: the rest of the level one state at a time.
                let (rest, sequentialCut, _) = sequentialLevel(frontier, from: pos, base: base)
                next.append(contentsOf: rest)
                if let sequentialCut {
                    if sequentialCut == .maxStates { depth += 1 }
                    cut = sequentialCut
                }
                break
            }
            let range = pos..<min(frontier.count, pos + round)
            var chunks = expand(frontier, range, base: base, growth: plan.candidatesPerState, claiming: claiming)
            if chunks.contains(where: \.timedOut) {
                cut = .maxSeconds
                Teardown.later(&chunks)
                break
            }
            candidates += chunks.reduce(0) { $0 + $1.count }
            insert(&chunks)
            let firstIndex = levelBase + next.count
            assign(&chunks, base: base, firstIndex: firstIndex, into: &next)
            record(chunks, base: base, firstIndex: firstIndex)
            merge(chunks, levelBytes: (frontier.capacity + next.capacity) * MemoryLayout<Stored>.stride)
            leaveAside(chunks, base: base)
            pos = range.upperBound
            if timeIsUp && pos < frontier.count { cut = .maxSeconds; break }
        }
        if let cut {
            if cut == .maxSeconds {
                // Cut by time: the states of this level and the next are let go of on another thread
                // (a class store's states hold live stores, many objects each), so that the result
                // comes back at the bound, not after a long teardown.
                Teardown.later(&next)
                Teardown.later(&frontier)
            }
            return cut
        }
        plan.learn(frontier: frontier.count, candidates: candidates, transitions: log.stats.transitions - transitionsBefore,
                   new: next.count)
        checkStructures(linksFrom: levelBase)
        frontier = next
        base = levelBase
        if !frontier.isEmpty { depth += 1 }
        return nil
    }

    /// The partition that applies to the level at `depth`: the options' when it splits there.
    @inlinable
    func share(at depth: Int) -> FrontierPartition? {
        options.partition.flatMap { $0.depth == depth ? $0 : nil }
    }

    @usableFromInline
    mutating func finish(depth: Int, stop: StopReason?) -> ExplorationResult<Machine> {
        var stats = log.stats
        stats.distinctStates = links.count
        stats.depth = depth
        let d = elapsed.components
        stats.seconds = Double(d.seconds) + Double(d.attoseconds) / 1e18
        footprint.tableBytes = table.bytes
        footprint.linkBytes = links.count * 4
        let links = self.links
        var counterexamples = log.found.counterexamples(step) { links.path(to: $0) }
        if let graph {
            let table = self.table
            graph.finishRecording { table.index(of: $0) }
            let judged = stop == nil ? nil : "the search was cut short (\(stop!.rawValue))"
            var liveness = LivenessAnalysis(step: step, graph: graph, links: links,
                                            partial: options.partition != nil ? "the search explored one shard" : judged)
            counterexamples = liveness.insert(liveness.counterexamples(), into: counterexamples)
            stats.liveness = liveness.statistics
        }
        var result = ExplorationResult(machine: machine.name, complete: stop == nil, stopReason: stop,
                                       statistics: stats, counterexamples: counterexamples)
        if codec.costs {
            // The cost explored last (the one a bound cut, if one did) counts what it reached.
            var after = deferred.statesAfter
            while after.count <= cost { after.append(self.links.count) }
            result.costCoverage = CostCoverage(statesAfter: after, cutAt: deferred.cutAt)
        }
        result.footprint = footprint
        result.unreproduced = counterexamples.compactMap(step.reproductionProblem)
        return result
    }
}
