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
        /// Exactly `routes` in the stack that `place` names where the link arrives (the selected tab's,
        /// the topmost layer's), on view on top afterwards.
        case showsIn(StackPlace, routes: [String])
        /// `route` pushed on top of the stack that `place` names where the link arrives, on view on top
        /// afterwards.
        case pushesOnto(StackPlace, route: String)
        /// The sheet (or cover) `sheet` presented, on top.
        case presents(sheet: String)
        /// The row `row` selected in the sidebar of the split view `split`, and exactly `routes` in its
        /// detail stack, on view.
        case selectsRow(split: String, row: String, routes: [String])
        /// What the app's state says where the link arrives (``ComputedTarget``).
        case computed(ComputedTarget)
        /// Nothing: a malformed or unknown link must change nothing.
        case ignored
        /// Not said: no built-in property reads it.
        case unspecified
    }

    /// The URL (or identifier), as text.
    public let url: String
    /// What it must show.
    public let target: Target
    /// Whether the app pushes the target's route only when it is not on top already (a router that
    /// de-duplicates): the route already on top then counts as shown, with no second copy.
    public let unlessOnTop: Bool

    init(url: String, target: Target, unlessOnTop: Bool = false) {
        self.url = url
        self.target = target
        self.unlessOnTop = unlessOnTop
    }

    /// A link with no stated target.
    public init(_ url: String) {
        self.init(url: url, target: .unspecified)
    }
    /// A link that must show `stack` with exactly `routes` on top.
    public init<Route>(_ url: String, shows stack: String, _ routes: [Route]) {
        self.init(url: url, target: .shows(stack: stack, routes: routes.map { label(of: $0) }))
    }
    /// A link that must show exactly `routes` in the stack `place` names where it arrives: the
    /// selected tab's stack (`.selectedTab`) or the stack on top of the topmost layer (`.topLayer`).
    ///
    /// ```swift
    /// DeepLink("app://home", shows: [Route](), in: .selectedTab)   // back to the current tab's root
    /// ```
    public init<Route>(_ url: String, shows routes: [Route], in place: StackPlace) {
        self.init(url: url, target: .showsIn(place, routes: routes.map { label(of: $0) }))
    }
    /// A link that pushes `route` on top of the stack on view in the main content (`stack`: always
    /// that stack instead), which must then be on top, not under a sheet. `unlessOnTop`: the app pushes
    /// only when `route` is not on top already.
    public init<Route>(_ url: String, pushes route: Route, onto stack: String? = nil, unlessOnTop: Bool = false) {
        self.init(url: url, target: .pushes(route: label(of: route), stack: stack, tab: nil), unlessOnTop: unlessOnTop)
    }
    /// A link that pushes `route` on top of the stack `place` names where it arrives: the selected
    /// tab's stack (`.selectedTab`) or the stack on top of the topmost layer, a sheet's included
    /// (`.topLayer`). `unlessOnTop`: the app pushes only when `route` is not on top already.
    ///
    /// ```swift
    /// DeepLink("app://recipe/2", pushes: Route.recipe(2), onto: .topLayer, unlessOnTop: true)
    /// ```
    public init<Route>(_ url: String, pushes route: Route, onto place: StackPlace, unlessOnTop: Bool = false) {
        self.init(url: url, target: .pushesOnto(place, route: label(of: route)), unlessOnTop: unlessOnTop)
    }
    /// A link that selects `tab`, then pushes `route` on top of the stack that tab shows.
    public init<Tab, Route>(_ url: String, selects tab: Tab, thenPushes route: Route, unlessOnTop: Bool = false) {
        self.init(url: url, target: .pushes(route: label(of: route), stack: nil, tab: label(of: tab)), unlessOnTop: unlessOnTop)
    }
    /// A link that selects `row` in the sidebar of the split view `split` (``Scene/split(_:selection:rows:path:visibility:columns:in:sheet:backHidden:onAppear:onDisappear:task:)``)
    /// and shows exactly `routes` in its detail stack.
    public init<Row, Route>(_ url: String, selects row: Row, in split: String, showing routes: [Route]) {
        self.init(url: url, target: .selectsRow(split: split, row: label(of: row), routes: routes.map { label(of: $0) }))
    }
    /// A link that selects `row` in the sidebar of the split view `split`, with nothing pushed in its
    /// detail stack.
    public init<Row>(_ url: String, selects row: Row, in split: String) {
        self.init(url: url, target: .selectsRow(split: split, row: label(of: row), routes: []))
    }
    /// A link that presents the sheet (or cover) `sheet`, which must then be on top.
    public init(_ url: String, presents sheet: String) {
        self.init(url: url, target: .presents(sheet: sheet))
    }
    /// A malformed or unknown link, which must change nothing.
    public init(_ url: String, ignored: Void) {
        self.init(url: url, target: .ignored)
    }
    /// A link whose target depends on where it arrives: `target` is given the scene as it is before the
    /// step that completes the link (its arrival, or the answer that ends its work) and returns what
    /// the link must show there, as any other target (`.unspecified` when there is nothing to judge).
    ///
    /// ```swift
    /// DeepLink("app://search") { scene in
    ///     scene.tab == "search" ? .shows(stack: "search", routes: []) : .pushes(route: "search", stack: nil, tab: nil)
    /// }
    /// ```
    public init(_ url: String, unlessOnTop: Bool = false, target: @escaping @Sendable (SceneState) -> Target) {
        self.init(url: url, target: .computed(ComputedTarget(url, target)), unlessOnTop: unlessOnTop)
    }

    /// Whether it states which stack it shows (a path or a push).
    var showsStack: Bool {
        switch target {
        case .shows, .pushes, .showsIn, .pushesOnto, .selectsRow, .computed: true
        case .presents, .ignored, .unspecified: false
        }
    }

    /// Whether it states what it shows (a stack, a push or a sheet).
    var showsSomething: Bool {
        switch target {
        case .shows, .pushes, .showsIn, .pushesOnto, .presents, .selectsRow, .computed: true
        case .ignored, .unspecified: false
        }
    }
}

/// The stack a link's target is in when it is no one named stack, judged where the link arrives.
public enum StackPlace: String, Sendable, Hashable, CustomStringConvertible {
    /// The stack the selected tab shows (in the layer that holds the tab bar); for a tab with no stack
    /// of its own, the stack the tab bar sits in (``Scene/tabBar(atRootOf:)``).
    case selectedTab
    /// The stack on view on the topmost layer: the top sheet's own stack when a sheet is up, else the
    /// main content's (the selected tab's, or the one above the tab bar while it has screens pushed).
    case topLayer

    /// `selectedTab` or `topLayer`.
    public var description: String { rawValue }
}

/// A link target computed from the scene where the link arrives (``DeepLink/init(_:unlessOnTop:target:)``).
/// Two are equal when they were made for the same link.
public struct ComputedTarget: Sendable, Hashable {
    let key: String
    let compute: @Sendable (SceneState) -> DeepLink.Target

    init(_ key: String, _ compute: @escaping @Sendable (SceneState) -> DeepLink.Target) {
        self.key = key
        self.compute = compute
    }

    /// What the link must show in `scene` (a computed target that computes another is not judged).
    public func target(in scene: SceneState) -> DeepLink.Target {
        let target = compute(scene)
        if case .computed = target { return .unspecified }
        return target
    }

    public static func == (a: ComputedTarget, b: ComputedTarget) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
