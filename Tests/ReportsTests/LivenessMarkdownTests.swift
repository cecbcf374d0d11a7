import ModelChecker
import NavigationSpecs
import Testing
@testable import Reports

@Suite struct LivenessMarkdownTests {
    /// A finding of the adaptive seed, redrawn as a lasso whose loop starts after its first action.
    static var lasso: CheckReport.Violation {
        var v = BaselineComparisonTests.seed.violations[0]
        v.property = "workSettles"
        v.kind = .eventually
        v.loopStart = 1
        return v
    }

    @Test func aLassoIsDrawnAsAPathAndItsLoop() {
        let v = Self.lasso
        let md = MarkdownReport.counterexample(v)
        #expect(md.contains("*\(v.meaning)* (eventually)"))
        #expect(md.contains("| 2 | ↻ `\(v.actions[1])` |"))
        #expect(md.contains("A lasso: steps 1 to 1 lead to step 1; steps 2 to \(v.steps.count - 1) (↻) come back to it, and repeat for ever."))
        // In the diagram, the last step goes back to the state the loop starts from.
        let last = v.steps.count - 1
        #expect(md.contains("  s\(last - 1) -->|\"\(MarkdownReport.mermaid(v.actions[last - 1]))\"| s1\n"))
        #expect(!md.contains("  s\(last)[\""))
    }

    @Test func aTrapListsTheScreensStillReachable() {
        var v = BaselineComparisonTests.seed.violations[0]
        v.kind = .canAlwaysReach
        v.reachableScreens = ["Sidebar › Root 1", "Sidebar"]
        #expect(MarkdownReport.counterexample(v).contains("Still reachable from the last state: `Sidebar › Root 1`, `Sidebar`.\n"))
    }
}

@Suite struct LivenessJUnitTests {
    @Test func aLivenessFindingSaysItsKindAndWhereItsLoopStarts() {
        let v = LivenessMarkdownTests.lasso
        let rest = v.actions.dropFirst().joined(separator: ", ")
        #expect(JUnitReport.describe(v) == "workSettles (eventually, \(v.finding)), \(v.length) actions: \(v.actions[0]) ↻ \(rest)")
    }
}
