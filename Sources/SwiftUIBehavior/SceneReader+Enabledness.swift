import ModelChecker
import NavigationModel

// Which of the system's actions a scene state offers, compiled once for every app (``SceneReader``):
// the rules of ``AppMachine/isEnabled(_:in:)`` for everything but the app's own intents, which only the
// app can answer.

extension SceneReader {
    /// Whether the system action `action` is offered in scene state `s`.
    func isEnabled(_ action: SystemAction, in s: SceneState) -> Bool {
        switch action {
        case .back(let name), .edgeSwipeBack(let name):
            if let split = isSplitBackEnabled(name, in: s) { return split }
            guard let stack = s.stacks.first(where: { $0.name == name }), !stack.routes.isEmpty, !stack.backHidden,
                  let declared = stackNumbers[name] else { return false }
            return takesTouches(stacks[declared], in: s)
        case .longPressBack(let name, let depth):
            return s.stack(name).count >= depth + 2 && isEnabled(.back(name), in: s)
        case .tapTab(let tab):
            // A TabView under screens pushed on the stack around it is covered; a bar of the app's own says itself.
            return s.topLayer == tabBar?.sheet && !s.tabBarHidden && (tabBar?.shown.map { $0(s.sizeClass).contains(tab) } ?? true)
                && (tabBar?.custom == true || !isTabBarCovered(s)) && tabBar?.exists(in: s.sizeClass, s.branches) != false
        case .swipeDown(let name):
            guard let top = s.sheets.last else { return false }
            return top.name == name && top.style == .sheet && !top.dismissDisabled
        case .openURL, .entry:
            return true
        case .resize(let c):
            return c != s.sizeClass
        case .answer(let k):
            return k < s.pending.count
        case .cancel(let k):
            guard k < s.pending.count else { return false }
            let p = s.pending[k]
            return p.cancellation == .either && (p.cancelled || !p.ownerVisible)
        case .relaunch(let kind):
            guard case .damaged(let key) = kind else { return true }
            return s.relaunch.saved(key)?.text?.isEmpty == false
        case .select, .selectContent, .showColumns:
            return isSplitActionEnabled(action, in: s)
        }
    }

    /// Whether the layer and the tab of `stack` take touches in `s`. A tab's stack takes none while the
    /// stack around the tab bar covers it.
    func takesTouches(_ stack: Stack, in s: SceneState) -> Bool {
        stack.sheet == s.topLayer && stack.exists(in: s.sizeClass, s.branches) && (stack.sheet != tabBar?.sheet || stack.tab == nil
            || (stack.tab == s.tab && !isTabBarCovered(s)))
    }

    /// Whether the stack around the tab bar has screens pushed over it, or, for a tab bar on a pushed
    /// screen, whether that screen is not on top.
    func isTabBarCovered(_ s: SceneState) -> Bool {
        guard let bar = tabBar, let around = bar.stack else { return false }
        guard let route = bar.route else { return !s.stack(around).isEmpty }
        return s.stack(around).last != route
    }

    /// Back in a split view's detail stack; nil for a stack of no split view.
    func isSplitBackEnabled(_ name: String, in s: SceneState) -> Bool? {
        guard splitNumbers[name] != nil, let split = s.split(name) else { return nil }
        guard let stack = s.stacks.first(where: { $0.name == name }), !stack.backHidden || !split.showsDetail,
              let declared = stackNumbers[name], takesTouches(stacks[declared], in: s) else { return false }
        return !s.backStack(name).isEmpty
    }

    /// Whether a split view's own action (a row tap, the sidebar button) is offered.
    func isSplitActionEnabled(_ action: SystemAction, in s: SceneState) -> Bool {
        let name: String
        switch action {
        case .select(let n, _), .selectContent(let n, _), .showColumns(let n, _): name = n
        default: return false
        }
        guard let split = s.split(name), let declared = stackNumbers[name], takesTouches(stacks[declared], in: s) else { return false }
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
            return !split.collapsed && visibility != split.visibility && splitNumbers[name].map { splits[$0].visibilityChanges } == true
        default:
            return false
        }
    }
}
