import ModelChecker
import SwiftUIBehavior
import Testing

/// Liveness under race bounds raised step by step (``ExplorationOptions/raceBound``): each property's
/// verdict is judged once, on the one search of every race count, the statistics never call a property with a
/// finding unjudged, and a liveness finding is re-judged, never taken for a spec that does not replay.
@Suite("Liveness findings under race bounds, and their replay")
struct LivenessRaceBoundTests {
    func check(_ defect: StuckApp.Defect?, raceBound: Int, maxStates: Int? = nil) throws -> ExplorationResult<AppMachine<StuckApp>> {
        try Explorer(AppMachine(StuckApp(defect: defect)), options: ExplorationOptions(maxStates: maxStates, workers: 1, raceBound: raceBound)).run()
    }

    @Test("a search cut inside a race count leaves the liveness properties unjudged, and says so")
    func aCutBoundLeavesLivenessUnjudged() throws {
        // One search, each state once at its fewest races: 10 states with no race, 18 with at most one;
        // cut at 14, inside race count 1.
        let result = try check(.settingsNeverShown, raceBound: 1, maxStates: 14)
        #expect(result.raceCoverage?.completed == 0 && result.raceCoverage?.cutAt == 1)
        #expect(result.raceCoverage?.states == [10, 14])
        #expect(result.counterexamples.map(\.message) == [])
        #expect(result.statistics.liveness?.unjudgedProperties == ["everyScreenReachable"])
        #expect(result.statistics.liveness?.notJudged?.contains("the search was cut short (maxStates)") == true)
        #expect(result.unreproduced == [])
    }

    @Test("the verdict of the largest bound replaces the smaller bounds'")
    func theLargestBoundsVerdict() throws {
        let result = try check(.settingsNeverShown, raceBound: 3)
        // Each state once, at the fewest races that reach it: the states of at most k races, per k.
        #expect(result.raceCoverage?.states == [10, 14, 20, 24])
        #expect(result.counterexamples.map(\.message)
            == ["recipes › settings (the role of openSettings) is never shown: all 24 states within the spec's bounds were explored"])
        #expect(result.unreproduced == [])
    }

    @Test("a dead end found at every bound is reported by the path of the smallest, at rest")
    func aDeadEndByItsPathAtRest() throws {
        let result = try check(.editorCannotClose, raceBound: 2)
        let c = try #require(result.counterexample(for: "noDeadEnd"))
        #expect(c.actions.map(\.description) == ["openRecipe", "answer(0)", "edit"])
        #expect(c.finding == .atRest)
        #expect(result.counterexamples.filter { $0.property == "noDeadEnd" }.count == 1)
        #expect(result.unreproduced == [])
    }

    @Test("a trap, a dead end and a lasso are re-judged from their replay, not taken for nondeterminism")
    func livenessFindingsReplay() throws {
        for defect in [StuckApp.Defect.editorCannotClose, .loadRestarts, .settingsNeverShown] {
            let result = try Explorer(AppMachine(StuckApp(defect: defect)), options: ExplorationOptions(workers: 1)).run()
            #expect(!result.counterexamples.isEmpty)
            #expect(result.unreproduced == [], "\(defect)")
        }
    }
}
