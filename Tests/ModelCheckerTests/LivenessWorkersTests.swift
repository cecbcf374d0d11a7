import Generators
import ModelChecker
import Testing

/// A grid large enough that a level is cut into slices and two workers claim states while they expand:
/// steps to each side, a jump that leads back to cells found earlier, and a corner that holds whoever
/// enters it (no way home, no way out of its view).
struct GridMachine: StateMachine {
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case right, left, up, down, jump
        var description: String { rawValue }
    }
    struct State: Hashable, Sendable, CustomStringConvertible {
        var x = 0, y = 0
        var description: String { "(\(x), \(y))" }
    }

    let side = 160
    let corner = 150

    var name: String { "grid" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.right, .left, .up, .down, .jump]) }
    func inCorner(_ s: State) -> Bool { s.x >= corner && s.y >= corner }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .right: s.x + 1 < side
        case .up: s.y + 1 < side
        case .left, .down, .jump: !inCorner(s)
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .right: s.x += 1
        case .left: s.x = max(0, s.x - 1)
        case .up: s.y += 1
        case .down: s.y = max(0, s.y - 1)
        case .jump: s = State(x: (s.x * 7 + s.y * 3) % side, y: (s.y * 5 + s.x) % side)
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.x)
        f.combine(s.y)
    }
    var properties: [Property<GridMachine>] {
        [
            .canAlwaysReach("canGoHome", "the first cell can always be reached") { _, s in s.x == 0 && s.y == 0 },
            .canAlwaysLeave("noDeadEnd", "every block of ten columns can be left", view: { _, s in UInt64(s.x / 10) }),
            .sometimes("farCell", "the far cell can be reached") { m, s in s.x == m.side - 1 && s.y == m.side - 1 },
        ]
    }
}

@Suite("Liveness on several workers")
struct LivenessWorkersTests {
    @Test("a grid cut into slices gives the same findings, traps and figures on one worker and on two")
    func sameGraphOnTwoWorkers() throws {
        let m = GridMachine()
        var results: [ExplorationResult<GridMachine>] = []
        for workers in [1, 2] {
            results.append(try Explorer(m, options: ExplorationOptions(workers: workers)).run())
        }
        let one = results[0], two = results[1]
        #expect(one.complete && two.complete)
        #expect(one.statistics.distinctStates == m.side * m.side)
        // Both liveness properties that can fail do, from the corner.
        #expect(Set(one.counterexamples.map(\.property)) == ["canGoHome", "noDeadEnd"])
        #expect(one.counterexamples.map(\.property) == two.counterexamples.map(\.property))
        #expect(one.counterexamples.map(\.actionIndices) == two.counterexamples.map(\.actionIndices))
        #expect(one.counterexamples.map(\.loopStart) == two.counterexamples.map(\.loopStart))
        var a = one.statistics, b = two.statistics
        a.seconds = 0
        b.seconds = 0
        #expect(a == b)
        #expect(a.liveness?.transitions == a.transitions)
    }
}
