/// A share of a state space, for exploring one large machine on several machines (state-space shards).
///
/// Every shard explores the levels up to `depth` in full. The frontier at `depth` (the states first
/// discovered `depth` actions from the start, in breadth-first order) is dealt out like cards: shard
/// `index` continues only from the states at positions `index`, `index + count`, `index + 2·count`, …,
/// de-duplicating states within itself. Together the shards explore every reachable state, and for every property the
/// shortest violation any shard reports is as short as the one a single exploration reports: a
/// shortest path to a violation passes through one frontier state, and the shard that owns it follows
/// that path. The price: the levels up to `depth` are explored by every shard, and a state reachable
/// from the blocks of several shards is explored by each of them.
///
/// ```swift
/// let share = FrontierPartition(depth: 4, index: 0, count: 2)
/// let result = try Explorer(spec, options: ExplorationOptions(partition: share)).run()
/// ```
public struct FrontierPartition: Sendable, Hashable, Codable {
    /// The breadth-first depth whose frontier is divided (0: the initial states).
    public var depth: Int
    /// Which share, from 0 to `count - 1`.
    public var index: Int
    /// How many shares.
    public var count: Int

    /// Share `index` of `count`, dividing the frontier at `depth`.
    public init(depth: Int, index: Int, count: Int) {
        self.depth = depth
        self.index = index
        self.count = count
    }

    /// Whether this share continues from the state at `position` of a frontier of `total` states.
    @inlinable
    public func owns(_ position: Int, of total: Int) -> Bool {
        position % count == index
    }

    /// Throws when the depth is negative, the count not positive or the index out of range.
    public func validate() throws(CheckError) {
        if depth < 0 {
            throw CheckError(.invalidBound, "split depth must be 0 or more, not \(depth)")
        }
        if count <= 0 {
            throw CheckError(.invalidBound, "the number of shares must be a positive whole number, not \(count)")
        }
        if index < 0 || index >= count {
            throw CheckError(.invalidBound, "share \(index) does not exist: shares are numbered 0 to \(count - 1)")
        }
    }
}
