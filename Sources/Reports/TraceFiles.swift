import Foundation
import ModelChecker
import NavigationSpecs

/// Trace files on disk: one per counterexample under `reports/traces/` (run output), with stable
/// names, written atomically; their replay against the catalog; and the regression corpus
/// (`regressions/`), which grows only by ``promote(_:into:)``.
public enum TraceFiles {
    /// Where `navcheck` writes trace files, relative to the current directory.
    public static let defaultDirectory = "reports/traces"
    /// The regression corpus that `swift test` replays, relative to the repository.
    public static let corpusDirectory = "regressions"

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

    /// Writes one trace file per counterexample of `report` (e.g. a merged report) into `directory`,
    /// rebuilt from the catalog entry each names; returns the paths.
    @discardableResult
    public static func write(_ report: JSONReport, to directory: String = defaultDirectory) throws -> [String] {
        var paths: [String] = []
        for reported in report.entries where !reported.violations.isEmpty {
            let entry = try Catalog.entry(named: reported.name)
            for violation in reported.violations {
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

    /// What ``promote(_:into:)`` did with one file.
    public struct Promotion: Sendable, Hashable {
        /// The file given.
        public var source: String
        /// Where it is in the corpus.
        public var destination: String
        /// `added`, `replaced` (another file of that name was there) or `unchanged` (the same bytes were).
        public var action: String
        /// The replay's verdict, e.g. `still violates rootNotInStack at step 3 of 3 (one-frame glitch)`.
        public var verdict: String
    }

    /// Copies trace files into the regression corpus `directory`, under their own names, on purpose:
    /// every file must replay and still show the outcome it states, and no two may have the same name.
    /// Checks every file before copying any: on an error nothing is copied.
    public static func promote(_ paths: [String], into directory: String = corpusDirectory) throws(CheckError) -> [Promotion] {
        var plan: [(Promotion, [UInt8])] = []
        var names: [String: String] = [:]
        for path in paths {
            let name = (path as NSString).lastPathComponent
            guard name.hasSuffix(".json") else { throw CheckError(.badTrace, "\(path): a trace file's name ends in .json") }
            if let other = names[name] { throw CheckError(.badTrace, "\(other) and \(path) have the same name; the corpus keeps one file per name") }
            names[name] = path
            let verdict = try replay(fileAt: path)
            guard verdict.matches else { throw CheckError(.badTrace, "\(path): \(verdict.message); only a trace that still shows its outcome is promoted") }
            let bytes: [UInt8]
            do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
                throw CheckError(.badTrace, "\(path): cannot read the file")
            }
            let destination = directory + "/" + name
            let existing = FileManager.default.contents(atPath: destination).map { Array($0) }
            let action = existing == nil ? "added" : existing == bytes ? "unchanged" : "replaced"
            plan.append((Promotion(source: path, destination: destination, action: action, verdict: verdict.message), bytes))
        }
        for (promotion, bytes) in plan where promotion.action != "unchanged" {
            do { try writeAtomically(bytes, to: promotion.destination) } catch {
                throw CheckError(.badTrace, "cannot write \(promotion.destination): \(error.localizedDescription)")
            }
        }
        return plan.map(\.0)
    }
}
