/// Who makes an action happen in the app being modelled.
///
/// The origin decides which alphabet offers the action (see ``Alphabet``) and what kind of finding a
/// trace that uses it is (see ``FindingKind``).
public enum ActionOrigin: String, Sendable, Hashable, Codable, CaseIterable {
    /// A person: a tap, a swipe, a gesture on a control that is on screen.
    case user
    /// The system or the environment: a size-class change, a container's appear task running, an
    /// asynchronous answer arriving, a deferred update firing.
    case system
    /// A call that no control of the app makes: the store's public API driven directly.
    case api
}

/// Which actions an exploration offers. The names are the same everywhere: catalog, `navcheck list`,
/// reports, JSON, trace files and NavCheckTesting.
public enum Alphabet: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Only what a person can touch on the top screen, and no touch while an effect is pending (an
    /// appear task that has not run yet, an update not yet applied); the system acts in between.
    case ui
    /// The same touches, also in the frame before a pending effect runs.
    case race
    /// Every public call, in any state, besides the touches of ``ui`` and the system (touches in the
    /// pending frame are ``race``'s, so that each entry's findings say what they need).
    case api

    public var description: String { rawValue }

    /// Whether an action of `origin` may be taken in a state that is settled (`settled`, read only for
    /// a user's action) or not.
    @inlinable
    public func offers(_ origin: ActionOrigin, settled: @autoclosure () -> Bool) -> Bool {
        switch origin {
        case .system: true
        case .user: self == .race || settled()
        case .api: self == .api
        }
    }
}

/// What kind of finding a counterexample is: how a user of the app as written can meet it.
public enum FindingKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Violated in a state with no pending effect, reached by touches on what is on screen.
    case atRest
    /// Violated only while an effect is pending (the frame before an appear task runs), and gone when
    /// it runs.
    case glitch
    /// Needs a touch in the frame before a pending effect runs.
    case race
    /// Needs a call that no control of the app makes.
    case api

    /// In words: "at rest", "one-frame glitch", "race", "API misuse".
    public var description: String {
        switch self {
        case .atRest: "at rest"
        case .glitch: "one-frame glitch"
        case .race: "race"
        case .api: "API misuse"
        }
    }

    /// What the kind means, in one phrase.
    public var explanation: String {
        switch self {
        case .atRest: "seen in a state with no pending effect, reached by touches on what is on screen"
        case .glitch: "seen only while an effect is pending (the frame before a view's handler runs, or a load not yet answered), and gone when it completes"
        case .race: "needs a touch while an effect is pending (in the frame before a handler runs, or before a load is answered)"
        case .api: "needs a call that no control of the app makes"
        }
    }

    /// Most visible to a user first: at rest, glitch, race, API.
    public static func < (a: FindingKind, b: FindingKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The kind of a trace: API when it uses an API call; else race when it touches while an effect is
    /// pending; else a glitch when the violation is seen while an effect is pending; else at rest.
    ///
    /// - Parameters:
    ///   - steps: per action, its origin and whether the state it was taken in was settled.
    ///   - settledAtViolation: whether the state in which the violation is seen was settled.
    public static func classify(steps: [(origin: ActionOrigin, settledBefore: Bool)], settledAtViolation: Bool) -> FindingKind {
        let taint = steps.reduce(0) { max($0, PathTaint.of($1.origin, settledBefore: $1.settledBefore)) }
        return of(taint: taint, settled: settledAtViolation)
    }

    /// The kind of a violation seen in a state settled or not, reached by a path of taint `taint`
    /// (see ``PathTaint``).
    public static func of(taint: Int, settled: Bool) -> FindingKind {
        switch taint {
        case 2...: .api
        case 1: .race
        default: settled ? .atRest : .glitch
        }
    }
}

/// Receives what one step evaluation counts and finds. Each mode (breadth-first, level-parallel, random
/// walks, replay) keeps its counts its own way; the evaluation itself is ``StepEvaluator``'s alone.
public protocol StepObserver {
    /// Action `action` was enabled in the state being expanded.
    mutating func enabled(_ action: Int)
    /// Action `action` was applied without a fault.
    mutating func taken(_ action: Int)
    /// Property `property` (the fault pseudo-property is the last index) was evaluated; `applied` when
    /// its condition held, so it checked something.
    mutating func evaluated(_ property: Int, applied: Bool)
    /// Property `property` was violated. `action` is the step's action for step properties and faults
    /// (nil for a state property); `listPos` its place among the properties evaluated at that point;
    /// `settled` whether the state the violation is seen in had no pending effect.
    mutating func violated(_ property: Int, action: Int?, listPos: Int, message: String, settled: Bool, taint: Int)
}

/// The one place where a step is computed: which actions are enabled (the spec's own rule and the
/// alphabet's), applying an action, its fault, the state properties of a state, the step properties
/// (transition properties and action contracts) of a step, and settledness. Breadth-first search (one
/// state at a time and level-parallel), random walks, shrinking, replay and graph export all use it.
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
    /// Whether every action is a user's (then only settledness matters to the alphabet's rule).
    @usableFromInline let allUser: Bool

    /// Reads the machine's alphabet, origins and properties once.
    public init(_ machine: Machine) {
        self.machine = machine
        alphabet = machine.actions.allValues
        origins = alphabet.map { machine.origin(of: $0) }
        offered = machine.alphabet
        properties = machine.properties
        let all = properties
        let stateIndices = all.indices.filter { !all[$0].kind.isStepProperty }
        let stepIndices = all.indices.filter { all[$0].kind.isStepProperty }
        self.stateIndices = stateIndices
        self.stepIndices = stepIndices
        stateProperties = stateIndices.map { all[$0] }
        stepProperties = stepIndices.map { all[$0] }
        allUser = origins.allSatisfy { $0 == .user }
    }

    /// The names a trap is reported with (``TrapReporter``), when it is armed.
    public func trapNames() -> TrapReporter.Names? {
        TrapReporter.isArmed ? TrapReporter.Names(machine: machine.name, actions: alphabet.map { String(describing: $0) }) : nil
    }

    /// The index of the fault pseudo-property (`noFault`): after the machine's properties.
    @inlinable public var faultIndex: Int { properties.count }
    /// The number of properties counted, `noFault` included.
    @inlinable public var propertyCount: Int { properties.count + 1 }
    /// Whether the machine has state properties (invariants, hypothetical properties).
    @inlinable public var hasStateProperties: Bool { !stateIndices.isEmpty }

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

    /// Takes action `a` from `state`: counts it, applies it, reports a fault as a `noFault` violation,
    /// and evaluates the step properties. Returns the successor, or nil when the action faulted.
    @inlinable @inline(__always)
    public func take<O: StepObserver>(_ a: Int, from state: Machine.State, _ observer: inout O) -> Machine.State? {
        var successor = state
        observer.evaluated(faultIndex, applied: true)
        if TrapReporter.isArmed { TrapReporter.taking(a) }
        do {
            try machine.apply(alphabet[a], to: &successor)
        } catch {
            observer.violated(faultIndex, action: a, listPos: 0, message: String(describing: error),
                              settled: machine.isSettled(state), taint: taint(of: state, then: a))
            return nil
        }
        observer.taken(a)
        if !stepIndices.isEmpty { checkStep(state, a, successor, &observer) }
        return successor
    }

    /// Evaluates the step properties (transition properties and contracts) of one step.
    @inlinable
    public func checkStep<O: StepObserver>(_ before: Machine.State, _ a: Int, _ after: Machine.State, _ observer: inout O) {
        // Through the buffer, so that a check is called on the array's own property (no copy, no retain
        // of its closure, which every worker would otherwise contend for).
        stepProperties.withUnsafeBufferPointer { checks in
            for l in checks.indices {
                let p = stepIndices[l]
                switch checks[l].check(machine, before, alphabet[a], after) {
                case .holds: observer.evaluated(p, applied: true)
                case .notApplicable: observer.evaluated(p, applied: false)
                case .violated(let message):
                    observer.evaluated(p, applied: true)
                    observer.violated(p, action: a, listPos: l, message: message, settled: machine.isSettled(after),
                                      taint: taint(of: after))
                }
            }
        }
    }

    /// Evaluates the state properties (invariants and hypothetical properties) of one state.
    @inlinable
    public func checkState<O: StepObserver>(_ state: Machine.State, _ observer: inout O) {
        // As for step properties: called in place, through the buffer.
        stateProperties.withUnsafeBufferPointer { checks in
            for l in checks.indices {
                let p = stateIndices[l]
                switch checks[l].check(machine, state) {
                case .holds: observer.evaluated(p, applied: true)
                case .notApplicable: observer.evaluated(p, applied: false)
                case .violated(let message):
                    observer.evaluated(p, applied: true)
                    observer.violated(p, action: nil, listPos: l, message: message, settled: machine.isSettled(state),
                                      taint: taint(of: state))
                }
            }
        }
    }

    /// What the path to `state` needed, when the machine tracks it (``PathTracking``): 0 nothing but
    /// what `ui` offers, 1 a touch while an effect was pending, 2 a call no control makes.
    @inlinable
    public func taint(of state: Machine.State) -> Int {
        (machine as? any PathTracking)?.taint(ofAnyState: state) ?? 0
    }

    /// The taint of the path to `state` followed by action `a` (for a step that faults).
    @inlinable
    public func taint(of state: Machine.State, then a: Int) -> Int {
        max(taint(of: state), PathTaint.of(origins[a], settledBefore: machine.isSettled(state)))
    }

    /// The kind of finding of a trace from initial state `initial` through the actions at `indices`,
    /// whose violation is seen in a settled state or not.
    public func findingKind(initial: Int, indices: [Int], settledAtViolation: Bool) -> FindingKind {
        var state = machine.initialStates[initial]
        var steps: [(origin: ActionOrigin, settledBefore: Bool)] = []
        for a in indices {
            steps.append((origins[a], machine.isSettled(state)))
            guard (try? machine.apply(alphabet[a], to: &state)) != nil else { break }
        }
        return FindingKind.classify(steps: steps, settledAtViolation: settledAtViolation)
    }

    /// A counterexample for property `p` from initial state `initial` through the actions at
    /// `indices`, with its finding kind.
    public func counterexample(property p: Int, initial: Int, indices: [Int], message: String,
                               settled: Bool) -> Counterexample<Machine> {
        Counterexample(property: name(p), kind: kind(p), meaning: meaning(p), message: message,
                       initialState: initial, actions: indices.map { alphabet[$0] }, actionIndices: indices,
                       finding: findingKind(initial: initial, indices: indices, settledAtViolation: settled))
    }
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
    public mutating func violated(_ property: Int, action: Int?, listPos: Int, message: String, settled: Bool, taint: Int) {
        properties[property].violations += 1
        if properties[property].kind == .fault { faults += 1 }
    }
}

/// What the implicit `noFault` property means.
public let noFaultMeaning = "no reachable step traps (crashes) the app"

/// The first violations of each property found by a breadth-first search, one slot per settledness
/// (seen at rest, or while an effect is pending) and per taint of the path (what it needed: only `ui`
/// touches, a touch while an effect was pending, a call no control makes). Per property and
/// settledness the finding reported is the one whose path needed least — so a shorter race does not
/// hide a glitch, nor a shorter glitch a violation at rest. The taint is known exactly when the
/// machine tracks it (the explorer does so under the `race` and `api` alphabets, see ``PathTracking``).
@usableFromInline
struct FirstViolations: Sendable {
    @usableFromInline struct Hit: Sendable {
        @usableFromInline var state: Int
        @usableFromInline var extraAction: Int?
        @usableFromInline var message: String
        @usableFromInline var order: Int
        @usableFromInline var settled: Bool
        @inlinable init(state: Int, extraAction: Int?, message: String, order: Int, settled: Bool) {
            self.state = state
            self.extraAction = extraAction
            self.message = message
            self.order = order
            self.settled = settled
        }
    }
    /// Slots per property: settled or not, times three taints.
    @usableFromInline static let slotsPerProperty = 6
    /// Per slot, at most `perSlot` hits: the first violations in sequential order, one per end state.
    @usableFromInline var slots: [[Hit]]
    @usableFromInline var count = 0
    /// How many counterexamples are kept per property, settledness and taint.
    @usableFromInline let perSlot: Int

    @inlinable init(properties: Int, perSlot: Int = 1) {
        self.perSlot = max(1, perSlot)
        slots = Array(repeating: [], count: properties * Self.slotsPerProperty)
    }

    /// Whether slot `slot` has room for another violation.
    @inlinable func hasRoom(_ slot: Int) -> Bool { slots[slot].count < perSlot }

    @inlinable static func slot(_ property: Int, settled: Bool, taint: Int) -> Int {
        property * slotsPerProperty + min(max(taint, 0), 2) * 2 + (settled ? 0 : 1)
    }

    /// The property, settledness and taint of slot `slot`.
    @inlinable static func decode(_ slot: Int) -> (property: Int, settled: Bool, taint: Int) {
        let r = slot % slotsPerProperty
        return (slot / slotsPerProperty, r % 2 == 0, r / 2)
    }

    /// Keeps the violation if it is the first of its property, settledness and taint.
    @inlinable
    mutating func note(_ property: Int, state: Int, extraAction: Int?, message: String, settled: Bool, taint: Int) {
        let slot = Self.slot(property, settled: settled, taint: taint)
        guard slots[slot].count < perSlot,
              !slots[slot].contains(where: { $0.state == state && $0.extraAction == extraAction }) else { return }
        slots[slot].append(Hit(state: state, extraAction: extraAction, message: message, order: count, settled: settled))
        count += 1
    }

    /// The counterexamples: per property and settledness the hit whose path needed least, its trace
    /// rebuilt from the parent links and classified; the first of each (property, finding kind) kept,
    /// shortest first (ties in discovery order).
    func counterexamples<M: StateMachine>(_ evaluator: StepEvaluator<M>, trace: (Int) -> (initial: Int, indices: [Int]))
        -> [Counterexample<M>] {
        var all: [(order: Int, c: Counterexample<M>)] = []
        for property in 0..<(slots.count / Self.slotsPerProperty) {
            for settledness in 0..<2 {
                for t in 0..<3 {
                    let hits = slots[Self.slot(property, settled: settledness == 0, taint: t)]
                    guard !hits.isEmpty else { continue }
                    for hit in hits {
                        var (initial, indices) = trace(hit.state)
                        if let extra = hit.extraAction { indices.append(extra) }
                        all.append((hit.order, evaluator.counterexample(property: property, initial: initial, indices: indices,
                                                                        message: hit.message, settled: hit.settled)))
                    }
                    break
                }
            }
        }
        all.sort { ($0.c.length, $0.order) < ($1.c.length, $1.order) }
        // Up to `perSlot` per property and kind of finding, each ending elsewhere.
        var kept: [String: Int] = [:]
        var ends = Set<String>()
        return all.map(\.c).filter { c in
            let key = "\(c.property)\u{0}\(c.finding.rawValue)"
            guard kept[key, default: 0] < perSlot else { return false }
            if perSlot > 1 {
                guard ends.insert("\(key)\u{0}\(c.initialState)\(c.actionIndices)").inserted else { return false }
            }
            kept[key, default: 0] += 1
            return true
        }
    }
}

/// Counts nothing: for a caller that only wants a step's successor.
struct IgnoredCounts: StepObserver {
    mutating func enabled(_ action: Int) {}
    mutating func taken(_ action: Int) {}
    mutating func evaluated(_ property: Int, applied: Bool) {}
    mutating func violated(_ property: Int, action: Int?, listPos: Int, message: String, settled: Bool, taint: Int) {}
}

/// What a path needed, as a number that only grows along it: 0 what `ui` offers, 1 a touch while an
/// effect was pending (`race`), 2 a call no control makes (`api`).
public enum PathTaint {
    /// The taint a step adds: its action's origin, and whether the state it was taken in was settled.
    @inlinable
    public static func of(_ origin: ActionOrigin, settledBefore: Bool) -> Int {
        switch origin {
        case .api: 2
        case .user: settledBefore ? 0 : 1
        case .system: 0
        }
    }
}

/// A machine whose states carry the taint of the path that reached them (see ``PathTaint``), so that
/// breadth-first search finds, per property, the shortest violation of each kind — not only the
/// shortest of all, whose path may need a race or an API call where another path needs none.
public protocol PathTracking {
    /// The taint of the path that reached `state` (a state of this machine's `State` type).
    func taint(ofAnyState state: Any) -> Int
}
