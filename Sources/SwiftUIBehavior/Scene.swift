import ModelChecker
import NavigationModel

/// What SwiftUI shows around a store, and so what the system does to it by itself: the stacks
/// (`NavigationStack(path:)`), the tab bar (`TabView(selection:)`), sheets and full-screen covers,
/// `onOpenURL`, each screen's `onAppear` and `.task`, and the size class the views read.
///
/// The scene is declared as the app's view tree, nested as the app's `body` is (``Scene/init(_:)``:
/// containers, presentations attached to the node that presents them, hooks, ``ifCompact(_:else:)``,
/// `onChange(of:)` and view `@State`), with the scene-wide parts chained after it. The flat form
/// (`Scene()` and chained `stack`, `sheet`, `tabs`, …) lowers into the same tables and is deprecated.
///
/// Each declaration names the store's property that SwiftUI's binding writes, so the system's own
/// actions (back, edge swipe, a tab tap, a swipe down, a link) write the store exactly as the binding
/// would, and the store's `didSet` and observers run as they do in the app.
///
/// ```swift
/// var scene: Scene<Router> {
///     Scene {
///         tabView(\.tab) {
///             navigationStack("recipes", \.recipesPath).tag(Tab.recipes)
///             navigationStack("search", \.searchPath).tag(Tab.search)
///         }
///         .sheet("editor", item: \.editing)
///     }
///     .links([.init("app://recipe/2", shows: "recipes", [Route.recipe(2)]), .init("app://nope", ignored: ())]) {
///         store, url, _ in store.open(url)
///     }
/// }
/// ```
public struct Scene<Store> {
    var stacks: [StackDeclaration<Store>] = []
    var tabBar: TabBarDeclaration<Store>?
    var sheets: [SheetDeclaration<Store>] = []
    /// `onOpenURL` first (when declared), then the other entry points in the order declared.
    var entries: [EntryDeclaration<Store>] = []
    var sizeClass: SizeClassDeclaration<Store>?
    var rootAppear: ScreenHooks<Store> = ScreenHooks()
    var splits: [SplitDeclaration<Store>] = []
    /// Whether a declaration reads the size class (tabs, a hidden back button or a locked sheet that
    /// depend on it).
    var readsSizeClassItself = false
    /// `interactiveDismissDisabled` read with the size class, by sheet (replaces the sheet's own).
    var dismissDisabledBySizeClass: [String: (Store, SizeClass?) -> Bool] = [:]
    /// The sheets whose `interactiveDismissDisabled` sits below their direct content (``dismissLockNested(in:)``).
    var nestedDismissLocks: Set<String> = []
    /// The sheets whose dismissal takes time, and what a presentation made meanwhile gives (``dismissalTakesTime(_:_:)``).
    var dismissalTiming: [String: PresentDuringDismissal] = [:]
    /// The view tree's nodes with hooks or `@State` of their own (``Scene/init(_:)``), in tree order.
    var nodes: [NodeDeclaration<Store>] = []
    /// The view tree's switches over the store (``ifState(_:_:else:)``, ``switchState(_:cases:_:)``), in tree order.
    var switches: [StateSwitchDeclaration<Store>] = []
    /// What survives a relaunch (``sceneStorage(_:_:onDamaged:)`` and the others in `Scene+Relaunch.swift`).
    var restoration = RestorationDeclaration<Store>()
    /// At most this many effects pending at once: a state with more is checked but not explored
    /// further (the bound of the exploration, as a depth is).
    public var maxPendingEffects = 3

    /// An empty scene: an app with no container of the checker's concern, to which the scene-wide parts
    /// are chained (`Scene().links(…)`); declare containers with ``Scene/init(_:)``.
    ///
    /// ```swift
    /// Scene<Router>().links([DeepLink("app://home", ignored: ())]) { store, url, _ in store.open(url) }
    /// ```
    public init() {}

    /// A `NavigationStack(path:)` whose path is the store's `path`: the system's back button and edge
    /// swipe write `path` without its last element.
    ///
    /// - Parameters:
    ///   - name: the stack's name in traces, screens and properties.
    ///   - path: the store's property the stack's `path:` binding reads and writes.
    ///   - tab: the tab that shows the stack (nil: shown whatever tab is selected, or no tab bar).
    ///   - sheet: the sheet the stack is presented in (nil: the app's main content).
    ///   - backHidden: whether `navigationBarBackButtonHidden(true)` is set on the top screen; then
    ///     neither the back button nor the edge swipe is offered.
    ///   - onAppear: runs in the step that shows a screen (nil route: the stack's root).
    ///   - onDisappear: runs in the step that takes a screen off view (covered by a push, popped, its
    ///     tab left, covered by a full-screen cover).
    ///   - task: the `.task` of a screen: started when it appears, its answer applied later.
    ///   - onLeave: as `onDisappear`, told how the screen left (``Departure``): the stack's root, a
    ///     screen still in the path (covered, its tab left), or a screen popped.
    ///   - taskWithStore: as `task`, given the store too (a loading screen whose `.task` depends on
    ///     what the store holds); used where `task` gives none.
    @available(*, deprecated, message: "declare the stack in the view tree: Scene { navigationStack(name, \\.path) } (a tab's stack marked .tag(tab), a sheet's stack in the sheet's content)")
    public func stack<Route: Hashable & Sendable, Tab>(
        _ name: String, _ path: WritableKeyPath<Store, [Route]>, in tab: Tab? = String?.none,
        sheet: String? = nil, backHidden: ((Store) -> Bool)? = nil,
        onAppear: ((inout Store, Route?) -> Void)? = nil,
        onDisappear: ((inout Store, Route?) -> Void)? = nil,
        task: ((Route?) -> ScreenTask<Store>?)? = nil,
        onLeave: ((inout Store, Departure<Route>) -> Void)? = nil,
        taskWithStore: ((Store, Route?) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        addStack(name, path, tab: tab.map { label(of: $0) }, sheet: sheet, backHidden: backHidden, onAppear: onAppear,
                 onDisappear: onDisappear, task: task, onLeave: onLeave, taskWithStore: taskWithStore)
    }

    /// The stack of ``stack(_:_:in:sheet:backHidden:onAppear:onDisappear:task:onLeave:taskWithStore:)``, in the tab labelled `tab`.
    func addStack<Route: Hashable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Store, [Route]>, tab: String?, sheet: String?, backHidden: ((Store) -> Bool)?,
        onAppear: ((inout Store, Route?) -> Void)?, onDisappear: ((inout Store, Route?) -> Void)?,
        task: ((Route?) -> ScreenTask<Store>?)?, onLeave: ((inout Store, Departure<Route>) -> Void)?,
        taskWithStore: ((Store, Route?) -> ScreenTask<Store>?)?
    ) -> Scene {
        stack(name, tab: tab, sheet: sheet, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 },
              backHidden: backHidden, onAppear: onAppear, onDisappear: onDisappear,
              task: task == nil && taskWithStore == nil ? nil : { store, route in task?(route) ?? taskWithStore?(store, route) },
              onLeave: onLeave, binding: path)
    }

    /// A stack over a path read by `get` and written by `set` (a path inside a sheet's layer).
    func stack<Route: Hashable & Sendable>(
        _ name: String, tab: String?, sheet: String?, get: @escaping (Store) -> [Route], set: @escaping (inout Store, [Route]) -> Void,
        backHidden: ((Store) -> Bool)?, onAppear: ((inout Store, Route?) -> Void)?,
        onDisappear: ((inout Store, Route?) -> Void)?, task: ((Store, Route?) -> ScreenTask<Store>?)?,
        onLeave: ((inout Store, Departure<Route>) -> Void)? = nil, binding: AnyKeyPath? = nil
    ) -> Scene {
        let routes: (Store) -> [String] = { store in get(store).map { label(of: $0) } }
        let top: (Store) -> (depth: Int, route: String?) = { store in
            let p = get(store)
            return (p.count, p.last.map { label(of: $0) })
        }
        let pop: (inout Store) -> Void = { store in
            var p = get(store)
            guard !p.isEmpty else { return }
            p.removeLast()
            set(&store, p)
        }
        // One write of the shorter path, however many screens go (the back button's menu, a re-tap).
        let popTo: (inout Store, Int) -> Void = { store, depth in
            let p = get(store)
            guard p.count > depth else { return }
            set(&store, Array(p.prefix(depth)))
        }
        var hooks = ScreenHooks<Store>()
        // The routes of the screens that appeared, by description: a popped screen is gone from the path
        // when it disappears, and `onLeave` is told its route (every screen that disappears appeared).
        let shown = onLeave == nil ? nil : Locked<[String: Route]>([:])
        if onAppear != nil || shown != nil {
            hooks.onAppear = { (store: inout Store, depth: Int) in
                let p = get(store)
                guard depth <= p.count else { return }
                if depth > 0, let shown { shown.withLock { $0[label(of: p[depth - 1])] = p[depth - 1] } }
                onAppear?(&store, depth == 0 ? nil : p[depth - 1])
            }
        }
        if onDisappear != nil || onLeave != nil {
            hooks.onDisappear = { (store: inout Store, depth: Int, route: String?) in
                let p = get(store)
                // The screen may be gone from the path already (popped): find it by its description.
                let typed = depth == 0 ? nil : (depth <= p.count && label(of: p[depth - 1]) == route ? p[depth - 1] : nil)
                onDisappear?(&store, typed)
                guard let onLeave else { return }
                if depth == 0 {
                    onLeave(&store, .root)
                } else if let typed {
                    onLeave(&store, .covered(typed))
                } else if let route, let popped = shown?.withLock({ $0[route] }) {
                    onLeave(&store, .popped(popped))
                }
            }
        }
        if let task {
            hooks.task = { (store: Store, depth: Int) -> ScreenTask<Store>? in
                let p = get(store)
                guard depth <= p.count else { return nil }
                return task(store, depth == 0 ? nil : p[depth - 1])
            }
        }
        var s = self
        let declared = StackDeclaration(name: name, tab: tab, sheet: sheet,
                                        routes: routes, top: top, pop: pop, popTo: popTo,
                                        backHidden: backHidden.map { hidden in { store, _ in hidden(store) } } ?? { _, _ in false },
                                        hooks: hooks)
        declared.binding = binding
        s.stacks.append(declared)
        return s
    }

    /// A `.sheet(item:)` (or `.fullScreenCover(item:)`) over the store's optional `item`: swiping a
    /// sheet down writes nil, unless `dismissDisabled` (`interactiveDismissDisabled`) says no; a
    /// full-screen cover has no swipe.
    ///
    /// - Parameters:
    ///   - over: the sheet this one is presented from (nil: the main content).
    ///   - host: where it is presented: by the view it is attached to (the default), or in a window of
    ///     its own above everything (an in-app browser, a `SFSafariViewController` presented from the
    ///     window's root), which is shown whatever other sheets are up, and takes the touches.
    ///   - onDismiss: runs once the sheet is gone (a swipe, the app's own dismissal, or its item
    ///     replaced by another).
    ///   - onAppear: the sheet content's, when the sheet has no stack of its own.
    ///   - task: the sheet content's `.task`, when the sheet has no stack of its own.
    @available(*, deprecated, message: "attach the sheet to a node of the view tree: Scene { view().sheet(name, item: \\.item) { … } } (.fullScreenCover for a cover, .window(…) for host: .window, a pushedScreen(depth:) for host: .screen)")
    public func sheet<Item: Hashable & Sendable>(
        _ name: String, _ item: WritableKeyPath<Store, Item?> , style: PresentationStyle = .sheet,
        over: String? = nil, host: PresentationHost = .presenter, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        taskWithStore: ((Store) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        addSheet(name, item, style: style, over: over, host: host, dismissDisabled: dismissDisabled, onDismiss: onDismiss,
                 onAppear: onAppear, task: task, taskWithStore: taskWithStore)
    }

    /// The sheet of ``sheet(_:_:style:over:host:dismissDisabled:onDismiss:onAppear:task:taskWithStore:)``.
    func addSheet<Item: Hashable & Sendable>(
        _ name: String, _ item: WritableKeyPath<Store, Item?>, style: PresentationStyle = .sheet, over: String?,
        host: PresentationHost = .presenter, dismissDisabled: ((Store) -> Bool)? = nil, onDismiss: ((inout Store) -> Void)?,
        onAppear: ((inout Store) -> Void)?, task: ScreenTask<Store>?, taskWithStore: ((Store) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        adding(SheetDeclaration(
            name: name, style: style, parent: host == .window ? nil : over, host: host,
            presented: { store in store[keyPath: item].map { String(describing: $0) } },
            dismiss: { store in store[keyPath: item] = nil },
            dismissDisabled: dismissDisabled ?? { _ in false }, onDismiss: onDismiss,
            hooks: Self.contentHooks(onAppear: onAppear, task: task, taskWithStore: taskWithStore)), binding: item)
    }

    private func adding(_ sheet: SheetDeclaration<Store>, binding: AnyKeyPath? = nil) -> Scene {
        var s = self
        sheet.binding = binding
        s.sheets.append(sheet)
        return s
    }

    static func contentHooks(onAppear: ((inout Store) -> Void)?, task: ScreenTask<Store>?,
                             taskWithStore: ((Store) -> ScreenTask<Store>?)? = nil) -> ScreenHooks<Store> {
        var hooks = ScreenHooks<Store>()
        if let onAppear { hooks.onAppear = { (store: inout Store, _: Int) in onAppear(&store) } }
        if task != nil || taskWithStore != nil {
            hooks.task = { (store: Store, _: Int) -> ScreenTask<Store>? in task ?? taskWithStore?(store) }
        }
        return hooks
    }

    /// A `.sheet(isPresented:)` (or `.fullScreenCover(isPresented:)`) over the store's Boolean.
    @available(*, deprecated, message: "attach the sheet to a node of the view tree: Scene { view().sheet(name, isPresented: \\.flag) { … } } (.fullScreenCover for a cover, .window(…) for host: .window, a pushedScreen(depth:) for host: .screen)")
    public func sheet(
        _ name: String, isPresented: WritableKeyPath<Store, Bool> , style: PresentationStyle = .sheet,
        over: String? = nil, host: PresentationHost = .presenter, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        taskWithStore: ((Store) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        addSheet(name, isPresented: isPresented, style: style, over: over, host: host, dismissDisabled: dismissDisabled,
                 onDismiss: onDismiss, onAppear: onAppear, task: task, taskWithStore: taskWithStore)
    }

    /// The sheet of ``sheet(_:isPresented:style:over:host:dismissDisabled:onDismiss:onAppear:task:taskWithStore:)``.
    func addSheet(
        _ name: String, isPresented: WritableKeyPath<Store, Bool>, style: PresentationStyle = .sheet, over: String?,
        host: PresentationHost = .presenter, dismissDisabled: ((Store) -> Bool)? = nil, onDismiss: ((inout Store) -> Void)?,
        onAppear: ((inout Store) -> Void)?, task: ScreenTask<Store>?, taskWithStore: ((Store) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        adding(SheetDeclaration(
            name: name, style: style, parent: host == .window ? nil : over, host: host,
            presented: { store in store[keyPath: isPresented] ? "" : nil },
            dismiss: { store in store[keyPath: isPresented] = false },
            dismissDisabled: dismissDisabled ?? { _ in false }, onDismiss: onDismiss,
            hooks: Self.contentHooks(onAppear: onAppear, task: task, taskWithStore: taskWithStore)), binding: isPresented)
    }

    /// Sheets over sheets kept as an array of layers (`[Destination]`, each presented over the one
    /// before it, as `.sheet(item:)` on the content and then on each layer's content): up to `depth`
    /// layers are declared, named `name[0]`, `name[1]`, …; swiping layer k down writes the array cut to
    /// its first k layers. `path`: each layer's own `NavigationStack(path:)`, a stack named as its layer.
    ///
    /// ```swift
    /// .sheetLayers("sheet", \.presented, upTo: 3, path: \.path)   // struct Layer { var item: Item; var path: [Route] }
    /// ```
    @available(*, deprecated, message: "attach the layers to a node of the view tree: Scene { view().sheetLayers(name, \\.layers, upTo: depth, path: \\.path) }")
    public func sheetLayers<Layer: Hashable & Sendable, Route: Hashable & Sendable>(
        _ name: String, _ layers: WritableKeyPath<Store, [Layer]>, upTo depth: Int, style: PresentationStyle = .sheet,
        path: WritableKeyPath<Layer, [Route]>? = nil, dismissDisabled: ((Store) -> Bool)? = nil
    ) -> Scene {
        addSheetLayers(name, layers, upTo: depth, style: style, path: path, dismissDisabled: dismissDisabled, over: nil)
    }

    /// The layers of ``sheetLayers(_:_:upTo:style:path:dismissDisabled:)``, the first presented over `over`.
    func addSheetLayers<Layer: Hashable & Sendable, Route: Hashable & Sendable>(
        _ name: String, _ layers: WritableKeyPath<Store, [Layer]>, upTo depth: Int, style: PresentationStyle,
        path: WritableKeyPath<Layer, [Route]>?, dismissDisabled: ((Store) -> Bool)?, over: String?
    ) -> Scene {
        var s = self
        for k in 0..<max(depth, 0) {
            let layer = "\(name)[\(k)]"
            s = s.adding(SheetDeclaration(
                name: layer, style: style, parent: k == 0 ? over : "\(name)[\(k - 1)]", host: .presenter,
                presented: { store in
                    let all = store[keyPath: layers]
                    guard k < all.count else { return nil }
                    // The item without its path: the path is the layer's stack, and a push is no new sheet.
                    guard let path else { return label(of: all[k]) }
                    var item = all[k]
                    item[keyPath: path] = []
                    return label(of: item)
                },
                dismiss: { store in
                    if store[keyPath: layers].count > k { store[keyPath: layers] = Array(store[keyPath: layers].prefix(k)) }
                },
                dismissDisabled: dismissDisabled ?? { _ in false }, onDismiss: nil, hooks: ScreenHooks()))
            if let path {
                s = s.stack(layer, tab: nil, sheet: layer, get: { store -> [Route] in
                    let all = store[keyPath: layers]
                    return k < all.count ? all[k][keyPath: path] : []
                }, set: { store, routes in
                    guard k < store[keyPath: layers].count else { return }
                    store[keyPath: layers][k][keyPath: path] = routes
                }, backHidden: nil, onAppear: nil, onDisappear: nil, task: nil)
            }
        }
        return s
    }

    /// Sheets over sheets kept as an array of layers with no stack of their own (see
    /// ``sheetLayers(_:_:upTo:style:path:dismissDisabled:)``).
    @available(*, deprecated, message: "attach the layers to a node of the view tree: Scene { view().sheetLayers(name, \\.layers, upTo: depth) }")
    public func sheetLayers<Layer: Hashable & Sendable>(
        _ name: String, _ layers: WritableKeyPath<Store, [Layer]>, upTo depth: Int, style: PresentationStyle = .sheet,
        dismissDisabled: ((Store) -> Bool)? = nil
    ) -> Scene {
        addSheetLayers(name, layers, upTo: depth, style: style, path: Optional<WritableKeyPath<Layer, [String]>>.none,
                       dismissDisabled: dismissDisabled, over: nil)
    }

    /// The horizontal size class that the views read: the system changes it (rotation, multitasking)
    /// as the profile allows, the views read the new value at once, and `onChange(of:)` runs
    /// `handler` in a later step, as a pending effect.
    @available(*, deprecated, message: "use .onChangeOfSizeClass { store, sizeClass in … } on a node of the view tree (Scene { … })")
    public func sizeClass(onChange handler: @escaping (inout Store, SizeClass) -> Void) -> Scene {
        addSizeClass(onChange: handler)
    }

    /// The size class of ``sizeClass(onChange:)``.
    func addSizeClass(onChange handler: @escaping (inout Store, SizeClass) -> Void) -> Scene {
        var s = self
        s.sizeClass = SizeClassDeclaration(onChange: handler)
        return s
    }

    /// The `onAppear` and `.task` of the app's first screen, for apps whose root is not a stack's.
    @available(*, deprecated, message: "use .onAppear { … } and .task(…) on the root node of the view tree (Scene { view(\"root\") { … }.task(…) })")
    public func root(onAppear: ((inout Store) -> Void)? = nil,
                     task: ScreenTask<Store>? = nil) -> Scene {
        var s = self
        s.rootAppear = Self.contentHooks(onAppear: onAppear, task: task)
        return s
    }

    /// The same scene with at most `count` pending effects explored.
    ///
    /// ```swift
    /// Scene { navigationStack("feed", \.feed) }.maxPending(2)
    /// ```
    public func maxPending(_ count: Int) -> Scene {
        var s = self
        s.maxPendingEffects = count
        return s
    }
}

/// How a screen of a stack left the view (``Scene/stack(_:_:in:sheet:backHidden:onAppear:onDisappear:task:onLeave:taskWithStore:)``'s
/// `onLeave`).
public enum Departure<Route> {
    /// The stack's root went off view (its tab left, covered by a push or a full-screen cover).
    case root
    /// A pushed screen went off view and is still in the path: covered by a push, its tab left, or
    /// covered by a full-screen cover.
    case covered(Route)
    /// A pushed screen was popped: it is gone from the path (its route).
    case popped(Route)
}

extension Departure: Sendable where Route: Sendable {}
extension Departure: Equatable where Route: Equatable {}

/// Where a sheet or cover is presented from.
public enum PresentationHost: Sendable, Hashable {
    /// By the view it is attached to at the app's root or in a tab's content: one sheet at a level,
    /// over the content or the sheet `over` names. It stays up across a tab switch and a pop beneath it.
    case presenter
    /// In a window of its own above everything (an in-app browser presented from a window's root view
    /// controller): shown whatever other sheets are up, above all of them, and it takes the touches.
    case window
    /// By a screen of the stack `stack`, pushed at `depth` (0: the stack's root): shown only while that
    /// screen is in the stack. When the screen is popped (by a link, an answer, a pop to the root),
    /// SwiftUI takes the sheet away and does not write its binding: the binding stays set with no
    /// sheet shown, which `oneSheetAtALevel` reports ("set but not shown").
    case screen(stack: String, depth: Int)
}

/// `.sheet` or `.fullScreenCover`.
public enum PresentationStyle: String, Sendable, Hashable, Codable {
    /// A sheet: swiped down unless `interactiveDismissDisabled` is set.
    case sheet
    /// A full-screen cover: no swipe dismisses it; only the app does.
    case fullScreenCover
}
