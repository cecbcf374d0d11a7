/// Small protocols that say what a navigation state *has*, so that the navigation invariants apply to
/// any store — the adaptive stores of this package and a user's own — by conforming, not by rewriting
/// the invariants. Each invariant asks only for the capabilities it reads.
///
/// A user's store usually keeps its own names (`selection`, `path`, `horizontalSizeClass`); conform a
/// snapshot of it (a plain struct) and map the names there:
///
/// ```swift
/// struct NotesSnapshot: AdaptiveNavigationState, Hashable {
///     var rootID: Int?                 // the sidebar selection
///     var sizeClass: SizeClass?        // the horizontal size class, nil while unknown
///     var detailPath: [NotesScreen]    // the detail stack, each screen with a level
/// }
/// ```

/// A state with a selected root: the row chosen in a sidebar (`List(selection:)`), nil when none is.
public protocol SelectedRootStore {
    /// The identifier of a root (a sidebar row).
    associatedtype RootID: Hashable
    /// The selected root, if any.
    var rootID: RootID? { get }
}

/// A state that knows the horizontal size class, which decides the container on screen.
public protocol SizeClassStore {
    /// The size class; nil while not known yet (a store learns it after its view appears).
    var sizeClass: SizeClass? { get }
    /// The container on screen. Default: the split view in regular width, else one stack (nil too).
    /// A state that models the view as well (the seed's `AdaptiveApp`, in `SeedStores`) says which
    /// container the view shows.
    var layout: Layout { get }
}

extension SizeClassStore {
    /// The split view in regular width, else one stack (nil too).
    public var layout: Layout { Layout(sizeClass) }
}

/// One screen of a detail stack: its level below a root (1: the root's own detail screen, 2: the
/// next one pushed from it, …), the root it belongs to, and the identity SwiftUI keys it by.
public protocol DetailLevel {
    /// The identifier of the root the screen belongs to.
    associatedtype RootID: Hashable
    /// The screen's identity; for a value-keyed screen (`NavigationLink(value:)` with a `Hashable`
    /// route) the route value itself.
    associatedtype ID: Hashable
    /// The level below the root: 1 is the root's own detail screen.
    var level: Int { get }
    /// The root the screen belongs to.
    var rootID: RootID { get }
    /// The identity SwiftUI keys the screen by: a new identity means the screen is re-created.
    var id: ID { get }
}

/// A state with a detail stack (what `NavigationStack(path:)` binds), each screen with a level.
public protocol DetailPathStore {
    /// One screen of the stack.
    associatedtype Detail: DetailLevel
    /// The detail stack, bottom first. The view declared as the stack's root is not in it.
    var detailPath: [Detail] { get }
}

/// Everything the adaptive navigation invariants read: a selected root, a size class, a detail stack
/// whose screens belong to roots of the same kind, equality (for "changes nothing" properties), and
/// what the user sees.
///
/// The seed stores' `AdaptiveNavigationStore` (in `SeedStores`) refines it; a user's snapshot conforms
/// to it to get every invariant of `NavigationInvariants` (in `NavigationProperties`).
public protocol AdaptiveNavigationState: SelectedRootStore, SizeClassStore, DetailPathStore, Equatable
where Detail.RootID == RootID {
    /// What the user sees, on one line. Default: ``Screens/render(layout:rootID:path:)``.
    var screens: String { get }
}

extension AdaptiveNavigationState {
    /// The chain of detail levels on screen — the logical location that must survive a resize. Stack:
    /// the path's levels; split: `[1]` plus the path's levels when a root is selected.
    public var location: [Int] {
        let levels = detailPath.map(\.level)
        if layout == .split, rootID != nil { return [1] + levels }
        return levels
    }

    /// What the user sees: `Sidebar › Root 0 · L1 › L2` (stack) or `[Sidebar ▸ 0] | Root 0 · L1 › L2`
    /// (split).
    public var screens: String { Screens.render(layout: layout, rootID: rootID, path: detailPath) }
}
