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
    /// The entries, in catalog order.
    public var entries: [Entry]

    /// A document for `outcomes`.
    public init(_ outcomes: [EntryOutcome]) {
        schemaVersion = Self.currentSchemaVersion
        entries = outcomes.map(Entry.init)
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
        let version = try JSONDecoder().decode(Version.self, from: data).schemaVersion
        guard version == currentSchemaVersion else {
            throw ReportError("report schema version \(version) is not supported (this navcheck reads version \(currentSchemaVersion))")
        }
        return try JSONDecoder().decode(JSONReport.self, from: data)
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
