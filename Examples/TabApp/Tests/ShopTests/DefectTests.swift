import NavCheckTesting
import Testing

/// The deliberate defect, switched on here whatever NAVCHECK_EXAMPLE_DEFECT says: NavCheck finds it
/// with the shortest sequence of actions and shows what the user sees at each step, as
/// `NAVCHECK_EXAMPLE_DEFECT=1 swift test` prints it (its replay command sets the variable again).
@Suite struct DefectTests {
    @Test func theRetapDefectIsFoundWithItsShortestSequence() throws {
        let result = try NavCheck.run(AppMachine(ShopSpec(defect: true)), options: .init(traceDirectory: nil, replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]),
                                      module: "ShopTests", test: "navigationHolds()",
                                      environment: ["NAVCHECK_EXAMPLE_DEFECT": "1"])
        // Only this property breaks; each cause it breaks in is a finding, the shortest first.
        #expect(Set(result.failures.map(\.property)) == ["retapFollowsBehavior"])
        let text = try #require(result.failures.first?.text)
        #expect(text == """
            retapFollowsBehavior (transition) in shop, at rest, 3 actions: re-tapping the selected tab does what the platform (or the app) promises, and only to that tab
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              tapTab(account) changed browse: [category(1)] became []; rests on: a re-tap calls the selection setter again (observed on iOS 14 to 16 only)
              actions: openCategory, tapTab(account), tapTab(account)
               0. start                        [browse] browse
               1. openCategory                 [browse] browse › category(1)
               2. tapTab(account)              [account] account
               3. tapTab(account)              [account] account
              the last step changed (- before, + after):
              - browsePath: [category(1)]
              + browsePath: []
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              replay: NAVCHECK_EXAMPLE_DEFECT=1 swift test --filter 'ShopTests.*navigationHolds'

            """)
    }

    @Test func withoutTheDefectEveryPropertyHoldsAndTheExplorationIsComplete() throws {
        let result = try NavCheck.run(AppMachine(ShopSpec(defect: false)), options: .init(traceDirectory: nil),
                                      module: "ShopTests", test: nil)
        #expect(result.holds)
        #expect(result.report?.complete == true)
        #expect(result.vacuousProperties.isEmpty)
        #expect((result.report?.statistics.distinctStates ?? 0) > 50)
    }
}
