import ModelChecker
import NavigationModel

// A reference store's state reads its snapshot: when the snapshot has a capability, so does the state,
// and the navigation invariants apply to a ``ReferenceStoreMachine`` unchanged.

extension StoreState: SelectedRootStore where Snapshot: SelectedRootStore {
    /// The snapshot's selected root.
    public var rootID: Snapshot.RootID? { snapshot.rootID }
}

extension StoreState: SizeClassStore where Snapshot: SizeClassStore {
    /// The snapshot's size class.
    public var sizeClass: SizeClass? { snapshot.sizeClass }
}

extension StoreState: DetailPathStore where Snapshot: DetailPathStore {
    /// The snapshot's detail stack.
    public var detailPath: [Snapshot.Detail] { snapshot.detailPath }
}

extension StoreState: AdaptiveNavigationState where Snapshot: AdaptiveNavigationState {
    /// What the user sees, as the snapshot says.
    public var screens: String { snapshot.screens }
}

extension ReferenceStoreMachine where Snapshot: AdaptiveNavigationState {
    /// What the user sees, as the snapshot says.
    public func screens(of state: State) -> String { state.snapshot.screens }
}
