import ModelChecker
import NavigationModel

// A relaunch: the process ends (memory gone: the store, the pending work, the presented sheets), a
// fresh store reads back what survives through the app's own decode path, and the launch's hooks and
// `.task`s run. After every other step the app saves what it declares.

extension AppMachine {
    /// The relaunches a scene offers: none unless it declares what survives; the plain one, the one
    /// that destroys the scene when something is kept as `@SceneStorage`, and the declared variants.
    static func relaunchActions(of scene: Scene<App.Store>) -> [SystemAction] {
        let restoration = scene.restoration
        guard !restoration.saved.isEmpty else { return [] }
        var kinds: [Relaunch] = [.processEnded]
        if restoration.saved.contains(where: { $0.kind == .sceneStorage }) { kinds.append(.sceneDestroyed) }
        kinds += restoration.saved.filter { restoration.damaged.contains($0.key) }.map { .damaged($0.key) }
        for (key, samples) in restoration.olderFormats where restoration.saved.contains(where: { $0.key == key }) {
            kinds += samples.indices.map { .olderFormat(key, $0) }
        }
        return kinds.map(SystemAction.relaunch)
    }

    /// A damaged relaunch needs data to damage; the others are always offered.
    func isRelaunchEnabled(_ kind: Relaunch, in scene: SceneState) -> Bool {
        guard case .damaged(let key) = kind else { return true }
        return scene.relaunch.saved(key)?.text?.isEmpty == false
    }

    /// Saves every declared key after a step: the text the app writes, or, when it skips the save, the
    /// text it had, marked stale. What a launch could not read is said only in the state the launch
    /// reaches.
    func save(_ world: AppWorld<App>) {
        let declared = scene.restoration.saved
        if world.relaunch.saved.count != declared.count {
            world.relaunch.saved = declared.map { SavedData(key: $0.key, kind: $0.kind, saved: nil) }
        }
        // Written only where it changed: the saved data is shared with the state the step left until then.
        for (i, d) in declared.enumerated() {
            let text = d.save(world.store), was = world.relaunch.saved[i]
            if let text {
                if was.saved != text || was.stale {
                    world.relaunch.saved[i].saved = text
                    world.relaunch.saved[i].stale = false
                }
            } else if !was.stale {
                world.relaunch.saved[i].stale = true
            }
        }
        if !world.relaunch.unreadable.isEmpty { world.relaunch.unreadable = [] }
        if !world.relaunch.handled.isEmpty { world.relaunch.handled = [] }
    }

    /// The text each key holds at a launch after `kind`: nil where nothing survives.
    func textsAtLaunch(after kind: Relaunch, from saved: [SavedData]) -> [SavedText?] {
        if case .processEnded = kind, saved.count == scene.restoration.saved.count { return saved.map(\.saved) }
        return scene.restoration.saved.enumerated().map { i, d -> SavedText? in
            guard d.kind.survives(kind), i < saved.count else { return nil }
            switch kind {
            case .damaged(let key) where key == d.key: return saved[i].text.map { SavedText($0.damaged) }
            case .olderFormat(let key, let k) where key == d.key:
                return scene.restoration.olderFormats.first { $0.key == key }
                    .flatMap { k < $0.samples.count ? SavedText($0.samples[k]) : nil }
            default: return saved[i].saved
            }
        }
    }

    /// The fingerprint of the snapshot's own fingerprint: a kept launch's is worked out once, when it is
    /// kept (every relaunch that reads the same texts reaches it).
    public func fingerprint(of state: State, into fingerprinter: inout Fingerprinter) {
        let launched = (state.keptStore?.value as? AppWorld<App>)?.launchFingerprint
        fingerprinter.combine(launched ?? snapshotFingerprint(state.snapshot))
    }

    /// The fingerprint of `snapshot` as ``ReferenceStoreMachine`` gives it.
    func snapshotFingerprint(_ snapshot: Snapshot) -> UInt64 {
        var own = Fingerprinter()
        fingerprint(snapshot: snapshot, into: &own)
        return own.value
    }

    /// The process ends and the app launches again: `world` becomes the launch that reads what it saved
    /// (``launch(after:from:sizeClass:)``).
    func relaunch(_ kind: Relaunch, _ world: AppWorld<App>) throws {
        let launch = try launch(after: kind, from: world.relaunch.saved, sizeClass: world.sizeClass)
        if !launch.kept {
            world.take(launch.world)
        } else if let store = app.copy(of: launch.world.store) {
            world.take(launch.world.copy(with: store))
        } else {
            // The kept world is never changed: a launch of this world's own.
            world.take(try self.launch(after: kind, from: world.relaunch.saved, sizeClass: world.sizeClass, kept: false).world)
        }
    }

    /// A relaunch from a state whose store is kept: the kept launch itself, with no store reached, copied
    /// or snapshotted (a relaunch reads only the saved texts and the size class of the state it leaves).
    /// A resize that the built-ins across a size change already ran from this state: the state it
    /// reached, kept until the search asks for it.
    public func knownSuccessor(of state: State, by action: Action) throws -> State? {
        if case .system(.resize(let sizeClass)) = action { return resizes.takeSuccessor(of: state, to: sizeClass) }
        guard case .system(.relaunch(let kind)) = action, state.keptStore != nil else { return nil }
        let s = state.snapshot.scene
        let launch = try launch(after: kind, from: s.relaunch.saved, sizeClass: s.sizeClass)
        guard launch.kept else { return nil }
        return StoreState(snapshot: launch.snapshot, trace: [], store: StoreBox(launch.world))
    }

    /// The process ends and the app launches again, reading `saved` after `kind` in `sizeClass`: a fresh
    /// store reads back what survives (a decode that throws runs the app's `onDamaged`, or is noted as
    /// unreadable; a ``Fault`` is a crash at launch), the launch runs its hooks and tasks, and the app
    /// saves. Run once per check for what it reads, and kept when its store can be copied (unless
    /// `kept` is false: a launch of the caller's own, which it may change).
    func launch(after kind: Relaunch, from saved: [SavedData], sizeClass: SizeClass?, kept: Bool = true) throws -> LaunchCache<App>.Launch {
        let texts = textsAtLaunch(after: kind, from: saved)
        let key = LaunchCache<App>.Key(kind: kind, texts: texts, sizeClass: sizeClass)
        if kept, let launched = launches.launch(for: key) { return launched }
        let world = AppWorld<App>(store: app.makeStore(), sizeClass: sizeClass)
        var unreadable: [SavedData] = [], handled: [String] = []
        for (d, saved) in zip(scene.restoration.saved, texts) {
            world.relaunch.saved.append(SavedData(key: d.key, kind: d.kind, saved: saved))
            guard let saved else { continue }
            let text = saved.text
            do {
                try d.load(&world.store, text)
            } catch let fault as Fault {
                throw fault
            } catch {
                unreadable.append(SavedData(key: d.key, kind: d.kind, saved: saved))
                if let onDamaged = d.onDamaged {
                    onDamaged(&world.store, text)
                    handled.append(d.key)
                }
            }
        }
        launch(world)
        world.relaunch.unreadable = unreadable
        world.relaunch.handled = handled
        let launched = LaunchCache<App>.Launch(world: world, snapshot: snapshot(of: world),
                                               kept: kept && app.copy(of: world.store) != nil)
        if launched.kept {
            // Not where a symmetry's representative may keep this world beside another snapshot.
            if app.symmetry == nil { world.launchFingerprint = snapshotFingerprint(launched.snapshot) }
            launches.keep(launched, for: key)
        }
        return launched
    }
}

extension AppWorld {
    /// Becomes `launched`: the process that held this world ended. Every field but the launch's
    /// fingerprint (``copy(with:)`` uses it too: a new field goes here).
    func take(_ launched: AppWorld) {
        store = launched.store
        sizeClass = launched.sizeClass
        pending = launched.pending
        visible = launched.visible
        presented = launched.presented
        items = launched.items
        dismissing = launched.dismissing
        shownItems = launched.shownItems
        taskIDs = launched.taskIDs
        shownSheets = launched.shownSheets
        columnVisibility = launched.columnVisibility
        nodes = launched.nodes
        relaunch = launched.relaunch
    }
}

/// The launches relaunches gave, by what they read: a launch depends only on the relaunch, the saved
/// texts and the size class (a fresh store from `makeStore()`, which is deterministic), so each is run
/// once per check and shared after (for a store that can be copied). The worlds kept are never changed.
final class LaunchCache<App: SwiftUIApp>: @unchecked Sendable {
    struct Key: Hashable {
        let kind: Relaunch
        let texts: [SavedText?]
        let sizeClass: SizeClass?
    }
    /// A launched world and its snapshot; `kept` when its store can be copied (and so is kept).
    struct Launch {
        let world: AppWorld<App>
        let snapshot: AppState<App.Snapshot>
        let kept: Bool
    }
    private let launches = Locked<[Key: Launch]>([:])

    /// The launch for `key`, if any.
    func launch(for key: Key) -> Launch? { launches.withLock { $0[key] } }
    /// Keeps `launch` for `key`.
    func keep(_ launch: Launch, for key: Key) { launches.withLock { $0[key] = launch } }
}
