import ModelChecker
import NavigationSpecs

/// The Markdown report (`reports/latest.md`, and `reports/baseline.md` without timings): a summary
/// table, what changed, every counterexample with the screens at each step, the state diff and a
/// Mermaid diagram, then per-action coverage.
public enum MarkdownReport {
    /// Renders `report`.
    ///
    /// - Parameters:
    ///   - comparison: what changed since the previous report; nil leaves the section out.
    ///   - baseline: the comparison with a baseline (`--baseline`), shown as lists and a diff.
    ///   - timings: false leaves the time column out, so that the same outcomes give the same bytes.
    public static func render(_ report: JSONReport, comparison: Comparison?, baseline: BaselineComparison? = nil,
                              timings: Bool = true) -> String {
        var md = "# NavCheck report\n\n"
        let met = report.entries.filter(\.met).count
        md += "\(report.entries.count) catalog entr\(report.entries.count == 1 ? "y" : "ies"); \(met) met their expectation"
        md += met == report.entries.count ? ".\n\n" : ", \(report.entries.count - met) did not.\n\n"
        if let partial = TerminalReport.partialNote(report.entries) {
            md += "**\(partial).** A PARTIAL result never meets \"holds\", and meets \"violates\" only when every expected finding was found.\n\n"
        }
        md += runNote(report.run)
        md += summary(report, timings: timings)
        if let baseline { md += baselineSection(baseline) }
        if let comparison { md += changes(comparison) }
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

    /// What a sharded or split report covers, and what its statistics mean.
    static func runNote(_ run: RunInfo?) -> String {
        guard let run else { return "" }
        var md = ""
        if let shard = run.shard {
            md += "This is shard \(shard.label) of a sharded run"
            md += run.split == nil ? ": the entries below are its share of the catalog.\n\n" : ".\n\n"
        }
        if let split = run.split { md += "> " + splitNote(split) + "\n\n" }
        return md
    }

    /// What the statistics of a state-space split mean.
    public static func splitNote(_ split: RunInfo.Split) -> String {
        "State-space split: each entry's breadth-first frontier at depth \(split.depth) was divided among "
            + "\(split.shards) shards. Together the shards explore every state, so \"holds\" and vacuity are those of "
            + "the whole state space, and each finding's trace is the shortest any shard found. Under the race and api "
            + "alphabets a shard that misses the path needing least may report a property as a race or API misuse where "
            + "an undivided run reports it as a glitch or at rest, so the merged findings may list both. "
            + "Distinct states, transitions and the coverage counts are sums over the shards: the levels up to depth "
            + "\(split.depth) are explored by every shard, and a state reachable from several shards' frontier states "
            + "is counted once by each, so they exceed an undivided run's. Depth is the deepest any shard went (a "
            + "shard may reach a state by a longer route than an undivided run); time is the slowest shard's."
    }

    static func baselineSection(_ b: BaselineComparison) -> String {
        var md = "## Compared with the baseline\n\n\(b.headline).\n\n"
        if let note = b.configurationNote { md += "Note: \(note).\n\n" }
        if !b.regressions.isEmpty {
            md += "Regressions (the run fails):\n\n"
            for item in b.regressions { md += "- **\(item.entry)**: \(cell(item.text))\n" }
            md += "\n"
        }
        if !b.improvements.isEmpty {
            md += "Improvements:\n\n"
            for item in b.improvements { md += "- **\(item.entry)**: \(cell(item.text))\n" }
            md += "\n"
        }
        for name in b.newEntries { md += "- New entry (not in the baseline): **\(name)**\n" }
        for name in b.removedEntries { md += "- Entry of the baseline not checked any more: **\(name)**\n" }
        if !b.newEntries.isEmpty || !b.removedEntries.isEmpty { md += "\n" }
        if b.diff.isEmpty {
            md += "No entry changed.\n\n"
        } else {
            md += "```diff\n" + b.diff.joined(separator: "\n") + "\n```\n\n"
        }
        return md
    }

    static func summary(_ report: JSONReport, timings: Bool) -> String {
        var md = "| entry | subject | seed | bounds | profile | alphabet | expected | outcome | met | distinct states | transitions | depth | complete |"
        md += timings ? " time |\n" : "\n"
        md += "| --- | --- | --- | --- | --- | --- | --- | --- | --- | ---: | ---: | ---: | --- |" + (timings ? " ---: |\n" : "\n")
        for e in report.entries {
            let s = e.statistics
            md += "| \(e.name) | \(cell(e.subject)) | \(e.seed) | \(e.bounds) | \(e.profile?.description ?? "—") | \(e.alphabet) | \(e.expected) | \(e.outcome) | "
            md += "\(e.met ? "yes" : "**no**") | \(grouped(s.distinctStates)) | \(grouped(s.transitions)) | \(s.depth) | "
            let races = e.raceCoverage.flatMap { r in r.completed.map { " (race bound \($0)\(r.leftOut ? "" : ", nothing left out"))" } } ?? ""
            md += "\(e.complete ? "yes" : "no (\(e.stopReason?.rawValue ?? "cut"))")\(races) |" + (timings ? " \(seconds(s.seconds)) |\n" : "\n")
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
        let wrongAtRest = v.leavesAppWrongAtRest == true ? " that leaves the app wrong at rest" : ""
        var md = "#### \(v.property) — \(v.finding)\(wrongAtRest), \(counted(v.length, "action"))\n\n"
        md += "*\(v.meaning)* (\(v.kind))\n\n"
        md += "Kind: **\(v.finding)**, \(v.finding.explanation)" + (v.cause.map { ": \($0)" } ?? "") + ".\n\n"
        md += "Violation: \(cell(v.message))\n\n"
        md += "```swift\n" + (v.actions.isEmpty ? "// the initial state\n" : v.actions.map { "store.\($0)\n" }.joined()) + "```\n\n"
        md += "| step | action | what the user sees |\n| ---: | --- | --- |\n"
        for (i, step) in v.steps.enumerated() {
            let loop = v.loopStart.map { i == $0 + 1 ? "↻ " : "" } ?? ""
            md += "| \(i) | \(loop)\(step.action.map { "`\($0)`" } ?? "start") | \(cell(step.screens)) |\n"
        }
        if let fault = v.fault { md += "| \(v.steps.count) | `\(v.actions.last ?? "")` | **fault:** \(cell(fault)) |\n" }
        md += "\n"
        if let loop = v.loopStart {
            md += "A lasso: steps 1 to \(loop) lead to step \(loop); steps \(loop + 1) to \(v.steps.count - 1) (↻) come back to it, "
                + "and repeat for ever.\n\n"
        }
        if let screens = v.reachableScreens {
            md += "Still reachable from the last state: " + (screens.isEmpty ? "nothing else" : screens.map { code($0) }.joined(separator: ", ")) + ".\n\n"
        }
        if !v.changes.isEmpty {
            md += "State that broke the property (last step):\n\n```diff\n"
            for ch in v.changes { md += "- \(ch.name): \(ch.before)\n+ \(ch.name): \(ch.after)\n" }
            md += "```\n\n"
        }
        md += "```mermaid\nflowchart LR\n"
        // A lasso's last step goes back to the state its loop starts from.
        let last = v.loopStart == nil ? v.steps.count : v.steps.count - 1
        for (i, step) in v.steps.enumerated() {
            if i < last { md += "  s\(i)[\"\(mermaid(step.screens))\"]\n" }
            let target = i == last ? v.loopStart ?? i : i
            if i > 0 { md += "  s\(i - 1) -->|\"\(mermaid(step.action ?? ""))\"| s\(target)\n" }
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
