import ModelChecker

// What is on view: the presented sheets, the stacks of each layer and their top screens, and the
// scene's state as a snapshot keeps it.

extension AppMachine {
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
                    if sheet.parent == parent && sheet.host != .window && isHostOnView(sheet, world) { next = sheet }
                    if next != nil { break search }
                    break
                }
            }
            guard let next, !world.dismissing.contains(next.name) else { break }
            chain.append(next)
            parent = next.name
        }
        // Windows above everything, in the order they were presented.
        for name in world.presented where !world.dismissing.contains(name) {
            if let sheet = scene.sheets.first(where: { $0.name == name && $0.host == .window }) { chain.append(sheet) }
        }
        return chain
    }

    /// Whether the screen a sheet is attached to is still there (always, unless it is hosted by a screen
    /// of a stack: then while the stack holds that screen).
    func isHostOnView(_ sheet: SheetDeclaration<App.Store>, _ world: AppWorld<App>) -> Bool {
        if !sheet.exists(in: world.sizeClass, branches(of: world.store)) { return false }
        guard case .screen(let stack, let depth) = sheet.host else { return true }
        guard let declared = declaredStack(stack) else { return false }
        return declared.top(world.store).depth >= depth
    }

    /// The stacks shown in a layer (nil: the main content), under the selected tab in the layer that
    /// holds the tab bar. The stack around the tab bar (``Scene/tabBar(atRootOf:)``) shows its pushed screens over the
    /// tab bar and the tabs' own stacks, and its root is the tab bar (the selected tab's stack shows).
    func stacks(inLayer layer: String?, of store: App.Store, sizeClass: SizeClass?) -> [StackDeclaration<App.Store>] {
        let bar = scene.tabBar
        let tabbed = bar?.sheet
        // The selected tab matters only in the layer that holds the tab bar.
        let tab = layer == tabbed ? bar?.selected(store) : nil
        var shown: [StackDeclaration<App.Store>] = []
        let taken = branches(of: store)
        for i in lookup.stacksByLayer[layer] ?? [] {
            let stack = scene.stacks[i]
            // A stack in the branch of a switch not taken (over the size class or the store) does not exist.
            if (layer != tabbed || stack.tab == nil || stack.tab == tab) && stack.exists(in: sizeClass, taken) { shown.append(stack) }
        }
        guard layer == tabbed, let around = bar?.stack, let wrapper = shown.first(where: { $0.name == around }) else { return shown }
        let top = wrapper.top(store)
        if bar?.route.map({ top.depth == 0 || top.route != $0 }) ?? (top.depth > 0) { return shown.filter { $0.tab == nil } }
        // On a pushed screen, the tab bar is the screen: a tab with no stack shows as the tab itself.
        if bar?.route != nil { return shown.filter { $0.name != around } }
        return shown.contains { $0.tab != nil } ? shown.filter { $0.name != around } : shown
    }

    func topScreens(inLayer layer: SheetDeclaration<App.Store>?, of store: App.Store, sizeClass: SizeClass?) -> [Screen] {
        let stacks = stacks(inLayer: layer?.name, of: store, sizeClass: sizeClass)
        if stacks.isEmpty {
            if let layer { return [Screen(place: "sheet:" + layer.name, depth: 0, route: layer.presented(store))] }
            if let bar = scene.tabBar, bar.sheet == nil, bar.exists(in: sizeClass, branches(of: store)) {
                return [Screen(place: "tab:" + bar.selected(store), depth: 0, route: nil)]
            }
            return [Screen(place: "root", depth: 0, route: nil)]
        }
        return stacks.map { stack in
            if let split = splitTopScreen(stack, of: store, sizeClass: sizeClass) { return split }
            let (depth, route) = stack.top(store)
            return Screen(place: stack.name, depth: depth, route: route)
        }
    }

    /// The screens on view: the content's and each presented sheet's. A sheet covers what is beneath
    /// without making it disappear; a full-screen cover makes it disappear (`onDisappear` runs).
    func visibleScreens(of world: AppWorld<App>, sheets: [SheetDeclaration<App.Store>]? = nil) -> [Screen] {
        var screens = topScreens(inLayer: nil, of: world.store, sizeClass: world.sizeClass)
        for sheet in sheets ?? presentedSheets(of: world) {
            if sheet.style == .fullScreenCover { screens = [] }
            screens += topScreens(inLayer: sheet, of: world.store, sizeClass: world.sizeClass)
        }
        return screens
    }

    /// The top screen of the layer that takes touches.
    func topScreen(of world: AppWorld<App>) -> Screen? {
        topScreens(inLayer: presentedSheets(of: world).last, of: world.store, sizeClass: world.sizeClass).first
    }

    func sceneState(of world: AppWorld<App>) -> SceneState {
        let store = world.store
        // What settle found on screen at the end of the step (the world is not changed after it).
        let sheets = world.shownSheets.compactMap(declaredSheet)
        let dismissingLevels = world.dismissing.isEmpty ? [] : scene.sheets.filter { world.dismissing.contains($0.name) }.map { $0.parent }
        return SceneState(
            tab: scene.tabBar?.selected(store),
            stacks: scene.stacks.map { StackState(name: $0.name, routes: $0.routes(store), backHidden: $0.backHidden(store, world.sizeClass),
                                                  tab: $0.tab, sheet: $0.sheet) },
            sheets: sheets.map { SheetState(name: $0.name, item: world.shownItems[$0.name] ?? $0.presented(store) ?? "", style: $0.style,
                                            dismissDisabled: !lockIgnored($0.name) && (scene.dismissDisabledBySizeClass[$0.name]?(store, world.sizeClass)
                                                ?? $0.dismissDisabled(store))) },
            sizeClass: world.sizeClass, pending: world.pending.map { $0.effect }, visible: world.visible,
            topLayer: sheets.last?.name,
            // A sheet set while the one at its level is being swiped away waits for the dismissal to end
            // (Q4: "The next sheet will be presented when the currently presented sheet gets dismissed").
            hiddenSheets: world.presented.count <= sheets.count ? [] : world.presented.filter { name in
                !world.dismissing.contains(name) && !sheets.contains { $0.name == name }
                    && !dismissingLevels.contains(declaredSheet(name)?.parent)
                    // A sheet of the branch of a size-class switch not taken is presented by no view that exists.
                    && declaredSheet(name)?.exists?(world.sizeClass) != false
            },
            tabBarHidden: scene.tabBar?.hidden?(store) ?? false,
            splits: scene.splits.isEmpty ? [] : splitStates(of: world),
            nodes: scene.nodes.isEmpty ? [] : liveNodes(of: world), branches: branches(of: store), relaunch: world.relaunch)
    }
}
