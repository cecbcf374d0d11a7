import ModelChecker

// Enabledness, origins, settledness: which actions a state offers, whose action each is, and when a
// state is at rest or within bounds.

extension AppMachine {
    public func isEnabled(_ action: Action, in state: State) -> Bool {
        // No touch while a swiped sheet's dismissal runs (``isDismissalRunning(_:)``).
        if !state.snapshot.scene.pending.isEmpty, isTouch(action), isDismissalRunning(state.snapshot.scene) { return false }
        switch action {
        case .user(let intent): return app.isOnScreen(intent, in: state.snapshot)
        case .system(let system): return reader.isEnabled(system, in: state.snapshot.scene)
        }
    }

    /// The rules of the system's actions as the generic machine had them: the reference the compiled
    /// reader's (``SceneReader/isEnabled(_:in:)``) is proven equal to (``SceneCodeRoundTrip``).
    func isEnabledGeneric(_ system: SystemAction, in s: SceneState) -> Bool {
        let action = Action.system(system)
        switch action {
        case .user:
            return false
        case .system(.back(let name)), .system(.edgeSwipeBack(let name)):
            if let split = isSplitBackEnabled(name, in: s) { return split }
            guard let stack = s.stacks.first(where: { $0.name == name }), !stack.routes.isEmpty, !stack.backHidden,
                  let declared = declaredStack(name) else { return false }
            return takesTouches(declared, in: s)
        case .system(.longPressBack(let name, let depth)):
            return s.stack(name).count >= depth + 2 && isEnabledGeneric(.back(name), in: s)
        case .system(.tapTab(let tab)):
            // A TabView under screens pushed on the stack around it is covered; a bar of the app's own says itself.
            return s.topLayer == scene.tabBar?.sheet && !s.tabBarHidden && (scene.tabBar?.shown.map { $0(s.sizeClass).contains(tab) } ?? true)
                && (scene.tabBar?.custom == true || !isTabBarCovered(s)) && scene.tabBar?.exists(in: s.sizeClass, s.branches) != false
        case .system(.swipeDown(let name)):
            guard let top = s.sheets.last else { return false }
            return top.name == name && top.style == .sheet && !top.dismissDisabled
        case .system(.openURL), .system(.entry):
            return true
        case .system(.resize(let c)):
            return c != s.sizeClass
        case .system(.answer(let k)):
            return k < s.pending.count
        case .system(.cancel(let k)):
            guard k < s.pending.count else { return false }
            let p = s.pending[k]
            return p.cancellation == .either && (p.cancelled || !p.ownerVisible)
        case .system(.relaunch(let kind)):
            return isRelaunchEnabled(kind, in: s)
        case .system(.select), .system(.selectContent), .system(.showColumns):
            guard case .system(let split) = action else { return false }
            return isSplitActionEnabled(split, in: s)
        }
    }

    public func origin(of action: Action) -> ActionOrigin {
        switch action {
        case .user(let intent): app.origin(of: intent)
        // The system ends the process whenever it likes, work pending or not.
        case .system(.answer), .system(.cancel), .system(.relaunch): .system
        case .system: .user
        }
    }

    /// At rest when no work is pending.
    public func isSettled(_ state: State) -> Bool { state.snapshot.scene.pending.isEmpty }

    public func isWithinBounds(_ state: State) -> Bool {
        state.snapshot.scene.pending.count <= scene.maxPendingEffects && app.isWithinBounds(state.snapshot)
    }
}
