import ModelChecker
import NavigationModel

/// What SwiftUI shows around a store, and so what the system does to it by itself: the stacks
/// (`NavigationStack(path:)`), the tab bar (`TabView(selection:)`), sheets and full-screen covers,
/// `onOpenURL`, each screen's `onAppear` and `.task`, and the size class the views read.
///
/// Each declaration names the store's property that SwiftUI's binding writes, so the system's own
/// actions (back, edge swipe, a tab tap, a swipe down, a link) write the store exactly as the binding
/// would, and the store's `didSet` and observers run as they do in the app.
///
/// ```swift
/// var scene: Scene<Router> {
///     Scene()
///         .tabs(\.tab, [.recipes, .search])
///         .stack("recipes", \.recipesPath, in: Tab.recipes)
///         .stack("search", \.searchPath, in: Tab.search)
///         .sheet("editor", \.editing)
///         .links([.init("app://recipe/2", shows: "recipes", [Route.recipe(2)]), .init("app://nope", ignored: ())]) {
///             store, url, _ in store.open(url)
///         }
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
    /// At most this many effects pending at once: a state with more is checked but not explored
    /// further (the bound of the exploration, as a depth is).
    public var maxPendingEffects = 3

    /// An empty scene: add stacks, tabs, sheets, links and the size class.
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
    public func stack<Route: Hashable & Sendable, Tab>(
        _ name: String, _ path: WritableKeyPath<Store, [Route]>, in tab: Tab? = String?.none,
        sheet: String? = nil, backHidden: ((Store) -> Bool)? = nil,
        onAppear: ((inout Store, Route?) -> Void)? = nil,
        onDisappear: ((inout Store, Route?) -> Void)? = nil,
        task: ((Route?) -> ScreenTask<Store>?)? = nil,
        onLeave: ((inout Store, Departure<Route>) -> Void)? = nil,
        taskWithStore: ((Store, Route?) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        stack(name, tab: tab.map { label(of: $0) }, sheet: sheet, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 },
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

    /// A `TabView(selection:)` over the store's `selection`: tapping another tab writes it; tapping
    /// the selected tab again does what `retap` says. `buttons`: tab items that act as buttons (a "+"
    /// or "post" item whose tap the selection's setter turns into presenting a composer): their tap
    /// writes the selection as any tap does, and the tab built-ins expect it to keep every stack, not
    /// to select the item.
    public func tabs<Tab: Hashable & Sendable>(
        _ selection: WritableKeyPath<Store, Tab> , _ tabs: [Tab], retap: Retap<Store> = .system, buttons: [Tab] = []
    ) -> Scene {
        tabBar(selection, tabs, retap: retap, custom: false, hidden: nil, buttons: buttons)
    }

    /// A tab bar of the app's own (an overlay of buttons, each writing the store's `selection`), over
    /// the same stacks a `TabView` would show: the tab built-ins apply to it as to a `TabView`. Its
    /// buttons are what the app makes them: a re-tap writes the selection again and does what `retap`
    /// says (by default nothing; the system's own pop of iOS 26 belongs to `TabView` and never happens
    /// here). `hidden`: whether the bar is off screen (many apps hide it on pushed screens); while it
    /// is, or while a sheet or cover is up, no tab can be tapped.
    public func customTabBar<Tab: Hashable & Sendable>(
        _ selection: WritableKeyPath<Store, Tab>, _ tabs: [Tab], retap: Retap<Store> = .app(.nothing),
        hidden: ((Store) -> Bool)? = nil, buttons: [Tab] = []
    ) -> Scene {
        tabBar(selection, tabs, retap: retap, custom: true, hidden: hidden, buttons: buttons)
    }

    private func tabBar<Tab: Hashable & Sendable>(_ selection: WritableKeyPath<Store, Tab>, _ tabs: [Tab], retap: Retap<Store>,
                                                  custom: Bool, hidden: ((Store) -> Bool)?, buttons: [Tab]) -> Scene {
        var s = self
        s.tabBar = TabBarDeclaration(
            names: tabs.map { label(of: $0) },
            selected: { store in label(of: store[keyPath: selection]) },
            select: { store, index in store[keyPath: selection] = tabs[index] },
            retap: retap, custom: custom, hidden: hidden, buttons: Set(buttons.map { label(of: $0) }))
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
    public func sheet<Item: Hashable & Sendable>(
        _ name: String, _ item: WritableKeyPath<Store, Item?> , style: PresentationStyle = .sheet,
        over: String? = nil, host: PresentationHost = .presenter, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        taskWithStore: ((Store) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        adding(SheetDeclaration(
            name: name, style: style, parent: host == .window ? nil : over, host: host,
            presented: { store in store[keyPath: item].map { String(describing: $0) } },
            dismiss: { store in store[keyPath: item] = nil },
            dismissDisabled: dismissDisabled ?? { _ in false }, onDismiss: onDismiss,
            hooks: Self.contentHooks(onAppear: onAppear, task: task, taskWithStore: taskWithStore)))
    }

    private func adding(_ sheet: SheetDeclaration<Store>) -> Scene {
        var s = self
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
    public func sheet(
        _ name: String, isPresented: WritableKeyPath<Store, Bool> , style: PresentationStyle = .sheet,
        over: String? = nil, host: PresentationHost = .presenter, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        taskWithStore: ((Store) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        adding(SheetDeclaration(
            name: name, style: style, parent: host == .window ? nil : over, host: host,
            presented: { store in store[keyPath: isPresented] ? "" : nil },
            dismiss: { store in store[keyPath: isPresented] = false },
            dismissDisabled: dismissDisabled ?? { _ in false }, onDismiss: onDismiss,
            hooks: Self.contentHooks(onAppear: onAppear, task: task, taskWithStore: taskWithStore)))
    }

    /// Sheets over sheets kept as an array of layers (`[Destination]`, each presented over the one
    /// before it, as `.sheet(item:)` on the content and then on each layer's content): up to `depth`
    /// layers are declared, named `name[0]`, `name[1]`, …; swiping layer k down writes the array cut to
    /// its first k layers. `path`: each layer's own `NavigationStack(path:)`, a stack named as its layer.
    ///
    /// ```swift
    /// .sheetLayers("sheet", \.presented, upTo: 3, path: \.path)   // struct Layer { var item: Item; var path: [Route] }
    /// ```
    public func sheetLayers<Layer: Hashable & Sendable, Route: Hashable & Sendable>(
        _ name: String, _ layers: WritableKeyPath<Store, [Layer]>, upTo depth: Int, style: PresentationStyle = .sheet,
        path: WritableKeyPath<Layer, [Route]>? = nil, dismissDisabled: ((Store) -> Bool)? = nil
    ) -> Scene {
        var s = self
        for k in 0..<max(depth, 0) {
            let layer = "\(name)[\(k)]"
            s = s.adding(SheetDeclaration(
                name: layer, style: style, parent: k == 0 ? nil : "\(name)[\(k - 1)]", host: .presenter,
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
    public func sheetLayers<Layer: Hashable & Sendable>(
        _ name: String, _ layers: WritableKeyPath<Store, [Layer]>, upTo depth: Int, style: PresentationStyle = .sheet,
        dismissDisabled: ((Store) -> Bool)? = nil
    ) -> Scene {
        sheetLayers(name, layers, upTo: depth, style: style, path: Optional<WritableKeyPath<Layer, [String]>>.none,
                    dismissDisabled: dismissDisabled)
    }

    /// `onOpenURL`: each of `links` may arrive at any moment the app is at rest, and `handle` runs
    /// with it, as the app's `onOpenURL` closure does.
    public func links(
        _ links: [DeepLink],
        _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void
    ) -> Scene {
        entering(.url, links, handle)
    }

    /// Taps on notifications (`UNUserNotificationCenterDelegate`'s
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`): each of `notifications` (named by
    /// an identifier the app reads from the notification's `userInfo`, such as `post/2`) may be tapped
    /// at any moment, as a link may arrive, and `handle` runs with its identifier. The link properties
    /// judge them as links (``DeepLink``'s target).
    public func notifications(
        _ notifications: [DeepLink],
        _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void
    ) -> Scene {
        entering(.notification, notifications, handle)
    }

    /// `onContinueUserActivity`: Handoff, Spotlight and other user activities, each of `activities`
    /// named by what the app reads from the `NSUserActivity` (its type, or its type and identifier), may
    /// arrive at any moment, and `handle` runs with it.
    public func userActivities(
        _ activities: [DeepLink],
        _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void
    ) -> Scene {
        entering(.userActivity, activities, handle)
    }

    /// Home-screen quick actions (`UIApplicationShortcutItem`, delivered to the scene delegate's
    /// `windowScene(_:performActionFor:completionHandler:)`): each of `actions`, named by its shortcut
    /// type, may arrive at any moment, and `handle` runs with it.
    public func quickActions(
        _ actions: [DeepLink],
        _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void
    ) -> Scene {
        entering(.quickAction, actions, handle)
    }

    /// The scene with `links` arriving through `kind` (a second declaration of a kind replaces the first).
    private func entering(_ kind: EntryKind, _ links: [DeepLink],
                          _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void) -> Scene {
        var s = self
        s.entries.removeAll { $0.kind == kind }
        s.entries.append(EntryDeclaration(kind: kind, links: links, handle: handle))
        s.entries.sort { $0.kind.order < $1.kind.order }
        return s
    }

    /// The horizontal size class that the views read: the system changes it (rotation, multitasking)
    /// as the profile allows, the views read the new value at once, and `onChange(of:)` runs
    /// `handler` in a later step, as a pending effect.
    public func sizeClass(onChange handler: @escaping (inout Store, SizeClass) -> Void) -> Scene {
        var s = self
        s.sizeClass = SizeClassDeclaration(onChange: handler)
        return s
    }

    /// The `onAppear` and `.task` of the app's first screen, for apps whose root is not a stack's.
    public func root(onAppear: ((inout Store) -> Void)? = nil,
                     task: ScreenTask<Store>? = nil) -> Scene {
        var s = self
        s.rootAppear = Self.contentHooks(onAppear: onAppear, task: task)
        return s
    }

    /// The same scene with at most `count` pending effects explored.
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

/// What tapping the selected tab again does. SwiftUI calls the selection binding's setter again with
/// the same value (so a store's `didSet` sees the re-tap); what else happens depends on the OS
/// version (see `docs/SwiftUIBehavior.md`, "Evidence").
public struct Retap<Store> {
    /// What the re-tap does to the tab's stacks.
    public typealias Outcome = RetapOutcome
    /// What the re-tap does; nil: what the OS version does (``OSVersion/retapOutcome``).
    public let outcome: Outcome?
    /// The app's own handling in the view (a custom binding or gesture); nil: none.
    let perform: ((inout Store) -> Void)?
    /// Whether the app suppresses the system's own pop (iOS 26).
    let suppressesSystemPop: Bool

    /// SwiftUI's own: the selection is written again; on iOS 16 to 18 nothing else happens, and the
    /// model pops to the root on iOS 26 (one report; an assumption).
    public static var system: Retap { Retap(outcome: nil, perform: nil, suppressesSystemPop: false) }
    /// The app takes the re-tap over (for example, scroll to the top first, then back one screen per
    /// tap), in the view (`perform`) or in the store's `didSet` on the selection (`perform` nil);
    /// `outcome` is what it promises, and the built-in properties check that. On iOS 26 the system's
    /// own pop still happens first (an app must suppress it itself), so the promise must allow for it.
    /// Say `suppressesSystemPop: true` when the app keeps iOS 26's own pop from happening.
    public static func app(_ outcome: Outcome, suppressesSystemPop: Bool = false,
                           _ perform: ((inout Store) -> Void)? = nil) -> Retap {
        Retap(outcome: outcome, perform: perform, suppressesSystemPop: suppressesSystemPop)
    }
}

/// What re-tapping the selected tab does to the tab's stacks, which the built-in properties expect.
public enum RetapOutcome: String, Sendable, Hashable {
    /// Every stack of the tab back to its root.
    case popsToRoot
    /// The top stack back one screen.
    case popsOne
    /// Nothing.
    case nothing
}

/// The OS version, where SwiftUI's own behaviour differs between versions.
public enum OSVersion: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// iOS and iPadOS 17 (and 16): re-tapping a tab does not pop its stack.
    case iOS17
    /// iOS and iPadOS 18: re-tapping a tab scrolls to the top and does not pop its stack.
    case iOS18
    /// iOS and iPadOS 26: re-tapping a tab navigates back (modelled as a pop to the root: an
    /// assumption from one report).
    case iOS26

    public var description: String { rawValue }

    /// What re-tapping the selected tab does to its stacks.
    public var retapOutcome: RetapOutcome { self == .iOS26 ? .popsToRoot : .nothing }
}

/// A URL the app may be opened with (or a notification, user activity or quick action, named by what
/// the app reads of it), and what it should show.
public struct DeepLink: Sendable, Hashable {
    /// What the link must show.
    public enum Target: Sendable, Hashable {
        /// The stack `stack`, on top, with exactly `routes` (descriptions) as its path.
        case shows(stack: String, routes: [String])
        /// `route` pushed on top of a stack, which is on view on top afterwards: the stack the main
        /// content shows (of the tab selected afterwards) when `stack` is nil; `tab` selected first
        /// when it is not nil.
        case pushes(route: String, stack: String?, tab: String?)
        /// The sheet (or cover) `sheet` presented, on top.
        case presents(sheet: String)
        /// The row `row` selected in the sidebar of the split view `split`, and exactly `routes` in its
        /// detail stack, on view.
        case selectsRow(split: String, row: String, routes: [String])
        /// Nothing: a malformed or unknown link must change nothing.
        case ignored
        /// Not said: no built-in property reads it.
        case unspecified
    }
    /// The URL (or identifier), as text.
    public let url: String
    /// What it must show.
    public let target: Target

    /// A link with no stated target.
    public init(_ url: String) {
        self.url = url
        target = .unspecified
    }
    /// A link that must show `stack` with exactly `routes` on top.
    public init<Route>(_ url: String, shows stack: String, _ routes: [Route]) {
        self.url = url
        target = .shows(stack: stack, routes: routes.map { label(of: $0) })
    }
    /// A link that pushes `route` on top of the stack on view in the main content (`stack`: always
    /// that stack instead), which must then be on top, not under a sheet.
    public init<Route>(_ url: String, pushes route: Route, onto stack: String? = nil) {
        self.url = url
        target = .pushes(route: label(of: route), stack: stack, tab: nil)
    }
    /// A link that selects `tab`, then pushes `route` on top of the stack that tab shows.
    public init<Tab, Route>(_ url: String, selects tab: Tab, thenPushes route: Route) {
        self.url = url
        target = .pushes(route: label(of: route), stack: nil, tab: label(of: tab))
    }
    /// A link that selects `row` in the sidebar of the split view `split` (``Scene/split(_:selection:rows:path:visibility:in:sheet:backHidden:onAppear:onDisappear:task:)``)
    /// and shows exactly `routes` in its detail stack.
    public init<Row, Route>(_ url: String, selects row: Row, in split: String, showing routes: [Route]) {
        self.url = url
        target = .selectsRow(split: split, row: label(of: row), routes: routes.map { label(of: $0) })
    }
    /// A link that selects `row` in the sidebar of the split view `split`, with nothing pushed in its
    /// detail stack.
    public init<Row>(_ url: String, selects row: Row, in split: String) {
        self.url = url
        target = .selectsRow(split: split, row: label(of: row), routes: [])
    }
    /// A link that presents the sheet (or cover) `sheet`, which must then be on top.
    public init(_ url: String, presents sheet: String) {
        self.url = url
        target = .presents(sheet: sheet)
    }
    /// A malformed or unknown link, which must change nothing.
    public init(_ url: String, ignored: Void) {
        self.url = url
        target = .ignored
    }

    /// Whether it states which stack it shows (a path or a push).
    var showsStack: Bool {
        switch target {
        case .shows, .pushes, .selectsRow: true
        case .presents, .ignored, .unspecified: false
        }
    }

    /// Whether it states what it shows (a stack, a push or a sheet).
    var showsSomething: Bool {
        switch target {
        case .shows, .pushes, .presents, .selectsRow: true
        case .ignored, .unspecified: false
        }
    }
}

/// A screen's `.task`: started when the screen appears (and, for `.task(id:)`, when its id changes);
/// its answer arrives later, as a pending effect.
public struct ScreenTask<Store> {
    /// The task's name in traces, e.g. `load(recipe(2))`.
    public let name: String
    /// What happens to it when its screen disappears or its id changes.
    public let cancellation: Cancellation
    /// What it does once cancelled: nothing, or its `catch` code.
    public let onCancel: OnCancel<Store>
    let answer: (inout Store) throws -> Void
    let id: ((Store) -> String)?
    /// What its answer changes on purpose beyond its own stack (``Navigation``).
    public let navigates: [Navigation]

    /// A task named `name` whose answer `answer` applies to the store, and which does nothing once
    /// cancelled.
    ///
    /// - Parameters:
    ///   - cancellation: by default `.either`: SwiftUI cancels `.task` "at some point after the view
    ///     disappears", and cancellation is cooperative, so an answer already past its `await` still
    ///     applies; the checker explores both. Say `.withScreen` when the answer is applied only after a
    ///     `Task.isCancelled` check.
    ///   - id: the value of `.task(id:)`: when it changes while the screen is on view, the task is
    ///     cancelled (as `cancellation` says) and started again.
    ///   - navigates: what the answer changes on purpose beyond its own stack (`[.presents("viewer")]`),
    ///     which the async built-in properties then accept.
    public init(_ name: String, cancellation: Cancellation = .either, id: ((Store) -> String)? = nil,
                navigates: [Navigation] = [], answer: @escaping (inout Store) throws -> Void) {
        self.init(name, cancellation: cancellation, id: id, onCancel: .nothing, navigates: navigates, answer: answer)
    }

    /// A task named `name` whose answer `answer` applies to the store, and which runs `onCancel` once
    /// cancelled: `.catch { store in … }` for a `catch` that runs when an `await` throws on
    /// cancellation (`CancellationError`, `URLError.cancelled`) and stores what it caught.
    public init(_ name: String, cancellation: Cancellation = .either, id: ((Store) -> String)? = nil,
                onCancel: OnCancel<Store>, navigates: [Navigation] = [], answer: @escaping (inout Store) throws -> Void) {
        self.navigates = navigates
        self.name = name
        self.cancellation = cancellation
        self.onCancel = onCancel
        self.id = id
        self.answer = answer
    }
}

/// What cancelled work does: a screen's `.task` when its screen goes or its id changes, an effect
/// started with a cancellation other than `.never`.
///
/// Swift's cancellation is cooperative: the `await` that notices it throws (`Task.checkCancellation()`
/// throws `CancellationError`, URLSession throws `URLError.cancelled`), and the task's `catch` runs.
///
/// ```swift
/// .task {
///     do { model.articles = try await api.articles() }
///     catch { model.error = "Failed to load" }     // runs when the list goes off view mid-load
/// }
/// ScreenTask("load", cancellation: .withScreen, onCancel: .catch { $0.error = "Failed to load" }) {
///     $0.articles = Articles.all
/// }
/// ```
public struct OnCancel<Store> {
    let code: ((inout Store) throws -> Void)?

    /// Nothing: the work stops quietly (it has no `catch`, or its `catch` returns when
    /// `Task.isCancelled` holds, or catches `CancellationError` alone and the await throws it).
    public static var nothing: OnCancel { OnCancel(code: nil) }

    /// The work's `catch` code, run at a later step as pending work of its own, `catch(name)`:
    /// answered by `answer(k)` as any pending work is, so under the `race` alphabet taps come before
    /// and after it, and under `ui` it runs before the next tap.
    public static func `catch`(_ code: @escaping (inout Store) throws -> Void) -> OnCancel {
        OnCancel(code: code)
    }
}

/// What happens to pending work when the screen that started it disappears.
public enum Cancellation: String, Sendable, Hashable, Codable {
    /// Cancelled, and its answer never applied: a `.task` whose awaits throw on cancellation, as
    /// URLSession's do (its `catch` runs next when it declares one, ``OnCancel/catch(_:)``).
    case withScreen
    /// Never cancelled: a `Task { }` started by a button, or work that ignores cancellation.
    case never
    /// Either: the checker explores both (cancellation is cooperative, and the code may not check it):
    /// the answer, or `cancel(k)` (then its `catch`, when it declares one).
    case either
}

/// A declared stack (a class: the scene's lists are filtered and searched at every step, and a copy of
/// a reference costs one retain where a struct of closures costs one per closure).
final class StackDeclaration<Store> {
    let name: String
    let tab: String?
    let sheet: String?
    let routes: (Store) -> [String]
    /// The path's length and its last route's label (what the top screen is), without naming the rest.
    let top: (Store) -> (depth: Int, route: String?)
    let pop: (inout Store) -> Void
    /// Writes the path cut to its first `depth` routes, once (nothing when it is no longer).
    let popTo: (inout Store, Int) -> Void
    /// Whether the top screen hides its back button, given the size class the views read.
    let backHidden: (Store, SizeClass?) -> Bool
    let hooks: ScreenHooks<Store>
    /// The path's binding, to tell two stacks bound to the same property.
    var binding: AnyKeyPath?

    init(name: String, tab: String?, sheet: String?, routes: @escaping (Store) -> [String],
         top: @escaping (Store) -> (depth: Int, route: String?), pop: @escaping (inout Store) -> Void,
         popTo: @escaping (inout Store, Int) -> Void, backHidden: @escaping (Store, SizeClass?) -> Bool, hooks: ScreenHooks<Store>) {
        self.name = name
        self.tab = tab
        self.sheet = sheet
        self.routes = routes
        self.top = top
        self.pop = pop
        self.popTo = popTo
        self.backHidden = backHidden
        self.hooks = hooks
    }

    /// The same stack, its back button hidden as `hidden` says.
    func hidingBack(_ hidden: @escaping (Store, SizeClass?) -> Bool) -> StackDeclaration {
        let copy = StackDeclaration(name: name, tab: tab, sheet: sheet, routes: routes, top: top, pop: pop, popTo: popTo,
                                    backHidden: hidden, hooks: hooks)
        copy.binding = binding
        return copy
    }
}

struct ScreenHooks<Store> {
    var onAppear: ((inout Store, Int) -> Void)?
    var onDisappear: ((inout Store, Int, String?) -> Void)?
    var task: ((Store, Int) -> ScreenTask<Store>?)?
}

struct TabBarDeclaration<Store> {
    let names: [String]
    let selected: (Store) -> String
    let select: (inout Store, Int) -> Void
    let retap: Retap<Store>
    /// A bar of the app's own buttons, not a `TabView`: no system pop on a re-tap.
    let custom: Bool
    /// Whether the bar is off screen (a custom bar only).
    let hidden: ((Store) -> Bool)?
    /// Items that act as buttons, not tabs.
    let buttons: Set<String>
    /// The tabs shown for a size class, when the set depends on it (nil: every tab, always).
    var shown: ((SizeClass?) -> [String])? = nil
    /// The sheet or full-screen cover that holds the tab bar (nil: the main content).
    var sheet: String? = nil
}

/// A declared sheet or cover (a class, as ``StackDeclaration`` is).
final class SheetDeclaration<Store> {
    let name: String
    let style: PresentationStyle
    let parent: String?
    let host: PresentationHost
    let presented: (Store) -> String?
    let dismiss: (inout Store) -> Void
    let dismissDisabled: (Store) -> Bool
    let onDismiss: ((inout Store) -> Void)?
    let hooks: ScreenHooks<Store>

    init(name: String, style: PresentationStyle, parent: String?, host: PresentationHost, presented: @escaping (Store) -> String?,
         dismiss: @escaping (inout Store) -> Void, dismissDisabled: @escaping (Store) -> Bool,
         onDismiss: ((inout Store) -> Void)?, hooks: ScreenHooks<Store>) {
        self.name = name
        self.style = style
        self.parent = parent
        self.host = host
        self.presented = presented
        self.dismiss = dismiss
        self.dismissDisabled = dismissDisabled
        self.onDismiss = onDismiss
        self.hooks = hooks
    }
}

/// The links one entry point delivers, and the app's code that handles them.
struct EntryDeclaration<Store> {
    let kind: EntryKind
    let links: [DeepLink]
    let handle: (inout Store, String, inout Effects<Store>) throws -> Void

    /// The system action that delivers `link`.
    func action(_ link: DeepLink) -> SystemAction {
        kind == .url ? .openURL(link.url) : .entry(kind, link.url)
    }
}

/// How a link, a notification, a user activity or a quick action enters the app.
public enum EntryKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A URL delivered to `onOpenURL`.
    case url
    /// A tap on a notification (`UNUserNotificationCenterDelegate`).
    case notification
    /// A user activity delivered to `onContinueUserActivity` (Handoff, Spotlight).
    case userActivity
    /// A home-screen quick action.
    case quickAction

    var order: Int { Self.allCases.firstIndex(of: self)! }

    /// How a trace names its arrival: `notificationTap("post/2")`.
    func describe(_ id: String) -> String {
        switch self {
        case .url: "openURL(\"\(id)\")"
        case .notification: "notificationTap(\"\(id)\")"
        case .userActivity: "continueUserActivity(\"\(id)\")"
        case .quickAction: "quickAction(\"\(id)\")"
        }
    }
}

struct SizeClassDeclaration<Store> {
    let onChange: (inout Store, SizeClass) -> Void
}
