/// The verdict of one evaluation of a property.
public enum Check: Sendable, Hashable {
    /// The property's condition applied and held.
    case holds
    /// The property's condition applied and failed; the text says how.
    case violated(String)
    /// The property's condition did not apply here (e.g. "when the path is non-empty" on an empty
    /// path). A property that is never applicable checked nothing and is reported as vacuous.
    case notApplicable

    /// `.holds` when `condition` is true, else `.violated(message)`.
    @inlinable
    public static func expect(_ condition: Bool, _ message: @autoclosure () -> String) -> Check {
        condition ? .holds : .violated(message())
    }

    /// `.notApplicable` unless `precondition` holds; then the verdict of `body`.
    @inlinable
    public static func when(_ precondition: Bool, _ body: () -> Check) -> Check {
        precondition ? body() : .notApplicable
    }
}

/// A property of a ``StateMachine``: a state invariant, a transition property, or a hypothetical
/// property that may run further actions from a state.
///
/// ```swift
/// Property<MySpec>.invariant("rootNotInStack", "the split view's stack never holds level 1") { spec, s in
///     .when(s.isSplit) { .expect(!s.path.contains { $0.level == 1 }, "level 1 in \(s.path)") }
/// }
/// ```
public struct Property<Machine: StateMachine>: Sendable {
    /// The kinds of properties.
    public typealias Kind = PropertyKind

    /// The property's name (unique within a machine), e.g. `rootNotInStack`.
    public let name: String
    /// What it means, in one sentence.
    public let meaning: String
    /// Its kind.
    public let kind: Kind
    @usableFromInline let stateCheck: (@Sendable (Machine, Machine.State) -> Check)?
    @usableFromInline let stepCheck: (@Sendable (Machine, Machine.State, Machine.Action, Machine.State) -> Check)?
    /// For a liveness property (``PropertyKind/isLiveness``): its goal, the steps its paths take and
    /// the steps assumed fair.
    @usableFromInline let liveness: LivenessGoal<Machine>?

    @usableFromInline
    init(name: String, meaning: String, kind: Kind,
         stateCheck: (@Sendable (Machine, Machine.State) -> Check)?,
         stepCheck: (@Sendable (Machine, Machine.State, Machine.Action, Machine.State) -> Check)?,
         liveness: LivenessGoal<Machine>? = nil) {
        self.name = name
        self.meaning = meaning
        self.kind = kind
        self.stateCheck = stateCheck
        self.stepCheck = stepCheck
        self.liveness = liveness
    }

    /// A state invariant: `body` must not return `.violated` in any reachable state.
    public static func invariant(
        _ name: String, _ meaning: String,
        _ body: @escaping @Sendable (Machine, Machine.State) -> Check
    ) -> Property {
        Property(name: name, meaning: meaning, kind: .invariant, stateCheck: body, stepCheck: nil)
    }

    /// A transition property: `body(machine, before, action, after)` must not return `.violated` for
    /// any step from a reachable state.
    public static func transition(
        _ name: String, _ meaning: String,
        _ body: @escaping @Sendable (Machine, Machine.State, Machine.Action, Machine.State) -> Check
    ) -> Property {
        Property(name: name, meaning: meaning, kind: .transition, stateCheck: nil, stepCheck: body)
    }

    /// An action contract: the postcondition of one action (or family of actions), checked at every
    /// step that takes it. `applies` picks the actions; `body(machine, before, action, after)` must not
    /// return `.violated`. A contract whose action is never taken is reported as vacuous.
    ///
    /// ```swift
    /// .contract("back", "back removes exactly the top screen", applies: { $0 == .back }) { _, before, _, after in
    ///     .expect(after.path == before.path.dropLast(), "\(before.path) became \(after.path)")
    /// }
    /// ```
    public static func contract(
        _ name: String, _ meaning: String,
        applies: @escaping @Sendable (Machine.Action) -> Bool,
        _ body: @escaping @Sendable (Machine, Machine.State, Machine.Action, Machine.State) -> Check
    ) -> Property {
        Property(name: name, meaning: meaning, kind: .contract, stateCheck: nil, stepCheck: { m, before, action, after in
            applies(action) ? body(m, before, action, after) : .notApplicable
        })
    }

    /// A hypothetical property: like an invariant, but `body` may run further actions of the machine
    /// from the state (``StateMachine/run(_:from:)``); a thrown fault counts as a violation.
    public static func hypothetical(
        _ name: String, _ meaning: String,
        _ body: @escaping @Sendable (Machine, Machine.State) throws -> Check
    ) -> Property {
        Property(name: name, meaning: meaning, kind: .hypothetical, stateCheck: { machine, state in
            do { return try body(machine, state) } catch { return .violated("fault: \(error)") }
        }, stepCheck: nil)
    }

    /// Evaluates a state invariant or hypothetical property (`.notApplicable` for transition ones).
    @inlinable
    public func check(_ machine: Machine, _ state: Machine.State) -> Check {
        stateCheck?(machine, state) ?? .notApplicable
    }

    /// Evaluates a transition property (`.notApplicable` for the other kinds).
    @inlinable
    public func check(
        _ machine: Machine, _ before: Machine.State, _ action: Machine.Action, _ after: Machine.State
    ) -> Check {
        stepCheck?(machine, before, action, after) ?? .notApplicable
    }
}

/// The name of the implicit property that no reachable step faults.
public let noFaultPropertyName = "noFault"

/// The kinds of properties, and `fault` for the implicit `noFault`. Spelled in JSON, trace files and
/// text as their raw values.
public enum PropertyKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Holds in every reachable state.
    case invariant
    /// Holds for every step (before, action, after).
    case transition
    /// Holds in every reachable state, judged by running further actions from it.
    case hypothetical
    /// The postcondition of an action, checked at every step that takes it.
    case contract
    /// No reachable step traps (the implicit `noFault`).
    case fault
    /// Some reachable state satisfies the goal (EF p).
    case sometimes
    /// From every reachable state, some path of the allowed steps reaches the goal (AG EF p).
    case canAlwaysReach
    /// From every reachable state, every run of the allowed steps that is fair to the pending answers
    /// reaches the goal.
    case eventually

    public var description: String { rawValue }

    /// Whether the property is judged on a step (before, action, after) rather than on a state.
    @inlinable public var isStepProperty: Bool { self == .transition || self == .contract }

    /// Whether the property is judged on the graph of the reachable states once the search is over
    /// (``sometimes``, ``canAlwaysReach``, ``eventually``) rather than on one state or step.
    @inlinable public var isLiveness: Bool { self == .sometimes || self == .canAlwaysReach || self == .eventually }
}
