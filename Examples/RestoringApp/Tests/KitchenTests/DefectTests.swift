import NavCheckTesting
import Testing

/// The deliberate defect, switched on here whatever NAVCHECK_EXAMPLE_DEFECT says: NavCheck finds it in
/// three actions and shows what the user sees at each step, as `NAVCHECK_EXAMPLE_DEFECT=1 swift test`
/// prints it (its replay command sets the variable again).
@Suite struct DefectTests {
    @Test func theRestoreOrderDefectIsFoundWithItsShortestSequence() throws {
        let result = try NavCheck.run(AppMachine(KitchenSpec(defect: true)),
                                      options: .init(traceDirectory: nil, replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]),
                                      module: "KitchenTests", test: "navigationHolds()",
                                      environment: ["NAVCHECK_EXAMPLE_DEFECT": "1"])
        // The user is not brought back, and what was saved is not what the launch keeps.
        #expect(Set(result.failures.map(\.property)) == ["relaunchReturnsToScreen", "lastSaveIsReadBack"])
        let text = try #require(result.failures.first?.text)
        #expect(text == """
            relaunchReturnsToScreen (contract) in kitchen, at rest, 3 actions: after the system ends the process, the user comes back to the screen they left, or to the declared fallback
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              before the relaunch [kitchen › steps] was shown, after it [kitchen › soup]
              actions: select(kitchen, soup), showSteps, relaunch
               0. start                        [kitchen] | Empty
               1. select(kitchen, soup)        [kitchen ▸ soup] | soup
               2. showSteps                    [kitchen ▸ soup] | soup › steps
               3. relaunch                     [kitchen ▸ soup] | soup
              the last step changed (- before, + after):
              - path: [steps]
              + path: []
              - saved(path): [{"steps":{}}]
              + saved(path): []
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              replay: NAVCHECK_EXAMPLE_DEFECT=1 swift test --filter 'KitchenTests.*navigationHolds'

            """)
    }

    @Test func withoutTheDefectEveryPropertyHoldsAndTheExplorationIsComplete() throws {
        let result = try NavCheck.run(AppMachine(KitchenSpec(defect: false)), options: .init(traceDirectory: nil),
                                      module: "KitchenTests", test: nil)
        #expect(result.holds)
        #expect(result.report?.complete == true)
        // 150 states: the sidebar button's column visibilities are not explored (the router does not bind them).
        #expect((result.report?.statistics.distinctStates ?? 0) > 100)
    }
}
