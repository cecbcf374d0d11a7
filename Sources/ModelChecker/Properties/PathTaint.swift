/// What a path needed, which only grows along it: nothing but what `ui` offers, a touch while an
/// effect was pending (`race`), or a call no control makes (`api`).
public enum PathTaint: UInt8, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Only what the `ui` alphabet offers (and the system's own steps).
    case ui = 0
    /// A touch while an effect was pending.
    case race = 1
    /// A call that no control of the app makes.
    case api = 2

    /// The taint a step adds: its action's origin, and whether the state it was taken in was settled.
    @inlinable
    public static func of(_ origin: ActionOrigin, settledBefore: Bool) -> PathTaint {
        switch origin {
        case .api: .api
        case .user: settledBefore ? .ui : .race
        case .system: .ui
        }
    }

    /// The taint of a path that has this one's steps and then `other`'s.
    @inlinable
    public func then(_ other: PathTaint) -> PathTaint { self < other ? other : self }

    @inlinable
    public static func < (a: PathTaint, b: PathTaint) -> Bool { a.rawValue < b.rawValue }

    /// The kind of finding of a violation seen in a state settled or not, reached by a path of this
    /// taint.
    @inlinable
    public func finding(settled: Bool) -> FindingKind {
        switch self {
        case .api: .api
        case .race: .race
        case .ui: settled ? .atRest : .glitch
        }
    }
}

/// A machine whose states carry the taint of the path that reached them (see ``PathTaint``), so that
/// breadth-first search finds, per property, the shortest violation of each kind — not only the
/// shortest of all, whose path may need a race or an API call where another path needs none.
public protocol PathTracking {
    /// The taint of the path that reached `state` (a state of this machine's `State` type).
    func taint(ofAnyState state: Any) -> PathTaint
}
