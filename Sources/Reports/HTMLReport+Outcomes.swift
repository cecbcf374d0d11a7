import Foundation
import ModelChecker
import NavCheckPages
import NavigationSpecs

extension HTMLReport {
    /// The HTML report of a run of the catalog: each entry with its findings drawn and its coverage.
    public static func page(_ outcomes: [EntryOutcome]) -> String {
        page(title: outcomes.count == 1 ? outcomes[0].name : "\(outcomes.count) catalog entries", checks: outcomes.map { o in
            Check(name: o.name, subtitle: "\(o.subject); \(o.bounds); \(o.alphabet.rawValue) alphabet; expected \(o.expected), "
                  + "outcome \(o.outcome)\(o.met ? "" : " (not met)")", report: o.report)
        })
    }
}

extension TraceFiles {
    /// A replayed trace file as a check of the HTML report: its counterexample drawn step by step,
    /// with the replay's verdict under its name.
    public static func htmlCheck(fileAt path: String, verdict: TraceVerdict) throws(CheckError) -> HTMLReport.Check {
        let bytes = try readStrictly(path)
        let entry = try Catalog.entry(named: verdict.entry)
        var violation = try entry.traceReport(bytes)
        if !verdict.matches { violation.message = verdict.message + "; " + violation.message }
        let report = CheckReport(machine: verdict.entry, complete: true, violations: [violation])
        return HTMLReport.Check(name: (path as NSString).lastPathComponent, subtitle: "\(verdict.entry): \(verdict.message)", report: report)
    }
}
