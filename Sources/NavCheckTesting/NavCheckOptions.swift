import Foundation
import ModelChecker

/// What a NavCheck test runs: exhaustive exploration, random walks, or both, and where it keeps the
/// traces of the counterexamples it finds.
///
/// ```swift
/// checkNavigation(NotesSpec(), .init(exhaustive: .init(maxDepth: 8), random: .init(seed: 0, runs: 200)))
/// ```
public struct NavCheckOptions: Sendable {
    /// Bounds of the breadth-first exploration (shortest counterexamples); nil: do not explore.
    public var exhaustive: ExplorationOptions?
    /// Seeded random walks (shrunk counterexamples); nil: no random walks. The `NAVCHECK_SEED`
    /// environment variable, when set, replaces the seed (a failure's replay command sets it).
    public var random: SimulationOptions?
    /// Where a trace file is written for each counterexample; nil: none is written. Default: the
    /// `NAVCHECK_TRACE_DIR` environment variable, else `.navcheck/traces` under the current directory.
    public var traceDirectory: String?
    /// Whether a check cut short by a bound (states, depth, time, memory) may pass. Default false: a
    /// PARTIAL check fails the test, naming the bound that cut it.
    public var allowIncomplete: Bool
    /// Violations the app is known to have and accepts for now. Each is reported as known and does
    /// not fail the test; one that no longer shows fails it, as `withKnownIssue` does, so that it is
    /// removed once fixed.
    public var knownViolations: [KnownViolation]
    /// The race bound *k* of the exploration under the `race` and `api` alphabets: every sequence
    /// with at most 0, then 1, … *k* taps made while work is pending is explored, in one search that
    /// keeps each state once with the fewest such taps that reach it (see
    /// ``ExplorationOptions/raceBound``), and the coverage line says which bound was completed. Default ``defaultRaceBound`` (2: the races real apps have need one or two such
    /// taps); nil: no bound, every sequence (the space of an app with several pending answers grows
    /// fast). A bound set in ``exhaustive`` wins.
    public var raceBound: Int?
    /// The environment variables of the spec's own (a defect switch such as `NAVCHECK_EXAMPLE_DEFECT`)
    /// that a failure's replay command sets again when the check ran with them. The variables NavCheck
    /// reads (``FailureText/variablesRead``) are carried without being named; no other is. Default:
    /// none.
    public var replayVariables: [String]
    /// Seeded random walks that share the work budget with the exhaustive search, so that a search cut
    /// short by its state bound has still tried long sequences and races (see ``SharedWalks``). Default:
    /// walks whose steps number a quarter of the transitions the search took, run only when the search
    /// is cut; nil: the search alone. Ignored when ``random`` names walks of its own.
    public var sharedWalks: SharedWalks? = SharedWalks()

    /// Creates options; by default an exhaustive exploration within ``defaultMaxStates`` states (with
    /// ``defaultMaxSeconds`` as a safety stop), and no random walks of its own.
    public init(exhaustive: ExplorationOptions? = ExplorationOptions(), random: SimulationOptions? = nil,
                traceDirectory: String? = NavCheckOptions.defaultTraceDirectory, allowIncomplete: Bool = false,
                knownViolations: [KnownViolation] = [], replayVariables: [String] = [],
                raceBound: Int? = NavCheckOptions.defaultRaceBound) {
        self.raceBound = raceBound
        self.exhaustive = exhaustive
        self.random = random
        self.traceDirectory = traceDirectory
        self.allowIncomplete = allowIncomplete
        self.knownViolations = knownViolations
        self.replayVariables = replayVariables
    }

    /// The states an exploration stops at when its options name no state bound: the default check's
    /// budget, counted in work so that its result (findings, traces, the `covered:` line) is the same on
    /// a quiet or a loaded, a fast or a slow machine. Chosen so that the real-app ports in
    /// `Examples/RealApps` end in about a minute in a debug build (`Benchmarks/README.md`, "The default
    /// budget"). Raise it with `ExplorationOptions(maxStates:)`.
    public static let defaultMaxStates = 50_000
    /// The seconds of wall time after which an exploration stops when its options name no time bound: a
    /// safety stop, far above what ``defaultMaxStates`` takes, so that a check never runs away. A check
    /// it stops says so, and that what it covered then depends on the machine. Set it with
    /// `ExplorationOptions(maxSeconds:)`.
    public static let defaultMaxSeconds = 600.0
    /// The race bound a check explores up to when its options name none: 2.
    public static let defaultRaceBound = 2
    /// How many counterexamples of each property and kind of finding a check reports when its
    /// exploration options name no number (``ExplorationOptions/counterexamplesPerProperty``): 3, each
    /// of its own defect (``Defect``), so that a second defect of a property shows beside the
    /// shortest one. One check stopped at its first violation reports one.
    public static let defaultCounterexamplesPerProperty = 3

    /// ``exhaustive`` with the default state bound and time safety stop, ``raceBound`` and
    /// ``defaultCounterexamplesPerProperty``, filled in where it names none.
    public var effectiveExhaustive: ExplorationOptions? {
        guard var exhaustive else { return nil }
        if exhaustive.raceBound == nil { exhaustive.raceBound = raceBound }
        if exhaustive.maxStates == nil { exhaustive.maxStates = Self.defaultMaxStates }
        if exhaustive.maxSeconds == nil { exhaustive.maxSeconds = Self.defaultMaxSeconds }
        if exhaustive.givenCounterexamplesPerProperty == nil && !exhaustive.stopAtFirstViolation {
            exhaustive.counterexamplesPerProperty = Self.defaultCounterexamplesPerProperty
        }
        return exhaustive
    }

    /// `NAVCHECK_TRACE_DIR`, else `.navcheck/traces`.
    public static var defaultTraceDirectory: String {
        ProcessInfo.processInfo.environment["NAVCHECK_TRACE_DIR"] ?? ".navcheck/traces"
    }

    /// The seed in `NAVCHECK_SEED`, if it is a whole number.
    public static var environmentSeed: UInt64? {
        ProcessInfo.processInfo.environment["NAVCHECK_SEED"].flatMap { UInt64($0) }
    }

    /// The random walks to run: ``random`` with its seed replaced by `NAVCHECK_SEED` when that is set.
    public var effectiveRandom: SimulationOptions? { effectiveRandom(in: ProcessInfo.processInfo.environment) }

    /// ``random`` with its seed replaced by `NAVCHECK_SEED` of `environment` when that is a whole number.
    public func effectiveRandom(in environment: [String: String]) -> SimulationOptions? {
        guard var random else { return nil }
        if let seed = environment["NAVCHECK_SEED"].flatMap({ UInt64($0) }) { random.seed = seed }
        return random
    }

    /// Throws when there is nothing to run or a bound is not positive.
    public func validate() throws(CheckError) {
        if exhaustive == nil && random == nil {
            throw CheckError(.invalidBound, "nothing to run: give exhaustive or random options (or both)")
        }
        try exhaustive?.validate()
        try random?.validate()
        try sharedWalks?.validate()
    }

    /// The shared walks that apply: none when ``random`` names walks of its own or there is no search.
    var effectiveSharedWalks: SharedWalks? {
        guard random == nil, exhaustive != nil else { return nil }
        return sharedWalks
    }
}
