import NavigationModel

/// What the adaptive stores have in common: a selected root, a detail stack of ``DetailInfo`` and a size
/// class that decides the layout. The seed's ``AdaptiveStore`` and ``CorrectedAdaptiveStore`` conform,
/// and so can a user's own store, to get the navigation invariants and the adaptive spec. Its
/// capabilities (selected root, size class, detail stack) are the small protocols of
/// ``AdaptiveNavigationState``, which the invariants ask for.
public protocol AdaptiveNavigationStore: AdaptiveNavigationState, Sendable where RootID == Int, Detail == DetailInfo {
    /// The detail stack, as the `NavigationStack(path:)` binding reads and writes it.
    var detailPath: [DetailInfo] { get set }
    /// The selected root, if any.
    var rootID: Int? { get }
    /// The size class; nil while not known yet.
    var sizeClass: SizeClass? { get set }
    /// Where fresh identities come from.
    var identities: IdentitySource { get set }
    /// Every `DetailInfo` the store holds (the path and anything kept aside), in a fixed order.
    var heldDetails: [DetailInfo] { get }
    /// A tap on a sidebar row.
    mutating func selectRootID(rootID: Int)
    /// The "Back Parent" button.
    mutating func backParent()
    /// The "Back Root" button.
    mutating func backRoot()
    /// A deep link to `rootID`'s screen at `depth` (1: the root's own detail screen).
    mutating func open(rootID: Int, depth: Int)
}

extension AdaptiveNavigationStore {
    /// The detail screen on top, if one is on display: the path's last element, or in the split layout
    /// with an empty path the selected root's level-1 screen.
    public var topDetail: (level: Int, rootID: Int)? {
        if let last = detailPath.last { return (last.level, last.rootID) }
        if layout == .split, let rootID { return (1, rootID) }
        return nil
    }

    /// What the top screen's "Goto Next Level" `NavigationLink(value:)` does: appends the next level.
    /// Does nothing when no detail screen is on top.
    public mutating func pushNextLevel() {
        guard let top = topDetail else { return }
        detailPath.append(DetailInfo(level: top.level + 1, rootID: top.rootID, identities: &identities))
    }
}
