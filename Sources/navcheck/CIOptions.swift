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

    /// A file can be written at `path`: a name is given, it is not a folder, its folder exists, and the
    /// file (or, when it does not exist yet, its folder) can be written.
    static func checkWritable(_ path: String, option: String) throws(UsageError) {
        guard !path.isEmpty else { throw UsageError("\(option) needs a file name, not an empty string") }
        var isDirectory: ObjCBool = false
        let fm = FileManager.default
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw UsageError("\(option) \(path): is a folder; give a file name") }
            if !fm.isWritableFile(atPath: path) { throw UsageError("\(option) \(path): the file cannot be written; give a writable path") }
            return
        }
        let parent = parentFolder(of: path)
        if !fm.fileExists(atPath: parent, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw UsageError("\(option) \(path): the folder \(parent) does not exist")
        }
        if !fm.isWritableFile(atPath: parent) || !canCreateFile(in: parent) {
            throw UsageError("\(option) \(path): the folder \(parent) cannot be written; give a writable path")
        }
    }

    /// The folder that holds `path`: "." for a bare name, "/" at the top (no Foundation path calls,
    /// which trap on some short relative paths).
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let head = trimmed[..<slash]
        return head.isEmpty ? "/" : String(head)
    }

    /// Whether a file can be made in `folder`: a probe file is made and removed at once (permissions
    /// alone do not tell, e.g. for root under /proc).
    static func canCreateFile(in folder: String) -> Bool {
        let probe = (folder.hasSuffix("/") ? folder : folder + "/") + ".navcheck-probe-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileManager.default.createFile(atPath: probe, contents: nil) else { return false }
        try? FileManager.default.removeItem(atPath: probe)
        return true
    }

    /// `--output DIR` names a folder that can be written (or that can be made in a writable folder),
    /// not a file, and not the empty string.
    static func checkFolder(_ path: String, option: String) throws(UsageError) {
        guard !path.isEmpty else { throw UsageError("\(option) needs a folder name, not an empty string") }
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            if !isDirectory.boolValue { throw UsageError("\(option) \(path): is a file; give a folder") }
            if !fm.isWritableFile(atPath: path) || !canCreateFile(in: path) {
                throw UsageError("\(option) \(path): the folder cannot be written; give a writable folder")
            }
            return
        }
        // The nearest existing ancestor must be a writable folder (the report writer makes the rest).
        var ancestor = parentFolder(of: path)
        while ancestor != "/" && ancestor != "." && !fm.fileExists(atPath: ancestor) {
            ancestor = parentFolder(of: ancestor)
        }
        if !fm.fileExists(atPath: ancestor, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw UsageError("\(option) \(path): \(ancestor) is a file, so the folder cannot be made; give a folder")
        }
        if !fm.isWritableFile(atPath: ancestor) || !canCreateFile(in: ancestor) {
            throw UsageError("\(option) \(path): the folder \(ancestor) cannot be written; give a writable folder")
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
            if !text.isEmpty, text.allSatisfy(\.isNumber) {
                throw UsageError("\(name) \(text) is too large: give a whole number from 0 to \(Int.max)")
            }
            throw UsageError("\(name) takes a whole number of 0 or more, not '\(text)'")
        }
        return n
    }
}
