import Generators
import ModelChecker
import NavigationModel

/// The live app during a check: the user's store, the size class the views read, the pending work,
/// the screens on view and the sheets in the order they were presented.
public final class AppWorld<App: SwiftUIApp> {
    struct Pending {
        var effect: PendingEffect
        let answer: (inout App.Store) throws -> Void
        /// The sheet whose dismissal this completes (a swipe down's binding write).
        var dismissal: String?
        /// The `.task(id:)` value it was started with.
        var taskID: String?
        /// Its `catch` code, which runs once it is cancelled (nil: nothing runs).
        var onCancel: ((inout App.Store) throws -> Void)? = nil

        /// What is left of it once cancelled: its `catch` code, pending as work of its own (named
        /// `catch(name)`, started by the same screen, never cancelled itself), or nothing.
        var onceCancelled: Pending? {
            guard let onCancel else { return nil }
            var caught = effect
            caught.name = "catch(\(effect.name))"
            caught.cancellation = .never
            caught.cancelled = false
            return Pending(effect: caught, answer: onCancel)
        }
    }
    var store: App.Store
    var sizeClass: SizeClass?
    var pending: [Pending] = []
    var visible: [Screen] = []
    /// The sheets whose bindings are set, in the order they were set.
    var presented: [String] = []
    /// The item each presented sheet shows, as text.
    var items: [String: String] = [:]
    /// Sheets swiped down whose dismissal has not ended: off screen, binding still set.
    var dismissing: Set<String> = []
    /// The item a sheet shows when it is not its binding's (``PresentDuringDismissal/previousReopens``).
    var shownItems: [String: String] = [:]
    /// The sheets whose dismissal ended in this step (empty between steps).
    var endedDismissals: Set<String> = []
    /// The `.task(id:)` value each screen on view started its task with.
    var taskIDs: [Screen: String] = [:]
    /// The sheets on screen, outermost first, as the last settle found them.
    var shownSheets: [String] = []
    /// The column visibility SwiftUI keeps for each split view whose visibility is not bound.
    var columnVisibility: [String: ColumnVisibility] = [:]
    /// What the view tree's nodes were when the last settle ended (``Scene/init(_:)``).
    var nodes = NodeStates()
    /// The data saved under each declared key.
    var relaunch = RelaunchState()
    /// Set on a launch kept for the relaunches that read what it read (never changed, never copied
    /// into another world): the fingerprint of its snapshot (``AppMachine/fingerprint(of:into:)``).
    var launchFingerprint: UInt64?

    init(store: App.Store, sizeClass: SizeClass?) {
        self.store = store
        self.sizeClass = sizeClass
    }

    /// Cancels the pending work `isCancelled` picks: each is dropped, or replaced where it stands by its
    /// `catch` code when it declares one.
    func cancelPending(where isCancelled: (Pending) -> Bool) {
        guard pending.contains(where: isCancelled) else { return }
        pending = pending.compactMap { p in isCancelled(p) ? p.onceCancelled : p }
    }

    /// This world with `store` in place of its own: every other field as it is here (``take(_:)`` lists them).
    func copy(with store: App.Store) -> AppWorld {
        let copy = AppWorld(store: store, sizeClass: sizeClass)
        copy.take(self)
        copy.store = store
        return copy
    }
}

/// The state machine of a ``SwiftUIApp``: the app's intents and SwiftUI's own actions over the store
/// and the scene. Give it to `checkNavigation` (or the explorer) as any spec.
public struct AppMachine<App: SwiftUIApp>: ReferenceStoreMachine, @unchecked Sendable {
    public typealias Store = AppWorld<App>
    public typealias Snapshot = AppState<App.Snapshot>
    public typealias Action = AppAction<App.Intent>

    /// The app.
    public let app: App
    /// Its scene, read once.
    public let scene: Scene<App.Store>
    /// The scene's declarations by name (``SceneLookup``).
    let lookup: SceneLookup
    /// The scene's declarations with the store's type erased, and the step's reads over them (a
    /// variable so that the proof of the reader can be shown to catch a wrong one).
    var reader: SceneReader
    let systemActions: [SystemAction]
    /// The worlds relaunches gave, by what they read (``LaunchCache``).
    let launches = LaunchCache<App>()
    /// The size change last worked out for the built-ins across a resize (``ResizeCache``).
    let resizes = ResizeCache<App>()
    /// Where the app's steps run: on every worker (``StepThreads/any``) for an app that is `Sendable`
    /// and whose conformance is not isolated, else on the thread that runs the check
    /// (``StepThreads/calling``): an app isolated to an actor (`@MainActor struct App: @MainActor
    /// SwiftUIApp`), or one that holds state another thread must not touch.
    public let stepThreads: StepThreads
    /// The actor the machine was made on, when its steps must stay there.
    let isolation: (any Actor)?
    /// What the check assumes where the evidence does not say what SwiftUI does: the app's own
    /// (``SwiftUIApp/assumptions``), or one variant of it (``init(_:assuming:isolation:)``).
    public let assumptions: Assumptions
    /// The deepest screen the back button's menu is explored to (0: the root).
    static var longPressDepths: ClosedRange<Int> { 0...2 }

    /// The machine of `app`, whose steps run on the thread that runs the check (the other cores keep
    /// the table of seen states): Swift cannot tell here whether the app's conformance is isolated to
    /// an actor (a `@MainActor` router) or whether the app may be used from several threads at once.
    /// Made on an actor, the check must run on it. A `Sendable` app whose conformance is not isolated
    /// gets the initializer that expands on every worker.
    public init(_ app: App, isolation: isolated (any Actor)? = #isolation) {
        self.init(app, stepThreads: .calling, isolation: isolation)
    }

    /// The machine of `app` under `assumptions` in place of the app's own: one variant of
    /// ``Assumptions/variants``, named after it (`probe [no re-tap pop on iOS 26]`).
    public init(_ app: App, assuming assumptions: Assumptions, isolation: isolated (any Actor)? = #isolation) {
        self.init(app, stepThreads: .calling, isolation: isolation, assuming: assumptions)
    }

    init(_ app: App, stepThreads: StepThreads, isolation: (any Actor)?, assuming: Assumptions? = nil) {
        self.app = app
        self.assumptions = assuming ?? app.assumptions
        self.stepThreads = stepThreads
        self.isolation = isolation
        let scene = app.scene
        self.scene = scene
        self.lookup = SceneLookup(scene)
        self.reader = SceneReader(scene, lookup: lookup, ignoredLocks: app.osVersion != .iOS17 ? scene.nestedDismissLocks : [])
        var system: [SystemAction] = []
        for stack in scene.stacks {
            system += [.back(stack.name), .edgeSwipeBack(stack.name)]
            system += Self.longPressDepths.map { SystemAction.longPressBack(stack.name, to: $0) }
        }
        for tab in scene.tabBar?.names ?? [] { system.append(.tapTab(tab)) }
        for sheet in scene.sheets where sheet.style == .sheet { system.append(.swipeDown(sheet.name)) }
        for entry in scene.entries { system += entry.links.map(entry.action) }
        system += Self.splitActions(of: scene, profile: app.profile)
        if scene.readsSizeClass, app.profile.sizeClassChanges {
            system += app.profile.sizeClasses.map(SystemAction.resize)
        }
        system += (0..<max(scene.maxPendingEffects, 0)).map(SystemAction.answer)
        system += (0..<max(scene.maxPendingEffects, 0)).map(SystemAction.cancel)
        system += Self.relaunchActions(of: scene)
        systemActions = system
    }

    public var name: String { assumptions == app.assumptions ? app.name : "\(app.name) [\(assumptions.label)]" }
    public var alphabet: Alphabet { app.alphabet }
    public var actions: Generator<Action> {
        .element(of: app.intents.map(Action.user) + systemActions.map(Action.system))
    }
    public var properties: [Property<AppMachine>] { app.properties.map(\.property) }
    /// The app's symmetry (``SwiftUIApp/symmetry``) over the store's snapshot; the scene around it is
    /// fingerprinted as it is.
    public var symmetry: Symmetry<State>? {
        app.symmetry.map { models in
            Self.symmetry(ofSnapshots: models.lifted({ $0.model }, replacing: { state, model in
                var state = state
                state.model = model
                return state
            }))
        }
    }
    /// The reason a built-in property gives for never applying under the app's alphabet, or nil.
    public func whyNeverApplies(_ property: String) -> String? {
        app.properties.first { $0.name == property }?.whyNeverApplies(self)
    }
    /// What a built-in property waits for that the scene does not declare (a link with a target), or nil.
    public func whatPropertyWaitsFor(_ property: String) -> String? {
        app.properties.first { $0.name == property }?.waitsFor(self)
    }
}

extension PlatformProfile {
    /// The size class at launch: compact on an iPhone (portrait), regular on an iPad (full screen).
    public var initialSizeClass: SizeClass { self == .iPad ? .regular : .compact }
}

extension AppMachine where App: Sendable {
    /// The machine of a `Sendable` app whose conformance is not isolated to an actor: its steps run on
    /// every worker. (An app whose conformance is isolated to an actor cannot use this initializer:
    /// Swift does not let such a conformance meet a `Sendable` requirement.)
    public init(_ app: App) {
        self.init(app, stepThreads: .any, isolation: nil)
    }

    /// The machine of a `Sendable` app under `assumptions` in place of its own (see
    /// ``init(_:assuming:isolation:)``), its steps on every worker.
    public init(_ app: App, assuming assumptions: Assumptions) {
        self.init(app, stepThreads: .any, isolation: nil, assuming: assumptions)
    }
}
