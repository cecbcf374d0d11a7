import Foundation

/// What replaying a trace is expected to show.
public enum TraceExpectation: String, Sendable, Hashable, Codable {
    /// The property is still violated (a trace found against a seed subject).
    case violates
    /// The property holds at every step (a trace run against a corrected subject).
    case holds
}

/// Where a trace came from: breadth-first search, or a seeded random walk and its shrinking.
public struct TraceOrigin: Sendable, Hashable, Codable {
    /// How a trace was found; spelled `exhaustive` or `random` in trace files.
    public enum Mode: String, Sendable, Hashable, Codable {
        /// Breadth-first search: a shortest trace.
        case exhaustive
        /// A seeded random walk, shrunk.
        case random
    }

    /// `exhaustive` or `random`.
    public var mode: Mode
    /// The simulation seed (random mode).
    public var seed: UInt64?
    /// The walk (0-based) that found it (random mode).
    public var run: Int?
    /// Whether walks were swarm walks (random mode).
    public var swarm: Bool?
    /// The walk's length up to the violation, before shrinking (random mode).
    public var originalLength: Int?
    /// Accepted shrink candidates (random mode).
    public var shrinkSteps: Int?
    /// The race bound of the search that found it (``ExplorationOptions/raceBound``); absent when the
    /// search had none.
    public var raceBound: Int?
    /// The test whose check wrote the trace (`MyAppTests.navigationHolds()`), for a trace a test
    /// helper wrote; absent in the command's traces and in files written before it was recorded. A
    /// check removes as stale only the traces its own test wrote.
    public var test: String?

    /// Found by breadth-first search: a shortest trace.
    public static let exhaustive = TraceOrigin(mode: .exhaustive)

    /// Found by breadth-first search under race bound `raceBound` (nil: none).
    public static func exhaustive(raceBound: Int?) -> TraceOrigin {
        var origin = TraceOrigin(mode: .exhaustive)
        origin.raceBound = raceBound
        return origin
    }

    /// Found by walk `run` of a simulation with `seed`, then shrunk.
    public static func random(seed: UInt64, run: Int, swarm: Bool, originalLength: Int, shrinkSteps: Int) -> TraceOrigin {
        TraceOrigin(mode: .random, seed: seed, run: run, swarm: swarm, originalLength: originalLength,
                    shrinkSteps: shrinkSteps)
    }

    init(mode: Mode, seed: UInt64? = nil, run: Int? = nil, swarm: Bool? = nil, originalLength: Int? = nil,
         shrinkSteps: Int? = nil) {
        self.mode = mode
        self.seed = seed
        self.run = run
        self.swarm = swarm
        self.originalLength = originalLength
        self.shrinkSteps = shrinkSteps
    }

    /// This origin, recording `test` as the test whose check wrote the trace.
    public func written(by test: String?) -> TraceOrigin {
        var origin = self
        origin.test = test
        return origin
    }
}

/// One action of a trace: as a Swift-like call for a person, and as data for the machine.
public struct TraceAction<Action: Codable & Sendable & Hashable>: Sendable, Hashable, Codable {
    /// The action as a Swift-like call, e.g. `select(rootID: 0)` (informative; `value` is replayed).
    public var call: String
    /// The action as the machine's `Action` encodes it.
    public var value: Action
}

/// A trace file: a counterexample as data — which entry, which property, what replaying it must show,
/// and the actions — so that it can be replayed as a regression test.
///
/// ```json
/// { "formatVersion": 1, "entry": "adaptive-seed", "property": "rootNotInStack", "expected": "violates",
///   "actions": [ { "call": "select(rootID: 0)", "value": { "select": { "rootID": 0 } } }, … ], … }
/// ```
public struct TraceFile<Action: Codable & Sendable & Hashable>: Sendable, Hashable, Codable {
    /// The format this code writes and reads.
    public static var currentFormatVersion: Int { 1 }

    /// The file's format version.
    public var formatVersion: Int
    /// The catalog entry (or, outside the catalog, the spec) the trace runs on.
    public var entry: String
    /// The machine's name.
    public var machine: String
    /// What the machine checks, e.g. "adaptive store (seed)".
    public var subject: String
    /// The bounds, e.g. "R = 2, D = 4".
    public var bounds: String
    /// The alphabet's name, e.g. "taps".
    public var alphabetName: String
    /// Every action of the alphabet, as Swift-like calls, in alphabet order.
    public var alphabet: [String]
    /// The property (or `noFault`).
    public var property: String
    /// The property's kind.
    public var kind: PropertyKind
    /// What kind of finding the trace is (at rest, one-frame glitch, race, API misuse), in words as
    /// `atRest`, `glitch`, `race`, `api`. Absent in files written before kinds existed; when present,
    /// replaying must show the same kind.
    public var finding: FindingKind?
    /// What replaying must show.
    public var expected: TraceExpectation
    /// What the property said when the trace was recorded.
    public var message: String
    /// Which of the machine's initial states the trace starts from.
    public var initialState: Int
    /// The number of actions.
    public var length: Int
    /// The actions, in order.
    public var actions: [TraceAction<Action>]
    /// How the trace was found (and the seed, for random mode).
    public var origin: TraceOrigin
    /// For a lasso (an `eventually` finding): how many actions come before the loop; the actions after
    /// them lead back to the state the loop starts from. Absent otherwise.
    public var loopStart: Int?

    /// Creates a trace file of the current format.
    public init(entry: String, machine: String, subject: String, bounds: String, alphabetName: String,
                alphabet: [String], property: String, kind: PropertyKind, finding: FindingKind? = nil,
                expected: TraceExpectation, message: String,
                initialState: Int, actions: [Action], origin: TraceOrigin) {
        self.finding = finding
        formatVersion = Self.currentFormatVersion
        self.entry = entry
        self.machine = machine
        self.subject = subject
        self.bounds = bounds
        self.alphabetName = alphabetName
        self.alphabet = alphabet
        self.property = property
        self.kind = kind
        self.expected = expected
        self.message = message
        self.initialState = initialState
        length = actions.count
        self.actions = actions.map { TraceAction(call: StableText.name(of: $0), value: $0) }
        self.origin = origin
    }
}

/// What a trace file says before its actions are decoded: enough to find the machine to replay it on.
public struct TraceHeader: Sendable, Hashable, Decodable {
    /// The file's format version.
    public var formatVersion: Int
    /// The catalog entry.
    public var entry: String
    /// The property.
    public var property: String
    /// What replaying must show.
    public var expected: TraceExpectation
}

/// The verdict of replaying one trace.
public struct TraceVerdict: Sendable, Hashable, Codable {
    /// The entry (or spec) it ran on.
    public var entry: String
    /// The property.
    public var property: String
    /// What replaying had to show.
    public var expected: TraceExpectation
    /// The number of actions.
    public var length: Int
    /// The step at which the property was violated, if it was.
    public var violatedAtStep: Int?
    /// Whether the outcome matches the expectation.
    public var matches: Bool
    /// One line: what happened and, when it does not match, what changed.
    public var message: String
}

/// Encoding and decoding of trace files: pretty JSON with sorted keys, so the same trace gives the same
/// bytes on every run.
public enum TraceCoding {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The bytes of `file` (with a final newline).
    public static func encode<Action>(_ file: TraceFile<Action>) throws(CheckError) -> [UInt8] {
        do { return Array(try encoder.encode(file)) + [0x0A] } catch {
            throw CheckError(.badTrace, "cannot encode the trace: \(error)")
        }
    }

    private struct VersionProbe: Decodable { var formatVersion: Int }

    /// Reads the header, checking that the bytes are JSON and that the format version is known.
    public static func header(from bytes: [UInt8]) throws(CheckError) -> TraceHeader {
        let data = Data(bytes)
        let version: Int
        do { version = try JSONDecoder().decode(VersionProbe.self, from: data).formatVersion } catch {
            throw CheckError(.badTrace, describe(error))
        }
        guard version == TraceFile<Int>.currentFormatVersion else {
            throw CheckError(.badTrace, "unknown format version \(version) (this navcheck reads version \(TraceFile<Int>.currentFormatVersion))")
        }
        do { return try JSONDecoder().decode(TraceHeader.self, from: data) } catch {
            throw CheckError(.badTrace, describe(error))
        }
    }

    /// Decodes a whole trace file whose actions are `Action`s.
    public static func decode<Action>(_ type: Action.Type, from bytes: [UInt8]) throws(CheckError) -> TraceFile<Action> {
        _ = try header(from: bytes)
        do { return try JSONDecoder().decode(TraceFile<Action>.self, from: Data(bytes)) } catch {
            throw CheckError(.badTrace, describe(error))
        }
    }

    /// A decoding error in words, naming the step when an action cannot be read.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not a trace file: \(error)" }
        let context: DecodingError.Context
        var what: String
        switch error {
        case .dataCorrupted(let c):
            context = c
            what = c.codingPath.isEmpty ? "not valid JSON (or truncated)" : "unreadable value"
        case .keyNotFound(let key, let c):
            context = c
            what = "missing field '\(key.stringValue)'"
        case .typeMismatch(_, let c), .valueNotFound(_, let c):
            context = c
            what = "wrong type of value"
        @unknown default:
            return "not a trace file: \(error)"
        }
        let path = context.codingPath
        if path.count >= 2, path[0].stringValue == "actions", let index = path[1].intValue {
            what = "step \(index + 1): unknown or unreadable action (\(what))"
        } else if !path.isEmpty {
            what += " at \(path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: "."))"
        }
        return what + ": " + context.debugDescription
    }
}

extension StateMachine {
    /// A trace file for `counterexample`, expected to show `expected` on replay.
    public func traceFile(for counterexample: Counterexample<Self>, entry: String, subject: String, bounds: String,
                          alphabetName: String, expected: TraceExpectation, origin: TraceOrigin) -> TraceFile<Action> {
        var file = TraceFile(entry: entry, machine: name, subject: subject, bounds: bounds, alphabetName: alphabetName,
                             alphabet: actions.allValues.map { StableText.name(of: $0) }, property: counterexample.property,
                             kind: counterexample.kind, finding: counterexample.finding, expected: expected,
                             message: counterexample.message, initialState: counterexample.initialState,
                             actions: counterexample.actions, origin: origin)
        file.loopStart = counterexample.loopStart
        return file
    }

    /// Replays `trace` on this machine and compares the outcome with `expected` (default: the file's).
    ///
    /// Throws (with the step) when the trace names a property the machine does not have, an action
    /// outside its alphabet, or an action that is not enabled at its step.
    public func replay(_ trace: TraceFile<Action>, expecting expected: TraceExpectation? = nil) throws(CheckError) -> TraceVerdict {
        let expected = expected ?? trace.expected
        guard propertyInfo(named: trace.property) != nil else {
            let valid = properties.map(\.name) + [noFaultPropertyName]
            throw CheckError(.badTrace, "unknown property '\(trace.property)' for '\(name)'; valid properties: \(valid.joined(separator: ", "))")
        }
        guard initialStates.indices.contains(trace.initialState) else {
            throw CheckError(.badTrace, "'\(name)' has no initial state \(trace.initialState)")
        }
        let alphabet = Set(actions.allValues)
        for (i, step) in trace.actions.enumerated() where !alphabet.contains(step.value) {
            throw CheckError(.badTrace, "step \(i + 1): '\(StableText.name(of: step.value))' is not in the alphabet of '\(name)'")
        }
        let actions = trace.actions.map(\.value)
        let result = replay(actions, from: trace.initialState)
        let violation = result.violation(of: trace.property)
        if let blocked = result.blocked {
            // A trace expected to hold on another app (a seed's trace on its corrected counterpart) may
            // reach a step that app does not offer: the user cannot go on, so it holds as far as it goes.
            guard expected == .holds, trace.expected == .violates, violation == nil else {
                throw CheckError(.badTrace, "step \(blocked.step): '\(blocked.action)' cannot be taken: \(blocked.reason)")
            }
            return TraceVerdict(entry: trace.entry, property: trace.property, expected: expected, length: actions.count,
                                violatedAtStep: nil, matches: true,
                                message: "\(trace.property) holds at each of the \(blocked.step - 1) steps '\(name)' can take; "
                                    + "step \(blocked.step), '\(blocked.action)', is not possible there (\(blocked.reason))")
        }
        let n = actions.count
        if propertyInfo(named: trace.property)?.kind.isLiveness == true {
            return replayLiveness(trace, actions: actions, expected: expected)
        }
        var verdict = TraceVerdict(entry: trace.entry, property: trace.property, expected: expected, length: n,
                                   violatedAtStep: violation?.step, matches: false, message: "")
        switch (expected, violation) {
        case (.violates, let v?) where trace.finding.map({ $0 != v.finding }) ?? false:
            verdict.message = "violates \(trace.property) at step \(v.step) of \(n), but as a \(v.finding) finding, not a \(trace.finding.map(\.description) ?? "")"
        case (.violates, let v?):
            verdict.matches = true
            verdict.message = "still violates \(trace.property) at step \(v.step) of \(n) (\(v.finding))"
        case (.violates, nil):
            verdict.message = "no longer reproduces: \(trace.property) holds at every step of the \(n)-step trace on '\(name)'"
        case (.holds, nil):
            verdict.matches = true
            verdict.message = "\(trace.property) holds at every step of the \(n)-step trace, as expected"
        case (.holds, let v?):
            verdict.message = "violates \(trace.property) at step \(v.step) of \(n), expected to hold: \(v.message)"
        }
        return verdict
    }

    /// The verdict of a liveness trace: the finding re-judged from the replayed actions.
    func replayLiveness(_ trace: TraceFile<Action>, actions: [Action], expected: TraceExpectation) -> TraceVerdict {
        var holdsBecause = ""
        let still = rejudgeLiveness(trace.property, initial: trace.initialState, actions: actions, loopStart: trace.loopStart,
                                    holdsBecause: &holdsBecause)
        var verdict = TraceVerdict(entry: trace.entry, property: trace.property, expected: expected, length: actions.count,
                                   violatedAtStep: still == nil ? nil : actions.count, matches: false, message: "")
        switch (expected, still) {
        case (.violates, let message?):
            verdict.matches = true
            verdict.message = "still violates \(trace.property): \(message)"
        case (.violates, nil):
            verdict.message = "no longer reproduces: \(holdsBecause)"
        case (.holds, nil):
            verdict.matches = true
            verdict.message = "\(trace.property) holds: \(holdsBecause)"
        case (.holds, let message?):
            verdict.message = "violates \(trace.property), expected to hold: \(message)"
        }
        return verdict
    }
}
