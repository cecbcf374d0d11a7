import Foundation
import ModelChecker

/// A counterexample kept as a file: the machine, the property it broke, and the actions (in the
/// machine's own `Codable` form, plus as text to read). Replaying it runs the actions again and checks
/// every property at every step: a regression trace passes when nothing breaks any more.
///
/// ```json
/// {
///   "actions" : [ { "resize" : { "_0" : "regular" } }, … ],
///   "machine" : "notes",
///   "message" : "level 1 is in the split view's stack: [folder 1]",
///   "property" : "rootNotInStack",
///   "readable" : [ "resize(.regular)", "deepLink(\"notes://folder/1\")" ],
///   "schemaVersion" : 1
/// }
/// ```
public struct RegressionTrace<Action: Codable & Sendable>: Codable, Sendable {
    /// Bumped when a field changes meaning.
    public static var currentSchemaVersion: Int { 1 }
    /// The schema version of this file.
    public var schemaVersion: Int
    /// The name of the machine the trace belongs to.
    public var machine: String
    /// The property the actions broke when the trace was written.
    public var property: String
    /// What the check said then.
    public var message: String
    /// The seed of the random walk that found it, if one did.
    public var seed: UInt64?
    /// The actions, as the machine's `Action` encodes them.
    public var actions: [Action]
    /// The actions as Swift calls, for people.
    public var readable: [String]

    /// A trace of `counterexample`.
    public init<M: StateMachine>(machine: String, counterexample: Counterexample<M>, seed: UInt64? = nil) where M.Action == Action {
        schemaVersion = Self.currentSchemaVersion
        self.machine = machine
        property = counterexample.property
        message = counterexample.message
        self.seed = seed
        actions = counterexample.actions
        readable = counterexample.actions.map(\.description)
    }
}

/// Reading and writing trace files.
public enum TraceFile {
    /// Writes `trace` as `<directory>/<machine>-<property>.json` (creating the directory) and returns
    /// the path. The same counterexample gives the same bytes.
    public static func write<A>(_ trace: RegressionTrace<A>, to directory: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let safe = { (s: String) in String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }) }
        let path = (directory as NSString).appendingPathComponent("\(safe(trace.machine))-\(safe(trace.property)).json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try (encoder.encode(trace) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Reads a trace for a machine whose actions are `A`.
    /// - Throws: ``CheckError`` (`badTrace`) naming the file when it cannot be read or decoded.
    public static func read<A>(_ path: String, as: A.Type = A.self) throws(CheckError) -> RegressionTrace<A> {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw CheckError(.badTrace, "cannot read the trace file \(path): \(error.localizedDescription)")
        }
        do { return try JSONDecoder().decode(RegressionTrace<A>.self, from: data) } catch {
            throw CheckError(.badTrace, "\(path) is not a trace for these actions: \(error)")
        }
    }

    /// The `.json` files directly in `directory`, sorted by name (an empty list when it does not exist):
    /// the arguments of a parameterized regression test.
    ///
    /// ```swift
    /// @Test(arguments: TraceFile.files(in: regressionsFolder))
    /// func regression(_ file: String) { replayRegression(file, on: NotesSpec()) }
    /// ```
    public static func files(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
    }

    /// The folder next to a source file: `TraceFile.folder("Regressions", besides: #filePath)`.
    public static func folder(_ name: String, besides filePath: String) -> String {
        ((filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
    }
}

extension NavCheck {
    /// Replays the trace file at `path` on `machine`: one failure per property broken along it.
    /// - Throws: ``CheckError`` when the file cannot be read, is a trace for another machine, or takes
    ///   an action that is not enabled where it is taken.
    public static func replay<M: StateMachine>(_ path: String, on machine: M, module: String,
                                               test: String?) throws(CheckError) -> NavigationCheckResult {
        try machine.validate()
        let trace = try TraceFile.read(path, as: M.Action.self)
        guard trace.machine == machine.name else {
            throw CheckError(.badTrace, "\(path) is a trace of '\(trace.machine)', not of '\(machine.name)'")
        }
        let check = TraceCheck(machine)
        let (hits, disabled) = check.run(trace.actions)
        if let disabled {
            throw CheckError(.badTrace, "\(path): action \(disabled + 1), \(trace.actions[disabled]), is not enabled after "
                + "\(trace.readable.prefix(disabled).joined(separator: ", ")); the trace no longer fits the spec")
        }
        let command = FailureText.replayCommand(module: module, test: test, seed: nil)
        let failures = hits.map { hit in
            let c = check.counterexample(hit, trace.actions)
            let violation = c.report(on: machine)
            return NavigationCheckResult.Failure(
                property: hit.property, violation: violation,
                text: FailureText.render(violation, machine: machine.name, origin: .regression(file: path),
                                         traceFile: nil, replayCommand: command),
                traceFile: path)
        }
        return NavigationCheckResult(machine: machine.name, report: nil, failures: failures)
    }
}
