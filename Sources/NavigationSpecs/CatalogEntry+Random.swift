import ModelChecker
import NavCheckPages

/// What a catalog entry can do besides exhaustive checking, built once from its machine: random
/// exploration, trace files, and replay of trace files (decoding the actions with the machine's own
/// `Action` type).
struct EntryTools: Sendable {
    let simulate: @Sendable (SimulationOptions) throws(CheckError) -> SimulationReport
    let trace: @Sendable (_ entry: CatalogEntry, _ violation: CheckReport.Violation, _ origin: TraceOrigin) throws(CheckError) -> [UInt8]
    let replay: @Sendable (_ bytes: [UInt8], _ expected: TraceExpectation?) throws(CheckError) -> TraceVerdict
    let describe: @Sendable () throws(CheckError) -> (properties: [String], alphabet: Alphabet)
    let memoryBound: @Sendable (ExplorationOptions) throws(CheckError) -> Int
    /// A session to walk the entry's states in the browser, searching up to this many states.
    let explore: @Sendable (Int) throws(CheckError) -> any ExploreResponder
    /// A trace file's counterexample, replayed, with the screens and pictures at every step.
    let traceReport: @Sendable (_ bytes: [UInt8]) throws(CheckError) -> CheckReport.Violation

    init<M: StateMachine>(machine: @escaping @Sendable () throws(CheckError) -> M) {
        memoryBound = { (options: ExplorationOptions) throws(CheckError) -> Int in
            try Explorer(try machine(), options: options).smallestMemoryBound()
        }
        describe = { () throws(CheckError) -> (properties: [String], alphabet: Alphabet) in
            let m = try machine()
            return (m.properties.map(\.name) + [noFaultPropertyName], m.alphabet)
        }
        simulate = { (options: SimulationOptions) throws(CheckError) -> SimulationReport in
            let m = try machine()
            return try Simulator(m, options: options).run().report(on: m)
        }
        trace = { (entry: CatalogEntry, violation: CheckReport.Violation, origin: TraceOrigin) throws(CheckError) -> [UInt8] in
            let m = try machine()
            let alphabet = m.actions.allValues
            var byCall: [String: Int] = [:]
            for (i, action) in alphabet.enumerated() { let call = StableText.name(of: action); if byCall[call] == nil { byCall[call] = i } }
            var indices: [Int] = []
            for (step, call) in violation.actions.enumerated() {
                guard let i = byCall[call] else {
                    throw CheckError(.badTrace, "step \(step + 1): '\(call)' is not in the alphabet of '\(m.name)'")
                }
                indices.append(i)
            }
            // The first initial state from which the actions violate the property.
            let initial = m.initialStates.indices.first {
                m.replay(actionIndices: indices, from: $0).violation(of: violation.property)?.finding == violation.finding
            } ?? 0
            let counterexample = Counterexample<M>(
                property: violation.property, kind: violation.kind, meaning: violation.meaning, message: violation.message,
                initialState: initial, actions: indices.map { alphabet[$0] }, actionIndices: indices,
                finding: violation.finding)
            let expected: TraceExpectation = entry.expectation.expectsViolation(of: violation.property) ? .violates : .holds
            let file = m.traceFile(for: counterexample, entry: entry.name, subject: entry.subject, bounds: entry.bounds,
                                   alphabetName: entry.alphabet.rawValue, expected: expected, origin: origin)
            return try TraceCoding.encode(file)
        }
        explore = { (maxStates: Int) throws(CheckError) -> any ExploreResponder in try ExploreSession(try machine(), maxStates: maxStates) }
        traceReport = { (bytes: [UInt8]) throws(CheckError) -> CheckReport.Violation in
            let m = try machine()
            let file = try TraceCoding.decode(M.Action.self, from: bytes)
            let alphabet = m.actions.allValues
            let actions = file.actions.map(\.value)
            let counterexample = Counterexample<M>(
                property: file.property, kind: file.kind, meaning: m.properties.first { $0.name == file.property }?.meaning ?? "",
                message: file.message, initialState: file.initialState, actions: actions,
                actionIndices: actions.map { a in alphabet.firstIndex(of: a) ?? 0 }, finding: file.finding ?? .atRest)
            return counterexample.report(on: m)
        }
        replay = { (bytes: [UInt8], expected: TraceExpectation?) throws(CheckError) -> TraceVerdict in
            let m = try machine()
            let file = try TraceCoding.decode(M.Action.self, from: bytes)
            return try m.replay(file, expecting: expected)
        }
    }
}

extension CatalogEntry {
    /// The names of the properties the entry's machine checks (`noFault` last).
    public func propertyNames() throws(CheckError) -> [String] { try tools.describe().properties }

    /// The alphabet the entry's machine offers (the same as ``alphabet`` for every catalog entry).
    public func machineAlphabet() throws(CheckError) -> Alphabet { try tools.describe().alphabet }

    /// The smallest memory bound an exploration of the entry under `options` can keep
    /// (``Explorer/smallestMemoryBound()``): the process's baseline plus what the first level needs.
    public func smallestMemoryBound(options: ExplorationOptions) throws(CheckError) -> Int {
        try tools.memoryBound(options)
    }

    /// A session to walk the entry's states in the browser (``ExploreServer``), its list of states
    /// found searched up to `maxStates`.
    public func exploreSession(maxStates: Int = 20_000) throws(CheckError) -> any ExploreResponder { try tools.explore(maxStates) }

    /// The counterexample of a trace file of this entry, replayed: its steps with what the user sees.
    public func traceReport(_ bytes: [UInt8]) throws(CheckError) -> CheckReport.Violation { try tools.traceReport(bytes) }

    /// Explores the entry with seeded random walks and shrinks what they find.
    public func simulate(options: SimulationOptions) throws(CheckError) -> SimulationReport {
        try tools.simulate(options)
    }

    /// The bytes of the trace file for `violation` (a counterexample of this entry): expected to
    /// `violate` when the entry expects the property violated, else to `hold`.
    public func traceFile(for violation: CheckReport.Violation, origin: TraceOrigin = .exhaustive) throws(CheckError) -> [UInt8] {
        try tools.trace(self, violation, origin)
    }

    /// Replays the trace file `bytes` on this entry's machine and compares the outcome with `expected`
    /// (default: what the file says).
    public func replayTrace(_ bytes: [UInt8], expecting expected: TraceExpectation? = nil) throws(CheckError) -> TraceVerdict {
        try tools.replay(bytes, expected)
    }
}

extension Catalog {
    /// The corrected entry the traces of `entry` must hold on: its explicit ``CatalogEntry/counterpart``,
    /// else, by the catalog's naming convention, the entry whose name has `-corrected` where `entry`'s has
    /// `-seed` (`path-store-int-seed` → `path-store-int-corrected`); nil when there is none.
    public static func correctedCounterpart(of entry: CatalogEntry) -> CatalogEntry? {
        if let name = entry.counterpart { return entries.first { $0.name == name } }
        guard case .violates = entry.expectation else { return nil }
        let parts = entry.name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.contains("seed") else { return nil }
        let name = parts.map { $0 == "seed" ? "corrected" : String($0) }.joined(separator: "-")
        return entries.first { $0.name == name && $0.expectation == .holds }
    }
}
