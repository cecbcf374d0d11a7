import Foundation
import ModelChecker

/// The outcome of a NavCheck test run: one failure per violated property, each with its text.
public struct NavigationCheckResult: Sendable {
    /// One violated property.
    public struct Failure: Sendable, Hashable {
        /// The property's name.
        public var property: String
        /// The counterexample as data.
        public var violation: CheckReport.Violation
        /// The failure text (``FailureText/render(_:machine:origin:traceFile:replayCommand:alsoBreaks:)``).
        public var text: String
        /// Where the trace was written, if it was.
        public var traceFile: String?
        /// Other properties broken by the same trace at the same step (two built-ins that judge one
        /// thing, as `linkShowsItsTarget` and `linkNotHiddenUnderSheet` do for a link pushed under a
        /// sheet): reported in this one finding, named in its text ("also breaks: …").
        public var alsoBreaks: [CheckReport.Violation] = []
        /// What the counterexample is a defect of (``Defect``: the kind of the failing step and the part
        /// of the state it broke); nil for a failure replayed from a regression folder.
        public var defect: Defect? = nil
    }

    /// The machine's name.
    public var machine: String
    /// The exhaustive exploration's report, when one ran.
    public var report: CheckReport?
    /// One failure per violated property: exhaustive ones first (shortest first), then random ones.
    public var failures: [Failure]
    /// Properties that were evaluated but never applicable in the exhaustive exploration: they
    /// checked nothing.
    public var vacuousProperties: [String] { report?.vacuousProperties ?? [] }
    /// What the exhaustive exploration covered, in words: states, transitions, depth, complete or
    /// PARTIAL, and how often each property applied. Printed by the test helpers.
    public var coverage: String = ""
    /// What fails the test besides counterexamples, each a sentence saying what to do: a check cut
    /// short by a bound (PARTIAL, unless `allowIncomplete`), a property that never applied or was
    /// never evaluated, an action of the spec's own that a complete check never found enabled, a
    /// counterexample that does not replay (the spec is not deterministic).
    public var problems: [String] = []
    /// True when the exhaustive exploration was cut short by a bound.
    public var partial: Bool { report.map { !$0.complete && $0.stopReason != .firstViolation } ?? false }
    /// Violations declared known (``NavCheckOptions/knownViolations``) that showed: they do not fail
    /// the check.
    public var known: [Failure] = []
    /// True when no property was violated and nothing else fails the check.
    public var holds: Bool { failures.isEmpty && problems.isEmpty }
}

/// Runs checks for tests. ``checkNavigation(_:_:sourceLocation:)-(M,_,_)`` (Swift Testing) and
/// ``XCTAssertNavigationHolds(_:_:file:line:fileID:function:)-(M,_,_,_,_,_)`` (XCTest) call it and
/// turn its failures into test failures.
public enum NavCheck {
    /// Validates `machine` and `options`, explores exhaustively and/or walks at random, and writes a
    /// trace file per violated property (expected to hold on replay: a regression test of the fix).
    ///
    /// - Parameters:
    ///   - machine: the spec to check.
    ///   - options: what to run, and where to write the traces.
    ///   - module: the test target's module, for the replay command.
    ///   - test: the test's name, for the replay command.
    ///   - environment: the environment the check runs with: its `NAVCHECK_SEED` replaces the random
    ///     walks' seed, and the replay command carries the variables of it that NavCheck reads and those
    ///     the options name (``FailureText/replayCommand(module:test:seed:environment:carrying:)``).
    ///     Default: the process's.
    /// - Throws: ``CheckError`` when the spec or the options cannot be checked (no initial state, no
    ///   actions, a property name used twice, a bound that is not positive, nothing to run).
    public static func run<M: StateMachine>(_ machine: M, options: NavCheckOptions = NavCheckOptions(),
                                            module: String, test: String?,
                                            environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(CheckError) -> NavigationCheckResult {
        _ = StaleTraces.firstCheckBegan   // set by the first check of this process
        try machine.validate()
        try options.validate()
        // A trap in the user's store (a force-unwrap, an index out of range) then names the actions
        // that were running.
        TrapReporter.arm()
        var found = CheckFailures(machine: machine, traceDirectory: options.traceDirectory, module: module, test: test,
                                  environment: environment, replayVariables: options.replayVariables)
        let levels = LevelSizes()
        let shared = options.effectiveSharedWalks
        let clock = ContinuousClock()
        let began = clock.now
        let (observer, printer) = ProgressPrinter.observer(machine: machine.name, environment: environment)
        let report = try explore(machine, options: options, shared: shared, printer: observer, environment: environment,
                                 levels: levels, into: &found)
        // A search cut short hands what is left of the time bound to seeded walks, which try races and
        // long sequences the search did not reach (SharedWalks).
        var walked: WalkCoverage?
        if let shared, let report,
           let walks = shared.walks(after: report, budget: options.effectiveExhaustive?.maxSeconds,
                                    spent: seconds(clock.now - began), seed: environment["NAVCHECK_SEED"].flatMap { UInt64($0) }) {
            printer.walksBegin(seconds: walks.maxSeconds ?? 0, after: report)
            let done = try walk(machine, walks, into: &found)
            walked = WalkCoverage(walks: done.runsCompleted, steps: walks.steps, taken: done.statistics.transitions, seed: walks.seed,
                                  applied: Set(done.statistics.properties.filter { $0.nonVacuous > 0 }.map(\.name)))
        }
        let randomCoverage = try options.effectiveRandom(in: environment).map { random throws(CheckError) in
            coverageLine(try walk(machine, random, into: &found), machine: machine)
        }
        var result = NavigationCheckResult(machine: machine.name, report: report, failures: found.failures)
        if let report, let exhaustive = options.effectiveExhaustive {
            judgeCoverage(of: &result, report: report, machine: machine, options: options, exhaustive: exhaustive,
                          levels: levels.sizes, walked: walked)
        }
        if let random = randomCoverage { result.coverage += random }
        result.problems += found.unreproduced
        setAsideKnown(options.knownViolations, in: &result)
        // Only a check that ran to its end knows which traces are stale (StaleTraces).
        if let directory = options.traceDirectory {
            let removed = result.report?.complete ?? true
                ? StaleTraces.remove(in: directory, entry: found.entry, keeping: found.usedPaths, test: found.testName, machine: machine.name)
                : ""
            // The failures drawn beside their trace files, for a reader in a browser (FailurePage).
            result.coverage += FailurePage.update(result, entry: found.entry, in: directory) + removed
        }
        return result
    }

    /// The exhaustive exploration, when the options ask for one: adds its counterexamples to `found`
    /// and returns its report, recording the size of each level in `levels`. With `shared` walks, the
    /// search gets its share of the time bound.
    private static func explore<M: StateMachine>(_ machine: M, options: NavCheckOptions, shared: SharedWalks?, printer: ProgressObserver,
                                                 environment: [String: String], levels: LevelSizes,
                                                 into found: inout CheckFailures<M>) throws(CheckError) -> CheckReport? {
        guard var exhaustive = options.effectiveExhaustive else { return nil }
        if let shared { exhaustive = shared.searchOptions(exhaustive) }
        try Reductions.apply(environment["NAVCHECK_REDUCTIONS"], to: &exhaustive)
        let shown = exhaustive.progress ?? printer
        exhaustive.progress = ProgressObserver { progress in
            levels.record(progress)
            shown.report(progress)
        }
        let result = try Explorer(machine, options: exhaustive).run()
        // The bounds the caller gave (the default state and time bounds are a safety net, not the
        // spec's bounds; a cut by them fails the check as PARTIAL).
        let given = options.exhaustive ?? exhaustive
        let bounds = [given.maxDepth.map { "max depth \($0)" }, given.maxStates.map { "max states \($0)" }]
            .compactMap { $0 }.joined(separator: ", ")
        found.unreproduced += result.unreproduced
        for (c, also) in sameStep(result.counterexamples, of: machine) {
            found.add(c, origin: .exhaustive, trace: .exhaustive, bounds: bounds.isEmpty ? "the spec's own" : bounds, seed: nil,
                      alsoBreaks: also)
        }
        return result.report(on: machine)
    }

    /// The counterexamples with those that repeat an earlier one's trace (the same start, actions and
    /// kind of finding) of a property that judges alike (``StateMachine/judgesAlike(_:_:)``) folded
    /// into it, each as what it also breaks.
    static func sameStep<M: StateMachine>(_ all: [Counterexample<M>], of machine: M) -> [(Counterexample<M>, [Counterexample<M>])] {
        var out: [(Counterexample<M>, [Counterexample<M>])] = []
        for c in all {
            if let i = out.firstIndex(where: { $0.0.initialState == c.initialState && $0.0.actionIndices == c.actionIndices
                                                && $0.0.finding == c.finding && $0.0.property != c.property
                                                && machine.judgesAlike($0.0.property, c.property) }) {
                out[i].1.append(c)
            } else {
                out.append((c, []))
            }
        }
        return out
    }

    /// Random walks with `random`'s seed and budgets: adds to `found` the counterexamples of defects
    /// (``Defect``) that no search or walk before found, as a finding of its own or as what one also
    /// breaks (a defect found at rest is not listed again as a longer race, nor a search's finding again
    /// as a walk's), and returns the walks' result.
    private static func walk<M: StateMachine>(_ machine: M, _ random: SimulationOptions,
                                              into found: inout CheckFailures<M>) throws(CheckError) -> SimulationResult<M> {
        let result = try Simulator(machine, options: random).run()
        found.unreproduced += result.unreproduced
        for r in result.counterexamples where !found.hasDefect(of: r.counterexample) {
            found.add(r.counterexample, origin: .random(seed: random.seed, run: r.run, walkLength: r.originalLength),
                      trace: .random(seed: random.seed, run: r.run, swarm: random.swarm, originalLength: r.originalLength,
                                     shrinkSteps: r.shrinkSteps),
                      bounds: random.runs == SharedWalks.unboundedRuns
                        ? "walks of at most \(random.steps) steps for \(Coverage.seconds(random.maxSeconds ?? 0)) s"
                        : "\(random.runs) walks of at most \(random.steps) steps",
                      seed: random.seed)
        }
        return result
    }

    /// The coverage line of the walks ``NavCheckOptions/random`` asks for.
    private static func coverageLine<M: StateMachine>(_ result: SimulationResult<M>, machine: M) -> String {
        let random = result.options
        let liveness = machine.properties.filter(\.kind.isLiveness).map(\.name)
        return "NavCheck \(machine.name): random: \(grouped(result.runsCompleted)) walks of at most "
            + "\(random.steps) steps, seed \(random.seed)\(random.swarm ? ", swarm" : ""), "
            + "\(grouped(result.statistics.transitions)) steps taken\n"
            + (liveness.isEmpty ? "" : "  not checked by random walks (liveness; only the exhaustive check judges them): "
                + liveness.joined(separator: ", ") + "\n")
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// Sets the result's coverage text from the exploration's report, and what besides counterexamples
    /// fails the check (``NavigationCheckResult/problems``).
    private static func judgeCoverage<M: StateMachine>(of result: inout NavigationCheckResult, report: CheckReport, machine: M,
                                                       options: NavCheckOptions, exhaustive: ExplorationOptions, levels: [Int],
                                                       walked: WalkCoverage?) {
        // The actions a complete check must find enabled somewhere: the spec's own (not those SwiftUI
        // adds around a SwiftUIApp), and only those its alphabet offers (not API calls under `ui`).
        let ownActions = machine.actions.allValues.map { action in
            !((action as? any BuiltInAction)?.isBuiltIn ?? false)
                && (machine.alphabet.offers(machine.origin(of: action), settled: true)
                    || machine.alphabet.offers(machine.origin(of: action), settled: false))
        }
        // A property that never applied where the alphabet rules its situation out is left out, with why.
        var excused: [String: String] = [:]
        for name in report.vacuousProperties { excused[name] = machine.whyNeverApplies(name) }
        result.coverage = Coverage.text(report, machine: machine.name)
        if let sentence = Coverage.covered(report, walked: walked) { result.coverage += "  covered: " + sentence + "\n" }
        for name in report.vacuousProperties { if let why = excused[name] { result.coverage += "  left out: \(name): \(why)\n" } }
        // A property the walks applied is not vacuous; one that never applied while races are still
        // unexplored may need a race to apply, so it is named, not called vacuous.
        for name in report.vacuousProperties where excused[name] == nil {
            if walked?.applied.contains(name) == true {
                excused[name] = "applied in the random walks"
            } else if let races = report.raceCoverage, !races.complete {
                excused[name] = "races unexplored"
                result.coverage += "  not applied yet: \(name): it never applied in the sequences explored, and races are not all "
                    + "explored (\(races.description)); it may need a tap while work is pending\n"
            }
        }
        result.problems = Coverage.problems(report, machine: machine.name, options: exhaustive,
                                            allowIncomplete: options.allowIncomplete, ownActions: ownActions,
                                            excused: Set(excused.keys), levels: levels,
                                            waitsFor: { machine.whatPropertyWaitsFor($0) },
                                            reachNote: report.complete || report.stopReason == .maxDepth ? nil : machine.reachNote)
        if options.allowIncomplete, !report.complete, let note = Coverage.growthNote(report, levels: levels) {
            result.coverage += "  note: " + note + "\n"
        }
    }

}

/// The coverage line of a check and what, besides counterexamples, fails it.
enum Coverage {
    /// `notes: 1,234 states, 5,678 transitions, depth 8, complete` and one line with each property's
    /// count of evaluations where it applied.
    static func text(_ report: CheckReport, machine: String) -> String {
        let s = report.statistics
        var out = "NavCheck \(machine): "
        if let races = report.raceCoverage, races.states.count > 1, !report.complete {
            // A search raised through race bounds and cut: every pass counts, not only the one cut.
            out += "\(grouped(races.states.reduce(0, +))) states over \(races.states.count) race passes ("
                + races.states.enumerated().map { k, n in "k = \(k): \(grouped(n))" }.joined(separator: ", ")
                + "), \(grouped(s.transitions)) transitions and depth \(s.depth) in the pass cut, "
        } else {
            out += "\(grouped(s.distinctStates)) states, \(grouped(s.transitions)) transitions, depth \(s.depth), "
        }
        out += report.complete || report.stopReason == .firstViolation ? "complete" : "PARTIAL (\(bound(report.stopReason)))"
        if let races = report.raceCoverage { out += "\n  race bound: " + races.description }
        out += "\n  applied: " + s.properties.map { "\($0.name) \(grouped($0.nonVacuous))×" }.joined(separator: ", ")
        if let l = s.liveness {
            out += "\n  liveness: \(grouped(l.transitions)) transitions kept, \(l.bytesPerTransitionWhileSearching) bytes each while searching, \(l.bytesPerTransition) after"
            if l.unexpandedStates > 0 { out += "; \(grouped(l.unexpandedStates)) states not fully explored, never judged stuck" }
            if !l.unjudgedProperties.isEmpty {
                out += "; NOT JUDGED: \(l.unjudgedProperties.joined(separator: ", ")) (\(l.notJudged ?? "the search was cut short"))"
            }
        }
        return out + "\n"
    }

    /// PARTIAL (unless allowed), vacuous and never-evaluated properties, and (in a complete check) the
    /// spec's own actions that were never enabled, each a sentence that says what to do.
    ///
    /// - Parameters:
    ///   - ownActions: per action of the alphabet, whether it must be enabled somewhere in a complete
    ///     check (default: every action).
    ///   - excused: vacuous properties that the machine says cannot apply under its alphabet
    ///     (``StateMachine/whyNeverApplies(_:)``): not problems.
    ///   - levels: the number of states at each breadth-first level, as far as the search got.
    static func problems(_ report: CheckReport, machine: String, options: ExplorationOptions, allowIncomplete: Bool,
                         ownActions: [Bool]? = nil, excused: Set<String> = [], levels: [Int] = [],
                         waitsFor: (String) -> String? = { _ in nil }, reachNote: String? = nil) -> [String] {
        var problems: [String] = []
        let s = report.statistics
        if !report.complete, let stop = report.stopReason, stop != .firstViolation, !allowIncomplete {
            problems.append("NavCheck \(machine): PARTIAL: the exploration was cut by \(bound(stop, options: options)) after "
                + "\(grouped(s.distinctStates)) states to depth \(s.depth), so properties were not checked everywhere. "
                + (report.raceCoverage.map { "Under the race bound: \($0.description) (a smaller raceBound in NavCheckOptions covers fewer taps while work is pending, in less time). " } ?? "")
                + "\(raise(stop, options: options)), or pass allowIncomplete: true in NavCheckOptions to accept a partial check."
                + (growthNote(report, levels: levels).map { " " + $0 } ?? "")
                + (completionEstimate(report, levels: levels, options: options).map { " " + $0 } ?? "")
                + (reachNote.map { " " + $0 } ?? ""))
        }
        for name in report.vacuousProperties where !excused.contains(name) {
            let evaluated = s.properties.first { $0.name == name }?.evaluated ?? 0
            problems.append("NavCheck \(machine): \(name) never applied in \(grouped(evaluated)) evaluations, so it checked nothing: "
                + (waitsFor(name).map { "it waits for what the app does not declare: \($0)" }
                    ?? "make its condition reachable (is the action or state it waits for ever enabled?) or remove the property."))
        }
        // A check stopped at its first violation leaves properties unevaluated on purpose.
        for p in s.properties where p.evaluated == 0 && p.kind != .fault && report.stopReason != .firstViolation {
            let why = p.kind.isStepProperty
                ? "it is checked at each step, and no step was taken (\(grouped(s.distinctStates)) state\(s.distinctStates == 1 ? "" : "s"), "
                    + "\(grouped(s.transitions)) transitions): make an action enabled where the check starts (isEnabled, the bounds)"
                : "it is checked in each state, and none was checked: make sure the check reaches a state (the options, the bounds)"
            problems.append("NavCheck \(machine): \(p.name) was never evaluated, so it checked nothing: \(why), or remove the property.")
        }
        if report.complete {
            for (i, a) in s.actions.enumerated() where a.enabled == 0 && (ownActions.map { i < $0.count && $0[i] } ?? true) {
                problems.append("NavCheck \(machine): \(a.action) was never enabled in \(grouped(s.distinctStates)) "
                    + "state\(s.distinctStates == 1 ? "" : "s"), so it was never taken and nothing after it was checked: make isEnabled "
                    + "(isOnScreen in a SwiftUIApp) allow it in a state the check reaches (within isWithinBounds and the bounds), "
                    + "or remove it from the actions.")
            }
        }
        return problems
    }

    /// A sentence for a check cut by the number of states, time or memory whose depth kept growing
    /// with about as many new states at each level: what a state space that never ends shows, most
    /// often because of fresh identities. Nil when the levels show no such sign.
    ///
    /// The sign: at least 32 levels, and the last 16 each with at least one state and at most twice as
    /// many as the smallest of them (a finite state space cut early grows by a factor at each level,
    /// or shrinks towards its end).
    static func growthNote(_ report: CheckReport, levels: [Int]) -> String? {
        guard !report.complete, let stop = report.stopReason, [.maxStates, .maxSeconds, .maxMemory].contains(stop),
              levels.count >= 32 else { return nil }
        let last = levels.suffix(16)
        guard let low = last.min(), let high = last.max(), low > 0, high <= 2 * low else { return nil }
        return "The depth kept growing (to \(report.statistics.depth)) with about as many new states at each level "
            + "(\(low == high ? grouped(low) : "\(grouped(low)) to \(grouped(high))") at each of the last \(last.count)), "
            + "as a state space that never ends does: "
            + "a likely cause is a fresh identity in the snapshot (a UUID(), a counter, a date) that makes a state new at every step. "
            + "Leave it out of the snapshot or the fingerprint, or renumber such identities canonically (by their order on "
            + "screen), so that the same screens are the same state."
    }

    static func bound(_ stop: StopReason?, options: ExplorationOptions? = nil) -> String {
        switch stop {
        case .maxDepth?: "max depth" + (options?.maxDepth.map { " \($0)" } ?? "")
        case .maxStates?: "max states" + (options?.maxStates.map { " \(grouped($0))" } ?? "")
        case .maxSeconds?: "max seconds" + (options?.maxSeconds.map { " \(seconds($0))" } ?? "")
        case .maxMemory?: "max memory" + (options?.maxMemoryBytes.map { " \(grouped($0)) bytes" } ?? "")
        case .firstViolation?: "the first violation"
        case nil: "no bound"
        }
    }

    static func raise(_ stop: StopReason, options: ExplorationOptions) -> String {
        switch stop {
        case .maxDepth: "Raise it with .init(exhaustive: .init(maxDepth: \((options.maxDepth ?? 0) * 2)))"
        case .maxStates: "Raise it with .init(exhaustive: .init(maxStates: \(underscored((options.maxStates ?? 0) * 4))))"
        case .maxSeconds: "Raise it with .init(exhaustive: .init(maxSeconds: \(seconds((options.maxSeconds ?? 0) * 4))))"
        case .maxMemory: "Raise it with .init(exhaustive: .init(maxMemoryBytes: \(underscored((options.maxMemoryBytes ?? 0) * 2))))"
        case .firstViolation: "Remove stopAtFirstViolation"
        }
    }

    static func underscored(_ n: Int) -> String { grouped(n).replacingOccurrences(of: ",", with: "_") }

    static func seconds(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }
}
