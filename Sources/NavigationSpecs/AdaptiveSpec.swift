import Generators
import ModelChecker
import NavigationModel
import SeedStores

/// The state-machine spec of the adaptive app (000 / 003, third scheme): a store, the view that shows
/// it, and the system that sets the size class on a platform profile.
///
/// Bounds: root ids `0..<R`, and a push only while the level it opens is at most D and the path holds
/// fewer than D screens; states whose path holds more than D + 1 screens are checked, not expanded.
///
/// Actions, in the order they are tried: `select(0)…select(R-1)`, `push`, `back`, `backRoot`,
/// `systemBack`, then the system's `resize(.compact)`, `resize(.regular)`, `handler`, then under the
/// api alphabet `callSelect(0)…`, `setSizeClass(nil / .compact / .regular)` and `deepLink(r, d)` for
/// every root and depth `1...D`. A user's action is enabled only where its control is on screen:
/// the sidebar rows in the split view or at the stack's root, the link on the top detail screen, the
/// bar's back button when the stack shown has a pushed view; "Back Root" and "Back Parent" sit below
/// both containers and are always on screen.
public struct AdaptiveSpec<Store: AdaptiveNavigationStore>: StateMachine {
    public typealias State = AdaptiveApp<Store>
    public typealias Action = AdaptiveAction

    /// The spec's name.
    public let name: String
    /// R: root ids are `0..<roots`.
    public let roots: Int
    /// D: the largest path depth a push may reach.
    public let maxPathDepth: Int
    /// The device: which size classes the system reports, and whether they change.
    public let profile: PlatformProfile
    /// Which actions are offered.
    public let alphabet: Alphabet
    /// How the view chooses its container and tells the store.
    public let design: AdaptiveViewDesign
    /// At most this many handlers pending at once: the system changes the size class again (an iPad
    /// going to the Home Screen flips it twice for its snapshots) before the first handler has run.
    public let maxPendingHandlers = 2
    let makeStore: @Sendable () -> Store
    public let actions: Generator<AdaptiveAction>

    /// Creates a spec; `makeStore` builds the store as the app creates it (identities are then counted).
    public init(name: String, roots: Int, maxPathDepth: Int, profile: PlatformProfile = .iPad,
                alphabet: Alphabet = .ui, design: AdaptiveViewDesign,
                makeStore: @escaping @Sendable () -> Store) throws(CheckError) {
        guard roots > 0 else { throw CheckError(.invalidBound, "R (root ids) must be positive, not \(roots)") }
        guard maxPathDepth > 0 else { throw CheckError(.invalidBound, "D (max path depth) must be positive, not \(maxPathDepth)") }
        self.name = name
        self.roots = roots
        self.maxPathDepth = maxPathDepth
        self.profile = profile
        self.alphabet = alphabet
        self.design = design
        self.makeStore = makeStore
        let selects = Generator.range(0..<roots).map { AdaptiveAction.select(rootID: $0) }
        let buttons = Generator.element(of: [AdaptiveAction.push, .back, .backRoot, .systemBack])
        var system: [AdaptiveAction] = profile.sizeClassChanges ? profile.sizeClasses.map { .resize($0) } : []
        system.append(.handler)
        var parts = [selects, buttons, .element(of: system)]
        if alphabet == .api {
            parts.append(Generator.range(0..<roots).map { AdaptiveAction.callSelect(rootID: $0) })
            parts.append(Generator.element(of: [SizeClass?.none, .compact, .regular]).map { AdaptiveAction.setSizeClass($0) })
            parts.append(Generator.range(0..<roots).pairs(with: .range(1...maxPathDepth))
                .map { AdaptiveAction.deepLink(rootID: $0.0, depth: $0.1) })
        }
        actions = .oneOf(parts)
    }

    /// At launch, one state per size class the profile may report: the store as created (size class
    /// unknown), its handler pending.
    public var initialStates: [AdaptiveApp<Store>] {
        profile.sizeClasses.map { sizeClass in
            var store = makeStore()
            store.identities = .counter()
            return AdaptiveApp(store: store, environment: sizeClass, design: design)
        }
    }

    public func origin(of action: AdaptiveAction) -> ActionOrigin { action.origin }

    /// At rest when the handler that tells the store the size class has run.
    public func isSettled(_ s: AdaptiveApp<Store>) -> Bool { !s.handlerPending }

    public func isEnabled(_ action: AdaptiveAction, in s: AdaptiveApp<Store>) -> Bool {
        switch action {
        case .select: return s.sidebarOnScreen
        case .push:
            guard let top = s.topDetail else { return false }
            return top.level < maxPathDepth && s.store.detailPath.count < maxPathDepth
        case .back, .backRoot: return true
        case .systemBack: return s.systemBackOnScreen
        case .resize(let sizeClass): return s.environment != sizeClass && s.pendingHandlers.count < maxPendingHandlers
        case .handler: return s.handlerPending
        case .callSelect, .setSizeClass, .deepLink: return true
        }
    }

    public func apply(_ action: AdaptiveAction, to s: inout AdaptiveApp<Store>) throws {
        switch action {
        case .select(let rootID): s.select(rootID: rootID)
        case .push: s.pushNextLevel()
        case .back: s.store.backParent()
        case .backRoot: s.store.backRoot()
        case .systemBack: s.systemBack()
        case .resize(let sizeClass): s.resize(to: sizeClass)
        case .handler: s.runPendingHandler()
        case .callSelect(let rootID): s.store.selectRootID(rootID: rootID)
        case .setSizeClass(let sizeClass): s.store.sizeClass = sizeClass
        case .deepLink(let rootID, let depth): s.store.open(rootID: rootID, depth: depth)
        }
    }

    public func isWithinBounds(_ s: AdaptiveApp<Store>) -> Bool { s.store.detailPath.count <= maxPathDepth + 1 }

    public func fingerprint(of s: AdaptiveApp<Store>, into f: inout Fingerprinter) {
        f.combine(s.environment == .compact ? 1 : 2)
        f.combine(s.pendingHandlers.count)
        for h in s.pendingHandlers { f.combine(h == .compact ? 1 : 2) }
        f.combine(s.store.sizeClass == nil ? 0 : s.store.sizeClass == .compact ? 1 : 2)
        f.combine(s.store.rootID)
        f.combine(s.store.detailPath.count)
        let held = s.store.heldDetails
        f.combine(held.count)
        var seen: [DetailID] = []
        for info in held {
            f.combine(info.level)
            f.combine(info.rootID)
            // Fresh identities renumbered by first appearance: states that differ only by which fresh
            // ids they drew are one state.
            if let n = seen.firstIndex(of: info.id) { f.combine(n) } else { f.combine(seen.count); seen.append(info.id) }
        }
    }

    public var properties: [Property<AdaptiveSpec>] { AdaptiveAppProperties.all(for: self) }

    public func screens(of s: AdaptiveApp<Store>) -> String { s.screens }

    public func fields(of s: AdaptiveApp<Store>) -> [StateField] {
        var fields = [
            StateField(name: "environment", value: s.environment.description),
            StateField(name: "pendingHandlers", value: "[" + s.pendingHandlers.map(\.description).joined(separator: ", ") + "]"),
            StateField(name: "store.sizeClass", value: s.store.sizeClass.swiftDescription),
            StateField(name: "rootID", value: s.store.rootID.map(String.init) ?? "nil"),
            StateField(name: "detailPath", value: "[" + s.store.detailPath.map(\.description).joined(separator: ", ") + "]"),
        ]
        let aside = s.store.heldDetails.filter { held in !s.store.detailPath.contains { $0.id == held.id } }
        if !aside.isEmpty {
            fields.append(StateField(name: "keptAside", value: "[" + aside.map(\.description).joined(separator: ", ") + "]"))
        }
        return fields
    }
}
