/// The states a search met at a higher path cost than the one it is exploring (``StateCodec/costs``),
/// kept aside until their cost's turn: a search with path costs explores cost 0 breadth-first, then
/// cost 1 from the states it left aside (each at its own depth), and so on, so that every state is
/// kept once, with the least cost that reaches it, and among the paths of that cost a shortest one.
/// Written and read by the thread that runs the search.
@usableFromInline
final class DeferredStates<Stored: Sendable>: @unchecked Sendable {
    /// A state left aside: how it was reached, at which depth, and its path's cost.
    @usableFromInline
    struct Entry {
        @usableFromInline var stored: Stored
        @usableFromInline var parent: Int32
        @usableFromInline var action: UInt16
        @usableFromInline var depth: Int

        @inlinable
        init(stored: Stored, parent: Int32, action: UInt16, depth: Int) {
            self.stored = stored
            self.parent = parent
            self.action = action
            self.depth = depth
        }
    }

    /// Per cost, the states left aside for it, in the order met.
    @usableFromInline var byCost: [Int: [Entry]] = [:]
    /// Per cost explored, from 0, the distinct states the search had once it was explored.
    @usableFromInline var statesAfter: [Int] = []
    /// The cost being explored when a bound stopped the search, if one did.
    @usableFromInline var cutAt: Int?

    @inlinable init() {}

    /// Leaves `entry` aside for `cost`.
    @inlinable
    func add(_ entry: Entry, cost: Int) { byCost[cost, default: []].append(entry) }

    /// The lowest cost above `cost` with a state left aside, and its states, shallowest first (in the
    /// order met among equals); nil when there is none.
    @inlinable
    func take(after cost: Int) -> (cost: Int, seeds: SeedQueue<Stored>)? {
        guard let next = byCost.keys.filter({ $0 > cost }).min(), let entries = byCost.removeValue(forKey: next) else { return nil }
        let ordered = entries.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }.map(\.element)
        return (next, SeedQueue(entries: ordered))
    }
}

/// The states left aside for the cost being explored, shallowest first: each joins the level of its
/// depth.
@usableFromInline
struct SeedQueue<Stored: Sendable> {
    @usableFromInline var entries: [DeferredStates<Stored>.Entry]
    @usableFromInline var next = 0

    @inlinable init(entries: [DeferredStates<Stored>.Entry] = []) { self.entries = entries }

    /// The depth of the next state waiting, if one is.
    @inlinable var nextDepth: Int? { next < entries.count ? entries[next].depth : nil }
}

extension LevelSearch {
    /// Whether a successor of path cost higher than the one being explored is left aside.
    @inlinable @inline(__always)
    func isLaterCost(_ state: State) -> Bool { codec.costs && codec.cost(of: state) > cost }

    /// Leaves aside a successor of a higher path cost, unless the table has it already (at a lower
    /// cost).
    @inlinable
    func leaveAside(_ stored: Stored, key: UInt64, parent: Int32, via action: UInt16, depth: Int) {
        guard !table.contains(key) else { return }
        deferred.add(.init(stored: stored, parent: parent, action: action, depth: depth), cost: codec.cost(of: codec.decode(stored)))
    }

    /// Leaves aside the successors of higher path cost a round's slices met (`base`: the index of the
    /// frontier's first state).
    @inlinable
    func leaveAside(_ chunks: [Chunk<Stored>], base: Int) {
        guard codec.costs else { return }
        let actionCount = alphabet.count
        for chunk in chunks {
            for (j, stored) in chunk.later.enumerated() {
                let origin = Int(chunk.laterOrigins[j])
                leaveAside(stored, key: tableKey(stored), parent: Int32(truncatingIfNeeded: base + chunk.start + origin / actionCount),
                           via: UInt16(truncatingIfNeeded: origin % actionCount), depth: levelDepth + 1)
            }
        }
    }

    /// Discovers the states left aside for this cost at `depth` (those not in the table), appending them
    /// to the level's frontier; returns the state bound, if discovering them reached it.
    @inlinable
    mutating func admit(_ seeds: inout SeedQueue<Stored>, depth: Int, into frontier: inout [Stored]) -> StopReason? {
        while let d = seeds.nextDepth, d == depth {
            let e = seeds.entries[seeds.next]
            seeds.next += 1
            let state = codec.decode(e.stored)
            var log = self.log
            let new = discoverIndexed(state, parent: e.parent, via: e.action, &log, counting: false).new
            self.log = log
            guard let new else { continue }
            self.log.stats.actions[Int(e.action)].newStates += 1
            frontier.append(new)
            if let maxStates = options.maxStates, links.count >= maxStates { return .maxStates }
        }
        return nil
    }

    /// Ends the exploration of the current cost: notes its count, and moves on to the next cost with
    /// states left aside (its seeds, and the depth of the shallowest); nil when there is none.
    @inlinable
    mutating func nextCost() -> (seeds: SeedQueue<Stored>, depth: Int)? {
        guard codec.costs else { return nil }
        while deferred.statesAfter.count <= cost { deferred.statesAfter.append(links.count) }
        guard let (next, seeds) = deferred.take(after: cost), let depth = seeds.nextDepth else { return nil }
        // A cost with no state left aside for it adds none.
        while deferred.statesAfter.count < next { deferred.statesAfter.append(links.count) }
        cost = next
        return (seeds, depth)
    }
}

/// What a search with path costs explored (``StateCodec/costs``).
@usableFromInline
struct CostCoverage: Sendable, Hashable {
    /// Per cost explored, from 0, the distinct states the search had once it was explored.
    @usableFromInline var statesAfter: [Int]
    /// The cost being explored when a bound stopped the search, if one did.
    @usableFromInline var cutAt: Int?
    /// The higher costs with states left aside and never explored (a bound stopped the search first).
    @usableFromInline var unexploredCosts: [Int]

    @inlinable
    init(statesAfter: [Int], cutAt: Int?, unexploredCosts: [Int] = []) {
        self.statesAfter = statesAfter
        self.cutAt = cutAt
        self.unexploredCosts = unexploredCosts
    }
}
