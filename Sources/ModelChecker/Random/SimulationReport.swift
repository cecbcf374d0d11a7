/// A random exploration's result as plain data (no generic types), for the command, reports and tests.
public struct SimulationReport: Sendable, Hashable, Codable {
    /// How one counterexample was found and shrunk.
    public struct Shrink: Sendable, Hashable, Codable {
        /// The violated property.
        public var property: String
        /// The walk (0-based) that found it.
        public var run: Int
        /// The number of actions up to the violation in that walk.
        public var originalLength: Int
        /// The number of actions after shrinking.
        public var shrunkLength: Int
        /// Accepted shrink candidates.
        public var shrinkSteps: Int
        /// Seconds from the start until the walk found it.
        public var secondsToFind: Double
        /// Seconds spent shrinking it.
        public var secondsToShrink: Double
    }

    /// The machine's name.
    public var machine: String
    /// The seed (print it to reproduce the run).
    public var seed: UInt64
    /// The walks asked for.
    public var runs: Int
    /// The most actions per walk.
    public var steps: Int
    /// Whether walks were swarm walks.
    public var swarm: Bool
    /// Walks completed.
    public var runsCompleted: Int
    /// Why it stopped early, when it did.
    public var stopReason: SimulationStopReason?
    /// Counts, as in exhaustive mode.
    public var statistics: Statistics
    /// The shrunk counterexamples, shortest first.
    public var violations: [CheckReport.Violation]
    /// How each was found and shrunk, in the same order.
    public var shrinks: [Shrink]
    /// The liveness properties (`sometimes`, `canAlwaysReach`, `eventually`) random walks do not
    /// check: a walk cannot show that a state is never reached or never left. Absent when there are none.
    public var notChecked: [String]?
}

extension SimulationResult {
    /// This result as plain data, with the screens and fields at every step of each counterexample.
    public func report(on machine: Machine) -> SimulationReport {
        var report = SimulationReport(
            machine: self.machine, seed: options.seed, runs: options.runs, steps: options.steps, swarm: options.swarm,
            runsCompleted: runsCompleted, stopReason: stopReason, statistics: statistics,
            violations: counterexamples.map { $0.counterexample.report(on: machine) },
            shrinks: counterexamples.map {
                .init(property: $0.counterexample.property, run: $0.run, originalLength: $0.originalLength,
                      shrunkLength: $0.counterexample.length, shrinkSteps: $0.shrinkSteps,
                      secondsToFind: $0.secondsToFind, secondsToShrink: $0.secondsToShrink)
            })
        let liveness = machine.properties.filter(\.kind.isLiveness).map(\.name)
        report.notChecked = liveness.isEmpty ? nil : liveness
        return report
    }
}
