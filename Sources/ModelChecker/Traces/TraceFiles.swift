import Foundation

/// Trace files on disk, as the test helpers and the command both write and read them: stable names,
/// atomic writes, and a folder of them (a regression corpus). The command's own uses (the run's
/// `reports/traces/`, replay against the catalog, promotion into `regressions/`) extend it in `Reports`.
public enum TraceFiles {
    /// `adaptive-seed--rootNotInStack--glitch.json` (breadth-first; the finding's kind is left out when it is
    /// at rest) or `…--random.json` (random walks).
    public static func fileName(entry: String, property: String, finding: FindingKind = .atRest, random: Bool = false,
                                leavesAppWrongAtRest: Bool = false) -> String {
        "\(entry)--\(property)\(finding == .atRest ? "" : "--" + finding.rawValue)\(leavesAppWrongAtRest ? "-at-rest" : "")"
            + "\(random ? "--random" : "").json"
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`: a reader never
    /// sees half a file. Creates the directory when needed.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }

    /// The `.json` files of `directory`, sorted by name; empty when it does not exist.
    public static func corpus(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory + "/" + $0 }
    }
}
