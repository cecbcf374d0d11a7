import Generators
import Testing
@testable import ModelChecker

@Suite("Liveness: sometimes, canAlwaysReach, eventually")
struct LivenessTests {
    func explore(_ m: LivenessMachine, _ options: ExplorationOptions = ExplorationOptions(workers: 1)) throws -> ExplorationResult<LivenessMachine> {
        try Explorer(m, options: options).run()
    }

    func names(_ c: Counterexample<LivenessMachine>?) -> [String] { c?.actions.map(\.description) ?? [] }

    @Test("a correct app holds every liveness property, and the statistics say what was kept")
    func correctAppHolds() throws {
        let result = try explore(LivenessMachine(checked: ["detailShown", "canGoHome", "loadSettles", "restRecurs", "restRecursUnfair"]))
        #expect(result.complete)
        #expect(result.counterexamples.isEmpty)
        let liveness = try #require(result.statistics.liveness)
        #expect(liveness.transitions > 0)
        #expect(liveness.bytesPerTransition == 6)
        #expect(liveness.transitionBytes == liveness.transitions * 6)
        #expect(liveness.unexpandedStates == 0)
        #expect(liveness.notJudged == nil)
        #expect(result.statistics.vacuousProperties.isEmpty)
    }

    @Test("sometimes: a goal no reachable state reaches is a finding of its own kind, with the bounds")
    func sometimesWitness() throws {
        let result = try explore(LivenessMachine(checked: ["deepShown", "detailShown"]))
        let c = try #require(result.counterexample(for: "deepShown"))
        #expect(c.kind == .sometimes)
        #expect(c.actions.isEmpty)
        #expect(c.message == "no reachable state reaches it: all 8 states within the spec's bounds were explored")
        #expect(result.counterexample(for: "detailShown") == nil)
    }

    @Test("sometimes is not judged when a bound cut the search, and the statistics say why")
    func sometimesNotJudgedWhenPartial() throws {
        let result = try explore(LivenessMachine(checked: ["deepShown"]), ExplorationOptions(maxDepth: 1, workers: 1))
        #expect(!result.complete)
        #expect(result.counterexamples.isEmpty)
        let liveness = try #require(result.statistics.liveness)
        #expect(liveness.unjudgedProperties == ["deepShown"])
        #expect(liveness.notJudged == "the search was cut short (maxDepth): a goal no explored state reaches may be reached beyond")
        #expect(liveness.unexpandedStates > 0)
    }

    @Test("canAlwaysReach: a shortest path to a trap, and the screens still reachable from it")
    func canAlwaysReachWitness() throws {
        let result = try explore(LivenessMachine(lockTraps: true, checked: ["canGoHome"]))
        let c = try #require(result.counterexample(for: "canGoHome"))
        #expect(c.kind == .canAlwaysReach)
        #expect(names(c) == ["open", "open", "lock"])
        #expect(c.reachableScreens == ["depth 2 locked", "depth 2 locked loading"])
        #expect(c.message == "from here no path of the allowed steps reaches it; 2 states can still be reached, on 2 screens")
        #expect(c.finding == .atRest)
        #expect(try explore(LivenessMachine(lockTraps: false, checked: ["canGoHome"])).counterexamples.isEmpty)
    }

    @Test("a state whose successors were not explored is never judged stuck")
    func unexploredStatesAreNotTraps() throws {
        // At depth 2 the trap is reached but not expanded: nothing is proven.
        let cut = try explore(LivenessMachine(lockTraps: true, checked: ["canGoHome"]), ExplorationOptions(maxDepth: 3, workers: 1))
        #expect(!cut.complete)
        #expect(cut.counterexamples.isEmpty)
        // One level deeper, the trap and everything it reaches were explored: the finding is proven.
        let deeper = try explore(LivenessMachine(lockTraps: true, checked: ["canGoHome"]), ExplorationOptions(maxDepth: 5, workers: 1))
        #expect(names(deeper.counterexample(for: "canGoHome")) == ["open", "open", "lock"])
    }

    @Test("eventually: work that re-starts itself is a lasso, a path and its loop")
    func eventuallyLasso() throws {
        let result = try explore(LivenessMachine(loadRestarts: true, checked: ["loadSettles"]))
        let c = try #require(result.counterexample(for: "loadSettles"))
        #expect(c.kind == .eventually)
        #expect(names(c) == ["load", "answer"])
        #expect(c.loopStart == 1)
        #expect(c.message.hasPrefix("a loop of 1 step from here never reaches it"))
        #expect(try explore(LivenessMachine(loadRestarts: false, checked: ["loadSettles"])).counterexamples.isEmpty)
    }

    @Test("eventually assumes weak fairness of the answers: taps alone may not keep the work pending")
    func eventuallyIsFair() throws {
        let race = LivenessMachine(offered: .race, checked: ["restRecurs", "restRecursUnfair"])
        let result = try explore(race)
        #expect(result.counterexample(for: "restRecurs") == nil)
        let unfair = try #require(result.counterexample(for: "restRecursUnfair"))
        // A tap while the load is pending makes the path a race: the loop is among the states it reaches.
        #expect(unfair.loopStart == 1)
        #expect(names(unfair) == ["load", "open", "back"])
        #expect(unfair.finding == .race)
        // The loop comes back to the state it starts from.
        let states = unfair.replay(on: race).states
        #expect(states[unfair.loopStart!] == states.last)
    }

    @Test("the same findings and counts on one worker and on two", arguments: [false, true])
    func sameOnEveryNumberOfWorkers(race: Bool) throws {
        let m = LivenessMachine(lockTraps: true, loadRestarts: true, offered: race ? .race : .ui)
        let one = try explore(m, ExplorationOptions(workers: 1))
        let two = try explore(m, ExplorationOptions(workers: 2))
        #expect(one.counterexamples.map(\.property) == two.counterexamples.map(\.property))
        #expect(one.counterexamples.map(\.actionIndices) == two.counterexamples.map(\.actionIndices))
        #expect(one.counterexamples.map(\.loopStart) == two.counterexamples.map(\.loopStart))
        var a = one.statistics, b = two.statistics
        a.seconds = 0; b.seconds = 0
        #expect(a == b)
        #expect(a.liveness?.transitions == a.transitions)
        // The load that re-starts itself breaks every `eventually`, fair or not.
        #expect(Set(one.counterexamples.map(\.property)) == ["deepShown", "canGoHome", "loadSettles", "restRecurs", "restRecursUnfair"])
    }
}

@Suite("Liveness findings in reports and trace files")
struct LivenessReportTests {
    @Test("the text of a lasso shows its loop, and a trap the screens still reachable")
    func text() throws {
        let m = LivenessMachine(loadRestarts: true, checked: ["loadSettles"])
        let lasso = try #require(try Explorer(m, options: ExplorationOptions(workers: 1)).run().report(on: m).violations.first)
        #expect(lasso.loopStart == 1)
        let lines = lasso.text(entry: "liveness").split(separator: "\n").map(String.init)
        #expect(Array(lines[6...9]) == ["   1. load                         depth 0 loading",
                                        "  loop (back to step 1):",
                                        "   2. answer                       depth 0 loading",
                                        "  … and again from step 1, for ever"])
        let trapped = LivenessMachine(lockTraps: true, checked: ["canGoHome"])
        let trap = try #require(try Explorer(trapped, options: ExplorationOptions(workers: 1)).run().report(on: trapped).violations.first)
        #expect(trap.reachableScreens == ["depth 2 locked", "depth 2 locked loading"])
        #expect(trap.text(entry: "liveness").contains("  still reachable from here: depth 2 locked · depth 2 locked loading\n"))
    }

    @Test("a liveness trace file keeps the loop, and replay re-judges it on the app as it is now", arguments: ["loadSettles", "canGoHome", "deepShown"])
    func traceReplay(property: String) throws {
        let broken = LivenessMachine(lockTraps: true, loadRestarts: true, checked: [property])
        let c = try #require(try Explorer(broken, options: ExplorationOptions(workers: 1)).run().counterexample(for: property))
        let file = broken.traceFile(for: c, entry: "liveness", subject: "liveness", bounds: "", alphabetName: "ui",
                                    expected: .violates, origin: .exhaustive(raceBound: nil))
        let decoded = try TraceCoding.decode(LivenessMachine.Action.self, from: try TraceCoding.encode(file))
        #expect(decoded.loopStart == c.loopStart)
        #expect(decoded.kind == c.kind)
        let verdict = try broken.replay(decoded)
        #expect(verdict.matches, "\(verdict.message)")
        #expect(verdict.message.hasPrefix("still violates \(property)"))
        // On the corrected machine the same actions no longer show the finding (a third screen is
        // never shown by either, so `deepShown` still reproduces there).
        let fixed = LivenessMachine(lockTraps: false, loadRestarts: false, checked: [property])
        let again = try fixed.replay(decoded)
        #expect(again.matches == (property == "deepShown"), "\(again.message)")
    }
}
