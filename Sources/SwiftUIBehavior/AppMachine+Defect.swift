import ModelChecker

// What a violation is a defect of, in an app's terms: the kind of the failing step (a swipe-down, an
// entry point, a tap with its role) and the parts of the scene it changed, with the sheet on top.

extension AppMachine {
    /// The defect of a violation (``StateMachine/defect(of:message:before:step:after:)``), from what the
    /// machine knows of the app, never from the message's words:
    ///
    /// - the step's kind (``stepKind(_:before:)``): `swipe-down` for the system's dismissal, `entry` for
    ///   a link, a notification, a handoff or a quick action alike, `tap: push` for an intent whose role
    ///   is a push; `state` for a state property;
    /// - the part: for a step, the scene's parts it changed (`tab`, `stack recipes`, `sheet editor`,
    ///   `split exercises`; `nothing on view` when none) and the sheet on top after it (`over editor`);
    ///   for a state property, the layer on top where it is seen; for a fault, the layer it was taken in.
    public func defect(of property: String, message: String, before: State?, step: Action?, after: State?) -> Defect {
        guard let step else {
            return Defect(step: "state", part: after.map { layer(of: $0.snapshot.scene) } ?? "nothing on view")
        }
        let kind = stepKind(step, before: before)
        guard let before, let after else {
            return Defect(step: kind, part: "fault in " + (before.map { layer(of: $0.snapshot.scene) } ?? "main"))
        }
        let a = before.snapshot.scene, b = after.snapshot.scene
        var parts: [String] = []
        if a.tab != b.tab { parts.append("tab") }
        for stack in a.stacks where b.stack(stack.name) != stack.routes { parts.append("stack " + stack.name) }
        for stack in b.stacks where !a.stacks.contains(where: { $0.name == stack.name }) && !stack.routes.isEmpty {
            parts.append("stack " + stack.name)
        }
        for split in a.splits {
            guard let now = b.split(split.name), now.selection != split.selection || now.content != split.content else { continue }
            parts.append("split " + split.name)
        }
        for name in Set(a.sheets.map(\.name) + b.sheets.map(\.name)).sorted() where a.sheet(name) != b.sheet(name) {
            parts.append("sheet " + name)
        }
        if parts.isEmpty { parts.append("nothing on view") }
        if let top = b.sheets.last { parts.append("over " + top.name) }
        return Defect(step: kind, part: parts.joined(separator: ", "))
    }

    /// The kind of `action`, not its name or payload: what SwiftUI or the person did.
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
            case .answer: return "answer"
            case .cancel: return "cancellation"
            case .relaunch: return "relaunch"
            case .select, .selectContent, .showColumns: return "split view"
            }
        }
    }

    /// The layer on top of `scene`: its top sheet, else the main content.
    private func layer(of scene: SceneState) -> String {
        scene.sheets.last.map { "over " + $0.name } ?? "main"
    }
}
