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
    /// The `.task(id:)` value each screen on view started its task with.
    var taskIDs: [Screen: String] = [:]
    /// The sheets on screen, outermost first, as the last settle found them.
    var shownSheets: [String] = []

    init(store: App.Store, sizeClass: SizeClass?) {
        self.store = store
        self.sizeClass = sizeClass
    }

    func copy(with store: App.Store) -> AppWorld {
        let copy = AppWorld(store: store, sizeClass: sizeClass)
        copy.pending = pending
        copy.visible = visible
        copy.presented = presented
        copy.items = items
        copy.dismissing = dismissing
        copy.taskIDs = taskIDs
        copy.shownSheets = shownSheets
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
    let systemActions: [SystemAction]
    /// Where the app's steps run: on every worker (``StepThreads/any``) for an app that is `Sendable`
    /// and whose conformance is not isolated, else on the thread that runs the check
    /// (``StepThreads/calling``): an app isolated to an actor (`@MainActor struct App: @MainActor
    /// SwiftUIApp`), or one that holds state another thread must not touch.
    public let stepThreads: StepThreads
    /// The actor the machine was made on, when its steps must stay there.
    let isolation: (any Actor)?
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

    init(_ app: App, stepThreads: StepThreads, isolation: (any Actor)?) {
        self.app = app
        self.stepThreads = stepThreads
        self.isolation = isolation
        let scene = app.scene
        self.scene = scene
        var system: [SystemAction] = []
        for stack in scene.stacks {
            system += [.back(stack.name), .edgeSwipeBack(stack.name)]
            system += Self.longPressDepths.map { SystemAction.longPressBack(stack.name, to: $0) }
        }
        for tab in scene.tabBar?.names ?? [] { system.append(.tapTab(tab)) }
        for sheet in scene.sheets where sheet.style == .sheet { system.append(.swipeDown(sheet.name)) }
        for link in scene.links?.links ?? [] { system.append(.openURL(link.url)) }
        if scene.sizeClass != nil, app.profile.sizeClassChanges {
            system += app.profile.sizeClasses.map(SystemAction.resize)
        }
        system += (0..<max(scene.maxPendingEffects, 0)).map(SystemAction.answer)
        system += (0..<max(scene.maxPendingEffects, 0)).map(SystemAction.cancel)
        systemActions = system
    }

    public var name: String { app.name }
    public var alphabet: Alphabet { app.alphabet }
    public var actions: Generator<Action> {
        .element(of: app.intents.map(Action.user) + systemActions.map(Action.system))
    }
    public var properties: [Property<AppMachine>] { app.properties.map(\.property) }

    // MARK: The store

    public func makeStore() -> AppWorld<App> {
        if let isolation {
            isolation.preconditionIsolated("""
                NavCheck: \(app.name)'s conformance to SwiftUIApp is isolated to \(type(of: isolation)), but the check \
                runs elsewhere: call checkNavigation (or XCTAssertNavigationHolds) from a test isolated to that \
                actor (mark it @\(type(of: isolation))), and do not move the machine to another task or thread
                """)
        }
        let world = AppWorld<App>(store: app.makeStore(), sizeClass: scene.sizeClass == nil ? nil : app.profile.initialSizeClass)
        if app.osVersion == .iOS17, let bar = scene.tabBar {
            // iOS 17 builds every tab at launch: the other tabs' first screens run their onAppear.
            let selected = bar.selected(world.store)
            for tab in bar.names where tab != selected {
                for stack in scene.stacks where stack.tab == tab && stack.sheet == nil {
                    stack.hooks.onAppear?(&world.store, stack.routes(world.store).count)
                }
            }
        }
        settle(world, before: [])
        return world
    }

    public func snapshot(of world: AppWorld<App>) -> AppState<App.Snapshot> {
        AppState(model: app.snapshot(of: world.store), scene: sceneState(of: world))
    }

    public func copy(of world: AppWorld<App>) -> AppWorld<App>? {
        app.copy(of: world.store).map(world.copy(with:))
    }

    /// How the states of a class store are reached (copy, restore or replay), and for replay why the
    /// store is not copied field by field: said when a check is cut short.
    public var reachNote: String? {
        guard App.Store.self is AnyObject.Type else { return nil }
        let store = app.makeStore()
        if app.copy(of: store) != nil {
            return "States were reached by copying each \(App.Store.self) (copy(of:): field by field by default), the quickest way."
        }
        var fresh = app.makeStore()
        if app.restore(app.snapshot(of: store), into: &fresh) {
            return "States were reached by restore(_:into:), and those with work pending by replaying from the nearest one without."
        }
        let why = StoredFieldCopy.reason(type(of: store as AnyObject)).map { ": \($0)" } ?? ""
        return "States were reached by replaying their actions on a fresh \(App.Store.self), a step per action: it is not copied "
            + "field by field\(why). Write restore(_:into:) (or copy(of:)) to reach them quicker."
    }

    /// A copy of a class store must have the original's snapshot, which the state keeps (a value
    /// store's copy is the value).
    public func checkCopy(_ copy: AppWorld<App>, snapshot: AppState<App.Snapshot>) throws {
        guard App.Store.self is AnyObject.Type else { return }
        let copied = app.snapshot(of: copy.store), was = snapshot.model
        guard copied == was else {
            throw Fault("copy(of:) of \(app.name) gave a store whose snapshot is \(copied), not \(was): "
                + "the copy must hold every part of the store the snapshot reads. A class store is copied field by field by "
                + "default (StoredFieldCopy), and state kept in a closure or another object is not copied: write "
                + "copy(of:) or restore(_:into:) for it, or return nil from copy(of:) to have states replayed")
        }
    }

    /// Sets a fresh world to `snapshot` when nothing is pending in it (pending work holds closures a
    /// snapshot cannot give back) and the app can restore its store.
    public func restore(_ snapshot: AppState<App.Snapshot>, into world: AppWorld<App>) -> Bool {
        let s = snapshot.scene
        guard s.pending.isEmpty, app.restore(snapshot.model, into: &world.store) else { return false }
        world.sizeClass = s.sizeClass
        world.pending = []
        world.visible = s.visible
        world.shownSheets = s.sheets.map { $0.name }
        world.presented = s.sheets.map { $0.name } + s.hiddenSheets
        world.dismissing = []
        world.items = [:]
        for sheet in scene.sheets { world.items[sheet.name] = sheet.presented(world.store) }
        world.taskIDs = [:]
        for screen in s.visible {
            if let id = hooks(of: screen).task?(world.store, screen.depth)?.id?(world.store) { world.taskIDs[screen] = id }
        }
        return true
    }

    public func perform(_ action: Action, on world: AppWorld<App>) throws {
        let before = world.visible
        if origin(of: action) != .system {
            for i in world.pending.indices { world.pending[i].effect.interleaved = true }
        }
        switch action {
        case .user(let intent):
            var effects = Effects<App.Store>()
            try app.perform(intent, on: &world.store, effects: &effects)
            if !effects.started.isEmpty { start(effects, owner: topScreen(of: world), startedBy: label(of: intent), in: world) }
        case .system(let system):
            try perform(system, on: world)
        }
        settle(world, before: before)
    }

    func perform(_ action: SystemAction, on world: AppWorld<App>) throws {
        switch action {
        case .back(let name), .edgeSwipeBack(let name):
            scene.stacks.first { $0.name == name }?.pop(&world.store)
        case .longPressBack(let name, let depth):
            scene.stacks.first { $0.name == name }?.popTo(&world.store, depth)
        case .tapTab(let name):
            guard let bar = scene.tabBar, let index = bar.names.firstIndex(of: name) else { return }
            let retap = bar.selected(world.store) == name
            bar.select(&world.store, index)
            guard retap else { return }
            if app.osVersion.retapOutcome == .popsToRoot, !bar.retap.suppressesSystemPop {
                for stack in scene.stacks where stack.tab == name && stack.sheet == nil { stack.popTo(&world.store, 0) }
            }
            bar.retap.perform?(&world.store)
        case .swipeDown(let name):
            world.dismissing.insert(name)
            guard let sheet = scene.sheets.first(where: { $0.name == name }) else { return }
            world.pending.append(.init(effect: PendingEffect(name: "dismissal(\(name))", owner: nil, cancellation: .never,
                                                             ownerVisible: true, startedBy: action.description),
                                       answer: sheet.dismiss, dismissal: name))
        case .openURL(let url):
            var effects = Effects<App.Store>()
            try scene.links?.handle(&world.store, url, &effects)
            // Work a link starts belongs to no screen: the link may navigate once it answers.
            start(effects, owner: nil, startedBy: action.description, in: world)
        case .resize(let sizeClass):
            world.sizeClass = sizeClass
            if let handler = scene.sizeClass?.onChange {
                world.pending.append(.init(effect: PendingEffect(name: "onChange(sizeClass: \(sizeClass))", owner: nil,
                                                                 cancellation: .never, ownerVisible: true,
                                                                 startedBy: action.description),
                                           answer: { store in handler(&store, sizeClass) }))
            }
        case .answer(let k):
            guard k < world.pending.count else { return }
            let pending = world.pending.remove(at: k)
            try pending.answer(&world.store)
            if let sheet = pending.dismissal { world.dismissing.remove(sheet) }
        case .cancel(let k):
            guard k < world.pending.count else { return }
            world.pending.remove(at: k)
        }
    }

    func start(_ effects: Effects<App.Store>, owner: Screen?, startedBy: String, in world: AppWorld<App>) {
        for e in effects.started {
            world.pending.append(.init(effect: PendingEffect(name: e.name, owner: owner, cancellation: e.cancellation,
                                                             ownerVisible: true, startedBy: startedBy),
                                       answer: e.answer))
        }
    }

    /// After a step: the sheets' order of presentation is brought up to date (and `onDismiss` runs
    /// for each sheet gone); the screens that went off view run `onDisappear`, and their tasks are
    /// cancelled as their cancellation says; the screens that came on view run `onAppear` and start
    /// their `.task`; a `.task(id:)` whose id changed starts again. Repeated while a hook changes what
    /// is on view (at most four rounds).
    func settle(_ world: AppWorld<App>, before: [Screen]) {
        var previous = before
        for _ in 0..<4 {
            var changed = updatePresentation(world)
            let sheets = presentedSheets(of: world)
            world.shownSheets = sheets.map { $0.name }
            let now = visibleScreens(of: world, sheets: sheets)
            world.visible = now
            // Most steps change nothing on view (a tap deeper in a stack changes one screen): the
            // lists are short, and each loop below is skipped when it has nothing to do.
            let gone = previous == now ? [] : previous.filter { !now.contains($0) }
            let appeared = previous == now ? [] : now.filter { !previous.contains($0) }
            if !world.pending.isEmpty {
                for i in world.pending.indices {
                    if let owner = world.pending[i].effect.owner { world.pending[i].effect.ownerVisible = now.contains(owner) }
                }
                if !gone.isEmpty {
                    world.pending.removeAll { p in
                        p.effect.cancellation == .withScreen && p.effect.owner.map(gone.contains) == true
                    }
                }
            }
            for screen in gone {
                world.taskIDs[screen] = nil
                if let hook = hooks(of: screen).onDisappear {
                    hook(&world.store, screen.depth, screen.route)
                    changed = true
                }
            }
            for screen in appeared {
                let hooks = self.hooks(of: screen)
                if let hook = hooks.onAppear {
                    hook(&world.store, screen.depth)
                    changed = true
                }
                if let task = hooks.task?(world.store, screen.depth) { start(task, for: screen, in: world) }
            }
            // `.task(id:)`: only a screen whose task was started with an id can start again (a screen's
            // task depends on the screen alone; its id on the store).
            for screen in now where !world.taskIDs.isEmpty && world.taskIDs[screen] != nil && !appeared.contains(screen) {
                guard let task = hooks(of: screen).task?(world.store, screen.depth), let id = task.id?(world.store),
                      id != world.taskIDs[screen] else { continue }
                // The old task is cancelled as its cancellation says, a new one starts.
                world.pending.removeAll { $0.effect.owner == screen && $0.taskID != nil && $0.effect.cancellation == .withScreen }
                for i in world.pending.indices where world.pending[i].effect.owner == screen && world.pending[i].taskID != nil {
                    if world.pending[i].effect.cancellation == .either { world.pending[i].effect.cancelled = true }
                }
                start(task, for: screen, in: world)
            }
            // Only a hook (onAppear, onDisappear, onDismiss) can have changed what is on view.
            if !changed { return }
            let after = presentedSheets(of: world)
            world.shownSheets = after.map { $0.name }
            if visibleScreens(of: world, sheets: after) == now { return }
            previous = now
        }
    }

    func start(_ task: ScreenTask<App.Store>, for screen: Screen, in world: AppWorld<App>) {
        let id = task.id?(world.store)
        world.taskIDs[screen] = id
        world.pending.append(.init(effect: PendingEffect(name: task.name, owner: screen, cancellation: task.cancellation,
                                                         ownerVisible: true),
                                   answer: task.answer, taskID: id))
    }

    /// Sheets whose binding was cleared leave the order (and run `onDismiss`); newly set ones join it.
    /// Returns whether an `onDismiss` ran (it may change the store).
    func updatePresentation(_ world: AppWorld<App>) -> Bool {
        var ran = false
        var items: [String: String] = [:]
        for sheet in scene.sheets { items[sheet.name] = sheet.presented(world.store) }
        // Nothing presented before or now (most steps): nothing to bring up to date.
        if items.isEmpty && world.presented.isEmpty && world.items.isEmpty && world.dismissing.isEmpty { return false }
        for name in world.presented where items[name] == nil {
            world.dismissing.remove(name)
            if let hook = scene.sheets.first(where: { $0.name == name })?.onDismiss {
                hook(&world.store)
                ran = true
            }
        }
        // An item replaced by another: the system dismisses the sheet and presents a new one, onDismiss
        // running in between (Q4).
        for sheet in scene.sheets {
            if let now = items[sheet.name], let was = world.items[sheet.name], was != now, let hook = sheet.onDismiss {
                hook(&world.store)
                ran = true
            }
        }
        if ran {
            items = [:]
            for sheet in scene.sheets { items[sheet.name] = sheet.presented(world.store) }
        }
        world.items = items
        let set = scene.sheets.compactMap { items[$0.name] == nil ? nil : $0.name }
        world.presented = world.presented.filter(set.contains) + set.filter { !world.presented.contains($0) }
        return ran
    }

    func hooks(of screen: Screen) -> ScreenHooks<App.Store> {
        if screen.place == "root" { return scene.rootAppear }
        if screen.place.hasPrefix("sheet:") {
            return scene.sheets.first { "sheet:" + $0.name == screen.place }?.hooks ?? ScreenHooks()
        }
        return scene.stacks.first { $0.name == screen.place }?.hooks ?? ScreenHooks()
    }

    // MARK: What is on view

    /// The sheets on screen, outermost first: at each level the one presented first (SwiftUI shows one
    /// and keeps a second one waiting), presented from the content or the one before it, and not
    /// being dismissed.
    func presentedSheets(of world: AppWorld<App>) -> [SheetDeclaration<App.Store>] {
        var chain: [SheetDeclaration<App.Store>] = []
        guard !world.presented.isEmpty else { return chain }
        var parent: String? = nil
        while chain.count < scene.sheets.count {
            // The first presented sheet at this level, in the order of presentation.
            var next: SheetDeclaration<App.Store>?
            search: for name in world.presented {
                for sheet in scene.sheets where sheet.name == name {
                    if sheet.parent == parent { next = sheet }
                    if next != nil { break search }
                    break
                }
            }
            guard let next, !world.dismissing.contains(next.name) else { break }
            chain.append(next)
            parent = next.name
        }
        return chain
    }

    /// The stacks shown in a layer (nil: the main content, under the selected tab).
    func stacks(inLayer layer: String?, of store: App.Store) -> [StackDeclaration<App.Store>] {
        let tab = scene.tabBar?.selected(store)
        return scene.stacks.filter { $0.sheet == layer && (layer != nil || $0.tab == nil || $0.tab == tab) }
    }

    func topScreens(inLayer layer: SheetDeclaration<App.Store>?, of store: App.Store) -> [Screen] {
        let stacks = stacks(inLayer: layer?.name, of: store)
        if stacks.isEmpty {
            if let layer { return [Screen(place: "sheet:" + layer.name, depth: 0, route: layer.presented(store))] }
            if let tab = scene.tabBar?.selected(store) { return [Screen(place: "tab:" + tab, depth: 0, route: nil)] }
            return [Screen(place: "root", depth: 0, route: nil)]
        }
        return stacks.map { stack in
            let (depth, route) = stack.top(store)
            return Screen(place: stack.name, depth: depth, route: route)
        }
    }

    /// The screens on view: the content's and each presented sheet's. A sheet covers what is beneath
    /// without making it disappear; a full-screen cover makes it disappear (`onDisappear` runs).
    func visibleScreens(of world: AppWorld<App>, sheets: [SheetDeclaration<App.Store>]? = nil) -> [Screen] {
        var screens = topScreens(inLayer: nil, of: world.store)
        for sheet in sheets ?? presentedSheets(of: world) {
            if sheet.style == .fullScreenCover { screens = [] }
            screens += topScreens(inLayer: sheet, of: world.store)
        }
        return screens
    }

    /// The top screen of the layer that takes touches.
    func topScreen(of world: AppWorld<App>) -> Screen? {
        topScreens(inLayer: presentedSheets(of: world).last, of: world.store).first
    }

    func sceneState(of world: AppWorld<App>) -> SceneState {
        let store = world.store
        // What settle found on screen at the end of the step (the world is not changed after it).
        let sheets = world.shownSheets.compactMap { name in scene.sheets.first { $0.name == name } }
        let dismissingLevels = world.dismissing.isEmpty ? [] : scene.sheets.filter { world.dismissing.contains($0.name) }.map { $0.parent }
        return SceneState(
            tab: scene.tabBar?.selected(store),
            stacks: scene.stacks.map { StackState(name: $0.name, routes: $0.routes(store), backHidden: $0.backHidden(store),
                                                  tab: $0.tab, sheet: $0.sheet) },
            sheets: sheets.map { SheetState(name: $0.name, item: $0.presented(store) ?? "", style: $0.style,
                                            dismissDisabled: $0.dismissDisabled(store)) },
            sizeClass: world.sizeClass, pending: world.pending.map { $0.effect }, visible: world.visible,
            topLayer: sheets.last?.name,
            // A sheet set while the one at its level is being swiped away waits for the dismissal to end
            // (Q4: "The next sheet will be presented when the currently presented sheet gets dismissed").
            hiddenSheets: world.presented.count <= sheets.count ? [] : world.presented.filter { name in
                !world.dismissing.contains(name) && !sheets.contains { $0.name == name }
                    && !dismissingLevels.contains(scene.sheets.first { $0.name == name }?.parent)
            })
    }

    // MARK: Enabledness, origins, settledness

    public func isEnabled(_ action: Action, in state: State) -> Bool {
        let s = state.snapshot.scene
        switch action {
        case .user(let intent):
            return app.isOnScreen(intent, in: state.snapshot)
        case .system(.back(let name)), .system(.edgeSwipeBack(let name)):
            guard let stack = s.stacks.first(where: { $0.name == name }), !stack.routes.isEmpty, !stack.backHidden,
                  let declared = scene.stacks.first(where: { $0.name == name }), declared.sheet == s.topLayer else { return false }
            return declared.sheet != nil || declared.tab == nil || declared.tab == s.tab
        case .system(.longPressBack(let name, let depth)):
            return s.stack(name).count >= depth + 2 && isEnabled(.system(.back(name)), in: state)
        case .system(.tapTab):
            return s.sheets.isEmpty
        case .system(.swipeDown(let name)):
            guard let top = s.sheets.last else { return false }
            return top.name == name && top.style == .sheet && !top.dismissDisabled
        case .system(.openURL):
            return true
        case .system(.resize(let c)):
            return c != s.sizeClass
        case .system(.answer(let k)):
            return k < s.pending.count
        case .system(.cancel(let k)):
            guard k < s.pending.count else { return false }
            let p = s.pending[k]
            return p.cancellation == .either && (p.cancelled || !p.ownerVisible)
        }
    }

    public func origin(of action: Action) -> ActionOrigin {
        switch action {
        case .user(let intent): app.origin(of: intent)
        case .system(.answer), .system(.cancel): .system
        case .system: .user
        }
    }

    /// At rest when no work is pending.
    public func isSettled(_ state: State) -> Bool { state.snapshot.scene.pending.isEmpty }

    public func isWithinBounds(_ state: State) -> Bool {
        state.snapshot.scene.pending.count <= scene.maxPendingEffects && app.isWithinBounds(state.snapshot)
    }

    // MARK: What a person sees

    /// `[recipes] recipes › recipe(2) ⧉ editor(recipe(2)) ⏳ load(recipe(2))`: the selected tab, the
    /// shown stacks, the presented sheets and the pending work.
    public func screens(of state: State) -> String {
        let s = state.snapshot.scene
        var parts: [String] = []
        if let tab = s.tab { parts.append("[\(tab)]") }
        let shown = Set(s.visible.map { $0.place })
        for stack in s.stacks where shown.contains(stack.name) {
            let declared = scene.stacks.first { $0.name == stack.name }
            if declared?.sheet != nil { continue }
            parts.append(([stack.name] + stack.routes).joined(separator: " › "))
        }
        for sheet in s.sheets {
            var text = "⧉ " + sheet.text
            for stack in s.stacks where scene.stacks.first(where: { $0.name == stack.name })?.sheet == sheet.name {
                text += " " + ([stack.name] + stack.routes).joined(separator: " › ")
            }
            parts.append(text)
        }
        if !s.pending.isEmpty { parts.append("⏳ " + s.pending.map { $0.description }.joined(separator: ", ")) }
        return parts.joined(separator: " ")
    }

    /// The store's fields (by reflection), then what the scene adds to them: the pending work and
    /// the size class the views read. When the snapshot is not a struct with fields, the scene's tab,
    /// paths and sheets are shown as well (otherwise they would repeat the store's own fields).
    public func fields(of state: State) -> [StateField] {
        let s = state.snapshot.scene
        var fields: [StateField]
        let style = Mirror(reflecting: state.snapshot.model).displayStyle
        if style == .struct || style == .class, let own = StableText.fields(of: state.snapshot.model) {
            fields = own
        } else {
            fields = [StateField(name: "store", value: String(describing: state.snapshot.model))]
            if let tab = s.tab { fields.append(StateField(name: "tab", value: tab)) }
            for stack in s.stacks {
                fields.append(StateField(name: "path(\(stack.name))", value: "[" + stack.routes.joined(separator: ", ") + "]"))
            }
            fields.append(StateField(name: "sheets", value: "[" + s.sheets.map { $0.text }.joined(separator: ", ") + "]"))
        }
        if let c = s.sizeClass { fields.append(StateField(name: "sizeClass", value: c.description)) }
        fields.append(StateField(name: "pending", value: "[" + s.pending.map { $0.description }.joined(separator: ", ") + "]"))
        return fields
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
}
