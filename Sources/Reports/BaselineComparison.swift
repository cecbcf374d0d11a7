import ModelChecker
import NavigationSpecs

/// A run compared with a committed report (`--baseline FILE`), e.g. `reports/baseline.json` of the main
/// branch. Only regressions fail a run: a new finding, a finding of a new kind, a lost "holds", a
/// property that became vacuous. Improvements are listed; every changed entry is shown as a diff.
public struct BaselineComparison: Sendable, Hashable {
    /// One regression or improvement of one entry.
    public struct Item: Sendable, Hashable {
        public var entry: String
        public var text: String
        public init(entry: String, text: String) {
            self.entry = entry
            self.text = text
        }
    }

    /// The baseline's path, as given.
    public var path: String
    /// What got worse; the run fails when there is any.
    public var regressions: [Item] = []
    /// What got better.
    public var improvements: [Item] = []
    /// Entries of this run that the baseline does not have (compared with nothing).
    public var newEntries: [String] = []
    /// Entries of the baseline that this run no longer has (whole-catalog runs only).
    public var removedEntries: [String] = []
    /// `- ` / `+ ` lines: each changed entry before and after.
    public var diff: [String] = []
    /// Set when the baseline was made with other options than this run.
    public var configurationNote: String?

    /// Whether the run regressed.
    public var hasRegressions: Bool { !regressions.isEmpty }

    /// Compares `current` with `baseline`. A run of some entries (named, or one shard's) is compared
    /// with the baseline's entries of the same names only.
    public init(baseline: JSONReport, current: JSONReport, path: String) {
        self.path = path
        let partial = current.run.map { $0.entries != nil || $0.shard != nil } ?? false
        let before = Dictionary(baseline.entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let names = Set(current.entries.map(\.name))
        if !partial { removedEntries = baseline.entries.map(\.name).filter { !names.contains($0) } }
        if let b = baseline.run, let c = current.run, b.optionsDescription != c.optionsDescription {
            configurationNote = "the baseline was made with \(b.optionsDescription); this run with \(c.optionsDescription)"
        }
        for entry in current.entries {
            guard let old = before[entry.name] else { newEntries.append(entry.name); continue }
            compare(old, entry)
        }
    }

    mutating func compare(_ old: JSONReport.Entry, _ new: JSONReport.Entry) {
        let name = new.name
        func regression(_ text: String) { regressions.append(Item(entry: name, text: text)) }
        func improvement(_ text: String) { improvements.append(Item(entry: name, text: text)) }
        let oldFindings = old.findings, newFindings = new.findings
        for (violation, finding) in zip(new.violations, newFindings) where !oldFindings.contains(finding) {
            let kinds = oldFindings.filter { $0.property == finding.property }.map(\.kind.description)
            let trace = "\(counted(violation.length, "action")): \(violation.actions.joined(separator: ", "))"
            if kinds.isEmpty {
                let what = violation.kind.isLiveness ? "new liveness finding (\(violation.kind))" : "new finding"
                regression("\(what): \(finding) — \(trace)")
            } else {
                regression("finding of a new kind: \(finding), before only \(kinds.joined(separator: ", ")) — \(trace)")
            }
        }
        // A cut exploration proves nothing missing: a finding it did not reach is not counted as fixed.
        for finding in oldFindings where new.complete && !newFindings.contains(finding) {
            improvement("fixed: \(finding) is no longer found")
        }
        if old.holds && !new.holds {
            regression("lost \"holds\": now \(new.outcome)")
        } else if !old.holds && new.holds {
            improvement("now holds (was \(old.outcome))")
        }
        for property in new.vacuousProperties where !old.vacuousProperties.contains(property) {
            regression("\(property) became vacuous: never applicable, so it checked nothing")
        }
        for property in old.vacuousProperties where !new.vacuousProperties.contains(property) {
            improvement("\(property) is no longer vacuous")
        }
        for (violation, finding) in zip(new.violations, newFindings) {
            guard let i = oldFindings.firstIndex(of: finding), old.violations[i].length > violation.length else { continue }
            improvement("shorter trace for \(finding): \(old.violations[i].length) → \(counted(violation.length, "action"))")
        }
        let a = Self.summary(old), b = Self.summary(new)
        if a != b { diff += ["- " + a, "+ " + b] }
    }

    /// One line per entry: outcome, findings with their lengths, vacuous properties, states.
    static func summary(_ e: JSONReport.Entry) -> String {
        var text = "\(e.name): \(e.outcome)"
        if !e.violations.isEmpty {
            text += " — " + e.violations.map { "\($0.property) (\($0.finding), \($0.length))" }.joined(separator: ", ")
        }
        if !e.vacuousProperties.isEmpty { text += "; vacuous: " + e.vacuousProperties.joined(separator: ", ") }
        return text + "; \(grouped(e.statistics.distinctStates)) states, depth \(e.statistics.depth)"
    }

    /// `0 regressions, 2 improvements against reports/baseline.json`.
    public var headline: String {
        "\(regressions.count) regression\(regressions.count == 1 ? "" : "s"), \(improvements.count) improvement\(improvements.count == 1 ? "" : "s") against \(path)"
    }
}
