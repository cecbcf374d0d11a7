import ModelChecker
import NavigationModel

// A split view's system actions (a tap on a row, the sidebar button, back in the collapsed stack),
// which screen it shows on top, and how the screen line shows its columns.

extension AppMachine {
    /// The split views' own system actions: a tap on each row of each selection column, and, where the
    /// profile has regular width and the visibility changes (bound, or declared `columns: .changes`),
    /// the column visibilities the sidebar button moves between.
    static func splitActions(of scene: Scene<App.Store>, profile: PlatformProfile) -> [SystemAction] {
        var actions: [SystemAction] = []
        for split in scene.splits {
            actions += split.sidebar.all.map { SystemAction.select(split.name, row: $0) }
            actions += (split.content?.all ?? []).map { SystemAction.selectContent(split.name, row: $0) }
            if profile.sizeClasses.contains(.regular) && split.visibilityChanges {
                actions += split.offeredVisibilities.map { SystemAction.showColumns(split.name, $0) }
            }
        }
        return actions
    }

    /// What the scene holds of each split view.
    func splitStates(of world: AppWorld<App>) -> [SplitState] {
        scene.splits.map { split in
            let selection = split.sidebar.selected(world.store)
            return SplitState(
                name: split.name, selection: selection,
                content: selection == nil ? nil : split.content?.selected(world.store), threeColumns: split.content != nil,
                visibility: split.visibility.map { world.store[keyPath: $0] } ?? world.columnVisibility[split.name] ?? split.kept.first,
                collapsed: world.sizeClass == .compact, contentRows: split.content?.rows(world.store) ?? [])
        }
    }

    /// Whether the layer and the tab of stack `declared` take touches in `s`.
    /// A tab's stack takes none while the stack around the tab bar covers it.
    func takesTouches(_ declared: StackDeclaration<App.Store>, in s: SceneState) -> Bool {
        declared.sheet == s.topLayer && declared.exists(in: s.sizeClass, s.branches) && (declared.sheet != scene.tabBar?.sheet || declared.tab == nil
            || (declared.tab == s.tab && !isTabBarCovered(s)))
    }

    /// Whether the stack around the tab bar (``Scene/tabBar(atRootOf:)``) has screens pushed over it, or,
    /// for a tab bar on a pushed screen (``Scene/tabBar(atScreen:of:)``), whether that screen is not on top.
    func isTabBarCovered(_ s: SceneState) -> Bool {
        guard let bar = scene.tabBar, let around = bar.stack else { return false }
        guard let route = bar.route else { return !s.stack(around).isEmpty }
        return s.stack(around).last != route
    }

    /// Back (button or edge swipe) in a split view's detail stack: in regular width while its path is
    /// not empty; collapsed, while anything is pushed above the sidebar. Nil for a stack of no split view.
    func isSplitBackEnabled(_ name: String, in s: SceneState) -> Bool? {
        guard lookup.splits[name] != nil, let split = s.split(name) else { return nil }
        guard let stack = s.stacks.first(where: { $0.name == name }), !stack.backHidden || !split.showsDetail,
              let declared = declaredStack(name), takesTouches(declared, in: s) else { return false }
        return !s.backStack(name).isEmpty
    }

    /// Whether a split view's own action (a row tap, the sidebar button) is offered: its split view is
    /// on view in the layer that takes touches, and the column it acts on shows.
    func isSplitActionEnabled(_ action: SystemAction, in s: SceneState) -> Bool {
        let name: String
        switch action {
        case .select(let n, _), .selectContent(let n, _), .showColumns(let n, _): name = n
        default: return false
        }
        guard let split = s.split(name), let declared = declaredStack(name),
              takesTouches(declared, in: s) else { return false }
        let shows = { (column: Int) in split.visibility == .all || split.visibility == .automatic
            || (split.visibility == .doubleColumn && column == (split.threeColumns ? 1 : 0)) }
        switch action {
        case .select(_, let row):
            // Collapsed, the sidebar is on top only while nothing is selected.
            return row != split.selection && (split.collapsed ? split.selection == nil : shows(0))
        case .selectContent(_, let row):
            guard split.threeColumns, split.selection != nil, split.contentRows.contains(row), row != split.content else { return false }
            return split.collapsed ? split.content == nil : shows(1)
        case .showColumns(_, let visibility):
            return !split.collapsed && visibility != split.visibility && declaredSplit(name)?.visibilityChanges == true
        default:
            return false
        }
    }

    /// Performs a split view's own action; for back, returns false when the detail stack's path pops
    /// as any stack's does, true when the collapsed stack's back wrote nil to a selection instead.
    func performSplit(_ action: SystemAction, on world: AppWorld<App>) -> Bool {
        switch action {
        case .back(let name), .edgeSwipeBack(let name):
            guard world.sizeClass == .compact, let split = declaredSplit(name),
                  let stack = declaredStack(name) else { return false }
            let selection = split.sidebar.selected(world.store)
            let content = selection == nil ? nil : split.content?.selected(world.store)
            let showsDetail = selection != nil && (split.content == nil || content != nil)
            if showsDetail && stack.top(world.store).depth > 0 { return false }
            // The collapsed stack's back from the detail's first screen (or from the content column)
            // writes nil to the selection that pushed it.
            if let column = split.content, content != nil { column.deselect(&world.store) } else { split.sidebar.deselect(&world.store) }
            return true
        case .select(let name, let row):
            declaredSplit(name)?.sidebar.select(&world.store, row)
        case .selectContent(let name, let row):
            declaredSplit(name)?.content?.select(&world.store, row)
        case .showColumns(let name, let visibility):
            guard let split = declaredSplit(name) else { return true }
            if let bound = split.visibility {
                world.store[keyPath: bound] = visibility
            } else if split.kept.isChanging {
                world.columnVisibility[name] = visibility == split.kept.first ? nil : visibility
            }
        default:
            return false
        }
        return true
    }

    /// The top screen of a split view's detail stack: collapsed, the sidebar (`sidebar:name`) while
    /// nothing is selected, or the content column (`content:name`, three columns) while it has no
    /// selection; else the detail stack's top screen, its first screen named by the row it details.
    func splitTopScreen(_ stack: StackDeclaration<App.Store>, of store: App.Store, sizeClass: SizeClass?) -> Screen? {
        guard let split = declaredSplit(stack.name) else { return nil }
        let selection = split.sidebar.selected(store)
        let content = selection == nil ? nil : split.content?.selected(store)
        if sizeClass == .compact {
            if selection == nil { return Screen(place: "sidebar:" + stack.name, depth: 0, route: nil) }
            if split.content != nil && content == nil { return Screen(place: "content:" + stack.name, depth: 0, route: selection) }
        }
        let (depth, route) = stack.top(store)
        return Screen(place: stack.name, depth: depth, route: depth > 0 ? route : split.content == nil ? selection : content)
    }

    /// Sets a fresh world's column visibilities that SwiftUI keeps from a snapshot's scene.
    func restoreSplits(_ s: SceneState, into world: AppWorld<App>) {
        world.columnVisibility = [:]
        for split in scene.splits where split.keptAndChanging {
            if let state = s.split(split.name), state.visibility != split.kept.first { world.columnVisibility[split.name] = state.visibility }
        }
    }

    /// Forgets the column visibility SwiftUI kept for each split view it destroyed (the other branch of
    /// a size-class switch, a sheet dismissed): built again, it starts at its first value.
    func forgetDestroyedSplits(_ world: AppWorld<App>) {
        for name in world.columnVisibility.keys.sorted() {
            guard let stack = declaredStack(name) else { continue }
            if !stack.exists(in: world.sizeClass, branches(of: world.store)) || stack.sheet.map({ world.items[$0] == nil }) == true {
                world.columnVisibility[name] = nil
            }
        }
    }
}

/// Whether a screen of a split view is still there (nil: not a split view's screen): the sidebar
/// always; the content column while its row is selected; the detail's first screen while its row is.
func splitPresence(_ screen: Screen, in scene: SceneState) -> Bool? {
    if screen.place.hasPrefix("sidebar:") { return true }
    if screen.place.hasPrefix("content:") {
        return scene.split(String(screen.place.dropFirst("content:".count)))?.selection == screen.route
    }
    guard screen.depth == 0, let split = scene.split(screen.place) else { return nil }
    return split.detailRow == screen.route
}

/// The stack a split view's screen belongs to (`sidebar:exercises` → `exercises`), or the place itself.
func stackName(ofPlace place: String) -> String {
    if place.hasPrefix("sidebar:") { return String(place.dropFirst("sidebar:".count)) }
    if place.hasPrefix("content:") { return String(place.dropFirst("content:".count)) }
    return place
}

/// A split view on the screen line. Collapsed: one stack, `exercises › squat › set(1)`. Regular: the
/// columns its visibility shows, `[exercises ▸ squat] | squat › set(1)` (`Empty`: no row selected).
func splitText(_ split: SplitState, routes: [String]) -> String {
    if split.collapsed {
        return ([split.name] + split.pushedSelections + (split.showsDetail ? routes : [])).joined(separator: " › ")
    }
    let sidebar = "[" + split.name + (split.selection.map { " ▸ " + $0 } ?? "") + "]"
    let content = split.threeColumns ? "[" + (split.selection.map { $0 + (split.content.map { " ▸ " + $0 } ?? "") } ?? "Empty") + "]" : nil
    let detail = split.detailRow.map { ([$0] + routes).joined(separator: " › ") } ?? "Empty"
    let columns: [String?]
    switch split.visibility {
    case .all, .automatic: columns = [sidebar, content, detail]
    case .doubleColumn: columns = [content ?? sidebar, detail]
    case .detailOnly: columns = [detail]
    }
    return columns.compactMap { $0 }.joined(separator: " | ")
}
