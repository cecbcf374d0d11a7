/// Counts of one exploration, as TLC gives them.
public struct Statistics: Sendable, Hashable, Codable {
    /// Per action of the alphabet: how often it was enabled, taken (applied) and led to a new state.
    public struct ActionCount: Sendable, Hashable, Codable {
        public var action: String
        public var enabled = 0
        public var taken = 0
        public var newStates = 0
        public init(action: String) { self.action = action }
    }

    /// Per property: how often it was evaluated and how often its condition applied.
    public struct PropertyCount: Sendable, Hashable, Codable {
        public var name: String
        public var kind: PropertyKind
        public var evaluated = 0
        public var nonVacuous = 0
        public var violations = 0
        public init(name: String, kind: PropertyKind) {
            self.name = name
            self.kind = kind
        }
        /// True when the property was evaluated but its condition never applied: it checked nothing.
        public var isVacuous: Bool { nonVacuous == 0 }
    }

    /// States generated: initial states plus every successor computed (duplicates included).
    public var generatedStates = 0
    /// Steps taken (successful applications of an action), duplicates included.
    public var transitions = 0
    /// Distinct states (by fingerprint).
    public var distinctStates = 0
    /// The largest breadth-first depth reached (the number of actions from an initial state).
    public var depth = 0
    /// Steps that faulted.
    public var faults = 0
    /// Per-action counts, in alphabet order.
    public var actions: [ActionCount] = []
    /// Per-property counts, in declaration order (`noFault` last).
    public var properties: [PropertyCount] = []
    /// Wall-clock seconds (the only figure that differs between runs).
    public var seconds = 0.0

    /// Creates empty statistics.
    public init() {}

    /// Names of properties that were evaluated yet never applicable.
    public var vacuousProperties: [String] {
        properties.filter { $0.evaluated > 0 && $0.isVacuous }.map(\.name)
    }
}
