import NavCheckTesting
import Testing

/// The deliberate defect, switched on here whatever NAVCHECK_EXAMPLE_DEFECT says: a mention's
/// notification pushes its post onto the tab on screen instead of the mentions tab.
@Suite struct DefectTests {
    @Test func theNotificationDefectIsFoundWithItsShortestSequence() throws {
        let result = try NavCheck.run(AppMachine(SocialSpec(defect: true)),
                                      options: .init(traceDirectory: nil, replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]),
                                      module: "SocialTests", test: "navigationHolds()", environment: ["NAVCHECK_EXAMPLE_DEFECT": "1"])
        // Only this property breaks; each cause it breaks in is a finding, the shortest first.
        #expect(Set(result.failures.map(\.property)) == ["linkShowsItsTarget"])
        let text = try #require(result.failures.first?.text)
        #expect(text == """
            linkShowsItsTarget (transition) in social, at rest, 1 action: a deep link shows exactly its target, from any state
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              notificationTap("mention/2"): tab timeline is selected, not mentions
              actions: notificationTap("mention/2")
               0. start                        [timeline] timeline
               1. notificationTap("mention/2") [timeline] timeline › post(2)
              the last step changed (- before, + after):
              - timeline: []
              + timeline: [post(2)]
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              replay: NAVCHECK_EXAMPLE_DEFECT=1 swift test --filter 'SocialTests.*navigationHolds'

            """)
    }

    @Test func withoutTheDefectEveryPropertyHoldsAndTheExplorationIsComplete() throws {
        let result = try NavCheck.run(AppMachine(SocialSpec(defect: false)), options: .init(traceDirectory: nil),
                                      module: "SocialTests", test: nil)
        #expect(result.holds, "\(result.problems) \(result.failures.map(\.text))")
        #expect(result.report?.complete == true)
        #expect(result.vacuousProperties.isEmpty)
    }
}
