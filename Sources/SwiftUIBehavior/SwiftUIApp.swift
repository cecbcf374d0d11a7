import Generators
import ModelChecker
import NavigationModel

/// A user's app as NavCheck checks it: the store, the app's own controls, and the ``Scene`` that says
/// what SwiftUI shows around the store. SwiftUI's own behaviour comes built in: the back button and
/// edge swipe of every stack, the tab bar, swiping sheets down, `onOpenURL`, `onAppear` and `.task`,
/// the size class, and the answers of pending work at every point among the user's taps.
///
/// ```swift
/// struct RecipesApp: SwiftUIApp {
///     enum Intent: String, Hashable, Codable, Sendable, CustomStringConvertible {
///         case openFirst, edit
///         var description: String { rawValue }
///     }
///     var name: String { "recipes" }
///     func makeStore() -> Router { Router() }
///     func snapshot(of r: Router) -> Router.State { r.state }
///     var scene: Scene<Router> { Scene { navigationStack("recipes", \.path).sheet("editor", item: \.editing) } }
///     var intents: [Intent] { [.openFirst, .edit] }
///     func perform(_ intent: Intent, on r: inout Router, effects: inout Effects<Router>) throws {
///         switch intent {
///         case .openFirst: r.path.append(.recipe(1))
///         case .edit: r.editing = r.path.last
///         }
///     }
///     var properties: [AppProperty<Self>] { [.backLowersDepthByOne(), .sheetKeepsStacksBeneath()] }
/// }
/// ```
public protocol SwiftUIApp {
    /// The user's store: a class (an `@Observable` or `ObservableObject` router) or a value.
    associatedtype Store
    /// The store's state as a value: what de-duplicates states and what properties read. A value store
    /// is its own snapshot by default; a class store whose stored properties are all its state needs no
    /// type of its own: `func snapshot(of r: Router) -> StoredProperties<Router> { StoredProperties(r) }`,
    /// read as the store itself (`s.path`, `s.store.canGoBack()`).
    associatedtype Snapshot: Hashable & Sendable
    /// A control of the app's own: a button, a row, a menu item.
    associatedtype Intent: Hashable & Codable & Sendable

    /// A short name for reports and traces.
    var name: String { get }
    /// The device: which size classes the system may set, and what its tab bar does. Default: iPhone.
    var profile: PlatformProfile { get }
    /// The OS version, where SwiftUI's behaviour differs (re-tapping a tab). Default: iOS 18.
    var osVersion: OSVersion { get }
    /// What the app has seen SwiftUI do where the evidence does not say (``Assumptions``). Default:
    /// the model's defaults, which findings that rest on them name.
    var assumptions: Assumptions { get }
    /// Which actions are offered. Default: ``Alphabet/race``: the user's taps interleave with pending
    /// answers (a finding that needs one says "race").
    var alphabet: Alphabet { get }
    /// Where the check starts: at launch with the launch's work pending (``LaunchWork/checked``, the
    /// default), or once that work has answered (``LaunchWork/answeredFirst``).
    var launchWork: LaunchWork { get }
    /// A fresh store, with deterministic sources of identities and time.
    func makeStore() -> Store
    /// The store's state as a value.
    func snapshot(of store: Store) -> Snapshot
    /// What SwiftUI shows around the store.
    var scene: Scene<Store> { get }
    /// The app's own controls, in the order exploration tries them.
    var intents: [Intent] { get }
    /// Whether `intent`'s control is on screen to tap in `state`. Default: always.
    func isOnScreen(_ intent: Intent, in state: AppState<Snapshot>) -> Bool
    /// What the control does: call the store as the view's action closure does. Work that answers
    /// later is started on `effects`. Throw a `Fault` where the real code would trap.
    func perform(_ intent: Intent, on store: inout Store, effects: inout Effects<Store>) throws
    /// Who makes `intent` happen. Default: a person (`.user`); `.api` for a call no control makes.
    func origin(of intent: Intent) -> ActionOrigin
    /// What `intent` is in the built-in properties' words (push, pop, present, …). Default: nil.
    func role(of intent: Intent) -> IntentRole?
    /// What `intent` is in the built-in properties' words, in the state it is taken from ("push onto the
    /// layer on screen" names the stack of that layer). Default: ``role(of:)``.
    func role(of intent: Intent, in state: AppState<Snapshot>) -> IntentRole?
    /// A copy of `store` that can change without changing it, or nil. Default: the store itself when
    /// it is a value; for a class, a fresh store from ``makeStore()`` with every stored value of `store`
    /// written into it (``StoredFieldCopy``: its closures and observation registrar stay as
    /// `makeStore()` wired them), when each stored property is a value or a closure; else nil (then
    /// states are reached by ``restore(_:into:)``, or by replaying their actions). Every copy of a class
    /// store is checked: its snapshot must equal the original's. Return nil to have states replayed.
    func copy(of store: Store) -> Store?
    /// Sets a fresh store (from ``makeStore()``, its closures wired to it) to `snapshot`, and returns
    /// true; or returns false (the default) when the store cannot be set from a snapshot. A state with
    /// work pending is reached from the nearest one before it without. Every restore is checked: the
    /// restored store's snapshot must equal `snapshot`.
    func restore(_ snapshot: Snapshot, into store: inout Store) -> Bool
    /// The state constraint: states outside it are checked but not explored further. Default: all.
    func isWithinBounds(_ state: AppState<Snapshot>) -> Bool
    /// The app's properties: its own and the built-in ones (``AppProperty/backLowersDepthByOne(_:_:stack:)``
    /// and the others in `ShapeProperties.swift`).
    var properties: [AppProperty<Self>] { get }
    /// The values the app treats alike, over its snapshots (the ids of posts, tabs with the same code),
    /// or nil (the default): the check then explores one state of each class of symmetric states and
    /// still shows counterexamples with the app's real values. What SwiftUI holds around the store
    /// (the paths' routes as text, the presented items, the pending work) is fingerprinted as it is, so
    /// states whose scene shows the swapped values stay apart. Sound only when every property,
    /// the built-in ones included, gives the same verdict on symmetric states and the app treats them
    /// alike (see `Symmetry`); `ExplorationOptions.reducesSymmetry` turns it off.
    var symmetry: Symmetry<Snapshot>? { get }
}

extension SwiftUIApp {
    public var profile: PlatformProfile { .iPhone }
    public var osVersion: OSVersion { .iOS18 }
    public var assumptions: Assumptions { Assumptions() }
    public var alphabet: Alphabet { .race }
    /// The check starts at launch, with the launch's work pending.
    public var launchWork: LaunchWork { .checked }
    public func isOnScreen(_ intent: Intent, in state: AppState<Snapshot>) -> Bool { true }
    public func origin(of intent: Intent) -> ActionOrigin { .user }
    public func role(of intent: Intent) -> IntentRole? { nil }
    public func role(of intent: Intent, in state: AppState<Snapshot>) -> IntentRole? { role(of: intent) }
    public func copy(of store: Store) -> Store? {
        Store.self is AnyObject.Type ? StoredFieldCopy.copy(store, into: makeStore()) : store
    }
    public func isWithinBounds(_ state: AppState<Snapshot>) -> Bool { true }
    public func restore(_ snapshot: Snapshot, into store: inout Store) -> Bool { false }
    /// No symmetry: every snapshot is its own representative.
    public var symmetry: Symmetry<Snapshot>? { nil }
}

extension SwiftUIApp where Snapshot == Store {
    /// A value store is its own snapshot.
    public func snapshot(of store: Store) -> Store { store }
}
