import Foundation
import NavigationSpecs

/// Writes the report folder: `latest.json`, `latest.md`, and the former `latest.json` kept as
/// `previous.json`. Every file is written to a temporary file and renamed, so an interrupted run never
/// leaves a half-written report.
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

    /// Writes `report`; returns the comparison with the report it replaces.
    @discardableResult
    public func write(_ report: JSONReport) throws -> Comparison {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let old = previous()
        let comparison = Comparison(previous: old, current: report)
        if let old { try Self.atomicWrite(try old.encoded(), to: path("previous.json")) }
        try Self.atomicWrite(try report.encoded(), to: path("latest.json"))
        try Self.atomicWrite(MarkdownReport.render(report, comparison: comparison), to: path("latest.md"))
        return comparison
    }

    /// Writes `text` to a temporary file beside `path` and renames it over `path`.
    public static func atomicWrite(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ReportError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
