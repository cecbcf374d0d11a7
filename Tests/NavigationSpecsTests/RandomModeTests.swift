import Testing
import ModelChecker
@testable import NavigationSpecs

/// Random mode against breadth-first search on every catalog entry expected to show defects.
@Suite struct RandomModeTests {
    /// Entries expected to violate properties, with their breadth-first shortest lengths.
    static let shortest: [(entry: CatalogEntry, lengths: [String: Int])] = Catalog.entries.compactMap { entry in
        guard case .violates = entry.expectation, let report = try? entry.check() else { return nil }
        return (entry, Dictionary(uniqueKeysWithValues: report.violations.map { ($0.property, $0.length) }))
    }

    @Test func theSevenSeedDefectsHaveTheirKnownShortestLengths() throws {
        let seed = try #require(Self.shortest.first { $0.entry.name == "adaptive-seed" })
        #expect(seed.lengths == [
            "resizeRoundTripIdentity": 2, "rootNotInStack": 2, "selectionAgreesWithPath": 2, "levelsContiguous": 3,
            "resizeRoundTrip": 3, "locationPreservedAcrossResize": 4, "stackStartsAtLevelOne": 4,
        ])
        #expect(Self.shortest.count >= 2)
    }

    @Test(arguments: 1...24)
    func everySeedFindsEveryDefectAndShrinksItToTheShortestLength(seed: UInt64) throws {
        for (entry, lengths) in Self.shortest {
            guard case .violates(let expected) = entry.expectation else { continue }
            // Walks stop once every expected defect is found; the budget is only a ceiling.
            let report = try entry.simulate(options: SimulationOptions(seed: seed, runs: 5_000, targets: Set(expected)))
            #expect(Set(report.violations.map(\.property)) == Set(expected), "\(entry.name), seed \(seed)")
            for shrink in report.shrinks {
                #expect(shrink.shrunkLength == lengths[shrink.property],
                        "\(entry.name), seed \(seed): \(shrink.property) shrunk to \(shrink.shrunkLength), breadth-first \(lengths[shrink.property] ?? -1)")
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
        #expect(Set(report.violations.map(\.property)) == Set(Catalog.seedAdaptiveDefects))
    }

    @Test func correctedEntriesShowNothingAtRandom() throws {
        for name in ["adaptive-corrected", "adaptive-corrected-programmatic"] {
            let report = try Catalog.entry(named: name).simulate(options: SimulationOptions(seed: 5, runs: 100, steps: 60))
            #expect(report.violations.isEmpty, "\(name)")
            #expect(report.runsCompleted == 100)
            #expect(report.statistics.transitions > 0)
        }
    }

    @Test func seedEntriesNameTheirCorrectedCounterparts() throws {
        #expect(try Catalog.entry(named: "adaptive-seed").counterpart == "adaptive-corrected")
        #expect(try Catalog.entry(named: "adaptive-seed-programmatic").counterpart == "adaptive-corrected-programmatic")
        #expect(try Catalog.entry(named: "adaptive-corrected").counterpart == nil)
        for entry in Catalog.entries {
            if let counterpart = entry.counterpart { #expect(try Catalog.entry(named: counterpart).expectation == .holds) }
        }
        #expect(Catalog.correctedCounterpart(of: try Catalog.entry(named: "adaptive-seed"))?.name == "adaptive-corrected")
        #expect(Catalog.correctedCounterpart(of: try Catalog.entry(named: "adaptive-seed-programmatic"))?.name
                == "adaptive-corrected-programmatic")
        #expect(Catalog.correctedCounterpart(of: try Catalog.entry(named: "adaptive-corrected")) == nil)
    }
}
