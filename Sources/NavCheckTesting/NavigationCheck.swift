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
        // A crash in the user's store names the test with the check (TrapReporter).
        try TrapReporter.$test.withValue(StaleTraces.testName(module: module, test: test)) {
            Result { () throws(CheckError) in try check(machine, options: options, module: module, test: test, environment: environment) }
        }.get()
    }

    /// ``run(_:options:module:test:environment:)`` inside the test's name.
    private static func check<M: StateMachine>(_ machine: M, options: NavCheckOptions, module: String, test: String?,
                                               environment: [String: String]) throws(CheckError) -> NavigationCheckResult {
        _ = StaleTraces.firstCheckBegan   // set by the first check of this process
        try machine.validate()
        try options.validate()
        // A trap in the user's store (a force-unwrap, an index out of range) then names the actions
        // that were running.
        TrapReporter.arm()
        var found = CheckFailures(machine: machine, traceDirectory: options.traceDirectory, module: module, test: test,
                                  environment: environment, replayVariables: options.replayVariables)
        // Until the test reports them, a crash writes the failures found (TrapReporter).
        defer { found.reported() }
        let levels = LevelSizes()
        let shared = options.effectiveSharedWalks
        let clock = ContinuousClock()
        let began = clock.now
        let (observer, printer) = ProgressPrinter.observer(machine: machine.name, environment: environment)
        let report = try explore(machine, options: options, shared: shared, printer: observer, environment: environment,
                                 levels: levels, into: &found)
        // A search cut short hands its share of the work to seeded walks, which try races and long
        // sequences the search did not reach (SharedWalks).
        var walked: WalkCoverage?
        if let shared, let report,
           let walks = shared.walks(after: report, budget: options.effectiveExhaustive?.maxSeconds,
                                    spent: seconds(clock.now - began), seed: environment["NAVCHECK_SEED"].flatMap { UInt64($0) }) {
            printer.walksBegin(walks: walks.runs, after: report)
            let done = try walk(machine, walks, into: &found)
            walked = WalkCoverage(walks: done.runsCompleted, steps: walks.steps, taken: done.statistics.transitions, seed: walks.seed,
                                  stoppedAtTime: done.stopReason == .maxSeconds ? walks.runs : nil,
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
                ? StaleTraces.remove(in: directory, entry: found.machineEntry, keeping: found.usedPaths, test: found.testName, machine: machine.name)
                : ""
            // The failures drawn beside their trace files, for a reader in a browser (FailurePage).
            result.coverage += found.renamed + FailurePage.update(result, entry: found.entry, of: found.machineEntry, in: directory) + removed
        }
        return result
    }

    /// The exhaustive exploration, when the options ask for one: adds its counterexamples to `found`
    /// and returns its report, recording the size of each level in `levels`. With `shared` walks, the
    /// search gets its share of the time safety stop.
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
        // The bounds the caller gave (the default state bound and time safety stop are not the
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
                      bounds: "\(random.runs) walks of at most \(random.steps) steps",
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
            } else if let races = report.raceCoverage, !races.complete, races.racesMet != false {
                // Only where the search met a tap while work was pending: with none in sight, the hint
                // could not be true of what was explored.
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
