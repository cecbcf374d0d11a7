import Foundation
import ModelChecker
import NavigationSpecs

/// Combines the report folders of the shards of one run (`navcheck merge DIR… --output DIR`).
///
/// Entry shards (`--shard i/n`) each checked a share of the entries: the merge puts them back in order,
/// and its `latest.json` equals the undivided run's apart from timings. State-space shards (`--shard i/n
/// --split-depth D`) each explored a share of every entry's state space: the merge keeps, per finding
/// (property and kind), the shortest trace any shard found, judges the expectation again, and sums the
/// counts (see ``MarkdownReport/splitNote(_:)`` for what they mean).
///
/// Every shard must be there exactly once, from this navcheck and catalog, with the same options;
/// anything else is an error that names the folder, and nothing is written.
public enum ReportMerge {
    /// One shard's folder and its report.
    public struct Shard: Sendable {
        public var folder: String
        public var report: JSONReport
        public init(folder: String, report: JSONReport) {
            self.folder = folder
            self.report = report
        }
    }

    /// Reads `folder/latest.json` of every folder.
    public static func read(_ folders: [String]) throws(ReportError) -> [Shard] {
        var shards: [Shard] = []
        var seen: [String: String] = [:]
        for folder in folders {
            let key = URL(fileURLWithPath: folder).standardizedFileURL.path
            if let other = seen[key] { throw ReportError("\(folder) is given twice (also as \(other)); give each shard's folder once") }
            seen[key] = folder
        }
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ReportError("\(folder): no such folder; give the --output folder of each shard's run")
            }
            let path = (folder as NSString).appendingPathComponent("latest.json")
            guard FileManager.default.fileExists(atPath: path) else {
                throw ReportError("\(folder): no latest.json in it; give the --output folder of each shard's run")
            }
            shards.append(Shard(folder: folder, report: try JSONReport.read(path)))
        }
        return shards
    }

    /// The merged report of `shards`.
    public static func merge(_ shards: [Shard], catalog: [CatalogEntry] = Catalog.entries) throws(ReportError) -> JSONReport {
        guard let first = shards.first else { throw ReportError("no shard folders given") }
        var infos: [RunInfo] = []
        for shard in shards {
            guard let run = shard.report.run else {
                throw ReportError("\(shard.folder): its report does not say how it was made (written by an older navcheck); run the shard again")
            }
            guard run.shard != nil else {
                throw ReportError("\(shard.folder): not a shard's report (it was written without --shard i/n)")
            }
            if run.navcheck != RunInfo.navcheckVersion {
                throw ReportError("\(shard.folder): written by navcheck \(run.navcheck), but this is navcheck \(RunInfo.navcheckVersion); merge shards with the navcheck that made them")
            }
            if run.catalog != RunInfo.catalogFingerprint(catalog) {
                throw ReportError("\(shard.folder): made from another catalog (fingerprint \(run.catalog), this navcheck's is \(RunInfo.catalogFingerprint(catalog))); build every shard and the merge from the same commit")
            }
            infos.append(run)
        }
        let reference = infos[0]
        for (shard, run) in zip(shards, infos).dropFirst() {
            if run.optionsDescription != reference.optionsDescription {
                throw ReportError("\(shard.folder): made with \(run.optionsDescription), but \(first.folder) with \(reference.optionsDescription); every shard must use the same options")
            }
            if run.shard?.count != reference.shard?.count {
                throw ReportError("\(shard.folder) is shard \(run.shard?.label ?? "?"), but \(first.folder) is shard \(reference.shard?.label ?? "?"): the shards of one run have the same count")
            }
        }
        let count = reference.shard?.count ?? 1
        var byIndex: [Int: String] = [:]
        for (shard, run) in zip(shards, infos) {
            let index = run.shard?.index ?? 0
            if let other = byIndex[index] {
                throw ReportError("shard \(index)/\(count) is given twice: \(other) and \(shard.folder)")
            }
            byIndex[index] = shard.folder
        }
        let missing = (1...count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            throw ReportError("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) "
                + "\(missing.count == 1 ? "is" : "are") missing (given: \(byIndex.keys.sorted().map { "\($0)/\(count)" }.joined(separator: ", ")))")
        }
        let ordered = zip(shards, infos).sorted { ($0.1.shard?.index ?? 0) < ($1.1.shard?.index ?? 0) }.map(\.0)
        let names = reference.entries ?? catalog.map(\.name)
        var run = reference
        run.shard = nil
        if reference.split != nil {
            return JSONReport(entries: try mergeSplit(ordered, names: names), run: run)
        }
        return JSONReport(entries: try mergeEntries(ordered, names: names), run: run)
    }

    /// Entry shards: every entry in exactly one shard.
    static func mergeEntries(_ shards: [Shard], names: [String]) throws(ReportError) -> [JSONReport.Entry] {
        var found: [String: (entry: JSONReport.Entry, folder: String)] = [:]
        for shard in shards {
            for entry in shard.report.entries {
                if let other = found[entry.name] {
                    throw ReportError("entry \(entry.name) is in both \(other.folder) and \(shard.folder): were the shards divided with different baselines (reports/baseline.json)?")
                }
                guard names.contains(entry.name) else {
                    throw ReportError("\(shard.folder): entry \(entry.name) is not one the run asked for")
                }
                found[entry.name] = (entry, shard.folder)
            }
        }
        let absent = names.filter { found[$0] == nil }
        if !absent.isEmpty {
            throw ReportError("no shard checked \(absent.joined(separator: ", ")): were the shards divided with different baselines (reports/baseline.json)?")
        }
        return names.compactMap { found[$0]?.entry }
    }

    /// State-space shards: every entry in every shard; the union of their explorations.
    static func mergeSplit(_ shards: [Shard], names: [String]) throws(ReportError) -> [JSONReport.Entry] {
        var merged: [JSONReport.Entry] = []
        for name in names {
            var parts: [JSONReport.Entry] = []
            for shard in shards {
                guard let entry = shard.report.entries.first(where: { $0.name == name }) else {
                    throw ReportError("\(shard.folder): entry \(name) is missing; every state-space shard checks every entry")
                }
                parts.append(entry)
            }
            merged.append(try combine(parts, folders: shards.map(\.folder)))
        }
        return merged
    }

    /// One entry explored in parts: findings shortest first, counts summed, depth and time the largest.
    static func combine(_ parts: [JSONReport.Entry], folders: [String]) throws(ReportError) -> JSONReport.Entry {
        var entry = parts[0]
        var candidates: [(violation: CheckReport.Violation, order: (Int, Int))] = []
        for (s, part) in parts.enumerated() {
            for (i, violation) in part.violations.enumerated() { candidates.append((violation, (s, i))) }
        }
        candidates.sort { ($0.violation.length, $0.order.0, $0.order.1) < ($1.violation.length, $1.order.0, $1.order.1) }
        var seen = Set<ExpectedFinding>()
        // A race that leaves the app wrong at rest apart from one seen while the work is pending.
        entry.violations = candidates.map(\.violation).filter {
            seen.insert(ExpectedFinding($0.property, $0.finding, leavesAppWrongAtRest: $0.isRaceAtRest)).inserted
        }
        CheckReport.markRacesLeavingAppWrongAtRest(&entry.violations)
        entry.complete = parts.allSatisfy(\.complete)
        entry.stopReason = parts.first { $0.stopReason != nil }?.stopReason
        var stats = parts[0].statistics
        for (s, part) in parts.enumerated().dropFirst() {
            let p = part.statistics
            guard p.actions.map(\.action) == stats.actions.map(\.action),
                  p.properties.map(\.name) == stats.properties.map(\.name) else {
                throw ReportError("\(folders[s]): entry \(entry.name) has other actions or properties than in \(folders[0])")
            }
            stats.generatedStates += p.generatedStates
            stats.transitions += p.transitions
            stats.distinctStates += p.distinctStates
            stats.faults += p.faults
            stats.depth = max(stats.depth, p.depth)
            stats.seconds = max(stats.seconds, p.seconds)
            for i in stats.actions.indices {
                stats.actions[i].enabled += p.actions[i].enabled
                stats.actions[i].taken += p.actions[i].taken
                stats.actions[i].newStates += p.actions[i].newStates
            }
            for i in stats.properties.indices {
                stats.properties[i].evaluated += p.properties[i].evaluated
                stats.properties[i].nonVacuous += p.properties[i].nonVacuous
                stats.properties[i].violations += p.properties[i].violations
            }
        }
        entry.statistics = stats
        entry.vacuousProperties = stats.vacuousProperties
        entry.settle()
        return entry
    }
}
