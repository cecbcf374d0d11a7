import ModelChecker
import NavigationSpecs

/// Renders results for a terminal: one line per entry, then the counterexamples.
public struct TerminalReport: Sendable {
    /// Whether to use ANSI colour.
    public var color: Bool

    /// A renderer; `color` should be true only on a terminal without `NO_COLOR`.
    public init(color: Bool) { self.color = color }

    func paint(_ text: String, _ code: String) -> String { ModelChecker.paint(text, code, color: color) }

    /// `✓ adaptive-seed  expected violates 7  got violates 7  1,234 states  depth 9  0.01 s`.
    public func line(for outcome: EntryOutcome) -> String { line(for: JSONReport.Entry(outcome)) }

    /// The result line of a reported entry.
    public func line(for entry: JSONReport.Entry) -> String {
        let mark = entry.met ? paint("✓", "32") : paint("✗", "31")
        let s = entry.statistics
        return "\(mark) \(pad(entry.name, 34)) expected \(pad(entry.expected.description, 12)) got \(pad(entry.outcome, 12)) "
            + "\(pad(grouped(s.distinctStates), 10, left: true)) states  depth \(pad(String(s.depth), 3, left: true))  "
            + seconds(s.seconds)
    }

    /// A counterexample: the property, the actions as Swift calls, the screens at every step, and the
    /// fields that changed in the last step (``CheckReport/Violation/text(entry:color:)``).
    public func counterexample(_ v: CheckReport.Violation, entry: String) -> String { v.text(entry: entry, color: color) }
}

/// `0.012 s`.
public func seconds(_ s: Double) -> String {
    let ms = Int(s * 1000 + 0.5)
    return "\(ms / 1000).\(String(repeating: "0", count: 3 - String(ms % 1000).count))\(ms % 1000) s"
}

extension TerminalReport {
    /// Everything after the result lines: each entry's counterexamples, vacuous properties, and for an
    /// entry that missed its expectation, what was expected.
    public func details(_ outcomes: [EntryOutcome]) -> String { details(outcomes.map(JSONReport.Entry.init)) }

    /// The details of reported entries.
    public func details(_ entries: [JSONReport.Entry]) -> String {
        var out = ""
        for entry in entries {
            if !entry.met {
                out += paint("\(entry.name) did not meet its expectation:", "31") + " expected \(entry.expected.description)"
                if case .violates(let expected) = entry.expected {
                    let got = entry.findings
                    let missing = expected.filter { !got.contains($0) }
                    let extra = got.filter { !expected.contains($0) }
                    if !missing.isEmpty { out += "; not found: \(missing.map(\.description).joined(separator: ", "))" }
                    if !extra.isEmpty { out += "; unexpected: \(extra.map(\.description).joined(separator: ", "))" }
                } else if !entry.complete {
                    out += "; the exploration was cut (\(entry.stopReason?.rawValue ?? "bound")) before it was complete"
                }
                out += "\n\n"
            }
            if let races = entry.raceCoverage {
                // Every pass counts: the states column above is the last pass's.
                let passes = races.states.count > 1
                    ? " (states per pass: " + races.states.enumerated().map { "k = \($0): \(grouped($1))" }.joined(separator: ", ") + ")"
                    : ""
                out += "\(entry.name): \(races.description)\(passes)\n\n"
            }
            for violation in entry.violations {
                out += counterexample(violation, entry: entry.name) + "\n"
            }
            if let liveness = entry.statistics.liveness, !liveness.unjudgedProperties.isEmpty {
                out += Self.livenessNote(liveness, entry: entry.name) + "\n\n"
            }
            let vacuous = entry.vacuousProperties
            if !vacuous.isEmpty {
                out += "\(entry.name): vacuous (never applicable, checked nothing): \(vacuous.joined(separator: ", "))\n\n"
            }
        }
        return out
    }
}

extension TerminalReport {
    /// What judging an entry's liveness properties kept, and what it could not judge.
    public static func livenessNote(_ l: LivenessStatistics, entry: String) -> String {
        var out = "\(entry): liveness judged on \(counted(l.transitions, "transition")) kept "
            + "(\(l.bytesPerTransitionWhileSearching) bytes each while searching, \(l.bytesPerTransition) after: "
            + "\(SafeFile.byteCount(l.transitionBytes)); \(SafeFile.byteCount(l.stateBytes)) for the states)"
        if l.unexpandedStates > 0 {
            out += "; \(counted(l.unexpandedStates, "state")) not fully explored, never judged stuck"
        }
        if !l.unjudgedProperties.isEmpty {
            out += "; NOT JUDGED: \(l.unjudgedProperties.joined(separator: ", ")) (\(l.notJudged ?? "the search was cut short"))"
        }
        return out
    }
}

extension TerminalReport {
    /// `PARTIAL: 2 entries cut by a bound (maxDepth), …`, when a bound cut any entry; nil otherwise.
    public static func partialNote(_ entries: [JSONReport.Entry]) -> String? {
        let partial = entries.filter(\.isPartial)
        guard !partial.isEmpty else { return nil }
        let reasons = Array(Set(partial.map { $0.stopReason?.rawValue ?? "cut" })).sorted().joined(separator: ", ")
        return "PARTIAL: \(partial.count) entr\(partial.count == 1 ? "y was" : "ies were") cut by a bound (\(reasons)) and cover only the states explored"
    }
}

extension TerminalReport {
    /// What changed since the previous report, for the terminal (empty when nothing did).
    public func changes(_ c: Comparison) -> String {
        guard c.hadPrevious, !c.isEmpty else { return "" }
        var out = "Changes since the previous report:\n"
        for f in c.newViolations { out += paint("  new violation: \(f.entry) · \(f.label)", "31") + "\n" }
        for f in c.fixed { out += paint("  fixed: \(f.entry) · \(f.label)", "32") + "\n" }
        for ch in c.changes { out += "  \(ch.entry) \(ch.field): \(ch.before) → \(ch.after)\n" }
        for name in c.addedEntries { out += "  new entry: \(name)\n" }
        for name in c.removedEntries { out += "  removed entry: \(name)\n" }
        return out
    }
}

extension TerminalReport {
    /// The comparison with a baseline: a headline, the regressions and the improvements.
    public func baseline(_ b: BaselineComparison) -> String {
        var out = "Compared with the baseline: \(b.headline)\n"
        if let note = b.configurationNote { out += "  note: \(note)\n" }
        for item in b.regressions { out += paint("  regression: \(item.entry) · \(item.text)", "31") + "\n" }
        for item in b.improvements { out += paint("  improvement: \(item.entry) · \(item.text)", "32") + "\n" }
        for name in b.newEntries { out += "  new entry (not in the baseline): \(name)\n" }
        for name in b.removedEntries { out += "  entry of the baseline not checked any more: \(name)\n" }
        return out
    }
}
