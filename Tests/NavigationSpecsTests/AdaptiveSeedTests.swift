import Testing
import ModelChecker
import NavigationModel
@testable import NavigationSpecs

/// The seed adaptive store's defects, with the exact shortest traces.
@Suite struct AdaptiveSeedTests {
    static let spec = try! AdaptiveSpec(name: "adaptive-seed", roots: 2, maxPathDepth: 4, alphabet: .taps) {
        AdaptiveStore(sizeClass: $0)
    }
    static let result = try! Explorer(spec).run()

    static let expected: [(String, [AdaptiveAction])] = [
        ("resizeRoundTripIdentity", [.select(rootID: 0), .resize(.compact)]),
        ("rootNotInStack", [.select(rootID: 0), .resize(.regular)]),
        ("selectionAgreesWithPath", [.select(rootID: 0), .back]),
        ("levelsContiguous", [.select(rootID: 0), .resize(.regular), .resize(.compact)]),
        ("resizeRoundTrip", [.select(rootID: 0), .back, .resize(.compact)]),
        ("locationPreservedAcrossResize", [.select(rootID: 0), .back, .resize(.compact), .resize(.regular)]),
        ("stackStartsAtLevelOne", [.resize(.regular), .select(rootID: 0), .push, .resize(nil)]),
    ]

    @Test func alphabetOrderIsTheDocumentedOne() {
        #expect(Self.spec.actions.allValues == [
            .select(rootID: 0), .select(rootID: 1), .push, .back, .backRoot,
            .resize(.compact), .resize(.regular), .resize(nil),
        ])
    }

    @Test(arguments: 0..<7)
    func shortestTrace(index: Int) throws {
        let (property, trace) = Self.expected[index]
        let c = try #require(Self.result.counterexample(for: property), "\(property) not found")
        #expect(c.actions == trace)
        #expect(c.initialState == 0)
    }

    @Test func exactlyTheSevenAreViolatedAndTheRestHold() {
        #expect(Set(Self.result.violatedProperties) == Set(Self.expected.map(\.0)))
        #expect(Self.result.violatedProperties.count == 7)
        for holding in ["backLowersDepthByOne", "backToRootEmpties", "resizeToSameClassIsNoOp", "pathBelongsToSelection", noFaultPropertyName] {
            #expect(Self.result.counterexample(for: holding) == nil, "\(holding)")
            let count = Self.result.statistics.properties.first { $0.name == holding }
            #expect((count?.nonVacuous ?? 0) > 0, "\(holding) must have been checked for real")
        }
        #expect(Self.result.complete)
        #expect(Self.result.counterexamples.map(\.length) == [2, 2, 2, 3, 3, 4, 4])
    }

    @Test func counterexampleShowsTheScreens() throws {
        let c = try #require(Self.result.counterexample(for: "rootNotInStack"))
        let report = c.report(on: Self.spec)
        #expect(report.steps.map(\.screens) == ["Sidebar", "Sidebar › Root 0 · L1", "[Sidebar ▸ 0] | Root 0 · L1 › L1"])
        #expect(report.changes.map(\.name) == ["sizeClass"])
    }

    @Test func deterministic() throws {
        var a = try Explorer(Self.spec).run().report(on: Self.spec)
        var b = try Explorer(Self.spec).run().report(on: Self.spec)
        a.statistics.seconds = 0
        b.statistics.seconds = 0
        #expect(a == b)
    }
}

