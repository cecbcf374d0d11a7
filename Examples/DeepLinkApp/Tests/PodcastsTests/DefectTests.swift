import NavCheckTesting
import Testing

/// The deliberate defect, switched on here whatever NAVCHECK_EXAMPLE_DEFECT says: NavCheck finds it
/// with the shortest sequence of actions and shows what the user sees at each step, as
/// `NAVCHECK_EXAMPLE_DEFECT=1 swift test` prints it (its replay command sets the variable again).
@Suite struct DefectTests {
    @Test func thePlayerDefectIsFoundWithItsShortestSequence() throws {
        let result = try NavCheck.run(AppMachine(PodcastSpec(defect: true)), options: .init(traceDirectory: nil, replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]),
                                      module: "PodcastsTests", test: "navigationHolds()",
                                      environment: ["NAVCHECK_EXAMPLE_DEFECT": "1"])
        // Only this property breaks; each cause it breaks in is a finding, the shortest first.
        #expect(Set(result.failures.map(\.property)) == ["linkNotHiddenUnderSheet"])
        let text = try #require(result.failures.first?.text)
        #expect(text == """
            linkNotHiddenUnderSheet (transition) in podcasts, at rest, 2 actions: what a deep link shows is not hidden under a sheet
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              openURL("pods://show/3"): library is under player
              actions: openPlayer, openURL("pods://show/3")
               0. start                        [library] library
               1. openPlayer                   [library] library ⧉ player
               2. openURL("pods://show/3")     [library] library › show(3) ⧉ player
              the last step changed (- before, + after):
              - libraryPath: []
              + libraryPath: [show(3)]
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              replay: NAVCHECK_EXAMPLE_DEFECT=1 swift test --filter 'PodcastsTests.*navigationHolds'

            """)
    }

    @Test func withoutTheDefectEveryPropertyHoldsAndTheExplorationIsComplete() throws {
        let result = try NavCheck.run(AppMachine(PodcastSpec(defect: false)), options: .init(traceDirectory: nil),
                                      module: "PodcastsTests", test: nil)
        #expect(result.holds)
        #expect(result.report?.complete == true)
        #expect(result.vacuousProperties.isEmpty)
        #expect((result.report?.statistics.distinctStates ?? 0) > 100)
    }
}
