import Foundation
import ModelChecker

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

    /// The `.json` files of ``folder(_:besides:)``, sorted by name. When the folder does not exist,
    /// cannot be read or holds no `.json` file, the folder's own path instead: a test over these
    /// arguments then runs once, and ``replayRegression(_:on:sourceLocation:)-(_,M,_)`` given the
    /// folder says what is wrong (or, for an empty folder, that there is nothing to replay yet) instead
    /// of a test that passes over zero files.
    public static func files(_ name: String = "Regressions", besides filePath: String = #filePath) -> [String] {
        let folder = folder(name, besides: filePath)
        let files = TraceFiles.corpus(in: folder)
        return files.isEmpty ? [folder] : files
    }

    /// What a regression folder holds, or why it holds nothing to replay.
    enum Contents {
        case files([String]), empty, missing, notAFolder, unreadable(String)
    }

    /// What `folder` holds.
    static func contents(of folder: String) -> Contents {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return .missing }
        guard isFolder.boolValue else { return .notAFolder }
        do {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            let files = names.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
            return files.isEmpty ? .empty : .files(files)
        } catch {
            return .unreadable((error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription)
        }
    }

    /// What is wrong with `folder` as a regression folder, as a sentence that says what to do; nil
    /// when it holds trace files or is empty.
    static func problem(with folder: String) -> String? {
        switch contents(of: folder) {
        case .files, .empty: nil
        case .missing: "\(folder): no such folder. Create it and move into it the trace files NavCheck writes "
            + "(.navcheck/traces/*.json) once their bugs are fixed, or name the folder that holds them "
            + "(RegressionTraces.files(\"Folder\"), XCTAssertRegressionsHold(in:))."
        case .notAFolder: "\(folder): a file, but neither a folder of trace files nor a trace file (whose name ends in "
            + ".json). Name the folder that holds the trace files."
        case .unreadable(let reason): "\(folder): the folder cannot be read (\(reason)). Make it readable to the user "
            + "that runs the tests."
        }
    }

    /// What an empty regression folder prints: nothing is replayed yet.
    static func emptyNote(_ folder: String, machine: String) -> String {
        "NavCheck \(machine): no trace files in \(folder) yet, nothing replayed: once a counterexample's bug is fixed, "
            + "move its trace file from .navcheck/traces into this folder.\n"
    }
}

extension NavCheck {
    /// Replays the trace file at `path` on `machine`. A trace expected to hold (as NavCheck writes
    /// them) fails once per property broken anywhere along it; a trace expected to violate its
    /// property (a known defect) fails when it no longer does.
    ///
    /// Given a folder (as ``RegressionTraces/files(_:besides:)`` gives one when it holds no trace
    /// file), replays nothing: an empty folder passes, with a note in ``NavigationCheckResult/coverage``.
    ///
    /// - Throws: ``CheckError`` when the file or the folder is missing or cannot be read, or the file
    ///   is a trace of another machine, names a property or an action the machine does not have, or
    ///   takes an action that is not enabled. The message says what to do.
    public static func replay<M: StateMachine>(_ path: String, on machine: M, module: String,
                                               test: String?) throws(CheckError) -> NavigationCheckResult {
        try machine.validate()
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if isFolder.boolValue || !path.hasSuffix(".json") { return try replayFolder(path, on: machine) }
        let trace: TraceFile<M.Action>
        do throws(CheckError) {
            trace = try readTrace(path, exists: exists, of: machine)
            if trace.expected == .violates { return try replayKnownDefect(trace, path, on: machine) }
            try checkReplayable(trace, on: machine)
        } catch {
            throw CheckError(.badTrace, "\(path): \(error.message)")
        }
        return replayFix(trace, path, on: machine, module: module, test: test)
    }

    /// A path given to ``replay(_:on:module:test:)`` that is a folder (or no `.json` file): an empty
    /// folder replays nothing, with a note; any other throws a sentence that says what to do.
    private static func replayFolder<M: StateMachine>(_ path: String, on machine: M) throws(CheckError) -> NavigationCheckResult {
        if let problem = RegressionTraces.problem(with: path) { throw CheckError(.badTrace, problem) }
        guard case .files = RegressionTraces.contents(of: path) else {
            var result = NavigationCheckResult(machine: machine.name, report: nil, failures: [])
            result.coverage = RegressionTraces.emptyNote(path, machine: machine.name)
            return result
        }
        throw CheckError(.badTrace, "\(path): a folder, not a trace file. Replay each of its trace files "
            + "(@Test(arguments: RegressionTraces.files()), or XCTAssertRegressionsHold(in:)).")
    }

    /// The trace file at `path`, when it exists, can be read, and is a trace of `machine`.
    private static func readTrace<M: StateMachine>(_ path: String, exists: Bool,
                                                   of machine: M) throws(CheckError) -> TraceFile<M.Action> {
        let bytes: [UInt8]
        guard exists else {
            throw CheckError(.badTrace, "no such file. Give the path of a trace file NavCheck wrote "
                + "(RegressionTraces.files() lists a folder's)")
        }
        do { bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
            throw CheckError(.badTrace, "the file cannot be read (\(reason)). Make it readable to the user that runs the tests")
        }
        // Whose trace it is comes first: another machine's actions would not decode as this one's.
        _ = try TraceCoding.header(from: bytes)
        if let owner = try? JSONDecoder().decode(TraceOwner.self, from: Data(bytes)), owner.machine != machine.name {
            throw CheckError(.badTrace, "a trace of '\(owner.machine)', not of '\(machine.name)': replay it on the spec that wrote it, "
                + "or move it to that spec's Regressions folder")
        }
        return try TraceCoding.decode(M.Action.self, from: bytes)
    }

    /// A trace of a known defect (expected to violate its property): one failure when it no longer does.
    private static func replayKnownDefect<M: StateMachine>(_ trace: TraceFile<M.Action>, _ path: String,
                                                           on machine: M) throws(CheckError) -> NavigationCheckResult {
        let verdict = try machine.replay(trace)
        let failures = verdict.matches ? [] : [NavigationCheckResult.Failure(
            property: trace.property, violation: emptyViolation(trace, machine),
            text: "\(path): \(verdict.message)\n", traceFile: path)]
        return NavigationCheckResult(machine: machine.name, report: nil, failures: failures)
    }

    /// Throws when a step of `trace` is not in the machine's alphabet or cannot be taken where it is.
    private static func checkReplayable<M: StateMachine>(_ trace: TraceFile<M.Action>, on machine: M) throws(CheckError) {
        let alphabet = Set(machine.actions.allValues)
        for (i, step) in trace.actions.enumerated() where !alphabet.contains(step.value) {
            throw CheckError(.badTrace, "step \(i + 1): '\(StableText.name(of: step.value))' is not in the alphabet of '\(machine.name)'")
        }
        if let blocked = machine.replay(trace.actions.map(\.value), from: trace.initialState).blocked {
            throw CheckError(.badTrace, "step \(blocked.step): '\(blocked.action)' cannot be taken: \(blocked.reason)")
        }
    }

    /// A trace expected to hold (as NavCheck writes them, a regression test of a fix): one failure per
    /// property broken anywhere along it, each a counterexample up to the step that broke it.
    private static func replayFix<M: StateMachine>(_ trace: TraceFile<M.Action>, _ path: String, on machine: M,
                                                   module: String, test: String?) -> NavigationCheckResult {
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

/// The machine a trace file belongs to, read before its actions.
private struct TraceOwner: Decodable {
    var machine: String
}
