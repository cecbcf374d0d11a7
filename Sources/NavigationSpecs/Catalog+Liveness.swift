import ModelChecker
import NavigationProperties

/// The liveness built-ins of the invariants library (``NavigationLiveness``) as the seeds' specs check
/// them: `noDeadEnd` and `workSettles` for every seed, `canAlwaysGetHome` where the article's app has a
/// home to go back to (a stack's root; a split view keeps its sidebar on screen, so it has none).
/// `everyScreenReachable` is not applied: the specs do not declare screens apart from the actions that
/// show them (docs/Findings.md, "Can the user get stuck?").
enum SeedLiveness {
    /// `noDeadEnd`, `canAlwaysGetHome` when `home` is given, and `workSettles` over the steps `work`
    /// picks (the system's own by default).
    static func properties<M: StateMachine>(home: (@Sendable (M, M.State) -> Bool)? = nil,
                                            work: @escaping @Sendable (M, M.Action) -> Bool = { m, a in m.origin(of: a) == .system })
        -> [Property<M>] {
        var list: [Property<M>] = [NavigationLiveness.noDeadEnd()]
        if let home { list.append(NavigationLiveness.canAlwaysGetHome(isHome: home)) }
        list.append(NavigationLiveness.workSettles(work: work))
        return list
    }
}
