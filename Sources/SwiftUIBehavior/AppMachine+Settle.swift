import ModelChecker

// After a step: the sheets' order of presentation, `onDismiss`, `onDisappear` and `onAppear`, `.task`
// and `.task(id:)`, until what is on view stops changing.

extension AppMachine {
    /// After a step: the sheets' order of presentation is brought up to date (and `onDismiss` runs
    /// for each sheet gone); the screens that went off view run `onDisappear`, and their tasks are
    /// cancelled as their cancellation says (the `catch` code a task declares is left pending); the
    /// screens that came on view run `onAppear` and start their `.task`; a `.task(id:)` whose id
    /// changed starts again. Repeated while a hook changes what is on view (at most four rounds). A node
    /// the step destroyed loses its `@State` first, so that a sheet whose binding it held goes with it.
    func settle(_ world: AppWorld<App>, before: [Screen]) {
        var previous = before
        let shownBefore = world.shownSheets
        for _ in 0..<4 {
            var changed = !scene.nodes.isEmpty && resetDestroyedNodes(world)
            changed = updatePresentation(world) || changed
            if !world.columnVisibility.isEmpty { forgetDestroyedSplits(world) }
            let sheets = shownSheets(of: world)
            world.shownSheets = sheets.map { reader.sheets[$0].name }
            let now = readScreens(of: world, shown: sheets)
            world.visible = now
            // Most steps change nothing on view (a tap deeper in a stack changes one screen): the
            // lists are short, and each loop below is skipped when it has nothing to do.
            let gone = previous == now ? [] : previous.filter { !now.contains($0) }
            let appeared = previous == now ? [] : now.filter { !previous.contains($0) }
            if !world.pending.isEmpty {
                for i in world.pending.indices {
                    if let owner = world.pending[i].effect.owner { world.pending[i].effect.ownerVisible = now.contains(owner) }
                }
                if !gone.isEmpty {
                    world.cancelPending { p in
                        p.effect.cancellation == .withScreen && p.effect.owner.map(gone.contains) == true
                    }
                }
            }
            for screen in gone {
                world.taskIDs[screen] = nil
                if let hook = hooks(of: screen).onDisappear {
                    hook(&world.store, screen.depth, screen.route)
                    changed = true
                }
            }
            for screen in appeared where !isBackFromACover(screen, shownBefore: shownBefore, now: world.shownSheets) {
                let hooks = self.hooks(of: screen)
                if let hook = hooks.onAppear {
                    hook(&world.store, screen.depth)
                    changed = true
                }
                if let task = hooks.task?(world.store, screen.depth) { start(task, for: screen, in: world) }
            }
            // `.task(id:)`: only a screen whose task was started with an id can start again (a screen's
            // task depends on the screen alone; its id on the store).
            for screen in now where !world.taskIDs.isEmpty && world.taskIDs[screen] != nil && !appeared.contains(screen) {
                guard let task = hooks(of: screen).task?(world.store, screen.depth), let id = task.id?(world.store),
                      id != world.taskIDs[screen] else { continue }
                // The old task is cancelled as its cancellation says, a new one starts.
                world.cancelPending { $0.effect.owner == screen && $0.taskID != nil && $0.effect.cancellation == .withScreen }
                for i in world.pending.indices where world.pending[i].effect.owner == screen && world.pending[i].taskID != nil {
                    if world.pending[i].effect.cancellation == .either { world.pending[i].effect.cancelled = true }
                }
                start(task, for: screen, in: world)
            }
            // The view tree's nodes: their hooks, tasks, `onChange(of:)` and `@State`.
            if !scene.nodes.isEmpty && settleNodes(world) { changed = true }
            // Only a hook (onAppear, onDisappear, onDismiss) can have changed what is on view.
            if !changed { return }
            // A hook that set or cleared a sheet's binding (a launch's `onAppear` that presents a sheet):
            // another round presents or dismisses it in this step.
            if isPresentationOutOfDate(world) {
                previous = now
                continue
            }
            let after = shownSheets(of: world)
            world.shownSheets = after.map { reader.sheets[$0].name }
            if readScreens(of: world, shown: after) == now { return }
            previous = now
        }
    }

    func start(_ task: ScreenTask<App.Store>, for screen: Screen, in world: AppWorld<App>) {
        let id = task.id?(world.store)
        world.taskIDs[screen] = id
        world.pending.append(.init(effect: PendingEffect(name: task.name, owner: screen, cancellation: task.cancellation,
                                                         ownerVisible: true, navigates: task.navigates),
                                   answer: task.answer, taskID: id, onCancel: task.onCancel.code))
    }

    /// Sheets whose binding was cleared leave the order (and run `onDismiss`); newly set ones join it.
    /// Returns whether an `onDismiss` ran (it may change the store).
    func updatePresentation(_ world: AppWorld<App>) -> Bool {
        var ran = false
        var items: [String: String] = [:]
        for sheet in scene.sheets { items[sheet.name] = sheet.presented(world.store) }
        if !scene.dismissalTiming.isEmpty { updateTimedDismissals(world, items) }
        // Nothing presented before or now (most steps): nothing to bring up to date.
        if items.isEmpty && world.presented.isEmpty && world.items.isEmpty && world.dismissing.isEmpty { return false }
        for name in world.presented where items[name] == nil {
            if world.dismissing.contains(name) && scene.dismissalTiming[name] != nil { continue }
            world.dismissing.remove(name)
            if let hook = declaredSheet(name)?.onDismiss {
                hook(&world.store)
                ran = true
            }
        }
        // An item replaced by another: the system dismisses the sheet and presents a new one, onDismiss
        // running in between (Q4).
        for sheet in scene.sheets {
            if let now = items[sheet.name], let was = world.items[sheet.name], was != now, let hook = sheet.onDismiss {
                hook(&world.store)
                ran = true
            }
        }
        if ran {
            items = [:]
            for sheet in scene.sheets { items[sheet.name] = sheet.presented(world.store) }
        }
        world.items = items
        let set = scene.sheets.compactMap { items[$0.name] == nil ? nil : $0.name }
        world.presented = world.presented.filter(set.contains) + set.filter { !world.presented.contains($0) }
        return ran
    }

    /// Whether a sheet's binding differs from what the last ``updatePresentation(_:)`` found.
    func isPresentationOutOfDate(_ world: AppWorld<App>) -> Bool {
        scene.sheets.contains { $0.presented(world.store) != world.items[$0.name] }
    }

    func hooks(of screen: Screen) -> ScreenHooks<App.Store> {
        if screen.place == "root" { return scene.rootAppear }
        // A split view's detail with no row selected shows its placeholder, which has no hooks.
        if screen.depth == 0, screen.route == nil, lookup.splits[screen.place] != nil { return ScreenHooks() }
        if screen.place.hasPrefix("sheet:") {
            return declaredSheet(String(screen.place.dropFirst("sheet:".count)))?.hooks ?? ScreenHooks()
        }
        return declaredStack(screen.place)?.hooks ?? ScreenHooks()
    }
}
