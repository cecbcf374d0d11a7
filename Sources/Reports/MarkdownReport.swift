import ModelChecker
import NavigationSpecs

/// The Markdown report (`reports/latest.md`): a summary table, what changed, every counterexample with
/// the screens at each step, the state diff and a Mermaid diagram, then per-action coverage.
public enum MarkdownReport {
    /// Renders `report`; `comparison` says what changed since the previous report.
    public static func render(_ report: JSONReport, comparison: Comparison) -> String {
        var md = "# NavCheck report\n\n"
        let met = report.entries.filter(\.met).count
        md += "\(report.entries.count) catalog entries; \(met) met their expectation"
        md += met == report.entries.count ? ".\n\n" : ", \(report.entries.count - met) did not.\n\n"
        md += summary(report)
        md += changes(comparison)
        md += "## Counterexamples\n\n"
        let violating = report.entries.filter { !$0.violations.isEmpty }
        if violating.isEmpty { md += "None: every entry holds.\n\n" }
        for entry in violating {
            md += "### \(entry.name)\n\n\(entry.subject), seed \(entry.seed), \(entry.bounds), \(profile(entry))\(entry.alphabet) alphabet.\n\n"
            for violation in entry.violations { md += counterexample(violation) }
        }
        let holding = report.entries.filter { $0.violations.isEmpty && $0.complete }
        if !holding.isEmpty {
            md += "## Subjects that hold\n\n"
            for entry in holding {
                md += "- **\(entry.name)** (\(entry.subject)): every property holds in all \(grouped(entry.statistics.distinctStates)) states within \(entry.bounds), \(profile(entry))\(entry.alphabet) alphabet.\n"
            }
            md += "\n"
        }
        md += coverage(report)
        return md
    }

    static func summary(_ report: JSONReport) -> String {
        var md = "| entry | subject | seed | bounds | profile | alphabet | expected | outcome | met | distinct states | transitions | depth | complete | time |\n"
        md += "| --- | --- | --- | --- | --- | --- | --- | --- | --- | ---: | ---: | ---: | --- | ---: |\n"
        for e in report.entries {
            let s = e.statistics
            md += "| \(e.name) | \(cell(e.subject)) | \(e.seed) | \(e.bounds) | \(e.profile?.description ?? "—") | \(e.alphabet) | \(e.expected) | \(e.outcome) | "
            md += "\(e.met ? "yes" : "**no**") | \(grouped(s.distinctStates)) | \(grouped(s.transitions)) | \(s.depth) | "
            md += "\(e.complete ? "yes" : "no (\(e.stopReason?.rawValue ?? "cut"))") | \(seconds(s.seconds)) |\n"
        }
        return md + "\n"
    }

    static func changes(_ c: Comparison) -> String {
        var md = "## Changes since the previous report\n\n"
        guard c.hadPrevious else { return md + "No previous report to compare with.\n\n" }
        guard !c.isEmpty else { return md + "No changes.\n\n" }
        for f in c.newViolations { md += "- New violation: **\(f.entry)** · \(f.label)\n" }
        for f in c.fixed { md += "- Fixed (no longer violated): **\(f.entry)** · \(f.label)\n" }
        for ch in c.changes { md += "- **\(ch.entry)** \(ch.field): \(code(ch.before)) → \(code(ch.after))\n" }
        for name in c.addedEntries { md += "- New entry: **\(name)**\n" }
        for name in c.removedEntries { md += "- Removed entry: **\(name)**\n" }
        return md + "\n"
    }

    static func counterexample(_ v: CheckReport.Violation) -> String {
        var md = "#### \(v.property) — \(v.finding), \(v.length) action\(v.length == 1 ? "" : "s")\n\n"
        md += "*\(v.meaning)* (\(v.kind))\n\n"
        md += "Kind: **\(v.finding)**, \(v.finding.explanation).\n\n"
        md += "Violation: \(cell(v.message))\n\n"
        md += "```swift\n" + (v.actions.isEmpty ? "// the initial state\n" : v.actions.map { "store.\($0)\n" }.joined()) + "```\n\n"
        md += "| step | action | what the user sees |\n| ---: | --- | --- |\n"
        for (i, step) in v.steps.enumerated() {
            md += "| \(i) | \(step.action.map { "`\($0)`" } ?? "start") | \(cell(step.screens)) |\n"
        }
        if let fault = v.fault { md += "| \(v.steps.count) | `\(v.actions.last ?? "")` | **fault:** \(cell(fault)) |\n" }
        md += "\n"
        if !v.changes.isEmpty {
            md += "State that broke the property (last step):\n\n```diff\n"
            for ch in v.changes { md += "- \(ch.name): \(ch.before)\n+ \(ch.name): \(ch.after)\n" }
            md += "```\n\n"
        }
        md += "```mermaid\nflowchart LR\n"
        for (i, step) in v.steps.enumerated() {
            md += "  s\(i)[\"\(mermaid(step.screens))\"]\n"
            if i > 0 { md += "  s\(i - 1) -->|\"\(mermaid(step.action ?? ""))\"| s\(i)\n" }
        }
        if let fault = v.fault {
            md += "  f[\"fault: \(mermaid(fault))\"]\n  s\(v.steps.count - 1) -->|\"\(mermaid(v.actions.last ?? ""))\"| f\n"
        }
        md += "```\n\n"
        return md
    }

    static func coverage(_ report: JSONReport) -> String {
        var md = "## Coverage\n\n"
        for e in report.entries {
            md += "### \(e.name)\n\n| action | enabled | taken | new states |\n| --- | ---: | ---: | ---: |\n"
            for a in e.statistics.actions {
                md += "| `\(a.action)` | \(grouped(a.enabled)) | \(grouped(a.taken)) | \(grouped(a.newStates)) |\n"
            }
            md += "\n"
            let never = e.statistics.actions.filter { $0.taken == 0 }.map { "`\($0.action)`" }
            if !never.isEmpty { md += "Never taken: \(never.joined(separator: ", ")).\n\n" }
            md += e.vacuousProperties.isEmpty
                ? "Every property applied at least once (none vacuous).\n\n"
                : "Vacuous (never applicable, so they checked nothing): \(e.vacuousProperties.joined(separator: ", ")).\n\n"
        }
        return md
    }

    static func profile(_ e: JSONReport.Entry) -> String { e.profile.map { "\($0), " } ?? "" }
    static func cell(_ s: String) -> String { s.replacingAll("|", with: "\\|").replacingAll("\n", with: " ") }
    static func code(_ s: String) -> String { s.isEmpty ? "(none)" : "`\(s)`" }
    static func mermaid(_ s: String) -> String { s.replacingAll("\"", with: "#quot;") }
}

extension String {
    /// Replaces every occurrence of `target` (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
