import ModelChecker

// What a violation is a defect of, in an app's terms: the kind of the failing step (a swipe-down, an
// entry point, a tap with its role) and where the user meets the broken state: the sheet on top, or
// the stack on view.

extension AppMachine {
    /// The defect of a violation (``StateMachine/defect(of:message:before:step:after:)``), from what the
    /// machine knows of the app, never from the message's words:
    ///
    /// - the step's kind (``stepKind(_:before:)``): `swipe-down` for the system's dismissal (and the
    ///   binding write that ends it), `entry` for a link, a notification, a handoff or a quick action
    ///   alike, `tap: push` for an intent whose role is a push (the role and what an answer ends are
    ///   known only for a step property, which sees the state before); `state` for an initial state;
    /// - the part: where the user meets the broken state, after the step: the sheet on top
    ///   (`sheet editor`), else the stack of the top screen on view (`stack recipes`); for a fault,
    ///   where the step was taken. What the step changed on the way (a stack that was already as the
    ///   step leaves it, or not) does not split one defect in two.
    public func defect(of property: String, message: String, before: State?, step: Action?, after: State?) -> Defect {
        let kind = step.map { stepKind($0, before: before) } ?? "state"
        if let after { return Defect(step: kind, part: place(of: after.snapshot.scene)) }
        return Defect(step: kind, part: "fault in " + (before.map { place(of: $0.snapshot.scene) } ?? "launch"))
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
            case .answer(let k):
                // The binding write that ends a swipe-down is the swipe's own step.
                guard let before, k < before.snapshot.scene.pending.count,
                      before.snapshot.scene.pending[k].startedBy?.hasPrefix("swipeDown(") == true else { return "answer" }
                return "swipe-down"
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
