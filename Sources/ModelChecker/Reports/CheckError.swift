/// Misuse of the engine (a spec or bound that cannot be checked), as opposed to a property violation.
///
/// ```swift
/// do { _ = try Explorer(spec).run() }
/// catch let error as CheckError { print(error) }   // "spec 'x' has no initial state"
/// ```
public struct CheckError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of misuse; more may be added.
    public enum Code: String, Sendable, Hashable, Codable {
        case noInitialState, noActions, duplicatePropertyName, invalidBound, tooManyActions, badTrace
        /// A state with an effect pending from which nothing can complete it.
        case stuckPendingEffect
    }
    /// Which kind of misuse.
    public var code: Code
    /// What is wrong and what to fix.
    public var message: String
    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
    public var description: String { message }
}

extension StateMachine {
    /// Checks that this machine can be explored: at least one initial state, at least one action,
    /// unique property names (`noFault` is reserved), and no ``declarationProblem``.
    public func validate() throws(CheckError) {
        if initialStates.isEmpty {
            throw CheckError(.noInitialState, "spec '\(name)' has no initial state: give initialStates at least one state")
        }
        if actions.count == 0 {
            throw CheckError(.noActions, "spec '\(name)' has no actions: give its action generator at least one value")
        }
        if actions.count > Int(UInt16.max) {
            throw CheckError(.tooManyActions, "spec '\(name)' has \(actions.count) actions; at most \(UInt16.max) are supported")
        }
        // A start with an effect pending that nothing can complete: every enabled action is a user's,
        // and the alphabet takes no touch while an effect is pending, so the exploration would stop
        // there and check nothing.
        let step = StepEvaluator(self)
        for (i, state) in initialStates.enumerated() where !isSettled(state) {
            if !step.alphabet.indices.contains(where: { step.isEnabled($0, in: state) }) {
                throw CheckError(.stuckPendingEffect,
                    "spec '\(name)': initial state \(i) is not at rest (isSettled is false), but no action can be taken there: "
                        + "under the \(alphabet) alphabet no user action is taken while an effect is pending. Give the action that "
                        + "completes the effect (a .task, an answer arriving) origin .system in origin(of:)")
            }
        }
        var seen: Set<String> = [noFaultPropertyName]
        for property in properties {
            if !seen.insert(property.name).inserted {
                throw CheckError(.duplicatePropertyName,
                    "spec '\(name)' names the property '\(property.name)' twice (or uses the reserved name '\(noFaultPropertyName)'): give each property its own name")
            }
        }
        if let problem = declarationProblem {
            throw CheckError(.duplicatePropertyName, "spec '\(name)': \(problem)")
        }
    }
}
