import ModelChecker

// What a link's target means in a scene: the stack a place names (the selected tab's, the topmost
// layer's), a target computed from the scene where the link arrives, a push that a de-duplicating
// router skips, and the verdict of `linkShowsItsTarget`.

extension AppMachine {
    /// The stack `place` names in `s`: the selected tab's own stack in the tab bar's layer (else the
    /// stack around the tab bar, else the main content's), or the stack on view on the topmost layer.
    func stack(at place: StackPlace, in s: SceneState) -> String? {
        switch place {
        case .selectedTab:
            // Only a stack that exists in the branches taken (of a size-class switch, of a switch over the store).
            let stacks = scene.stacks.filter { $0.exists(in: s.sizeClass, s.branches) }
            guard let bar = scene.tabBar else { return stacks.first { $0.sheet == nil }?.name }
            return stacks.first { $0.sheet == bar.sheet && $0.tab != nil && $0.tab == s.tab }?.name
                ?? bar.stack ?? stacks.first { $0.sheet == bar.sheet && $0.tab == nil }?.name
        case .topLayer:
            let onView = s.visible.map { stackName(ofPlace: $0.place) }
            return scene.stacks.first { $0.sheet == s.topLayer && onView.contains($0.name) }?.name
        }
    }

    /// The target as it reads in `before` (a computed target computed there).
    func resolved(_ target: DeepLink.Target, before: SceneState) -> DeepLink.Target {
        if case .computed(let computed) = target { return computed.target(in: before) }
        return target
    }

    /// The stack a link's target shows: its named stack, the stack its place names in the scene where
    /// it arrives, or for a push with none named the stack the main content shows in the tab selected
    /// after it. Nil for a target that shows no stack.
    func stackShown(by target: DeepLink.Target, before: SceneState, after: SceneState) -> String? {
        switch resolved(target, before: before) {
        case .shows(let stack, _), .pushes(_, let stack?, _), .selectsRow(let stack, _, _): return stack
        case .pushes(_, nil, _):
            return scene.stacks.first { $0.sheet == nil && ($0.tab == nil || $0.tab == after.tab) && $0.exists(in: after.sizeClass, after.branches) }?.name
        case .showsIn(let place, _), .pushesOnto(let place, _): return stack(at: place, in: before)
        case .presents, .computed, .ignored, .unspecified: return nil
        }
    }

    /// Whether stack `name` is on view in `s`: its top screen is, or it is the stack around the tab bar
    /// at its root while the tab bar's layer is on view (its root is the tab bar).
    func isOnView(_ name: String, in s: SceneState) -> Bool {
        if s.visible.contains(where: { $0.place == name }) { return true }
        guard let bar = scene.tabBar, bar.stack == name, !isTabBarCovered(s) else { return false }
        let layer = Set(scene.stacks.filter { $0.sheet == bar.sheet }.map { $0.name })
        return s.visible.contains { layer.contains(stackName(ofPlace: $0.place)) }
    }

    /// `linkShowsItsTarget`'s verdict on `link`, completed in the step `step` from `was` to `now`.
    func judge(_ link: DeepLink, step: String, before was: SceneState, after now: SceneState) -> Check {
        let target = resolved(link.target, before: was)
        // A de-duplicating router leaves a route already on top as it is.
        let pushing = { (route: String, stack: String) in
            link.unlessOnTop && was.stack(stack).last == route ? was.stack(stack) : was.stack(stack) + [route]
        }
        let stack: String, routes: [String]
        switch target {
        case .shows(let s, let r):
            (stack, routes) = (s, r)
        case .pushes(let route, _, let tab):
            if let tab, now.tab != tab { return .violated("\(step): tab \(now.tab ?? "none") is selected, not \(tab)") }
            guard let s = stackShown(by: target, before: was, after: now) else {
                return .violated("\(step): no stack is on view in the main content of tab \(now.tab ?? "none") to push \(route) onto")
            }
            (stack, routes) = (s, pushing(route, s))
        case .showsIn(let place, let r):
            guard let s = self.stack(at: place, in: was) else { return .violated("\(step): no stack is the \(place) stack") }
            (stack, routes) = (s, r)
        case .pushesOnto(let place, let route):
            guard let s = self.stack(at: place, in: was) else { return .violated("\(step): no stack is the \(place) stack to push \(route) onto") }
            (stack, routes) = (s, pushing(route, s))
        case .selectsRow(let split, let row, let r):
            let selected = now.split(split)?.selection
            guard selected == row else { return .violated("\(step): \(split) selects \(selected ?? "nothing"), not \(row)") }
            (stack, routes) = (split, r)
        case .presents(let sheet):
            return .expect(now.sheets.last?.name == sheet,
                           "\(step): \(sheet) is not presented on top (sheets: \(text(now.sheets.map { $0.text })))")
        case .computed, .ignored, .unspecified:
            return .notApplicable
        }
        guard now.stack(stack) == routes else { return .violated("\(step): \(stack) shows \(text(now.stack(stack))), not \(text(routes))") }
        if let tab = scene.stacks.first(where: { $0.name == stack })?.tab, now.tab != tab {
            return .violated("\(step): tab \(now.tab ?? "none") is selected, not \(tab)")
        }
        return .expect(isOnView(stack, in: now),
                       "\(step): \(stack) is not on view (\(now.visible.map { $0.description }.joined(separator: ", ")))")
    }
}
