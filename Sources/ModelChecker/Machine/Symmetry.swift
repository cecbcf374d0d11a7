import Generators

/// Values a machine treats alike, declared so that the search explores one state of each class of
/// symmetric states (symmetry reduction, as Murphi's scalarsets and TLC's symmetry sets).
///
/// Two states are symmetric when one is the other with interchangeable values swapped: the ids of
/// posts opened in a different order, two tabs with the same code. A symmetry is declared either as a
/// canonical representative, ``init(canonical:)`` (e.g. the ids renumbered in order of first
/// appearance), or as the permutations of the values, ``init(permutations:)`` (the representative is
/// then the permuted state with the least fingerprint). The search de-duplicates states by the
/// fingerprint of their representative and keeps expanding the state it reached first, so
/// counterexamples, rebuilt from the search's links and re-executed from the initial state, show the
/// app's real values.
///
/// **Soundness is the declarer's responsibility.** The reduction reports the same findings, of the same
/// kinds and shortest lengths, as the search without it only when states declared symmetric are alike
/// for everything the check reads:
/// - every property (invariants, transitions, contracts, the built-in ones) gives the same verdict on
///   symmetric states and on symmetric steps;
/// - the machine treats them alike: from symmetric states, the enabled actions, their faults, bounds,
///   settledness and successors correspond (each action of one has an action of the other, maybe with
///   the values swapped, leading to symmetric states).
///
/// A property that tells the interchangeable values apart ("post 1 is never a favourite") breaks the
/// first condition: the reduced search may miss its violations. ``ExplorationOptions/reducesSymmetry``
/// turns the reduction off, to compare.
///
/// ```swift
/// // Posts are opened by id; which ids they carry does not matter, only their order.
/// var symmetry: Symmetry<Feed>? {
///     Symmetry { feed in
///         var numbers: [Int: Int] = [:]
///         for id in feed.opened where numbers[id] == nil { numbers[id] = numbers.count }
///         return Feed(opened: feed.opened.map { numbers[$0]! }, favourites: Set(feed.favourites.map { numbers[$0]! }))
///     }
/// }
/// ```
public struct Symmetry<State>: Sendable {
    /// How the representative of a state is found.
    @usableFromInline
    enum Form: Sendable {
        case canonical(@Sendable (State) -> State)
        case permutations([@Sendable (State) -> State])
    }

    @usableFromInline let form: Form

    /// A symmetry declared by the representative of each state: `canonical` must give the same state
    /// (the same fingerprint) for any two symmetric states, e.g. by renumbering interchangeable ids in
    /// order of first appearance.
    public init(canonical: @escaping @Sendable (State) -> State) {
        form = .canonical(canonical)
    }

    /// A symmetry declared by the permutations of its interchangeable values, each a function that
    /// swaps them in a state: the representative of a state is the one among the state and its
    /// permutations with the least fingerprint. Give every permutation but the identity (for *n*
    /// interchangeable ids, *n*! − 1 of them): with fewer, symmetric states may keep different
    /// representatives, and the reduction is smaller (but no less sound).
    public init(permutations: [@Sendable (State) -> State]) {
        form = .permutations(permutations)
    }

    /// The same symmetry over a value that holds the state: `part` reads the state from the whole and
    /// `replacing` puts a state back (e.g. a store's snapshot in the checker's state of a class store).
    public func lifted<Whole>(_ part: @escaping @Sendable (Whole) -> State,
                              replacing: @escaping @Sendable (Whole, State) -> Whole) -> Symmetry<Whole> {
        switch form {
        case .canonical(let canonical):
            return Symmetry<Whole>(canonical: { replacing($0, canonical(part($0))) })
        case .permutations(let permutations):
            return Symmetry<Whole>(permutations: permutations.map { permute in { replacing($0, permute(part($0))) } })
        }
    }
}

extension ReferenceStoreMachine {
    /// A symmetry of the machine's states declared over the store's snapshots.
    public static func symmetry(ofSnapshots snapshots: Symmetry<Snapshot>) -> Symmetry<State> {
        snapshots.lifted({ $0.snapshot }, replacing: {
            StoreState(snapshot: $1, trace: $0.trace, store: $0.keptStore, anchor: $0.anchor)
        })
    }
}

/// `Base` with its declared ``Symmetry`` applied: the same states, actions, enabledness, faults and
/// properties, but a state is fingerprinted by its representative, so that the search expands one state
/// of each class of symmetric states. The explorer uses it when a machine declares
/// ``StateMachine/symmetry`` and ``ExplorationOptions/reducesSymmetry`` is on; its results are the
/// base machine's (the same actions, from the same initial state).
public struct SymmetricMachine<Base: StateMachine>: StateMachine {
    public typealias State = Base.State
    public typealias Action = Base.Action

    /// The machine whose symmetric states are explored once.
    public let base: Base
    /// The values it treats alike.
    public let declared: Symmetry<Base.State>

    /// Reduces `base` by `symmetry`.
    public init(_ base: Base, symmetry: Symmetry<Base.State>) {
        self.base = base
        declared = symmetry
    }

    public var name: String { base.name }
    public var initialStates: [State] { base.initialStates }
    public var actions: Generator<Action> { base.actions }
    public var alphabet: Alphabet { base.alphabet }
    public var stepThreads: StepThreads { base.stepThreads }
    public var reachNote: String? { base.reachNote }
    public func origin(of action: Action) -> ActionOrigin { base.origin(of: action) }
    public func isSettled(_ state: State) -> Bool { base.isSettled(state) }
    public func isEnabled(_ action: Action, in state: State) -> Bool { base.isEnabled(action, in: state) }
    public func isWithinBounds(_ state: State) -> Bool { base.isWithinBounds(state) }
    public func apply(_ action: Action, to state: inout State) throws { try base.apply(action, to: &state) }
    public func screens(of state: State) -> String { base.screens(of: state) }
    public func picture(of state: State) -> DevicePicture? { base.picture(of: state) }
    public func fields(of state: State) -> [StateField] { base.fields(of: state) }
    public func whyNeverApplies(_ property: String) -> String? { base.whyNeverApplies(property) }
    public func whatPropertyWaitsFor(_ property: String) -> String? { base.whatPropertyWaitsFor(property) }
    public func defect(of property: String, message: String, before: State?, step: Action?, after: State?) -> Defect {
        base.defect(of: property, message: message, before: before, step: step, after: after)
    }

    /// The base machine's fingerprint of the state's representative.
    public func fingerprint(of state: State, into fingerprinter: inout Fingerprinter) {
        switch declared.form {
        case .canonical(let canonical):
            base.fingerprint(of: canonical(state), into: &fingerprinter)
        case .permutations(let permutations):
            var least = base.fingerprint(of: state)
            for permute in permutations { least = min(least, base.fingerprint(of: permute(state))) }
            fingerprinter.combine(least)
        }
    }

    public var properties: [Property<SymmetricMachine>] {
        base.properties.map { $0.lifted(base: { $0.base }, state: { $0 }) }
    }
}

extension Explorer {
    /// The exploration of the machine reduced by its declared symmetry (``SymmetricMachine``), as this
    /// machine's result; nil when it declares none or ``ExplorationOptions/reducesSymmetry`` is off.
    @inlinable
    func runReducingSymmetry() -> ExplorationResult<Machine>? {
        guard options.reducesSymmetry, let symmetry = machine.symmetry else { return nil }
        let reduced = SymmetricMachine(machine, symmetry: symmetry)
        return Explorer<SymmetricMachine<Machine>>(validated: reduced, options: options).runWithFingerprints().rebased()
    }
}

extension ExplorationResult {
    /// The result as one of `Other`, a machine with the same actions and initial states (a wrapper).
    @usableFromInline
    func rebased<Other: StateMachine>() -> ExplorationResult<Other> where Other.Action == Machine.Action {
        var result = ExplorationResult<Other>(machine: machine, complete: complete, stopReason: stopReason,
                                              statistics: statistics, counterexamples: counterexamples.map { $0.rebased() })
        result.footprint = footprint
        result.raceCoverage = raceCoverage
        result.raceBoundCut = raceBoundCut
        result.unreproduced = unreproduced
        return result
    }
}

extension Counterexample {
    /// The counterexample as one of `Other`, a machine with the same actions and initial states.
    @usableFromInline
    func rebased<Other: StateMachine>() -> Counterexample<Other> where Other.Action == Machine.Action {
        var rebased = Counterexample<Other>(property: property, kind: kind, meaning: meaning, message: message,
                                            initialState: initialState, actions: actions, actionIndices: actionIndices,
                                            finding: finding, defect: defect)
        rebased.whileWorkIsPending = whileWorkIsPending
        rebased.loopStart = loopStart
        rebased.reachableScreens = reachableScreens
        return rebased
    }
}
