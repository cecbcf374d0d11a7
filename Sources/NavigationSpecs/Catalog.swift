import ModelChecker
import NavigationModel
import SeedStores

/// One finding an entry is expected to show: a property and the kind of finding.
public struct ExpectedFinding: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The property (or `noFault`).
    public var property: String
    /// At rest, one-frame glitch, race or API misuse.
    public var kind: FindingKind
    /// True for a race that leaves the app wrong at rest, expected beside a shorter race of the same
    /// property seen while the work is pending; absent otherwise.
    public var leavesAppWrongAtRest: Bool?

    /// Creates an expected finding.
    public init(_ property: String, _ kind: FindingKind, leavesAppWrongAtRest: Bool = false) {
        self.property = property
        self.kind = kind
        self.leavesAppWrongAtRest = leavesAppWrongAtRest ? true : nil
    }

    /// The finding `violation` is: its property, its kind, and whether it is a race that leaves the app
    /// wrong at rest.
    public init(_ violation: CheckReport.Violation) {
        self.init(violation.property, violation.finding, leavesAppWrongAtRest: violation.leavesAppWrongAtRest ?? false)
    }

    /// `property` violated at rest.
    public static func atRest(_ property: String) -> ExpectedFinding { .init(property, .atRest) }
    /// `property` violated only while an effect is pending.
    public static func glitch(_ property: String) -> ExpectedFinding { .init(property, .glitch) }
    /// `property` violated only by a touch in the pending frame.
    public static func race(_ property: String) -> ExpectedFinding { .init(property, .race) }
    /// `property` violated only through a call no control makes.
    public static func api(_ property: String) -> ExpectedFinding { .init(property, .api) }
    /// `property` violated by a race that leaves the app wrong at rest, beside a shorter race seen
    /// while the work is pending.
    public static func raceLeavingAppWrongAtRest(_ property: String) -> ExpectedFinding {
        .init(property, .race, leavesAppWrongAtRest: true)
    }
    /// `rootNotInStack (one-frame glitch)`, `levelsContiguous (race, wrong at rest)`.
    public var description: String { "\(property) (\(kind)\(leavesAppWrongAtRest == true ? ", wrong at rest" : ""))" }

    public static func < (a: ExpectedFinding, b: ExpectedFinding) -> Bool {
        (a.property, a.kind, a.leavesAppWrongAtRest == true ? 1 : 0) < (b.property, b.kind, b.leavesAppWrongAtRest == true ? 1 : 0)
    }
}

/// What an entry is expected to show: a corrected subject holds; a seed subject shows its known
/// findings, each with its kind.
public enum Expectation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// No violation, and the exploration is complete.
    case holds
    /// Exactly these findings (property and kind).
    case violates([ExpectedFinding])

    public var description: String {
        switch self {
        case .holds: "holds"
        case .violates(let findings): "violates \(findings.count)"
        }
    }

    /// The findings of `report`, as expectations are written.
    public static func findings(of report: CheckReport) -> [ExpectedFinding] {
        report.violations.map(ExpectedFinding.init)
    }

    /// Whether `report` meets this expectation: `holds` needs a complete exploration with no violation;
    /// `violates` exactly the listed findings, kinds included.
    public func isMet(by report: CheckReport) -> Bool {
        switch self {
        case .holds: report.complete && report.violations.isEmpty
        case .violates(let findings): Set(findings) == Set(Self.findings(of: report))
        }
    }

    /// Whether this expectation lists `property` as violated (with any kind).
    public func expectsViolation(of property: String) -> Bool {
        if case .violates(let findings) = self { return findings.contains { $0.property == property } }
        return false
    }

    enum CodingKeys: String, CodingKey { case outcome, findings, properties }

    /// Encoded as `{"outcome": "holds"}` or `{"outcome": "violates", "findings": [{"property": …,
    /// "kind": "glitch"}, …]}`; the older `"properties": [...]` form is read as findings at rest.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .holds: try c.encode("holds", forKey: .outcome)
        case .violates(let findings):
            try c.encode("violates", forKey: .outcome)
            try c.encode(findings, forKey: .findings)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .outcome) {
        case "holds": self = .holds
        case "violates":
            if c.contains(.findings) {
                self = .violates(try c.decode([ExpectedFinding].self, forKey: .findings))
            } else {
                self = .violates(try c.decode([String].self, forKey: .properties).map { .atRest($0) })
            }
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
    /// The device whose size classes the system reports, for a subject that reads them.
    public let profile: PlatformProfile?
    /// The action alphabet.
    public let alphabet: Alphabet
    /// The expected outcome.
    public let expectation: Expectation
    /// For a seed entry, the name of the corrected entry its traces must hold on.
    public let counterpart: String?
    /// For a differential entry, what the comparison covers: the shared actions and those left out.
    public internal(set) var note: String?
    let tools: EntryTools
    let runner: @Sendable (ExplorationOptions) throws(CheckError) -> CheckReport
    let grapher: @Sendable (Int) throws(CheckError) -> StateGraph
    /// Hands the entry's machine, with its type, to a visitor (to pair it with another entry's).
    let opener: @Sendable (any EntryMachineVisitor) throws(CheckError) -> CatalogEntry

    /// Creates an entry from any machine.
    public init<M: StateMachine>(name: String, subject: String, seed: String, bounds: String,
                                 profile: PlatformProfile? = nil, alphabet: Alphabet = .ui,
                                 expectation: Expectation, counterpart: String? = nil, machine: @escaping @Sendable () throws(CheckError) -> M) {
        self.name = name
        self.subject = subject
        self.seed = seed
        self.bounds = bounds
        self.profile = profile
        self.alphabet = alphabet
        self.expectation = expectation
        self.counterpart = counterpart
        tools = EntryTools(machine: machine)
        runner = { (options: ExplorationOptions) throws(CheckError) -> CheckReport in
            let m = try machine()
            return try Explorer(m, options: options).run().report(on: m)
        }
        grapher = { (limit: Int) throws(CheckError) -> StateGraph in try StateGraph(try machine(), limit: limit) }
        opener = { (visitor: any EntryMachineVisitor) throws(CheckError) -> CatalogEntry in try visitor.visit(machine) }
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
    /// All entries.
    public static let entries: [CatalogEntry] = adaptiveEntries + [tabbedAppEntry] + seedEntries

    /// The entry named `name`, or an error listing the valid names.
    public static func entry(named name: String) throws(CheckError) -> CatalogEntry {
        if let pair = differentialNames(name) { return try differential(pair.old, pair.new) }
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw CheckError(.badTrace, "unknown entry '\(name)'; valid entries: \(entries.map(\.name).joined(separator: ", "))")
        }
        return entry
    }

    /// The adaptive app: the seed (the article's store and view) and the corrected one (corrected store,
    /// container from the store, store told in `onChange(initial:)`), on an iPad under each alphabet, on
    /// an iPhone that is always compact, and on a wide iPhone (regular in landscape).
    static let adaptiveEntries: [CatalogEntry] = {
        var entries: [CatalogEntry] = []
        for (suffix, profile, alphabet) in [("", PlatformProfile.iPad, Alphabet.ui), ("-race", .iPad, .race),
                                            ("-api", .iPad, .api), ("-iphone", .iPhone, .ui),
                                            ("-iphone-wide", .iPhoneWide, .ui)] {
            let seedName = "adaptive-seed" + suffix, fixedName = "adaptive-corrected" + suffix
            entries.append(CatalogEntry(
                name: seedName, subject: "adaptive app (seed)", seed: "000 / 003", bounds: alphabet == .api ? "R = 2, D = 3" : "R = 2, D = 4",
                profile: profile, alphabet: alphabet, expectation: seedAdaptiveExpectation[suffix] ?? .holds,
                counterpart: fixedName) { () throws(CheckError) in
                try AdaptiveSpec(name: seedName, roots: 2, maxPathDepth: alphabet == .api ? 3 : 4, profile: profile, alphabet: alphabet,
                                 design: .environmentAndTask) { AdaptiveStore() }
            })
            entries.append(CatalogEntry(
                name: fixedName, subject: "adaptive app (corrected)", seed: "000 / 003", bounds: "R = 3, D = 8",
                profile: profile, alphabet: alphabet, expectation: .holds) { () throws(CheckError) in
                try AdaptiveSpec(name: fixedName, roots: 3, maxPathDepth: 8, profile: profile, alphabet: alphabet,
                                 design: .storeAndOnChange) { CorrectedAdaptiveStore() }
            })
        }
        return entries
    }()

    /// What the seed adaptive app shows per entry suffix; each finding has its entry in
    /// `docs/Findings.md`. On an iPad (and a wide iPhone) under the ui alphabet: nothing at rest, three
    /// one-frame glitches; on an iPhone that is always compact: nothing.
    public static let seedAdaptiveExpectation: [String: Expectation] = [
        "": .violates(seedAdaptiveGlitches),
        "-race": .violates(seedAdaptiveRaces + seedAdaptiveGlitches),
        "-api": .violates([
            "callSelectShowsRoot", "deepLinkShowsTarget", "levelsContiguous", "pathBelongsToSelection", "rootNotInStack",
            "resizeRoundTrip", "locationPreservedAcrossResize", "selectionAgreesWithPath", "selectShowsRoot",
            "stackStartsAtLevelOne", "backRemovesTopScreen", "backRootShowsRoot", "systemBackRemovesTopScreen",
        ].map { .api($0) } + seedAdaptiveGlitches),
        "-iphone": .holds,
        // A wide iPhone rotated to landscape is regular: the same glitches as the iPad's.
        "-iphone-wide": .violates(seedAdaptiveGlitches),
    ]

    /// The one-frame glitches of the seed adaptive app at every size change: the new container shows
    /// the old path until its handler runs. Under every alphabet of the iPad and the wide iPhone.
    static let seedAdaptiveGlitches: [ExpectedFinding] = [
        .glitch("rootNotInStack"), .glitch("selectionAgreesWithPath"), .glitch("stackStartsAtLevelOne"),
    ]

    /// The races of the seed adaptive app on an iPad: each needs a touch before the handler runs (the
    /// glitches are found under race too, as glitches). Two of them also leave the app wrong at rest
    /// once the handler has run (`select(rootID: 0)` twice, then the handler: level 1 above level 1,
    /// and a screen of another root after `select(rootID: 0), select(rootID: 1), handler`), each a
    /// defect of its own beside the shorter race seen while the handler is pending.
    static let seedAdaptiveRaces: [ExpectedFinding] = [
        "selectShowsRoot", "backRemovesTopScreen", "backRootShowsRoot", "systemBackRemovesTopScreen", "levelsContiguous",
        "pathBelongsToSelection", "rootNotInStack", "selectionAgreesWithPath", "resizeRoundTrip",
        "locationPreservedAcrossResize",
    ].map { .race($0) } + [.raceLeavingAppWrongAtRest("levelsContiguous"), .raceLeavingAppWrongAtRest("pathBelongsToSelection")]
}

/// The result of checking one catalog entry, as data.
public struct EntryOutcome: Sendable, Hashable, Codable {
    public var name: String
    public var subject: String
    public var seed: String
    public var bounds: String
    public var profile: PlatformProfile?
    public var alphabet: Alphabet
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
        profile = entry.profile
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
