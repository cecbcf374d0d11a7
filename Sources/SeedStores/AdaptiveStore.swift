import NavigationModel

/// The seed's `AdaptiveStore` (000 / 003, third scheme), ported exactly, defects included.
///
/// A two-column split view whose detail column holds a `NavigationStack(path: $detailPath)` in regular
/// width, and one `NavigationStack(path: $detailPath)` in compact width. The detail column's root view
/// (level 1) is declared in code, so in the split layout it is *not* in the path; in the stack layout it
/// is the path's first element. `rebuild(from:to:)` converts between the two when the size class
/// changes — but only between two known size classes.
///
/// Known defects (found by the checker): a selection made while the size class is nil is never
/// rebuilt, so the root ends up in the split view's stack; the rebuilt level-1 element gets a new
/// identity on every round trip; backing out while the size class is nil leaves a root selected with an
/// empty stack, and the next resize pushes a screen the user had left.
public struct AdaptiveStore: AdaptiveNavigationStore {
    /// The detail stack (the seed's `@Published var detailPath`).
    public var detailPath: [DetailInfo] = [] {
        didSet {
            if sizeClass == .compact, detailPath.isEmpty {
                rootID = nil
            }
        }
    }

    /// The selected root (the seed's `@Published var rootID`).
    public var rootID: Int?

    /// The size class, set from the view's `.task` (the seed's `var sizeClass`).
    public var sizeClass: SizeClass? {
        didSet {
            if oldValue != nil, oldValue != sizeClass, let oldValue, let sizeClass {
                rebuild(from: oldValue, to: sizeClass)
            }
        }
    }

    /// Where `DetailInfo` identities come from (the seed's `UUID()`).
    public var identities: IdentitySource

    /// A store with nothing selected and the size class not known yet.
    public init(sizeClass: SizeClass? = nil, identities: IdentitySource = .random) {
        self.sizeClass = sizeClass
        self.identities = identities
    }

    /// The "Back Root" button.
    public mutating func backRoot() {
        detailPath.removeAll()
    }

    /// The "Back Parent" button.
    public mutating func backParent() {
        if !detailPath.isEmpty {
            detailPath.removeLast()
        }
    }

    /// A tap on a sidebar row.
    public mutating func selectRootID(rootID: Int) {
        if sizeClass == .regular {
            self.rootID = rootID
            detailPath.removeAll()
        } else {
            self.rootID = rootID
            detailPath.append(DetailInfo(level: 1, rootID: rootID, identities: &identities))
        }
    }

    /// Converts the path between the split and the stack form.
    public mutating func rebuild(from: SizeClass, to: SizeClass) {
        guard let rootID else { return }
        if to == .regular {
            if !detailPath.isEmpty {
                detailPath.removeFirst()
            }
        } else {
            detailPath = [DetailInfo(level: 1, rootID: rootID, identities: &identities)] + detailPath
        }
    }

    /// A deep link (not in the seed, which has none): what a caller can do with the seed's API —
    /// select the root, then push each further level as a `NavigationLink` would.
    public mutating func open(rootID: Int, depth: Int) {
        selectRootID(rootID: rootID)
        guard depth >= 2 else { return }
        for level in 2...depth {
            detailPath.append(DetailInfo(level: level, rootID: rootID, identities: &identities))
        }
    }

    /// Every `DetailInfo` the store holds, in a fixed order (for identity checks and fingerprints).
    public var heldDetails: [DetailInfo] { detailPath }

    public static func == (a: AdaptiveStore, b: AdaptiveStore) -> Bool {
        a.rootID == b.rootID && a.sizeClass == b.sizeClass && a.detailPath == b.detailPath
    }
}
