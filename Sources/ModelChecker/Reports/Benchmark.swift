/// The figures of one measured exploration, as `navcheck bench` prints them.
public struct BenchmarkFigures: Sendable, Hashable, Codable {
    /// What was explored, e.g. `tabbed-app-3-2-6`.
    public var name: String
    /// How many workers expanded the levels.
    public var workers: Int
    /// Whether the table held exact packed states.
    public var packed: Bool
    /// Whether the exploration was complete.
    public var complete: Bool
    /// Why it stopped early, when it did.
    public var stopReason: StopReason?
    /// Distinct states.
    public var distinctStates: Int
    /// Transitions (steps taken, duplicates included).
    public var transitions: Int
    /// Wall-clock seconds of the exploration.
    public var seconds: Double
    /// The process's peak resident memory during the run (since the peak was reset, where it can be).
    public var peakResidentBytes: Int?
    /// Whether ``peakResidentBytes`` covers only this run (false: the whole process so far).
    public var peakIsPerRun: Bool
    /// The exploration's own structures: table, parent links and the largest level in flight.
    public var structureBytes: Int?

    /// Creates figures.
    public init(name: String, workers: Int, packed: Bool, complete: Bool, stopReason: StopReason?,
                distinctStates: Int, transitions: Int, seconds: Double, peakResidentBytes: Int?,
                peakIsPerRun: Bool, structureBytes: Int?) {
        self.name = name
        self.workers = workers
        self.packed = packed
        self.complete = complete
        self.stopReason = stopReason
        self.distinctStates = distinctStates
        self.transitions = transitions
        self.seconds = seconds
        self.peakResidentBytes = peakResidentBytes
        self.peakIsPerRun = peakIsPerRun
        self.structureBytes = structureBytes
    }

    /// Distinct states per second.
    public var statesPerSecond: Double { seconds > 0 ? Double(distinctStates) / seconds : 0 }
    /// Peak resident bytes per distinct state.
    public var peakBytesPerState: Double? {
        guard let peakResidentBytes, distinctStates > 0 else { return nil }
        return Double(peakResidentBytes) / Double(distinctStates)
    }
    /// Structure bytes per distinct state.
    public var structureBytesPerState: Double? {
        guard let structureBytes, distinctStates > 0 else { return nil }
        return Double(structureBytes) / Double(distinctStates)
    }
}

/// Measures explorations: wall time, peak memory, and the footprint of the search's structures.
public enum Benchmark {
    /// Runs `body` (an exploration) and returns its result with its figures.
    ///
    /// ```swift
    /// let (result, figures) = Benchmark.measure("counter") { try! Explorer(spec).run() }
    /// print(figures.statesPerSecond)
    /// ```
    public static func measure<M: StateMachine>(
        _ name: String, _ body: () throws -> ExplorationResult<M>
    ) rethrows -> (ExplorationResult<M>, BenchmarkFigures) {
        let perRun = ProcessMemory.resetPeak()
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let d = (clock.now - start).components
        let seconds = Double(d.seconds) + Double(d.attoseconds) / 1e18
        let figures = BenchmarkFigures(
            name: name, workers: result.footprint.workers, packed: result.footprint.exactStates,
            complete: result.complete, stopReason: result.stopReason,
            distinctStates: result.statistics.distinctStates, transitions: result.statistics.transitions,
            seconds: seconds, peakResidentBytes: ProcessMemory.peakResidentBytes(), peakIsPerRun: perRun,
            structureBytes: result.footprint.totalBytes)
        return (result, figures)
    }
}
