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
    /// For a lasso (``PropertyKind/eventually``): the number of actions before the loop; the actions
    /// from there on lead back to the state the loop starts from. Nil otherwise.
    public var loopStart: Int?
    /// For a state from which a goal cannot be reached (``PropertyKind/canAlwaysReach``): the screens
    /// that can still be reached from it, in breadth-first order (at most a dozen). Nil otherwise.
    public var reachableScreens: [String]?

    /// The number of actions.
    public var length: Int { actions.count }

    /// What the violation is a defect of (``Defect``): the kind of the failing step and the part of the
    /// state it broke, as the machine says (``StateMachine/defect(of:message:before:step:after:)``).
    /// Two counterexamples of a property with one defect are one finding. Default: the message's
    /// (``Defect/byMessage(_:origin:)``).
    public var defect: Defect

    /// The cause of the violation, in words: its ``defect``'s description.
    public var cause: String { defect.description }

    /// Up to `perKind` counterexamples of each property and kind of finding (a race that leaves the app
    /// wrong at rest apart from one seen while the work is pending), each of its own defect
    /// (``Defect``), in the order of `ordered`: what a search and a search raised through race
    /// bounds report. A glitch, race or API finding of a property and defect that is also found at
    /// rest is the at-rest defect seen again: left out.
    @usableFromInline
    static func firstPerKind(_ ordered: [Counterexample], perKind: Int) -> [Counterexample] {
        var kept: [String: Int] = [:]
        var defects = Set<[String]>()
        let atRest = Set(ordered.filter { $0.finding == .atRest }.map { [$0.property, $0.defect.step, $0.defect.part] })
        return ordered.filter { c in
            if c.finding != .atRest && atRest.contains([c.property, c.defect.step, c.defect.part]) { return false }
            let apart = c.finding == .race && !c.whileWorkIsPending
            let key = "\(c.property)\u{0}\(c.finding.rawValue)\(apart ? "\u{0}rest" : "")"
            guard kept[key, default: 0] < max(1, perKind), defects.insert([key, c.defect.step, c.defect.part]).inserted
            else { return false }
            kept[key, default: 0] += 1
            return true
        }
    }

    /// Creates a counterexample; with no `defect`, the message's (``Defect/byMessage(_:origin:)``).
    public init(property: String, kind: PropertyKind, meaning: String, message: String,
                initialState: Int, actions: [Machine.Action], actionIndices: [Int], finding: FindingKind,
                defect: Defect? = nil) {
        self.defect = defect ?? .byMessage(message, origin: nil)
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
