import Foundation
import ModelChecker

/// The HTML report of a check: one self-contained page (its style and script inline, no request to
/// anywhere) with, for each finding, its property, kind and cause, a filmstrip of the trace drawn as
/// the device shows each step, the action between two frames and the fields the last step changed;
/// and beside it the check's coverage (states, depth, the bounds completed, each property and how
/// often it applied). A finding's filmstrip is drawn when it is opened, so a report of thousands of
/// findings opens at once.
///
/// ```swift
/// let page = HTMLReport.page(title: "notes", checks: [.init(name: "notes", report: report)])
/// try page.write(toFile: "navcheck-traces/report.html", atomically: true, encoding: .utf8)
/// ```
public enum HTMLReport {
    /// One check's result, as the report shows it.
    public struct Check: Sendable {
        /// The entry's or machine's name.
        public var name: String
        /// A line under the name: what was checked, with which bounds (may be empty).
        public var subtitle: String
        /// The result.
        public var report: CheckReport

        /// A check's result.
        public init(name: String, subtitle: String = "", report: CheckReport) {
            self.name = name
            self.subtitle = subtitle
            self.report = report
        }
    }

    /// The file name the report is written under, beside the trace files.
    public static let fileName = "report.html"

    /// The page: a header, then each check with its findings and its coverage. The first finding is
    /// drawn open.
    public static func page(title: String, checks: [Check]) -> String {
        let findings = checks.reduce(0) { $0 + $1.report.violations.count }
        var body = ""
        for (c, check) in checks.enumerated() {
            body += "<section class=\"check\" id=\"check-\(c)\"><div class=\"findings\">"
            body += "<h2>\(escape(check.name))</h2>"
            if !check.subtitle.isEmpty { body += "<p>\(escape(check.subtitle))</p>" }
            if check.report.violations.isEmpty { body += "<p>No finding: every property holds.</p>" }
            for (i, v) in check.report.violations.enumerated().prefix(findingsDrawnAtFirst) {
                body += findingHTML(v, check: c, index: i, open: c == firstWithFindings(checks) && i == 0)
            }
            let more = check.report.violations.count - findingsDrawnAtFirst
            if more > 0 {
                body += "<button class=\"more\" data-check=\"\(c)\" data-next=\"\(findingsDrawnAtFirst)\" data-batch=\"\(findingsDrawnAtFirst)\">"
                body += "Show the next \(min(more, findingsDrawnAtFirst)) of \(grouped(more)) more findings</button>"
            }
            body += "</div>" + coverageHTML(check.report) + "</section>\n"
        }
        let data = PageData(checks: checks.enumerated().map { PageData.CheckData(check: $1, index: $0) })
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>NavCheck — \(escape(title))</title>
            <style>\(PageStyle.css)</style></head>
            <body><header><h1>NavCheck — \(escape(title))</h1>
            <p>\(checks.count) check\(checks.count == 1 ? "" : "s"), \(findings) finding\(findings == 1 ? "" : "s"). \
            Open a finding to see its trace drawn as the device shows it.</p></header>
            <main>
            \(body)</main>
            <script id="navcheck-data" type="application/json">\(scriptSafe(json(data)))</script>
            <script>\(PageScript.drawing)
            \(PageScript.report)</script>
            </body></html>

            """
    }

    static func firstWithFindings(_ checks: [Check]) -> Int? { checks.firstIndex { !$0.report.violations.isEmpty } }

    /// The findings of a check whose summaries are in the page's HTML; the others' summaries are data
    /// the script adds, this many at a time, when the reader asks for more (a page of thousands of
    /// findings then opens as fast as one of a hundred).
    static let findingsDrawnAtFirst = 100

    /// A finding's summary and what it says; its filmstrip is drawn by the script when opened.
    static func findingHTML(_ v: CheckReport.Violation, check: Int, index: Int, open: Bool) -> String {
        var out = "<details class=\"finding\" data-check=\"\(check)\" data-index=\"\(index)\"\(open ? " open" : "")>"
        out += "<summary><b>\(escape(v.property))</b> (\(escape(v.kind.rawValue))) — \(escape(v.finding.description)), "
        out += "\(v.length) action\(v.length == 1 ? "" : "s"): \(escape(v.meaning))</summary><div class=\"finding-body\">"
        out += "<p><b>Kind:</b> \(escape(v.finding.description)): \(escape(v.finding.explanation))</p>"
        if let cause = v.cause { out += "<p><b>Cause:</b> \(escape(cause))</p>" }
        out += "<p>\(escape(v.message))</p>"
        if let fault = v.fault { out += "<p><b>Fault:</b> \(escape(fault))</p>" }
        out += "<p><b>Actions:</b> <code>\(escape(v.actions.isEmpty ? "(the initial state)" : v.actions.joined(separator: ", ")))</code></p>"
        if let screens = v.reachableScreens {
            out += "<p><b>Still reachable from here:</b> \(escape(screens.isEmpty ? "nothing else" : screens.joined(separator: " · ")))</p>"
        }
        return out + "</div></details>\n"
    }

    /// The coverage beside the findings: states, depth, the bounds completed, each property.
    static func coverageHTML(_ report: CheckReport) -> String {
        let s = report.statistics
        var rows = [("distinct states", grouped(s.distinctStates)), ("transitions", grouped(s.transitions)),
                    ("depth", String(s.depth)), ("complete", report.complete ? "yes" : "no — \(report.stopReason.map { "\($0)" } ?? "cut")")]
        if let race = report.raceCoverage {
            rows.append(("race bound", "\(race.bound); completed \(race.completed.map(String.init) ?? "none")"))
        }
        var out = "<aside class=\"coverage\"><h3>Coverage</h3><table>"
        for (name, value) in rows { out += "<tr><th>\(escape(name))</th><td class=\"n\">\(escape(value))</td></tr>" }
        out += "</table><h3 style=\"margin-top:10px\">Properties</h3><table><tr><th>property</th><th>applied</th><th>found</th></tr>"
        for p in s.properties {
            out += "<tr><td>\(escape(p.name)) <small>(\(escape(p.kind.rawValue)))</small></td><td class=\"n\">\(grouped(p.nonVacuous))</td>"
            out += "<td class=\"n\">\(p.violations)</td></tr>"
        }
        return out + "</table></aside>"
    }

    /// Text made safe inside HTML.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// JSON made safe inside a `<script>` element: no `</` can close it.
    static func scriptSafe(_ json: String) -> String { json.replacingOccurrences(of: "</", with: "<\\/") }

    /// A value as JSON, keys sorted (the same bytes on every run).
    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// What the report's script reads: each finding's steps with their pictures, and its changes.
struct PageData: Encodable {
    struct StepData: Encodable {
        var action: String?
        var screens: String
        var picture: DevicePicture
    }
    struct ViolationData: Encodable {
        var steps: [StepData]
        var changes: [CheckReport.Change]
        var loopStart: Int?
        /// The summary's HTML, for a finding the page does not hold at first.
        var summary: String?
    }
    struct CheckData: Encodable {
        var name: String
        var violations: [ViolationData]
        init(check: HTMLReport.Check, index: Int) {
            name = check.name
            violations = check.report.violations.enumerated().map { i, v in
                ViolationData(steps: v.steps.map { StepData(action: $0.action, screens: $0.screens, picture: $0.drawing) },
                              changes: v.changes, loopStart: v.loopStart,
                              summary: i < HTMLReport.findingsDrawnAtFirst ? nil : HTMLReport.findingHTML(v, check: index, index: i, open: false))
            }
        }
    }
    var checks: [CheckData]
}

extension CheckReport.Step {
    /// The step's picture, or one read from its screen line when the machine gives none.
    public var drawing: DevicePicture { picture ?? DevicePicture(screenLine: screens, fields: fields) }
}
