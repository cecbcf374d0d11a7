/// A state machine over a reference-type store — an `ObservableObject` or `@Observable` class with
/// mutating methods — checked without rewriting it.
///
/// Give a fresh store, a value snapshot of a store (what de-duplicates states, what properties read and
/// what traces show), and how each action drives the live store. Exploration keeps snapshots, not
/// stores: to take a step from a state, it re-creates the store and replays the state's trace, then
/// performs the action. A store that can be copied may say so with ``copy(of:)``; then a copy of the
/// state's store is taken instead of replaying.
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
/// through `makeStore()`. A replay that does not reproduce a snapshot is reported as a fault.
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
    /// store cannot be copied: then states are reached by replaying their traces on a fresh store.
    func copy(of store: Store) -> Store?
    /// Feeds what identifies a snapshot into `fingerprinter`. Default: the snapshot's `hashValue`
    /// (equal snapshots are one state; the values never show in results or their order).
    func fingerprint(snapshot: Snapshot, into fingerprinter: inout Fingerprinter)
}

extension ReferenceStoreMachine {
    /// By default a store cannot be copied: states are reached by replay.
    public func copy(of store: Store) -> Store? { nil }

    /// Mixes in `snapshot.hashValue`.
    public func fingerprint(snapshot: Snapshot, into fingerprinter: inout Fingerprinter) {
        fingerprinter.combine(snapshot.hashValue)
    }

    /// One initial state: the snapshot of a fresh store.
    public var initialStates: [State] {
        let store = makeStore()
        return [StoreState(snapshot: snapshot(of: store), trace: [], store: StoreBox(store))]
    }

    /// Reaches `state`'s store (a copy of it, or a fresh store with the trace replayed), performs
    /// `action` on it and captures the result.
    public func apply(_ action: Action, to state: inout State) throws {
        let (store, copied) = try liveStore(for: state)
        try perform(action, on: store)
        state = StoreState(snapshot: snapshot(of: store), trace: state.trace + [action],
                           store: copied ? StoreBox(store) : nil)
    }

    /// A store in `state` that may be changed, and whether it is a copy: a copy of the kept store when
    /// the machine can copy it, else a fresh store with the state's trace replayed. Throws a ``Fault``
    /// when the replay does not reproduce the snapshot.
    public func liveStore(for state: State) throws -> (store: Store, copied: Bool) {
        if let kept = state.store?.value as? Store, let copied = copy(of: kept) { return (copied, true) }
        let store = makeStore()
        for action in state.trace { try perform(action, on: store) }
        let replayed = snapshot(of: store)
        guard replayed == state.snapshot else {
            throw Fault("replaying \(state.trace.map(\.description)) on a fresh store gave \(replayed), not \(state.snapshot): "
                + "the store must do the same for the same actions (inject its UUID, Date and random sources in makeStore())")
        }
        return (store, false)
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
        let mirror = Mirror(reflecting: state.snapshot)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class, !mirror.children.isEmpty else {
            return [StateField(name: "snapshot", value: plainDescription(state.snapshot))]
        }
        let children = mirror.children
        return children.enumerated().map { i, child in
            StateField(name: child.label ?? "\(i)", value: plainDescription(child.value))
        }
    }
}

/// `value` as text, with optionals shown as their value or `nil` (not `Optional(…)`).
func plainDescription(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return String(describing: value) }
    return mirror.children.first.map { plainDescription($0.value) } ?? "nil"
}

/// A state of a ``ReferenceStoreMachine``: the snapshot of the store, and the actions that led to it
/// from a fresh store. Members of the snapshot read directly: `state.path` is `state.snapshot.path`.
@dynamicMemberLookup
public struct StoreState<Snapshot: Hashable & Sendable, Action: Sendable>: Sendable, CustomStringConvertible {
    /// The store's state as a value.
    public let snapshot: Snapshot
    /// The actions that reach this state from a fresh store (a shortest such sequence in exhaustive
    /// mode).
    public let trace: [Action]
    /// The store itself, kept only when the machine can copy it.
    public let store: StoreBox?

    /// Creates a state.
    public init(snapshot: Snapshot, trace: [Action], store: StoreBox? = nil) {
        self.snapshot = snapshot
        self.trace = trace
        self.store = store
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

/// Holds a store a state keeps because the machine can copy it. The store is never changed once kept:
/// every step changes a copy. That is what makes sharing it between states safe.
public final class StoreBox: @unchecked Sendable {
    /// The kept store.
    public let value: AnyObject
    /// Keeps `value`.
    public init(_ value: AnyObject) { self.value = value }
}
