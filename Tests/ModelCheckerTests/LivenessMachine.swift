import Generators
import ModelChecker

/// A small app for the liveness tests: a stack of up to two screens over home, a lock that may trap the
/// user on the deepest screen, and a load whose answer arrives later (and may start it again).
struct LivenessMachine: StateMachine {
    enum Action: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case open, back, lock, load, answer
        var description: String { rawValue }
    }
    struct State: Hashable, Sendable, CustomStringConvertible {
        var depth = 0
        var locked = false
        var pending = false
        var description: String { "depth \(depth)\(locked ? " locked" : "")\(pending ? " loading" : "")" }
    }

    /// Whether a locked screen hides its back button (a trap).
    var lockTraps = false
    /// Whether the load's answer starts the load again (work that never settles).
    var loadRestarts = false
    /// The offered actions.
    var offered: Alphabet = .ui
    /// Which of the liveness properties are checked, by name.
    var checked: Set<String> = ["detailShown", "deepShown", "canGoHome", "loadSettles", "restRecurs", "restRecursUnfair"]

    var name: String { "liveness" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.open, .back, .lock, .load, .answer]) }
    var alphabet: Alphabet { offered }
    func origin(of action: Action) -> ActionOrigin { action == .answer ? .system : .user }
    func isSettled(_ s: State) -> Bool { !s.pending }
    func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .open: s.depth < 2 && !s.locked
        case .back: s.depth > 0 && !(s.locked && lockTraps)
        case .lock: s.depth == 2 && !s.locked
        case .load: !s.pending
        case .answer: s.pending
        }
    }
    func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .open: s.depth += 1
        case .back: s.depth -= 1; s.locked = false
        case .lock: s.locked = true
        case .load: s.pending = true
        case .answer: s.pending = loadRestarts
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.depth); f.combine(s.locked ? 1 : 0); f.combine(s.pending ? 1 : 0)
    }
    var properties: [Property<LivenessMachine>] {
        let all: [Property<LivenessMachine>] = [
            .sometimes("detailShown", "the detail screen can be shown") { _, s in s.depth == 2 },
            .sometimes("deepShown", "a third screen can be shown") { _, s in s.depth == 3 },
            .canAlwaysReach("canGoHome", "home can always be reached by taps", using: { _, a in a != .lock }) { _, s in s.depth == 0 },
            .eventually("loadSettles", "with no further taps, a load comes to rest",
                        using: { _, a in a == .answer }, fair: { _, a in a == .answer }) { m, s in m.isSettled(s) },
            .eventually("restRecurs", "whatever the user does, the app comes back to rest", fair: { _, a in a == .answer }) { m, s in
                m.isSettled(s)
            },
            .eventually("restRecursUnfair", "the app comes back to rest, with no answer assumed to arrive",
                        fair: { _, _ in false }) { m, s in m.isSettled(s) },
        ]
        return all.filter { checked.contains($0.name) }
    }
}
