import Foundation
import Reports

/// The options a CI job gives to `check` and `merge`: `--baseline FILE`, `--junit FILE`, and the step
/// summary (`GITHUB_STEP_SUMMARY`). Validated before any work, so that a bad one writes nothing.
struct CIOptions {
    /// The baseline's path and report, when `--baseline` is given.
    var baseline: (path: String, report: JSONReport)?
    /// Where to write JUnit XML, when `--junit` is given.
    var junit: String?
    /// The file to append a Markdown summary to (`GITHUB_STEP_SUMMARY`), when it is set.
    var stepSummary: String?

    init(_ args: Arguments) throws(UsageError) {
        if let path = args.values["--baseline"] {
            do { baseline = (path, try JSONReport.read(path)) } catch {
                throw UsageError("--baseline \(path): \(Self.withoutPath(error.message, path)); give a report written by navcheck, e.g. reports/baseline.json")
            }
        }
        if let path = args.values["--junit"] {
            try Self.checkWritable(path, option: "--junit")
            junit = path
        }
        if let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            try Self.checkWritable(path, option: "GITHUB_STEP_SUMMARY")
            stepSummary = path
        }
    }

    /// The comparison of `report` with the baseline, if one was given.
    func compare(_ report: JSONReport) -> BaselineComparison? {
        baseline.map { BaselineComparison(baseline: $0.report, current: report, path: $0.path) }
    }

    /// Writes the JUnit XML and appends the step summary, as asked.
    func write(_ report: JSONReport, baseline comparison: BaselineComparison?, title: String) throws {
        if let junit { try ReportWriter.atomicWrite(JUnitReport.render(report, baseline: comparison), to: junit) }
        if let stepSummary { try ReportWriter.append(StepSummary.render(report, baseline: comparison, title: title), to: stepSummary) }
    }

    /// A file can be written at `path`: not a folder, and its folder exists.
    static func checkWritable(_ path: String, option: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("\(option) \(path): is a folder; give a file name")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let parent = folder.isEmpty ? "." : folder
        if !FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw UsageError("\(option) \(path): the folder \(parent) does not exist")
        }
    }

    /// `--output DIR` names a folder (or nothing yet), not a file.
    static func checkFolder(_ path: String, option: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw UsageError("\(option) \(path): is a file; give a folder")
        }
    }

    static func withoutPath(_ message: String, _ path: String) -> String {
        message.hasPrefix(path + ": ") ? String(message.dropFirst(path.count + 2)) : message
    }
}

extension Arguments {
    /// The whole number ≥ 0 given for `name`, if any.
    func nonNegative(_ name: String) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let n = Int(text), n >= 0 else {
            throw UsageError("\(name) takes a whole number of 0 or more, not '\(text)'")
        }
        return n
    }
}
