import Foundation
import ModelChecker
import NavigationModel
import NavigationSpecs

/// The JSON report (`reports/latest.json`): every entry's outcome, statistics and counterexamples,
/// with a schema version.
public struct JSONReport: Sendable, Hashable, Codable {
    /// Bumped when a field changes meaning or is removed.
    public static let currentSchemaVersion = 1

    /// One catalog entry's result.
    public struct Entry: Sendable, Hashable, Codable {
        public var name: String
        public var subject: String
        public var seed: String
        public var bounds: String
        public var profile: PlatformProfile?
        public var alphabet: Alphabet
        public var expected: Expectation
        public var outcome: String
        public var met: Bool
        public var complete: Bool
        public var stopReason: StopReason?
        public var statistics: Statistics
        public var vacuousProperties: [String]
        public var violations: [CheckReport.Violation]

        /// The entry of `outcome`.
        public init(_ outcome: EntryOutcome) {
            name = outcome.name
            subject = outcome.subject
            seed = outcome.seed
            bounds = outcome.bounds
            profile = outcome.profile
            alphabet = outcome.alphabet
            expected = outcome.expected
            self.outcome = outcome.outcome
            met = outcome.met
            complete = outcome.report.complete
            stopReason = outcome.report.stopReason
            statistics = outcome.report.statistics
            vacuousProperties = outcome.report.vacuousProperties
            violations = outcome.report.violations
        }
    }

    /// The schema version of this document.
    public var schemaVersion: Int
    /// How the report was made (version, catalog, options, shard); nil in reports of older versions.
    public var run: RunInfo?
    /// The entries, in catalog order.
    public var entries: [Entry]

    /// A document for `outcomes`, made as `run` says.
    public init(_ outcomes: [EntryOutcome], run: RunInfo? = nil) {
        schemaVersion = Self.currentSchemaVersion
        self.run = run
        entries = outcomes.map(Entry.init)
    }

    /// A document of `entries`.
    public init(entries: [Entry], run: RunInfo?) {
        schemaVersion = Self.currentSchemaVersion
        self.run = run
        self.entries = entries
    }

    /// The same report with every `seconds` set to 0: the same outcomes give the same bytes.
    public var withoutTimings: JSONReport {
        var copy = self
        for i in copy.entries.indices { copy.entries[i].statistics.seconds = 0 }
        return copy
    }

    /// Pretty, key-sorted JSON: the same outcomes give the same bytes (apart from `seconds`).
    public func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// Pretty, key-sorted JSON for `outcomes`.
    public static func encode(_ outcomes: [EntryOutcome]) throws -> String { try JSONReport(outcomes).encoded() }

    /// Decodes a document written by ``encoded()``; a clear error for another schema version.
    public static func decode(_ text: String) throws -> JSONReport {
        struct Version: Decodable { var schemaVersion: Int }
        let data = Data(text.utf8)
        let version: Int
        do { version = try JSONDecoder().decode(Version.self, from: data).schemaVersion } catch {
            throw ReportError("not a navcheck JSON report (no schemaVersion, or not JSON)")
        }
        guard version == currentSchemaVersion else {
            throw ReportError("report schema version \(version) is not supported (this navcheck reads version \(currentSchemaVersion))")
        }
        do { return try JSONDecoder().decode(JSONReport.self, from: data) } catch {
            throw ReportError("not a navcheck JSON report of schema version \(version): \(error)")
        }
    }

    /// Reads and decodes the report at `path`; errors name the file.
    public static func read(_ path: String) throws(ReportError) -> JSONReport {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ReportError("\(path): cannot read the file")
        }
        do { return try decode(text) } catch {
            throw ReportError("\(path): \((error as? ReportError)?.message ?? String(describing: error))")
        }
    }
}

extension JSONReport.Entry {
    /// The findings (property and kind) of the entry, in report order.
    public var findings: [ExpectedFinding] { violations.map { ExpectedFinding($0.property, $0.finding) } }

    /// Whether the entry holds: a complete exploration with no violation.
    public var holds: Bool { complete && violations.isEmpty }

    /// Recomputes `outcome` and `met` from the violations, completeness and expectation (after a merge).
    mutating func settle() {
        switch expected {   // as Expectation.isMet(by:) judges a CheckReport
        case .holds: met = holds
        case .violates(let expected): met = Set(expected) == Set(findings)
        }
        if !violations.isEmpty {
            outcome = "violates \(violations.count)"
        } else if complete {
            outcome = "holds"
        } else {
            outcome = "holds (incomplete: \(stopReason?.rawValue ?? "cut"))"
        }
    }
}

/// A report that cannot be read or written.
public struct ReportError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
