import ModelChecker

/// Seeded random walks that share an exhaustive check's work budget, so that a check cut short by its
/// state bound has still tried long sequences and races.
///
/// Breadth-first search raises the race bound step by step: every sequence with no tap while work is
/// pending is explored before the first such tap. On a large app the state bound can end the search
/// inside that first pass, and then no race was tried at all. So, when the search is cut, walks follow
/// it with a budget counted in work, like the search's: as many walks of ``steps`` actions as make
/// `share / (1 - share)` of the transitions the search took (a quarter by default), whatever the time
/// they take, so that the walks, and what they find, are the same on every machine. Each walk chooses
/// among the actions the app's alphabet enables (under `race`, taps while work is pending included),
/// and what a walk breaks is shrunk and reported with its kind. A search that completes runs no walk,
/// so a complete check's result does not change.
///
/// The time bound (``ExplorationOptions/maxSeconds``) stays a safety stop: the search gets `1 - share`
/// of it, the walks what is left (at least `share` of it), and a check it stops says so.
///
/// ```swift
/// // As many steps of walks as the search took transitions, each walk of at most 60 steps, from seed 7.
/// checkNavigation(ShopApp(), .init(sharedWalks: SharedWalks(share: 0.5, steps: 60, seed: 7)))
/// // No walks: the search alone.
/// checkNavigation(ShopApp(), .init(sharedWalks: nil))
/// ```
///
/// Walks given in ``NavCheckOptions/random`` replace these: they run after the search, on their own
/// budget.
public struct SharedWalks: Sendable, Hashable {
    /// The walks' share of the work when the search is cut: their steps number `share / (1 - share)` of
    /// the search's transitions (and they get this share of the time safety stop at least). More than 0,
    /// less than 1. Default 0.2: a quarter of the search's transitions.
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
            throw CheckError(.invalidBound, "sharedWalks.share must lie between 0 and 1 (the walks' part of the work), not \(share): "
                + "give for example 0.25, or sharedWalks: nil for no walks")
        }
        if steps <= 0 { throw CheckError(.invalidBound, "sharedWalks.steps must be a positive whole number, not \(steps)") }
    }

    /// The exploration options with the search's share of the time safety stop, when walks share it.
    func searchOptions(_ exhaustive: ExplorationOptions) -> ExplorationOptions {
        var options = exhaustive
        if let seconds = exhaustive.maxSeconds { options.maxSeconds = seconds * (1 - share) }
        return options
    }

    /// The walks to run after a search of `report` cut by a bound: as many walks of ``steps`` actions
    /// as make ``share`` of the work, counted from the search's transitions, with what is left of the
    /// time safety stop `budget` (at least the walks' share of it) as theirs; nil when the search was
    /// complete, stopped at its first violation or was cut by its depth bound (which the walks would
    /// only go past).
    func walks(after report: CheckReport, budget: Double?, spent: Double, seed environmentSeed: UInt64?) -> SimulationOptions? {
        guard !report.complete, let stop = report.stopReason, [.maxSeconds, .maxStates, .maxMemory].contains(stop) else { return nil }
        return SimulationOptions(seed: environmentSeed ?? seed, runs: runs(after: report.statistics.transitions), steps: steps,
                                 maxSeconds: budget.map { max($0 * share, $0 - spent) })
    }

    /// The walks that make ``share`` of the work after a search of `transitions` transitions: at
    /// least one.
    func runs(after transitions: Int) -> Int {
        let walkSteps = (Double(transitions) * share / (1 - share)).rounded(.up)
        return max(1, Int((walkSteps / Double(steps)).rounded(.up)))
    }
}

/// What the shared walks covered, for the coverage line and the vacuity judgement.
struct WalkCoverage {
    /// Walks completed, their longest length and the steps taken.
    var walks: Int, steps: Int, taken: Int
    var seed: UInt64
    /// The walks the budget asked for, when the time safety stop ended them before the last: then how
    /// many ran depends on the machine.
    var stoppedAtTime: Int? = nil
    /// The properties whose condition applied in some walk.
    var applied: Set<String>

    /// `and 1,234 walks of up to 40 steps (seed 0, 45,678 steps)`.
    var phrase: String {
        "and \(grouped(walks)) random walk\(walks == 1 ? "" : "s") of up to \(steps) steps (seed \(seed), \(grouped(taken)) steps taken)"
            + (stoppedAtTime.map { " (stopped by the time safety stop before \(grouped($0)) walks: how many ran depends on the "
                + "machine's speed and load)" } ?? "")
    }
}
