import ModelChecker

// The built-in properties of tabs with a stack per tab: a switch keeps every tab's stack, a re-tap
// does what it promises, and what is done in one tab stays in it.

extension AppProperty {
    // MARK: Tabs with a stack per tab

    /// Tapping another tab changes no stack and no split view's selection: every tab keeps its own (an
    /// item that acts as a button, `tabs(_:_:retap:buttons:)`, keeps them too, without being selected).
    /// The stack around the tab bar (``Scene/tabBar(atRootOf:)``) is no tab's own: a switch may pop it.
    public static func switchingTabsKeepsStacks(
        _ name: String = "switchingTabsKeepsStacks", _ meaning: String = "switching tabs keeps every tab's stack"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard case .system(.tapTab(let tab)) = action, tab != before.snapshot.scene.tab else { return .notApplicable }
            let selects = !(m.scene.tabBar?.buttons.contains(tab) ?? false)
            // The stack whose root is the tab bar is every tab's; one that pushed it on a screen is no tab's.
            let around = m.scene.tabBar.flatMap { $0.route == nil ? $0.stack : nil }.map { [Navigation.path($0)] } ?? []
            // A stack or split view in the branch of a size-class switch not taken is no tab's (it does not
            // exist): the sidebar of the regular-width branch may be bound to the selected tab.
            let a = before.snapshot.scene, b = after.snapshot.scene
            let was = a.leaving(around).existing(in: m, or: b), now = b.leaving(around).existing(in: m, or: a)
            return .expect(now.stacks == was.stacks && (!selects || now.tab == tab) && splitChanges(was, now).isEmpty,
                           "\(action): \(changes(was, now))")
        })
    }

    /// Re-tapping the selected tab does what the scene's ``Retap`` promises to the tab's stacks (the
    /// stack around the tab bar, ``Scene/tabBar(atRootOf:)``, is every tab's, so the selected one's
    /// too), and nothing to other tabs (their stacks and split view selections).
    public static func retapFollowsBehavior(
        _ name: String = "retapFollowsBehavior",
        _ meaning: String = "re-tapping the selected tab does what the platform (or the app) promises, and only to that tab"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard case .system(.tapTab(let tab)) = action, tab == before.snapshot.scene.tab, let bar = m.scene.tabBar else { return .notApplicable }
            // The tab's own stacks, and the stack around the tab bar, which belongs to every tab.
            let mine = m.scene.stacks(ofTab: tab)
            for stack in before.snapshot.scene.stacks where !mine.contains(stack.name) {
                if after.snapshot.scene.stack(stack.name) != stack.routes {
                    return .violated("\(action) changed \(stack.name): \(text(stack.routes)) became \(text(after.snapshot.scene.stack(stack.name)))")
                }
            }
            let others = before.snapshot.scene.splits.map { $0.name }.filter { !mine.contains($0) }
            if let change = firstSplitChange(of: others, before.snapshot.scene, after.snapshot.scene) {
                return .violated("\(action) changed \(change)")
            }
            let changed = mine.filter { before.snapshot.scene.stack($0) != after.snapshot.scene.stack($0) }
            let described = mine.map { "\($0) \(text(before.snapshot.scene.stack($0))) → \(text(after.snapshot.scene.stack($0)))" }.joined(separator: "; ")
            // iOS 26's own pop rests on one report: unless the app says what it saw, a pop to the root and
            // nothing are both what SwiftUI may do.
            if bar.retap.outcome == nil, m.systemRetapIsUnknown(bar) {
                return .expect(changed.isEmpty || mine.allSatisfy { after.snapshot.scene.stack($0).isEmpty },
                               "\(action) (popsToRoot or nothing): \(described)")
            }
            let outcome = bar.retap.outcome ?? (m.systemPopsOnRetap(bar) ? .popsToRoot : .nothing)
            switch outcome {
            case .popsToRoot:
                return .expect(mine.allSatisfy { after.snapshot.scene.stack($0).isEmpty }, "\(action) (popsToRoot): \(described)")
            case .nothing:
                return .expect(changed.isEmpty, "\(action) (nothing): \(described)")
            case .popsOne:
                // One of the tab's stacks (the one on top, for the app to choose) loses exactly its last
                // screen; when every stack is at its root, nothing changes.
                let ok = changed.isEmpty ? mine.allSatisfy { before.snapshot.scene.stack($0).isEmpty }
                    : changed.count == 1 && after.snapshot.scene.stack(changed[0]) == Array(before.snapshot.scene.stack(changed[0]).dropLast())
                return .expect(ok, "\(action) (popsOne): \(described)")
            }
        })
    }

    /// An action taken in one tab (a control, back, a swipe, a row of a split view) never changes another
    /// tab's stack or split view selection; tabs whose stacks or split views are bound to the same
    /// property of the store share them. What closes the sheet or cover that holds the tab bar
    /// (``Scene/tabBar(in:)``) closes every tab, and is done in none.
    public static func actionStaysInItsTab(
        _ name: String = "actionStaysInItsTab", _ meaning: String = "what is done in one tab never changes another tab's stack"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            switch action {
            case .user, .system(.back), .system(.edgeSwipeBack), .system(.longPressBack), .system(.swipeDown),
                 .system(.select), .system(.selectContent), .system(.showColumns): break
            default: return .notApplicable
            }
            // Under a tab bar held by a sheet, only what is done in that sheet is done in a tab, and what
            // closes that sheet closes every tab: it is done to the tab bar, in no tab.
            let holder = m.scene.tabBar?.sheet
            guard let tab = before.snapshot.scene.tab, holder == nil || (before.snapshot.scene.topLayer == holder
                && after.snapshot.scene.sheet(holder ?? "") != nil) else { return .notApplicable }
            // No stack and no split view changed at all: nothing to look up.
            if before.snapshot.scene.stacks == after.snapshot.scene.stacks, before.snapshot.scene.splits == after.snapshot.scene.splits {
                return .holds
            }
            // An intent whose role names another tab's stack (a "show in library" button) may change it.
            var named: String?
            if case .user(let i) = action {
                switch m.app.role(of: i, in: before.snapshot) {
                case .push(let s, _)?, .pop(let s)?, .popToRoot(let s)?, .setPath(let s, _)?: named = s
                default: named = nil
                }
            }
            let others = m.otherTabsStacks(tab: tab, named: named)
            if let change = firstSplitChange(of: others, before.snapshot.scene, after.snapshot.scene) {
                return .violated("\(action) in tab \(tab) changed \(change)")
            }
            guard let (stack, was, now) = firstChange(of: others, before.snapshot.scene, after.snapshot.scene) else { return .holds }
            return .violated("\(action) in tab \(tab) changed \(stack): \(text(was)) became \(text(now))")
        })
    }
}
