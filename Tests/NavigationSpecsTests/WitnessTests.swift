import ModelChecker
import NavigationModel
@testable import NavigationSpecs
import Testing

/// A witness: a small broken store (or double) on which the checker must find a violation of one
/// property. Every property of every catalog subject has one, so that no property is one that cannot
/// fail.
struct Witness: Sendable, CustomStringConvertible {
    /// The subject family, as a catalog entry's subject without "(seed)" / "(corrected)".
    var family: String
    /// The property the broken store plants a violation of.
    var property: String
    /// What is broken, in words.
    var broken: String
    /// Runs the checker on the broken store.
    var check: @Sendable () throws -> CheckReport

    var description: String { "\(family) · \(property): \(broken)" }
}

/// A catalog entry's subject family: "adaptive app (seed)" → "adaptive app".
func family(of subject: String) -> String {
    for suffix in [" (seed)", " (corrected)"] where subject.hasSuffix(suffix) { return String(subject.dropLast(suffix.count)) }
    return subject
}

/// Every hand-written witness: one list per file of witnesses.
let handWrittenWitnesses: [Witness] = AdaptiveWitnesses.all + TabbedWitnesses.all + SeedWitnesses.all
    + FaultWitness.all(families: Array(Set(Catalog.entries.map { family(of: $0.subject) })).sorted())
    + LivenessWitness.all(families: Array(Set(Catalog.entries.map { family(of: $0.subject) })).sorted())

@Suite("Falsifiability: every property has a witness")
struct WitnessTests {
    /// (family, property) pairs that a seed entry of the catalog violates: the seed store is a witness.
    static func violatedBySeeds() -> Set<String> {
        var out = Set<String>()
        for entry in Catalog.entries {
            guard case .violates(let findings) = entry.expectation else { continue }
            for f in findings { out.insert(family(of: entry.subject) + " · " + f.property) }
        }
        return out
    }

    @Test("every property of every catalog subject is violated by a seed or by a hand-written witness")
    func everyPropertyHasAWitness() throws {
        let witnessed = Self.violatedBySeeds().union(handWrittenWitnesses.map { $0.family + " · " + $0.property })
        var missing: [String] = []
        for entry in Catalog.entries {
            for name in try entry.propertyNames() {
                let key = family(of: entry.subject) + " · " + name
                if !witnessed.contains(key) && !missing.contains(key) { missing.append(key) }
            }
        }
        #expect(missing.isEmpty, "properties with no witness (a broken store that violates them): \(missing.joined(separator: "; "))")
    }

    @Test("each hand-written witness's broken store is caught", arguments: handWrittenWitnesses)
    func witnessIsCaught(_ witness: Witness) throws {
        let report = try witness.check()
        #expect(report.violations.contains { $0.property == witness.property },
                "\(witness): the checker found \(report.violations.map(\.property)) instead")
    }

    @Test("every catalog entry's alphabet is the one its machine offers")
    func alphabetsAgree() throws {
        for entry in Catalog.entries {
            #expect(try entry.machineAlphabet() == entry.alphabet, "\(entry.name)")
        }
    }
}
