import Foundation
import ModelChecker

/// What a NavCheck test runs: exhaustive exploration, random walks, or both, and where it keeps the
/// traces of the counterexamples it finds.
///
/// ```swift
/// checkNavigation(NotesSpec(), .init(exhaustive: .init(maxDepth: 8), random: .init(walks: 200)))
/// ```
public struct NavCheckOptions: Sendable {
    /// Bounds of the breadth-first exploration (shortest counterexamples); nil: do not explore.
    public var exhaustive: ExplorationOptions?
    /// Seeded random walks (shrunk counterexamples); nil: no random walks.
    public var random: RandomWalkOptions?
    /// Where a trace file is written for each counterexample; nil: none is written. Default: the
    /// `NAVCHECK_TRACE_DIR` environment variable, else `.navcheck/traces` under the current directory.
    public var traceDirectory: String?

    /// Creates options; by default an unbounded exhaustive exploration and no random walks.
    public init(exhaustive: ExplorationOptions? = ExplorationOptions(), random: RandomWalkOptions? = nil,
                traceDirectory: String? = NavCheckOptions.defaultTraceDirectory) {
        self.exhaustive = exhaustive
        self.random = random
        self.traceDirectory = traceDirectory
    }

    /// `NAVCHECK_TRACE_DIR`, else `.navcheck/traces`.
    public static var defaultTraceDirectory: String {
        ProcessInfo.processInfo.environment["NAVCHECK_TRACE_DIR"] ?? ".navcheck/traces"
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

/// Seeded random walks: `walks` runs of at most `length` enabled actions each, from the initial state.
/// A walk that breaks a property is shrunk to a shorter sequence that still breaks it.
public struct RandomWalkOptions: Sendable, Hashable {
    /// How many walks.
    public var walks: Int
    /// The most actions in one walk.
    public var length: Int
    /// The seed of the first walk; walk `i` uses `seed + i`. The `NAVCHECK_SEED` environment variable,
    /// when set, wins (it is how a failure's replay command runs the failing walk first); else the seed
    /// given, else 0 — the same walks on every run.
    public var seed: UInt64

    /// Creates options; every bound must be positive.
    public init(walks: Int = 100, length: Int = 20, seed: UInt64? = nil) {
        self.walks = walks
        self.length = length
        self.seed = RandomWalkOptions.environmentSeed ?? seed ?? 0
    }

    /// The seed in `NAVCHECK_SEED`, if it is a whole number.
    public static var environmentSeed: UInt64? {
        ProcessInfo.processInfo.environment["NAVCHECK_SEED"].flatMap { UInt64($0) }
    }

    /// Throws when a bound is zero or negative.
    public func validate() throws(CheckError) {
        if walks <= 0 { throw CheckError(.invalidBound, "random walks must be a positive whole number, not \(walks)") }
        if length <= 0 { throw CheckError(.invalidBound, "random walk length must be a positive whole number, not \(length)") }
    }
}
