import ModelChecker
import NavigationSpecs

/// JUnit XML (`--junit FILE`), the format CI systems show as tests: one test case per entry. An entry
/// that did not meet its expectation is a `<failure>` whose text names each finding's property, kind
/// and actions (and what was expected but not found); an entry that met it passes, with its expected
/// findings in `<system-out>`. A comparison with a baseline adds a suite with one case per regression.
public enum JUnitReport {
    /// The XML for `report`, compared with `baseline` when given.
    public static func render(_ report: JSONReport, baseline: BaselineComparison? = nil) -> String {
        let failures = report.entries.filter { !$0.met }.count
        let time = report.entries.reduce(0.0) { $0 + $1.statistics.seconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let suites = baseline == nil ? 1 : 2
        let total = report.entries.count + (baseline.map { max(1, $0.regressions.count) } ?? 0)
        let totalFailures = failures + (baseline?.regressions.count ?? 0)
        xml += "<testsuites name=\"navcheck\" tests=\"\(total)\" failures=\"\(totalFailures)\" errors=\"0\" time=\"\(decimal(time))\">\n"
        xml += "  <testsuite name=\"navcheck\" tests=\"\(report.entries.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(decimal(time))\">\n"
        for entry in report.entries { xml += testCase(entry) }
        xml += "  </testsuite>\n"
        if let baseline, suites == 2 {
            let count = max(1, baseline.regressions.count)
            xml += "  <testsuite name=\"navcheck baseline\" tests=\"\(count)\" failures=\"\(baseline.regressions.count)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            if baseline.regressions.isEmpty {
                xml += "    <testcase classname=\"navcheck.baseline\" name=\"no regression against \(escape(baseline.path))\" time=\"0\">\n"
                let improvements = baseline.improvements.map { "\($0.entry): \($0.text)" }
                if !improvements.isEmpty { xml += "      <system-out>\(escape("improvements:\n" + improvements.joined(separator: "\n")))</system-out>\n" }
                xml += "    </testcase>\n"
            }
            for item in baseline.regressions {
                xml += "    <testcase classname=\"navcheck.baseline\" name=\"\(escape(item.entry))\" time=\"0\">\n"
                xml += "      <failure message=\"\(escape("regression against \(baseline.path): \(item.text)"))\" type=\"regression\">\(escape(item.text))</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    static func testCase(_ entry: JSONReport.Entry) -> String {
        var xml = "    <testcase classname=\"navcheck.\(escape(entry.subject))\" name=\"\(escape(entry.name))\" time=\"\(decimal(entry.statistics.seconds))\">\n"
        var properties: [String] = []
        if entry.isPartial {
            properties.append("<property name=\"partial\" value=\"\(escape(entry.stopReason?.rawValue ?? "cut"))\"/>")
        }
        if let races = entry.raceCoverage {
            properties.append("<property name=\"raceBound\" value=\"\(races.bound)\"/>")
            properties.append("<property name=\"raceCoverage\" value=\"\(escape(races.description))\"/>")
        }
        if !properties.isEmpty { xml += "      <properties>" + properties.joined() + "</properties>\n" }
        if entry.met {
            let partial = entry.isPartial ? "PARTIAL (\(entry.stopReason?.rawValue ?? "cut")): the exploration was cut by a bound; " : ""
            let text = partial + (entry.raceCoverage.map { $0.description + "; " } ?? "")
                + (entry.violations.isEmpty
                ? "holds: every property in all \(entry.statistics.distinctStates) states"
                : "expected findings, all found:\n" + entry.violations.map(describe).joined(separator: "\n"))
            xml += "      <system-out>\(escape(text))</system-out>\n"
        } else {
            let message = "\(entry.name) did not meet its expectation: expected \(entry.expected), got \(entry.outcome)"
            xml += "      <failure message=\"\(escape(message))\" type=\"unmet expectation\">\(escape(failureText(entry)))</failure>\n"
        }
        return xml + "    </testcase>\n"
    }

    /// The failure's text: what is unexpected (property, kind, actions) and what was not found.
    static func failureText(_ entry: JSONReport.Entry) -> String {
        var lines: [String] = []
        let expected: [ExpectedFinding]
        if case .violates(let findings) = entry.expected { expected = findings } else { expected = [] }
        for violation in entry.violations where !expected.contains(ExpectedFinding(violation)) {
            lines.append("unexpected: " + describe(violation))
        }
        for finding in expected where !entry.findings.contains(finding) {
            lines.append("not found: \(finding.property) (\(finding.kind))")
        }
        if !entry.complete {
            lines.append("the exploration was cut (\(entry.stopReason?.rawValue ?? "bound")) before it was complete")
        }
        return lines.joined(separator: "\n")
    }

    /// `rootNotInStack (one-frame glitch), 3 actions: handler, select(rootID: 0), resize(.regular)`; a
    /// liveness finding says its kind, and a lasso where its loop starts:
    /// `workSettles (eventually, at rest), 3 actions: open, answer(0) ↻ answer(0)`.
    static func describe(_ v: CheckReport.Violation) -> String {
        var actions = v.actions.isEmpty ? "(the initial state)" : ""
        for (i, action) in v.actions.enumerated() {
            actions += (i == 0 ? "" : i == v.loopStart ? " ↻ " : ", ") + action
        }
        let kind = v.kind.isLiveness ? "\(v.kind), \(v.finding)" : "\(v.finding)"
        var text = "\(v.property) (\(kind)), \(counted(v.length, "action")): " + actions
        if v.kind == .sometimes { text += " — \(v.message)" }
        return text
    }

    /// Escapes XML's five special characters and drops characters XML 1.0 cannot hold.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// `0.004`.
    static func decimal(_ s: Double) -> String {
        let ms = Int(s * 1000 + 0.5)
        let frac = String(ms % 1000)
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)"
    }
}

/// The Markdown summary appended to `GITHUB_STEP_SUMMARY` when it is set: one table row per entry,
/// what did not meet its expectation, and the comparison with the baseline.
public enum StepSummary {
    /// The summary of `report`; `title` names the run (e.g. `navcheck (shard 1/2)`).
    public static func render(_ report: JSONReport, baseline: BaselineComparison? = nil, title: String = "navcheck") -> String {
        let met = report.entries.filter(\.met).count
        var md = "## \(title)\n\n"
        if let partial = TerminalReport.partialNote(report.entries) { md += "⚠️ \(partial).\n\n" }
        md += met == report.entries.count
            ? "✅ \(report.entries.count) entr\(report.entries.count == 1 ? "y" : "ies"): every expectation met.\n\n"
            : "❌ \(report.entries.count) entries: \(report.entries.count - met) did not meet their expectation.\n\n"
        if let split = report.run?.split { md += "> " + MarkdownReport.splitNote(split) + "\n\n" }
        md += "| | entry | expected | got | states | depth |\n| --- | --- | --- | --- | ---: | ---: |\n"
        for e in report.entries {
            md += "| \(e.met ? "✅" : "❌") | \(e.name) | \(e.expected) | \(e.outcome) | \(grouped(e.statistics.distinctStates)) | \(e.statistics.depth) |\n"
        }
        md += "\n"
        for e in report.entries where !e.met {
            md += "**\(e.name)**: expected \(e.expected), got \(e.outcome)\n\n```text\n\(JUnitReport.failureText(e))\n```\n\n"
        }
        if let baseline { md += MarkdownReport.baselineSection(baseline) }
        return md
    }
}
