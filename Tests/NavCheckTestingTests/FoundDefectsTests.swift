@testable import NavCheckTesting
import Testing

/// What a check has found, as the random walks after a search ask it: a defect, not a property.
@Suite struct FoundDefectsTests {
    private func counterexample(_ actions: [AppMachine<ComposerApp>.Action], defect: Defect) -> Counterexample<AppMachine<ComposerApp>> {
        Counterexample(property: "draftGoesWithComposer", kind: .transition, meaning: "", message: "a draft is left behind",
                       initialState: 0, actions: actions, actionIndices: [], finding: .atRest, defect: defect)
    }

    @Test("a walk's counterexample of a property already broken is new when its defect is, and not when it is a finding's or what one also breaks")
    func aDefectIsFoundOnce() {
        var found = CheckFailures(machine: AppMachine(ComposerApp()), traceDirectory: nil, module: "M", test: nil, environment: [:],
                                  replayVariables: [])
        let handoff = Defect(step: "entry", part: "sheet composer"), swipe = Defect(step: "swipe-down", part: "stack feed")
        let folded = Counterexample<AppMachine<ComposerApp>>(property: "other", kind: .transition, meaning: "", message: "m",
                                                             initialState: 0, actions: [.user(.compose)], actionIndices: [],
                                                             finding: .atRest, defect: swipe)
        found.add(counterexample([.user(.compose)], defect: handoff), origin: .exhaustive, trace: .exhaustive, bounds: "", seed: nil,
                  alsoBreaks: [folded])
        #expect(found.hasDefect(of: counterexample([.user(.compose), .user(.close)], defect: handoff)))
        #expect(!found.hasDefect(of: counterexample([.user(.compose)], defect: swipe)))
        #expect(found.hasDefect(of: folded))
    }
}
