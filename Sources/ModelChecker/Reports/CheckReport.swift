/// A result as plain data (no generic types), for reports, JSON and test failures.
public struct CheckReport: Sendable, Hashable, Codable {
    /// One step of a counterexample: the action (nil for the initial state), then what the user sees
    /// and the state's fields after it.
    public struct Step: Sendable, Hashable, Codable {
        public var action: String?
        public var screens: String
        public var fields: [StateField]
        /// What the user sees, structured for drawing (``StateMachine/picture(of:)``); not written to
        /// JSON or trace files, whose bytes stay as they were.
        public var picture: DevicePicture?
        public init(action: String?, screens: String, fields: [StateField], picture: DevicePicture? = nil) {
            self.action = action
            self.screens = screens
            self.fields = fields
            self.picture = picture
        }
        private enum CodingKeys: String, CodingKey { case action, screens, fields }
        /// Equal when the action, the screen line and the fields are: a step read back from JSON, which
        /// has no picture, equals the step it was written from.
        public static func == (a: Step, b: Step) -> Bool { a.action == b.action && a.screens == b.screens && a.fields == b.fields }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(action)
            hasher.combine(screens)
            hasher.combine(fields)
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
        /// For a one-frame glitch or a race, which pending work it needs, in words: `seen while handler is
        /// pending`, `select(rootID: 1) tapped while handler was pending`; absent otherwise.
        public var cause: String?
        /// True for a race seen while the work is still pending; absent otherwise.
        public var whileWorkIsPending: Bool?
        /// Whether this is a race seen once the work has completed (one that leaves the app wrong at rest).
        public var isRaceAtRest: Bool { finding == .race && whileWorkIsPending != true }
        /// True for a race that leaves the app wrong at rest, listed beside a shorter race of the same
        /// property seen while the work is pending; absent otherwise.
        public var leavesAppWrongAtRest: Bool?
        /// For a lasso (an `eventually` finding): the number of actions before the loop; the actions
        /// after it lead back to the state the loop starts from. Absent otherwise.
        public var loopStart: Int?
        /// For a state from which a goal cannot be reached (a `canAlwaysReach` finding): the screens that
        /// can still be reached from it. Absent otherwise.
        public var reachableScreens: [String]?
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
    /// Marks each race seen once the work has completed that is listed beside a race of the same
    /// property seen while it is pending (``Violation/leavesAppWrongAtRest``).
    public static func markRacesLeavingAppWrongAtRest(_ violations: inout [Violation]) {
        for i in violations.indices {
            let v = violations[i]
            let beside = v.isRaceAtRest
                && violations.contains { $0.property == v.property && $0.finding == .race && $0.whileWorkIsPending == true }
            violations[i].leavesAppWrongAtRest = beside ? true : nil
        }
    }

    /// Properties evaluated but never applicable.
    public var vacuousProperties: [String] { statistics.vacuousProperties }
}

extension Counterexample {
    /// This counterexample as plain data, with the screens and fields at every step.
    public func report(on machine: Machine) -> CheckReport.Violation {
        let (states, fault) = replay(on: machine)
        var steps = [CheckReport.Step(action: nil, screens: machine.screens(of: states[0]), fields: machine.fields(of: states[0]),
                                      picture: machine.picture(of: states[0]))]
        for (action, state) in zip(actions, states.dropFirst()) {
            steps.append(.init(action: StableText.name(of: action), screens: machine.screens(of: state), fields: machine.fields(of: state),
                               picture: machine.picture(of: state)))
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
        var violation = CheckReport.Violation(property: property, kind: kind, finding: finding, meaning: meaning, message: message,
                                              length: length, actions: actions.map { StableText.name(of: $0) }, steps: steps,
                                              fault: fault, changes: changes)
        violation.cause = cause(states: states, on: machine)
        violation.loopStart = loopStart
        violation.reachableScreens = reachableScreens
        return violation
    }

    /// Which pending work a glitch or a race needs: for a race, the first touch made while work was
    /// pending and that work; for a glitch, the work pending where the violation is seen.
    func cause(states: [Machine.State], on machine: Machine) -> String? {
        guard finding == .glitch || finding == .race else { return nil }
        // The pending work: the system's steps that complete it soonest (not the system's other steps,
        // such as a size change, which are always possible).
        let step = StepEvaluator(machine)
        func pending(_ state: Machine.State) -> String {
            guard let work = step.completion(of: state), !work.isEmpty else { return "work" }
            return work.map { StableText.name(of: step.alphabet[$0]) }.joined(separator: ", ")
        }
        switch finding {
        case .glitch:
            return states.last.map { "seen while \(pending($0)) is pending" }
        case .race:
            for (i, action) in actions.enumerated() where i < states.count && machine.origin(of: action) == .user
                && !machine.isSettled(states[i]) {
                return "\(StableText.name(of: action)) tapped while \(pending(states[i])) was pending"
            }
            return nil
        case .atRest, .api:
            return nil
        }
    }
}

extension ExplorationResult {
    /// This result as plain data.
    public func report(on machine: Machine) -> CheckReport {
        var report = CheckReport(machine: self.machine, complete: complete, stopReason: stopReason, statistics: statistics,
                                 violations: counterexamples.map { $0.report(on: machine) })
        for (i, c) in counterexamples.enumerated() where c.finding == .race && c.whileWorkIsPending {
            report.violations[i].whileWorkIsPending = true
        }
        CheckReport.markRacesLeavingAppWrongAtRest(&report.violations)
        report.raceCoverage = raceCoverage
        return report
    }
}
