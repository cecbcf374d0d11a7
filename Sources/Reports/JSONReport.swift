import Foundation
import NavigationSpecs

/// The JSON report: every entry's outcome, statistics and counterexamples, with a schema version.
public struct JSONReport: Sendable, Codable {
    /// Bumped when a field changes meaning or is removed.
    public static let currentSchemaVersion = 1

    /// The schema version of this document.
    public var schemaVersion: Int
    /// The entries, in catalog order.
    public var entries: [EntryOutcome]

    /// A document for `entries`.
    public init(entries: [EntryOutcome]) {
        schemaVersion = Self.currentSchemaVersion
        self.entries = entries
    }

    /// Pretty, key-sorted JSON: the same outcomes give the same bytes (apart from timings).
    public static func encode(_ outcomes: [EntryOutcome]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(JSONReport(entries: outcomes))
        return String(decoding: data, as: UTF8.self)
    }

    /// Decodes a document written by ``encode(_:)``.
    public static func decode(_ text: String) throws -> JSONReport {
        try JSONDecoder().decode(JSONReport.self, from: Data(text.utf8))
    }
}
