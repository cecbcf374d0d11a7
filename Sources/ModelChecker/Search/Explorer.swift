/// Bounds of one exploration, on top of the spec's own state constraint.
public struct ExplorationOptions: Sendable, Hashable {
    /// Discover no state beyond this breadth-first depth (number of actions); the steps out of the
    /// deepest states are still checked. Nil: no limit.
    public var maxDepth: Int?
    /// Stop after this many distinct states. Nil: no limit.
    public var maxStates: Int?
    /// Stop after this many seconds of wall time. Nil: no limit. How far a search gets in a given time
    /// depends on the machine's speed and load, so this is a safety stop; ``maxStates`` is the bound
    /// that gives the same result on every machine.
    public var maxSeconds: Double?
    /// Stop at the first violation instead of finding a shortest one for every property (explored
    /// one state at a time, on one core).
    public var stopAtFirstViolation: Bool
    /// How many cores expand each breadth-first level. The result does not depend on it: the same
    /// counts, the same counterexamples. Default: the cores online.
    public var workers: Int
    /// Stop, with a partial result (``StopReason/maxMemory``), before the process's resident memory
    /// would exceed this many bytes. Nil: no limit.
    public var maxMemoryBytes: Int?
    /// Told how far the exploration has got, once per breadth-first level. Nil: nobody is told.
    public var progress: ProgressObserver?
    /// Explore only this share of the state space beyond a breadth-first depth (a state-space shard).
    /// Nil: the whole state space.
    public var partition: FrontierPartition?
    /// How many counterexamples to report per property and kind of finding, each of its own defect
    /// (``Defect``: the kind of the failing step and the part it broke, as the machine says): the search
    /// goes on past a violation (as TLC's `-continue`) and keeps the first one of each defect in
    /// breadth-first order, a shortest
    /// one. Default 1 here; a NavCheck test that leaves it unset reports up to
    /// `NavCheckOptions.defaultCounterexamplesPerProperty` (3).
    public var counterexamplesPerProperty: Int {
        get { givenCounterexamplesPerProperty ?? 1 }
        set { givenCounterexamplesPerProperty = newValue }
    }
    /// ``counterexamplesPerProperty`` as given, or nil when it was left to its default.
    public private(set) var givenCounterexamplesPerProperty: Int?
    /// The race bound *k*: at most this many touches (taps, system gestures) made while an effect is
    /// pending, along any sequence. Under the `race` and `api` alphabets it is one search in which each
    /// state is kept once, with the fewest such touches that reach it: every sequence with none (*k* = 0,
    /// what `ui` offers) first, then with one, … up to `raceBound`, each count breadth-first (a state
    /// already reached with fewer is not explored again). Per property and kind, the counterexample
    /// reported has the fewest touches while work is pending, and is a shortest among those.
    /// ``ExplorationResult/raceCoverage`` says which counts were completed and how many states each
    /// covers. Nil (the default): no bound, one search of every sequence (a path with a race after the
    /// paths with none, an API call last). Ignored under `ui`.
    public var raceBound: Int?
    /// Whether a machine's declared symmetry (``StateMachine/symmetry``) reduces the search: one state
    /// of each class of symmetric states is explored. Default true; false explores every state, to
    /// compare (the findings must be the same when the symmetry is declared soundly). No effect on a
    /// machine that declares none.
    public var reducesSymmetry: Bool
    /// Partial-order reduction: a new state `s·b` whose every offered action `x` comes before `b` in
    /// alphabet order and commutes with `b` in `s` (`s·x·b` is `s·b·x`) is left out when it and its
    /// steps in and out break no property: its earlier siblings `s·x` reach everything it would, on the
    /// same level, first. The search keeps every other state, in the same order with the same parents,
    /// so it reports the same counterexamples (properties, kinds, traces) and the same counts per
    /// property, with fewer states: about half where independent answers are pending together, none
    /// where each pending answer is one of a kind (a tap made while an answer is pending and the same
    /// tap after it are different paths under `race`). It explores one state at a time, on one core,
    /// and is not combined with ``partition``. Default false: the unreduced search.
    public var partialOrderReduction: Bool

    /// Creates options; every bound must be positive.
    public init(maxDepth: Int? = nil, maxStates: Int? = nil, maxSeconds: Double? = nil,
                stopAtFirstViolation: Bool = false, workers: Int = ProcessMemory.activeCores,
                maxMemoryBytes: Int? = nil, progress: ProgressObserver? = nil, partition: FrontierPartition? = nil,
                counterexamplesPerProperty: Int? = nil, raceBound: Int? = nil, reducesSymmetry: Bool = true,
                partialOrderReduction: Bool = false) {
        self.reducesSymmetry = reducesSymmetry
        self.givenCounterexamplesPerProperty = counterexamplesPerProperty
        self.partialOrderReduction = partialOrderReduction
        self.raceBound = raceBound
        self.progress = progress
        self.partition = partition
        self.maxDepth = maxDepth
        self.maxStates = maxStates
        self.maxSeconds = maxSeconds
        self.stopAtFirstViolation = stopAtFirstViolation
        self.workers = workers
        self.maxMemoryBytes = maxMemoryBytes
    }

    /// Throws when a bound is zero or negative.
    public func validate() throws(CheckError) {
        if let maxDepth, maxDepth <= 0 {
            throw CheckError(.invalidBound, "max depth must be a positive whole number, not \(maxDepth)")
        }
        if let maxStates, maxStates <= 0 {
            throw CheckError(.invalidBound, "max states must be a positive whole number, not \(maxStates)")
        }
        if let maxSeconds, !(maxSeconds > 0) {
            throw CheckError(.invalidBound, "max seconds must be positive, not \(maxSeconds)")
        }
        if workers <= 0 {
            throw CheckError(.invalidBound, "workers must be a positive whole number, not \(workers)")
        }
        if let maxMemoryBytes, maxMemoryBytes <= 0 {
            throw CheckError(.invalidBound, "max memory must be a positive number of bytes, not \(maxMemoryBytes)")
        }
        if let partition { try partition.validate() }
        if counterexamplesPerProperty <= 0 {
            throw CheckError(.invalidBound, "counterexamples per property must be a positive whole number, not \(counterexamplesPerProperty)")
        }
        if let raceBound, raceBound < 0 {
            throw CheckError(.invalidBound, "the race bound must be zero or a positive whole number, not \(raceBound)")
        }
        if partialOrderReduction && partition != nil {
            throw CheckError(.invalidBound, "partial-order reduction does not split the state space into shards: drop one of them")
        }
        if stopAtFirstViolation && counterexamplesPerProperty > 1 {
            throw CheckError(.invalidBound, "stopAtFirstViolation stops at one counterexample: drop it to get \(counterexamplesPerProperty) per property")
        }
    }
}

/// How far an exploration under way has got.
public struct ExplorationProgress: Sendable, Hashable {
    /// Distinct states so far.
    public var distinctStates: Int
    /// The breadth-first level being expanded.
    public var depth: Int
    /// States waiting on this level.
    public var frontier: Int
    /// Seconds since the exploration started.
    public var seconds: Double
    /// How far into this level's ``frontier`` the expansion has got (about: workers expand parts of it
    /// at once), or nil at the level's start.
    public var expanded: Int?
    /// Distinct states per second so far.
    public var rate: Double { seconds > 0 ? Double(distinctStates) / seconds : 0 }

    /// Creates a report.
    public init(distinctStates: Int, depth: Int, frontier: Int, seconds: Double, expanded: Int? = nil) {
        self.distinctStates = distinctStates
        self.depth = depth
        self.frontier = frontier
        self.seconds = seconds
        self.expanded = expanded
    }
}

/// Receives ``ExplorationProgress`` reports (e.g. to draw a progress line); compared by identity, so
/// options that carry one stay `Hashable`.
public final class ProgressObserver: Sendable, Hashable {
    let callback: @Sendable (ExplorationProgress) -> Void
    /// An observer that calls `callback` with each report, on the exploring thread.
    public init(_ callback: @escaping @Sendable (ExplorationProgress) -> Void) { self.callback = callback }
    /// Passes on one report.
    public func report(_ progress: ExplorationProgress) { callback(progress) }
    public static func == (a: ProgressObserver, b: ProgressObserver) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Why an exploration stopped before the frontier emptied.
public enum StopReason: String, Sendable, Hashable, Codable {
    case maxDepth, maxStates, maxSeconds, firstViolation
    /// The next level would have taken the process past ``ExplorationOptions/maxMemoryBytes``: the
    /// result covers the levels explored before it.
    case maxMemory
}

/// What an exploration's own data structures occupied (the figures behind "bytes per state").
public struct ExplorationFootprint: Sendable, Hashable, Codable {
    /// The table of seen states (fingerprints, or exact packed states).
    public var tableBytes = 0
    /// Parent links: a parent index and an action index per distinct state.
    public var linkBytes = 0
    /// The largest level in flight: the frontier's states and the workers' buffers of successors.
    public var peakLevelBytes = 0
    /// How many workers expanded the levels.
    public var workers = 1
    /// Whether the table held exact packed states (``PackedStateMachine``) rather than fingerprints.
    public var exactStates = false
    /// When a memory bound cut the search: the bound the level it stopped before needed (the
    /// process's baseline, what the search held and what the level would allocate). Nil otherwise.
    public var memoryBoundNeeded: Int?
    /// Creates an empty footprint.
    public init() {}
    /// Table, links and the largest level together.
    public var totalBytes: Int { tableBytes + linkBytes + peakLevelBytes }
}

/// The outcome of an exploration.
public struct ExplorationResult<Machine: StateMachine>: Sendable {
    /// The machine's name.
    public var machine: String
    /// True when every reachable state within the spec's constraint was explored: a complete
    /// verification of the bounded model.
    public var complete: Bool
    /// Why the exploration stopped early, when it did.
    public var stopReason: StopReason?
    /// Counts.
    public var statistics: Statistics
    /// One counterexample per violated property, shortest first (ties in discovery order).
    public var counterexamples: [Counterexample<Machine>]
    /// What the exploration's data structures occupied.
    public var footprint = ExplorationFootprint()
    /// Under a race bound (``ExplorationOptions/raceBound``): which bounds were explored, and whether the
    /// bound left sequences out.
    public var raceCoverage: RaceCoverage?
    /// Whether a race bound left out a touch the app offers (a search with no race bound: false).
    public var raceBoundCut = false
    /// One sentence per counterexample whose actions, replayed from its initial state, do not break
    /// its property again (``StepEvaluator/reproductionProblem(of:)``): the spec is not deterministic.
    /// Empty for a deterministic spec.
    public var unreproduced: [String] = []
    /// For a search with path costs (the race and API alphabets): the distinct states once each cost
    /// was explored, and the cost a bound cut.
    @usableFromInline var costCoverage: CostCoverage?

    /// The names of the violated properties.
    public var violatedProperties: [String] {
        var seen = Set<String>()
        return counterexamples.map(\.property).filter { seen.insert($0).inserted }
    }

    /// The counterexample for `property`, if it was violated.
    public func counterexample(for property: String) -> Counterexample<Machine>? {
        counterexamples.first { $0.property == property }
    }
}

/// Breadth-first exhaustive exploration: every state reachable within the bounds, de-duplicated by
/// fingerprint, so that each counterexample found is a shortest one.
///
/// Per discovered state it keeps only a fingerprint (in an open-addressing table), a parent index and
/// an action index; traces are rebuilt from those links and re-executed to show states. Only the
/// current and the next breadth-first level are held as states.
///
/// ```swift
/// let result = try Explorer(spec, options: ExplorationOptions(maxDepth: 10)).run()
/// for c in result.counterexamples { print(c.property, c.actions) }
/// ```
public struct Explorer<Machine: StateMachine>: Sendable {
    /// The machine under check.
    public let machine: Machine
    /// The bounds.
    public let options: ExplorationOptions

    /// Validates the machine and the options.
    public init(_ machine: Machine, options: ExplorationOptions = ExplorationOptions()) throws(CheckError) {
        try machine.validate()
        try options.validate()
        self.machine = machine
        self.options = options
    }

    /// An explorer of a machine and options already validated.
    @usableFromInline
    init(validated machine: Machine, options: ExplorationOptions) {
        self.machine = machine
        self.options = options
    }

    /// Under the `race` and `api` alphabets, the exploration of the machine with its paths' taints as
    /// costs of the paths (``PathTrackingMachine``): each state once, with the least taint that reaches
    /// it, so that a finding is reported under the least kind that meets it; nil under `ui`, where every
    /// path needs only what `ui` offers.
    @inlinable
    func runTrackingPaths() -> ExplorationResult<Machine>? {
        guard machine.alphabet != .ui, !(machine is any PathTracking) else { return nil }
        if let bound = options.raceBound { return runRaisingRaceBound(upTo: bound) }
        let tracked = PathTrackingMachine(machine)
        return tracked.untracked(Self.searchTracked(tracked, options: options))
    }

    /// Runs the exploration. Deterministic: the same machine and options give the same result (apart
    /// from `statistics.seconds`, and from where a time or memory bound cuts), whatever the number of
    /// workers.
    ///
    /// A machine that declares a packed encoding (``PackedStateMachine``) is explored with it even when
    /// the caller is generic and does not know it: the capability is asked for at run time. A machine
    /// that declares a ``StateMachine/symmetry`` is explored by the fingerprints of its states'
    /// representatives (``SymmetricMachine``), packed or not, unless ``ExplorationOptions/reducesSymmetry``
    /// is off.
    @inlinable
    public func run() -> ExplorationResult<Machine> {
        if let reduced = runReducingSymmetry() { return reduced }
        if let packed = machine as? any PackedStateMachine, let result = Self.runPacked(packed, options: options) {
            return result
        }
        return runWithFingerprints()
    }

    /// The exploration of `packed` (this explorer's machine, opened as a packed machine) with its
    /// packed encoding, as this explorer's result type.
    @usableFromInline
    static func runPacked<P: PackedStateMachine>(_ packed: P, options: ExplorationOptions) -> ExplorationResult<Machine>? {
        Explorer<P>(validated: packed, options: options).runPacked() as? ExplorationResult<Machine>
    }

    /// Runs the exploration de-duplicating by fingerprints, even for a machine that offers a packed
    /// encoding (to compare the two: the results are the same).
    @inlinable
    public func runWithFingerprints() -> ExplorationResult<Machine> {
        if let reduced = runReducingSymmetry() { return reduced }
        if let tracked = runTrackingPaths() { return tracked }
        var search = LevelSearch(machine: machine, codec: FingerprintCodec(machine), options: options)
        return search.run()
    }
}

extension Explorer where Machine: PackedStateMachine {
    /// Runs the exploration with the machine's packed encoding: levels are arrays of words and the
    /// table holds exact states. Gives the same result as the fingerprint-based exploration. (A caller
    /// that knows the machine is packed gets this one specialised; a generic caller gets it through
    /// the unconstrained ``run()``, which asks the machine at run time.)
    @inlinable
    public func run() -> ExplorationResult<Machine> { runPacked() }

    @inlinable
    func runPacked() -> ExplorationResult<Machine> {
        if let reduced = runReducingSymmetry() { return reduced }
        if let tracked = runTrackingPaths() { return tracked }
        var search = LevelSearch(machine: machine, codec: PackedCodec(machine), options: options)
        return search.run()
    }
}
