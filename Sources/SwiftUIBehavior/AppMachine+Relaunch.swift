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
            world.relaunch.saved = declared.map { SavedData(key: $0.key, kind: $0.kind, text: nil) }
        }
        for (i, d) in declared.enumerated() {
            if let text = d.save(world.store) {
                world.relaunch.saved[i].text = text
                world.relaunch.saved[i].stale = false
            } else {
                world.relaunch.saved[i].stale = true
            }
        }
        world.relaunch.unreadable = []
        world.relaunch.handled = []
    }

    /// The text each key holds at a launch after `kind`: nil where nothing survives.
    func textsAtLaunch(after kind: Relaunch, from saved: [SavedData]) -> [String?] {
        scene.restoration.saved.enumerated().map { i, d -> String? in
            guard d.kind.survives(kind), i < saved.count else { return nil }
            switch kind {
            case .damaged(let key) where key == d.key: return saved[i].text?.damaged
            case .olderFormat(let key, let k) where key == d.key:
                return scene.restoration.olderFormats.first { $0.key == key }.flatMap { k < $0.samples.count ? $0.samples[k] : nil }
            default: return saved[i].text
            }
        }
    }

    /// The process ends and the app launches again: a fresh store reads back what survives (a decode
    /// that throws runs the app's `onDamaged`, or is noted as unreadable; a ``Fault`` is a crash at
    /// launch), the launch runs its hooks and tasks, and the app saves.
    func relaunch(_ kind: Relaunch, _ world: AppWorld<App>) throws {
        let texts = textsAtLaunch(after: kind, from: world.relaunch.saved)
        let key = LaunchCache<App>.Key(kind: kind, texts: texts, sizeClass: world.sizeClass)
        if let launched = launches.world(for: key), let store = app.copy(of: launched.store) {
            world.take(launched.copy(with: store))
            return
        }
        let fresh = AppWorld<App>(store: app.makeStore(), sizeClass: world.sizeClass)
        var unreadable: [SavedData] = [], handled: [String] = []
        for (d, text) in zip(scene.restoration.saved, texts) {
            fresh.relaunch.saved.append(SavedData(key: d.key, kind: d.kind, text: text))
            guard let text else { continue }
            do {
                try d.load(&fresh.store, text)
            } catch let fault as Fault {
                throw fault
            } catch {
                unreadable.append(SavedData(key: d.key, kind: d.kind, text: text))
                if let onDamaged = d.onDamaged {
                    onDamaged(&fresh.store, text)
                    handled.append(d.key)
                }
            }
        }
        world.take(fresh)
        launch(world)
        world.relaunch.unreadable = unreadable
        world.relaunch.handled = handled
        if let store = app.copy(of: world.store) { launches.keep(world.copy(with: store), for: key) }
    }
}

extension AppWorld {
    /// Becomes `launched`: the process that held this world ended.
    func take(_ launched: AppWorld) {
        store = launched.store
        sizeClass = launched.sizeClass
        pending = launched.pending
        visible = launched.visible
        presented = launched.presented
        items = launched.items
        dismissing = launched.dismissing
        taskIDs = launched.taskIDs
        shownSheets = launched.shownSheets
        columnVisibility = launched.columnVisibility
        nodes = launched.nodes
        relaunch = launched.relaunch
    }
}

/// The worlds relaunches gave, by what they read: a launch depends only on the relaunch, the saved texts
/// and the size class (a fresh store from `makeStore()`, which is deterministic), so each is run once
/// per check and copied after (for a store that can be copied). The worlds kept are never changed.
final class LaunchCache<App: SwiftUIApp>: @unchecked Sendable {
    struct Key: Hashable {
        let kind: Relaunch
        let texts: [String?]
        let sizeClass: SizeClass?
    }
    private let worlds = Locked<[Key: AppWorld<App>]>([:])

    /// The world launched for `key`, if any.
    func world(for key: Key) -> AppWorld<App>? { worlds.withLock { $0[key] } }
    /// Keeps `world` as the launch for `key`.
    func keep(_ world: AppWorld<App>, for key: Key) { worlds.withLock { $0[key] = world } }
}
