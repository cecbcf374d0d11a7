import Generators
import Testing
@testable import ModelChecker

/// Eighteen switches, each flipped by its own action: 262,144 states, in levels that grow and shrink.
struct Switches: StateMachine {
    var name: String { "switches" }
    var initialStates: [UInt32] { [0] }
    var actions: Generator<Int> { .element(of: Array(0..<18)) }
    func apply(_ bit: Int, to s: inout UInt32) throws { s ^= 1 << UInt32(bit) }
    func fingerprint(of s: UInt32, into f: inout Fingerprinter) { f.combine(Int(s)) }
    var properties: [Property<Switches>] { [] }
}

@Suite struct MemoryBoundTests {
    /// A memory bound cuts at a level's start, on a counted plan: 1 and 2 workers stop at the same
    /// level with the same counts. (That the process stays under the bound is checked in a process of
    /// its own, by the command's tests: here other tests share the process.)
    @Test(arguments: [8, 12, 16])
    func oneAndTwoWorkersStopAtTheSameLevel(mebibytes: Int) throws {
        let bound = ProcessMemory.searchBaselineBytes() + mebibytes << 20
        let one = try Explorer(Switches(), options: ExplorationOptions(workers: 1, maxMemoryBytes: bound)).run()
        let two = try Explorer(Switches(), options: ExplorationOptions(workers: 2, maxMemoryBytes: bound)).run()
        #expect(one.stopReason == .maxMemory)
        #expect(two.stopReason == one.stopReason)
        #expect(two.statistics.distinctStates == one.statistics.distinctStates)
        #expect(two.statistics.transitions == one.statistics.transitions)
        #expect(two.statistics.depth == one.statistics.depth)
        #expect(one.statistics.distinctStates < 262_144)
        #expect(one.statistics.distinctStates > 1_000, "cut at \(one.statistics.distinctStates) states")
    }
}
