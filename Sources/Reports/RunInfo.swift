import ModelChecker
import NavigationSpecs

/// How a report was made: the navcheck version, the catalog it checked, the options, and for a shard
/// which share it is. Two reports can be merged only when all of this but the shard's index agrees.
///
/// Byte-stable: nothing in it depends on the machine, the time or the folder.
public struct RunInfo: Sendable, Hashable, Codable {
    /// A share of a sharded run: shard `index` of `count`, numbered from 1.
    public struct Shard: Sendable, Hashable, Codable {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
        /// `2/4`.
        public var label: String { "\(index)/\(count)" }
    }

    /// A state-space split: each entry's breadth-first frontier at `depth` divided among `shards` shards.
    public struct Split: Sendable, Hashable, Codable {
        public var shards: Int
        public var depth: Int
        public init(shards: Int, depth: Int) {
            self.shards = shards
            self.depth = depth
        }
    }

    /// The navcheck that wrote the report (``navcheckVersion``).
    public var navcheck: String
    /// A fingerprint of the catalog: every entry's name, subject, bounds, profile, alphabet and expectation.
    public var catalog: String
    /// The entries asked for by name, in the order given; nil: the whole catalog.
    public var entries: [String]?
    /// `--max-depth`, `--max-states`, `--max-memory`, when given.
    public var maxDepth: Int?
    public var maxStates: Int?
    public var maxMemory: Int?
    /// `--race-bound`, when given.
    public var raceBound: Int?
    /// For a shard's report: which share it is. Nil in an unsharded or merged report.
    public var shard: Shard?
    /// For a state-space split (a shard's report, or the merge of such shards): how the space was divided.
    public var split: Split?

    /// The version written into reports; shards of different versions are not merged.
    public static let navcheckVersion = "0.14.0"

    /// A run of this navcheck over `entries` (nil: the whole catalog) with `options`.
    public init(entries: [String]?, options: ExplorationOptions, shard: Shard? = nil, split: Split? = nil) {
        navcheck = Self.navcheckVersion
        catalog = Self.catalogFingerprint()
        self.entries = entries
        maxDepth = options.maxDepth
        maxStates = options.maxStates
        maxMemory = options.maxMemoryBytes
        raceBound = options.raceBound
        self.shard = shard
        self.split = split
    }

    /// Whether the run checked the whole catalog at its own bounds, undivided: such a report is a
    /// baseline (`baseline.json`).
    public var isWholeCatalog: Bool {
        entries == nil && maxDepth == nil && maxStates == nil && maxMemory == nil && raceBound == nil && shard == nil && split == nil
    }

    /// The options in words, for messages: `--max-depth 3, --split-depth 2 over 4 shards`, or `the catalog's own bounds`.
    public var optionsDescription: String {
        var parts: [String] = []
        if let entries { parts.append("entries " + entries.joined(separator: " ")) }
        if let maxDepth { parts.append("--max-depth \(maxDepth)") }
        if let maxStates { parts.append("--max-states \(maxStates)") }
        if let maxMemory { parts.append("--max-memory \(maxMemory)") }
        if let raceBound { parts.append("--race-bound \(raceBound)") }
        if let split { parts.append("--split-depth \(split.depth) over \(split.shards) shards") }
        return parts.isEmpty ? "the whole catalog at its own bounds" : parts.joined(separator: ", ")
    }

    /// A stable fingerprint (FNV-1a, 64 bits, hex) of the catalog's entries as they are checked.
    public static func catalogFingerprint(_ entries: [CatalogEntry] = Catalog.entries) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for entry in entries {
            var line = [entry.name, entry.subject, entry.seed, entry.bounds, entry.profile?.description ?? "-",
                        entry.alphabet.rawValue].joined(separator: "|")
            switch entry.expectation {
            case .holds: line += "|holds"
            case .violates(let findings): line += "|violates:" + findings.sorted().map { "\($0.property)/\($0.kind.rawValue)" }.joined(separator: ",")
            }
            for byte in (line + "\n").utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
