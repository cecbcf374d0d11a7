import NavCheckTesting
import Testing

/// The deliberate defect, switched on here whatever NAVCHECK_EXAMPLE_DEFECT says: NavCheck finds it on
/// the iPad with the shortest sequence of actions and shows what the user sees at each step, as
/// `NAVCHECK_EXAMPLE_DEFECT=1 swift test` prints it (its replay command sets the variable again). An
/// iPhone never changes its size class, so there the defect cannot happen.
@Suite struct DefectTests {
    @Test func theResizeDefectIsFoundOnIPadWithItsShortestSequence() throws {
        let result = try NavCheck.run(AppMachine(WorkoutsSpec(profile: .iPad, defect: true)),
                                      options: .init(traceDirectory: nil, replayVariables: ["NAVCHECK_EXAMPLE_DEFECT"]),
                                      module: "WorkoutsTests", test: "navigationHoldsOnIPad()",
                                      environment: ["NAVCHECK_EXAMPLE_DEFECT": "1"])
        // Only this property breaks; each cause it breaks in is a finding, the shortest first.
        #expect(Set(result.failures.map(\.property)) == ["detailStackSurvivesResize"])
        let text = try #require(result.failures.first?.text)
        #expect(text == """
            detailStackSurvivesResize (hypothetical) in workouts, at rest, 2 actions: a size change keeps every split view's detail stack
              kind: at rest: seen in a state with no pending effect, reached by touches on what is on screen
              resize(.compact), answer(0): exercises [sets] became []
              actions: select(exercises, squat), showSets
               0. start                        [exercises] [exercises] | Empty
               1. select(exercises, squat)     [exercises] [exercises ▸ squat] | squat
               2. showSets                     [exercises] [exercises ▸ squat] | squat › sets
              the last step changed (- before, + after):
              - detailPath: []
              + detailPath: [sets]
              found by: exhaustive breadth-first search (a shortest sequence; no seed)
              replay: NAVCHECK_EXAMPLE_DEFECT=1 swift test --filter 'WorkoutsTests.*navigationHoldsOnIPad'

            """)
    }

    @Test func onIPhoneTheDefectCannotHappen() throws {
        let result = try NavCheck.run(AppMachine(WorkoutsSpec(profile: .iPhone, defect: true)), options: .init(traceDirectory: nil),
                                      module: "WorkoutsTests", test: nil)
        #expect(result.holds)
        #expect(result.report?.complete == true)
    }

    @Test func withoutTheDefectEveryPropertyHoldsAndTheExplorationIsComplete() throws {
        for profile in [PlatformProfile.iPad, .iPhone] {
            let result = try NavCheck.run(AppMachine(WorkoutsSpec(profile: profile, defect: false)), options: .init(traceDirectory: nil),
                                          module: "WorkoutsTests", test: nil)
            #expect(result.holds, "\(profile)")
            #expect(result.report?.complete == true, "\(profile)")
            #expect((result.report?.statistics.distinctStates ?? 0) > 20, "\(profile)")
        }
    }
}
