import NavigationModel

/// The seed's `ThreeStore` (000 / 003, first scheme), ported exactly: a three-column
/// `NavigationSplitView` whose sidebar and content are `List(selection:)`s bound to `contentID` and
/// `detailID`.
///
/// The seed's `backRoot()` resets both selections and, 0.1 s later (`DispatchQueue.main.asyncAfter`),
/// bumps `deselectSeed`, which re-creates the sidebar list (`.id(store.deselectSeed)`) to clear its grey
/// highlight. That deferred block is modelled as a pending effect (``pendingDeselects``) that runs when
/// ``runDeferredDeselect()`` is called, so a checker can interleave it with later taps.
public struct ThreeStore: ThreeColumnNavigation {
    /// The sidebar's selection (`@Published var contentID`).
    public var contentID: Int?
    /// The content column's selection (`@Published var detailID`).
    public var detailID: Int?
    /// Bumped to re-create the sidebar list (`@Published var deselectSeed`).
    public var deselectSeed = 0
    /// Deferred `deselectSeed += 1` blocks not run yet.
    public private(set) var pendingDeselects = 0
    /// "Back Root" defers its deselect by 0.1 s.
    public static var defersDeselect: Bool { true }

    /// Nothing selected.
    public init() {}

    /// The sidebar list's binding setter: `store.contentID = $0; store.detailID = nil`.
    public mutating func setSidebarSelection(_ id: Int?) {
        contentID = id
        detailID = nil
    }

    /// The content list's binding setter (`$store.detailID`).
    public mutating func setContentSelection(_ id: Int?) {
        detailID = id
    }

    /// The "Back Parent" button.
    public mutating func backParent() {
        if detailID != nil {
            detailID = nil
        } else if contentID != nil {
            contentID = nil
        }
    }

    /// The "Back Root" button: clears both selections and schedules the deferred deselect.
    public mutating func backRoot() {
        detailID = nil
        contentID = nil
        pendingDeselects += 1
    }

    /// Runs the oldest deferred block: `deselectSeed += 1`.
    public mutating func runDeferredDeselect() {
        guard pendingDeselects > 0 else { return }
        pendingDeselects -= 1
        deselectSeed += 1
    }

    /// The sidebar list's identity is `deselectSeed`; the content list has none.
    public var listIdentities: (sidebar: Int, content: Int) { (deselectSeed, 0) }
}

/// The three-column store without the stale highlights: every change of a selection made in code
/// re-creates the list that shows it (an identity per list), at once rather than 0.1 s later.
public struct CorrectedThreeStore: ThreeColumnNavigation {
    /// The sidebar's selection.
    public private(set) var contentID: Int?
    /// The content column's selection.
    public private(set) var detailID: Int?
    /// Re-creates the sidebar list when it changes.
    public private(set) var sidebarSeed = 0
    /// Re-creates the content list when it changes.
    public private(set) var contentSeed = 0
    /// Always zero: nothing is deferred.
    public var pendingDeselects: Int { 0 }
    /// Nothing is deferred.
    public static var defersDeselect: Bool { false }

    /// Nothing selected.
    public init() {}

    /// The sidebar list's binding setter; a content selection made for another row is cleared and its
    /// list re-created.
    public mutating func setSidebarSelection(_ id: Int?) {
        contentID = id
        if detailID != nil { detailID = nil; contentSeed += 1 }
    }

    /// The content list's binding setter.
    public mutating func setContentSelection(_ id: Int?) { detailID = id }

    /// The "Back Parent" button.
    public mutating func backParent() {
        if detailID != nil {
            detailID = nil
            contentSeed += 1
        } else if contentID != nil {
            contentID = nil
            sidebarSeed += 1
        }
    }

    /// The "Back Root" button.
    public mutating func backRoot() {
        if detailID != nil { detailID = nil; contentSeed += 1 }
        if contentID != nil { contentID = nil; sidebarSeed += 1 }
    }

    /// Nothing is deferred.
    public mutating func runDeferredDeselect() {}

    /// The lists' identities.
    public var listIdentities: (sidebar: Int, content: Int) { (sidebarSeed, contentSeed) }
}

/// What the three-column stores have in common, for ``ThreeColumnsScreen``.
public protocol ThreeColumnNavigation: Sendable, Hashable {
    /// The sidebar's selection.
    var contentID: Int? { get }
    /// The content column's selection.
    var detailID: Int? { get }
    /// Deferred blocks not run yet.
    var pendingDeselects: Int { get }
    /// Whether the store ever defers work (a spec offers the deferred block's step only then).
    static var defersDeselect: Bool { get }
    /// The identities (`.id(_:)`) of the sidebar and content lists; a change re-creates the list.
    var listIdentities: (sidebar: Int, content: Int) { get }
    /// The sidebar list's binding setter.
    mutating func setSidebarSelection(_ id: Int?)
    /// The content list's binding setter.
    mutating func setContentSelection(_ id: Int?)
    /// The "Back Parent" button.
    mutating func backParent()
    /// The "Back Root" button.
    mutating func backRoot()
    /// Runs one deferred block, if any.
    mutating func runDeferredDeselect()
}
