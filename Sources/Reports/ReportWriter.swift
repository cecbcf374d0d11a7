import Foundation
import NavigationSpecs

/// Writes the report folder.
///
/// Run output (not committed): `latest.json`, `latest.md`, the former `latest.json` kept as
/// `previous.json`, and `traces/`. For a run of the whole catalog at its own bounds, undivided (or the
/// merge of entry shards that make one up), also the baseline: `baseline.json` and `baseline.md`, the
/// same results without timings, so that an unchanged tree gives the same bytes (committed).
///
/// The files of one run change as one unit (``ReportSet``): an interrupted run leaves the previous set
/// as it was. A `latest.json` that cannot be read is never overwritten: it is kept as
/// `latest.json.corrupt-N`, with a warning. A baseline file whose bytes would not change is not touched.
public struct ReportWriter: Sendable {
    /// The report folder, e.g. `reports`.
    public var directory: String

    /// A writer for `directory` (created when missing).
    public init(directory: String) { self.directory = directory }

    /// The path of `name` in the folder.
    public func path(_ name: String) -> String { directory.hasSuffix("/") ? directory + name : directory + "/" + name }

    /// What the folder's `latest.json` is.
    public enum Latest: Sendable {
        /// There is none.
        case none
        /// A report this navcheck reads.
        case report(JSONReport)
        /// A file that is not one (corrupt, truncated, another schema): why, in words.
        case unreadable(String)
    }

    /// The folder's `latest.json`, read strictly.
    public func latest() -> Latest {
        let file = path("latest.json")
        if case .missing = SafeFile.kind(of: file) { return .none }
        do { return .report(try JSONReport.read(file)) } catch { return .unreadable(CIText.withoutPath(error.message, file)) }
    }

    /// Reads the last report, if any; nil when there is none or it cannot be read.
    public func previous() -> JSONReport? {
        if case .report(let report) = latest() { return report }
        return nil
    }

    /// The report set of `report`: `latest.json`, `latest.md`, `previous.json` (the former
    /// `latest.json`, its exact bytes), the baseline when the report is one, and `traces` when given.
    /// `baseline` is the comparison with `--baseline`, shown in `latest.md`. Returns the set, the
    /// comparison with the report it replaces, and warnings (a `latest.json` kept aside).
    public func reportSet(_ report: JSONReport, baseline: BaselineComparison? = nil,
                          traces: [String: [UInt8]]? = nil) throws -> (set: ReportSet, changes: Comparison, warnings: [String]) {
        var set = ReportSet(directory: directory)
        var warnings: [String] = []
        var old: JSONReport?
        switch latest() {
        case .none:
            set.removals.insert("previous.json")
        case .report(let report):
            old = report
            set.links["previous.json"] = "latest.json"
        case .unreadable(let reason):
            var n = 1
            while SafeFile.kind(of: path("latest.json.corrupt-\(n)")) != .missing { n += 1 }
            guard case .regular = SafeFile.kind(of: path("latest.json")) else {
                throw ReportError("\(path("latest.json")): is not a regular file (\(reason)); move it out of the report folder")
            }
            let aside = "latest.json.corrupt-" + String(n)
            set.links[aside] = "latest.json"
            set.removals.insert("previous.json")
            warnings.append(path("latest.json") + " cannot be read (" + reason + "); it is kept as " + path(aside) + " and this run's report replaces it")
        }
        let comparison = Comparison(previous: old, current: report)
        set.files["latest.json"] = Array(try report.encoded().utf8)
        set.files["latest.md"] = Array(MarkdownReport.render(report, comparison: comparison, baseline: baseline).utf8)
        if report.run?.isWholeCatalog == true {
            let stable = report.withoutTimings
            for (name, text) in [("baseline.json", try stable.encoded()),
                                 ("baseline.md", MarkdownReport.render(stable, comparison: nil, timings: false))] {
                let bytes = Array(text.utf8)
                if let existing = FileManager.default.contents(atPath: path(name)), Array(existing) == bytes { continue }
                set.files[name] = bytes
            }
        }
        set.traces = traces
        return (set, comparison, warnings)
    }

    /// Writes `report` (and the baseline, when the report is one) as one unit; returns the comparison
    /// with the report it replaces. `baseline` is the comparison with `--baseline`, shown in `latest.md`.
    @discardableResult
    public func write(_ report: JSONReport, baseline: BaselineComparison? = nil) throws -> Comparison {
        let (set, changes, _) = try reportSet(report, baseline: baseline)
        try set.commit()
        return changes
    }

    /// Writes `baseline.json` and `baseline.md`: `report` without timings (a file whose bytes would
    /// not change is not touched).
    public func writeBaseline(_ report: JSONReport) throws {
        let stable = report.withoutTimings
        var set = ReportSet(directory: directory)
        for (name, text) in [("baseline.json", try stable.encoded()),
                             ("baseline.md", MarkdownReport.render(stable, comparison: nil, timings: false))] {
            let bytes = Array(text.utf8)
            if let existing = FileManager.default.contents(atPath: path(name)), Array(existing) == bytes { continue }
            set.files[name] = bytes
        }
        try set.commit()
    }

    /// Writes `text` to a temporary file beside `path` and renames it over `path`; an interrupted
    /// write leaves the old file as it was and no temporary file.
    public static func atomicWrite(_ text: String, to path: String) throws {
        let folder = CIText.parentFolder(of: path)
        let prefix = folder == "." && !path.hasPrefix("./") ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        let temporary = prefix + "." + CIText.lastComponent(of: path) + ".navcheck-tmp"
        try Interruption.recording {
            do {
                try ReportSet.writeFile(Array(text.utf8), to: temporary)
                try Interruption.check()
                try ReportSet.rename(temporary, path)
            } catch {
                ReportSet.remove(temporary)
                throw error
            }
        }
    }

    /// Appends `text` to the file at `path` (e.g. `GITHUB_STEP_SUMMARY`), creating it when missing.
    public static func append(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        if !FileManager.default.fileExists(atPath: path) {
            try atomicWrite(text, to: path)
            return
        }
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw ReportError("cannot append to \(path) (\(SafeFile.describe(errno == 0 ? EIO : errno))); check the file and free space")
        }
    }
}

/// Path and message helpers shared by the readers and writers (no Foundation path calls, which trap on
/// some short relative paths).
public enum CIText {
    /// The folder that holds `path`: "." for a bare name, "/" at the top.
    public static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let head = trimmed[..<slash]
        return head.isEmpty ? "/" : String(head)
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// A value as it is quoted in a message: control characters escaped, at most 300 characters.
    public static func shown(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out += scalar.value < 0x20 || scalar.value == 0x7F ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return out.count > 300 ? String(out.prefix(297)) + "…" : out
    }

    /// `message` without a leading `path: `.
    public static func withoutPath(_ message: String, _ path: String) -> String {
        message.hasPrefix(path + ": ") ? String(message.dropFirst(path.count + 2)) : message
    }
}
