import ModelChecker

// The built-in properties of deep links and other entry points: a link shows its target, not under a
// sheet, and a malformed one changes nothing.

extension AppProperty {
    // MARK: Deep links

    /// What a deep link (or another entry point) shows in a stack is not hidden under a sheet: the
    /// stack's layer is on top once the link's work is done.
    public static func linkNotHiddenUnderSheet(
        _ name: String = "linkNotHiddenUnderSheet", _ meaning: String = "what a deep link shows is not hidden under a sheet"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard let link = m.linkCompleted(by: action, from: before, to: after),
                  let stack = m.stackShown(by: link.target, before: before.snapshot.scene, after: after.snapshot.scene) else { return .notApplicable }
            let layer = m.scene.stacks.first { $0.name == stack }?.sheet
            return .expect(after.snapshot.scene.topLayer == layer,
                           "\(action): \(stack) is under \(after.snapshot.scene.sheets.map { $0.text }.joined(separator: ", "))")
        }, whyNeverApplies: { _ in nil }, waitsFor: { m in
            m.scene.entries.contains { $0.links.contains { $0.showsStack } } ? nil
                : "no link or entry point says which stack it shows: declare one with DeepLink(url, shows: stack, routes), "
                + "DeepLink(url, pushes: route), DeepLink(url, pushes: route, onto: .topLayer) or DeepLink(url, selects: tab, "
                + "thenPushes: route) in Scene.links (or notifications, userActivities, quickActions)."
        })
    }

    /// From any state, a deep link (or another entry point) shows exactly its target once its work is
    /// done: its stack with exactly the target's path, a route pushed on top of the stack on view (or
    /// already on top, for a link declared `unlessOnTop`), or its sheet on top. A target in a place
    /// (``StackPlace``) or computed from the scene is judged in the scene where the link arrives.
    public static func linkShowsItsTarget(
        _ name: String = "linkShowsItsTarget", _ meaning: String = "a deep link shows exactly its target, from any state"
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning) { m, before, action, after in
            guard let link = m.linkCompleted(by: action, from: before, to: after) else { return .notApplicable }
            let arrival = m.entryAction(of: link).description
            let step = action.description == arrival ? "\(action)" : "\(arrival), answered by \(action)"
            return m.judge(link, step: step, before: before.snapshot.scene, after: after.snapshot.scene)
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
}
