import ModelChecker

// What a violation is a defect of, in an app's terms: the kind of the failing step (a swipe-down, an
// entry point, a tap with its role) and the part of the scene it broke (the sheet, tab or split view
// it changed, or where the user meets the state).

extension AppMachine {
    /// The defect of a violation (``StateMachine/defect(of:message:before:step:after:)``), from what the
    /// machine knows of the app, never from the message's words:
    ///
    /// - the step's kind (``stepKind(_:before:)``): `swipe-down` for the system's dismissal and the
    ///   binding write that ends it, `entry` for a link, a notification, a handoff or a quick action
    ///   alike (and for the answer that completes one), `tap: push` for an intent whose role is a push;
    /// - the part (``brokenPart(_:_:)``): the outermost part of the scene the step changed (a sheet,
    ///   else the tab, else a split view's selection), with the sheet left on top; where the step
    ///   changed none of those, where the user meets the state (the sheet on top, else the stack on
    ///   view); for a fault, where the step was taken.
    ///
    /// A state property (an invariant, a hypothetical property) judges the store and the scene as a
    /// whole, whatever step reached them and whatever is on view: its defect is `any step → the state`,
    /// one per kind of finding, so the same broken store reached by a link or a tap, or seen in another
    /// tab or under a sheet, is reported once.
    public func defect(of property: String, message: String, before: State?, step: Action?, after: State?) -> Defect {
        guard let step else { return Defect(step: "any step", part: "the state") }
        let kind = stepKind(step, before: before)
        switch (before, after) {
        case (let before?, let after?): return Defect(step: kind, part: brokenPart(before.snapshot.scene, after.snapshot.scene))
        case (nil, let after?): return Defect(step: kind, part: place(of: after.snapshot.scene))
        case (let before?, nil): return Defect(step: kind, part: "fault in " + place(of: before.snapshot.scene))
        case (nil, nil): return Defect(step: kind, part: "fault")
        }
    }

    /// The outermost part of the scene that differs between `a` and `b`: the sheets presented or
    /// dismissed (`sheet editor`), else `tab`, else the split views whose selection changed
    /// (`split exercises`), each with the sheet left on top of `b` (`over editor`); where none did (the
    /// step changed stacks, or nothing on view), where the user meets `b` (`sheet editor`, else
    /// `stack recipes`). Not which stacks changed: a step that leaves a stack as it already was is the
    /// same defect as one that changes it.
    func brokenPart(_ a: SceneState, _ b: SceneState) -> String {
        var parts = Set(a.sheets.map { $0.name } + b.sheets.map { $0.name }).sorted()
            .filter { a.sheet($0) != b.sheet($0) }.map { "sheet " + $0 }
        if parts.isEmpty && a.tab != b.tab { parts = ["tab"] }
        if parts.isEmpty {
            parts = a.splits.filter { split in
                b.split(split.name).map { $0.selection != split.selection || $0.content != split.content } ?? false
            }.map { "split " + $0.name }
        }
        if parts.isEmpty { return place(of: b) }
        if let top = b.sheets.last, !parts.contains("sheet " + top.name) { parts.append("over " + top.name) }
        return parts.joined(separator: ", ")
    }

    /// The kind of `action`, not its name or payload: what SwiftUI or the person did. An answer is of
    /// the kind of what started it when `before` says (a swipe-down's binding write, a link's work).
    func stepKind(_ action: Action, before: State?) -> String {
        switch action {
        case .user(let intent):
            let who = app.origin(of: intent) == .api ? "call" : "tap"
            guard let before, let role = app.role(of: intent, in: before.snapshot) else { return who }
            return who + ": " + String("\(role)".prefix { $0 != "(" })
        case .system(let system):
            switch system {
            case .back, .edgeSwipeBack, .longPressBack: return "back"
            case .tapTab: return "tab bar"
            case .swipeDown: return "swipe-down"
            case .openURL, .entry: return "entry"
            case .resize: return "size change"
            case .answer(let k):
                guard let before, k < before.snapshot.scene.pending.count,
                      let starter = before.snapshot.scene.pending[k].startedBy else { return "answer" }
                if starter.hasPrefix("swipeDown(") { return "swipe-down" }
                let entries = ["openURL(", "notificationTap(", "continueUserActivity(", "quickAction("]
                return entries.contains { starter.hasPrefix($0) } ? "entry" : "answer"
            case .cancel: return "cancellation"
            case .relaunch: return "relaunch"
            case .select, .selectContent, .showColumns: return "split view"
            }
        }
    }

    /// Where the user meets `scene`: the sheet on top, else the stack of the top screen on view.
    private func place(of scene: SceneState) -> String {
        if let top = scene.sheets.last { return "sheet " + top.name }
        guard let screen = scene.visible.last else { return "nothing on view" }
        return screen.place == "root" ? "root" : "stack " + screen.place
    }
}
