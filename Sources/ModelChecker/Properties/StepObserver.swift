/// One violation, as a step evaluation reports it.
public struct Violation: Sendable, Hashable {
    /// The property's index among the evaluator's properties (the fault pseudo-property is the last).
    public var property: Int
    /// The step's action, for a step property or a fault; nil for a state property.
    public var action: Int?
    /// The property's place among the properties evaluated at that point (0 for a fault).
    public var listPos: Int
    /// What the check said.
    public var message: String
    /// Whether the state the violation is seen in had no pending effect.
    public var settled: Bool
    /// What the path to it needed.
    public var taint: PathTaint
    /// What it is a defect of (``StateMachine/defect(of:message:before:step:after:)``): two violations
    /// of a property with equal defects are one finding.
    public var defect: Defect

    /// Creates a violation; with no `defect`, the message's (``Defect/byMessage(_:origin:)``).
    @inlinable
    public init(property: Int, action: Int?, listPos: Int, message: String, settled: Bool, taint: PathTaint,
                defect: Defect? = nil) {
        self.property = property
        self.action = action
        self.listPos = listPos
        self.message = message
        self.settled = settled
        self.taint = taint
        self.defect = defect ?? .byMessage(message, origin: nil)
    }

    /// Its kind of finding (see ``PathTaint/finding(settled:)``).
    @inlinable public var finding: FindingKind { taint.finding(settled: settled) }
}

/// Receives what one step evaluation counts and finds. Each mode (breadth-first, level-parallel, random
/// walks, replay, the state graph) keeps its counts its own way; the evaluation itself is
/// ``StepEvaluator``'s alone.
public protocol StepObserver {
    /// Action `action` was enabled in the state being expanded.
    mutating func enabled(_ action: Int)
    /// Action `action` is about to be applied (before its fault or its step properties are seen).
    /// Default: nothing.
    mutating func taking(_ action: Int)
    /// Action `action` was applied without a fault.
    mutating func taken(_ action: Int)
    /// Property `property` (the fault pseudo-property is the last index) was evaluated; `applied` when
    /// its condition held, so it checked something.
    mutating func evaluated(_ property: Int, applied: Bool)
    /// A property was violated.
    mutating func violated(_ violation: Violation)
}

extension StepObserver {
    @inlinable public mutating func taking(_ action: Int) {}
}

/// Statistics count what a step evaluation reports (random walks and replay use this directly).
extension Statistics: StepObserver {

    public mutating func enabled(_ action: Int) { actions[action].enabled += 1 }
    public mutating func taken(_ action: Int) {
        actions[action].taken += 1
        transitions += 1
    }
    public mutating func evaluated(_ property: Int, applied: Bool) {
        properties[property].evaluated += 1
        if applied { properties[property].nonVacuous += 1 }
    }
    public mutating func violated(_ violation: Violation) {
        properties[violation.property].violations += 1
        if properties[violation.property].kind == .fault { faults += 1 }
    }
}

/// What the implicit `noFault` property means.
public let noFaultMeaning = "no reachable step traps (crashes) the app"

/// Counts nothing: for a caller that only wants a step's successor.
struct IgnoredCounts: StepObserver {
    mutating func enabled(_ action: Int) {}
    mutating func taken(_ action: Int) {}
    mutating func evaluated(_ property: Int, applied: Bool) {}
    mutating func violated(_ violation: Violation) {}
}
