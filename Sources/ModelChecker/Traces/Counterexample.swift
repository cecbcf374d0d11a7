/// A shortest (exhaustive mode) or shrunk (random mode) sequence of actions that breaks a property.
public struct Counterexample<Machine: StateMachine>: Sendable {
    /// The violated property (or `noFault`).
    public var property: String
    /// The property's kind.
    public var kind: PropertyKind
    /// What the property means.
    public var meaning: String
    /// What the check said at the violation.
    public var message: String
    /// Which of the machine's initial states the trace starts from.
    public var initialState: Int
    /// The actions, in order.
    public var actions: [Machine.Action]
    /// The actions' indices in the machine's alphabet.
    public var actionIndices: [Int]
    /// What kind of finding it is: at rest, a one-frame glitch, a race, or API misuse.
    public var finding: FindingKind
    /// Whether the violation is seen while an effect is still pending (always for a glitch; for a race
    /// or API misuse, one that is seen before the work completes, as against one that leaves the app
    /// wrong at rest).
    public var whileWorkIsPending = false

    /// The number of actions.
    public var length: Int { actions.count }

    /// Whether this is a race that leaves the app wrong at rest, listed in `all` beside a race of the
    /// same property seen while the work is pending.
    public func leavesAppWrongAtRest(beside all: [Counterexample]) -> Bool {
        finding == .race && !whileWorkIsPending
            && all.contains { $0.property == property && $0.finding == finding && $0.whileWorkIsPending }
    }

    /// Creates a counterexample.
    public init(property: String, kind: PropertyKind, meaning: String, message: String,
                initialState: Int, actions: [Machine.Action], actionIndices: [Int], finding: FindingKind) {
        self.finding = finding
        self.property = property
        self.kind = kind
        self.meaning = meaning
        self.message = message
        self.initialState = initialState
        self.actions = actions
        self.actionIndices = actionIndices
    }

    /// The steps re-executed from the initial state: the initial state, then the state after each
    /// action. When the last action faults, the run stops there and `fault` says why.
    public func replay(on machine: Machine) -> (states: [Machine.State], fault: String?) {
        var states = [machine.initialStates[initialState]]
        do {
            _ = try StepEvaluator.follow(actions, from: states[0], of: machine) { states.append($0) }
        } catch {
            return (states, String(describing: error))
        }
        return (states, nil)
    }
}
