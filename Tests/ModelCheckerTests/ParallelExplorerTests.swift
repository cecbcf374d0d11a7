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

/// The reference: the search one state at a time, in frontier order, on one thread (what the
/// level phases must give whatever the number of workers).
func reference<M: StateMachine>(_ machine: M, _ options: ExplorationOptions) -> ExplorationResult<M> {
    var search = LevelSearch(machine: machine, codec: FingerprintCodec(machine), options: options, oneStateAtATime: true)
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

    /// A caller that knows only `StateMachine` (as the test helpers and the catalog are) still gets the
    /// packed encoding a spec declares, and the same result as through fingerprints.
    @Test func genericCallerGetsThePackedEncoding() throws {
        func explore<M: StateMachine>(_ machine: M, workers: Int) throws -> ExplorationResult<M> {
            try Explorer(machine, options: ExplorationOptions(workers: workers)).run()
        }
        for workers in [1, 2] {
            let generic = try explore(Grid(), workers: workers)
            #expect(generic.footprint.exactStates, "\(workers) workers")
            #expect(summary(generic) == summary(try Explorer(Grid(), options: ExplorationOptions(workers: workers)).runWithFingerprints()))
        }
        // A machine without a packed encoding keeps its fingerprints.
        #expect(!(try explore(CounterMachine(limit: 5), workers: 1).footprint.exactStates))
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

/// Registers 0..<12 that a step increments, doubles, swaps or resets: many paths to each state within
/// a level, so that the workers' slices meet the same new states; packed in 4 bits a register, narrow
/// enough for the workers to claim states while they expand.
struct Registers: PackedStateMachine {
    enum Step: Hashable, Codable, Sendable {
        case increment(Int), double(Int), swap(Int), reset(Int)
    }
    var count = 4
    var limit = 12
    var name: String { "registers" }
    var initialStates: [[Int]] { [Array(repeating: 0, count: count)] }
    var actions: Generator<Step> {
        .element(of: (0..<count).flatMap { [Step.increment($0), .double($0), .swap($0), .reset($0)] })
    }
    func isEnabled(_ step: Step, in r: [Int]) -> Bool {
        if case .swap(let i) = step { return r[i] != r[(i + 1) % count] }
        return true
    }
    func apply(_ step: Step, to r: inout [Int]) throws {
        switch step {
        case .increment(let i): r[i] = (r[i] + 1) % limit
        case .double(let i): r[i] = (r[i] * 2) % limit
        case .swap(let i): r.swapAt(i, (i + 1) % count)
        case .reset(let i): r[i] = 0
        }
    }
    func fingerprint(of r: [Int], into f: inout Fingerprinter) { for v in r { f.combine(v) } }
    func pack(_ r: [Int]) -> UInt64 { r.indices.reduce(0) { $0 | UInt64(r[$1]) << (4 * UInt64($1)) } }
    func unpack(_ w: UInt64) -> [Int] { (0..<count).map { Int((w >> (4 * UInt64($0))) & 0xF) } }
    var packedBitWidth: Int { 4 * count }
    var properties: [Property<Registers>] {
        [
            .invariant("sumBelow30", "the registers add up to less than 30") { _, r in
                .expect(r.reduce(0, +) < 30, r.map(spelled).joined(separator: " "))
            },
            .transition("doubleGrows", "doubling a register never makes it smaller") { _, before, step, after in
                guard case .double(let i) = step else { return .notApplicable }
                return .expect(after[i] >= before[i], before.map(spelled).joined(separator: " ") + " became " + after.map(spelled).joined(separator: " "))
            },
        ]
    }
}

@Suite struct ClaimingWorkersTests {
    /// Workers that claim new states while they expand give the one-worker search's result: the same
    /// statistics and the same first 40 counterexamples per property (so the same parents and the same
    /// order of new states), for every number of workers, and the same as the fingerprint search.
    @Test func claimsGiveTheOneWorkerResult() throws {
        let machine = Registers()
        var one = ExplorationOptions(workers: 1)
        one.counterexamplesPerProperty = 40
        let expected = try Explorer(machine, options: one).run()
        #expect(expected.statistics.distinctStates == 20_736)
        #expect(expected.counterexamples.count == 80)
        for workers in 2...4 {
            var options = one
            options.workers = workers
            // The claiming path is the one taken.
            let search = LevelSearch(machine: machine, codec: PackedCodec(machine), options: options)
            #expect(search.claims, "\(workers) workers")
            let explorer = try Explorer(machine, options: options)
            #expect(summary(explorer.run()) == summary(expected), "packed, \(workers) workers")
            #expect(summary(explorer.runWithFingerprints()) == summary(expected), "fingerprints, \(workers) workers")
        }
    }

    /// A spec whose words may use every bit, fingerprints, or one worker: no claims. A state bound
    /// keeps them (a round never takes more states than could reach the bound).
    @Test func claimsOnlyWhereTheyApply() {
        var options = ExplorationOptions(workers: 2)
        #expect(!LevelSearch(machine: Grid(), codec: PackedCodec(Grid()), options: options).claims)
        #expect(!LevelSearch(machine: Registers(), codec: FingerprintCodec(Registers()), options: options).claims)
        #expect(!LevelSearch(machine: Registers(), codec: PackedCodec(Registers()), options: ExplorationOptions(workers: 1)).claims)
        options.maxStates = 1000
        #expect(LevelSearch(machine: Registers(), codec: PackedCodec(Registers()), options: options).claims)
    }

    /// Under a state bound (as the test helpers always set one), one worker inserting while it expands
    /// and claiming workers stop where the one-state-at-a-time search stops, with its result.
    @Test(arguments: [1, 17, 500, 4_000, 20_000, 20_736, 30_000])
    func stateBoundsGiveTheOneStateAtATimeResult(maxStates: Int) throws {
        let machine = Registers()
        let expected = summary(reference(machine, ExplorationOptions(maxStates: maxStates)))
        for workers in 1...3 {
            let options = ExplorationOptions(maxStates: maxStates, workers: workers)
            #expect(summary(try Explorer(machine, options: options).run()) == expected, "\(workers) workers, at most \(maxStates) states")
        }
    }
}
