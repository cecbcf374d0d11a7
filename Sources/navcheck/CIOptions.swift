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

    /// Checks the options against each other and the report folder `output` the run writes (a JUnit
    /// file directly in it belongs to its report set).
    init(baseline: BaselineFile?, junit path: String?, output: String?) throws(UsageError) {
        self.baseline = baseline.map { ($0.path, $0.report) }
        if let path {
            let inOutput = output.flatMap { Self.nameInFolder(path, $0) }
            if let output, let name = inOutput, ReportFolder.setNames.contains(name) || name.hasPrefix(".navcheck") || name.hasPrefix("latest.json.corrupt") {
                throw UsageError("--junit \(shown(path)): \(name) is a file of the report set in \(output); give another name, e.g. \(output)/junit.xml")
            }
            // A file in the report folder is written with the report set (the folder, checked with
            // --output, may not exist yet).
            if inOutput == nil || SafeFile.kind(of: path) != .missing { try Self.checkWritable(path, option: "--junit") }
            if let baseline, Self.samePath(path, baseline.path) {
                throw UsageError("--junit \(shown(path)) is the --baseline file; give another name for the JUnit XML")
            }
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

    /// The JUnit XML of `report`, when asked for.
    func junitXML(_ report: JSONReport, baseline comparison: BaselineComparison?) -> String? {
        junit == nil ? nil : JUnitReport.render(report, baseline: comparison)
    }

    /// Puts the JUnit file into `set` when it belongs in the report folder; returns whether it did.
    func addJUnit(_ xml: String?, to set: inout ReportSet) -> Bool {
        guard let junit, let xml, let name = Self.nameInFolder(junit, set.directory) else { return false }
        set.files[name] = Array(xml.utf8)
        return true
    }

    /// Writes the JUnit XML (when it is not in the report set) and appends the step summary, as asked.
    func write(_ report: JSONReport, junitXML xml: String?, inSet: Bool, baseline comparison: BaselineComparison?, title: String) throws {
        if let junit, let xml, !inSet { try ReportWriter.atomicWrite(xml, to: junit) }
        if let stepSummary { try ReportWriter.append(StepSummary.render(report, baseline: comparison, title: title), to: stepSummary) }
    }

    /// The name of `path` when it is directly inside `folder`, else nil.
    static func nameInFolder(_ path: String, _ folder: String) -> String? {
        let name = CIText.lastComponent(of: path)
        guard !name.contains("\n"), samePath(CIText.parentFolder(of: path), folder) else { return nil }
        return name
    }

    /// Whether two paths name the same place (compared after resolving what exists of them).
    static func samePath(_ a: String, _ b: String) -> Bool { ReportFolder.resolved(a) == ReportFolder.resolved(b) }

    /// A file can be written at `path`: a name is given, it is not a folder, its folder exists, and the
    /// file (or, when it does not exist yet, its folder) can be written.
    static func checkWritable(_ path: String, option: String) throws(UsageError) {
        guard !path.isEmpty else { throw UsageError("\(option) needs a file name, not an empty string") }
        let quoted = shown(path)
        switch SafeFile.kind(of: path) {
        case .directory: throw UsageError("\(option) \(quoted): is a folder; give a file name")
        case .other(let what): throw UsageError("\(option) \(quoted): is \(what), not a regular file; give a file name")
        case .regular:
            if !FileManager.default.isWritableFile(atPath: path) { throw UsageError("\(option) \(quoted): the file cannot be written; give a writable path") }
            return
        case .missing: break
        }
        let parent = CIText.parentFolder(of: path)
        guard case .directory = SafeFile.kind(of: parent) else {
            throw UsageError("\(option) \(quoted): the folder \(shown(parent)) does not exist; make it first or give another path")
        }
        if !FileManager.default.isWritableFile(atPath: parent) || !canCreateFile(in: parent) {
            throw UsageError("\(option) \(quoted): the folder \(shown(parent)) cannot be written; give a writable path")
        }
    }

    /// Whether a file can be made in `folder`: a probe file is made and removed at once (permissions
    /// alone do not tell, e.g. for root under /proc); a signal meanwhile still removes it.
    static func canCreateFile(in folder: String) -> Bool {
        let probe = (folder.hasSuffix("/") ? folder : folder + "/") + ".navcheck-probe-\(ProcessInfo.processInfo.processIdentifier)"
        return Interruption.recording {
            guard FileManager.default.createFile(atPath: probe, contents: nil) else { return false }
            try? FileManager.default.removeItem(atPath: probe)
            return true
        }
    }

    /// `--output DIR` names a folder that can be written (or that can be made in a writable folder),
    /// not a file, not the empty string, not inside a report folder's `traces/`, and whose report files,
    /// when present, are what they should be (so that switching the new set in cannot fail half-way).
    static func checkFolder(_ path: String, option: String) throws(UsageError) {
        guard !path.isEmpty else { throw UsageError("\(option) needs a folder name, not an empty string; the default is reports") }
        let quoted = shown(path)
        if path.contains("\n") { throw UsageError("\(option) \(quoted): a folder name with a line break is not allowed; give another folder") }
        let fm = FileManager.default
        if let traces = ReportFolder.enclosingTraces(of: path) {
            throw UsageError("\(option) \(quoted): is inside \(traces), the traces folder of a report folder; give the report folder itself or another folder")
        }
        switch SafeFile.kind(of: path) {
        case .directory:
            if !fm.isWritableFile(atPath: path) || !canCreateFile(in: path) {
                throw UsageError("\(option) \(quoted): the folder cannot be written; give a writable folder")
            }
            try ReportFolder.checkContents(path, option: option)
            return
        case .regular: throw UsageError("\(option) \(quoted): is a file; give a folder")
        case .other(let what): throw UsageError("\(option) \(quoted): is \(what); give a folder")
        case .missing: try ReportFolder.checkNoBrokenLink(path, of: path, option: option)
        }
        // The nearest existing ancestor must be a writable folder (the report writer makes the rest).
        var ancestor = CIText.parentFolder(of: path)
        while ancestor != "/" && ancestor != "." && SafeFile.kind(of: ancestor) == .missing {
            try ReportFolder.checkNoBrokenLink(ancestor, of: path, option: option)
            ancestor = CIText.parentFolder(of: ancestor)
        }
        guard case .directory = SafeFile.kind(of: ancestor) else {
            throw UsageError("\(option) \(quoted): \(shown(ancestor)) is a file, so the folder cannot be made; give a folder")
        }
        if !fm.isWritableFile(atPath: ancestor) || !canCreateFile(in: ancestor) {
            throw UsageError("\(option) \(quoted): the folder \(shown(ancestor)) cannot be written; give a writable folder")
        }
    }
}
