import Foundation
import Generators
import Testing
@testable import ModelChecker

/// A wide, slow machine: every state has four successors, every step takes 100 µs (a store that does
/// real work), so that its levels take seconds.
struct SlowWideMachine: StateMachine {
    /// The steps taken, on every worker.
    let steps = Locked(0)
    var name: String { "slow-wide" }
    var initialStates: [Int] { [0] }
    var actions: Generator<Int> { .element(of: [0, 1, 2, 3]) }
    func apply(_ action: Int, to state: inout Int) throws {
        usleep(100)
        steps.withLock { $0 += 1 }
        state = state * 4 + action + 1
    }
    func isWithinBounds(_ state: Int) -> Bool { state < 1 << 40 }
    func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
    var properties: [Property<SlowWideMachine>] {
        [.invariant("nonNegative", "states are never negative") { _, s in .expect(s >= 0, "\(s)") }]
    }
}

@Suite struct TimeBoundTests {
    /// The bound stops the search inside a level (each level here takes longer than the bound), as
    /// PARTIAL: the steps taken are not those of whole levels (4, 4 + 16, 4 + 16 + 64, …), as they
    /// would be if the bound were read only between levels. No duration is asserted.
    @Test(arguments: [1, 2])
    func aTimeBoundStopsInsideALevel(workers: Int) throws {
        let machine = SlowWideMachine()
        let result = try Explorer(machine, options: .init(maxSeconds: 0.5, workers: workers)).run()
        #expect(!result.complete)
        #expect(result.stopReason == .maxSeconds)
        let wholeLevels = (1...12).map { level in (1...level).reduce(0) { sum, d in sum + (1 << (2 * d)) } }
        let steps = machine.steps.withLock { $0 }
        #expect(steps > 0 && !wholeLevels.contains(steps))
    }

    /// A level that takes seconds is reported from inside: how far into it the search has got.
    @Test func progressIsReportedFromInsideALevel() throws {
        let reports = Locked<[ExplorationProgress]>([])
        let options = ExplorationOptions(maxSeconds: 3.5, workers: 1,
                                         progress: ProgressObserver { p in reports.withLock { $0.append(p) } })
        _ = try Explorer(SlowWideMachine(), options: options).run()
        let inside = reports.withLock { $0.filter { $0.expanded != nil } }
        #expect(!inside.isEmpty)
        for report in inside { #expect(report.expanded! <= report.frontier) }
    }
}
