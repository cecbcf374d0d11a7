/// The outcome of re-executing a list of actions on a machine: which properties were violated at which
/// step, and whether the run was blocked by an action that was not enabled.
///
/// Step 0 is the initial state; step `k` is the state after the `k`-th action (for a transition
/// property or a fault, the `k`-th step itself).
public struct ReplayResult: Sendable, Hashable {
    /// The first violation of one property.
    public struct Violation: Sendable, Hashable {
        /// The property's name (or `noFault`).
        public var property: String
        /// The property's kind.
        public var kind: PropertyKind
        /// The step at which it was first violated.
        public var step: Int
        /// What the check said.
        public var message: String
        /// What kind of finding the steps up to it make: at rest, glitch, race or API misuse.
        public var finding: FindingKind
    }

    /// Why the run stopped before its last action.
    public struct Blocked: Sendable, Hashable {
        /// The step (1-based) whose action could not be taken.
        public var step: Int
        /// The action, as a Swift-like call.
        public var action: String
        /// Why: not enabled, or the state before it lies outside the spec's bounds.
        public var reason: String
    }

    /// How many actions were taken.
    public var executedSteps: Int
    /// The first violation of each violated property, in the order they happened.
    public var violations: [Violation]
    /// Set when an action could not be taken; the run stopped before it.
    public var blocked: Blocked?

    /// The first violation of `property`, if any.
    public func violation(of property: String) -> Violation? {
        violations.first { $0.property == property }
    }
}

/// Records the first violation of each property while a list of actions is replayed.
struct ReplayLog: StepObserver {
    let step: Int
    let names: (Int) -> (String, PropertyKind)
    let kind: (Bool) -> FindingKind
    var violations: [ReplayResult.Violation] = []
    var violated: Set<Int> = []
    var stopProperty: String?
    var stop = false
    mutating func enabled(_ action: Int) {}
    mutating func taken(_ action: Int) {}
    mutating func evaluated(_ property: Int, applied: Bool) {}
    mutating func violated(_ violation: Violation) {
        guard violated.insert(violation.property).inserted else { return }
        let (name, kind) = names(violation.property)
        violations.append(.init(property: name, kind: kind, step: step, message: violation.message,
                                finding: self.kind(violation.settled)))
        if name == stopProperty { stop = true }
    }
}

extension StateMachine {
    /// Re-executes `actions` from `initialStates[initialState]`, checking at each step that the action
    /// is offered and enabled (and that the state before it is within bounds) and evaluating every
    /// property as the explorer does, through the same ``StepEvaluator``. A fault ends the run as a
    /// `noFault` violation.
    ///
    /// - Parameter stopAtViolationOf: stop as soon as this property is violated (used by shrinking).
    /// - Complexity: O(actions × (properties + alphabet)).
    public func replay(_ actions: [Action], from initialState: Int = 0,
                       stopAtViolationOf stopProperty: String? = nil) -> ReplayResult {
        let evaluator = StepEvaluator(self)
        var result = ReplayResult(executedSteps: 0, violations: [], blocked: nil)
        guard initialStates.indices.contains(initialState) else {
            result.blocked = .init(step: 0, action: "start",
                                   reason: "the machine has no initial state \(initialState)")
            return result
        }
        var steps: [(origin: ActionOrigin, settledBefore: Bool)] = []
        var log = ReplayLog(step: 0, names: { (evaluator.name($0), evaluator.kind($0)) },
                            kind: { settled in FindingKind.classify(steps: [], settledAtViolation: settled) },
                            stopProperty: stopProperty)
        var state = initialStates[initialState]
        defer { if evaluator.trapNames != nil { TrapReporter.done() } }
        var taken: [Int] = []   // the steps so far, for the trap reporter when it is armed
        evaluator.checkState(state, &log)
        if log.stop { result.violations = log.violations; return result }
        for (offset, action) in actions.enumerated() {
            let step = offset + 1
            let a = evaluator.alphabet.firstIndex(of: action)
            let settled = isSettled(state)
            if let a {
                steps.append((evaluator.origins[a], settled))
                let sofar = steps
                log = ReplayLog(step: step, names: log.names,
                                kind: { settled in FindingKind.classify(steps: sofar, settledAtViolation: settled) },
                                violations: log.violations, violated: log.violated, stopProperty: stopProperty)
            }
            var next: State?
            let end = evaluator.expand(state, choosing: .only(a ?? -1), trap: { (initialState, taken) }, &log) { _, successor, log in
                evaluator.checkState(successor, &log)
                next = successor
                return .proceed
            }
            if let blocked = Self.blocked(end, step: step, action: action, index: a, settled: settled, evaluator) {
                result.blocked = blocked
                break
            }
            result.executedSteps = step
            taken.append(a!)
            guard let next else { break }
            state = next
            if log.stop { break }
        }
        result.violations = log.violations
        return result
    }

    /// Why a replayed action could not be taken, when it could not.
    static func blocked(_ end: ExpansionEnd, step: Int, action: Action, index a: Int?, settled: Bool,
                        _ evaluator: StepEvaluator<Self>) -> ReplayResult.Blocked? {
        let name = StableText.name(of: action)
        switch end {
        case .expanded, .stopped, .faulted: return nil
        case .outOfBounds:
            return .init(step: step, action: name, reason: "the state before it lies outside the spec's bounds")
        case .notEnabled:
            guard let a else { return .init(step: step, action: name, reason: "it is not in the machine's alphabet") }
            let offered = evaluator.offered.offers(evaluator.origins[a], settled: settled)
            return .init(step: step, action: name, reason: offered
                ? "it is not enabled here"
                : "the \(evaluator.offered) alphabet does not offer it here (\(evaluator.origins[a]) action\(settled ? "" : " while an effect is pending"))")
        }
    }

    /// Re-executes the actions at `indices` of the alphabet (see ``replay(_:from:stopAtViolationOf:)``).
    public func replay(actionIndices indices: [Int], from initialState: Int = 0,
                       stopAtViolationOf stopProperty: String? = nil) -> ReplayResult {
        let alphabet = actions
        return replay(indices.map { alphabet[$0] }, from: initialState, stopAtViolationOf: stopProperty)
    }

    /// The kind and meaning of the property named `name` (including `noFault`), if the machine has it.
    public func propertyInfo(named name: String) -> (kind: PropertyKind, meaning: String)? {
        if name == noFaultPropertyName { return (.fault, noFaultMeaning) }
        return properties.first { $0.name == name }.map { ($0.kind, $0.meaning) }
    }
}
