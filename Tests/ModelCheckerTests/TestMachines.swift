import Generators
import ModelChecker

/// A counter from 0 with increment, reset and an unchecked decrement that faults below zero.
struct Counter: StateMachine {
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case increment, decrement, reset
        var description: String { rawValue }
    }
    var limit = 5
    var extraProperties: [Property<Counter>] = []
    var initial: [Int] = [0]
    var name: String { "counter" }
    var initialStates: [Int] { initial }
    var actions: Generator<Action> { .element(of: [.increment, .decrement, .reset]) }
    func isEnabled(_ action: Action, in state: Int) -> Bool { action != .increment || state < limit }
    func apply(_ action: Action, to state: inout Int) throws {
        switch action {
        case .increment: state += 1
        case .decrement:
            guard state > 0 else { throw Fault("decrement below zero") }
            state -= 1
        case .reset: state = 0
        }
    }
    func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
    var properties: [Property<Counter>] {
        [
            .invariant("belowThree", "the counter stays below three") { _, s in .expect(s < 3, "reached \(s)") },
            .transition("incrementAddsOne", "increment adds one") { _, before, action, after in
                .when(action == .increment) { .expect(after == before + 1, "\(before) → \(after)") }
            },
        ] + extraProperties
    }
}
