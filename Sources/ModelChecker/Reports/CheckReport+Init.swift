extension CheckReport {
    /// A result made of `violations` (a replayed trace, say), with `statistics` as counted.
    public init(machine: String, complete: Bool, statistics: Statistics = Statistics(), violations: [Violation]) {
        self.init(machine: machine, complete: complete, stopReason: nil, statistics: statistics, violations: violations)
    }
}
