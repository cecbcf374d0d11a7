import Foundation
import ModelChecker
import NavCheckPages

/// The HTML report a failing check writes beside its trace files (`notes.html` beside
/// `notes--rootNotInStack.json`), so that a CI job that keeps the trace directory as an artifact keeps
/// the counterexamples drawn as the device shows them. A check that holds removes the page an earlier
/// run left, as it removes stale trace files.
enum FailurePage {
    /// The page's file name for the machine whose trace files start with `entry`.
    static func fileName(entry: String) -> String { entry + ".html" }

    /// Writes the page of `result`'s failures to `directory`, or removes an earlier run's page when
    /// the check has none and ran to its end. Returns the coverage line that names the page written,
    /// or says why it could not be written; nothing when none was.
    static func update(_ result: NavigationCheckResult, entry: String, in directory: String) -> String {
        let path = directory + "/" + fileName(entry: entry)
        guard !result.failures.isEmpty else {
            if result.report?.complete ?? true { removeStale(at: path) }
            return ""
        }
        var report = result.report ?? CheckReport(machine: result.machine, complete: false, violations: [])
        report.violations = result.failures.map(\.violation)
        let page = HTMLReport.page(title: result.machine, checks: [HTMLReport.Check(name: result.machine, report: report)])
        do {
            try TraceFiles.writeAtomically(Array(page.utf8), to: path)
            return "  drawn: \(path) (open it in a browser)\n"
        } catch {
            return "  drawn: not written to \(directory): \(error)\n"
        }
    }

    /// Removes the page at `path` when an earlier process wrote it (a check of this process that
    /// failed may have written it since).
    static func removeStale(at path: String) {
        guard let changed = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
              changed < StaleTraces.firstCheckBegan.addingTimeInterval(-2) else { return }
        try? FileManager.default.removeItem(atPath: path)
    }
}
