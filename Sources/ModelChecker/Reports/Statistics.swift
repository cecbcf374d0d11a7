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
    /// What judging the liveness properties kept and whether it judged them; nil for a machine that
    /// has none (and for random walks, which do not check them).
    public var liveness: LivenessStatistics?

    /// Creates empty statistics.
    public init() {}

    /// Names of properties that were evaluated yet never applicable.
    public var vacuousProperties: [String] {
        properties.filter { $0.evaluated > 0 && $0.isVacuous }.map(\.name)
    }
}

/// What a search with liveness properties kept of the graph of states, and whether it could judge them.
public struct LivenessStatistics: Sendable, Hashable, Codable {
    /// The transitions kept (every step between distinct states, duplicates of a state included).
    public var transitions = 0
    /// The bytes kept per transition once the search is over: a 32-bit target and a 16-bit action.
    public var bytesPerTransition = 0
    /// The bytes kept per transition while the search runs: the target's 64-bit key (the keys are
    /// turned into targets, and a bit per action and state into the actions, once it is over).
    public var bytesPerTransitionWhileSearching = 0
    /// The bytes the transitions occupied.
    public var transitionBytes = 0
    /// The bytes kept for the states besides (where their transitions start, their goal bits, their
    /// keys while the search runs, and the index by key the targets are found with once it is over).
    public var stateBytes = 0
    /// States whose successors were not all explored (beyond a bound, outside the spec's bounds): no
    /// such state is judged stuck, and a finding is reported only when every state it can reach was
    /// explored.
    public var unexpandedStates = 0
    /// Why some liveness properties were not judged (a search cut short cannot prove that no state
    /// satisfies a `sometimes` goal), or nil when every one was.
    public var notJudged: String?
    /// The properties left unjudged.
    public var unjudgedProperties: [String] = []
    /// Creates empty figures.
    public init() {}
}
