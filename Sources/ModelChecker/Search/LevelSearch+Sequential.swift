extension LevelSearch {
    /// Expands one level one state at a time (from `share`'s part of the frontier, when given) and moves
    /// on to the next level; returns the bound that cut the level, if one did.
    @inlinable
    mutating func levelOneStateAtATime(_ frontier: inout [Stored], base: inout Int, levelBase: Int, depth: inout Int,
                                       share: FrontierPartition?) -> StopReason? {
        let (next, cut, _) = sequentialLevel(frontier, base: base, share: share)
        checkStructures(linksFrom: levelBase)
        if let cut {
            // The depth is the deepest level a state was discovered in.
            if cut == .maxStates || (cut == .firstViolation && !next.isEmpty) { depth += 1 }
            return cut
        }
        base = levelBase
        frontier = next
        if !frontier.isEmpty { depth += 1 }
        return nil
    }

    /// One level expanded one state at a time (what the sequential search does), for a level that a
    /// bound may cut or a first violation stop. Returns the next frontier and the bound that cut it, if
    /// one did; with `discovering` false (the depth bound), only whether some successor is unseen.
    @inlinable
    mutating func sequentialLevel(_ frontier: [Stored], from start: Int = 0, base: Int, discovering: Bool = true,
                                  share: FrontierPartition? = nil) -> (next: [Stored], stop: StopReason?, unseen: Bool) {
        defer { if trapNames != nil { TrapReporter.done() } }
        var next: [Stored] = []
        var unseen = false
        var cut: StopReason?
        let step = self.step
        var log = self.log
        defer { self.log = log }
        // Read in the successors' closure: a copy made once, not one per successor.
        let search = self
        for pos in start..<frontier.count {
            if let share, !share.owns(pos, of: frontier.count) { continue }
            let state = codec.decode(frontier[pos])
            let index = base + pos
            if timeIsUp, machine.isWithinBounds(state) { return (next, .maxSeconds, unseen) }
            if pos & 63 == 0 { reportInsideLevel(frontier: frontier.count, at: pos) }
            log.state = index
            let reducing = discovering && options.partialOrderReduction && graph == nil
            let recording = discovering ? graph : nil
            recording?.begin(index)
            let end = step.expand(state, trap: { links.path(to: index) }, &log) { a, successor, log in
                if discovering && search.isLaterCost(successor) {
                    // Left aside for its cost (by the discovery below).
                    let target = search.discoverIndexed(successor, parent: Int32(index), via: UInt16(a), &log).key
                    recording?.edge(to: search.table.index(of: target), key: target, via: a)
                    return .proceed
                }
                guard discovering else {
                    let stored = search.codec.encode(successor)
                    if search.isLaterCost(successor) {
                        // Beyond the depth bound at its own cost: the run notes that cost as cut.
                        search.leaveAside(stored, key: search.tableKey(stored), parent: Int32(index), via: UInt16(a),
                                          depth: search.levelDepth + 1)
                    } else if !search.table.contains(search.tableKey(stored)) {
                        unseen = true
                    }
                    return .proceed
                }
                if reducing {
                    // Partial-order reduction: entered in the table, as without it, but not kept.
                    let key = search.tableKey(search.codec.encode(successor))
                    if !search.table.contains(key) && search.isLeftOut(a, successor, from: state, counting: &log) {
                        _ = search.table.insert(key)
                        return .proceed
                    }
                }
                let (new, target) = search.discoverIndexed(successor, parent: Int32(index), via: UInt16(a), &log)
                recording?.edge(to: search.table.index(of: target), key: target, via: a)
                if let new {
                    log.stats.actions[a].newStates += 1
                    next.append(new)
                    log.state = index
                    if let maxStates = search.options.maxStates, search.links.count >= maxStates { cut = .maxStates; return .stop }
                }
                if search.options.stopAtFirstViolation && log.found.count > 0 { cut = .firstViolation; return .stop }
                return .proceed
            }
            recording?.end(index, complete: end == .expanded && cut == nil)
            if let cut { return (next, cut, unseen) }
        }
        return (next, nil, unseen)
    }
}
