import Foundation
import ModelChecker
import Reports

/// A folder of trace files kept as regression tests, beside the test file that replays them.
///
/// ```swift
/// @Test(arguments: RegressionTraces.files())          // the .json files of ./Regressions
/// func regression(_ file: String) { replayRegression(file, on: NotesSpec()) }
/// ```
public enum RegressionTraces {
    /// The folder `name` in the directory of `filePath` (by default the calling file).
    public static func folder(_ name: String = "Regressions", besides filePath: String = #filePath) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// The `.json` files of ``folder(_:besides:)``, sorted by name; empty when it does not exist.
    public static func files(_ name: String = "Regressions", besides filePath: String = #filePath) -> [String] {
        TraceFiles.corpus(in: folder(name, besides: filePath))
    }
}

extension NavCheck {
    /// Replays the trace file at `path` on `machine`. A trace expected to hold (as NavCheck writes
    /// them) fails once per property broken anywhere along it; a trace expected to violate its
    /// property (a known defect) fails when it no longer does.
    ///
    /// - Throws: ``CheckError`` when the file cannot be read, is a trace of another machine, names a
    ///   property or an action the machine does not have, or takes an action that is not enabled.
    public static func replay<M: StateMachine>(_ path: String, on machine: M, module: String,
                                               test: String?) throws(CheckError) -> NavigationCheckResult {
        try machine.validate()
        let trace: TraceFile<M.Action>
        do throws(CheckError) {
            let bytes: [UInt8]
            do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
                throw CheckError(.badTrace, "cannot read the file")
            }
            trace = try TraceCoding.decode(M.Action.self, from: bytes)
            guard trace.machine == machine.name else {
                throw CheckError(.badTrace, "a trace of '\(trace.machine)', not of '\(machine.name)'")
            }
            if trace.expected == .violates {
                let verdict = try machine.replay(trace)
                let failures = verdict.matches ? [] : [NavigationCheckResult.Failure(
                    property: trace.property, violation: emptyViolation(trace, machine),
                    text: "\(path): \(verdict.message)\n", traceFile: path)]
                return NavigationCheckResult(machine: machine.name, report: nil, failures: failures)
            }
            let alphabet = Set(machine.actions.allValues)
            for (i, step) in trace.actions.enumerated() where !alphabet.contains(step.value) {
                throw CheckError(.badTrace, "step \(i + 1): '\(StableText.name(of: step.value))' is not in the alphabet of '\(machine.name)'")
            }
            if let blocked = machine.replay(trace.actions.map(\.value), from: trace.initialState).blocked {
                throw CheckError(.badTrace, "step \(blocked.step): '\(blocked.action)' cannot be taken: \(blocked.reason)")
            }
        } catch {
            throw CheckError(.badTrace, "\(path): \(error.message)")
        }
        let actions = trace.actions.map(\.value)
        let command = FailureText.replayCommand(module: module, test: test, seed: nil)
        let alphabet = machine.actions.allValues
        let failures = machine.replay(actions, from: trace.initialState).violations.map { v in
            let info = machine.propertyInfo(named: v.property)
            let prefix = Array(actions.prefix(v.step))
            let c = Counterexample<M>(property: v.property, kind: v.kind, meaning: info?.meaning ?? "", message: v.message,
                                      initialState: trace.initialState, actions: prefix,
                                      actionIndices: prefix.map { a in alphabet.firstIndex(of: a) ?? -1 },
                                      finding: v.finding)
            let violation = c.report(on: machine)
            return NavigationCheckResult.Failure(
                property: v.property, violation: violation,
                text: FailureText.render(violation, machine: machine.name, origin: .regression(file: path),
                                         traceFile: nil, replayCommand: command),
                traceFile: path)
        }
        return NavigationCheckResult(machine: machine.name, report: nil, failures: failures)
    }

    /// The whole trace as a counterexample of its property, for a known defect that no longer shows.
    static func emptyViolation<M: StateMachine>(_ trace: TraceFile<M.Action>, _ machine: M) -> CheckReport.Violation {
        let actions = trace.actions.map(\.value)
        let alphabet = machine.actions.allValues
        return Counterexample<M>(property: trace.property, kind: trace.kind,
                                 meaning: machine.propertyInfo(named: trace.property)?.meaning ?? "",
                                 message: trace.message, initialState: trace.initialState, actions: actions,
                                 actionIndices: actions.map { a in alphabet.firstIndex(of: a) ?? -1 },
                                 finding: trace.finding ?? .atRest).report(on: machine)
    }
}
