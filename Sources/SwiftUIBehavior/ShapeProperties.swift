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

    // MARK: Sheets and covers

    /// Presenting or dismissing a sheet (a swipe down and the binding write that ends it, or an intent
    /// whose role is `.present(sheet:)` or `.dismiss(sheet:)`) changes none of the stacks beneath it, nor the selection of
    /// a split view beneath it.
    public static func sheetKeepsStacksBeneath(
        _ name: String = "sheetKeepsStacksBeneath", _ meaning: String = "presenting or dismissing a sheet never changes the stacks beneath it"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            let sheet: String
            var navigates: [Navigation] = []
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
                case .dismissAndNavigate(let s, let changes)?: (sheet, navigates) = (s, changes)
                default: return .notApplicable
                }
            default: return .notApplicable
            }
            let level = m.scene.sheets.first { $0.name == sheet }?.parent
            let beneath = m.scene.stacks.filter { $0.sheet == level }.map { $0.name }
            guard let change = m.changeBeneath(sheet, beneath, before.snapshot.scene, after.snapshot.scene, allowing: navigates) else {
                return .holds
            }
            return .violated("\(action) changed \(change)")
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

    // MARK: Async answers

    /// An answer changes only the stack its screen belongs to: no other stack, tab, sheet, or split
    /// view's selection (a split view's own screens may change its selection), beyond what the work
    /// declares it changes on purpose (``Navigation``).
    public static func answerStaysInItsStack(
        _ name: String = "answerStaysInItsStack", _ meaning: String = "an answer changes only the stack and screen it belongs to"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard case .system(.answer(let k)) = action, k < before.snapshot.scene.pending.count,
                  let owner = before.snapshot.scene.pending[k].owner else { return .notApplicable }
            let pending = before.snapshot.scene.pending[k]
            let was = before.snapshot.scene.leaving(pending.navigates), now = after.snapshot.scene.leaving(pending.navigates)
            // A view-tree node's task belongs to the stacks inside the node.
            let node = owner.place.hasPrefix("node:") ? m.scene.nodes.first { $0.screen == owner } : nil
            let own = node?.places ?? [owner.place]
            for stack in was.stacks where !own.contains(stack.name) {
                if now.stack(stack.name) != stack.routes {
                    return .violated("\(pending.name) (from \(owner)) changed \(stack.name): \(text(stack.routes)) became \(text(now.stack(stack.name)))")
                }
            }
            let others = before.snapshot.scene.splits.map { $0.name }.filter { $0 != stackName(ofPlace: owner.place) && !own.contains($0) }
            if let change = firstSplitChange(of: others, before.snapshot.scene, after.snapshot.scene) {
                return .violated("\(pending.name) (from \(owner)) changed \(change)")
            }
            if now.tab != was.tab {
                return .violated("\(pending.name) (from \(owner)) switched the tab from \(was.tab ?? "none") to \(now.tab ?? "none")")
            }
            // The answer may dismiss the sheet its screen is in (save, then close).
            let ownSheet = owner.place.hasPrefix("sheet:") ? String(owner.place.dropFirst(6))
                : node.map { $0.sheet } ?? was.stacks.first { $0.name == owner.place }?.sheet
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
            case .path(let stack):
                s.stacks.removeAll { $0.name == stack }
                s.splits.removeAll { $0.name == stack }
            case .selectsTab: s.tab = nil
            }
        }
        return s
    }

    /// The scene without the stacks and split views that do not exist in the branches it takes (of a
    /// size-class switch, of a switch over the store), nor in those `other` takes: nothing done there is
    /// done to them. (A stack that a step builds or destroys, a tab's content in a switch over the
    /// selected tab, is kept: its path is what the step left of it.)
    func existing<App: SwiftUIApp>(in m: AppMachine<App>, or other: SceneState) -> SceneState {
        let gone = m.scene.switches.isEmpty ? m.lookup.gone[sizeClass] ?? []
            : Set(m.scene.stacks.filter { !$0.exists(in: sizeClass, branches) && !$0.exists(in: other.sizeClass, other.branches) }
                .map(\.name))
        guard !gone.isEmpty else { return self }
        var s = self
        s.stacks.removeAll { gone.contains($0.name) }
        s.splits.removeAll { gone.contains($0.name) }
        return s
    }
}

/// Whether `screen` is still in its stack (the same route at the same depth), or its sheet still up.
func isPresent(_ screen: Screen, in scene: SceneState) -> Bool {
    if screen.place == "root" { return true }
    if screen.place.hasPrefix("tab:") { return true }
    if screen.place.hasPrefix("node:") { return scene.nodes.contains(String(screen.place.dropFirst(5))) }
    if !scene.splits.isEmpty, let present = splitPresence(screen, in: scene) { return present }
    if screen.place.hasPrefix("sheet:") { return scene.sheet(String(screen.place.dropFirst(6)))?.item == screen.route }
    guard let stack = scene.stacks.first(where: { $0.name == screen.place }) else { return false }
    if let sheet = stack.sheet, scene.sheet(sheet) == nil { return false }
    guard screen.depth > 0 else { return true }
    return stack.routes.count >= screen.depth && stack.routes[screen.depth - 1] == screen.route
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
