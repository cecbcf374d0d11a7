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
        /// True when a bound cut the exploration (the result is PARTIAL: it covers only the states
        /// explored); absent when the exploration was complete.
        public var partial: Bool?
        /// Under a race bound (`--race-bound`), which bounds were explored; absent without one.
        public var raceCoverage: RaceCoverage?

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
            raceCoverage = outcome.report.raceCoverage
            labelPartial()
        }

        /// Marks an incomplete result PARTIAL: the flag, and the outcome in words
        /// (`PARTIAL, holds so far (incomplete: maxDepth)`, `PARTIAL, violates 2 (incomplete: maxStates)`).
        mutating func labelPartial() {
            guard !complete else { partial = nil; return }
            partial = true
            let reason = stopReason?.rawValue ?? "cut"
            outcome = "PARTIAL, " + (violations.isEmpty ? "holds so far" : "violates \(violations.count)") + " (incomplete: \(reason))"
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
    public static func decode(_ text: String) throws -> JSONReport { try decode(bytes: Array(text.utf8)) }

    /// Decodes a document written by ``encoded()``, read strictly (``StrictJSON``): a clear error for
    /// anything that is not strict JSON, and for another schema version.
    public static func decode(bytes: [UInt8]) throws(ReportError) -> JSONReport {
        struct Version: Decodable { var schemaVersion: Int }
        do { _ = try StrictJSON(validating: bytes, keyDepth: 0) } catch {
            throw ReportError("not a navcheck JSON report: not strict JSON (\(error))")
        }
        let data = Data(bytes)
        let version: Int
        do { version = try JSONDecoder().decode(Version.self, from: data).schemaVersion } catch {
            throw ReportError("not a navcheck JSON report (no schemaVersion)")
        }
        guard version == currentSchemaVersion else {
            throw ReportError("report schema version \(version) is not supported (this navcheck reads version \(currentSchemaVersion))")
        }
        do { return try JSONDecoder().decode(JSONReport.self, from: data) } catch {
            throw ReportError("not a navcheck JSON report of schema version \(version): \(DecodingText.describe(error))")
        }
    }

    /// Reads and decodes the report at `path` (a regular file of at most ``SafeFile/reportLimit``
    /// bytes); errors name the file.
    public static func read(_ path: String) throws(ReportError) -> JSONReport {
        let bytes = try SafeFile.read(path, limit: SafeFile.reportLimit, what: "a navcheck JSON report")
        do { return try decode(bytes: bytes) } catch {
            throw ReportError("\(path): \(error.message)")
        }
    }
}

/// Decoding errors in words: which field, and what is wrong with it.
public enum DecodingText {
    /// `the field entries[2].statistics is missing`, `the field run.shard has the wrong type (a number was expected)`.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it cannot be decoded" }
        func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
            var text = ""
            for k in context.codingPath + (key.map { [$0] } ?? []) {
                if let i = k.intValue { text += "[\(i)]" } else { text += (text.isEmpty ? "" : ".") + k.stringValue }
            }
            return text.isEmpty ? "the document" : "the field " + text
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context, key)) is missing"
        case .typeMismatch(let type, let context): return "\(path(context)) has the wrong type (\(typeName(type)) was expected)"
        case .valueNotFound(let type, let context): return "\(path(context)) is null (\(typeName(type)) was expected)"
        case .dataCorrupted(let context): return "\(path(context)) has a value this navcheck does not know"
        @unknown default: return "it cannot be decoded"
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type, is UInt64.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "\(type)".contains("Array") ? "a list" : "an object"
        }
    }
}

extension JSONReport.Entry {
    /// The findings (property and kind) of the entry, in report order.
    public var findings: [ExpectedFinding] {
        violations.map(ExpectedFinding.init)
    }

    /// Whether a bound cut the exploration (the result is PARTIAL).
    public var isPartial: Bool { !complete }

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
        } else {
            outcome = "holds"
        }
        labelPartial()
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
