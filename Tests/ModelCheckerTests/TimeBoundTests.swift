import Foundation
import Generators
import Testing
@testable import ModelChecker

/// A wide, slow machine: every state has four successors, every step takes 100 µs (a store that does
/// real work), so that its levels take seconds.
struct SlowWideMachine: StateMachine {
    var name: String { "slow-wide" }
    var initialStates: [Int] { [0] }
    var actions: Generator<Int> { .element(of: [0, 1, 2, 3]) }
    func apply(_ action: Int, to state: inout Int) throws {
        usleep(100)
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
    /// PARTIAL, and soon after the bound: the clock is read every 64 states.
    @Test(arguments: [1, 2])
    func aTimeBoundStopsInsideALevel(workers: Int) throws {
        let clock = ContinuousClock(), start = clock.now
        let result = try Explorer(SlowWideMachine(), options: .init(maxSeconds: 0.5, workers: workers)).run()
        let took = clock.now - start
        #expect(!result.complete)
        #expect(result.stopReason == .maxSeconds)
        // The level being expanded when time ran out has thousands of states (seconds of work): the
        // search stopped inside it, long before it could have ended.
        #expect(took < .seconds(2))
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
