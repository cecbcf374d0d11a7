import Foundation
import ModelChecker

/// A violation the app is known to have: the property, and optionally its kind and the actions of its
/// counterexample, exactly (`actions:`) or their start (`actionsPrefix:`). It accepts exactly one
/// defect (``Defect``): it sets aside the counterexamples of the first defect it matches, in every kind
/// of finding; the property's other defects (a check reports up to
/// ``NavCheckOptions/defaultCounterexamplesPerProperty`` of distinct defects) stay checked, and one
/// that it matches too fails the check with a problem that names both defects, so that one entry
/// never silently accepts two.
///
/// ```swift
/// checkNavigation(RouterSpec(), .init(knownViolations: [
///     KnownViolation("linkShowsItsTarget", kind: .race, because: "the late answer of issue #41"),
///     KnownViolation("linkShowsItsTarget", kind: .atRest, actionsPrefix: ["openReply"], because: "issue #42")
/// ]))
/// ```
public struct KnownViolation: Sendable, Hashable {
    /// The property's name.
    public var property: String
    /// The kind of finding; nil: any kind.
    public var kind: FindingKind?
    /// The counterexample's actions as printed (`["openRecipe", "tapTab(search)"]`); nil: any.
    public var actions: [String]?
    /// The first actions of the counterexample as printed: it matches any counterexample whose actions
    /// start with these (a defect reached after the same first taps); nil: any.
    public var actionsPrefix: [String]?
    /// Why it is accepted for now, printed with it.
    public var reason: String

    /// A known violation of `property`.
    public init(_ property: String, kind: FindingKind? = nil, actions: [String]? = nil, because reason: String) {
        self.property = property
        self.kind = kind
        self.actions = actions
        self.reason = reason
    }

    /// A known violation of `property` (of `kind`, when given) whose counterexamples start with the
    /// actions `actionsPrefix`: every such counterexample is set aside, the others stay checked.
    public init(_ property: String, kind: FindingKind? = nil, actionsPrefix: [String], because reason: String) {
        self.init(property, kind: kind, because: reason)
        self.actionsPrefix = actionsPrefix
    }

    /// The known violation a kept trace file describes: its property, kind and actions. The file must
    /// say `"expected": "violates"` (a trace that must still show the defect).
    ///
    /// ```swift
    /// KnownViolation(traceFile: "Tests/AppTests/Known/router--linkShowsItsTarget--race.json",
    ///                because: "the late answer of issue #41")
    /// ```
    /// - Throws: ``CheckError`` when the file cannot be read, is not a trace file, or expects "holds".
    public init(traceFile path: String, because reason: String) throws(CheckError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CheckError(.badTrace, "cannot read the trace file \(path): check the path (relative to the current directory, "
                + "\(FileManager.default.currentDirectoryPath))")
        }
        let header: TraceHeader
        do { header = try TraceCoding.header(from: Array(data)) } catch {
            throw CheckError(.badTrace, "\(path) is not a trace file: \(error.message)")
        }
        guard header.expected == .violates else {
            throw CheckError(.badTrace, "\(path) expects \"\(header.expected.rawValue)\": a known violation's trace file must expect "
                + "\"violates\" (set \"expected\": \"violates\" in the file)")
        }
        struct Calls: Decodable {
            struct Call: Decodable { var call: String }
            var finding: FindingKind?
            var actions: [Call]
        }
        let calls: Calls
        do { calls = try JSONDecoder().decode(Calls.self, from: data) } catch {
            throw CheckError(.badTrace, "\(path) has no readable actions: \(error)")
        }
        self.init(header.property, kind: calls.finding, actions: calls.actions.map(\.call), because: reason)
    }

    /// Whether `violation` is this one.
    public func matches(_ violation: CheckReport.Violation) -> Bool {
        violation.property == property && (kind == nil || violation.finding == kind)
            && (actions == nil || violation.actions == actions)
            && (actionsPrefix.map { violation.actions.starts(with: $0) } ?? true)
    }

    /// `otherTabKept (race, actions: a, b)`.
    var label: String {
        var details = [kind.map { "\($0)" }, actions.map { "actions: " + $0.joined(separator: ", ") },
                       actionsPrefix.map { "actions starting: " + $0.joined(separator: ", ") }].compactMap { $0 }
        if details.isEmpty { details = ["any counterexample"] }
        return "\(property) (\(details.joined(separator: "; ")))"
    }
}

extension NavCheck {
    /// Moves the failures that `known` declares to ``NavigationCheckResult/known`` (with a line each in
    /// the coverage), and adds a problem for each known violation that did not show. A known violation
    /// accepts one defect (``Defect``): the counterexamples of the first it matches, in every kind of
    /// finding; one that matches a second defect is a problem that names both, and the second stays a
    /// failure.
    static func setAsideKnown(_ known: [KnownViolation], in result: inout NavigationCheckResult) {
        var accepted = Set<Int>()
        var matched: [Int: NavigationCheckResult.Failure] = [:]
        for (n, k) in known.enumerated() {
            let matching = result.failures.indices.filter { k.matches(result.failures[$0].violation) }
            guard let first = matching.first else { continue }
            let defect = FoundDefect(property: result.failures[first].property, defect: result.failures[first].defect)
            let same = matching.filter { FoundDefect(property: result.failures[$0].property, defect: result.failures[$0].defect) == defect }
            accepted.formUnion(same)
            matched[n] = result.failures[first]
            if let other = matching.first(where: { !same.contains($0) }) {
                result.problems.append("NavCheck \(result.machine): the known violation \(k.label) (\(k.reason)) matches two defects, "
                    + "and accepts only the first: \(described(result.failures[first])) and \(described(result.failures[other])). "
                    + "Give each defect its own entry in knownViolations, told apart by kind:, actions: or actionsPrefix:, "
                    + "or fix the second.")
            }
        }
        result.known = result.failures.indices.filter { accepted.contains($0) }.map { result.failures[$0] }
        result.failures = result.failures.indices.filter { !accepted.contains($0) }.map { result.failures[$0] }
        for (n, k) in known.enumerated() {
            // A property folded into another's finding (``NavigationCheckResult/Failure/alsoBreaks``)
            // still shows: the finding stays a failure unless its own property is known too.
            if let f = matched[n]
                ?? (result.failures + result.known).first(where: { f in f.alsoBreaks.contains { k.matches($0) } }) {
                let count = f.violation.actions.count
                result.coverage += "  known: \(f.property), \(f.violation.finding), \(count) action\(count == 1 ? "" : "s"): \(k.reason)\n"
            } else {
                result.problems.append("NavCheck \(result.machine): the known violation \(k.label) no longer shows (\(k.reason)): "
                    + "if it is fixed, remove it from knownViolations; if its counterexample changed, update it.")
            }
        }
    }

    /// A failure in a few words, for a problem that names it: `linkShowsItsTarget at rest (swipe-down →
    /// sheet editor), actions: edit, swipeDown(editor)`.
    private static func described(_ f: NavigationCheckResult.Failure) -> String {
        "\(f.property) \(f.violation.finding)" + (f.defect.map { " (\($0))" } ?? "")
            + ", actions: " + f.violation.actions.joined(separator: ", ")
    }
}
