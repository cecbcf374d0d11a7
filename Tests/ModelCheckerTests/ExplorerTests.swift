import Testing
import Generators
@testable import ModelChecker

@Suite struct ExplorerTests {
    @Test func findsShortestTraceAndFault() throws {
        let result = try Explorer(Counter()).run()
        #expect(result.complete)
        #expect(result.statistics.distinctStates == 6)
        let below = try #require(result.counterexample(for: "belowThree"))
        #expect(below.actions == [.increment, .increment, .increment])
        let fault = try #require(result.counterexample(for: noFaultPropertyName))
        #expect(fault.actions == [.decrement])
        #expect(fault.message == "decrement below zero")
        #expect(result.counterexample(for: "incrementAddsOne") == nil)
        // Shortest first.
        #expect(result.counterexamples.map(\.length) == [1, 3])
    }

    @Test func transitionPropertyViolationEndsWithTheStep() throws {
        var machine = Counter()
        machine.extraProperties = [.transition("resetKeepsZero", "reset from two keeps it") { _, before, action, after in
            .when(action == .reset && before == 2) { .expect(after == 2, "reset to \(after)") }
        }]
        let c = try #require(try Explorer(machine).run().counterexample(for: "resetKeepsZero"))
        #expect(c.actions == [.increment, .increment, .reset])
        let replay = c.replay(on: machine)
        #expect(replay.states == [0, 1, 2, 0])
        #expect(replay.fault == nil)
    }

    @Test func statisticsCountEveryActionAndProperty() throws {
        let s = try Explorer(Counter()).run().statistics
        #expect(s.actions.map(\.action) == ["increment", "decrement", "reset"])
        // States 0...5: increment enabled in 0...4, decrement and reset in all six.
        #expect(s.actions.map(\.enabled) == [5, 6, 6])
        #expect(s.actions.map(\.taken) == [5, 5, 6])
        #expect(s.actions.map(\.newStates) == [5, 0, 0])
        #expect(s.transitions == 16)
        #expect(s.faults == 1)
        #expect(s.depth == 5)
        let below = try #require(s.properties.first { $0.name == "belowThree" })
        #expect(below.evaluated == 6 && below.nonVacuous == 6 && below.violations == 3)
        #expect(s.vacuousProperties.isEmpty)
    }

    @Test func reportsVacuousProperty() throws {
        var machine = Counter()
        machine.extraProperties = [.invariant("neverApplies", "only above a hundred") { _, s in
            .when(s > 100) { .expect(false, "unreachable") }
        }]
        let s = try Explorer(machine).run().statistics
        #expect(s.vacuousProperties == ["neverApplies"])
    }

    @Test(arguments: 1...4)
    func maxDepthCutsAndSaysSo(depth: Int) throws {
        let result = try Explorer(Counter(), options: ExplorationOptions(maxDepth: depth)).run()
        #expect(result.complete == false)
        #expect(result.stopReason == .maxDepth)
        #expect(result.statistics.distinctStates == depth + 1)
    }

    @Test func maxDepthBeyondTheSpaceIsComplete() throws {
        // Depth 5 reaches every state; the steps out of them find nothing new.
        let result = try Explorer(Counter(), options: ExplorationOptions(maxDepth: 5)).run()
        #expect(result.complete)
        #expect(result.statistics.distinctStates == 6)
    }

    @Test func maxStatesStops() throws {
        let result = try Explorer(Counter(), options: ExplorationOptions(maxStates: 3)).run()
        #expect(!result.complete)
        #expect(result.stopReason == .maxStates)
        #expect(result.statistics.distinctStates == 3)
    }

    @Test func stopAtFirstViolation() throws {
        let result = try Explorer(Counter(), options: ExplorationOptions(stopAtFirstViolation: true)).run()
        #expect(result.stopReason == .firstViolation)
        #expect(result.violatedProperties == [noFaultPropertyName])
    }

    @Test func misuseIsAnErrorWithAMessage() {
        var none = Counter()
        none.initial = []
        #expect(throws: CheckError.self) { try Explorer(none) }
        do { _ = try Explorer(none) } catch { #expect(error.code == .noInitialState); #expect(error.message.contains("no initial state")) }

        var twice = Counter()
        twice.extraProperties = [.invariant("belowThree", "again") { _, _ in .holds }]
        do { _ = try Explorer(twice); Issue.record("expected an error") } catch { #expect(error.code == .duplicatePropertyName) }

        for bad in [ExplorationOptions(maxDepth: 0), ExplorationOptions(maxStates: -1), ExplorationOptions(maxSeconds: 0)] {
            do { _ = try Explorer(Counter(), options: bad); Issue.record("expected an error for \(bad)") } catch {
                #expect(error.code == .invalidBound)
            }
        }
    }

    @Test func noActionsIsAnError() {
        struct Empty: StateMachine {
            var name: String { "empty" }
            var initialStates: [Int] { [0] }
            var actions: Generator<Counter.Action> { Generator(count: 0) { _ in .reset } }
            func apply(_ action: Counter.Action, to state: inout Int) throws {}
            func fingerprint(of state: Int, into f: inout Fingerprinter) { f.combine(state) }
            var properties: [Property<Empty>] { [] }
        }
        do { _ = try Explorer(Empty()); Issue.record("expected an error") } catch { #expect(error.code == .noActions) }
    }
}

@Suite struct ProgressTests {
    final class Box: @unchecked Sendable { var reports: [ExplorationProgress] = [] }

    @Test func progressIsReportedOncePerLevel() throws {
        let box = Box()
        let observer = ProgressObserver { box.reports.append($0) }
        let result = try Explorer(Counter(), options: ExplorationOptions(workers: 1, progress: observer)).run()
        #expect(box.reports.map(\.depth) == Array(0...result.statistics.depth))
        #expect(box.reports.map(\.distinctStates) == [1, 2, 3, 4, 5, 6])
        #expect(box.reports.allSatisfy { $0.frontier == 1 })
    }
}
