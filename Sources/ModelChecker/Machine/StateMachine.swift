import Generators

/// A system under check, described as a state machine: where it starts, which actions it takes, what
/// each action does, and which properties must hold.
///
/// Only ``name``, ``initialStates``, ``actions``, ``apply(_:to:)``, ``fingerprint(of:into:)`` and
/// ``properties`` are required; the rest have defaults (every action enabled, every state within bounds,
/// states shown with `String(describing:)`, actions named as Swift calls by ``StableText/name(of:)``).
///
/// ```swift
/// struct Counter: StateMachine {
///     enum Action: Hashable, Codable, Sendable {
///         case increment, reset
///     }
///     var name: String { "counter" }
///     var initialStates: [Int] { [0] }
///     var actions: Generator<Action> { .element(of: [.increment, .reset]) }
///     func isEnabled(_ action: Action, in state: Int) -> Bool { action != .increment || state < 3 }
///     func apply(_ action: Action, to state: inout Int) throws {
///         state = action == .increment ? state + 1 : 0
///     }
///     func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
///     var properties: [Property<Counter>] {
///         [.invariant("belowFour", "the counter never reaches four") { _, s in .expect(s < 4, "\(s)") }]
///     }
/// }
/// ```
public protocol StateMachine: Sendable {
    /// A state of the system. Values are copied freely; a reference-type store is adapted by capturing
    /// its state as a value.
    associatedtype State: Sendable
    /// An action: comparable, and codable for traces. Failure texts, reports and traces name it as a
    /// Swift call, `openRecipe(2)`, derived by ``StableText/name(of:)``; a `description`
    /// (`CustomStringConvertible`) replaces the derived name.
    associatedtype Action: Hashable, Codable, Sendable

    /// A short name, used in reports and traces.
    var name: String { get }
    /// The states exploration starts from; at least one.
    var initialStates: [State] { get }
    /// The alphabet: every action the machine can take, in the fixed order exploration tries them.
    /// Which of them are possible in a state is ``isEnabled(_:in:)``.
    var actions: Generator<Action> { get }
    /// Whether `action` can be taken in `state` (what is on screen, the spec's bounds). Default: true.
    func isEnabled(_ action: Action, in state: State) -> Bool
    /// Performs `action` on `state`. Throws a ``Fault`` (or any error) where the real code would trap.
    func apply(_ action: Action, to state: inout State) throws
    /// Feeds what identifies `state` for de-duplication into `fingerprinter`: two states with the same
    /// fingerprint are treated as one. Leave out what does not matter (e.g. fresh-identity counters) and
    /// renumber fresh identities canonically, so that the state space stays finite.
    func fingerprint(of state: State, into fingerprinter: inout Fingerprinter)
    /// The state constraint: states outside the bounds are checked but not expanded. Default: true.
    func isWithinBounds(_ state: State) -> Bool
    /// The properties to check (names must be unique).
    var properties: [Property<Self>] { get }
    /// What a person sees in `state` (one line). Default: `String(describing:)`.
    func screens(of state: State) -> String
    /// What a person sees in `state`, structured for drawing a device (the HTML report, the explorer).
    /// Default: nil, and the drawing is read from ``screens(of:)``'s line.
    func picture(of state: State) -> DevicePicture?
    /// The state as named fields, for the diff shown in counterexamples. Default: one field `state`.
    func fields(of state: State) -> [StateField]
    /// Which actions are offered: ``Alphabet/ui`` (default), ``Alphabet/race`` or ``Alphabet/api``.
    var alphabet: Alphabet { get }
    /// Who makes `action` happen: a user (default), the system, or an API call no control makes.
    func origin(of action: Action) -> ActionOrigin
    /// Whether `state` is at rest: no pending effect (an appear task that has not run, an update not
    /// yet applied, an answer on its way). Default: true. Under ``Alphabet/ui`` no user action is
    /// taken in a state that is not settled; a violation seen in such a state is a one-frame glitch.
    func isSettled(_ state: State) -> Bool
    /// Where the machine's steps (enabledness, apply, properties) may run. Default ``StepThreads/any``:
    /// on every worker. ``StepThreads/calling``: only on the thread that runs the check, as a store
    /// isolated to an actor needs when it is checked from that actor; the other cores then only keep
    /// the table of seen states.
    var stepThreads: StepThreads { get }
    /// How a state's store is reached, in words, when that decides how fast a check goes (a class store
    /// copied, restored or replayed, and why): said when a check is cut short by its bounds. Default nil.
    var reachNote: String? { get }
    /// Why `property` may never apply under this machine's alphabet and declarations, in words (a
    /// built-in property whose situation the alphabet rules out), or nil (the default). A property
    /// that never applied in a check is then listed with this reason instead of failing the check as
    /// vacuous.
    func whyNeverApplies(_ property: String) -> String?
    /// What `property` waits for that the machine does not declare, in words (a link property with no
    /// link that declares a target: "give a link a target: …"), or nil (the default). A property that
    /// never applied in a check still fails it as vacuous; the failure says this instead of the general
    /// advice.
    func whatPropertyWaitsFor(_ property: String) -> String?
    /// Misuse in the machine's own declarations that ``validate()`` reports besides the general checks
    /// (a ``SwiftUIApp``'s own property named like a built-in one), as a sentence that says what to
    /// fix, or nil (the default).
    var declarationProblem: String? { get }
    /// Whether `property` and `other` judge the same thing, so that a counterexample of both on the same
    /// trace is one finding (reported under the first, naming the other: "also breaks: …"). Default
    /// false. A ``SwiftUIApp``'s `linkShowsItsTarget` and `linkNotHiddenUnderSheet` do: a link's target
    /// hidden under a sheet breaks both.
    func judgesAlike(_ property: String, _ other: String) -> Bool
    /// What a violation of `property` is a defect of (``Defect``): the kind of the failing step and the
    /// part of the state it broke. Two counterexamples of a property (and kind of finding) with equal
    /// defects are one finding. Asked only when a violation is seen: for a step property, with the
    /// states around the step (`after` nil when the step faulted); for a state property, with the state
    /// alone (`before` and `step` nil). It must be deterministic: the same arguments, the same defect.
    /// Default: the step's origin and the message with its values left out
    /// (``Defect/byMessage(_:origin:)``); a ``SwiftUIApp`` says the kind of the step and the part of the
    /// scene it broke.
    func defect(of property: String, message: String, before: State?, step: Action?, after: State?) -> Defect
    /// The values the machine treats alike (the ids of posts, tabs with the same code), or nil (the
    /// default): the search then explores one state of each class of symmetric states, and shows
    /// counterexamples with the real values. Sound only when every property gives the same verdict on
    /// symmetric states and the machine treats them alike: see ``Symmetry``. Turned off by
    /// ``ExplorationOptions/reducesSymmetry``.
    var symmetry: Symmetry<State>? { get }
}

/// Where a machine's steps may run (``StateMachine/stepThreads``).
public enum StepThreads: Sendable, Hashable {
    /// On any thread: the explorer expands a level on every worker.
    case any
    /// Only on the thread that runs the check (the actor a store is isolated to).
    case calling
}

extension StateMachine {
    public func isEnabled(_ action: Action, in state: State) -> Bool { true }
    public func isWithinBounds(_ state: State) -> Bool { true }
    public func screens(of state: State) -> String { String(describing: state) }
    /// No structured picture: drawings read the screen line.
    public func picture(of state: State) -> DevicePicture? { nil }
    public func fields(of state: State) -> [StateField] {
        [StateField(name: "state", value: String(describing: state))]
    }
    public var alphabet: Alphabet { .ui }
    @inlinable public func origin(of action: Action) -> ActionOrigin { .user }
    @inlinable public func isSettled(_ state: State) -> Bool { true }
    public var stepThreads: StepThreads { .any }
    /// Nothing to say.
    public var reachNote: String? { nil }
    /// No reason: a property that never applied checked nothing.
    public func whyNeverApplies(_ property: String) -> String? { nil }
    /// Nothing declared is missing.
    public func whatPropertyWaitsFor(_ property: String) -> String? { nil }
    /// No problem.
    public var declarationProblem: String? { nil }
    /// No two properties judge the same thing.
    public func judgesAlike(_ property: String, _ other: String) -> Bool { false }
    /// No symmetry: every state is its own representative.
    public var symmetry: Symmetry<State>? { nil }

    /// The fingerprint of `state`, as exploration computes it.
    @inlinable
    public func fingerprint(of state: State) -> UInt64 {
        var f = Fingerprinter()
        fingerprint(of: state, into: &f)
        return f.value
    }

    /// Applies `actions` in order to a copy of `state` and returns the result; throws the first fault.
    /// Used by hypothetical properties ("resize to the other class and back").
    public func run(_ actions: [Action], from state: State) throws -> State {
        try StepEvaluator.follow(actions, from: state, of: self)
    }
}

/// One named part of a state, as shown in a counterexample's diff.
public struct StateField: Sendable, Hashable, Codable {
    /// The field's name, e.g. `detailPath`.
    public var name: String
    /// The field's value as text.
    public var value: String
    /// Creates a field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What would be a trap in the real code (e.g. `removeLast()` on an empty path). A reachable fault is a
/// counterexample of the implicit `noFault` property.
public struct Fault: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, e.g. "removeLast(1) on an empty path".
    public var message: String
    /// Creates a fault.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
