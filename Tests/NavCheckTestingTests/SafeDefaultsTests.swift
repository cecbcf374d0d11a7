import Foundation
import NavCheckTesting
import Testing

/// Two tabs, a stack per tab over two routes, at most four deep: 2 · 31 · 31 = 1,922 states. Its pop
/// to root on the second tab also clears the first tab's stack when the first shows [1, 0] and the
/// second [0, 1]: a defect six actions deep.
struct TwoTabs: StateMachine {
    struct State: Hashable, Sendable {
        var tab = 0
        var stacks: [[Int]] = [[], []]
    }
    enum Action: Hashable, Codable, Sendable, CustomStringConvertible {
        case selectTab(Int), push(Int), pop, popToRoot
        var description: String {
            switch self {
            case .selectTab(let t): "selectTab(\(t))"
            case .push(let r): "push(\(r))"
            case .pop: "pop"
            case .popToRoot: "popToRoot"
            }
        }
    }
    var depth = 4
    var vacuous = false
    var name: String { "two-tabs" }
    var initialStates: [State] { [State()] }
    var actions: Generator<Action> { .element(of: [.selectTab(0), .selectTab(1), .push(0), .push(1), .pop, .popToRoot]) }
    func isEnabled(_ a: Action, in s: State) -> Bool {
        switch a {
        case .selectTab(let t): t != s.tab
        case .push: s.stacks[s.tab].count < depth
        case .pop, .popToRoot: !s.stacks[s.tab].isEmpty
        }
    }
    func apply(_ a: Action, to s: inout State) throws {
        switch a {
        case .selectTab(let t): s.tab = t
        case .push(let r): s.stacks[s.tab].append(r)
        case .pop: s.stacks[s.tab].removeLast()
        case .popToRoot:
            if s.tab == 1, s.stacks[0] == [1, 0], s.stacks[1] == [0, 1] { s.stacks[0] = [] }
            s.stacks[s.tab] = []
        }
    }
    func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.tab)
        for stack in s.stacks {
            f.combine(stack.count)
            for r in stack { f.combine(r) }
        }
    }
    var properties: [Property<TwoTabs>] {
        var all: [Property<TwoTabs>] = [
            .transition("otherTabKept", "an action in one tab keeps the other tab's stack") { _, before, action, after in
                if case .selectTab = action { return .notApplicable }
                let other = 1 - before.tab
                return .expect(before.stacks[other] == after.stacks[other], "\(before.stacks[other]) became \(after.stacks[other])")
            },
        ]
        if vacuous {
            all.append(.invariant("neverDeeperThanTen", "no stack is deeper than ten") { _, s in
                .when(s.stacks.contains { $0.count > 10 }) { .violated("too deep") }
            })
        }
        return all
    }
}

@Suite struct SafeDefaultsTests {
    @Test("the default random budget finds a defect six actions deep in a 1,922-state app, for every seed")
    func defaultRandomBudgetFindsASixStepDefect() throws {
        let exhaustive = try Explorer(TwoTabs(), options: .init()).run()
        #expect(exhaustive.statistics.distinctStates == 1_922)
        #expect(exhaustive.counterexamples.map(\.actions.count) == [6])
        for seed in UInt64(0)..<10 {
            let options = NavCheckOptions(exhaustive: nil, random: SimulationOptions(seed: seed), traceDirectory: nil)
            let result = try NavCheck.run(TwoTabs(), options: options, module: "M", test: nil)
            #expect(result.failures.map(\.property) == ["otherTabKept"], "seed \(seed) missed the defect")
        }
    }

    @Test("a check cut by a bound fails as PARTIAL, naming the bound and how to raise it, unless allowed")
    func partialFails() throws {
        let cut = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 10), traceDirectory: nil)
        var spec = TwoTabs()
        spec.depth = 1
        let result = try NavCheck.run(spec, options: cut, module: "M", test: nil)
        #expect(result.partial)
        #expect(!result.holds)
        #expect(result.problems == ["NavCheck two-tabs: PARTIAL: the exploration was cut by max states 10 after 10 states to depth 3, "
            + "so properties were not checked everywhere. Raise it with .init(exhaustive: .init(maxStates: 40)), "
            + "or pass allowIncomplete: true in NavCheckOptions to accept a partial check. Estimated from the growth of the levels "
            + "(the levels grow ×1.3 at depth 2): bounding the app at depth 2 in isWithinBounds (for example on the length of its paths, "
            + "or a cap on a counter) would let it complete in about 8 states; each level deeper takes about ×1.3 as many."])
        #expect(result.coverage.hasPrefix("NavCheck two-tabs: 10 states, "))
        #expect(result.coverage.contains(", depth 3, PARTIAL (max states)\n"))
        var allowed = cut
        allowed.allowIncomplete = true
        #expect(try NavCheck.run(spec, options: allowed, module: "M", test: nil).holds)
    }

    @Test("the default bounds stop a first check from running away: a budget of states, and a time safety stop far above it")
    func defaultBounds() {
        let options = NavCheckOptions(traceDirectory: nil)
        #expect(options.effectiveExhaustive?.maxStates == 50_000)
        #expect(options.effectiveExhaustive?.maxSeconds == 600)
        let depthOnly = NavCheckOptions(exhaustive: ExplorationOptions(maxDepth: 8), traceDirectory: nil)
        #expect(depthOnly.effectiveExhaustive?.maxStates == 50_000)
        #expect(depthOnly.effectiveExhaustive?.maxDepth == 8)
        let own = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 5_000_000, maxSeconds: 60), traceDirectory: nil)
        #expect(own.effectiveExhaustive?.maxStates == 5_000_000)
        #expect(own.effectiveExhaustive?.maxSeconds == 60)
    }

    @Test("a complete check says what it covered; a vacuous property fails with a sentence that says what to do")
    func coverageAndVacuity() throws {
        var spec = TwoTabs()
        spec.depth = 1
        spec.vacuous = true
        let result = try NavCheck.run(spec, options: .init(traceDirectory: nil), module: "M", test: nil)
        #expect(result.coverage == "NavCheck two-tabs: 18 states, 54 transitions, depth 4, complete\n"
            + "  applied: otherTabKept 36×, neverDeeperThanTen 0×, noFault 54×\n")
        #expect(result.problems == ["NavCheck two-tabs: neverDeeperThanTen never applied in 18 evaluations, so it checked nothing: "
            + "make its condition reachable (is the action or state it waits for ever enabled?) or remove the property."])
        #expect(!result.holds)
    }

    @Test("a known violation is reported as known and passes; one that no longer shows fails, saying what to do")
    func knownViolations() throws {
        let known = KnownViolation("otherTabKept", kind: .atRest,
                                   actions: ["push(1)", "push(0)", "selectTab(1)", "push(0)", "push(1)", "popToRoot"],
                                   because: "the pop to root of issue 7")
        let options = NavCheckOptions(traceDirectory: nil, knownViolations: [known])
        let result = try NavCheck.run(TwoTabs(), options: options, module: "M", test: nil)
        #expect(result.holds)
        #expect(result.known.map(\.property) == ["otherTabKept"])
        #expect(result.coverage.hasSuffix("  known: otherTabKept, at rest, 6 actions: the pop to root of issue 7\n"))

        var fixed = TwoTabs()
        fixed.depth = 1
        let stale = try NavCheck.run(fixed, options: options, module: "M", test: nil)
        #expect(!stale.holds)
        #expect(stale.problems == ["NavCheck two-tabs: the known violation otherTabKept (at rest; actions: push(1), push(0), "
            + "selectTab(1), push(0), push(1), popToRoot) no longer shows (the pop to root of issue 7): if it is fixed, remove it "
            + "from knownViolations; if its counterexample changed, update it."])

        let other = NavCheckOptions(traceDirectory: nil, knownViolations: [KnownViolation("otherTabKept", kind: .race, because: "x")])
        let unmatched = try NavCheck.run(TwoTabs(), options: other, module: "M", test: nil)
        #expect(unmatched.failures.map(\.property) == ["otherTabKept"])
        #expect(unmatched.problems.count == 1)
    }

    @Test("a kept trace file that expects \"violates\" declares a known violation; one that expects \"holds\" is refused in words")
    func knownViolationFromATraceFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-known-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try NavCheck.run(TwoTabs(), options: .init(traceDirectory: directory), module: "M", test: nil)
        let path = try #require(first.failures.first?.traceFile)
        #expect(throws: CheckError.self) { try KnownViolation(traceFile: path, because: "x") }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\"expected\" : \"holds\"", with: "\"expected\" : \"violates\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let known = try KnownViolation(traceFile: path, because: "the pop to root of issue 7")
        #expect(known == KnownViolation("otherTabKept", kind: .atRest,
                                        actions: ["push(1)", "push(0)", "selectTab(1)", "push(0)", "push(1)", "popToRoot"],
                                        because: "the pop to root of issue 7"))
        let result = try NavCheck.run(TwoTabs(), options: .init(traceDirectory: nil, knownViolations: [known]), module: "M", test: nil)
        #expect(result.holds)
        #expect(throws: CheckError.self) { try KnownViolation(traceFile: directory + "/missing.json", because: "x") }
    }
}
