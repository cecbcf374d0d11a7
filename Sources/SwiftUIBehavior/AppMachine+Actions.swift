import ModelChecker

// Taking a step: the app's own intents and SwiftUI's actions on the world, and the work they leave
// pending.

extension AppMachine {
    public func perform(_ action: Action, on world: AppWorld<App>) throws {
        if case .system(.relaunch(let kind)) = action { return try relaunch(kind, world) }
        let before = world.visible
        if origin(of: action) != .system {
            for i in world.pending.indices { world.pending[i].effect.interleaved = true }
        }
        switch action {
        case .user(let intent):
            var effects = Effects<App.Store>()
            try app.perform(intent, on: &world.store, effects: &effects)
            if !effects.started.isEmpty { start(effects, owner: topScreenOnView(of: world), startedBy: label(of: intent), in: world) }
        case .system(let system):
            try perform(system, on: world)
        }
        settle(world, before: before)
        if !scene.switches.isEmpty, let fault = unknownBranch(in: world) { throw fault }
        if !scene.restoration.saved.isEmpty { save(world) }
    }

    func perform(_ action: SystemAction, on world: AppWorld<App>) throws {
        switch action {
        case .back(let name), .edgeSwipeBack(let name):
            if performSplit(action, on: world) { return }
            declaredStack(name)?.pop(&world.store)
        case .longPressBack(let name, let depth):
            declaredStack(name)?.popTo(&world.store, depth)
        case .tapTab(let name):
            guard let bar = scene.tabBar, let index = bar.names.firstIndex(of: name) else { return }
            let retap = bar.selected(world.store) == name
            bar.select(&world.store, index)
            guard retap else { return }
            if systemPopsOnRetap(bar) {
                for stack in scene.stacks where stack.tab == name && stack.sheet == bar.sheet { stack.popTo(&world.store, 0) }
            }
            bar.retap.perform?(&world.store)
        case .swipeDown(let name):
            world.dismissing.insert(name)
            guard let sheet = declaredSheet(name) else { return }
            world.pending.append(.init(effect: PendingEffect(name: PendingWork.dismissal(of: name).name, owner: nil, cancellation: .never,
                                                             ownerVisible: true, startedBy: action.description),
                                       answer: sheet.dismiss, dismissal: name))
        case .openURL(let url), .entry(.url, let url):
            try enter(.url, url, action, world)
        case .entry(let kind, let id):
            try enter(kind, id, action, world)
        case .resize(let sizeClass):
            world.sizeClass = sizeClass
            if let handler = scene.sizeClass?.onChange {
                world.pending.append(.init(effect: PendingEffect(name: PendingWork.sizeClassChange(to: sizeClass).name, owner: nil,
                                                                 cancellation: .never, ownerVisible: true,
                                                                 startedBy: action.description),
                                           answer: { store in handler(&store, sizeClass) }))
            }
        case .answer(let k):
            guard k < world.pending.count else { return }
            let pending = world.pending.remove(at: k)
            try pending.answer(&world.store)
            if let sheet = pending.dismissal {
                world.dismissing.remove(sheet)
                if scene.dismissalTiming[sheet] != nil { world.endedDismissals.insert(sheet) }
            }
        case .cancel(let k):
            guard k < world.pending.count else { return }
            if let caught = world.pending[k].onceCancelled { world.pending[k] = caught } else { world.pending.remove(at: k) }
        case .select, .selectContent, .showColumns:
            _ = performSplit(action, on: world)
        case .relaunch(let kind):
            try relaunch(kind, world)
        }
    }

    /// A link (or another entry point) arrives: the app's handler runs with it.
    func enter(_ kind: EntryKind, _ id: String, _ action: SystemAction, _ world: AppWorld<App>) throws {
        var effects = Effects<App.Store>()
        try scene.entries.first { $0.kind == kind }?.handle(&world.store, id, &effects)
        // Work a link starts belongs to no screen: the link may navigate once it answers.
        start(effects, owner: nil, startedBy: action.description, in: world)
    }

    func start(_ effects: Effects<App.Store>, owner: Screen?, startedBy: String, in world: AppWorld<App>) {
        for e in effects.started {
            world.pending.append(.init(effect: PendingEffect(name: e.name, owner: owner, cancellation: e.cancellation,
                                                             ownerVisible: true, startedBy: startedBy, navigates: e.navigates),
                                       answer: e.answer, onCancel: e.onCancel.code))
        }
    }
}
