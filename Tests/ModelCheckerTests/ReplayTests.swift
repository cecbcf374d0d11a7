import Testing
@testable import ModelChecker

@Suite struct ReplayTests {
    let machine = CounterMachine()

    @Test func reportsTheFirstViolationOfEachPropertyWithItsStep() {
        let result = machine.replay([.add(3), .add(3), .increment, .increment])
        #expect(result.executedSteps == 4)
        #expect(result.blocked == nil)
        #expect(result.violations == [.init(property: "belowLimit", kind: .invariant, step: 3, message: "7 ≥ 7", finding: .atRest)])
    }

    @Test func stopsAtTheViolationAskedFor() {
        let result = machine.replay([.add(3), .add(3), .increment, .increment], stopAtViolationOf: "belowLimit")
        #expect(result.executedSteps == 3)
        #expect(result.violation(of: "belowLimit")?.step == 3)
    }

    @Test func aPassingRunHasNoViolation() {
        let result = machine.replay([.increment, .reset, .add(2)])
        #expect(result.executedSteps == 3)
        #expect(result.violations.isEmpty)
        #expect(result.blocked == nil)
    }

    @Test func anActionThatIsNotEnabledBlocksTheRunAtItsStep() {
        let result = machine.replay([.increment, .reset, .reset, .add(3)])
        #expect(result.executedSteps == 2)
        #expect(result.blocked == .init(step: 3, action: "reset", reason: "it is not enabled here"))
    }

    @Test func aStateOutsideTheBoundsBlocksTheNextAction() {
        let big = CounterMachine(limit: 100)
        let result = big.replay(Array(repeating: .add(3), count: 8))
        #expect(result.executedSteps == 7)
        #expect(result.blocked?.step == 8)
        #expect(result.blocked?.reason == "the state before it lies outside the spec's bounds")
    }

    @Test func aFaultIsANoFaultViolationAtItsStep() {
        let crashing = CounterMachine(withCrash: true)
        let result = crashing.replay([.crash, .add(2), .crash, .increment])
        #expect(result.executedSteps == 3)
        #expect(result.violations == [.init(property: "noFault", kind: .fault, step: 3, message: "crash at 2", finding: .atRest)])
    }

    @Test func replaysByAlphabetIndex() {
        // increment, reset, add(1), add(2), add(3)
        let result = machine.replay(actionIndices: [4, 4, 0])
        #expect(result.violation(of: "belowLimit")?.step == 3)
    }

    @Test func anUnknownInitialStateBlocksAtStepZero() {
        let result = machine.replay([.increment], from: 3)
        #expect(result.blocked?.step == 0)
    }
}
