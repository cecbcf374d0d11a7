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
        /// `invariant`, `transition`, `hypothetical` or `fault`.
        public var kind: String
        /// The step at which it was first violated.
        public var step: Int
        /// What the check said.
        public var message: String
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

extension StateMachine {
    /// Re-executes `actions` from `initialStates[initialState]`, checking at each step that the action
    /// is enabled (and that the state before it is within bounds) and evaluating every property as the
    /// explorer does. A fault ends the run as a `noFault` violation.
    ///
    /// - Parameter stopAtViolationOf: stop as soon as this property is violated (used by shrinking).
    /// - Complexity: O(actions × properties).
    public func replay(_ actions: [Action], from initialState: Int = 0,
                       stopAtViolationOf stopProperty: String? = nil) -> ReplayResult {
        var result = ReplayResult(executedSteps: 0, violations: [], blocked: nil)
        guard initialStates.indices.contains(initialState) else {
            result.blocked = .init(step: 0, action: "start",
                                   reason: "the machine has no initial state \(initialState)")
            return result
        }
        let properties = self.properties
        var violated = [Bool](repeating: false, count: properties.count)
        var stop = false
        func note(_ p: Int, _ step: Int, _ check: Check) {
            guard case .violated(let message) = check, !violated[p] else { return }
            violated[p] = true
            result.violations.append(.init(property: properties[p].name, kind: properties[p].kind.rawValue,
                                           step: step, message: message))
            if properties[p].name == stopProperty { stop = true }
        }
        var state = initialStates[initialState]
        for p in properties.indices where properties[p].kind != .transition { note(p, 0, properties[p].check(self, state)) }
        if stop { return result }
        for (offset, action) in actions.enumerated() {
            let step = offset + 1
            guard isWithinBounds(state) else {
                result.blocked = .init(step: step, action: action.description,
                                       reason: "the state before it lies outside the spec's bounds")
                return result
            }
            guard isEnabled(action, in: state) else {
                result.blocked = .init(step: step, action: action.description, reason: "it is not enabled here")
                return result
            }
            var next = state
            do {
                try apply(action, to: &next)
            } catch {
                result.executedSteps = step
                result.violations.append(.init(property: noFaultPropertyName, kind: "fault", step: step,
                                               message: String(describing: error)))
                return result
            }
            result.executedSteps = step
            for p in properties.indices where properties[p].kind == .transition {
                note(p, step, properties[p].check(self, state, action, next))
            }
            state = next
            for p in properties.indices where properties[p].kind != .transition {
                note(p, step, properties[p].check(self, state))
            }
            if stop { return result }
        }
        return result
    }

    /// Re-executes the actions at `indices` of the alphabet (see ``replay(_:from:stopAtViolationOf:)``).
    public func replay(actionIndices indices: [Int], from initialState: Int = 0,
                       stopAtViolationOf stopProperty: String? = nil) -> ReplayResult {
        let alphabet = actions
        return replay(indices.map { alphabet[$0] }, from: initialState, stopAtViolationOf: stopProperty)
    }

    /// The kind and meaning of the property named `name` (including `noFault`), if the machine has it.
    public func propertyInfo(named name: String) -> (kind: String, meaning: String)? {
        if name == noFaultPropertyName { return ("fault", "no reachable step traps (crashes) the app") }
        return properties.first { $0.name == name }.map { ($0.kind.rawValue, $0.meaning) }
    }
}
