import Testing
@testable import ModelChecker

@Suite struct ShrinkerTests {
    let machine = CounterMachine()
    // Alphabet: 0 increment, 1 reset, 2 add(1), 3 add(2), 4 add(3).

    @Test func cutsAfterTheViolationThenDeletesAndSimplifies() throws {
        // increment ×4, reset, add(1) ×2, add(2) ×3 reaches 8 ≥ 7 at the last step.
        let long = [0, 0, 0, 0, 1, 2, 2, 3, 3, 3, 0, 0]
        let result = try #require(Shrinker(machine).shrink(long, property: "belowLimit"))
        #expect(result.originalLength == 10)
        // Deletion leaves increment, add(2) ×3; an exchange gives add(3), add(2), add(2), which no
        // single simplification improves (add(1) or increment instead of any of them falls short).
        #expect(result.actionIndices == [4, 3, 3])
        #expect(result.message == "7 ≥ 7")
        #expect(result.shrinkSteps > 0)
        #expect(result.attempts > result.shrinkSteps)
    }

    @Test func returnsNilForASequenceThatDoesNotViolateTheProperty() {
        #expect(Shrinker(machine).shrink([0, 0], property: "belowLimit") == nil)
        #expect(Shrinker(machine).shrink([4, 4, 4], property: "resetEmpties") == nil)
    }

    @Test func keepsOnlyCandidatesWhoseActionsAreEnabled() throws {
        // reset is enabled only above zero: the shrunk trace for the crash needs a reset after a step.
        let crashing = CounterMachine(withCrash: true)
        // crash is index 5; it faults from 2 upwards.
        let result = try #require(Shrinker(crashing).shrink([0, 2, 1, 3, 4, 0, 5], property: "noFault"))
        #expect(result.actionIndices == [3, 5])
        for length in 0..<result.actionIndices.count {
            #expect(crashing.replay(actionIndices: Array(result.actionIndices.prefix(length))).blocked == nil)
        }
    }

    @Test func neverAcceptsAnActionThatIsNotEnabled() throws {
        // A machine whose only violation needs increment before reset; deleting the increment would
        // leave a reset at zero, which is not enabled.
        let zero = CounterMachine(limit: 100)
        let violation = zero.replay(actionIndices: [0, 1])
        #expect(violation.violations.isEmpty)
        #expect(Shrinker(zero).shrink([1], property: "belowLimit") == nil)
    }

    @Test func reachesTheBreadthFirstLengthFromManyStartingSequences() throws {
        let shortest = try #require(try Explorer(machine).run().counterexample(for: "belowLimit"))
        #expect(shortest.length == 3)
        var sequence: [Int] = []
        var lengths: [Int] = []
        for i in 0..<40 {
            sequence.append([0, 2, 3, 0, 1, 2][i % 6])
            guard let result = Shrinker(machine).shrink(sequence + [4, 4, 4], property: "belowLimit") else { continue }
            lengths.append(result.actionIndices.count)
        }
        #expect(lengths.count == 40)
        #expect(Set(lengths) == [3])
    }

    @Test func orderIsLengthThenAlphabetOrder() {
        #expect(Shrinker<CounterMachine>.isSmaller([4], than: [0, 0]))
        #expect(Shrinker<CounterMachine>.isSmaller([0, 4], than: [1, 0]))
        #expect(!Shrinker<CounterMachine>.isSmaller([1, 0], than: [1, 0]))
    }

    @Test func buildsACounterexampleWithThePropertysKindAndMeaning() throws {
        let shrinker = Shrinker(machine)
        let result = try #require(shrinker.shrink([4, 4, 4], property: "belowLimit"))
        let counterexample = shrinker.counterexample(result, property: "belowLimit")
        #expect(counterexample.kind == .invariant)
        #expect(counterexample.meaning == "the counter stays below the limit")
        #expect(result.actionIndices == [0, 4, 4])
        #expect(counterexample.actions == [.increment, .add(3), .add(3)])
        #expect(counterexample.actionIndices == result.actionIndices)
    }
}
