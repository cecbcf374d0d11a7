import ModelChecker

/// Seeded random walks that share an exhaustive check's time budget, so that a check cut short by
/// time has still tried long sequences and races.
///
/// Breadth-first search raises the race bound step by step: every sequence with no tap while work is
/// pending is explored before the first such tap. On a large app the time bound can end the search
/// inside that first pass, and then no race was tried at all. So, by default, the search gets the
/// first four fifths of the time bound, and when it is cut the walks take what is left of the budget
/// (cut by time: a fifth of it, 12 s of the default 60; cut by states or memory: a quarter of the time
/// the search took, within the budget): each walk chooses among the actions the
/// app's alphabet enables (under `race`, taps while work is pending included), and what a walk breaks
/// is shrunk and reported with its kind. A search that completes in its share runs no walk, so a
/// complete check's result does not change.
///
/// ```swift
/// // Half of the time for the walks, each of at most 60 steps, from seed 7.
/// checkNavigation(ShopApp(), .init(sharedWalks: SharedWalks(share: 0.5, steps: 60, seed: 7)))
/// // No walks: the search alone, for the whole time bound.
/// checkNavigation(ShopApp(), .init(sharedWalks: nil))
/// ```
///
/// Walks given in ``NavCheckOptions/random`` replace these: they run after the search, on their own
/// budget.
public struct SharedWalks: Sendable, Hashable {
    /// The share of the time bound the walks get at least when the search is cut: more than 0, less
    /// than 1. Default 0.2.
    public var share: Double
    /// The most actions one walk takes. Default 40.
    public var steps: Int
    /// The seed the walks derive from (`NAVCHECK_SEED` replaces it when set). Default 0.
    public var seed: UInt64

    /// Creates the walks' settings; `share` must lie strictly between 0 and 1 and `steps` be positive.
    public init(share: Double = 0.2, steps: Int = 40, seed: UInt64 = 0) {
        self.share = share
        self.steps = steps
        self.seed = seed
    }

    /// Throws when the share or the steps are out of range.
    public func validate() throws(CheckError) {
        if !(share > 0 && share < 1) {
            throw CheckError(.invalidBound, "sharedWalks.share must lie between 0 and 1 (the walks' part of the time bound), not \(share): "
                + "give for example 0.25, or sharedWalks: nil for no walks")
        }
        if steps <= 0 { throw CheckError(.invalidBound, "sharedWalks.steps must be a positive whole number, not \(steps)") }
    }

    /// The exploration options with the search's share of the time bound, when walks share it.
    func searchOptions(_ exhaustive: ExplorationOptions) -> ExplorationOptions {
        var options = exhaustive
        if let seconds = exhaustive.maxSeconds { options.maxSeconds = seconds * (1 - share) }
        return options
    }

    /// The walks to run after a search of `report` cut by a bound, with what is left of the time
    /// bound `budget` (at least the walks' share of it); nil when the search was complete, stopped at
    /// its first violation or was cut by its depth bound (which the walks would only go past).
    func walks(after report: CheckReport, budget: Double?, spent: Double, seed environmentSeed: UInt64?) -> SimulationOptions? {
        guard !report.complete, let stop = report.stopReason, [.maxSeconds, .maxStates, .maxMemory].contains(stop),
              let budget else { return nil }
        // Cut by time, the walks take what is left of the budget (its share); cut by states or memory,
        // as large a part of the time the search took, within the budget.
        let seconds = stop == .maxSeconds ? max(budget * share, budget - spent) : min(spent * share / (1 - share), max(0, budget - spent))
        guard seconds > 0 else { return nil }
        return SimulationOptions(seed: environmentSeed ?? seed, runs: Self.unboundedRuns, steps: steps, maxSeconds: seconds)
    }

    /// Walks run until the time is up.
    static let unboundedRuns = 1_000_000_000
}

/// What the shared walks covered, for the coverage line and the vacuity judgement.
struct WalkCoverage {
    /// Walks completed, their longest length and the steps taken.
    var walks: Int, steps: Int, taken: Int
    var seed: UInt64
    /// The properties whose condition applied in some walk.
    var applied: Set<String>

    /// `and 1,234 walks of up to 40 steps (seed 0, 45,678 steps)`.
    var phrase: String {
        "and \(grouped(walks)) random walk\(walks == 1 ? "" : "s") of up to \(steps) steps (seed \(seed), \(grouped(taken)) steps taken)"
    }
}
