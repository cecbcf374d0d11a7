import Foundation
import ModelChecker
import NavigationSpecs

/// The command's trace files: one per counterexample under `reports/traces/` (run output), named and
/// written atomically as `ModelChecker`'s ``TraceFiles`` says; their replay against the catalog; and
/// the regression corpus (`regressions/`), which grows only by ``promote(_:into:)``.
extension TraceFiles {
    /// Where `navcheck` writes trace files, relative to the current directory.
    public static let defaultDirectory = "reports/traces"
    /// The regression corpus that `swift test` replays, relative to the repository.
    public static let corpusDirectory = "regressions"

    /// One trace file per counterexample of `outcomes`, by file name.
    public static func files(_ outcomes: [EntryOutcome]) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for outcome in outcomes where !outcome.report.violations.isEmpty {
            let entry = try Catalog.entry(named: outcome.name)
            for violation in outcome.report.violations {
                files[fileName(entry: entry.name, property: violation.property, finding: violation.finding,
                               leavesAppWrongAtRest: violation.leavesAppWrongAtRest ?? false)]
                    = try entry.traceFile(for: violation, origin: .exhaustive(raceBound: outcome.report.raceCoverage?.bound))
            }
        }
        return files
    }

    /// One trace file per counterexample of `report` (e.g. a merged report), rebuilt from the catalog
    /// entry each names, by file name.
    public static func files(_ report: JSONReport) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for reported in report.entries where !reported.violations.isEmpty {
            let entry = try Catalog.entry(named: reported.name)
            for violation in reported.violations {
                files[fileName(entry: entry.name, property: violation.property, finding: violation.finding,
                               leavesAppWrongAtRest: violation.leavesAppWrongAtRest ?? false)]
                    = try entry.traceFile(for: violation, origin: .exhaustive(raceBound: reported.raceCoverage?.bound))
            }
        }
        return files
    }

    /// One trace file per shrunk counterexample of a simulation of `entry`, by file name.
    public static func files(_ simulation: SimulationReport, of entry: CatalogEntry) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for (violation, shrink) in zip(simulation.violations, simulation.shrinks) {
            let origin = TraceOrigin.random(seed: simulation.seed, run: shrink.run, swarm: simulation.swarm,
                                            originalLength: shrink.originalLength, shrinkSteps: shrink.shrinkSteps)
            files[fileName(entry: entry.name, property: violation.property, finding: violation.finding, random: true)]
                = try entry.traceFile(for: violation, origin: origin)
        }
        return files
    }

    /// Writes one trace file per counterexample of `outcomes` into `directory`; returns the paths.
    @discardableResult
    public static func write(_ outcomes: [EntryOutcome], to directory: String = defaultDirectory) throws -> [String] {
        try write(files(outcomes), to: directory)
    }

    /// Writes one trace file per counterexample of `report` (e.g. a merged report) into `directory`,
    /// rebuilt from the catalog entry each names; returns the paths.
    @discardableResult
    public static func write(_ report: JSONReport, to directory: String = defaultDirectory) throws -> [String] {
        try write(files(report), to: directory)
    }

    /// Writes one trace file per shrunk counterexample of a simulation of `entry`; returns the paths.
    @discardableResult
    public static func write(_ simulation: SimulationReport, of entry: CatalogEntry,
                             to directory: String = defaultDirectory) throws -> [String] {
        try write(files(simulation, of: entry), to: directory)
    }

    static func write(_ files: [String: [UInt8]], to directory: String) throws -> [String] {
        var paths: [String] = []
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let path = directory + "/" + name
            try writeAtomically(bytes, to: path)
            paths.append(path)
        }
        return paths
    }

    /// The fields a trace file has, by place (top level, `origin`, each of `actions`).
    static let knownFields: [String: Set<String>] = [
        "": ["formatVersion", "entry", "machine", "subject", "bounds", "alphabetName", "alphabet", "property", "kind",
             "finding", "expected", "message", "initialState", "length", "actions", "origin"],
        "origin": ["mode", "seed", "run", "swarm", "originalLength", "shrinkSteps", "test"],
        "actions[]": ["call", "value"],
    ]

    /// The bytes of the trace file at `path`, read strictly: a regular file of at most
    /// ``SafeFile/traceLimit`` bytes, strict JSON (``StrictJSON``), an object with only the fields a
    /// trace file has, and as many actions as its `length` says. Errors name the file and what is wrong.
    public static func readStrictly(_ path: String) throws(CheckError) -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = try SafeFile.read(path, limit: SafeFile.traceLimit, what: "a trace file") } catch {
            throw CheckError(.badTrace, error.message)
        }
        let json: StrictJSON
        do { json = try StrictJSON(validating: bytes, maxDepth: 32, keyDepth: 2) } catch {
            throw CheckError(.badTrace, "\(path): not strict JSON: \(error); a trace file is JSON as navcheck writes it")
        }
        guard let top = json.keys[""] else {
            throw CheckError(.badTrace, "\(path): not a trace file (the JSON is not an object); give a file written by navcheck")
        }
        for (place, names) in json.keys.sorted(by: { $0.key < $1.key }) {
            guard let known = knownFields[place] else { continue }
            if let unknown = names.first(where: { !known.contains($0) }) {
                let at = place.isEmpty ? "" : " in \(place == "actions[]" ? "an action" : place)"
                throw CheckError(.badTrace, "\(path): unknown field '\(unknown)'\(at); a trace file has only \(known.sorted().joined(separator: ", ")); remove it or write the trace again")
            }
        }
        _ = top
        struct Counted: Decodable {
            struct Skip: Decodable {}
            var length: Int?
            var actions: [Skip]?
        }
        if let declared = try? JSONDecoder().decode(Counted.self, from: Data(bytes)), let length = declared.length,
           let actions = declared.actions, length != actions.count {
            throw CheckError(.badTrace, "\(path): 'length' says \(counted(length, "action")) but the file lists \(actions.count); write the trace again")
        }
        return bytes
    }

    /// Replays the trace file at `path` on the catalog entry it names (or on `entryName`), expecting
    /// what the file says (or `expected`). The file is read strictly (``readStrictly(_:)``). Errors
    /// name the file (and the step, when one is at fault).
    public static func replay(fileAt path: String, on entryName: String? = nil,
                              expecting expected: TraceExpectation? = nil) throws(CheckError) -> TraceVerdict {
        let bytes = try readStrictly(path)
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
            let bytes = try readStrictly(path)
            let destination = directory + "/" + name
            let existing = FileManager.default.contents(atPath: destination).map { Array($0) }
            let action = existing == nil ? "added" : existing == bytes ? "unchanged" : "replaced"
            plan.append((Promotion(source: path, destination: destination, action: action, verdict: verdict.message), bytes))
        }
        for (promotion, bytes) in plan where promotion.action != "unchanged" {
            do { try ReportWriter.atomicWrite(String(decoding: bytes, as: UTF8.self), to: promotion.destination) } catch let error as ReportError {
                throw CheckError(.badTrace, error.message)
            } catch {
                throw CheckError(.badTrace, "cannot write \(promotion.destination); check the folder's permissions and free space")
            }
        }
        return plan.map(\.0)
    }
}
