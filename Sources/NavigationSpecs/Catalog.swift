import ModelChecker
import NavigationModel

/// What an entry is expected to show: a corrected subject holds; a seed subject shows its known defects.
public enum Expectation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// No violation, and the exploration is complete.
    case holds
    /// Exactly these properties are violated.
    case violates([String])

    public var description: String {
        switch self {
        case .holds: "holds"
        case .violates(let properties): "violates \(properties.count)"
        }
    }

    /// Whether `report` meets this expectation.
    public func isMet(by report: CheckReport) -> Bool {
        switch self {
        case .holds: report.complete && report.violations.isEmpty
        case .violates(let properties): Set(properties) == Set(report.violations.map(\.property))
        }
    }

    enum CodingKeys: String, CodingKey { case outcome, properties }

    /// Encoded as `{"outcome": "holds"}` or `{"outcome": "violates", "properties": [...]}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .holds: try c.encode("holds", forKey: .outcome)
        case .violates(let properties):
            try c.encode("violates", forKey: .outcome)
            try c.encode(properties, forKey: .properties)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .outcome) {
        case "holds": self = .holds
        case "violates": self = .violates(try c.decode([String].self, forKey: .properties))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .outcome, in: c,
                debugDescription: "expected outcome 'holds' or 'violates', found '\(other)'")
        }
    }
}

/// One checkable entry: a subject, its bounds and alphabet, and the expected outcome.
public struct CatalogEntry: Sendable {
    /// A unique name, e.g. `adaptive-seed`.
    public let name: String
    /// What is checked, e.g. "adaptive store (seed)".
    public let subject: String
    /// Which seed article it comes from.
    public let seed: String
    /// The bounds, e.g. "R = 2, D = 4".
    public let bounds: String
    /// The action alphabet.
    public let alphabet: String
    /// The expected outcome.
    public let expectation: Expectation
    /// For a seed entry, the name of the corrected entry its traces must hold on.
    public let counterpart: String?
    let tools: EntryTools
    let runner: @Sendable (ExplorationOptions) throws(CheckError) -> CheckReport
    let grapher: @Sendable (Int) throws(CheckError) -> StateGraph

    /// Creates an entry from any machine.
    public init<M: StateMachine>(name: String, subject: String, seed: String, bounds: String, alphabet: String,
                                 expectation: Expectation, counterpart: String? = nil, machine: @escaping @Sendable () throws(CheckError) -> M) {
        self.name = name
        self.subject = subject
        self.seed = seed
        self.bounds = bounds
        self.alphabet = alphabet
        self.expectation = expectation
        self.counterpart = counterpart
        tools = EntryTools(machine: machine)
        runner = { (options: ExplorationOptions) throws(CheckError) -> CheckReport in
            let m = try machine()
            return try Explorer(m, options: options).run().report(on: m)
        }
        grapher = { (limit: Int) throws(CheckError) -> StateGraph in try StateGraph(try machine(), limit: limit) }
    }

    /// The entry's whole state graph, if it has at most `limit` states.
    public func graph(limit: Int) throws(CheckError) -> StateGraph { try grapher(limit) }

    /// Explores the entry exhaustively.
    public func check(options: ExplorationOptions = ExplorationOptions()) throws(CheckError) -> CheckReport {
        try runner(options)
    }
}

/// Every checkable entry, in a fixed order.
public enum Catalog {
    /// The seven defects of the seed adaptive store under the taps alphabet.
    public static let seedAdaptiveDefects = [
        "resizeRoundTripIdentity", "rootNotInStack", "selectionAgreesWithPath", "levelsContiguous",
        "resizeRoundTrip", "locationPreservedAcrossResize", "stackStartsAtLevelOne",
    ]

    /// All entries.
    public static let entries: [CatalogEntry] = adaptiveEntries + [tabbedAppEntry] + seedEntries

    /// The entry named `name`, or an error listing the valid names.
    public static func entry(named name: String) throws(CheckError) -> CatalogEntry {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw CheckError(.badTrace, "unknown entry '\(name)'; valid entries: \(entries.map(\.name).joined(separator: ", "))")
        }
        return entry
    }

    static let adaptiveEntries: [CatalogEntry] = [
        CatalogEntry(name: "adaptive-seed", subject: "adaptive store (seed)", seed: "000 / 003",
                     bounds: "R = 2, D = 4", alphabet: "taps", expectation: .violates(seedAdaptiveDefects),
                     counterpart: "adaptive-corrected") { () throws(CheckError) in
            try AdaptiveSpec(name: "adaptive-seed", roots: 2, maxPathDepth: 4, alphabet: .taps) { AdaptiveStore(sizeClass: $0) }
        },
        CatalogEntry(name: "adaptive-seed-programmatic", subject: "adaptive store (seed)", seed: "000 / 003",
                     bounds: "R = 2, D = 4", alphabet: "programmatic", expectation: .violates(seedAdaptiveDefects + ["pathBelongsToSelection"]),
                     counterpart: "adaptive-corrected-programmatic") { () throws(CheckError) in
            try AdaptiveSpec(name: "adaptive-seed-programmatic", roots: 2, maxPathDepth: 4, alphabet: .programmatic) { AdaptiveStore(sizeClass: $0) }
        },
        CatalogEntry(name: "adaptive-corrected", subject: "adaptive store (corrected)", seed: "000 / 003",
                     bounds: "R = 3, D = 8", alphabet: "taps", expectation: .holds) { () throws(CheckError) in
            try AdaptiveSpec(name: "adaptive-corrected", roots: 3, maxPathDepth: 8, alphabet: .taps) { CorrectedAdaptiveStore(sizeClass: $0) }
        },
        CatalogEntry(name: "adaptive-corrected-programmatic", subject: "adaptive store (corrected)", seed: "000 / 003",
                     bounds: "R = 3, D = 8", alphabet: "programmatic", expectation: .holds) { () throws(CheckError) in
            try AdaptiveSpec(name: "adaptive-corrected-programmatic", roots: 3, maxPathDepth: 8, alphabet: .programmatic) { CorrectedAdaptiveStore(sizeClass: $0) }
        },
    ]
}

/// The result of checking one catalog entry, as data.
public struct EntryOutcome: Sendable, Hashable, Codable {
    public var name: String
    public var subject: String
    public var seed: String
    public var bounds: String
    public var alphabet: String
    public var expected: Expectation
    /// `holds`, `holds (incomplete: maxDepth)` or `violates N`.
    public var outcome: String
    /// Whether the outcome meets the expectation.
    public var met: Bool
    public var report: CheckReport

    /// Checks `entry` and compares the result with its expectation.
    public init(checking entry: CatalogEntry, options: ExplorationOptions = ExplorationOptions()) throws(CheckError) {
        let report = try entry.check(options: options)
        name = entry.name
        subject = entry.subject
        seed = entry.seed
        bounds = entry.bounds
        alphabet = entry.alphabet
        expected = entry.expectation
        self.report = report
        met = entry.expectation.isMet(by: report)
        if !report.violations.isEmpty {
            outcome = "violates \(report.violations.count)"
        } else if report.complete {
            outcome = "holds"
        } else {
            outcome = "holds (incomplete: \(report.stopReason?.rawValue ?? "cut"))"
        }
    }
}
