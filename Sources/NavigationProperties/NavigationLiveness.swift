import ModelChecker

/// Can the user get stuck? The liveness properties of the invariants library, for any spec: each asks
/// only for what it reads (the spec's screens, its home, its declared screens). A `SwiftUIApp` gets
/// them ready-made (`AppProperty.noDeadEnd()` and the others); a hand-written spec uses these.
///
/// The touches are the actions of ``ActionOrigin/user`` origin; the system's own steps (appear tasks,
/// answers) are of ``ActionOrigin/system`` origin and are assumed weakly fair: one that stays enabled
/// is taken.
public enum NavigationLiveness {
    /// On every screen at rest, some touch leaves it: `sameScreen` says whether two states show the
    /// same screen (by default, whether the spec's ``StateMachine/screens(of:)`` are the same; a spec
    /// gives a cheaper comparison of what the user sees). A state `isTerminal` accepts is exempt.
    public static func noDeadEnd<M: StateMachine>(
        _ name: String = "noDeadEnd", _ meaning: String = "on every screen at rest, some touch leaves it",
        sameScreen: @escaping @Sendable (M, M.State, M.State) -> Bool = { m, a, b in m.screens(of: a) == m.screens(of: b) },
        isTerminal: @escaping @Sendable (M, M.State) -> Bool = { _, _ in false }
    ) -> Property<M> {
        .hypothetical(name, meaning) { m, s in
            guard m.isSettled(s), !isTerminal(m, s) else { return .notApplicable }
            let actions = m.actions
            var tried = 0
            for i in 0..<actions.count {
                let action = actions[i]
                guard m.origin(of: action) == .user, m.isEnabled(action, in: s) else { continue }
                tried += 1
                var after = s
                guard (try? m.apply(action, to: &after)) != nil else { continue }
                if !sameScreen(m, s, after) { return .holds }
            }
            return .violated(tried == 0 ? "nothing on \(m.screens(of: s)) can be touched"
                                        : "nothing leaves \(m.screens(of: s)): \(tried == 1 ? "the one touch" : "each of the \(tried) touches") enabled keeps it on screen")
        }
    }

    /// From every screen at rest, touches and the system's own steps (no API call) lead to another
    /// screen: `screen` keys what a state shows (equal for two states that show the same screen). A
    /// state `isTerminal` accepts is exempt.
    ///
    /// Judged on the transitions the search keeps, with no step run again
    /// (``Property/canAlwaysLeave(_:_:using:view:where:)``, as an app's `noDeadEnd` is): a touch that
    /// keeps the screen is not an exit by itself, but the next step may be. Prefer it to
    /// ``noDeadEnd(_:_:sameScreen:isTerminal:)``, which applies every touch again from every state.
    ///
    /// ```swift
    /// NavigationLiveness.noDeadEnd(screen: { m, s in StableHash.of(m.screens(of: s)) })
    /// ```
    public static func noDeadEnd<M: StateMachine>(
        _ name: String = "noDeadEnd", _ meaning: String = "from every screen at rest, touches lead to another screen",
        screen: @escaping @Sendable (M, M.State) -> UInt64,
        isTerminal: @escaping @Sendable (M, M.State) -> Bool = { _, _ in false }
    ) -> Property<M> {
        .canAlwaysLeave(name, meaning, using: { m, a in m.origin(of: a) != .api }, view: screen) { m, s in
            m.isSettled(s) && !isTerminal(m, s)
        }
    }

    /// From every reachable state, touches and the system's own steps (no API call) reach a state
    /// `isHome` accepts.
    public static func canAlwaysGetHome<M: StateMachine>(
        _ name: String = "canAlwaysGetHome", _ meaning: String = "from every state, touches alone lead back home",
        isHome: @escaping @Sendable (M, M.State) -> Bool
    ) -> Property<M> {
        .canAlwaysReach(name, meaning, using: { m, a in m.origin(of: a) != .api }, isHome)
    }

    /// Every screen `declared` names is shown in some reachable state: `shown` names the screens a state
    /// shows. One finding per screen never shown, with its declaration.
    public static func everyScreenReachable<M: StateMachine>(
        _ name: String = "everyScreenReachable", _ meaning: String = "every declared screen is shown in some reachable state",
        declared: @escaping @Sendable (M) -> [LivenessItem], shown: @escaping @Sendable (M, M.State) -> [String]
    ) -> Property<M> {
        .sometimes(name, meaning, each: declared, shown)
    }

    /// With no further touches, pending work always comes to rest: every run of the steps `work` picks
    /// (by default the system's own, ``ActionOrigin/system``) from any state reaches a settled state
    /// (``StateMachine/isSettled(_:)``), those steps being weakly fair. Leave out of `work` what the
    /// environment does by itself (a size change): an environment that keeps changing is not work that
    /// fails to settle.
    public static func workSettles<M: StateMachine>(
        _ name: String = "workSettles", _ meaning: String = "with no further touches, pending work always comes to rest",
        work: @escaping @Sendable (M, M.Action) -> Bool = { m, a in m.origin(of: a) == .system }
    ) -> Property<M> {
        .eventually(name, meaning, using: work, fair: work) { m, s in m.isSettled(s) }
    }
}
