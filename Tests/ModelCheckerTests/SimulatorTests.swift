import Testing
@testable import ModelChecker

@Suite struct SimulatorTests {
    let machine = CounterMachine()

    @Test(arguments: 1...24)
    func findsTheViolationAndShrinksItToTheBreadthFirstLength(seed: UInt64) throws {
        let result = try Simulator(machine, options: SimulationOptions(seed: seed, runs: 50, steps: 30)).run()
        let found = try #require(result.counterexample(for: "belowLimit"))
        #expect(found.counterexample.length == 3)
        #expect(found.originalLength >= 3)
        #expect(machine.replay(found.counterexample.actions).violation(of: "belowLimit")?.step == 3)
    }

    @Test func theSameSeedGivesTheSameWalksAndTheSameShrunkTraces() throws {
        let options = SimulationOptions(seed: 7, runs: 30, steps: 25, swarm: true)
        let a = try Simulator(machine, options: options).run()
        let b = try Simulator(machine, options: options).run()
        var sa = a.statistics, sb = b.statistics
        sa.seconds = 0; sb.seconds = 0
        #expect(sa == sb)
        #expect(a.counterexamples.map(\.counterexample.actionIndices) == b.counterexamples.map(\.counterexample.actionIndices))
        #expect(a.counterexamples.map(\.originalActionIndices) == b.counterexamples.map(\.originalActionIndices))
        #expect(a.counterexamples.map(\.run) == b.counterexamples.map(\.run))
    }

    @Test func differentSeedsGiveDifferentWalks() throws {
        let a = try Simulator(machine, options: SimulationOptions(seed: 1, runs: 5, steps: 25)).run()
        let b = try Simulator(machine, options: SimulationOptions(seed: 2, runs: 5, steps: 25)).run()
        #expect(a.statistics.actions.map(\.taken) != b.statistics.actions.map(\.taken))
    }

    @Test func countsRunsStepsAndProperties() throws {
        let result = try Simulator(CounterMachine(limit: 1000), options: SimulationOptions(seed: 3, runs: 10, steps: 4)).run()
        #expect(result.runsCompleted == 10)
        #expect(result.stopReason == nil)
        #expect(result.counterexamples.isEmpty)
        let s = result.statistics
        #expect(s.transitions == 40)
        #expect(s.generatedStates == 50)
        #expect(s.depth == 4)
        #expect(s.actions.map(\.taken).reduce(0, +) == 40)
        #expect(s.properties.map(\.name) == ["belowLimit", "resetEmpties", "neverApplicable", "noFault"])
        #expect(s.properties[0].evaluated == 50)
        #expect(s.properties[1].evaluated == 40)
        #expect(s.vacuousProperties == ["neverApplicable"])
        #expect(s.distinctStates <= s.generatedStates)
    }

    @Test func stopsWhenEveryTargetIsFound() throws {
        let result = try Simulator(machine, options: SimulationOptions(seed: 5, runs: 1000, steps: 30,
                                                                      targets: ["belowLimit"])).run()
        #expect(result.stopReason == .targetsFound)
        #expect(result.runsCompleted == (result.counterexample(for: "belowLimit")?.run ?? -1) + 1)
    }

    @Test func aFaultEndsTheWalkAndIsShrunkAsNoFault() throws {
        let crashing = CounterMachine(limit: 1000, withCrash: true)
        let result = try Simulator(crashing, options: SimulationOptions(seed: 11, runs: 20, steps: 30)).run()
        let found = try #require(result.counterexample(for: "noFault"))
        #expect(found.counterexample.kind == .fault)
        #expect(found.counterexample.actions == [.add(2), .crash])
        #expect(result.statistics.faults > 0)
    }

    @Test func weightsSteerTheChoice() throws {
        var heavy = CounterMachine(limit: 1000)
        heavy.incrementWeight = 50
        let result = try Simulator(heavy, options: SimulationOptions(seed: 9, runs: 20, steps: 5)).run()
        let taken = result.statistics.actions.map(\.taken)
        #expect(taken[0] > 3 * taken[1...].reduce(0, +))
    }

    @Test func swarmWalksLeaveSomeActionsOut() throws {
        let plain = try Simulator(machine, options: SimulationOptions(seed: 4, runs: 1, steps: 6)).run()
        let swarm = try Simulator(CounterMachine(limit: 1000), options: SimulationOptions(seed: 4, runs: 1, steps: 30, swarm: true)).run()
        #expect(plain.options.swarm == false)
        let usedKinds = swarm.statistics.actions.filter { $0.taken > 0 }.count
        #expect(usedKinds < 5)
    }

    @Test func rejectsEmptyBudgets() {
        #expect(throws: CheckError.self) { try Simulator(machine, options: SimulationOptions(seed: 1, runs: 0)) }
        #expect(throws: CheckError.self) { try Simulator(machine, options: SimulationOptions(seed: 1, steps: -1)) }
        #expect(throws: CheckError.self) { try Simulator(machine, options: SimulationOptions(seed: 1, maxSeconds: 0)) }
    }

    @Test func aTimeBudgetStopsTheWalks() throws {
        let result = try Simulator(CounterMachine(limit: 1000), options: SimulationOptions(seed: 1, runs: 100_000_000, steps: 50,
                                                                                          maxSeconds: 0.05)).run()
        #expect(result.stopReason == .maxSeconds)
        #expect(result.runsCompleted < 100_000_000)
    }
}
