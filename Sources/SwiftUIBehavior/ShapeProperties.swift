import ModelChecker

// The built-in properties of the shapes real apps have: a single stack, tabs with a stack per tab,
// sheets and covers over stacks, deep-link routers, and async answers. Each takes a name and a
// meaning, so that one property can be used twice under different names:
//
//     var properties: [AppProperty<Self>] {
//         [.backLowersDepthByOne(), .switchingTabsKeepsStacks(), .linkShowsItsTarget(),
//          .backLowersDepthByOne("searchBack", "back in search drops one screen", stack: "search")]
//     }

extension AppProperty {
    // MARK: A single stack

    /// The system's back (button or edge swipe), and an intent whose role is `.pop`, remove exactly the
    /// top screen of their stack. For a split view collapsed into one stack, the screens its selections
    /// push count too: back from the detail's first screen removes the selected row's screen
    /// (``SceneState/backStack(_:)``).
    public static func backLowersDepthByOne(
        _ name: String = "backLowersDepthByOne",
        _ meaning: String = "back (the button, the edge swipe, or the app's own) removes exactly the top screen",
        stack only: String? = nil
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            let stack: String
            switch action {
            case .system(.back(let s)), .system(.edgeSwipeBack(let s)): stack = s
            case .user(let i):
                guard case .pop(let s)? = m.app.role(of: i, in: before.snapshot) else { return .notApplicable }
                stack = s
            default: return .notApplicable
            }
            guard only == nil || only == stack else { return .notApplicable }
            let was = before.snapshot.scene.backStack(stack), now = after.snapshot.scene.backStack(stack)
            return .when(!was.isEmpty) {
                .expect(now == Array(was.dropLast()), "\(action) in \(stack): \(text(was)) became \(text(now))")
            }
        })
    }

    /// An intent whose role is `.push(stack, route)` adds exactly that screen on top.
    public static func pushAddsOneScreen(
        _ name: String = "pushAddsOneScreen", _ meaning: String = "a push adds exactly its screen on top of its stack"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard case .user(let i) = action, case .push(let stack, let route)? = m.app.role(of: i, in: before.snapshot) else { return .notApplicable }
            let was = before.snapshot.scene.stack(stack), now = after.snapshot.scene.stack(stack)
            let ok = route.map { now == was + [$0] } ?? (now.count == was.count + 1 && Array(now.dropLast()) == was)
            return .expect(ok, "\(action) in \(stack): \(text(was)) became \(text(now))")
        })
    }

    /// An intent whose role is `.popToRoot(stack)` leaves that stack empty.
    public static func popToRootEmpties(
        _ name: String = "popToRootEmpties", _ meaning: String = "back to the root leaves the stack empty"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard case .user(let i) = action, case .popToRoot(let stack)? = m.app.role(of: i, in: before.snapshot) else { return .notApplicable }
            let now = after.snapshot.scene.stack(stack)
            return .expect(now.isEmpty, "\(action): \(stack) still holds \(text(now))")
        })
    }

    /// An intent whose role is `.setPath(stack, routes)` leaves exactly `routes` in that stack.
    public static func setPathAssigns(
        _ name: String = "setPathAssigns", _ meaning: String = "assigning a whole path shows exactly that path"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard case .user(let i) = action, case .setPath(let stack, let routes)? = m.app.role(of: i, in: before.snapshot) else { return .notApplicable }
            let now = after.snapshot.scene.stack(stack)
            return .expect(now == routes, "\(action): \(stack) shows \(text(now)), not \(text(routes))")
        })
    }

    // MARK: Tabs with a stack per tab

    /// Tapping another tab changes no stack and no split view's selection: every tab keeps its own (an
    /// item that acts as a button, `tabs(_:_:retap:buttons:)`, keeps them too, without being selected).
    public static func switchingTabsKeepsStacks(
        _ name: String = "switchingTabsKeepsStacks", _ meaning: String = "switching tabs keeps every tab's stack"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard case .system(.tapTab(let tab)) = action, tab != before.snapshot.scene.tab else { return .notApplicable }
            let selects = !(m.scene.tabBar?.buttons.contains(tab) ?? false)
            return .expect(after.snapshot.scene.stacks == before.snapshot.scene.stacks && (!selects || after.snapshot.scene.tab == tab)
                           && splitChanges(before.snapshot.scene, after.snapshot.scene).isEmpty,
                           "\(action): \(changes(before.snapshot.scene, after.snapshot.scene))")
        })
    }

    /// Re-tapping the selected tab does what the scene's ``Retap`` promises, and nothing to other tabs
    /// (their stacks and split view selections).
    public static func retapFollowsBehavior(
        _ name: String = "retapFollowsBehavior",
        _ meaning: String = "re-tapping the selected tab does what the platform (or the app) promises, and only to that tab"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard case .system(.tapTab(let tab)) = action, tab == before.snapshot.scene.tab, let bar = m.scene.tabBar else { return .notApplicable }
            let mine = m.scene.stacks.filter { $0.tab == tab && $0.sheet == bar.sheet }.map { $0.name }
            for stack in before.snapshot.scene.stacks where !mine.contains(stack.name) {
                if after.snapshot.scene.stack(stack.name) != stack.routes {
                    return .violated("\(action) changed \(stack.name): \(text(stack.routes)) became \(text(after.snapshot.scene.stack(stack.name)))")
                }
            }
            let others = before.snapshot.scene.splits.map { $0.name }.filter { !mine.contains($0) }
            if let change = firstSplitChange(of: others, before.snapshot.scene, after.snapshot.scene) {
                return .violated("\(action) changed \(change)")
            }
            let outcome = bar.retap.outcome ?? (bar.custom ? .nothing : m.app.osVersion.retapOutcome)
            let changed = mine.filter { before.snapshot.scene.stack($0) != after.snapshot.scene.stack($0) }
            let described = mine.map { "\($0) \(text(before.snapshot.scene.stack($0))) → \(text(after.snapshot.scene.stack($0)))" }.joined(separator: "; ")
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
    /// property of the store share them.
    public static func actionStaysInItsTab(
        _ name: String = "actionStaysInItsTab", _ meaning: String = "what is done in one tab never changes another tab's stack"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            switch action {
            case .user, .system(.back), .system(.edgeSwipeBack), .system(.longPressBack), .system(.swipeDown),
                 .system(.select), .system(.selectContent), .system(.showColumns): break
            default: return .notApplicable
            }
            // Under a tab bar held by a sheet, only what is done in that sheet is done in a tab.
            guard let tab = before.snapshot.scene.tab, m.scene.tabBar?.sheet == nil || before.snapshot.scene.topLayer == m.scene.tabBar?.sheet
            else { return .notApplicable }
            // An intent whose role names another tab's stack (a "show in library" button) may change it.
            var named: String?
            if case .user(let i) = action {
                switch m.app.role(of: i, in: before.snapshot) {
                case .push(let s, _)?, .pop(let s)?, .popToRoot(let s)?, .setPath(let s, _)?: named = s
                default: named = nil
                }
            }
            let others = otherTabsStacks(m.scene, tab: tab, named: named)
            if let change = firstSplitChange(of: others, before.snapshot.scene, after.snapshot.scene) {
                return .violated("\(action) in tab \(tab) changed \(change)")
            }
            guard let (stack, was, now) = firstChange(of: others, before.snapshot.scene, after.snapshot.scene) else { return .holds }
            return .violated("\(action) in tab \(tab) changed \(stack): \(text(was)) became \(text(now))")
        })
    }

    // MARK: Sheets and covers

    /// Presenting or dismissing a sheet (a swipe down and the binding write that ends it, or an intent
    /// whose role is `.present(sheet:)` or `.dismiss(sheet:)`) changes none of the stacks beneath it, nor the selection of
    /// a split view beneath it.
    public static func sheetKeepsStacksBeneath(
        _ name: String = "sheetKeepsStacksBeneath", _ meaning: String = "presenting or dismissing a sheet never changes the stacks beneath it"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            let sheet: String
            switch action {
            case .system(.swipeDown(let s)): sheet = s
            case .system(.answer(let k)):
                // A swipe's binding write comes when the dismissal ends: the store's didSet and the
                // sheet's onDismiss run in this step.
                guard k < before.snapshot.scene.pending.count, let started = before.snapshot.scene.pending[k].startedBy,
                      started.hasPrefix("swipeDown("), started.hasSuffix(")") else { return .notApplicable }
                sheet = String(started.dropFirst("swipeDown(".count).dropLast())
            case .user(let i):
                switch m.app.role(of: i, in: before.snapshot) {
                case .present(let s)?, .dismiss(let s)?: sheet = s
                default: return .notApplicable
                }
            default: return .notApplicable
            }
            let level = m.scene.sheets.first { $0.name == sheet }?.parent
            let beneath = m.scene.stacks.filter { $0.sheet == level }.map { $0.name }
            if let change = firstSplitChange(of: beneath, before.snapshot.scene, after.snapshot.scene) {
                return .violated("\(action) changed \(change) beneath \(sheet)")
            }
            guard let (stack, was, now) = firstChange(of: beneath, before.snapshot.scene, after.snapshot.scene) else { return .holds }
            return .violated("\(action) changed \(stack) beneath \(sheet): \(text(was)) became \(text(now))")
        })
    }

    /// At most one sheet is presented at a level: SwiftUI shows one and ignores a second one set at
    /// the same time.
    public static func oneSheetAtALevel(
        _ name: String = "oneSheetAtALevel", _ meaning: String = "at most one sheet is presented at a level"
    ) -> AppProperty {
        AppProperty(.appInvariant(name, meaning) { _, s in
            .expect(s.snapshot.scene.hiddenSheets.isEmpty, "set but not shown: \(s.snapshot.scene.hiddenSheets.joined(separator: ", ")) (shown: \(s.snapshot.scene.sheets.map { $0.name }.joined(separator: ", ")))")
        })
    }

    /// What a deep link (or another entry point) shows in a stack is not hidden under a sheet: the
    /// stack's layer is on top once the link's work is done.
    public static func linkNotHiddenUnderSheet(
        _ name: String = "linkNotHiddenUnderSheet", _ meaning: String = "what a deep link shows is not hidden under a sheet"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard let link = m.linkCompleted(by: action, from: before, to: after),
                  let stack = m.stackShown(by: link, after: after.snapshot.scene) else { return .notApplicable }
            let layer = m.scene.stacks.first { $0.name == stack }?.sheet
            return .expect(after.snapshot.scene.topLayer == layer,
                           "\(action): \(stack) is under \(after.snapshot.scene.sheets.map { $0.text }.joined(separator: ", "))")
        }, whyNeverApplies: { _ in nil }, waitsFor: { m in
            m.scene.entries.contains { $0.links.contains { $0.showsStack } } ? nil
                : "no link or entry point says which stack it shows: declare one with DeepLink(url, shows: stack, routes), "
                + "DeepLink(url, pushes: route) or DeepLink(url, selects: tab, thenPushes: route) in Scene.links (or "
                + "notifications, userActivities, quickActions)."
        })
    }

    // MARK: Deep links

    /// From any state, a deep link (or another entry point) shows exactly its target once its work is
    /// done: its stack with exactly the target's path, a route pushed on top of the stack on view, or
    /// its sheet on top.
    public static func linkShowsItsTarget(
        _ name: String = "linkShowsItsTarget", _ meaning: String = "a deep link shows exactly its target, from any state"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard let link = m.linkCompleted(by: action, from: before, to: after) else { return .notApplicable }
            let arrival = m.entryAction(of: link).description
            let step = action.description == arrival ? "\(action)" : "\(arrival), answered by \(action)"
            let was = before.snapshot.scene, now = after.snapshot.scene
            let stack: String, routes: [String]
            switch link.target {
            case .shows(let s, let r):
                (stack, routes) = (s, r)
            case .pushes(let route, _, let tab):
                if let tab, now.tab != tab { return .violated("\(step): tab \(now.tab ?? "none") is selected, not \(tab)") }
                guard let s = m.stackShown(by: link, after: now) else {
                    return .violated("\(step): no stack is on view in the main content of tab \(now.tab ?? "none") to push \(route) onto")
                }
                (stack, routes) = (s, was.stack(s) + [route])
            case .selectsRow(let split, let row, let r):
                let selected = now.split(split)?.selection
                guard selected == row else { return .violated("\(step): \(split) selects \(selected ?? "nothing"), not \(row)") }
                (stack, routes) = (split, r)
            case .presents(let sheet):
                return .expect(now.sheets.last?.name == sheet,
                               "\(step): \(sheet) is not presented on top (sheets: \(text(now.sheets.map { $0.text })))")
            case .ignored, .unspecified:
                return .notApplicable
            }
            guard now.stack(stack) == routes else { return .violated("\(step): \(stack) shows \(text(now.stack(stack))), not \(text(routes))") }
            if let tab = m.scene.stacks.first(where: { $0.name == stack })?.tab, now.tab != tab {
                return .violated("\(step): tab \(now.tab ?? "none") is selected, not \(tab)")
            }
            return .expect(now.visible.contains { $0.place == stack },
                           "\(step): \(stack) is not on view (\(now.visible.map { $0.description }.joined(separator: ", ")))")
        }, whyNeverApplies: { _ in nil }, waitsFor: { m in
            m.scene.entries.contains { $0.links.contains { $0.showsSomething } } ? nil
                : "no link or entry point says what it shows: give one a target with DeepLink(url, shows: stack, routes), "
                + "DeepLink(url, pushes: route), DeepLink(url, selects: tab, thenPushes: route), DeepLink(url, selects: row, in: split) "
                + "or DeepLink(url, presents: sheet) "
                + "in Scene.links (or notifications, userActivities, quickActions)."
        })
    }

    /// A malformed or unknown link (or entry point) changes nothing on view.
    public static func malformedLinkChangesNothing(
        _ name: String = "malformedLinkChangesNothing", _ meaning: String = "a malformed deep link changes nothing"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard let link = m.link(arrivingBy: action), link.target == .ignored else { return .notApplicable }
            // What is on view only: a store may log the URL it was given.
            let same = before.snapshot.scene.tab == after.snapshot.scene.tab && before.snapshot.scene.stacks == after.snapshot.scene.stacks
                && before.snapshot.scene.sheets == after.snapshot.scene.sheets
                && splitChanges(before.snapshot.scene, after.snapshot.scene).isEmpty
            return .expect(same, "\(action): \(changes(before.snapshot.scene, after.snapshot.scene))")
        }, whyNeverApplies: { _ in nil }, waitsFor: { m in
            m.scene.entries.contains { $0.links.contains { $0.target == .ignored } } ? nil
                : "no link or entry point is declared malformed: add one the app must ignore, DeepLink(\"app://nonsense\", ignored: ()), "
                + "to Scene.links (or notifications, userActivities, quickActions)."
        })
    }

    // MARK: Async answers

    /// An answer changes only the stack its screen belongs to: no other stack, tab, sheet, or split
    /// view's selection (a split view's own screens may change its selection), beyond what the work
    /// declares it changes on purpose (``Navigation``).
    public static func answerStaysInItsStack(
        _ name: String = "answerStaysInItsStack", _ meaning: String = "an answer changes only the stack and screen it belongs to"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { _, before, action, after in
            guard case .system(.answer(let k)) = action, k < before.snapshot.scene.pending.count,
                  let owner = before.snapshot.scene.pending[k].owner else { return .notApplicable }
            let pending = before.snapshot.scene.pending[k]
            let was = before.snapshot.scene.leaving(pending.navigates), now = after.snapshot.scene.leaving(pending.navigates)
            for stack in was.stacks where stack.name != owner.place {
                if now.stack(stack.name) != stack.routes {
                    return .violated("\(pending.name) (from \(owner)) changed \(stack.name): \(text(stack.routes)) became \(text(now.stack(stack.name)))")
                }
            }
            let others = before.snapshot.scene.splits.map { $0.name }.filter { $0 != stackName(ofPlace: owner.place) }
            if let change = firstSplitChange(of: others, before.snapshot.scene, after.snapshot.scene) {
                return .violated("\(pending.name) (from \(owner)) changed \(change)")
            }
            if now.tab != was.tab {
                return .violated("\(pending.name) (from \(owner)) switched the tab from \(was.tab ?? "none") to \(now.tab ?? "none")")
            }
            // The answer may dismiss the sheet its screen is in (save, then close).
            let ownSheet = owner.place.hasPrefix("sheet:") ? String(owner.place.dropFirst(6))
                : was.stacks.first { $0.name == owner.place }?.sheet
            let sheetsWas = was.sheets.map { $0.name }, sheetsNow = now.sheets.map { $0.name }
            let allowed = ownSheet.flatMap { s in sheetsWas.firstIndex(of: s).map { Array(sheetsWas[..<$0]) } }
            return .expect(sheetsNow == sheetsWas || sheetsNow == allowed,
                           "\(pending.name) (from \(owner)) changed the sheets: \(text(sheetsWas)) → \(text(sheetsNow))")
        })
    }

    /// An answer for a screen that is gone (popped, or its sheet dismissed) changes nothing on view,
    /// beyond what the work declares it changes on purpose (``Navigation``).
    public static func answerForGoneScreenChangesNothing(
        _ name: String = "answerForGoneScreenChangesNothing", _ meaning: String = "an answer for a screen that is gone changes nothing"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { _, before, action, after in
            guard case .system(.answer(let k)) = action, k < before.snapshot.scene.pending.count,
                  let owner = before.snapshot.scene.pending[k].owner, !isPresent(owner, in: before.snapshot.scene) else { return .notApplicable }
            let navigates = before.snapshot.scene.pending[k].navigates
            let was = before.snapshot.scene.leaving(navigates), now = after.snapshot.scene.leaving(navigates)
            let same = now.stacks == was.stacks && now.tab == was.tab && now.sheets.map { $0.name } == was.sheets.map { $0.name }
                && splitChanges(was, now).isEmpty
            return .expect(same, "\(before.snapshot.scene.pending[k].name) for \(owner), which is gone: \(changes(was, now))")
        }, whyNeverApplies: { m in
            m.app.alphabet == .ui ? "under the ui alphabet no touch is taken while work is pending, so a screen goes away "
                + "before its answer only when the tap that starts the work (or another answer) removes it, and none did" : nil
        })
    }
}

extension SceneState {
    /// The scene without what `navigates` names (its stacks, sheets, and the tab when it selects one):
    /// what an answer must leave alone.
    func leaving(_ navigates: [Navigation]) -> SceneState {
        guard !navigates.isEmpty else { return self }
        var s = self
        for n in navigates {
            switch n {
            case .presents(let sheet): s.sheets.removeAll { $0.name == sheet }
            case .path(let stack): s.stacks.removeAll { $0.name == stack }
            case .selectsTab: s.tab = nil
            }
        }
        return s
    }
}

/// Whether `screen` is still in its stack (the same route at the same depth), or its sheet still up.
func isPresent(_ screen: Screen, in scene: SceneState) -> Bool {
    if screen.place == "root" { return true }
    if screen.place.hasPrefix("tab:") { return true }
    if !scene.splits.isEmpty, let present = splitPresence(screen, in: scene) { return present }
    if screen.place.hasPrefix("sheet:") { return scene.sheet(String(screen.place.dropFirst(6)))?.item == screen.route }
    guard let stack = scene.stacks.first(where: { $0.name == screen.place }) else { return false }
    if let sheet = stack.sheet, scene.sheet(sheet) == nil { return false }
    guard screen.depth > 0 else { return true }
    return stack.routes.count >= screen.depth && stack.routes[screen.depth - 1] == screen.route
}

extension AppMachine {
    /// The link (or other entry point) whose work is complete in this step, as the link properties judge
    /// it: the link itself when it started no work, or the answer that completes the last work a link
    /// started, when no person acted while it was pending (then what the link shows is the link's alone
    /// to decide). Nil otherwise. For properties of an app's own about its links.
    public func linkCompleted(by action: Action, from before: State, to after: State) -> DeepLink? {
        switch action {
        case .system(.openURL), .system(.entry):
            let tag = action.description
            guard !after.snapshot.scene.pending.contains(where: { $0.startedBy == tag }) else { return nil }
            return link(arrivingBy: action)
        case .system(.answer(let k)):
            guard k < before.snapshot.scene.pending.count, let tag = before.snapshot.scene.pending[k].startedBy,
                  !before.snapshot.scene.pending[k].interleaved, !after.snapshot.scene.pending.contains(where: { $0.startedBy == tag })
            else { return nil }
            for entry in scene.entries {
                if let link = entry.links.first(where: { entry.action($0).description == tag }) { return link }
            }
            return nil
        default:
            return nil
        }
    }

    /// The declared link that `action` delivers (a URL, a notification tap, a user activity, a quick
    /// action), or nil.
    public func link(arrivingBy action: Action) -> DeepLink? {
        let kind: EntryKind, id: String
        switch action {
        case .system(.openURL(let url)): (kind, id) = (.url, url)
        case .system(.entry(let k, let i)): (kind, id) = (k, i)
        default: return nil
        }
        return scene.entries.first { $0.kind == kind }?.links.first { $0.url == id }
    }

    /// The action that delivers `link`.
    func entryAction(of link: DeepLink) -> SystemAction {
        for entry in scene.entries where entry.links.contains(link) { return entry.action(link) }
        return .openURL(link.url)
    }

    /// The stack a link shows, judged in the scene after it: its named stack, or for a push with none
    /// named the stack the main content shows in the selected tab. Nil for a link that shows no stack.
    func stackShown(by link: DeepLink, after scene: SceneState) -> String? {
        switch link.target {
        case .shows(let stack, _), .pushes(_, let stack?, _), .selectsRow(let stack, _, _): return stack
        case .pushes(_, nil, _):
            return self.scene.stacks.first { $0.sheet == nil && ($0.tab == nil || $0.tab == scene.tab) }?.name
        case .presents, .ignored, .unspecified: return nil
        }
    }
}

/// The first of `stacks` whose path differs between `before` and `after`, with both paths.
func firstChange(of stacks: [String], _ before: SceneState, _ after: SceneState) -> (String, [String], [String])? {
    for stack in stacks where before.stack(stack) != after.stack(stack) {
        return (stack, before.stack(stack), after.stack(stack))
    }
    return nil
}

func text(_ routes: [String]) -> String { "[" + routes.joined(separator: ", ") + "]" }

/// What changed between two scenes, in words.
func changes(_ a: SceneState, _ b: SceneState, store: Bool = false) -> String {
    var out: [String] = []
    if a.tab != b.tab { out.append("tab \(a.tab ?? "none") → \(b.tab ?? "none")") }
    for stack in a.stacks where b.stack(stack.name) != stack.routes {
        out.append("\(stack.name) \(text(stack.routes)) → \(text(b.stack(stack.name)))")
    }
    out += splitChanges(a, b)
    if a.sheets.map({ $0.name }) != b.sheets.map({ $0.name }) {
        out.append("sheets \(text(a.sheets.map { $0.name })) → \(text(b.sheets.map { $0.name }))")
    }
    if store && out.isEmpty { out.append("the store changed") }
    return out.isEmpty ? "nothing on view changed" : out.joined(separator: "; ")
}
