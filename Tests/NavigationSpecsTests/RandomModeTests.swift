import Testing
import ModelChecker
@testable import NavigationSpecs

/// Random mode against breadth-first search on every catalog entry expected to show defects.
@Suite struct RandomModeTests {
    /// Entries under the ui alphabet expected to violate properties, with their breadth-first shortest
    /// lengths per property and kind of finding.
    static let shortest: [(entry: CatalogEntry, lengths: [String: Int])] = Catalog.entries.compactMap { entry in
        guard entry.alphabet == .ui, case .violates = entry.expectation, let report = try? entry.check() else { return nil }
        return (entry, Dictionary(uniqueKeysWithValues: report.violations.map { (key($0.property, $0.finding), $0.length) }))
    }

    static func key(_ property: String, _ kind: FindingKind) -> String { "\(property) (\(kind))" }

    @Test func theSevenSeedDefectsHaveTheirKnownShortestLengths() throws {
        let seed = try #require(Self.shortest.first { $0.entry.name == "adaptive-seed" })
        #expect(seed.lengths == [
            "rootNotInStack (one-frame glitch)": 3, "selectionAgreesWithPath (one-frame glitch)": 3,
            "stackStartsAtLevelOne (one-frame glitch)": 4,
        ])
        #expect(Self.shortest.count >= 2)
    }

    @Test(arguments: 1...24)
    func everySeedFindsEveryDefectAndShrinksItToTheShortestLength(seed: UInt64) throws {
        for (entry, lengths) in Self.shortest {
            guard case .violates(let expected) = entry.expectation else { continue }
            // Walks stop once every expected defect is found; the budget is only a ceiling.
            let properties = Set(expected.map(\.property))
            let report = try entry.simulate(options: SimulationOptions(seed: seed, runs: 5_000, targets: properties))
            #expect(Set(report.violations.map(\.property)) == properties, "\(entry.name), seed \(seed)")
            for (violation, shrink) in zip(report.violations, report.shrinks) {
                let key = Self.key(shrink.property, violation.finding)
                #expect(shrink.shrunkLength == lengths[key],
                        "\(entry.name), seed \(seed): \(key) shrunk to \(shrink.shrunkLength), breadth-first \(lengths[key] ?? -1)")
                #expect(shrink.originalLength >= shrink.shrunkLength)
            }
            for violation in report.violations {
                #expect(violation.length == violation.actions.count)
            }
        }
    }

    @Test func theSameSeedGivesTheSameWalkShrunkTracesAndTraceBytes() throws {
        let entry = try Catalog.entry(named: "adaptive-seed")
        let options = SimulationOptions(seed: 2024, runs: 100, steps: 30, swarm: true)
        var a = try entry.simulate(options: options), b = try entry.simulate(options: options)
        #expect(a.violations == b.violations)
        #expect(a.shrinks.map(\.shrinkSteps) == b.shrinks.map(\.shrinkSteps))
        #expect(a.shrinks.map(\.originalLength) == b.shrinks.map(\.originalLength))
        a.statistics.seconds = 0; b.statistics.seconds = 0
        #expect(a.statistics == b.statistics)
        for (va, sa) in zip(a.violations, a.shrinks) {
            let origin = TraceOrigin.random(seed: a.seed, run: sa.run, swarm: true, originalLength: sa.originalLength,
                                            shrinkSteps: sa.shrinkSteps)
            #expect(try entry.traceFile(for: va, origin: origin) == entry.traceFile(for: va, origin: origin))
        }
    }

    @Test func swarmWalksFindTheSeedDefectsToo() throws {
        let entry = try Catalog.entry(named: "adaptive-seed")
        let report = try entry.simulate(options: SimulationOptions(seed: 99, runs: 400, swarm: true))
        #expect(report.swarm)
        #expect(Set(report.violations.map(\.property)) == ["rootNotInStack", "selectionAgreesWithPath", "stackStartsAtLevelOne"])
    }

    @Test func correctedEntriesShowNothingAtRandom() throws {
        for name in ["adaptive-corrected", "adaptive-corrected-race", "adaptive-corrected-api"] {
            let report = try Catalog.entry(named: name).simulate(options: SimulationOptions(seed: 5, runs: 100, steps: 60))
            #expect(report.violations.isEmpty, "\(name)")
            #expect(report.runsCompleted == 100)
            #expect(report.statistics.transitions > 0)
        }
    }

    @Test func seedEntriesNameTheirCorrectedCounterparts() throws {
        #expect(try Catalog.entry(named: "adaptive-seed").counterpart == "adaptive-corrected")
        #expect(try Catalog.entry(named: "adaptive-seed-race").counterpart == "adaptive-corrected-race")
        #expect(try Catalog.entry(named: "adaptive-corrected").counterpart == nil)
        for entry in Catalog.entries {
            if let counterpart = entry.counterpart { #expect(try Catalog.entry(named: counterpart).expectation == .holds) }
        }
        #expect(Catalog.correctedCounterpart(of: try Catalog.entry(named: "adaptive-seed"))?.name == "adaptive-corrected")
        #expect(Catalog.correctedCounterpart(of: try Catalog.entry(named: "adaptive-seed-api"))?.name
                == "adaptive-corrected-api")
        #expect(Catalog.correctedCounterpart(of: try Catalog.entry(named: "adaptive-corrected")) == nil)
    }
}
