import ModelChecker
import NavigationSpecs
import Testing
@testable import Reports

@Suite struct ShardingTests {
    @Test(arguments: [("1/1", 1, 1), ("2/4", 2, 4), ("4/4", 4, 4), ("10/12", 10, 12)])
    func shardsParse(text: String, index: Int, count: Int) {
        #expect(Sharding.parse(text) == RunInfo.Shard(index: index, count: count))
    }

    @Test(arguments: ["0/2", "3/2", "1/0", "-1/2", "1", "1/2/3", "a/b", "", "/", "1/", " 1/2"])
    func badShardsDoNotParse(text: String) { #expect(Sharding.parse(text) == nil) }

    /// Every entry goes to exactly one shard, whatever the costs and the count.
    @Test func everyEntryGoesToExactlyOneShard() {
        let names = (0..<23).map { "entry-\($0)" }
        let costSets: [[String: Int]] = [[:], Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, ($0 * 7919) % 1000) }),
                                         ["entry-3": 100_000]]
        for costs in costSets {
            for count in 1...8 {
                var seen: [String] = []
                for index in 1...count {
                    let share = Sharding.entries(names, costs: costs, shard: .init(index: index, count: count))
                    #expect(share == names.filter { share.contains($0) }, "each share keeps the run's order")
                    seen += share
                }
                #expect(seen.sorted() == names.sorted(), "\(count) shards")
            }
        }
    }

    /// Largest first, each to the least loaded shard: the largest entry sits alone when it outweighs the rest.
    @Test func sharesAreBalancedByCost() {
        let names = ["small-1", "big", "small-2", "medium", "small-3"]
        let costs = ["big": 20_000, "medium": 7_000, "small-1": 50, "small-2": 40, "small-3": 10]
        #expect(Sharding.entries(names, costs: costs, shard: .init(index: 1, count: 2)) == ["big"])
        #expect(Sharding.entries(names, costs: costs, shard: .init(index: 2, count: 2)) == ["small-1", "small-2", "medium", "small-3"])
        #expect(Sharding.assign(names, costs: costs, shards: 3) == [2, 0, 2, 1, 2])
        // Without costs every entry costs the same: dealt out in order.
        #expect(Sharding.assign(names, costs: [:], shards: 2) == [0, 1, 0, 1, 0])
        // An entry the costs do not know costs their mean.
        #expect(Sharding.assign(["new", "a", "b"], costs: ["a": 10, "b": 30], shards: 2) == [1, 1, 0])
    }
}

/// Which entries a run covers: the entries named, a shard's share, or each entry's state space.
@Suite struct RunSelectionTests {
    @Test func namedEntriesKeepTheirOrderAndAreNamedOnce() throws {
        let selection = try RunSelection(names: ["adaptive-corrected", "adaptive-seed"], shard: nil, splitDepth: nil, maxDepth: nil)
        #expect(selection.entries.map(\.name) == ["adaptive-corrected", "adaptive-seed"])
        #expect(selection.names == ["adaptive-corrected", "adaptive-seed"])
        #expect(!selection.writesReportSet)
        #expect(throws: ReportError.self) { try RunSelection(names: ["adaptive-seed", "adaptive-seed"], shard: nil, splitDepth: nil, maxDepth: nil) }
        #expect(throws: ReportError.self) { try RunSelection(names: ["no-such-entry"], shard: nil, splitDepth: nil, maxDepth: nil) }
    }

    @Test func entryShardsCoverTheCatalogOnce() throws {
        var seen: [String] = []
        for index in 1...3 {
            let selection = try RunSelection(names: [], shard: .init(index: index, count: 3), splitDepth: nil, maxDepth: nil,
                                             baseline: "no-such-baseline.json")
            #expect(selection.writesReportSet && selection.split == nil && selection.partition == nil)
            #expect(selection.notes.count == 1, "divided by equal costs without a baseline")
            seen += selection.entries.map(\.name)
        }
        #expect(seen.sorted() == Catalog.entries.map(\.name).sorted())
    }

    @Test func aStateSpaceSplitNeedsAShardAndDividesBeforeTheDepthBound() throws {
        let split = try RunSelection(names: ["adaptive-seed"], shard: .init(index: 2, count: 4), splitDepth: 3, maxDepth: nil)
        #expect(split.split == RunInfo.Split(shards: 4, depth: 3))
        #expect(split.partition == FrontierPartition(depth: 3, index: 1, count: 4))
        #expect(split.entries.map(\.name) == ["adaptive-seed"], "every entry, each divided")
        for (shard, depth, maxDepth, judging) in [(nil, 3, nil, []), (RunInfo.Shard(index: 1, count: 2), 5, 4, []),
                                                  (RunInfo.Shard(index: 1, count: 2), 2, nil, ["--junit"])] as [(RunInfo.Shard?, Int, Int?, [String])] {
            #expect(throws: ReportError.self) {
                try RunSelection(names: ["adaptive-seed"], shard: shard, splitDepth: depth, maxDepth: maxDepth, judging: judging)
            }
        }
        #expect(throws: ReportError.self) { try RunSelection(names: ["adaptive-seed"], shard: .init(index: 1, count: 2), splitDepth: nil, maxDepth: nil) }
    }
}
