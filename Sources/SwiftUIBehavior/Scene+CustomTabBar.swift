// A tab bar of the app's own whose buttons call the app's code (`Button { router.select(.search) }`),
// not only a binding's setter.

extension Scene {
    /// A tab bar of the app's own whose buttons call `select` (the app's action: `router.select(tab)`,
    /// which may also log, pop or present), over the same stacks a `TabView` would show; `selected`
    /// reads which tab the bar shows as selected. Everything else is as
    /// ``customTabBar(_:_:retap:hidden:buttons:)``: the tab built-ins apply to it, a re-tap calls
    /// `select` again with the same tab and does what `retap` says, and while the bar is `hidden` or a
    /// sheet or cover is up no tab can be tapped.
    ///
    /// ```swift
    /// Scene()
    ///     .customTabBar(["home", "search"], selected: { $0.tab }, select: { router, tab in router.show(tab) })
    /// ```
    @available(*, deprecated, message: "declare the tab bar in the view tree: Scene { customTabBar(selected: { $0.tab }, select: { store, tab in … }) { navigationStack(…).tag(tab) } }")
    public func customTabBar<Tab: Hashable & Sendable>(
        _ tabs: [Tab], selected: @escaping (Store) -> Tab, select: @escaping (inout Store, Tab) -> Void,
        retap: Retap<Store> = .app(.nothing), hidden: ((Store) -> Bool)? = nil, buttons: [Tab] = []
    ) -> Scene {
        addCustomTabBar(tabs, selected: selected, select: select, retap: retap, hidden: hidden, buttons: buttons)
    }

    /// The tab bar of ``customTabBar(_:selected:select:retap:hidden:buttons:)``.
    func addCustomTabBar<Tab: Hashable & Sendable>(
        _ tabs: [Tab], selected: @escaping (Store) -> Tab, select: @escaping (inout Store, Tab) -> Void,
        retap: Retap<Store>, hidden: ((Store) -> Bool)?, buttons: [Tab]
    ) -> Scene {
        var s = self
        s.tabBar = TabBarDeclaration(
            names: tabs.map { label(of: $0) },
            selected: { store in label(of: selected(store)) },
            select: { store, index in select(&store, tabs[index]) },
            retap: retap, custom: true, hidden: hidden, buttons: Set(buttons.map { label(of: $0) }))
        return s
    }
}
