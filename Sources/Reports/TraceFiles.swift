import Foundation
import ModelChecker
import NavigationSpecs

/// Trace files on disk: one per counterexample under `reports/traces/`, with stable names, written
/// atomically; and their replay against the catalog.
public enum TraceFiles {
    /// Where `navcheck` writes trace files, relative to the current directory.
    public static let defaultDirectory = "reports/traces"

    /// `adaptive-seed--rootNotInStack--glitch.json` (breadth-first; the finding's kind is left out when it is
    /// at rest) or `…--random.json` (random walks).
    public static func fileName(entry: String, property: String, finding: FindingKind = .atRest, random: Bool = false) -> String {
        "\(entry)--\(property)\(finding == .atRest ? "" : "--" + finding.rawValue)\(random ? "--random" : "").json"
    }

    /// Writes one trace file per counterexample of `outcomes` into `directory`; returns the paths.
    @discardableResult
    public static func write(_ outcomes: [EntryOutcome], to directory: String = defaultDirectory) throws -> [String] {
        var paths: [String] = []
        for outcome in outcomes where !outcome.report.violations.isEmpty {
            let entry = try Catalog.entry(named: outcome.name)
            for violation in outcome.report.violations {
                let bytes = try entry.traceFile(for: violation, origin: .exhaustive)
                let path = directory + "/" + fileName(entry: entry.name, property: violation.property, finding: violation.finding)
                try writeAtomically(bytes, to: path)
                paths.append(path)
            }
        }
        return paths
    }

    /// Writes one trace file per shrunk counterexample of a simulation of `entry`; returns the paths.
    @discardableResult
    public static func write(_ simulation: SimulationReport, of entry: CatalogEntry,
                             to directory: String = defaultDirectory) throws -> [String] {
        var paths: [String] = []
        for (violation, shrink) in zip(simulation.violations, simulation.shrinks) {
            let origin = TraceOrigin.random(seed: simulation.seed, run: shrink.run, swarm: simulation.swarm,
                                            originalLength: shrink.originalLength, shrinkSteps: shrink.shrinkSteps)
            let bytes = try entry.traceFile(for: violation, origin: origin)
            let path = directory + "/" + fileName(entry: entry.name, property: violation.property, finding: violation.finding, random: true)
            try writeAtomically(bytes, to: path)
            paths.append(path)
        }
        return paths
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

    /// Replays the trace file at `path` on the catalog entry it names (or on `entryName`), expecting
    /// what the file says (or `expected`). Errors name the file (and the step, when one is at fault).
    public static func replay(fileAt path: String, on entryName: String? = nil,
                              expecting expected: TraceExpectation? = nil) throws(CheckError) -> TraceVerdict {
        let bytes: [UInt8]
        do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            throw CheckError(.badTrace, "\(path): cannot read the file")
        }
        do {
            let header = try TraceCoding.header(from: bytes)
            let entry = try Catalog.entry(named: entryName ?? header.entry)
            return try entry.replayTrace(bytes, expecting: expected)
        } catch {
            throw CheckError(.badTrace, "\(path): \(error.message)")
        }
    }
}
