/// The one place where a step is computed: which actions are enabled (the spec's own rule and the
/// alphabet's), applying an action, its fault, the state properties of a state, the step properties
/// (transition properties and action contracts) of a step, and settledness.
///
/// Every driver expands a state through `expand(_:choosing:trap:_:into:)` and checks a state it
/// keeps through ``checkState(_:_:)``: breadth-first search (one state at a time and level-parallel),
/// random walks, shrinking, replay and the state graph only decide where the successors go. A list of
/// actions followed without the alphabet's rules (a counterexample's states, a hypothetical property's
/// round trip) goes through ``follow(_:from:of:each:)``. Nothing else applies an action.
public struct StepEvaluator<Machine: StateMachine>: Sendable {
    /// The machine.
    public let machine: Machine
    /// The actions, in alphabet order.
    public let alphabet: [Machine.Action]
    /// Each action's origin, in alphabet order.
    public let origins: [ActionOrigin]
    /// Which actions are offered.
    public let offered: Alphabet
    /// The machine's properties, in declaration order; the fault pseudo-property is ``faultIndex``.
    public let properties: [Property<Machine>]
    /// The state properties (invariants, hypothetical properties) and their places in ``properties``.
    @usableFromInline let stateIndices: [Int]
    @usableFromInline let stateProperties: [Property<Machine>]
    /// The step properties (transition properties and contracts) and their places in ``properties``.
    @usableFromInline let stepIndices: [Int]
    @usableFromInline let stepProperties: [Property<Machine>]
    /// The liveness properties (``PropertyKind/isLiveness``), judged on the graph a search keeps, and
    /// their places in ``properties``.
    public let livenessIndices: [Int]
    /// The liveness properties judged with a goal bit per state (``PropertyKind/canAlwaysReach``,
    /// ``PropertyKind/eventually``): places in ``properties``.
    public let graphGoalIndices: [Int]
    /// The ``PropertyKind/sometimes`` properties: places in ``properties``.
    public let sometimesIndices: [Int]
    /// The goals of ``graphGoalIndices``, read once.
    @usableFromInline var graphGoals: [@Sendable (Machine, Machine.State) -> Bool]
    /// The views of the goals of ``graphGoalIndices`` that ask to leave (``LivenessGoal/view``), read once.
    @usableFromInline var graphViews: [@Sendable (Machine, Machine.State) -> UInt64]
    /// Per goal of ``graphGoalIndices`` (the first 64), its place in the views a state keeps, or nil
    /// for a goal with no view.
    @usableFromInline let viewSlots: [Int?]
    /// Whether every action is a user's (then only settledness matters to the alphabet's rule).
    @usableFromInline let allUser: Bool
    /// The names a trap is reported with (``TrapReporter``), when it was armed as the evaluator was made.
    public let trapNames: TrapReporter.Names?

    /// Reads the machine's alphabet, origins and properties once.
    public init(_ machine: Machine) {
        self.machine = machine
        alphabet = machine.actions.allValues
        origins = alphabet.map { machine.origin(of: $0) }
        offered = machine.alphabet
        properties = machine.properties
        let all = properties
        let stateIndices = all.indices.filter { !all[$0].kind.isStepProperty && !all[$0].kind.isLiveness }
        livenessIndices = all.indices.filter { all[$0].kind.isLiveness }
        graphGoalIndices = livenessIndices.filter { all[$0].kind != .sometimes }
        sometimesIndices = livenessIndices.filter { all[$0].kind == .sometimes }
        graphGoals = graphGoalIndices.prefix(64).compactMap { all[$0].liveness?.goal }
        graphViews = graphGoalIndices.prefix(64).compactMap { all[$0].liveness?.view }
        var slot = 0
        viewSlots = graphGoalIndices.prefix(64).map { p in
            guard all[p].liveness?.view != nil else { return nil }
            defer { slot += 1 }
            return slot
        }
        let stepIndices = all.indices.filter { all[$0].kind.isStepProperty }
        self.stateIndices = stateIndices
        self.stepIndices = stepIndices
        stateProperties = stateIndices.map { all[$0] }
        stepProperties = stepIndices.map { all[$0] }
        allUser = origins.allSatisfy { $0 == .user }
        trapNames = TrapReporter.isArmed
            ? TrapReporter.Names(machine: machine.name, actions: alphabet.map { String(describing: $0) },
                                 properties: properties.map(\.name)) : nil
    }

    /// The index of the fault pseudo-property (`noFault`): after the machine's properties.
    @inlinable public var faultIndex: Int { properties.count }
    /// The number of properties counted, `noFault` included.
    @inlinable public var propertyCount: Int { properties.count + 1 }
    /// Whether the machine has state properties (invariants, hypothetical properties).
    @inlinable public var hasStateProperties: Bool { !stateIndices.isEmpty }

    /// Whether the machine has liveness properties (then a search keeps its transitions).
    @inlinable public var hasLiveness: Bool { !livenessIndices.isEmpty }

    /// The goals that `state` reaches: bit `l` for ``graphGoalIndices``[`l`] (the first 64).
    @inlinable
    public func goals(of state: Machine.State) -> UInt64 {
        var bits: UInt64 = 0
        graphGoals.withUnsafeBufferPointer { goals in
            for l in goals.indices where goals[l](machine, state) { bits |= 1 << UInt64(l) }
        }
        return bits
    }

    /// Appends to `views` what `state` shows, one key per goal with a view (``viewSlots``).
    @inlinable
    func views(of state: Machine.State, into views: inout [UInt64]) {
        for view in graphViews { views.append(view(machine, state)) }
    }

    /// The goals of the ``PropertyKind/sometimes`` properties, per property (one unnamed goal for a
    /// property of a single goal).
    public func sometimesItems() -> [[LivenessItem]] {
        sometimesIndices.map { p in properties[p].liveness?.items?(machine) ?? [LivenessItem("", declaredBy: "")] }
    }

    /// Notes in `seen` (per ``sometimesIndices`` property, per goal) the goals `state` reaches.
    @inlinable
    public func noteSometimes(_ state: Machine.State, _ seen: inout SometimesSeen) {
        guard seen.missing > 0 else { return }
        for (l, p) in sometimesIndices.enumerated() where seen.missing(in: l) > 0 {
            guard let goal = properties[p].liveness else { continue }
            if let reached = goal.reached {
                for name in reached(machine, state) { seen.note(name, in: l) }
            } else if goal.goal(machine, state) {
                seen.note(at: 0, in: l)
            }
        }
    }

    /// The name of property `p` (`noFault` for the fault pseudo-property).
    public func name(_ p: Int) -> String { p == faultIndex ? noFaultPropertyName : properties[p].name }
    /// The kind of property `p`.
    public func kind(_ p: Int) -> PropertyKind { p == faultIndex ? .fault : properties[p].kind }
    /// The meaning of property `p`.
    public func meaning(_ p: Int) -> String { p == faultIndex ? noFaultMeaning : properties[p].meaning }

    /// Fresh statistics with a row per action and per property.
    public func emptyStatistics() -> Statistics {
        var stats = Statistics()
        stats.actions = alphabet.map { Statistics.ActionCount(action: StableText.name(of: $0)) }
        stats.properties = (0..<propertyCount).map { .init(name: name($0), kind: kind($0)) }
        return stats
    }

    /// Whether action `a` may be taken in `state`: offered by the alphabet (no touch while an effect
    /// is pending under ``Alphabet/ui``; API calls only under ``Alphabet/api``) and enabled by the spec.
    @inlinable @inline(__always)
    public func isEnabled(_ a: Int, in state: Machine.State) -> Bool {
        guard offered.offers(allUser ? .user : origins[a], settled: machine.isSettled(state)) else { return false }
        return machine.isEnabled(alphabet[a], in: state)
    }

    /// Expands `state`: nothing when it lies outside the spec's bounds; else notes it for a trap
    /// report (`trap` gives the path to it, asked only when the ``TrapReporter`` is armed; nil when the
    /// driver does not know it), and, for
    /// the actions `choice` selects among those offered and enabled, in alphabet order: counts each as
    /// enabled, takes it (a fault is reported as a `noFault` violation, then the step properties are
    /// evaluated) and hands the successor to `sink`, which decides where it goes and whether the
    /// expansion goes on.
    ///
    /// The state properties of a successor are not evaluated here: a search evaluates them once, for
    /// the states it keeps (``checkState(_:_:)``).
    @inlinable @inline(__always)
    public func expand<O: StepObserver>(_ state: Machine.State, choosing choice: ActionChoice = .every,
                                        trap: () -> (Int, [Int])?, _ observer: inout O,
                                        into sink: (_ action: Int, _ successor: Machine.State, _ observer: inout O) -> SuccessorFlow)
        -> ExpansionEnd {
        withoutActuallyEscaping(sink) { sink in
            var receiver = ClosureSink(receive: sink)
            return expand(state, choosing: choice, trap: trap, &observer, into: &receiver)
        }
    }

    /// `expand(_:choosing:trap:_:into:)` with the successors handed to a sink of the driver's own
    /// type (``SuccessorSink``), whose method the compiler calls directly: what the searches' hot loop
    /// uses.
    @inlinable @inline(__always)
    public func expand<O: StepObserver, S: SuccessorSink>(_ state: Machine.State, choosing choice: ActionChoice = .every,
                                                          trap: () -> (Int, [Int])?, _ observer: inout O,
                                                          into sink: inout S) -> ExpansionEnd
        where S.State == Machine.State, S.Observer == O {
        guard machine.isWithinBounds(state) else { return .outOfBounds }
        if trapNames != nil { noteExpanding(trap) }
        switch choice {
        case .every:
            for a in alphabet.indices where isEnabled(a, in: state) {
                observer.enabled(a)
                guard let successor = take(a, from: state, &observer) else { continue }
                if sink.receive(a, successor, &observer) == .stop { return .stopped }
            }
            return .expanded
        case .only(let a):
            guard alphabet.indices.contains(a), isEnabled(a, in: state) else { return .notEnabled }
            observer.enabled(a)
            return takeChosen(a, from: state, &observer, into: &sink)
        case .sampled(let allowed, let pick):
            var enabled = [Bool](repeating: false, count: alphabet.count)
            for a in alphabet.indices where allowed[a] && isEnabled(a, in: state) {
                enabled[a] = true
                observer.enabled(a)
            }
            guard let a = pick(enabled) else { return .notEnabled }
            return takeChosen(a, from: state, &observer, into: &sink)
        }
    }

    /// Tells the ``TrapReporter`` which state is being expanded (when the driver knows the path to it).
    @usableFromInline
    func noteExpanding(_ trap: () -> (Int, [Int])?) {
        if let trapNames, let (initial, path) = trap() {
            TrapReporter.expanding(trapNames, initial: initial, path: path)
        }
    }

    /// Takes the one action an expansion chose and hands its successor to `sink`.
    @inlinable
    func takeChosen<O: StepObserver, S: SuccessorSink>(_ a: Int, from state: Machine.State, _ observer: inout O,
                                                       into sink: inout S) -> ExpansionEnd
        where S.State == Machine.State, S.Observer == O {
        guard let successor = take(a, from: state, &observer) else { return .faulted }
        return sink.receive(a, successor, &observer) == .stop ? .stopped : .expanded
    }

    /// Takes action `a` from `state`: counts it, applies it, reports a fault as a `noFault` violation,
    /// and evaluates the step properties. Returns the successor, or nil when the action faulted.
    @inlinable @inline(__always)
    func take<O: StepObserver>(_ a: Int, from state: Machine.State, _ observer: inout O) -> Machine.State? {
        var successor = state
        observer.evaluated(faultIndex, applied: true)
        observer.taking(a)
        if TrapReporter.isArmed { TrapReporter.taking(a) }
        do {
            try machine.apply(alphabet[a], to: &successor)
        } catch {
            let message = String(describing: error)
            observer.violated(Violation(property: faultIndex, action: a, listPos: 0, message: message,
                                        settled: machine.isSettled(state), taint: taint(of: state, then: a),
                                        defect: machine.defect(of: noFaultPropertyName, message: message, before: state,
                                                               step: alphabet[a], after: nil)))
            return nil
        }
        observer.taken(a)
        if !stepIndices.isEmpty { checkStep(state, a, successor, &observer) }
        return successor
    }

    /// Applies `actions` in order to a copy of `state`, without the alphabet's rules or any property,
    /// handing each state after an action to `each`; throws the first fault. What a counterexample's
    /// states and a hypothetical property's round trip are computed with.
    @inlinable
    public static func follow<S: Sequence<Machine.Action>>(_ actions: S, from state: Machine.State, of machine: Machine,
                                                          each: (Machine.State) -> Void = { _ in }) throws -> Machine.State {
        var s = state
        for action in actions {
            try machine.apply(action, to: &s)
            each(s)
        }
        return s
    }

    /// Evaluates the step properties (transition properties and contracts) of one step.
    @inlinable
    public func checkStep<O: StepObserver>(_ before: Machine.State, _ a: Int, _ after: Machine.State, _ observer: inout O) {
        // Through the buffer, so that a check is called on the array's own property (no copy, no retain
        // of its closure, which every worker would otherwise contend for).
        stepProperties.withUnsafeBufferPointer { checks in
            for l in checks.indices {
                let p = stepIndices[l]
                if trapNames != nil { TrapReporter.checkingProperty(p) }
                switch checks[l].check(machine, before, alphabet[a], after) {
                case .holds: observer.evaluated(p, applied: true)
                case .notApplicable: observer.evaluated(p, applied: false)
                case .violated(let message):
                    observer.evaluated(p, applied: true)
                    observer.violated(Violation(property: p, action: a, listPos: l, message: message,
                                                settled: machine.isSettled(after), taint: taint(of: after),
                                                defect: machine.defect(of: checks[l].name, message: message, before: before,
                                                                       step: alphabet[a], after: after)))
                }
            }
        }
        if trapNames != nil { TrapReporter.checkingProperty(-1) }
    }

    /// Evaluates the state properties of a state a search keeps, first noting it for a trap report
    /// (`trap` gives the path to it, asked only when the ``TrapReporter`` is armed).
    @inlinable
    public func checkState<O: StepObserver>(_ state: Machine.State, trap: () -> (Int, [Int]),
                                            _ observer: inout O) {
        if let trapNames {
            let (initial, path) = trap()
            TrapReporter.checking(trapNames, initial: initial, path: path)
        }
        checkState(state, &observer)
    }

    /// Evaluates the state properties (invariants and hypothetical properties) of one state.
    @inlinable
    public func checkState<O: StepObserver>(_ state: Machine.State, _ observer: inout O) {
        // As for step properties: called in place, through the buffer.
        stateProperties.withUnsafeBufferPointer { checks in
            for l in checks.indices {
                let p = stateIndices[l]
                if trapNames != nil { TrapReporter.checkingProperty(p) }
                switch checks[l].check(machine, state) {
                case .holds: observer.evaluated(p, applied: true)
                case .notApplicable: observer.evaluated(p, applied: false)
                case .violated(let message):
                    observer.evaluated(p, applied: true)
                    observer.violated(Violation(property: p, action: nil, listPos: l, message: message,
                                                settled: machine.isSettled(state), taint: taint(of: state),
                                                defect: machine.defect(of: checks[l].name, message: message, before: nil,
                                                                       step: nil, after: state)))
                }
            }
        }
        if trapNames != nil { TrapReporter.checkingProperty(-1) }
    }

    /// What the path to `state` needed, when the machine tracks it (``PathTracking``); else ``PathTaint/ui``.
    @inlinable
    public func taint(of state: Machine.State) -> PathTaint {
        (machine as? any PathTracking)?.taint(ofAnyState: state) ?? .ui
    }

    /// The taint of the path to `state` followed by action `a` (for a step that faults).
    @inlinable
    public func taint(of state: Machine.State, then a: Int) -> PathTaint {
        taint(of: state).then(.of(origins[a], settledBefore: machine.isSettled(state)))
    }

    /// The kind of finding of a trace from initial state `initial` through the actions at `indices`,
    /// whose violation is seen in a settled state or not.
    public func findingKind(initial: Int, indices: [Int], settledAtViolation: Bool) -> FindingKind {
        var steps: [(origin: ActionOrigin, settledBefore: Bool)] = []
        var before = machine.initialStates[initial]
        // Up to the step that faults, if one does.
        _ = try? Self.follow(indices.map { alphabet[$0] }, from: before, of: machine) { after in
            steps.append((origins[indices[steps.count]], machine.isSettled(before)))
            before = after
        }
        if steps.count < indices.count { steps.append((origins[indices[steps.count]], machine.isSettled(before))) }
        return FindingKind.classify(steps: steps, settledAtViolation: settledAtViolation)
    }

    /// A counterexample for property `p` from initial state `initial` through the actions at
    /// `indices`, with its finding kind.
    public func counterexample(property p: Int, initial: Int, indices: [Int], message: String,
                               settled: Bool) -> Counterexample<Machine> {
        let actions = indices.map { alphabet[$0] }
        var c = Counterexample<Machine>(property: name(p), kind: kind(p), meaning: meaning(p), message: message,
                                        initialState: initial, actions: actions, actionIndices: indices,
                                        finding: findingKind(initial: initial, indices: indices, settledAtViolation: settled),
                                        defect: machine.defect(ofTrace: name(p), kind: kind(p), message: message, initial: initial,
                                                               actions: actions))
        c.whileWorkIsPending = !settled
        return c
    }
}


/// Which of a state's actions an expansion takes (`StepEvaluator.expand(_:choosing:trap:_:into:)`).
public enum ActionChoice {
    /// Every action offered and enabled, in alphabet order (breadth-first search, the state graph).
    case every
    /// Only the action at this index, when it is offered and enabled (replay, shrinking).
    case only(Int)
    /// One action, picked by `pick` among those offered, enabled and `allowed` (a flag per action),
    /// from a flag per action saying which are (random walks); every one of them is counted as enabled.
    case sampled(allowed: [Bool], pick: ([Bool]) -> Int?)
}

/// Where an expansion's successors go: what a driver decides (`StepEvaluator.expand(_:choosing:trap:_:into:)`).
public protocol SuccessorSink<State, Observer> {
    /// The machine's state.
    associatedtype State
    /// What the expansion counts with.
    associatedtype Observer: StepObserver
    /// Takes the successor `successor` that action `action` reached; says whether the expansion goes on.
    mutating func receive(_ action: Int, _ successor: State, _ observer: inout Observer) -> SuccessorFlow
}

/// A closure as a ``SuccessorSink`` (the drivers off the hot path write their sink as a closure).
@usableFromInline
struct ClosureSink<State, Observer: StepObserver>: SuccessorSink {
    @usableFromInline let body: (Int, State, inout Observer) -> SuccessorFlow
    @inlinable init(receive body: @escaping (Int, State, inout Observer) -> SuccessorFlow) { self.body = body }
    @inlinable mutating func receive(_ action: Int, _ successor: State, _ observer: inout Observer) -> SuccessorFlow {
        body(action, successor, &observer)
    }
}

/// What a driver's sink says after a successor (`StepEvaluator.expand(_:choosing:trap:_:into:)`).
public enum SuccessorFlow: Sendable {
    /// Go on with the next action.
    case proceed
    /// Expand no further (a bound was reached, or the driver has what it wanted).
    case stop
}

/// How an expansion ended.
public enum ExpansionEnd: Sendable, Hashable {
    /// Every selected action was taken (faulted ones reported).
    case expanded
    /// The state lies outside the spec's bounds: nothing was taken.
    case outOfBounds
    /// The chosen action is not offered or not enabled (or, sampling, no action is).
    case notEnabled
    /// The chosen action faulted (reported as a `noFault` violation).
    case faulted
    /// The sink stopped the expansion.
    case stopped
}
