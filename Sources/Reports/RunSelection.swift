import ModelChecker
import NavigationSpecs

/// Which catalog entries a run covers, and how it is divided: the entries named (or every one), the
/// share of an entry shard (``Sharding/entries(_:costs:shard:)``, balanced by the committed baseline),
/// or each entry's state space for a state-space shard. Every choice is checked before any work; an
/// error is a sentence naming the option and what to give instead.
public struct RunSelection: Sendable {
    /// Where the committed baseline is, relative to the repository: the costs that balance entry shards.
    public static let committedBaseline = "reports/baseline.json"
    /// The most shards a run may be divided among.
    public static let maximumShards = 256

    /// The entries to check, in catalog order (or in the order named).
    public private(set) var entries: [CatalogEntry]
    /// The entries asked for by name, in the order given; nil: the whole catalog.
    public let names: [String]?
    /// The share of a sharded run.
    public let shard: RunInfo.Shard?
    /// The state-space split, when each entry's state space is divided instead of the entries.
    public let split: RunInfo.Split?
    /// What the command should say on stderr (e.g. that the shards are divided by equal costs).
    public private(set) var notes: [String] = []

    /// Checks and applies the choices of a run.
    ///
    /// - Parameters:
    ///   - names: the entries named on the command line (none: the whole catalog).
    ///   - shard: `--shard I/N`, if given.
    ///   - splitDepth: `--split-depth D`, if given: divide each entry's state space at depth D.
    ///   - maxDepth: `--max-depth`, if given (a split beyond it would divide nothing).
    ///   - judging: the options given that judge expectations (`--baseline`, `--junit`), which a
    ///     state-space shard cannot.
    ///   - baseline: the report whose distinct states balance entry shards.
    public init(names: [String], shard: RunInfo.Shard?, splitDepth: Int?, maxDepth: Int?, judging: [String] = [],
                baseline: String = committedBaseline) throws(ReportError) {
        var entries = Catalog.entries
        if !names.isEmpty {
            entries = []
            for name in names {
                if entries.contains(where: { $0.name == name }) {
                    throw ReportError("the entry '\(CIText.shown(name))' is named twice; name each entry once")
                }
                entries.append(try Self.entry(named: name))
            }
        }
        self.names = names.isEmpty ? nil : names
        self.shard = shard
        if let shard { try Self.check(shard, entries: entries.count, splitting: splitDepth != nil) }
        split = try Self.split(depth: splitDepth, shard: shard, maxDepth: maxDepth, judging: judging)
        self.entries = entries
        if let shard, split == nil { divide(shard, baseline: baseline) }
    }

    /// The catalog entry `name`; an unknown name is refused with the valid ones (a name with control
    /// characters, with where to find them).
    public static func entry(named name: String) throws(ReportError) -> CatalogEntry {
        do { return try Catalog.entry(named: name) } catch {
            let shown = CIText.shown(name)
            throw ReportError(shown == name ? error.message : "unknown entry '\(shown)'; see 'navcheck list' for the entries")
        }
    }

    /// Whether the run writes a whole report set (the whole catalog, or a shard) rather than only the
    /// traces of the entries named.
    public var writesReportSet: Bool { names == nil || shard != nil }

    /// The exploration option of a state-space shard.
    public var partition: FrontierPartition? {
        guard let shard, let split else { return nil }
        return Sharding.partition(shard: shard, depth: split.depth)
    }

    /// How the run was made, for its report.
    public func runInfo(_ options: ExplorationOptions) -> RunInfo {
        RunInfo(entries: names, options: options, shard: shard, split: split)
    }

    /// `--shard I/N` can divide `entries` entries (unless each entry's state space is divided).
    static func check(_ shard: RunInfo.Shard, entries: Int, splitting: Bool) throws(ReportError) {
        if !splitting && shard.count > entries {
            throw ReportError("--shard \(shard.label): \(entries) entr\(entries == 1 ? "y" : "ies") cannot be divided among \(shard.count) shards; "
                + "give N from 1 to \(entries), or --split-depth D to divide the state space")
        }
        if shard.count > maximumShards {
            throw ReportError("--shard \(shard.label): at most \(maximumShards) shards; give N from 1 to \(maximumShards)")
        }
    }

    /// The state-space split of `--split-depth D`, checked against the other options.
    static func split(depth: Int?, shard: RunInfo.Shard?, maxDepth: Int?, judging: [String]) throws(ReportError) -> RunInfo.Split? {
        guard let depth else { return nil }
        guard let shard else { throw ReportError("--split-depth \(depth) divides each entry's state space among shards: give --shard I/N too") }
        if let maxDepth, depth > maxDepth {
            throw ReportError("--split-depth \(depth) is beyond --max-depth \(maxDepth), so nothing would be divided; give a split depth from 0 to \(maxDepth)")
        }
        if let option = judging.first {
            throw ReportError("\(option) judges expectations, which one state-space shard cannot (it sees a share of the states): give \(option) to 'navcheck merge'")
        }
        return RunInfo.Split(shards: shard.count, depth: depth)
    }

    /// Keeps the entries of entry shard `shard`, balanced by the distinct states in `baseline`.
    mutating func divide(_ shard: RunInfo.Shard, baseline: String) {
        let report = try? JSONReport.read(baseline)
        if report == nil {
            // Said on stderr: every shard of a run must be divided the same way (the merge checks).
            notes.append("no readable \(baseline) in this folder; "
                + "the entries are divided among the shards by equal costs (run every shard from the same folder)")
        }
        let names = Set(Sharding.entries(entries.map(\.name), costs: Sharding.costs(from: report), shard: shard))
        entries = entries.filter { names.contains($0.name) }
    }
}
