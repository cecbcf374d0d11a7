/// A result as plain data (no generic types), for reports, JSON and test failures.
public struct CheckReport: Sendable, Hashable, Codable {
    /// One step of a counterexample: the action (nil for the initial state), then what the user sees
    /// and the state's fields after it.
    public struct Step: Sendable, Hashable, Codable {
        public var action: String?
        public var screens: String
        public var fields: [StateField]
        public init(action: String?, screens: String, fields: [StateField]) {
            self.action = action
            self.screens = screens
            self.fields = fields
        }
    }

    /// One field that changed in the step that broke the property.
    public struct Change: Sendable, Hashable, Codable {
        public var name: String
        public var before: String
        public var after: String
        public init(name: String, before: String, after: String) {
            self.name = name
            self.before = before
            self.after = after
        }
    }

    /// One violated property and its counterexample.
    public struct Violation: Sendable, Hashable, Codable {
        public var property: String
        public var kind: PropertyKind
        /// What kind of finding it is: at rest, one-frame glitch, race, or API misuse.
        public var finding: FindingKind
        public var meaning: String
        public var message: String
        public var length: Int
        public var actions: [String]
        public var steps: [Step]
        /// The fault that ended the run, for `noFault`.
        public var fault: String?
        /// The fields that changed in the last step.
        public var changes: [Change]
    }

    /// The machine's name.
    public var machine: String
    /// Whether the exploration covered every state within the constraint.
    public var complete: Bool
    /// Why it stopped early, when it did.
    public var stopReason: StopReason?
    /// Counts.
    public var statistics: Statistics
    /// The counterexamples, shortest first.
    public var violations: [Violation]
    /// Under a race bound, which bounds were explored (``ExplorationResult/raceCoverage``).
    public var raceCoverage: RaceCoverage? = nil
    /// Properties evaluated but never applicable.
    public var vacuousProperties: [String] { statistics.vacuousProperties }
}

extension Counterexample {
    /// This counterexample as plain data, with the screens and fields at every step.
    public func report(on machine: Machine) -> CheckReport.Violation {
        let (states, fault) = replay(on: machine)
        var steps = [CheckReport.Step(action: nil, screens: machine.screens(of: states[0]), fields: machine.fields(of: states[0]))]
        for (action, state) in zip(actions, states.dropFirst()) {
            steps.append(.init(action: StableText.name(of: action), screens: machine.screens(of: state), fields: machine.fields(of: state)))
        }
        var changes: [CheckReport.Change] = []
        if steps.count >= 2 {
            let before = steps[steps.count - 2].fields, after = steps[steps.count - 1].fields
            let names = (before.map(\.name) + after.map(\.name)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for name in names {
                let b = before.first { $0.name == name }?.value ?? "—"
                let a = after.first { $0.name == name }?.value ?? "—"
                if a != b { changes.append(.init(name: name, before: b, after: a)) }
            }
        }
        return .init(property: property, kind: kind, finding: finding, meaning: meaning, message: message, length: length,
                     actions: actions.map { StableText.name(of: $0) }, steps: steps, fault: fault, changes: changes)
    }
}

extension ExplorationResult {
    /// This result as plain data.
    public func report(on machine: Machine) -> CheckReport {
        var report = CheckReport(machine: self.machine, complete: complete, stopReason: stopReason, statistics: statistics,
                                 violations: counterexamples.map { $0.report(on: machine) })
        report.raceCoverage = raceCoverage
        return report
    }
}
