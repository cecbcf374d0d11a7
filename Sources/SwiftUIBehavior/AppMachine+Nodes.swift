import ModelChecker
import NavigationModel

// The view tree's nodes after a step (``Scene/init(_:)``): a node exists while the branch of every
// size-class switch above it is taken and its sheet is presented; it is on view while one of its
// screens is. A node that comes on view runs `onAppear` and starts its `.task`; one that goes off view
// runs `onDisappear` and its task is cancelled as the task says; one that stops existing loses its
// `@State`; `onChange(of:)` runs in the step that changed the value, while the node is on view.

/// A node of the view tree with hooks or `@State` of its own, lowered for the machine (a class, as
/// ``StackDeclaration`` is).
final class NodeDeclaration<Store> {
    let name: String
    /// The places of the screens inside it (`recipes`, `sidebar:exercises`, `tab:home`, `root`): it is
    /// on view while one of them is.
    let places: Set<String>
    /// When it exists, by the size class (nil: always).
    let exists: ((SizeClass?) -> Bool)?
    /// The branches of the switches over the store it is in (``Branched``).
    let cases: [BranchCase]
    /// The sheet it is in (nil: the main content): it exists only while that sheet's binding is set.
    let sheet: String?
    let hooks: NodeHooks<Store>
    /// The owner of its tasks: `node:name`.
    let screen: Screen
    /// The split view's column it is in, which decides when it is on view (nil: its places do).
    var column: ColumnPlace?
    /// The pushed screen it is part of: it exists while its stack holds that screen (nil: always).
    var pushedOn: PushedScreen?
    /// The stack whose root screen it is part of (a view in a `navigationStack`'s `root:` that declares
    /// no stack of its own): on view while that stack shows its root.
    var rootOf: String?

    init(name: String, places: Set<String>, exists: ((SizeClass?) -> Bool)?, cases: [BranchCase] = [], sheet: String?,
         hooks: NodeHooks<Store>) {
        self.name = name
        self.places = places
        self.exists = exists
        self.cases = cases
        self.sheet = sheet
        self.hooks = hooks
        screen = Screen(place: "node:" + name, depth: 0, route: nil)
    }
}

/// A node's hooks, as the tree's modifiers declared them.
struct NodeHooks<Store> {
    var onAppear: [(inout Store) -> Void] = []
    var onDisappear: [(inout Store) -> Void] = []
    var tasks: [(Store) -> ScreenTask<Store>?] = []
    var onChange: [OnChangeHook<Store>] = []
    /// Each `@State`'s reset to its initial value, when the node stops existing.
    var states: [(inout Store) -> Void] = []

    var isEmpty: Bool { onAppear.isEmpty && onDisappear.isEmpty && tasks.isEmpty && onChange.isEmpty && states.isEmpty }
}

/// `onChange(of:)` of a store property, type-erased.
struct OnChangeHook<Store> {
    let read: (Store) -> AnyHashable
    let run: (inout Store, AnyHashable, AnyHashable) -> Void
    let initial: Bool
}

/// What each node was when the last settle ended: whether it existed and was on view, and the values
/// its `onChange(of:)` hooks last saw (derived from the store and the scene, so a restored state
/// recomputes them).
struct NodeStates {
    var exists: [Bool] = []
    var onView: [Bool] = []
    var seen: [[AnyHashable]] = []
}

extension AppMachine {
    func nodeExists(_ node: NodeDeclaration<App.Store>, _ world: AppWorld<App>) -> Bool {
        node.exists(in: world.sizeClass, branches(of: world.store)) && (node.sheet.map { world.items[$0] != nil } ?? true)
            && (node.pushedOn.map { isPushed($0, world) } ?? true)
    }

    func nodeOnView(_ node: NodeDeclaration<App.Store>, _ world: AppWorld<App>) -> Bool {
        if let column = node.column { return isColumnOnView(column, world) }
        if let stack = node.rootOf { return world.visible.contains { $0.place == stack && $0.depth == 0 } }
        return world.visible.contains { node.places.contains($0.place) }
    }

    /// Brings the nodes up to date after a step; returns whether a hook ran (it may change the store).
    func settleNodes(_ world: AppWorld<App>) -> Bool {
        let count = scene.nodes.count
        if world.nodes.exists.count != count {
            world.nodes = NodeStates(exists: Array(repeating: false, count: count), onView: Array(repeating: false, count: count),
                                     seen: Array(repeating: [], count: count))
        }
        var ran = false
        for (i, node) in scene.nodes.enumerated() {
            let exists = nodeExists(node, world)
            let onView = exists && nodeOnView(node, world)
            let hooks = node.hooks
            if world.nodes.onView[i] && !onView {
                for hook in hooks.onDisappear { hook(&world.store); ran = true }
                world.cancelPending { $0.effect.owner == node.screen && $0.effect.cancellation == .withScreen }
                world.taskIDs[node.screen] = nil
                world.nodes.seen[i] = []
            }
            if world.nodes.exists[i] && !exists {
                // A node destroyed (structural identity: the other branch of an `if`) loses its @State.
                for reset in hooks.states { reset(&world.store); ran = true }
            }
            if !world.nodes.onView[i] && onView {
                for hook in hooks.onAppear { hook(&world.store); ran = true }
                for task in hooks.tasks { if let t = task(world.store) { start(t, for: node.screen, in: world) } }
                world.nodes.seen[i] = hooks.onChange.map { $0.read(world.store) }
                for (k, change) in hooks.onChange.enumerated() where change.initial {
                    let value = world.nodes.seen[i][k]
                    change.run(&world.store, value, value)
                    ran = true
                }
            } else if onView {
                ran = runChanges(node, i, world) || ran
                restartTasks(node, world)
            }
            world.nodes.exists[i] = exists
            world.nodes.onView[i] = onView
        }
        // A handler that wrote a value another `onChange(of:)` watches runs that one in the same step
        // (SwiftUI's next update comes before any touch), a few rounds at most.
        for _ in 0..<3 where ran {
            var again = false
            for (i, node) in scene.nodes.enumerated() where world.nodes.onView[i] && !node.hooks.onChange.isEmpty {
                again = runChanges(node, i, world) || again
            }
            if !again { break }
        }
        for i in world.pending.indices {
            guard let owner = world.pending[i].effect.owner, owner.place.hasPrefix("node:"),
                  let k = scene.nodes.firstIndex(where: { $0.screen == owner }) else { continue }
            world.pending[i].effect.ownerVisible = world.nodes.onView[k]
        }
        return ran
    }

    /// Resets the `@State` of each node the step destroyed (the other branch of a switch taken), before
    /// the sheets are brought up to date; returns whether one was reset.
    func resetDestroyedNodes(_ world: AppWorld<App>) -> Bool {
        guard world.nodes.exists.count == scene.nodes.count else { return false }
        var ran = false
        for (i, node) in scene.nodes.enumerated() where world.nodes.exists[i] && !node.hooks.states.isEmpty && !nodeExists(node, world) {
            for reset in node.hooks.states { reset(&world.store) }
            world.nodes.exists[i] = false
            ran = true
        }
        return ran
    }

    /// `onChange(of:)`: each value that differs from the one the node last saw runs its handler with
    /// both, in the step that changed it.
    private func runChanges(_ node: NodeDeclaration<App.Store>, _ i: Int, _ world: AppWorld<App>) -> Bool {
        var ran = false
        for (k, change) in node.hooks.onChange.enumerated() {
            let now = change.read(world.store), old = world.nodes.seen[i][k]
            guard now != old else { continue }
            world.nodes.seen[i][k] = now
            change.run(&world.store, old, now)
            ran = true
        }
        return ran
    }

    /// `.task(id:)` of a node: a changed id cancels the task (as its cancellation says) and starts it again.
    private func restartTasks(_ node: NodeDeclaration<App.Store>, _ world: AppWorld<App>) {
        guard let was = world.taskIDs[node.screen] else { return }
        for task in node.hooks.tasks {
            guard let t = task(world.store), let id = t.id?(world.store), id != was else { continue }
            world.cancelPending { $0.effect.owner == node.screen && $0.taskID != nil && $0.effect.cancellation == .withScreen }
            for i in world.pending.indices where world.pending[i].effect.owner == node.screen && world.pending[i].taskID != nil {
                if world.pending[i].effect.cancellation == .either { world.pending[i].effect.cancelled = true }
            }
            start(t, for: node.screen, in: world)
        }
    }

    /// The names of the nodes that exist in `world`, in tree order.
    func liveNodes(of world: AppWorld<App>) -> [String] {
        scene.nodes.filter { nodeExists($0, world) }.map { $0.name }
    }

    /// Sets a restored world's node states from its store and scene (the values `onChange` last saw
    /// are the store's: a settle leaves none unseen).
    func restoreNodes(into world: AppWorld<App>) {
        var states = NodeStates()
        for node in scene.nodes {
            let exists = nodeExists(node, world), onView = exists && nodeOnView(node, world)
            states.exists.append(exists)
            states.onView.append(onView)
            states.seen.append(onView ? node.hooks.onChange.map { $0.read(world.store) } : [])
            if onView { for task in node.hooks.tasks { if let id = task(world.store)?.id?(world.store) { world.taskIDs[node.screen] = id } } }
        }
        world.nodes = states
    }
}
