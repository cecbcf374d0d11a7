import Generators
import Testing
@testable import ModelChecker

/// A small machine with every kind of finding: an invariant, a transition property, a hypothetical
/// property and a fault, reached at several depths, with duplicate paths to the same states.
struct Grid: PackedStateMachine {
    struct Point: Sendable, Hashable { var x: Int; var y: Int }
    enum Move: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case right, up, jump, reset
        var description: String { rawValue }
    }
    var size = 9
    var name: String { "grid" }
    var initialStates: [Point] { [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 0)] }
    var actions: Generator<Move> { .element(of: [.right, .up, .jump, .reset]) }
    func isEnabled(_ move: Move, in p: Point) -> Bool { move != .jump || p.x % 3 == 1 }
    func apply(_ move: Move, to p: inout Point) throws {
        switch move {
        case .right: p.x = (p.x + 1) % size
        case .up: p.y = (p.y + 1) % size
        case .jump:
            if p.x == 7 && p.y == 5 { throw Fault("jump off the grid at (7, 5)") }
            p.x = (p.x + 3) % size
        case .reset: p = Point(x: 0, y: p.y)
        }
    }
    func fingerprint(of p: Point, into f: inout Fingerprinter) { f.combine(p.x); f.combine(p.y) }
    func pack(_ p: Point) -> UInt64 { UInt64(p.x) << 8 | UInt64(p.y) }
    func unpack(_ w: UInt64) -> Point { Point(x: Int(w >> 8), y: Int(w & 0xFF)) }
    var properties: [Property<Grid>] {
        [
            .invariant("notCorner", "never at (8, 8)") { _, p in .expect(!(p.x == 8 && p.y == 8), "at (8, 8)") },
            .invariant("diagonalBelowSix", "on the diagonal only below 6") { _, p in
                .when(p.x == p.y) { .expect(p.x < 6, "at (\(p.x), \(p.y))") }
            },
            .transition("upKeepsX", "up keeps x") { _, before, move, after in
                .when(move == .up) { .expect(before.x == after.x && !(after.y == 4 && after.x == 2), "up to (\(after.x), \(after.y))") }
            },
            .hypothetical("rightTwiceAvoidsSeven", "two rights never land on x = 7 with y = 3") { machine, p in
                let q = try machine.run([.right, .right], from: p)
                return .expect(!(q.x == 7 && q.y == 3), "from (\(p.x), \(p.y))")
            },
        ]
    }
}

/// Everything but the time, to compare two results.
func summary<M: StateMachine>(_ r: ExplorationResult<M>) -> String {
    var s = r.statistics
    s.seconds = 0
    let traces = r.counterexamples.map { "\($0.property) \($0.initialState) \($0.actionIndices) \($0.message)" }
    return "\(r.complete) \(String(describing: r.stopReason)) \(s) \(traces)"
}

/// The reference: the one-state-at-a-time search.
func reference<M: StateMachine>(_ machine: M, _ options: ExplorationOptions) -> ExplorationResult<M> {
    var search = Search(machine: machine, options: options)
    return search.run()
}

@Suite struct ParallelExplorerTests {
    static let bounds: [ExplorationOptions] = [
        ExplorationOptions(), ExplorationOptions(maxDepth: 3), ExplorationOptions(maxDepth: 7),
        ExplorationOptions(maxStates: 5), ExplorationOptions(maxStates: 40), ExplorationOptions(maxStates: 81),
    ]

    @Test(arguments: bounds.indices)
    func sameResultAsOneStateAtATimeForEveryWorkerCount(bound: Int) throws {
        let grid = Grid()
        let expected = summary(reference(grid, Self.bounds[bound]))
        for workers in 1...4 {
            var options = Self.bounds[bound]
            options.workers = workers
            let explorer = try Explorer(grid, options: options)
            #expect(summary(explorer.run()) == expected, "packed, \(workers) workers, bound #\(bound)")
            #expect(summary(explorer.runWithFingerprints()) == expected, "fingerprints, \(workers) workers, bound #\(bound)")
        }
    }

    @Test func findsEveryKindOfViolation() throws {
        let result = try Explorer(Grid(), options: ExplorationOptions(workers: 2)).run()
        #expect(Set(result.violatedProperties) == ["notCorner", "diagonalBelowSix", "upKeepsX", "rightTwiceAvoidsSeven", "noFault"])
        #expect(result.complete)
        #expect(result.statistics.distinctStates == 81)
    }

    @Test func maxMemoryStopsWithAPartialLabelledResult() throws {
        let options = ExplorationOptions(workers: 2, maxMemoryBytes: 1 << 20)
        let result = try Explorer(Grid(), options: options).run()
        #expect(!result.complete)
        #expect(result.stopReason == .maxMemory)
        #expect(result.statistics.distinctStates < 81)
    }

    @Test func invalidWorkerAndMemoryBoundsAreErrors() {
        #expect(throws: CheckError.self) { try Explorer(Grid(), options: ExplorationOptions(workers: 0)) }
        #expect(throws: CheckError.self) { try Explorer(Grid(), options: ExplorationOptions(maxMemoryBytes: 0)) }
    }

    @Test func footprintIsReported() throws {
        let result = try Explorer(Grid(), options: ExplorationOptions(workers: 2)).run()
        #expect(result.footprint.workers == 2)
        #expect(result.footprint.exactStates)
        #expect(result.footprint.linkBytes == 81 * 4)
        #expect(result.footprint.tableBytes > 0)
        #expect(!(try Explorer(Grid()).runWithFingerprints().footprint.exactStates))
    }
}

@Suite struct StateTableTests {
    @Test(arguments: [0, 1, 2])
    func insertsAndFindsKeysAcrossGrowth(shardBits: Int) {
        let table = StateTable(shardBits: shardBits, initialCapacityBits: 4)
        var rng = SplitMix64(seed: 7)
        var keys: [UInt64] = [0, 1, UInt64.max]
        for _ in 0..<5000 { keys.append(rng.next()) }
        for key in keys { #expect(table.insert(key), "first insert of \(key)") }
        for key in keys { #expect(!table.insert(key), "second insert of \(key)") }
        for key in keys { #expect(table.contains(key)) }
        #expect(!table.contains(12345))
        #expect(table.count == keys.count)
    }

    @Test func linksSpanSegments() {
        let links = LinkStore()
        let n = LinkStore.segmentSize + 10
        links.reserve(n)
        for i in stride(from: 0, to: n, by: 997) { links.set(i, parent: Int32(i / 2), via: UInt16(i % 7)) }
        for i in stride(from: 0, to: n, by: 997) {
            #expect(links.parent(i) == Int32(i / 2))
            #expect(links.action(i) == UInt16(i % 7))
        }
        #expect(links.count == n)
    }
}
