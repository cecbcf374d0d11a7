/// A state machine over a reference-type store — an `ObservableObject` or `@Observable` class with
/// mutating methods — checked without rewriting it.
///
/// Give a fresh store, a value snapshot of a store (what de-duplicates states, what properties read and
/// what traces show), and how each action drives the live store. Exploration keeps snapshots, not
/// stores. To take a step from a state it needs a store in that state, and gets one the cheapest way
/// the spec offers, in this order:
/// 1. ``copy(of:)``: a copy of the store the state keeps;
/// 2. ``restore(_:into:)``: a fresh store from `makeStore()` (its closures wired to it) set to the
///    snapshot, in time proportional to the state — the way for a store with closures inside it, which
///    a copy cannot re-wire;
/// 3. otherwise a fresh store with the state's trace replayed, which costs a step per action of it.
///
/// Then it performs the action. A state keeps its trace only when it will be reached by replay.
///
/// ```swift
/// struct NotesSpec: ReferenceStoreMachine {
///     var name: String { "notes" }
///     var actions: Generator<NotesAction> { .element(of: [.select(0), .push, .back, .resize(.regular)]) }
///     func makeStore() -> NotesStore { NotesStore() }
///     func snapshot(of store: NotesStore) -> NotesSnapshot {
///         NotesSnapshot(selection: store.selection, path: store.path)
///     }
///     func perform(_ action: NotesAction, on store: NotesStore) throws {
///         switch action { case .select(let id): store.select(id) /* … */ }
///     }
///     var properties: [Property<Self>] {
///         [.invariant("pathNeedsSelection", "a note is shown only under a selected folder") { _, s in
///             .when(!s.path.isEmpty) { .expect(s.selection != nil, "path \(s.path) without a folder") }
///         }]
///     }
/// }
/// ```
///
/// Properties see a ``StoreState``, which reads the snapshot's members directly (`s.path`). The store
/// must behave the same for the same actions: inject what it would draw at random (`UUID()`, `Date()`)
/// through `makeStore()`. A replay or a restore that does not reproduce a snapshot is reported as a
/// fault that names the spec.
public protocol ReferenceStoreMachine: StateMachine where State == StoreState<Snapshot, Action> {
    /// The user's store: a class.
    associatedtype Store: AnyObject
    /// A store's state as a value: everything that matters for navigation and nothing that does not
    /// (leave out caches and fresh-identity counters).
    associatedtype Snapshot: Hashable, Sendable

    /// A new store in its initial state, with deterministic sources of identities and time.
    func makeStore() -> Store
    /// The store's state as a value.
    func snapshot(of store: Store) -> Snapshot
    /// Performs `action` on the live store, as a tap or a deep link would. Throw a ``Fault`` (or any
    /// error) where the real code would trap.
    func perform(_ action: Action, on store: Store) throws
    /// A copy of `store` that can be changed without changing `store`, or nil (the default) when the
    /// store cannot be copied: then states are reached by ``restore(_:into:)``, or by replaying their
    /// traces on a fresh store.
    func copy(of store: Store) -> Store?
    /// Sets `store`, fresh from ``makeStore()``, to the state `snapshot` describes, and returns true; or
    /// returns false (the default) when the store cannot be set this way: then states are reached by
    /// replaying their traces.
    ///
    /// Set every stored property the snapshot reads and nothing else; the closures and collaborators
    /// `makeStore()` wired stay as they are. Every restore is checked: the snapshot of the restored
    /// store must equal `snapshot`, or the step is reported as a fault that names the spec. Restore
    /// only a store whose snapshot holds everything that decides what later actions do: a store with
    /// hidden state (an identity counter the snapshot leaves out) is reached by copy or replay.
    ///
    /// ```swift
    /// func restore(_ s: RouterSnapshot, into store: Router) -> Bool {
    ///     store.selectedTab = s.selectedTab
    ///     store.paths = s.paths
    ///     store.sheet = s.sheet
    ///     return true
    /// }
    /// ```
    func restore(_ snapshot: Snapshot, into store: Store) -> Bool
    /// Throws a ``Fault`` when `copy`, made by ``copy(of:)`` from the store of a state whose snapshot is
    /// `snapshot` (taken when that store was made, and never changed since), is not in that state.
    /// Default: nothing is checked.
    func checkCopy(_ copy: Store, snapshot: Snapshot) throws
    /// Feeds what identifies a snapshot into `fingerprinter`: two snapshots with the same fingerprint
    /// are one state. Default: every stored value of the snapshot, by reflection
    /// (`Fingerprinter.combine(structureOf:)`), whatever the snapshot's `==` and `hash(into:)`
    /// compare, so that a snapshot type whose `==` looks only at an id does not merge distinct
    /// states. A snapshot type that declares ``FullyHashable`` is fingerprinted by its `hashValue`,
    /// which is quicker. Write your own to leave out what does not matter.
    func fingerprint(snapshot: Snapshot, into fingerprinter: inout Fingerprinter)
    /// The state `action` leads to from `state` when the machine can give it without reaching the
    /// state's store (a step whose result depends only on the snapshot, kept from an earlier step), or
    /// nil (the default): then `action` is performed on the store reached. A state given here must be
    /// the one ``perform(_:on:)`` would reach, and its kept store is never changed after.
    func knownSuccessor(of state: State, by action: Action) throws -> State?
}

extension ReferenceStoreMachine {
    /// By default a store cannot be copied: states are reached by restore or replay.
    public func copy(of store: Store) -> Store? { nil }

    /// By default a store cannot be restored from a snapshot: states are reached by replay.
    public func restore(_ snapshot: Snapshot, into store: Store) -> Bool { false }

    /// By default a copy is not checked.
    public func checkCopy(_ copy: Store, snapshot: Snapshot) throws {}

    /// By default every step is performed on a store.
    public func knownSuccessor(of state: State, by action: Action) throws -> State? { nil }

    /// Mixes in every stored value of `snapshot` (`Fingerprinter.combine(structureOf:)`).
    public func fingerprint(snapshot: Snapshot, into fingerprinter: inout Fingerprinter) {
        fingerprinter.combine(structureOf: snapshot)
    }

    /// One initial state: the snapshot of a fresh store.
    public var initialStates: [State] {
        let store = makeStore()
        return [StoreState(snapshot: snapshot(of: store), trace: [], store: StoreBox(store))]
    }

    /// The state ``knownSuccessor(of:by:)`` gives, or: reaches `state`'s store (a copy of the kept store,
    /// a fresh store restored to the snapshot, or a fresh store with the trace replayed), performs
    /// `action` on it and captures the result. The result keeps the store when it was a copy (so that it
    /// can be copied again), and the trace only when it was replayed.
    public func apply(_ action: Action, to state: inout State) throws {
        if let known = try knownSuccessor(of: state, by: action) {
            state = known
            return
        }
        let (store, way) = try reach(state)
        try perform(action, on: store)
        let next = snapshot(of: store)
        switch way {
        case .copied: state = StoreState(snapshot: next, trace: [], store: StoreBox(store))
        case .restored: state = StoreState(snapshot: next, trace: [action], anchor: state.snapshot)
        case .replayed: state = StoreState(snapshot: next, trace: state.trace + [action], anchor: state.anchor)
        }
    }

    /// A store in `state` that may be changed, and whether it is a copy: a copy of the kept store when
    /// the machine can copy it, else a fresh store restored to the snapshot, else a fresh store with the
    /// state's trace replayed. Throws a ``Fault`` when a restore or the replay does not reproduce the
    /// snapshot.
    public func liveStore(for state: State) throws -> (store: Store, copied: Bool) {
        let (store, way) = try reach(state)
        return (store, way == .copied)
    }

    /// A store in `state` that may be changed, and how it was reached: copy, then restore, then replay
    /// (from the nearest state before it that could be restored, else from a fresh store).
    func reach(_ state: State) throws -> (store: Store, way: StoreReach) {
        if let kept = state.keptStore?.value as? Store, let copied = copy(of: kept) {
            try checkCopy(copied, snapshot: state.snapshot)
            return (copied, .copied)
        }
        let store = makeStore()
        if try restoreChecked(state.snapshot, into: store) { return (store, .restored) }
        if let anchor = state.anchor {
            guard try restoreChecked(anchor, into: store) else {
                throw Fault("restore(_:into:) of \(name) restored \(anchor) once and refused it later: "
                    + "restore must answer the same way for the same snapshot")
            }
        }
        for action in state.trace { try perform(action, on: store) }
        let replayed = snapshot(of: store)
        guard replayed == state.snapshot else {
            let from = state.anchor.map { "from the restored \($0)" } ?? "on a fresh store"
            throw Fault("replaying \(state.trace.map { StableText.name(of: $0) }) \(from) of \(name) gave \(replayed), not \(state.snapshot): "
                + "the store must do the same for the same actions (inject its UUID, Date and random sources in makeStore())"
                + (state.trace.isEmpty && state.anchor == nil ? ", and copy(of:) must answer the same way for every store (a class store copied field by field cannot be copied when an optional object is set in it and not in a fresh store from makeStore(): write copy(of:) or restore(_:into:) for it)" : ""))
        }
        return (store, .replayed)
    }

    /// Restores `snapshot` into `store` when the machine can; throws when the restored store does not
    /// have that snapshot.
    func restoreChecked(_ snapshot: Snapshot, into store: Store) throws -> Bool {
        guard restore(snapshot, into: store) else { return false }
        let restored = self.snapshot(of: store)
        guard restored == snapshot else {
            throw Fault("restore(_:into:) of \(name) gave \(restored), not \(snapshot): "
                + "restore must set every part of the store that the snapshot reads (or return false, so that the state is replayed)")
        }
        return true
    }

    /// Fingerprints the snapshot (the trace that reached it does not matter).
    public func fingerprint(of state: State, into fingerprinter: inout Fingerprinter) {
        fingerprint(snapshot: state.snapshot, into: &fingerprinter)
    }

    /// The snapshot, as text.
    public func screens(of state: State) -> String { String(describing: state.snapshot) }

    /// One field per stored property of a struct snapshot (by reflection, optionals unwrapped), else one
    /// field `snapshot`, for the diff of the last step.
    public func fields(of state: State) -> [StateField] {
        StableText.fields(of: state.snapshot) ?? [StateField(name: "snapshot", value: StableText.describe(state.snapshot))]
    }
}

extension ReferenceStoreMachine where Snapshot: FullyHashable {
    /// Mixes in `snapshot.hashValue`: its type declares that its `==` and `hash(into:)` take every
    /// stored value into account (``FullyHashable``).
    public func fingerprint(snapshot: Snapshot, into fingerprinter: inout Fingerprinter) {
        fingerprinter.combine(snapshot.hashValue)
    }
}

/// A state of a ``ReferenceStoreMachine``: the snapshot of the store, and what reaches the store again
/// (a kept copy, or the actions that led to it from a fresh store or from the nearest state before it
/// that the machine could restore). Members of the snapshot read directly: `state.path` is
/// `state.snapshot.path`.
@dynamicMemberLookup
public struct StoreState<Snapshot: Hashable & Sendable, Action: Sendable>: Sendable, CustomStringConvertible {
    /// The store's state as a value.
    public let snapshot: Snapshot
    /// The actions that reach this state from ``anchor`` (or from a fresh store when there is none):
    /// empty when the machine copies its stores. (A counterexample's actions come from the search, not
    /// from this.)
    public let trace: [Action]
    /// The store itself, kept only when the machine can copy it. (Named apart from `store`, so that a
    /// snapshot's own `store`, as ``StoredProperties`` has, reads directly: `state.store.canGoBack()`.)
    public let keptStore: StoreBox?
    /// The snapshot of the nearest state before this one that the machine could restore: this state's
    /// store is that one restored, then ``trace`` replayed (when this state cannot be restored itself).
    public let anchor: Snapshot?

    /// Creates a state.
    public init(snapshot: Snapshot, trace: [Action], store: StoreBox? = nil, anchor: Snapshot? = nil) {
        self.snapshot = snapshot
        self.trace = trace
        self.keptStore = store
        self.anchor = anchor
    }

    /// A member of the snapshot.
    public subscript<T>(dynamicMember keyPath: KeyPath<Snapshot, T>) -> T { snapshot[keyPath: keyPath] }

    /// The snapshot's description.
    public var description: String { String(describing: snapshot) }
}

extension StoreState: Equatable {
    /// Two states are equal when their snapshots are (however they were reached).
    public static func == (a: StoreState, b: StoreState) -> Bool { a.snapshot == b.snapshot }
}

/// How a step reached the store of the state it starts from.
enum StoreReach {
    case copied, restored, replayed
}

/// Holds a store a state keeps because the machine can copy it. The store is never changed once kept:
/// every step changes a copy. That is what makes sharing it between states safe.
public final class StoreBox: @unchecked Sendable {
    /// The kept store.
    public let value: AnyObject
    /// Keeps `value`.
    public init(_ value: AnyObject) { self.value = value }
}
