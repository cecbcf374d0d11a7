import NavCheckTesting
import Testing

/// The deliberate defect, switched on here whatever NAVCHECK_EXAMPLE_DEFECT says: NavCheck finds it
/// with the shortest sequence of actions and shows what the user sees at each step, as
/// `NAVCHECK_EXAMPLE_DEFECT=1 swift test` prints it (its replay command sets the variable again).
@Suite struct DefectTests {
    @Test func theDeepLinkDefectIsFoundWithItsShortestSequence() throws {
        let result = try NavCheck.run(NotesSpec(defect: true), options: .init(traceDirectory: nil, replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]),
                                      module: "NotesAppTests", test: "navigationHolds()",
                                      environment: ["NAVCHECK_EXAMPLE_DEFECT": "1"])
        #expect(result.failures.map(\.property) == ["rootNotInStack", "levelsContiguous"])
        let text = try #require(result.failures.first?.text)
        #expect(text == """
            rootNotInStack (invariant) in notes, at rest, 2 actions: in the split view the detail column's root screen (level 1) is never in its stack
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              level 1 is in the split view's stack: [folder 1]
              actions: resize(.regular), deepLink("notes://folder/1")
               0. start                        Folders
               1. resize(.regular)             [Folders] | Empty
               2. deepLink("notes://folder/1") [Folders ▸ Home] | Home › Home
              the last step changed (- before, + after):
              - selectedFolder: nil
              + selectedFolder: 1
              - path: []
              + path: [folder 1]
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              replay: NAVCHECK_EXAMPLE_DEFECT=1 swift test --filter 'NotesAppTests.*navigationHolds'

            """)
    }

    @Test func withoutTheDefectEveryPropertyHoldsAndTheExplorationIsComplete() throws {
        let result = try NavCheck.run(NotesSpec(defect: false), options: .init(traceDirectory: nil),
                                      module: "NotesAppTests", test: nil)
        #expect(result.holds)
        #expect(result.report?.complete == true)
        #expect(result.vacuousProperties.isEmpty)
        #expect((result.report?.statistics.distinctStates ?? 0) > 20)
    }
}
