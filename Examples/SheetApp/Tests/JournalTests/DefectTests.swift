import NavCheckTesting
import Testing

/// The deliberate defect, switched on here whatever NAVCHECK_EXAMPLE_DEFECT says: NavCheck finds it
/// with the shortest sequence of actions and shows what the user sees at each step, as
/// `NAVCHECK_EXAMPLE_DEFECT=1 swift test` prints it (its replay command sets the variable again).
@Suite struct DefectTests {
    @Test func theComposerDefectIsFoundWithItsShortestSequence() throws {
        let result = try NavCheck.run(AppMachine(JournalSpec(defect: true)), options: .init(traceDirectory: nil, replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]),
                                      module: "JournalTests", test: "navigationHolds()",
                                      environment: ["NAVCHECK_EXAMPLE_DEFECT": "1"])
        // These two properties break; each cause a property breaks in is a finding, the shortest first.
        #expect(Set(result.failures.map(\.property)) == ["sheetKeepsStacksBeneath", "pushAddsOneScreen"])
        #expect(result.failures.first?.property == "sheetKeepsStacksBeneath")
        let text = try #require(result.failures.first?.text)
        #expect(text == """
            sheetKeepsStacksBeneath (transition) in journal, at rest, 3 actions: presenting or dismissing a sheet never changes the stacks beneath it
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              cancel changed journal beneath composer: [entry(1)] became []
              actions: openEntry, compose, cancel
               0. start                        journal
               1. openEntry                    journal › entry(1)
               2. compose                      journal › entry(1) ⧉ composer(draft(""))
               3. cancel                       journal
              the last step changed (- before, + after):
              - path: [entry(1)]
              + path: []
              - draft: draft("")
              + draft: nil
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              replay: NAVCHECK_EXAMPLE_DEFECT=1 swift test --filter 'JournalTests.*navigationHolds'

            """)
    }

    @Test func withoutTheDefectEveryPropertyHoldsAndTheExplorationIsComplete() throws {
        let result = try NavCheck.run(AppMachine(JournalSpec(defect: false)), options: .init(traceDirectory: nil),
                                      module: "JournalTests", test: nil)
        #expect(result.holds)
        #expect(result.report?.complete == true)
        #expect(result.vacuousProperties.isEmpty)
        #expect((result.report?.statistics.distinctStates ?? 0) > 30)
    }
}
