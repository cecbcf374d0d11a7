/// What a liveness property asks of the graph of reachable states: a goal (a condition on a state),
/// which steps its paths may take, and which steps are assumed fair.
///
/// Judged once the breadth-first search is over, on the transitions it kept (``PropertyKind/isLiveness``).
public struct LivenessGoal<Machine: StateMachine>: Sendable {
    /// Whether a state reaches the goal.
    public let goal: @Sendable (Machine, Machine.State) -> Bool
    /// Which steps the property's paths may take (all of them by default).
    public let using: @Sendable (Machine, Machine.Action) -> Bool
    /// Which steps are weakly fair: one that stays enabled along a cycle is taken on it (for
    /// ``PropertyKind/eventually``; the pending answers, as a rule).
    public let fair: @Sendable (Machine, Machine.Action) -> Bool
    /// For a ``PropertyKind/sometimes`` property over several goals (one finding per goal no state
    /// reaches): the goals, each named with where it is declared; nil for a single goal.
    public let items: (@Sendable (Machine) -> [LivenessItem])?
    /// For several goals: the names of those a state reaches.
    public let reached: (@Sendable (Machine, Machine.State) -> [String])?
    /// For a property that asks to leave what a state shows (``Property/canAlwaysLeave(_:_:using:view:where:)``):
    /// a key of what a state shows, equal for two states that show the same. ``goal`` then picks the
    /// states the property judges, and a state "reaches the goal" when its view differs from the one it
    /// started on. Nil for the other properties.
    public let view: (@Sendable (Machine, Machine.State) -> UInt64)?

    /// A goal, its steps and its fair steps.
    public init(goal: @escaping @Sendable (Machine, Machine.State) -> Bool,
                using: @escaping @Sendable (Machine, Machine.Action) -> Bool = { _, _ in true },
                fair: @escaping @Sendable (Machine, Machine.Action) -> Bool = { _, _ in false }) {
        self.goal = goal
        self.using = using
        self.fair = fair
        items = nil
        reached = nil
        view = nil
    }

    /// Leaving what a state shows: `judged` picks the states judged, `view` keys what a state shows, and
    /// `using` picks the steps the paths take.
    public init(judged: @escaping @Sendable (Machine, Machine.State) -> Bool,
                view: @escaping @Sendable (Machine, Machine.State) -> UInt64,
                using: @escaping @Sendable (Machine, Machine.Action) -> Bool) {
        goal = judged
        self.view = view
        self.using = using
        fair = { _, _ in false }
        items = nil
        reached = nil
    }

    /// Several goals: `items` names them (with where each is declared), `reached` names those a state reaches.
    public init(items: @escaping @Sendable (Machine) -> [LivenessItem],
                reached: @escaping @Sendable (Machine, Machine.State) -> [String]) {
        self.items = items
        self.reached = reached
        goal = { _, _ in false }
        using = { _, _ in true }
        fair = { _, _ in false }
        view = nil
    }
}

/// One goal of a ``PropertyKind/sometimes`` property over several: its name (`recipes › recipe(2)`,
/// `tab search`) and where it is declared.
public struct LivenessItem: Sendable, Hashable, Codable {
    /// The goal's name, as ``LivenessGoal/reached`` gives it.
    public var name: String
    /// Where it is declared (`the role of openRecipe`), shown in the finding.
    public var declaredBy: String
    /// A goal and its declaration.
    public init(_ name: String, declaredBy: String) {
        self.name = name
        self.declaredBy = declaredBy
    }
}

extension Property {
    /// Some reachable state satisfies `goal` (EF p). When none does, the finding is reported with the
    /// bounds it was checked under; a search cut short by a bound does not judge it.
    ///
    /// ```swift
    /// .sometimes("settingsShown", "the settings sheet can be shown") { _, s in s.sheet == .settings }
    /// ```
    public static func sometimes(_ name: String, _ meaning: String,
                                 _ goal: @escaping @Sendable (Machine, Machine.State) -> Bool) -> Property {
        Property(name: name, meaning: meaning, kind: .sometimes, stateCheck: nil, stepCheck: nil,
                 liveness: LivenessGoal(goal: goal))
    }

    /// Each of several goals is reached by some reachable state: `items` names the goals (with where
    /// each is declared), `reached` names those a state reaches. One finding per goal no state reaches.
    ///
    /// ```swift
    /// .sometimes("everyTab", "every tab is shown", each: { _ in tabs.map { LivenessItem($0, declaredBy: "tabs") } }) { _, s in
    ///     [s.tab]
    /// }
    /// ```
    public static func sometimes(_ name: String, _ meaning: String,
                                 each items: @escaping @Sendable (Machine) -> [LivenessItem],
                                 _ reached: @escaping @Sendable (Machine, Machine.State) -> [String]) -> Property {
        Property(name: name, meaning: meaning, kind: .sometimes, stateCheck: nil, stepCheck: nil,
                 liveness: LivenessGoal(items: items, reached: reached))
    }

    /// From every reachable state, some path of the steps `using` picks reaches a state satisfying
    /// `goal` (AG EF p). The counterexample is a shortest path to a state from which `goal` cannot be
    /// reached any more, with the screens that can still be reached from it.
    ///
    /// ```swift
    /// .canAlwaysReach("home", "home can always be reached", using: { _, a in !a.isLink }) { _, s in s.path.isEmpty }
    /// ```
    public static func canAlwaysReach(_ name: String, _ meaning: String,
                                      using: @escaping @Sendable (Machine, Machine.Action) -> Bool = { _, _ in true },
                                      _ goal: @escaping @Sendable (Machine, Machine.State) -> Bool) -> Property {
        Property(name: name, meaning: meaning, kind: .canAlwaysReach, stateCheck: nil, stepCheck: nil,
                 liveness: LivenessGoal(goal: goal, using: using))
    }

    /// From every reachable state, every run of the steps `using` picks reaches a state satisfying
    /// `goal`, assuming weak fairness of the steps `fair` picks: a fair step that stays enabled is taken
    /// (an answer that stays pending does arrive). The counterexample is a lasso: a shortest path to a
    /// state, then a cycle of allowed steps from it back to it that never meets `goal` and is fair; or
    /// a path to a state where no allowed step is enabled and the goal does not hold.
    ///
    /// ```swift
    /// .eventually("settles", "pending work comes to rest", using: { _, a in a.isAnswer }, fair: { _, a in a.isAnswer }) { m, s in
    ///     m.isSettled(s)
    /// }
    /// ```
    public static func eventually(_ name: String, _ meaning: String,
                                  using: @escaping @Sendable (Machine, Machine.Action) -> Bool = { _, _ in true },
                                  fair: @escaping @Sendable (Machine, Machine.Action) -> Bool,
                                  _ goal: @escaping @Sendable (Machine, Machine.State) -> Bool) -> Property {
        Property(name: name, meaning: meaning, kind: .eventually, stateCheck: nil, stepCheck: nil,
                 liveness: LivenessGoal(goal: goal, using: using, fair: fair))
    }

    /// From every state `judged` accepts, some path of the steps `using` picks reaches a state whose
    /// `view` differs from its own: the user is never stuck on what they see (the view being, for an
    /// app, the screens on view). A state whose successors were not all explored (beyond a bound,
    /// outside the spec's bounds) may leave beyond it: no state from which one can be reached is judged
    /// stuck. The counterexample is a shortest path to the first state, in breadth-first order, from
    /// which every state the allowed steps reach shows the same view.
    ///
    /// Judged on the transitions the search keeps, as a ``PropertyKind/canAlwaysReach`` property: a
    /// state reaches the goal when it has an allowed step to a state of another view.
    ///
    /// ```swift
    /// .canAlwaysLeave("noDeadEnd", "some touch leaves every screen", using: { m, a in m.origin(of: a) == .user },
    ///                 view: { m, s in StableHash.of(m.screens(of: s)) }) { m, s in m.isSettled(s) }
    /// ```
    public static func canAlwaysLeave(_ name: String, _ meaning: String,
                                      using: @escaping @Sendable (Machine, Machine.Action) -> Bool = { _, _ in true },
                                      view: @escaping @Sendable (Machine, Machine.State) -> UInt64,
                                      where judged: @escaping @Sendable (Machine, Machine.State) -> Bool = { _, _ in true }) -> Property {
        Property(name: name, meaning: meaning, kind: .canAlwaysReach, stateCheck: nil, stepCheck: nil,
                 liveness: LivenessGoal(judged: judged, view: view, using: using))
    }

    /// The property as one of `Other`, a machine that wraps this one (the same actions): `base` gives
    /// the wrapped machine and `state` the wrapped state.
    @usableFromInline
    func lifted<Other: StateMachine>(base: @escaping @Sendable (Other) -> Machine,
                                     state: @escaping @Sendable (Other.State) -> Machine.State) -> Property<Other>
        where Other.Action == Machine.Action {
        var stateCheck: (@Sendable (Other, Other.State) -> Check)?
        if let check = self.stateCheck { stateCheck = { m, s in check(base(m), state(s)) } }
        var stepCheck: (@Sendable (Other, Other.State, Other.Action, Other.State) -> Check)?
        if let check = self.stepCheck {
            stepCheck = { m, before, action, after in check(base(m), state(before), action, state(after)) }
        }
        let liveness = self.liveness.map { l -> LivenessGoal<Other> in
            if let items = l.items, let reached = l.reached {
                return LivenessGoal<Other>(items: { m in items(base(m)) }, reached: { m, s in reached(base(m), state(s)) })
            }
            if let view = l.view {
                return LivenessGoal<Other>(judged: { m, s in l.goal(base(m), state(s)) }, view: { m, s in view(base(m), state(s)) },
                                           using: { m, a in l.using(base(m), a) })
            }
            return LivenessGoal<Other>(goal: { m, s in l.goal(base(m), state(s)) }, using: { m, a in l.using(base(m), a) },
                                       fair: { m, a in l.fair(base(m), a) })
        }
        return Property<Other>(name: name, meaning: meaning, kind: kind, stateCheck: stateCheck, stepCheck: stepCheck,
                               liveness: liveness)
    }
}

/// A 64-bit hash of text that is the same on every run and platform (FNV-1a over its UTF-8 bytes), for
/// keys such as ``LivenessGoal/view`` (never `Hasher`, whose seed changes per process).
public enum StableHash {
    /// The hash of `text`.
    @inlinable
    public static func of(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
