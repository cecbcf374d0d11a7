import ModelChecker
import NavigationSpecs

/// What changed between the previous report and this one.
public struct Comparison: Sendable, Hashable, Codable {
    /// A property of an entry.
    public struct Finding: Sendable, Hashable, Codable {
        public var entry: String
        public var property: String
        /// The kind of finding (at rest, one-frame glitch, race, API misuse).
        public var kind: FindingKind
        public init(entry: String, property: String, kind: FindingKind) {
            self.entry = entry
            self.property = property
            self.kind = kind
        }
        /// `rootNotInStack (one-frame glitch)`.
        public var label: String { "\(property) (\(kind))" }
    }
    /// A figure or fact of an entry that changed.
    public struct Change: Sendable, Hashable, Codable {
        public var entry: String
        public var field: String
        public var before: String
        public var after: String
    }

    /// Whether there was a previous report at all.
    public var hadPrevious: Bool
    /// Violations found now and not before.
    public var newViolations: [Finding] = []
    /// Violations found before and not now.
    public var fixed: [Finding] = []
    /// Entries whose expectation, outcome, completeness, statistics or shortest trace changed.
    public var changes: [Change] = []
    /// Entries that were not in the previous report.
    public var addedEntries: [String] = []
    /// Entries of the previous report that are gone.
    public var removedEntries: [String] = []

    /// True when nothing changed (or there was nothing to compare with).
    public var isEmpty: Bool {
        newViolations.isEmpty && fixed.isEmpty && changes.isEmpty && addedEntries.isEmpty && removedEntries.isEmpty
    }

    /// Compares `current` with `previous` (nil: no previous report). Timings are not compared.
    public init(previous: JSONReport?, current: JSONReport) {
        hadPrevious = previous != nil
        guard let previous else { return }
        let before = Dictionary(previous.entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let nowNames = Set(current.entries.map(\.name))
        removedEntries = previous.entries.map(\.name).filter { !nowNames.contains($0) }
        for entry in current.entries {
            guard let old = before[entry.name] else { addedEntries.append(entry.name); continue }
            let oldFindings = old.violations.map { Finding(entry: entry.name, property: $0.property, kind: $0.finding) }
            let newFindings = entry.violations.map { Finding(entry: entry.name, property: $0.property, kind: $0.finding) }
            newViolations += newFindings.filter { !oldFindings.contains($0) }
            fixed += oldFindings.filter { !newFindings.contains($0) }
            func note(_ field: String, _ a: String, _ b: String) {
                if a != b { changes.append(Change(entry: entry.name, field: field, before: a, after: b)) }
            }
            note("expected", describe(old.expected), describe(entry.expected))
            note("outcome", old.outcome, entry.outcome)
            note("met", String(old.met), String(entry.met))
            note("complete", String(old.complete), String(entry.complete))
            note("distinct states", String(old.statistics.distinctStates), String(entry.statistics.distinctStates))
            note("transitions", String(old.statistics.transitions), String(entry.statistics.transitions))
            note("depth", String(old.statistics.depth), String(entry.statistics.depth))
            for violation in entry.violations {
                if let was = old.violations.first(where: { $0.property == violation.property && $0.finding == violation.finding
                    && $0.leavesAppWrongAtRest == violation.leavesAppWrongAtRest }) {
                    note("\(violation.property) (\(violation.finding)) trace", was.actions.joined(separator: ", "), violation.actions.joined(separator: ", "))
                }
            }
        }
    }

    func describe(_ e: Expectation) -> String {
        switch e {
        case .holds: "holds"
        case .violates(let findings): "violates " + findings.sorted().map(\.description).joined(separator: ", ")
        }
    }
}
