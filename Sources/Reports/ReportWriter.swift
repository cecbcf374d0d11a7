import Foundation
import NavigationSpecs

/// Writes the report folder.
///
/// Run output (not committed): `latest.json`, `latest.md`, the former `latest.json` kept as
/// `previous.json`, and `traces/`. For a run of the whole catalog at its own bounds, undivided (or the
/// merge of entry shards that make one up), also the baseline: `baseline.json` and `baseline.md`, the
/// same results without timings, so that an unchanged tree gives the same bytes (committed).
///
/// Every file is written to a temporary file and renamed, so an interrupted run never leaves a
/// half-written report; a baseline file whose bytes would not change is not touched.
public struct ReportWriter: Sendable {
    /// The report folder, e.g. `reports`.
    public var directory: String

    /// A writer for `directory` (created when missing).
    public init(directory: String) { self.directory = directory }

    /// The path of `name` in the folder.
    public func path(_ name: String) -> String { (directory as NSString).appendingPathComponent(name) }

    /// Reads the last report, if any; nil when there is none or it cannot be read.
    public func previous() -> JSONReport? {
        guard let text = try? String(contentsOfFile: path("latest.json"), encoding: .utf8) else { return nil }
        return try? JSONReport.decode(text)
    }

    /// Writes `report` (and the baseline, when the report is one); returns the comparison with the
    /// report it replaces. `baseline` is the comparison with `--baseline`, shown in `latest.md`.
    @discardableResult
    public func write(_ report: JSONReport, baseline: BaselineComparison? = nil) throws -> Comparison {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let old = previous()
        let comparison = Comparison(previous: old, current: report)
        if let old { try Self.atomicWrite(try old.encoded(), to: path("previous.json")) }
        try Self.atomicWrite(try report.encoded(), to: path("latest.json"))
        try Self.atomicWrite(MarkdownReport.render(report, comparison: comparison, baseline: baseline), to: path("latest.md"))
        if report.run?.isWholeCatalog == true { try writeBaseline(report) }
        return comparison
    }

    /// Writes `baseline.json` and `baseline.md`: `report` without timings.
    public func writeBaseline(_ report: JSONReport) throws {
        let stable = report.withoutTimings
        try Self.writeIfChanged(try stable.encoded(), to: path("baseline.json"))
        try Self.writeIfChanged(MarkdownReport.render(stable, comparison: nil, timings: false), to: path("baseline.md"))
    }

    /// Writes `text` to a temporary file beside `path` and renames it over `path`.
    public static func atomicWrite(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ReportError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Writes `text` to `path` unless the file already holds exactly these bytes.
    static func writeIfChanged(_ text: String, to path: String) throws {
        if let existing = FileManager.default.contents(atPath: path), existing == Data(text.utf8) { return }
        try atomicWrite(text, to: path)
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
            throw ReportError("cannot append to \(path): \(error.localizedDescription)")
        }
    }
}
