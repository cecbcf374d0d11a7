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

    /// Creates options; by default an exhaustive exploration within ``defaultMaxStates`` states and
    /// ``defaultMaxSeconds`` seconds, and no random walks.
    public init(exhaustive: ExplorationOptions? = ExplorationOptions(), random: SimulationOptions? = nil,
                traceDirectory: String? = NavCheckOptions.defaultTraceDirectory, allowIncomplete: Bool = false) {
        self.exhaustive = exhaustive
        self.random = random
        self.traceDirectory = traceDirectory
        self.allowIncomplete = allowIncomplete
    }

    /// The states an exploration stops at when its options name no state bound: a first test never
    /// runs away. Raise it with `ExplorationOptions(maxStates:)`.
    public static let defaultMaxStates = 1_000_000
    /// The seconds an exploration stops at when its options name no time bound. Raise it with
    /// `ExplorationOptions(maxSeconds:)`.
    public static let defaultMaxSeconds = 60.0

    /// ``exhaustive`` with the default state and time bounds filled in where it names none.
    public var effectiveExhaustive: ExplorationOptions? {
        guard var exhaustive else { return nil }
        if exhaustive.maxStates == nil { exhaustive.maxStates = Self.defaultMaxStates }
        if exhaustive.maxSeconds == nil { exhaustive.maxSeconds = Self.defaultMaxSeconds }
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
    public var effectiveRandom: SimulationOptions? {
        guard var random else { return nil }
        if let seed = Self.environmentSeed { random.seed = seed }
        return random
    }

    /// Throws when there is nothing to run or a bound is not positive.
    public func validate() throws(CheckError) {
        if exhaustive == nil && random == nil {
            throw CheckError(.invalidBound, "nothing to run: give exhaustive or random options (or both)")
        }
        try exhaustive?.validate()
        try random?.validate()
    }
}
