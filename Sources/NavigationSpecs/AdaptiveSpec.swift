import Generators
import ModelChecker
import NavigationModel

/// The state-machine spec of an adaptive store: bounds R (root ids `0..<R`) and D (max path depth),
/// an alphabet, and the navigation invariants.
///
/// Actions are tried in the order `select(0)…select(R-1)`, `push`, `back`, `backRoot`,
/// `resize(.compact)`, `resize(.regular)`, `resize(nil)`, then (programmatic) `deepLink(r, d)` for every
/// root and depth `1...D`. `push` is enabled while the level it would open is at most D and the path
/// holds fewer than D screens; states whose path holds more than D + 1 screens (the room one rebuild
/// needs) are checked but not expanded.
public struct AdaptiveSpec<Store: AdaptiveNavigationStore>: StateMachine {
    public typealias State = Store
    public typealias Action = AdaptiveAction

    /// The spec's name.
    public let name: String
    /// R: root ids are `0..<roots`.
    public let roots: Int
    /// D: the largest path depth a push may reach.
    public let maxPathDepth: Int
    /// Which actions are offered.
    public let alphabet: AdaptiveAlphabet
    /// The size class of the initial state (nil: not known yet).
    public let initialSizeClass: SizeClass?
    let makeStore: @Sendable (SizeClass?) -> Store
    public let actions: Generator<AdaptiveAction>

    /// Creates a spec; `makeStore` builds the store in its initial state (identities are then counted).
    public init(name: String, roots: Int, maxPathDepth: Int, alphabet: AdaptiveAlphabet,
                initialSizeClass: SizeClass? = nil,
                makeStore: @escaping @Sendable (SizeClass?) -> Store) throws(CheckError) {
        guard roots > 0 else { throw CheckError(.invalidBound, "R (root ids) must be positive, not \(roots)") }
        guard maxPathDepth > 0 else { throw CheckError(.invalidBound, "D (max path depth) must be positive, not \(maxPathDepth)") }
        self.name = name
        self.roots = roots
        self.maxPathDepth = maxPathDepth
        self.alphabet = alphabet
        self.initialSizeClass = initialSizeClass
        self.makeStore = makeStore
        let selects = Generator.range(0..<roots).map { AdaptiveAction.select(rootID: $0) }
        let buttons = Generator.element(of: [AdaptiveAction.push, .back, .backRoot])
        let resizes = Generator.element(of: [SizeClass.compact, .regular, nil]).map { AdaptiveAction.resize($0) }
        var parts = [selects, buttons, resizes]
        if alphabet == .programmatic {
            parts.append(Generator.range(0..<roots).pairs(with: .range(1...maxPathDepth))
                .map { AdaptiveAction.deepLink(rootID: $0.0, depth: $0.1) })
        }
        actions = .oneOf(parts)
    }

    public var initialStates: [Store] {
        var store = makeStore(initialSizeClass)
        store.identities = .counter()
        return [store]
    }

    public func isEnabled(_ action: AdaptiveAction, in s: Store) -> Bool {
        switch action {
        case .select:
            return alphabet == .programmatic || s.layout == .split || s.detailPath.isEmpty
        case .push:
            guard let top = s.topDetail else { return false }
            return top.level < maxPathDepth && s.detailPath.count < maxPathDepth
        case .back, .backRoot, .resize, .deepLink:
            return true
        }
    }

    public func apply(_ action: AdaptiveAction, to s: inout Store) throws {
        switch action {
        case .select(let rootID): s.selectRootID(rootID: rootID)
        case .push: s.pushNextLevel()
        case .back: s.backParent()
        case .backRoot: s.backRoot()
        case .resize(let sizeClass): s.sizeClass = sizeClass
        case .deepLink(let rootID, let depth): s.open(rootID: rootID, depth: depth)
        }
    }

    public func isWithinBounds(_ s: Store) -> Bool { s.detailPath.count <= maxPathDepth + 1 }

    public func fingerprint(of s: Store, into f: inout Fingerprinter) {
        f.combine(s.sizeClass == nil ? 0 : s.sizeClass == .compact ? 1 : 2)
        f.combine(s.rootID)
        f.combine(s.detailPath.count)
        let held = s.heldDetails
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

    public var properties: [Property<AdaptiveSpec>] { NavigationInvariants.adaptive() }

    public func screens(of s: Store) -> String { s.screens }

    public func fields(of s: Store) -> [StateField] {
        var fields = [
            StateField(name: "sizeClass", value: s.sizeClass.swiftDescription),
            StateField(name: "rootID", value: s.rootID.map(String.init) ?? "nil"),
            StateField(name: "detailPath", value: "[" + s.detailPath.map(\.description).joined(separator: ", ") + "]"),
        ]
        let aside = s.heldDetails.filter { held in !s.detailPath.contains { $0.id == held.id } }
        if !aside.isEmpty {
            fields.append(StateField(name: "keptAside", value: "[" + aside.map(\.description).joined(separator: ", ") + "]"))
        }
        return fields
    }
}
