import ModelChecker

/// Dividing a run among shards: whole entries balanced by cost, or each entry's state space.
public enum Sharding {
    /// Parses `i/n` (1 ≤ i ≤ n): shard `i` of `n`, numbered from 1. Nil when the text is not of that form.
    public static func parse(_ text: String) -> RunInfo.Shard? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        return RunInfo.Shard(index: i, count: n)
    }

    /// The entries of shard `shard`: `names` divided among the shards by cost, largest first, each to
    /// the shard with the least cost so far (ties: the lower shard), returned in the order of `names`.
    /// Deterministic: the same names, costs and shard count give the same division on every machine.
    ///
    /// - Parameters:
    ///   - names: the entries of the whole run, in order.
    ///   - costs: an entry's cost (its distinct states in a baseline); an entry without one costs the
    ///     mean of the known costs (1 when none is known).
    /// - Complexity: O(*e* log *e* + *e* · *n*) for *e* entries and *n* shards.
    public static func entries(_ names: [String], costs: [String: Int], shard: RunInfo.Shard) -> [String] {
        let assignment = assign(names, costs: costs, shards: shard.count)
        return names.enumerated().filter { assignment[$0.offset] == shard.index - 1 }.map(\.element)
    }

    /// For each of `names`, the shard (from 0) it goes to.
    public static func assign(_ names: [String], costs: [String: Int], shards: Int) -> [Int] {
        let known = names.compactMap { costs[$0] }
        let fallback = known.isEmpty ? 1 : max(1, known.reduce(0, +) / known.count)
        let cost = names.map { max(1, costs[$0] ?? fallback) }
        let order = names.indices.sorted { (cost[$0], -$0) > (cost[$1], -$1) }
        var load = Array(repeating: 0, count: max(1, shards))
        var assignment = Array(repeating: 0, count: names.count)
        for i in order {
            let target = load.indices.min { (load[$0], $0) < (load[$1], $1) } ?? 0
            assignment[i] = target
            load[target] += cost[i]
        }
        return assignment
    }

    /// The costs an earlier report gives: each entry's distinct states.
    public static func costs(from report: JSONReport?) -> [String: Int] {
        guard let report else { return [:] }
        return Dictionary(report.entries.map { ($0.name, $0.statistics.distinctStates) }, uniquingKeysWith: { a, _ in a })
    }

    /// The exploration option of shard `shard` of a state-space split at `depth`.
    public static func partition(shard: RunInfo.Shard, depth: Int) -> FrontierPartition {
        FrontierPartition(depth: depth, index: shard.index - 1, count: shard.count)
    }
}
