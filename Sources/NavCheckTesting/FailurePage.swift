import Foundation
import ModelChecker
import NavCheckPages

/// The HTML report a failing check writes beside its trace files (`notes.html` beside
/// `notes--rootNotInStack.json`), so that a CI job that keeps the trace directory as an artifact keeps
/// the counterexamples drawn as the device shows them. The page shows the last failing check of the
/// machine; it is removed once no trace file of the machine is left beside it. A later check of the
/// same machine in the same process writes a page of its own, under the name ``CheckNames`` gives it
/// (`notes@compactWidth.html`). Nothing is written to or removed from a folder with a `Regressions`
/// folder on its path (the corpus a project commits).
enum FailurePage {
    /// The page's file name for the machine whose trace files start with `entry`.
    static func fileName(entry: String) -> String { entry + ".html" }

    /// Writes the page of `result`'s failures to `directory` as `entry`'s, or, when the check has none
    /// and ran to its end, removes each page of `machineEntry` (its own, and those of the names
    /// ``CheckNames`` gave) that has no trace file left. Returns the coverage line that names the page
    /// written, or says why it could not be written; nothing otherwise.
    static func update(_ result: NavigationCheckResult, entry: String, of machineEntry: String, in directory: String) -> String {
        let components = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        guard !components.contains(where: { $0.lowercased() == "regressions" }) else { return "" }
        let path = directory + "/" + fileName(entry: entry)
        guard !result.failures.isEmpty else {
            guard result.report?.complete ?? true else { return "" }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for page in names where page.hasSuffix(".html") {
                guard let name = CheckNames.name(of: page, in: machineEntry), page == fileName(entry: name),
                      !hasTraces(of: name, in: directory) else { continue }
                try? FileManager.default.removeItem(atPath: directory + "/" + page)
            }
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

    /// Whether a trace file of the machine (`entry--….json`) is in `directory`.
    static func hasTraces(of entry: String, in directory: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.contains { $0.hasPrefix(entry + "--") && $0.hasSuffix(".json") }
    }
}
