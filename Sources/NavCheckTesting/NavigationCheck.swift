import ModelChecker
import Reports

/// The outcome of a NavCheck test run: one failure per violated property, each with its text.
public struct NavigationCheckResult: Sendable {
    /// One violated property.
    public struct Failure: Sendable, Hashable {
        /// The property's name.
        public var property: String
        /// The counterexample as data.
        public var violation: CheckReport.Violation
        /// The failure text (``FailureText/render(_:machine:origin:traceFile:replayCommand:)``).
        public var text: String
        /// Where the trace was written, if it was.
        public var traceFile: String?
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
    /// True when no property was violated.
    public var holds: Bool { failures.isEmpty }
}

/// Runs checks for tests. ``checkNavigation(_:_:sourceLocation:)`` (Swift Testing) and
/// ``XCTAssertNavigationHolds(_:_:file:line:fileID:function:)`` (XCTest) call it and turn its failures
/// into test failures.
public enum NavCheck {
    /// Validates `machine` and `options`, explores exhaustively and/or walks at random, and writes a
    /// trace file per violated property (expected to hold on replay: a regression test of the fix).
    ///
    /// - Parameters:
    ///   - module: the test target's module, for the replay command.
    ///   - test: the test's name, for the replay command.
    /// - Throws: ``CheckError`` when the spec or the options cannot be checked (no initial state, no
    ///   actions, a property name used twice, a bound that is not positive, nothing to run).
    public static func run<M: StateMachine>(_ machine: M, options: NavCheckOptions = NavCheckOptions(),
                                            module: String, test: String?) throws(CheckError) -> NavigationCheckResult {
        try machine.validate()
        try options.validate()
        var failures: [NavigationCheckResult.Failure] = []
        var report: CheckReport?
        func add(_ c: Counterexample<M>, origin: FailureText.Origin, trace: TraceOrigin, bounds: String, seed: UInt64?) {
            let violation = c.report(on: machine)
            var file: String?, traceLine: String?
            if let directory = options.traceDirectory {
                let path = directory + "/" + TraceFiles.fileName(entry: machine.alphabet == .ui ? machine.name : "\(machine.name)-\(machine.alphabet)",
                                                                 property: c.property, finding: c.finding, random: seed != nil)
                do {
                    let traceFile = machine.traceFile(for: c, entry: machine.name, subject: machine.name, bounds: bounds,
                                                      alphabetName: machine.alphabet.rawValue, expected: .holds, origin: trace)
                    try TraceFiles.writeAtomically(try TraceCoding.encode(traceFile), to: path)
                    file = path
                    traceLine = path
                } catch {
                    traceLine = "not written to \(directory): \(error) (set NAVCHECK_TRACE_DIR)"
                }
            }
            let command = FailureText.replayCommand(module: module, test: test, seed: seed)
            failures.append(.init(property: c.property, violation: violation,
                                  text: FailureText.render(violation, machine: machine.name, origin: origin,
                                                           traceFile: traceLine, replayCommand: command),
                                  traceFile: file))
        }
        if let exhaustive = options.exhaustive {
            let result = try Explorer(machine, options: exhaustive).run()
            report = result.report(on: machine)
            let bounds = [exhaustive.maxDepth.map { "max depth \($0)" }, exhaustive.maxStates.map { "max states \($0)" }]
                .compactMap { $0 }.joined(separator: ", ")
            for c in result.counterexamples {
                add(c, origin: .exhaustive, trace: .exhaustive, bounds: bounds.isEmpty ? "the spec's own" : bounds, seed: nil)
            }
        }
        if let random = options.effectiveRandom {
            let found = Set(failures.map(\.property))
            let result = try Simulator(machine, options: random).run()
            for r in result.counterexamples where !found.contains(r.counterexample.property) {
                add(r.counterexample, origin: .random(seed: random.seed, run: r.run, walkLength: r.originalLength),
                    trace: .random(seed: random.seed, run: r.run, swarm: random.swarm, originalLength: r.originalLength,
                                   shrinkSteps: r.shrinkSteps),
                    bounds: "\(random.runs) walks of at most \(random.steps) steps", seed: random.seed)
            }
        }
        return NavigationCheckResult(machine: machine.name, report: report, failures: failures)
    }
}
