import ModelChecker

// The names `everyScreenReachable` gives screens: the screens the scene and the app declare, and the
// screens a state shows, both named by one function (`screenName(of:)`), so that a screen declared is
// found on view whatever way the scene shows it (a collapsed split view's sidebar, its detail's first
// screen under a selection, a sheet with no stack, a tab's screen).

extension AppMachine {
    /// The name of a screen on view, as ``declaredScreens`` names what the scene declares; nil for the
    /// app's first screen when it is not a stack's (`root`).
    ///
    /// - a stack's root, whatever the stack shows in its place: `recipes`; so is a split view's detail
    ///   stack, whether it shows in regular width (its first screen, named by the selected row), or
    ///   collapsed, its sidebar (`sidebar:recipes`), its content column (`content:recipes`) or the
    ///   detail's first screen;
    /// - a pushed screen: `recipes › recipe(2)`, at any depth;
    /// - a tab: `tab search`; a sheet with no stack, or any presented sheet: `sheet editor`, `cover login`.
    func screenName(of screen: Screen) -> String? {
        let place = screen.place
        if place == "root" { return nil }
        if place.hasPrefix("tab:") { return "tab " + place.dropFirst("tab:".count) }
        if place.hasPrefix("sheet:") {
            let name = String(place.dropFirst("sheet:".count))
            let style = scene.sheets.first { $0.name == name }?.style ?? .sheet
            return (style == .sheet ? "sheet " : "cover ") + name
        }
        let stack = stackName(ofPlace: place)
        guard stack == place, screen.depth > 0, let route = screen.route else { return stack }
        return "\(stack) › \(route)"
    }

    /// The screens the scene and the app declare, each with where it is declared: each tab (not an item
    /// that acts as a button, which is never selected), each stack's root, each sheet and cover, and
    /// each route an intent's role (`.push`, `.setPath`) or a deep link pushes. A screen the device
    /// never builds is not declared: one in a branch of `ifCompact` that no size class of the profile
    /// takes (the `else:` of an iPhone, always compact), and a route of such a stack.
    public var declaredScreens: [LivenessItem] {
        var items: [LivenessItem] = []
        let sizeClasses = possibleSizeClasses
        func add(_ screen: Screen, _ declaredBy: String) {
            guard let name = screenName(of: screen), !items.contains(where: { $0.name == name }) else { return }
            items.append(LivenessItem(name, declaredBy: declaredBy))
        }
        func pushed(_ route: String, on stack: String, _ declaredBy: String) {
            if let declared = declaredStack(stack), !declared.canExist(in: sizeClasses) { return }
            add(Screen(place: stack, depth: 1, route: route), declaredBy)
        }
        if let bar = scene.tabBar, bar.canExist(in: sizeClasses) {
            let shown = Set(sizeClasses.flatMap { bar.shown?($0) ?? bar.names })
            for tab in bar.names where !bar.buttons.contains(tab) && shown.contains(tab) {
                add(Screen(place: "tab:" + tab, depth: 0, route: nil), "the tab bar")
            }
        }
        for stack in scene.stacks where stack.canExist(in: sizeClasses) {
            add(Screen(place: stack.name, depth: 0, route: nil), "the stack \(stack.name)")
        }
        for sheet in scene.sheets where sheet.canExist(in: sizeClasses) {
            add(Screen(place: "sheet:" + sheet.name, depth: 0, route: nil), "the \(sheet.style) \(sheet.name)")
        }
        for intent in app.intents {
            switch app.role(of: intent) {
            case .push(let stack, let route?)?: pushed(route, on: stack, "the role of \(label(of: intent))")
            case .setPath(let stack, let routes)?: if let last = routes.last { pushed(last, on: stack, "the role of \(label(of: intent))") }
            default: break
            }
        }
        for entry in scene.entries {
            for link in entry.links {
                switch link.target {
                case .shows(let stack, let routes): if let last = routes.last { pushed(last, on: stack, "the link \(link.url)") }
                case .pushes(let route, let stack?, _): pushed(route, on: stack, "the link \(link.url)")
                default: break
                }
            }
        }
        return items
    }

    /// The screens `s` shows, named as ``declaredScreens`` names them: each screen on view, the selected
    /// tab while the layer that holds the tab bar is on view, and each presented sheet.
    public func shownScreens(_ s: AppState<App.Snapshot>) -> [String] {
        let now = s.scene
        var shown = now.visible.compactMap(screenName(of:))
        if let tab = now.tab, let bar = scene.tabBar, bar.exists(in: now.sizeClass, now.branches) {
            let layerOnView = bar.sheet.map { name in now.sheets.contains { $0.name == name } }
                ?? !now.sheets.contains { $0.style == .fullScreenCover }
            if layerOnView, bar.route == nil || !isTabBarCovered(now),
               let name = screenName(of: Screen(place: "tab:" + tab, depth: 0, route: nil)) { shown.append(name) }
            // The pushed screen that holds the tab bar is on view while its tabs are.
            if layerOnView, let around = bar.stack, let route = bar.route, !isTabBarCovered(now),
               let name = screenName(of: Screen(place: around, depth: now.stack(around).count, route: route)) { shown.append(name) }
        }
        shown += now.sheets.compactMap { screenName(of: Screen(place: "sheet:" + $0.name, depth: 0, route: nil)) }
        return shown
    }
}
