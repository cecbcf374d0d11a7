import Generators
import ModelChecker

/// The live app during a check: the user's store, the size class the views read, the pending work
/// and the screens on view.
public final class AppWorld<App: SwiftUIApp> {
    struct Pending {
        var effect: PendingEffect
        let answer: @Sendable (inout App.Store) throws -> Void
    }
    var store: App.Store
    var sizeClass: SizeClass?
    var pending: [Pending] = []
    var visible: [Screen] = []

    init(store: App.Store, sizeClass: SizeClass?) {
        self.store = store
        self.sizeClass = sizeClass
    }
}

/// The state machine of a ``SwiftUIApp``: the app's intents and SwiftUI's own actions over the store
/// and the scene. Give it to `checkNavigation` (or the explorer) as any spec.
public struct AppMachine<App: SwiftUIApp>: ReferenceStoreMachine {
    public typealias Store = AppWorld<App>
    public typealias Snapshot = AppState<App.Snapshot>
    public typealias Action = AppAction<App.Intent>

    /// The app.
    public let app: App
    /// Its scene, read once.
    public let scene: Scene<App.Store>
    let systemActions: [SystemAction]

    /// The machine of `app`.
    public init(_ app: App) {
        self.app = app
        let scene = app.scene
        self.scene = scene
        var system: [SystemAction] = []
        for stack in scene.stacks {
            system += [.back(stack.name), .edgeSwipeBack(stack.name), .longPressBack(stack.name)]
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
    public var properties: [Property<AppMachine>] { app.properties }

    // MARK: The store

    public func makeStore() -> AppWorld<App> {
        let world = AppWorld<App>(store: app.makeStore(), sizeClass: scene.sizeClass == nil ? nil : app.profile.initialSizeClass)
        settle(world, before: [])
        return world
    }

    public func snapshot(of world: AppWorld<App>) -> AppState<App.Snapshot> {
        AppState(model: app.snapshot(of: world.store), scene: sceneState(of: world))
    }

    public func copy(of world: AppWorld<App>) -> AppWorld<App>? {
        guard let store = app.copy(of: world.store) else { return nil }
        let copy = AppWorld<App>(store: store, sizeClass: world.sizeClass)
        copy.pending = world.pending
        copy.visible = world.visible
        return copy
    }

    public func perform(_ action: Action, on world: AppWorld<App>) throws {
        let before = world.visible
        switch action {
        case .user(let intent):
            var effects = Effects<App.Store>()
            try app.perform(intent, on: &world.store, effects: &effects)
            start(effects, owner: topScreen(of: world), in: world)
        case .system(let system):
            try perform(system, on: world)
        }
        settle(world, before: before)
    }

    func perform(_ action: SystemAction, on world: AppWorld<App>) throws {
        switch action {
        case .back(let name), .edgeSwipeBack(let name):
            scene.stacks.first { $0.name == name }?.pop(&world.store)
        case .tapTab(let name):
            guard let bar = scene.tabBar, let index = bar.names.firstIndex(of: name) else { return }
            let retap = bar.selected(world.store) == name
            bar.select(&world.store, index)
            guard retap else { return }
            if let perform = bar.retap.perform {
                perform(&world.store)
            } else if bar.retap.outcome == nil, app.osVersion.retapOutcome == .popsToRoot {
                for stack in scene.stacks where stack.tab == name && stack.sheet == nil { stack.popToRoot(&world.store) }
            }
        case .longPressBack(let name):
            scene.stacks.first { $0.name == name }?.popToRoot(&world.store)
        case .swipeDown(let name):
            scene.sheets.first { $0.name == name }?.dismiss(&world.store)
        case .openURL(let url):
            var effects = Effects<App.Store>()
            try scene.links?.handle(&world.store, url, &effects)
            start(effects, owner: topScreen(of: world), in: world)
        case .resize(let sizeClass):
            world.sizeClass = sizeClass
            if let handler = scene.sizeClass?.onChange {
                world.pending.append(.init(effect: PendingEffect(name: "onChange(sizeClass: \(sizeClass))", owner: nil,
                                                                 cancellation: .never, ownerVisible: true),
                                           answer: { store in handler(&store, sizeClass) }))
            }
        case .answer(let k):
            guard k < world.pending.count else { return }
            let pending = world.pending.remove(at: k)
            try pending.answer(&world.store)
        case .cancel(let k):
            guard k < world.pending.count else { return }
            world.pending.remove(at: k)
        }
    }

    func start(_ effects: Effects<App.Store>, owner: Screen?, in world: AppWorld<App>) {
        for e in effects.started {
            world.pending.append(.init(effect: PendingEffect(name: e.name, owner: owner, cancellation: e.cancellation,
                                                             ownerVisible: true),
                                       answer: e.answer))
        }
    }

    /// After a step: the screens that appeared run `onAppear` and start their `.task`; the tasks of
    /// screens that disappeared are cancelled as their cancellation says. Repeated while an
    /// `onAppear` changes what is on view (at most four rounds).
    func settle(_ world: AppWorld<App>, before: [Screen]) {
        var previous = before
        for _ in 0..<4 {
            let now = visibleScreens(of: world.store)
            world.visible = now
            let gone = Set(previous).subtracting(now)
            let appeared = now.filter { !previous.contains($0) }
            for i in world.pending.indices {
                if let owner = world.pending[i].effect.owner { world.pending[i].effect.ownerVisible = now.contains(owner) }
            }
            world.pending.removeAll { p in
                p.effect.cancellation == .withScreen && p.effect.owner.map(gone.contains) == true
            }
            guard !appeared.isEmpty else { return }
            for screen in appeared {
                let hooks = self.hooks(of: screen)
                hooks.onAppear?(&world.store, screen.depth)
                if let task = hooks.task?(world.store, screen.depth) {
                    world.pending.append(.init(effect: PendingEffect(name: task.name, owner: screen,
                                                                     cancellation: task.cancellation, ownerVisible: true),
                                               answer: task.answer))
                }
            }
            previous = now
        }
    }

    func hooks(of screen: Screen) -> ScreenHooks<App.Store> {
        if screen.place == "root" { return scene.rootAppear }
        return scene.stacks.first { $0.name == screen.place }?.hooks ?? ScreenHooks()
    }

    // MARK: What is on view

    /// The presented sheets, outermost first: each presented from the content or the one before it.
    func presentedSheets(of store: App.Store) -> [SheetDeclaration<App.Store>] {
        var chain: [SheetDeclaration<App.Store>] = []
        var parent: String? = nil
        while let next = scene.sheets.first(where: { $0.parent == parent && $0.presented(store) != nil }) {
            chain.append(next)
            parent = next.name
            if chain.count > scene.sheets.count { break }
        }
        return chain
    }

    /// The stacks shown in a layer (nil: the main content, under the selected tab).
    func stacks(inLayer layer: String?, of store: App.Store) -> [StackDeclaration<App.Store>] {
        let tab = scene.tabBar?.selected(store)
        return scene.stacks.filter { $0.sheet == layer && (layer != nil || $0.tab == nil || $0.tab == tab) }
    }

    func topScreens(inLayer layer: String?, of store: App.Store) -> [Screen] {
        let stacks = stacks(inLayer: layer, of: store)
        if stacks.isEmpty {
            return [Screen(place: layer.map { "sheet:" + $0 } ?? "root", depth: 0, route: nil)]
        }
        return stacks.map { stack in
            let routes = stack.routes(store)
            return Screen(place: stack.name, depth: routes.count, route: routes.last)
        }
    }

    /// The screens on view: the content's and each presented sheet's. A sheet covers what is beneath
    /// without making it disappear; a full-screen cover makes it disappear (`onDisappear` runs).
    func visibleScreens(of store: App.Store) -> [Screen] {
        var screens = topScreens(inLayer: nil, of: store)
        for sheet in presentedSheets(of: store) {
            if sheet.style == .fullScreenCover { screens = [] }
            screens += topScreens(inLayer: sheet.name, of: store)
        }
        return screens
    }

    /// The top screen of the layer that takes touches.
    func topScreen(of world: AppWorld<App>) -> Screen? {
        topScreens(inLayer: presentedSheets(of: world.store).last?.name, of: world.store).first
    }

    func sceneState(of world: AppWorld<App>) -> SceneState {
        let store = world.store
        let sheets = presentedSheets(of: store)
        return SceneState(
            tab: scene.tabBar?.selected(store),
            stacks: scene.stacks.map { StackState(name: $0.name, routes: $0.routes(store), backHidden: $0.backHidden(store)) },
            sheets: sheets.map { SheetState(name: $0.name, item: $0.presented(store) ?? "", style: $0.style,
                                            dismissDisabled: $0.dismissDisabled(store)) },
            sizeClass: world.sizeClass, pending: world.pending.map(\.effect), visible: world.visible,
            topLayer: sheets.last?.name,
            hiddenSheets: scene.sheets.filter { s in s.presented(store) != nil && !sheets.contains { $0.name == s.name } }.map(\.name))
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
        case .system(.longPressBack(let name)):
            return s.stack(name).count >= 2 && isEnabled(.system(.back(name)), in: state)
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
            return k < s.pending.count && s.pending[k].cancellation == .either && !s.pending[k].ownerVisible
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
        let shown = Set(s.visible.map(\.place))
        for stack in s.stacks where shown.contains(stack.name) {
            let declared = scene.stacks.first { $0.name == stack.name }
            if declared?.sheet != nil { continue }
            parts.append(([stack.name] + stack.routes).joined(separator: " › "))
        }
        for sheet in s.sheets {
            var text = "⧉ \(sheet.name)(\(sheet.item))"
            for stack in s.stacks where scene.stacks.first(where: { $0.name == stack.name })?.sheet == sheet.name {
                text += " " + ([stack.name] + stack.routes).joined(separator: " › ")
            }
            parts.append(text)
        }
        if !s.pending.isEmpty { parts.append("⏳ " + s.pending.map(\.description).joined(separator: ", ")) }
        return parts.joined(separator: " ")
    }

    /// The store's fields (by reflection), then the scene's: tab, each stack, sheets, size class,
    /// pending work.
    public func fields(of state: State) -> [StateField] {
        let s = state.snapshot.scene
        let mirror = Mirror(reflecting: state.snapshot.model)
        var fields: [StateField]
        if mirror.displayStyle == .struct, !mirror.children.isEmpty {
            fields = mirror.children.enumerated().map { i, child in
                StateField(name: child.label ?? "\(i)", value: plainText(child.value))
            }
        } else {
            fields = [StateField(name: "store", value: String(describing: state.snapshot.model))]
        }
        if let tab = s.tab { fields.append(StateField(name: "tab", value: tab)) }
        for stack in s.stacks { fields.append(StateField(name: "path(\(stack.name))", value: "[" + stack.routes.joined(separator: ", ") + "]")) }
        fields.append(StateField(name: "sheets", value: "[" + s.sheets.map { "\($0.name)(\($0.item))" }.joined(separator: ", ") + "]"))
        if let c = s.sizeClass { fields.append(StateField(name: "sizeClass", value: c.description)) }
        fields.append(StateField(name: "pending", value: "[" + s.pending.map(\.description).joined(separator: ", ") + "]"))
        return fields
    }
}

/// `value` as text, optionals as their value or `nil`.
func plainText(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return String(describing: value) }
    return mirror.children.first.map { plainText($0.value) } ?? "nil"
}

extension PlatformProfile {
    /// The size class at launch: compact on an iPhone (portrait), regular on an iPad (full screen).
    public var initialSizeClass: SizeClass { self == .iPad ? .regular : .compact }
}
