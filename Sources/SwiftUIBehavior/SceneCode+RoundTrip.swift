import ModelChecker
import NavigationModel

// The proof of the first two stages: on every state a machine reaches, the scene state's code decodes
// to the scene state, and two states' codes are equal exactly when their scene states are (the first);
// and the compiled reader (``SceneReader``) reads the state's world as the generic machine reads it: the
// sheets on screen, the screens on view, the top screen and the scene state (the second).

/// What a round trip of the scene states of a machine's reachable states found.
package struct SceneCodeRoundTrip: Sendable {
    /// The states reached (breadth first, up to the bound).
    package var states = 0
    /// The distinct scene states among them.
    package var scenes = 0
    /// The distinct codes among them.
    package var codes = 0
    /// The first states whose code does not decode to their scene state, or whose code another scene
    /// state shares, described (at most a few).
    package var failures: [String] = []
    /// How many scene states did not decode from their codes.
    package var mismatches = 0
    /// How many scene states shared a code with another.
    package var collisions = 0
    /// The worlds whose reads by the compiled reader and by the generic machine were compared, and how
    /// many of them differed.
    package var readsCompared = 0
    package var readMismatches = 0
    /// The bytes of the states' scene states and of their codes, summed over the distinct scene states
    /// (``SceneState/estimatedBytes``, ``SceneCode/bytes``).
    package var sceneBytes = 0
    package var codeBytes = 0
    /// The parts of the scene state seen holding something in at least one state (`sheets`, `pending`,
    /// `splits`, …): what the walk exercised.
    package var partsSeen: Set<String> = []

    /// Walks `machine`'s states breadth first from its initial states, up to `maxStates` states and
    /// within its bounds, and round-trips each one's scene state through `encode` and `coder`'s decode
    /// (`encode`: the coder's own by default; a test gives a broken one to see the walk catch it).
    package init<App: SwiftUIApp>(_ machine: AppMachine<App>, maxStates: Int, coder: SceneCoder? = nil,
                                  encode: ((SceneState) -> SceneCode)? = nil) {
        let coder = coder ?? SceneCoder(machine)
        let encode = encode ?? coder.encode
        let actions = machine.actions.allValues
        var seen: Set<AppState<App.Snapshot>> = []
        var queue: [AppMachine<App>.State] = []
        var codeOf: [SceneState: SceneCode] = [:]
        var sceneOf: [SceneCode: SceneState] = [:]
        for state in machine.initialStates where seen.insert(state.snapshot).inserted { queue.append(state) }
        var next = 0
        while next < queue.count {
            let state = queue[next]
            next += 1
            let scene = state.snapshot.scene
            if let world = try? machine.liveStore(for: state).store { compareReads(machine, world) }
            compareEnabledness(machine, scene)
            if codeOf[scene] == nil {
                let code = encode(scene)
                codeOf[scene] = code
                partsSeen.formUnion(scene.partsHolding)
                sceneBytes += scene.estimatedBytes
                codeBytes += code.bytes
                if coder.decode(code) != scene {
                    mismatches += 1
                    note("decode(encode(s)) != s for \(scene)")
                }
                if let other = sceneOf[code], other != scene {
                    collisions += 1
                    note("one code for two scene states: \(other) and \(scene)")
                } else {
                    sceneOf[code] = scene
                }
            }
            guard machine.isWithinBounds(state) else { continue }
            for action in actions where queue.count < maxStates && machine.isEnabled(action, in: state) {
                var successor = state
                guard (try? machine.apply(action, to: &successor)) != nil,
                      seen.insert(successor.snapshot).inserted else { continue }
                queue.append(successor)
            }
        }
        states = queue.count
        scenes = codeOf.count
        codes = sceneOf.count
    }

    /// Compares the compiled reader's reads of `world` with the generic machine's.
    private mutating func compareReads<App: SwiftUIApp>(_ machine: AppMachine<App>, _ world: AppWorld<App>) {
        readsCompared += 1
        let generic = machine.presentedSheets(of: world), compiled = machine.shownSheets(of: world)
        var differences: [String] = []
        if generic.map(\.name) != compiled.map({ machine.reader.sheets[$0].name }) { differences.append("sheets on screen") }
        if machine.visibleScreens(of: world, sheets: generic) != machine.readScreens(of: world, shown: compiled) {
            differences.append("screens on view")
        }
        if machine.topScreen(of: world) != machine.topScreenOnView(of: world) { differences.append("top screen") }
        let was = machine.sceneState(of: world), now = machine.readSceneState(of: world)
        if was != now { differences.append("scene state \(now), not \(was)") }
        guard !differences.isEmpty else { return }
        readMismatches += 1
        note("the compiled reader differs from the generic machine: \(differences.joined(separator: "; "))")
    }

    /// Compares the compiled reader's enabledness of every system action in `scene` with the generic machine's.
    private mutating func compareEnabledness<App: SwiftUIApp>(_ machine: AppMachine<App>, _ scene: SceneState) {
        let differing = machine.systemActions.filter { machine.reader.isEnabled($0, in: scene) != machine.isEnabledGeneric($0, in: scene) }
        guard !differing.isEmpty else { return }
        readMismatches += 1
        note("the compiled reader's enabledness differs from the generic machine's for \(differing) in \(scene)")
    }

    private mutating func note(_ failure: String) {
        if failures.count < 3 { failures.append(failure) }
    }
}

extension SceneState {
    /// The names of the parts that hold something here.
    var partsHolding: [String] {
        let parts: [(String, Bool)] = [
            ("tab", tab != nil), ("routes", stacks.contains { !$0.routes.isEmpty }), ("backHidden", stacks.contains(where: \.backHidden)),
            ("sheets", !sheets.isEmpty), ("items", sheets.contains { !$0.item.isEmpty }),
            ("dismissDisabled", sheets.contains(where: \.dismissDisabled)), ("hiddenSheets", !hiddenSheets.isEmpty),
            ("sizeClass", sizeClass != nil), ("pending", !pending.isEmpty), ("startedBy", pending.contains { $0.startedBy != nil }),
            ("navigates", pending.contains { !$0.navigates.isEmpty }), ("cancelled", pending.contains(where: \.cancelled)),
            ("splits", !splits.isEmpty), ("selection", splits.contains { $0.selection != nil }),
            ("contentRows", splits.contains { !$0.contentRows.isEmpty }), ("nodes", !nodes.isEmpty), ("branches", !branches.isEmpty),
            ("tabBarHidden", tabBarHidden), ("saved", relaunch.saved.contains { $0.text != nil }),
            ("stale", relaunch.saved.contains(where: \.stale)), ("unreadable", !relaunch.unreadable.isEmpty),
            ("handled", !relaunch.handled.isEmpty),
        ]
        return parts.filter(\.1).map(\.0)
    }

    /// Roughly the bytes a scene state holds: its own size, each array's buffer (a header of 32 bytes and
    /// its elements) and each string's heap buffer (a string of more than 15 UTF-8 bytes keeps them in
    /// one of its own, with a header of 32 bytes). Shared buffers are counted once per state that holds
    /// them, as a state copied into another process would.
    package var estimatedBytes: Int {
        func text(_ s: String?) -> Int { (s?.utf8.count ?? 0) > 15 ? 32 + (s?.utf8.count ?? 0) : 0 }
        func array<T>(_ a: [T]) -> Int { a.isEmpty ? 0 : 32 + a.count * MemoryLayout<T>.stride }
        func screen(_ s: Screen?) -> Int { text(s?.place) + text(s?.route) }
        var bytes = MemoryLayout<SceneState>.size + text(tab) + array(stacks) + array(sheets) + array(pending)
            + array(visible) + text(topLayer) + array(hiddenSheets) + array(splits) + array(nodes) + array(branches)
        for s in stacks { bytes += text(s.name) + array(s.routes) + s.routes.map(text).reduce(0, +) + text(s.tab) + text(s.sheet) }
        for s in sheets { bytes += text(s.name) + text(s.item) }
        for p in pending {
            bytes += text(p.name) + screen(p.owner) + text(p.startedBy) + array(p.navigates)
        }
        for s in visible { bytes += screen(s) }
        for s in splits { bytes += text(s.name) + text(s.selection) + text(s.content) + array(s.contentRows) }
        bytes += hiddenSheets.map(text).reduce(0, +) + nodes.map(text).reduce(0, +)
        bytes += array(relaunch.saved) + array(relaunch.unreadable) + array(relaunch.handled)
        for d in relaunch.saved + relaunch.unreadable { bytes += text(d.key) }
        return bytes
    }
}
