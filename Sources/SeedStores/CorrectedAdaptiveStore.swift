import NavigationModel

/// The adaptive store with the seed's intent and without its defects.
///
/// - The path is rebuilt whenever the *layout* changes (the stack is shown for nil too), so a selection
///   made before the size class is known is converted like any other.
/// - The level-1 screen keeps its identity across a round trip: in the split layout it is kept aside
///   (``rootDetail``) instead of being dropped and re-created.
/// - Backing out to an empty stack clears the selection in the stack layout whatever the size class.
/// - Selecting a root in the stack layout replaces the path instead of appending to it.
public struct CorrectedAdaptiveStore: AdaptiveNavigationStore {
    /// The detail stack, as the `NavigationStack(path:)` binding reads and writes it.
    public var detailPath: [DetailInfo] = [] {
        didSet {
            if layout == .stack, detailPath.isEmpty {
                rootID = nil
                rootDetail = nil
            }
        }
    }

    /// The selected root.
    public private(set) var rootID: Int?

    /// In the split layout, the detail column's own level-1 screen (not in the path); nil otherwise.
    public private(set) var rootDetail: DetailInfo?

    /// The size class; a change of layout rebuilds the path.
    public var sizeClass: SizeClass? {
        didSet {
            let old = Layout(oldValue), new = Layout(sizeClass)
            if old != new { rebuild(to: new) }
        }
    }

    /// Where `DetailInfo` identities come from.
    public var identities: IdentitySource

    /// A store with nothing selected.
    public init(sizeClass: SizeClass? = nil, identities: IdentitySource = .random) {
        self.sizeClass = sizeClass
        self.identities = identities
    }

    /// The "Back Root" button: back to the root's own screen (split) or the sidebar (stack).
    public mutating func backRoot() {
        detailPath.removeAll()
    }

    /// The "Back Parent" button; nothing to do on an empty path.
    public mutating func backParent() {
        if !detailPath.isEmpty {
            detailPath.removeLast()
        }
    }

    /// A tap on a sidebar row: shows the root's level-1 screen.
    public mutating func selectRootID(rootID: Int) {
        let info = (self.rootID == rootID ? (rootDetail ?? detailPath.first) : nil)
            ?? DetailInfo(level: 1, rootID: rootID, identities: &identities)
        self.rootID = rootID
        if layout == .split {
            rootDetail = info
            detailPath.removeAll()
        } else {
            rootDetail = nil
            detailPath = [info]
        }
    }

    /// A deep link: sets the selection and the whole path at once, in the current layout's form.
    public mutating func open(rootID: Int, depth: Int) {
        selectRootID(rootID: rootID)
        guard depth >= 2 else { return }
        var path = detailPath
        for level in 2...depth {
            path.append(DetailInfo(level: level, rootID: rootID, identities: &identities))
        }
        detailPath = path
    }

    mutating func rebuild(to layout: Layout) {
        guard let rootID else { return }
        switch layout {
        case .split:
            var path = detailPath
            let first = path.isEmpty ? nil : path.removeFirst()
            rootDetail = first ?? DetailInfo(level: 1, rootID: rootID, identities: &identities)
            detailPath = path
        case .stack:
            let first = rootDetail ?? DetailInfo(level: 1, rootID: rootID, identities: &identities)
            rootDetail = nil
            detailPath = [first] + detailPath
        }
    }

    /// The kept level-1 screen (split layout) followed by the path.
    public var heldDetails: [DetailInfo] { (rootDetail.map { [$0] } ?? []) + detailPath }

    public static func == (a: CorrectedAdaptiveStore, b: CorrectedAdaptiveStore) -> Bool {
        a.rootID == b.rootID && a.sizeClass == b.sizeClass && a.detailPath == b.detailPath
            && a.rootDetail == b.rootDetail
    }
}
