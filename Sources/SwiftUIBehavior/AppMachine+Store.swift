import ModelChecker

// The store: the world a check starts from, its snapshot, and how a state is reached again (a copy
// of the world, or a fresh one restored to the snapshot).

extension AppMachine {
    public func makeStore() -> AppWorld<App> {
        if let isolation {
            isolation.preconditionIsolated("""
                NavCheck: \(app.name)'s conformance to SwiftUIApp is isolated to \(type(of: isolation)), but the check \
                runs elsewhere: call checkNavigation (or XCTAssertNavigationHolds) from a test isolated to that \
                actor (mark it @\(type(of: isolation))), and do not move the machine to another task or thread
                """)
        }
        let world = AppWorld<App>(store: app.makeStore(), sizeClass: scene.readsSizeClass ? app.profile.initialSizeClass : nil)
        launch(world)
        if !scene.switches.isEmpty, let fault = unknownBranch(in: world) {
            preconditionFailure("NavCheck: at \(app.name)'s launch, \(fault.message)")
        }
        answerLaunchWork(world)
        return world
    }

    /// A launch of `world`'s store: what appears runs its hooks and starts its tasks (on iOS 17 every
    /// tab's first screen appears), and what survives a relaunch is saved.
    func launch(_ world: AppWorld<App>) {
        let taken = branches(of: world.store)
        if app.osVersion == .iOS17, let bar = scene.tabBar, bar.sheet == nil, bar.route == nil, bar.exists(in: world.sizeClass, taken) {
            // iOS 17 builds every tab at launch: the other tabs' first screens run their onAppear.
            let selected = bar.selected(world.store)
            for tab in bar.names where tab != selected {
                for stack in scene.stacks where stack.tab == tab && stack.sheet == nil && stack.exists(in: world.sizeClass, taken) {
                    stack.hooks.onAppear?(&world.store, stack.routes(world.store).count)
                }
            }
        }
        settle(world, before: [])
        if !scene.restoration.saved.isEmpty { save(world) }
    }

    public func snapshot(of world: AppWorld<App>) -> AppState<App.Snapshot> {
        AppState(model: app.snapshot(of: world.store), scene: readSceneState(of: world))
    }

    public func copy(of world: AppWorld<App>) -> AppWorld<App>? {
        app.copy(of: world.store).map(world.copy(with:))
    }

    /// How the states of a class store are reached (copy, restore or replay), and for replay why the
    /// store is not copied field by field: said when a check is cut short.
    public var reachNote: String? {
        guard App.Store.self is AnyObject.Type else { return nil }
        let store = app.makeStore()
        if app.copy(of: store) != nil {
            return "States were reached by copying each \(App.Store.self) (copy(of:): field by field by default), the quickest way."
        }
        var fresh = app.makeStore()
        if app.restore(app.snapshot(of: store), into: &fresh) {
            return "States were reached by restore(_:into:), and those with work pending by replaying from the nearest one without."
        }
        let why = StoredFieldCopy.reason(type(of: store as AnyObject)).map { ": \($0)" } ?? ""
        return "States were reached by replaying their actions on a fresh \(App.Store.self), a step per action: it is not copied "
            + "field by field\(why). Write restore(_:into:) (or copy(of:)) to reach them quicker."
    }

    /// A copy of a class store must have the original's snapshot, which the state keeps (a value
    /// store's copy is the value).
    public func checkCopy(_ copy: AppWorld<App>, snapshot: AppState<App.Snapshot>) throws {
        guard App.Store.self is AnyObject.Type else { return }
        let copied = app.snapshot(of: copy.store), was = snapshot.model
        guard copied == was else {
            throw Fault("copy(of:) of \(app.name) gave a store whose snapshot is \(copied), not \(was): "
                + "the copy must hold every part of the store the snapshot reads. A class store is copied field by field by "
                + "default (StoredFieldCopy), and state kept in a closure or another object is not copied: write "
                + "copy(of:) or restore(_:into:) for it, or return nil from copy(of:) to have states replayed")
        }
    }

    /// Sets a fresh world to `snapshot` when nothing is pending in it (pending work holds closures a
    /// snapshot cannot give back) and the app can restore its store.
    public func restore(_ snapshot: AppState<App.Snapshot>, into world: AppWorld<App>) -> Bool {
        let s = snapshot.scene
        guard s.pending.isEmpty, app.restore(snapshot.model, into: &world.store) else { return false }
        world.sizeClass = s.sizeClass
        world.pending = []
        world.visible = s.visible
        world.shownSheets = s.sheets.map { $0.name }
        world.presented = s.sheets.map { $0.name } + s.hiddenSheets
        world.dismissing = []
        world.items = [:]
        for sheet in scene.sheets { world.items[sheet.name] = sheet.presented(world.store) }
        world.shownItems = [:]
        for sheet in s.sheets where world.items[sheet.name].map({ $0 != sheet.item }) == true { world.shownItems[sheet.name] = sheet.item }
        world.taskIDs = [:]
        world.relaunch = s.relaunch
        if !scene.splits.isEmpty { restoreSplits(s, into: world) }
        if !scene.nodes.isEmpty { restoreNodes(into: world) }
        for screen in s.visible {
            if let id = hooks(of: screen).task?(world.store, screen.depth)?.id?(world.store) { world.taskIDs[screen] = id }
        }
        return true
    }
}
