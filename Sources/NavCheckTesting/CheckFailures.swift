import Foundation
import ModelChecker

/// The failures of one check, as ``NavCheck/run(_:options:module:test:environment:)`` finds them: each
/// counterexample rendered as its failure text and, when the options name a trace directory, written as
/// a trace file of its own (expected to hold on replay: a regression test of the fix).
struct CheckFailures<M: StateMachine> {
    let machine: M
    /// Where trace files go; nil: none is written.
    let traceDirectory: String?
    /// The test target's module and the test's name, for the replay command.
    let module: String, test: String?
    /// The environment the check runs with, and the spec's own variables of it to carry, for the
    /// replay command.
    let environment: [String: String], replayVariables: [String]
    /// The name trace files and the page start with: the machine's, and its alphabet unless it is
    /// `ui`; followed by `@` and more when another check of this process wrote under that name to the
    /// same directory first (``CheckNames``).
    private(set) var entry: String
    /// The name of the spec's own files, without what ``CheckNames`` adds: the machine's, and its
    /// alphabet unless it is `ui`.
    let machineEntry: String
    /// Whether the check claimed its name (``CheckNames``): at its first trace file.
    private var claimed = false
    /// The coverage line that says why the check writes under another name than its spec's; empty
    /// when it does not.
    private(set) var renamed = ""
    /// The failures so far, in the order they were found.
    private(set) var failures: [NavigationCheckResult.Failure] = []
    /// Counterexamples whose actions, replayed, did not break their property again: a sentence each
    /// (the spec is not deterministic), which fails the check.
    var unreproduced: [String] = []
    /// The trace files written (or meant to be written) by this check.
    private(set) var usedPaths = Set<String>()
    /// The failure texts held for a crash before the test reports them (``TrapReporter/holdUntilReported(_:)``).
    private var held: [Int] = []
    /// The defects of the failures so far, those they also break included.
    private var defects = Set<FoundDefect>()

    init(machine: M, traceDirectory: String?, module: String, test: String?, environment: [String: String],
         replayVariables: [String]) {
        self.machine = machine
        self.traceDirectory = traceDirectory
        self.module = module
        self.test = test
        self.environment = environment
        self.replayVariables = replayVariables
        machineEntry = machine.alphabet == .ui ? machine.name : "\(machine.name)-\(machine.alphabet)"
        entry = machineEntry
    }

    /// The test this check runs in, as its trace files record it: `Module.test()`, or the module alone.
    var testName: String { StaleTraces.testName(module: module, test: test) }

    /// Adds the failure of `c`, found as `origin` says, writing its trace file first.
    ///
    /// - Parameters:
    ///   - trace: how the trace file says the counterexample was found.
    ///   - bounds: the bounds the trace file records.
    ///   - seed: the random walks' seed; nil for breadth-first search.
    ///   - alsoBreaks: other properties' counterexamples with the same trace, named in this failure.
    mutating func add(_ c: Counterexample<M>, origin: FailureText.Origin, trace: TraceOrigin, bounds: String, seed: UInt64?,
                      alsoBreaks: [Counterexample<M>] = []) {
        let violation = c.report(on: machine)
        let also = alsoBreaks.map { $0.report(on: machine) }
        var file: String?, traceLine: String?
        if let directory = traceDirectory {
            if !claimed {
                claimed = true
                (entry, renamed) = CheckNames.claim(entry, test: testName, function: test, in: directory)
            }
            let path = freshPath(for: c, in: directory, random: seed != nil)
            do {
                let traceFile = machine.traceFile(for: c, entry: machine.name, subject: machine.name, bounds: bounds,
                                                  alphabetName: machine.alphabet.rawValue, expected: .holds, origin: trace.written(by: testName))
                try TraceFiles.writeAtomically(try TraceCoding.encode(traceFile), to: path)
                file = path
                traceLine = path
            } catch {
                traceLine = "not written to \(directory): \(error) (set NAVCHECK_TRACE_DIR)"
            }
        }
        let command = FailureText.replayCommand(module: module, test: test, seed: seed, environment: environment,
                                                carrying: replayVariables)
        let text = FailureText.render(violation, machine: machine.name, origin: origin, traceFile: traceLine, replayCommand: command,
                                      alsoBreaks: also)
        failures.append(.init(property: c.property, violation: violation, text: text, traceFile: file, alsoBreaks: also,
                              defect: c.defect))
        for d in [c] + alsoBreaks { defects.insert(FoundDefect(property: d.property, defect: d.defect)) }
        if let ticket = TrapReporter.holdUntilReported(text) { held.append(ticket) }
    }

    /// Lets go of the failure texts held for a crash: the check returns them to its test.
    mutating func reported() {
        for ticket in held { TrapReporter.reported(ticket) }
        held = []
    }

    /// Whether `c` is a defect already added, as a finding of its own or as what one also breaks.
    func hasDefect(of c: Counterexample<M>) -> Bool { defects.contains(FoundDefect(property: c.property, defect: c.defect)) }

    /// The trace file's path for `c`. A second counterexample of the same property and kind
    /// (counterexamplesPerProperty) gets its own file: name-2.json, name-3.json, …
    private mutating func freshPath(for c: Counterexample<M>, in directory: String, random: Bool) -> String {
        let path = directory + "/" + TraceFiles.fileName(entry: entry, property: c.property, finding: c.finding, random: random)
        if usedPaths.insert(path).inserted { return path }
        let stem = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        var k = 2
        while usedPaths.contains("\(stem)-\(k).json") { k += 1 }
        usedPaths.insert("\(stem)-\(k).json")
        return "\(stem)-\(k).json"
    }
}

/// A property and one defect of it (``Defect``): what a check reports once.
struct FoundDefect: Hashable {
    var property: String
    var defect: Defect?
}
