import Foundation
import ModelChecker
import NavigationSpecs
import Testing

/// `docs/Findings.md` has an entry for every finding of the catalog, with its trace as the tool
/// prints it.
@Suite struct LedgerTests {
    static let ledger: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return (try? String(contentsOf: url.appendingPathComponent("docs/Findings.md"), encoding: .utf8)) ?? ""
    }()

    /// The ledger's section for `entry` · `property` · `kind`, if it has one.
    static func section(_ entry: String, _ property: String, _ kind: FindingKind, wrongAtRest: Bool = false) -> Substring? {
        let heading = "### `\(entry)` · \(property) · \(kind)\(wrongAtRest ? " that leaves the app wrong at rest" : "")\n"
        guard let start = ledger.range(of: heading) else { return nil }
        let rest = ledger[start.upperBound...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    @Test("every finding has a ledger entry with its trace", arguments: Catalog.entries.filter {
        if case .violates = $0.expectation { true } else { false }
    }.map(\.name))
    func everyFindingIsInTheLedger(name: String) throws {
        #expect(!Self.ledger.isEmpty, "docs/Findings.md is missing")
        let report = try Catalog.entry(named: name).check()
        for v in report.violations {
            let wrongAtRest = v.leavesAppWrongAtRest ?? false
            let section = Self.section(name, v.property, v.finding, wrongAtRest: wrongAtRest)
            #expect(section != nil, "docs/Findings.md has no entry '### `\(name)` · \(v.property) · \(v.finding)\(wrongAtRest ? " that leaves the app wrong at rest" : "")'")
            #expect(section?.contains("`actions: \(v.actions.joined(separator: ", "))`") == true,
                    "the ledger's trace for \(name) · \(v.property) differs from the tool's: \(v.actions)")
        }
    }

    @Test("the ledger names no finding the catalog does not report")
    func noStaleEntries() throws {
        var known = Set<String>()
        for entry in Catalog.entries {
            guard case .violates(let findings) = entry.expectation else { continue }
            for f in findings {
                known.insert("### `\(entry.name)` · \(f.property) · \(f.kind)\(f.leavesAppWrongAtRest == true ? " that leaves the app wrong at rest" : "")")
            }
        }
        let headings = Self.ledger.split(separator: "\n").filter { $0.hasPrefix("### `") }.map(String.init)
        let stale = headings.filter { !known.contains($0) }
        #expect(stale.isEmpty, "ledger entries with no catalog finding: \(stale)")
    }
}
