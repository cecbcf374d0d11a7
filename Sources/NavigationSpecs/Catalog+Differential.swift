import ModelChecker
import SeedStores

/// Receives a catalog entry's machine with its type.
protocol EntryMachineVisitor {
    func visit<M: StateMachine>(_ machine: @escaping @Sendable () throws(CheckError) -> M) throws(CheckError) -> CatalogEntry
}

extension Catalog {
    /// The two entry names of a differential entry's name, `OLD..NEW`, or nil.
    static func differentialNames(_ name: String) -> (old: String, new: String)? {
        guard let range = name.range(of: "..") else { return nil }
        return (String(name[..<range.lowerBound]), String(name[range.upperBound...]))
    }

    /// The differential entry `OLD..NEW`: the two entries' machines explored in lockstep over the actions
    /// both declare (matched by their names as Swift calls), expected to show no difference
    /// (`sameScreens`: the same screens; `sameEnabledActions`: the same actions enabled). Its bounds are
    /// each entry's own; a trace file of it names `OLD..NEW` and replays on both.
    ///
    /// - Throws: ``CheckError`` naming the valid entries when either name is unknown (or itself a
    ///   differential one), or when the two share no action or are offered different alphabets.
    public static func differential(_ old: String, _ new: String) throws(CheckError) -> CatalogEntry {
        let names = [old, new]
        for name in names where differentialNames(name) != nil || !entries.contains(where: { $0.name == name }) {
            throw CheckError(.badTrace, "unknown entry '\(name)'; valid entries: \(entries.map(\.name).joined(separator: ", "))")
        }
        var a = try entry(named: old), b = try entry(named: new)
        if let twins = adaptiveAtSameBounds(a, b) { (a, b) = twins }
        return try a.opener(PairOld(old: a, new: b))
    }

    /// Two adaptive entries at different bounds (the seed's R = 2, the corrected app's R = 3, D = 8),
    /// each made again at the smaller bounds, so that no difference comes from the bounds alone (a
    /// third root, a deeper push); nil for any other pair.
    static func adaptiveAtSameBounds(_ a: CatalogEntry, _ b: CatalogEntry) -> (CatalogEntry, CatalogEntry)? {
        guard a.name.hasPrefix("adaptive-"), b.name.hasPrefix("adaptive-"), a.bounds != b.bounds else { return nil }
        let depth = a.alphabet == .api || b.alphabet == .api ? 3 : 4
        func remade(_ e: CatalogEntry) -> CatalogEntry {
            let name = e.name, profile = e.profile ?? .iPad, alphabet = e.alphabet, bounds = "R = 2, D = \(depth)"
            if e.name.hasPrefix("adaptive-corrected") {
                return CatalogEntry(name: name, subject: e.subject, seed: e.seed, bounds: bounds, profile: profile, alphabet: alphabet,
                                    expectation: e.expectation) { () throws(CheckError) in
                    try AdaptiveSpec(name: name, roots: 2, maxPathDepth: depth, profile: profile, alphabet: alphabet,
                                     design: .storeAndOnChange) { CorrectedAdaptiveStore() }
                }
            }
            return CatalogEntry(name: name, subject: e.subject, seed: e.seed, bounds: bounds, profile: profile, alphabet: alphabet,
                                expectation: e.expectation) { () throws(CheckError) in
                try AdaptiveSpec(name: name, roots: 2, maxPathDepth: depth, profile: profile, alphabet: alphabet,
                                 design: .environmentAndTask) { AdaptiveStore() }
            }
        }
        return (remade(a), remade(b))
    }
}

/// The old entry's machine, waiting for the new one's.
private struct PairOld: EntryMachineVisitor {
    let old: CatalogEntry, new: CatalogEntry
    func visit<M: StateMachine>(_ machine: @escaping @Sendable () throws(CheckError) -> M) throws(CheckError) -> CatalogEntry {
        try new.opener(PairNew(old: old, new: new, oldMachine: machine))
    }
}

/// Both machines: the differential entry.
private struct PairNew<Old: StateMachine>: EntryMachineVisitor {
    let old: CatalogEntry, new: CatalogEntry
    let oldMachine: @Sendable () throws(CheckError) -> Old
    func visit<M: StateMachine>(_ machine: @escaping @Sendable () throws(CheckError) -> M) throws(CheckError) -> CatalogEntry {
        let name = "\(old.name)..\(new.name)", oldMachine = oldMachine
        let make = { @Sendable () throws(CheckError) -> DifferentialMachine<Old, M> in
            try DifferentialMachine(try oldMachine(), try machine(), name: name)
        }
        let pair = try make()   // no shared action, or different alphabets: an input error before any work
        let bounds = old.bounds == new.bounds ? old.bounds : "\(old.bounds) / \(new.bounds)"
        var entry = CatalogEntry(name: name, subject: "\(old.subject) against \(new.subject)", seed: old.seed, bounds: bounds,
                                 profile: old.profile, alphabet: old.alphabet, expectation: .holds, machine: make)
        entry.note = pair.alphabetNote
        return entry
    }
}
