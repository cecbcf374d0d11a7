extension LevelSearch {
    /// In debug builds, checks the table and the links the level added (``StateTable/_checkInvariants()``,
    /// ``LinkStore/_checkInvariants(from:initialStates:)``): a broken structure would lose states silently.
    @inlinable
    func checkStructures(linksFrom start: Int) {
        #if DEBUG
        table._checkInvariants()
        links._checkInvariants(from: start, initialStates: machine.initialStates.count)
        #endif
    }

    /// The memory bound a level of `frontier` needs, decided at its start: the process's baseline
    /// plus what the search holds and will allocate for the level (counted, not measured: the memory
    /// a process measures grows with its threads and with what earlier searches left), so that 1 and
    /// N workers stop at the same level, before the bound.
    @inlinable
    func memoryNeeded(_ frontier: [Stored], plan: LevelPlan) -> Int {
        let held = table.bytes + links.bytes + frontier.count * MemoryLayout<Stored>.stride * 2
        return plan.startResident + held + plannedBytes(frontier: frontier.count, growth: plan.transitionsPerState,
                                                        newRatio: plan.newRatio)
    }

    /// How many states the round starting at frontier position `pos` takes, and whether its workers
    /// claim new states while they expand.
    @inlinable
    func roundSize(at pos: Int, of frontierCount: Int) -> (states: Int, claiming: Bool) {
        // Claiming workers cannot grow the table: a round takes no more states than the table has
        // room for all their successors. While the table is too small for a round that every worker
        // can share, the round goes the two-pass way (which grows the table as it inserts) instead:
        // the table then keeps the size one worker gives it.
        let actions = max(1, alphabet.count)
        var round = roundStates
        var claiming = false
        if claims {
            let room = table.prepareForClaims(wanted: roundStates * actions, atLeast: actions) / actions
            if room >= min(frontierCount - pos, roundStates, workers * Self.statesPerSlice * 8) {
                round = room
                claiming = true
            }
        }
        if let maxStates = options.maxStates {
            // A round takes only as many states as cannot reach the state bound even if every
            // successor were new (the workers insert while they expand, so a round is never redone);
            // nearer the bound, the rest of the level goes one state at a time, as the sequential
            // search.
            round = min(round, max(0, maxStates - links.count - 1) / actions)
        }
        return (round, claiming)
    }

    /// How many frontier states a round of a level expands: enough for every worker to have several
    /// slices, few enough that the round's buffers stay small next to the table.
    @inlinable var roundStates: Int { max(1 << 15, workers << 16) }

    /// The fewest states a slice of a round has (a round of fewer than eight times this is one slice).
    @usableFromInline static var statesPerSlice: Int { 256 }

    /// The bytes a level of `frontier` states may add (its next frontier, a round's buffers, the table's
    /// growth and the links), from the growth of the previous level.
    @inlinable
    func plannedBytes(frontier: Int, growth: Double, newRatio: Double = 1) -> Int {
        // The next level: its new states (half as many again as the last level's ratio), with their
        // table slots, parent links and place in the next frontier (doubled, for the array's growth).
        let newStates = Int(Double(frontier) * newRatio * 1.5) + 1024
        // The largest round any number of workers on this machine would use, so that the plan is
        // the same for every number of workers.
        let largestRound = max(1 << 15, ProcessMemory.activeCores << 16)
        let roundCandidates = Int(Double(min(frontier, largestRound)) * growth * 1.25) + 1024
        let perCandidate = MemoryLayout<Stored>.stride * 2 + 8 + 4 + 1
        return newStates * MemoryLayout<Stored>.stride * 2 + roundCandidates * perCandidate
            + table.growthBytes(forExtra: newStates) + links.reserveBytes(forExtra: newStates)
    }
}

/// Whether a level is expanded, decided at its start (``LevelSearch/atLevelStart(_:base:depth:plan:)``).
@usableFromInline
enum LevelStart {
    /// Expand it.
    case expand
    /// The search ends here: cut by a bound, or complete (nil) when the depth bound's level had no
    /// unseen successor.
    case end(StopReason?)
}

/// What the levels so far say of the next one: how many candidates and transitions a state gave, and
/// what share of them was new (buffers are sized and a memory bound planned with these).
@usableFromInline
struct LevelPlan {
    /// Candidates per state of the last level (what a worker's buffers hold).
    @usableFromInline var candidatesPerState: Double
    /// Transitions per state of the last level: what a memory bound plans with (the candidates a
    /// level buffers depend on the number of workers; its transitions do not).
    @usableFromInline var transitionsPerState: Double
    /// New states per state of the last level.
    @usableFromInline var newRatio = 1.0
    /// The process's resident memory when the search began (with a memory bound), else zero.
    @usableFromInline let startResident: Int

    @inlinable
    init(actions: Int, startResident: Int) {
        candidatesPerState = Double(actions)
        transitionsPerState = Double(actions)
        self.startResident = startResident
    }

    /// Learns from a level of `frontier` states that gave these counts.
    @inlinable
    mutating func learn(frontier: Int, candidates: Int, transitions: Int, new: Int) {
        candidatesPerState = max(0.05, Double(candidates) / Double(frontier))
        transitionsPerState = max(0.05, Double(transitions) / Double(frontier))
        newRatio = max(0.05, Double(new) / Double(frontier))
    }
}
