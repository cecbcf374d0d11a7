import Generators

/// Budgets and switches of a random exploration.
public struct SimulationOptions: Sendable, Hashable {
    /// The seed every walk derives from: the same seed gives the same walks and the same results.
    public var seed: UInt64
    /// How many walks to run. The default, 1,000 walks of at most 40 steps, finds a defect six actions
    /// deep in a two-tab app of 1,922 states for every seed tried (200 walks missed it for most seeds;
    /// `SafeDefaultsTests` in NavCheckTesting's tests keeps this true).
    public var runs: Int
    /// The most actions one walk takes.
    public var steps: Int
    /// Stop starting new walks after this many seconds of wall time. Nil: no limit.
    public var maxSeconds: Double?
    /// Swarm testing: each walk disables a random subset of the alphabet (at least one action stays).
    public var swarm: Bool
    /// Stop once each of these properties has a counterexample, and shrink only these. Nil: run every
    /// walk and shrink every violated property.
    public var targets: Set<String>?

    /// Creates options; `runs` and `steps` must be positive.
    public init(seed: UInt64, runs: Int = 1000, steps: Int = 40, maxSeconds: Double? = nil, swarm: Bool = false,
                targets: Set<String>? = nil) {
        self.seed = seed
        self.runs = runs
        self.steps = steps
        self.maxSeconds = maxSeconds
        self.swarm = swarm
        self.targets = targets
    }

    /// Throws when a budget is zero or negative.
    public func validate() throws(CheckError) {
        if runs <= 0 { throw CheckError(.invalidBound, "runs must be a positive whole number, not \(runs)") }
        if steps <= 0 { throw CheckError(.invalidBound, "steps must be a positive whole number, not \(steps)") }
        if let maxSeconds, !(maxSeconds > 0) {
            throw CheckError(.invalidBound, "max seconds must be positive, not \(maxSeconds)")
        }
    }
}

/// Why a random exploration stopped before its last walk.
public enum SimulationStopReason: String, Sendable, Hashable, Codable {
    /// The time budget ran out.
    case maxSeconds
    /// Every target property has a counterexample.
    case targetsFound
}

/// A counterexample found by a random walk, after shrinking.
public struct RandomCounterexample<Machine: StateMachine>: Sendable {
    /// The shrunk counterexample.
    public var counterexample: Counterexample<Machine>
    /// The walk (0-based) that found it.
    public var run: Int
    /// The alphabet indices of the walk's actions up to the violation, before shrinking.
    public var originalActionIndices: [Int]
    /// Accepted shrink candidates.
    public var shrinkSteps: Int
    /// Seconds from the start of the simulation until the walk found it.
    public var secondsToFind: Double
    /// Seconds spent shrinking it.
    public var secondsToShrink: Double

    /// The length before shrinking.
    public var originalLength: Int { originalActionIndices.count }
}

/// The outcome of a random exploration.
public struct SimulationResult<Machine: StateMachine>: Sendable {
    /// The machine's name.
    public var machine: String
    /// The options it ran with (the seed included).
    public var options: SimulationOptions
    /// Walks completed.
    public var runsCompleted: Int
    /// Why it stopped early, when it did.
    public var stopReason: SimulationStopReason?
    /// Counts, as in exhaustive mode (`depth` is the longest walk).
    public var statistics: Statistics
    /// One shrunk counterexample per violated property, shortest first (ties in declaration order).
    public var counterexamples: [RandomCounterexample<Machine>]
    /// One sentence per violation a walk found whose actions, replayed, do not break the property again:
    /// the spec is not deterministic (see ``StepEvaluator/reproductionProblem(of:)``).
    public var unreproduced: [String] = []

    /// The counterexample for `property`, if it was violated.
    public func counterexample(for property: String) -> RandomCounterexample<Machine>? {
        counterexamples.first { $0.counterexample.property == property }
    }
}

/// Random exploration: seeded walks of bounded length, each choosing (weighted, see
/// ``Generator/sampleIndex(using:where:)``) among the actions enabled in the current state, evaluating
/// every property at every step as the explorer does. The first violation of each property is shrunk
/// (``Shrinker``). Walks stop at a fault, when no action is enabled, or when the state leaves the
/// spec's bounds.
///
/// Walk `r` draws its own generator from the seed's stream, so the same seed gives the same walks,
/// the same shrunk counterexamples and the same statistics (apart from `seconds`) on every run.
///
/// ```swift
/// let result = try Simulator(spec, options: SimulationOptions(seed: 42, runs: 500, swarm: true)).run()
/// for found in result.counterexamples { print(found.counterexample.actions, found.originalLength) }
/// ```
public struct Simulator<Machine: StateMachine>: Sendable {
    /// The machine under check.
    public let machine: Machine
    /// The budgets and seed.
    public let options: SimulationOptions

    /// Validates the machine and the options.
    public init(_ machine: Machine, options: SimulationOptions) throws(CheckError) {
        try machine.validate()
        try options.validate()
        self.machine = machine
        self.options = options
    }

    /// Runs the walks; after each walk, shrinks the violations it found first (of the targets only,
    /// when there are targets).
    public func run() -> SimulationResult<Machine> {
        var walker = Walker(machine: machine, options: options)
        return walker.run()
    }
}

/// Counts and first violating prefixes of random walks.
struct WalkLog: StepObserver {
    var stats: Statistics
    /// Per property index (noFault last): the first violating prefix found.
    var found: [(run: Int, initial: Int, indices: [Int], seconds: Double)?]
    var run = 0, initial = 0
    var trace: [Int] = []
    var seconds = 0.0
    mutating func enabled(_ action: Int) { stats.enabled(action) }
    /// The chosen action joins the trace before it is taken, so that its fault or its step's
    /// violations are found with it.
    mutating func taking(_ action: Int) {
        trace.append(action)
        stats.generatedStates += 1
    }
    mutating func taken(_ action: Int) { stats.taken(action) }
    mutating func evaluated(_ property: Int, applied: Bool) { stats.evaluated(property, applied: applied) }
    mutating func violated(_ violation: Violation) {
        stats.violated(violation)
        if found[violation.property] == nil { found[violation.property] = (run, initial, trace, seconds) }
    }
}

struct Walker<Machine: StateMachine> {
    typealias State = Machine.State
    let machine: Machine
    let options: SimulationOptions
    let generator: Generator<Machine.Action>
    let step: StepEvaluator<Machine>
    var alphabet: [Machine.Action] { step.alphabet }
    var log: WalkLog
    let table = StateTable(shardBits: 0)
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant

    init(machine: Machine, options: SimulationOptions) {
        self.machine = machine
        self.options = options
        generator = machine.actions
        step = StepEvaluator(machine)
        log = WalkLog(stats: step.emptyStatistics(), found: Array(repeating: nil, count: step.propertyCount))
        start = clock.now
    }

    var elapsed: Double { Self.seconds(since: start, clock) }

    static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let d = clock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    func name(_ p: Int) -> String { step.name(p) }
    var found: [(run: Int, initial: Int, indices: [Int], seconds: Double)?] { log.found }

    var targetsFound: Bool {
        guard let targets = options.targets else { return false }
        return targets.allSatisfy { target in found.indices.contains { found[$0] != nil && name($0) == target } }
    }

    mutating func walk(run: Int, rng: inout Xoshiro256StarStar) {
        let step = self.step, generator = self.generator, table = self.table
        defer { if step.trapNames != nil { TrapReporter.done() } }
        let n = alphabet.count
        var allowed = [Bool](repeating: true, count: n)
        if options.swarm {
            for i in 0..<n { allowed[i] = rng.next() & 1 == 1 }
            if !allowed.contains(true) { allowed[rng.below(n)] = true }
        }
        let initial = machine.initialStates.count == 1 ? 0 : rng.below(machine.initialStates.count)
        var state = machine.initialStates[initial]
        // The walk's own generator, which the sampling below draws from (written back at the end).
        var random = rng
        defer { rng = random }
        var log = self.log
        defer { self.log = log }
        log.run = run
        log.initial = initial
        log.trace = []
        log.seconds = elapsed
        log.stats.generatedStates += 1
        if table.insert(machine.fingerprint(of: state)) { log.stats.distinctStates += 1 }
        step.checkState(state, &log)
        let clock = self.clock, start = self.start
        for _ in 0..<options.steps {
            // The path so far, for a trap report (copied only when the reporter is armed).
            let sofar = step.trapNames == nil ? [] : log.trace
            log.seconds = Self.seconds(since: start, clock)
            var next: State?
            _ = step.expand(state, choosing: .sampled(allowed: allowed, pick: { enabled in
                generator.sampleIndex(using: &random, where: { enabled[$0] })
            }), trap: { (initial, sofar) }, &log) { a, successor, log in
                if table.insert(machine.fingerprint(of: successor)) {
                    log.stats.distinctStates += 1
                    log.stats.actions[a].newStates += 1
                }
                step.checkState(successor, &log)
                next = successor
                return .proceed
            }
            guard let next else { break }
            state = next
        }
        log.stats.depth = max(log.stats.depth, log.trace.count)
    }

    mutating func run() -> SimulationResult<Machine> {
        var master = Xoshiro256StarStar(seed: options.seed)
        var runs = 0
        var stop: SimulationStopReason?
        var shrunk: [(p: Int, found: RandomCounterexample<Machine>)] = []
        var unreproduced: [String] = []
        let shrinker = Shrinker(machine)
        while runs < options.runs {
            if let maxSeconds = options.maxSeconds, elapsed > maxSeconds { stop = .maxSeconds; break }
            var rng = Xoshiro256StarStar(seed: master.next())
            walk(run: runs, rng: &rng)
            runs += 1
            // Shrink what this walk found first.
            for p in found.indices where found[p]?.run == runs - 1 {
                guard let hit = found[p] else { continue }
                let began = elapsed
                let property = name(p)
                if let targets = options.targets, !targets.contains(property) { continue }
                guard let (result, initial) = shrinker.shrinkAcrossInitialStates(hit.indices, initialState: hit.initial,
                                                                                  property: property) else {
                    // The walk's own actions, replayed, do not break the property again.
                    unreproduced.append(StepEvaluator<Machine>.notDeterministic(
                        machine: machine.name, property: property, length: hit.indices.count,
                        what: "\(property) is not broken on the way"))
                    continue
                }
                var counterexample = shrinker.counterexample(result, initialState: initial, property: property)
                // One defect, one finding: a glitch or race that is the defect at rest once the pending
                // work is completed first is reported at rest, shrunk as such.
                if let rest = step.atRestVersion(of: counterexample),
                   let smaller = shrinker.shrink(rest.actionIndices, initialState: initial, property: property, finding: .atRest) {
                    counterexample = shrinker.counterexample(smaller, initialState: initial, property: property)
                }
                shrunk.append((p, RandomCounterexample(counterexample: counterexample, run: hit.run,
                                                        originalActionIndices: hit.indices, shrinkSteps: result.shrinkSteps,
                                                        secondsToFind: hit.seconds, secondsToShrink: elapsed - began)))
            }
            if targetsFound { stop = .targetsFound; break }
        }
        var stats = log.stats
        stats.seconds = elapsed
        let ordered = shrunk.sorted { ($0.found.counterexample.length, $0.p) < ($1.found.counterexample.length, $1.p) }
        var result = SimulationResult(machine: machine.name, options: options, runsCompleted: runs, stopReason: stop,
                                      statistics: stats, counterexamples: ordered.map(\.found))
        result.unreproduced = unreproduced
        return result
    }
}
