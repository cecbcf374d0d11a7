import NavCheckTesting
import Testing

/// The deliberate defect, switched on here whatever NAVCHECK_EXAMPLE_DEFECT says: NavCheck finds it
/// with the fewest taps while work is pending, and among those the shortest sequence of actions and shows what the user sees at each step, as
/// `NAVCHECK_EXAMPLE_DEFECT=1 swift test` prints it (its replay command sets the variable again).
@Suite struct DefectTests {
    @Test func theLateAnswerDefectIsFoundAsARace() throws {
        let result = try NavCheck.run(AppMachine(NewsSpec(defect: true)), options: .init(traceDirectory: nil, replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]),
                                      module: "NewsTests", test: "navigationHolds()",
                                      environment: ["NAVCHECK_EXAMPLE_DEFECT": "1"])
        // Only this property breaks; each cause it breaks in is a finding, the shortest first.
        #expect(Set(result.failures.map(\.property)) == ["answerStaysInItsStack"])
        #expect(result.failures.first?.violation.finding == .race)
        let text = try #require(result.failures.first?.text)
        #expect(text == """
            answerStaysInItsStack (transition) in news, race, 5 actions: an answer changes only the stack and screen it belongs to
              kind: race: needs a touch while an effect is pending (in the frame before a handler runs, or before a load is answered)
              cause: tapTab(saved) tapped while answer(0), answer(0) was pending
              related(1) (from news › article(1)) changed saved: [] became [article(2)]
              actions: openHeadline, answer(0), related, tapTab(saved), answer(0)
               0. start                        [news] news
               1. openHeadline                 [news] news › article(1) ⏳ loadBody(1)
               2. answer(0)                    [news] news › article(1)
               3. related                      [news] news › article(1) ⏳ related(1)
               4. tapTab(saved)                [saved] saved ⏳ related(1) (off view)
               5. answer(0)                    [saved] saved › article(2) ⏳ loadBody(2)
              the last step changed (- before, + after):
              - savedPath: []
              + savedPath: [article(2)]
              - pending: [related(1) (off view)]
              + pending: [loadBody(2)]
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              replay: NAVCHECK_EXAMPLE_DEFECT=1 swift test --filter 'NewsTests.*navigationHolds'

            """)
    }

    @Test func withoutTheDefectEveryPropertyHoldsAndTheExplorationIsComplete() throws {
        let result = try NavCheck.run(AppMachine(NewsSpec(defect: false)), options: .init(traceDirectory: nil),
                                      module: "NewsTests", test: nil)
        #expect(result.holds)
        #expect(result.report?.complete == true)
        #expect(result.vacuousProperties.isEmpty)
        #expect((result.report?.statistics.distinctStates ?? 0) > 300)
    }
}
