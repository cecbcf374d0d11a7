import Testing
import ModelChecker
@testable import NavigationSpecs

/// The race bound (ExplorationOptions.raceBound) on the catalog: raised until it leaves no touch out,
/// it finds what the unbounded search finds; each smaller bound covers less, and says so.
@Suite struct RaceBoundTests {
    static let racing = Catalog.entries.filter { $0.alphabet != .ui }.map(\.name)

    /// Per property and kind of finding, once.
    static func findings(_ report: CheckReport) -> Set<String> {
        Set(report.violations.map { "\($0.property) (\($0.finding))" })
    }

    @Test(arguments: racing)
    func raisedToTheWholeSpaceItFindsWhatTheUnboundedSearchFinds(name: String) throws {
        let entry = try Catalog.entry(named: name)
        let unbounded = try entry.check(options: ExplorationOptions(workers: 1))
        let raised = try entry.check(options: ExplorationOptions(workers: 1, raceBound: 12))
        #expect(raised.complete && unbounded.complete)
        let coverage = try #require(raised.raceCoverage)
        #expect(!coverage.leftOut, "\(name): a bound of 12 still leaves touches out")
        #expect(Self.findings(raised) == Self.findings(unbounded), "\(name)")
        // The raised search stopped at the first bound that left nothing out, and each bound's space
        // holds the one before it.
        #expect(coverage.states == coverage.states.sorted(), "\(name): \(coverage.states)")
        #expect(coverage.completed == coverage.states.count - 1)
    }

    @Test func boundZeroIsWhatUIOffersAndSaysWhatItLeftOut() throws {
        let entry = try Catalog.entry(named: "adaptive-seed-race")
        let zero = try entry.check(options: ExplorationOptions(workers: 1, raceBound: 0))
        let coverage = try #require(zero.raceCoverage)
        #expect(zero.complete)
        #expect(coverage.leftOut)
        #expect(coverage.description == "complete for every sequence within the bounds with at most 0 taps while work is pending")
        #expect(zero.violations.allSatisfy { $0.finding != .race }, "no sequence with a touch while work is pending")
        let one = try entry.check(options: ExplorationOptions(workers: 1, raceBound: 1))
        #expect(one.violations.contains { $0.finding == .race }, "one touch while work is pending finds the races")
    }

    @Test func aTimeBoundInsideABoundIsPartialAndSaysWhichBoundItCompleted() throws {
        let entry = try Catalog.entry(named: "adaptive-seed-race")
        let cut = try entry.check(options: ExplorationOptions(maxStates: 400, workers: 1, raceBound: 3))
        #expect(!cut.complete)
        let coverage = try #require(cut.raceCoverage)
        #expect(coverage.cutAt != nil)
        #expect(coverage.description.contains("k = \(coverage.cutAt!) cut"))
    }

    @Test func aNegativeBoundIsRefusedInWords() {
        #expect(throws: CheckError.self) { try ExplorationOptions(raceBound: -1).validate() }
    }
}
