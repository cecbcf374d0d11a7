import Generators
import ModelChecker
import NavigationSpecs
import Testing
@testable import Reports

/// A grid walked right and up from (0, 0) to (size, size); property `at_x_y` is violated exactly at
/// (x, y), so every state has a witness and its shortest trace has x + y actions. Many states are
/// reachable from several states of one breadth-first level: the shards of a split share them.
struct GridMachine: StateMachine {
    struct State: Sendable, Hashable { var x = 0, y = 0 }
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case right, up
        var description: String { rawValue }
    }
    var size = 5
    var name: String { "grid" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.right, .up]) }
    func isEnabled(_ action: Action, in s: State) -> Bool { action == .right ? s.x < size : s.y < size }
    func apply(_ action: Action, to s: inout State) throws {
        if action == .right { s.x += 1 } else { s.y += 1 }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.x)
        f.combine(s.y)
    }
    var properties: [Property<GridMachine>] {
        (0...size).flatMap { x in
            (0...size).map { y in
                Property<GridMachine>.invariant("at_\(x)_\(y)", "never at (\(x), \(y))") { _, s in
                    .expect(s.x != x || s.y != y, "at (\(x), \(y))")
                }
            }
        }
    }
}

@Suite struct FrontierPartitionTests {
    /// Every position of every frontier belongs to exactly one share.
    @Test func everyFrontierStateHasExactlyOneShare() {
        for count in 1...6 {
            for total in 0...40 {
                for position in 0..<total {
                    let owners = (0..<count).filter { FrontierPartition(depth: 0, index: $0, count: count).owns(position, of: total) }
                    #expect(owners.count == 1, "count \(count), total \(total), position \(position)")
                }
            }
        }
    }

    /// Together the shards find every state's witness, each as short as the undivided search's, for
    /// every split depth and shard count; one share of one is the undivided search.
    @Test func theShardsTogetherExploreEveryStateWithShortestTraces() throws {
        let grid = GridMachine()
        let whole = try Explorer(grid, options: ExplorationOptions(workers: 1)).run()
        #expect(whole.statistics.distinctStates == 36)
        let shortest = Dictionary(uniqueKeysWithValues: whole.counterexamples.map { ($0.property, $0.length) })
        #expect(shortest.count == 36)
        for depth in 0...6 {
            for count in 1...4 {
                var best: [String: Int] = [:]
                var states = 0
                for index in 0..<count {
                    for workers in [1, 2] {
                        let share = FrontierPartition(depth: depth, index: index, count: count)
                        let result = try Explorer(grid, options: ExplorationOptions(workers: workers, partition: share)).run()
                        #expect(result.complete)
                        if workers == 2 { continue }
                        states += result.statistics.distinctStates
                        for c in result.counterexamples { best[c.property] = min(best[c.property] ?? .max, c.length) }
                    }
                }
                #expect(best == shortest, "split depth \(depth), \(count) shards")
                #expect(states >= whole.statistics.distinctStates, "split depth \(depth), \(count) shards")
                if count == 1 {
                    let one = try Explorer(grid, options: ExplorationOptions(workers: 1, partition: .init(depth: depth, index: 0, count: 1))).run()
                    #expect(one.statistics.distinctStates == whole.statistics.distinctStates)
                    #expect(one.counterexamples.map(\.actions) == whole.counterexamples.map(\.actions))
                }
            }
        }
    }

    /// The one-state-at-a-time search (stop at the first violation) honours the partition too.
    @Test func theSequentialSearchHonoursThePartition() throws {
        let grid = GridMachine()
        let share = FrontierPartition(depth: 2, index: 1, count: 3)
        let result = try Explorer(grid, options: ExplorationOptions(stopAtFirstViolation: true, workers: 1, partition: share)).run()
        #expect(result.counterexamples.first?.property == "at_0_0")
    }

    @Test(arguments: [
        (FrontierPartition(depth: -1, index: 0, count: 2), "split depth must be 0 or more, not -1"),
        (FrontierPartition(depth: 2, index: 2, count: 2), "share 2 does not exist: shares are numbered 0 to 1"),
        (FrontierPartition(depth: 2, index: 0, count: 0), "the number of shares must be a positive whole number, not 0"),
    ])
    func badPartitionsAreErrors(partition: FrontierPartition, message: String) {
        let error = #expect(throws: CheckError.self) {
            _ = try Explorer(GridMachine(), options: ExplorationOptions(partition: partition))
        }
        #expect(error?.message == message)
    }

    /// On a catalog entry of the `ui` alphabet (whose kinds follow from the state alone), the shards'
    /// findings merge into exactly the undivided run's, with traces as short.
    @Test(arguments: [0, 1, 2, 3, 4, 6])
    func aSplitCatalogEntryMergesIntoTheUndividedFindings(depth: Int) throws {
        let entry = try Catalog.entry(named: "adaptive-seed")
        let whole = JSONReport([try EntryOutcome(checking: entry)]).entries[0]
        for count in 2...3 {
            var shards: [ReportMerge.Shard] = []
            for index in 1...count {
                let shard = RunInfo.Shard(index: index, count: count)
                var options = ExplorationOptions()
                options.partition = Sharding.partition(shard: shard, depth: depth)
                let run = RunInfo(entries: ["adaptive-seed"], options: options, shard: shard, split: .init(shards: count, depth: depth))
                shards.append(.init(folder: "shard-\(index)", report: JSONReport([try EntryOutcome(checking: entry, options: options)], run: run)))
            }
            let merged = try ReportMerge.merge(shards).entries[0]
            let lengths = { (e: JSONReport.Entry) in Set(e.violations.map { "\($0.property) \($0.finding) \($0.length)" }) }
            #expect(lengths(merged) == lengths(whole), "depth \(depth), \(count) shards")
            #expect(merged.met && merged.complete)
            #expect(merged.vacuousProperties == whole.vacuousProperties)
            #expect(merged.statistics.distinctStates >= whole.statistics.distinctStates)
        }
    }
}
