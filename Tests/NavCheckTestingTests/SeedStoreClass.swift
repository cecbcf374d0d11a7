import Generators
import ModelChecker
import NavigationModel
import NavigationProperties
import NavigationSpecs
import SeedStores

/// A stand-in for Combine's `@Published` (this target builds on Linux): a plain stored value.
@propertyWrapper
struct Published<Value> {
    var wrappedValue: Value
}

/// The seed's `AdaptiveStore` as the seed writes it — a class with `@Published` properties and
/// `didSet` observers, defects included — with the one change a checked store needs: its identities
/// come from an injected source instead of `UUID()`.
final class SeedStoreClass {
    @Published var detailPath = [DetailInfo]() {
        didSet {
            if sizeClass == .compact, detailPath.isEmpty {
                rootID = nil
            }
        }
    }

    @Published var rootID: Int?
    var sizeClass: SizeClass? {
        didSet {
            if oldValue != nil, oldValue != sizeClass, let oldValue, let sizeClass {
                rebuild(from: oldValue, to: sizeClass)
            }
        }
    }

    var identities: IdentitySource

    init(identities: IdentitySource = .random) { self.identities = identities }

    func backRoot() {
        detailPath.removeAll()
    }

    func backParent() {
        if !detailPath.isEmpty {
            detailPath.removeLast()
        }
    }

    func selectRootID(rootID: Int) {
        if sizeClass == .regular {
            self.rootID = rootID
            detailPath.removeAll()
        } else {
            self.rootID = rootID
            detailPath.append(.init(level: 1, rootID: rootID, identities: &identities))
        }
    }

    func rebuild(from: SizeClass, to: SizeClass) {
        guard let rootID else { return }
        if to == .regular {
            if !detailPath.isEmpty {
                detailPath.removeFirst()
            }
        } else {
            detailPath = [.init(level: 1, rootID: rootID, identities: &identities)] + detailPath
        }
    }

    /// The top screen's `NavigationLink(value:)` to the next level.
    func pushNextLevel() {
        if let last = detailPath.last {
            detailPath.append(.init(level: last.level + 1, rootID: last.rootID, identities: &identities))
        } else if sizeClass == .regular, let rootID {
            detailPath.append(.init(level: 2, rootID: rootID, identities: &identities))
        }
    }

    /// A copy that can change independently (for the copying variant of the spec).
    func copy() -> SeedStoreClass {
        let c = SeedStoreClass(identities: identities)
        c._detailPath = _detailPath
        c._rootID = _rootID
        c.sizeClass = sizeClass   // from nil: no rebuild
        return c
    }
}

/// What the invariants read of the class store.
struct SeedSnapshot: AdaptiveNavigationState, Hashable, Sendable {
    var rootID: Int?
    var sizeClass: SizeClass?
    var detailPath: [DetailInfo]
}

/// A user's actions on the seed store, driven directly (the store alone, no view): taps on the sidebar,
/// the link and the buttons, and any size class, nil included.
enum SeedClassAction: Hashable, Codable, Sendable, CustomStringConvertible, AdaptiveNavigationAction {
    case select(rootID: Int)
    case push, back, backRoot
    case resize(SizeClass?)

    var description: String {
        switch self {
        case .select(let rootID): "select(rootID: \(rootID))"
        case .push: "push"
        case .back: "back"
        case .backRoot: "backRoot"
        case .resize(let sizeClass): "resize(\(sizeClass.swiftDescription))"
        }
    }
    static func resizing(to sizeClass: SizeClass?) -> SeedClassAction { .resize(sizeClass) }
    var resizeTarget: SizeClass?? { if case .resize(let target) = self { .some(target) } else { nil } }
    var isBack: Bool { self == .back }
    var isBackToRoot: Bool { self == .backRoot }

    /// Coded as the trace files spell it: `{"select": {"rootID": 0}}`, `{"resize": {"sizeClass": null}}`.
    enum Key: String, CodingKey { case select, push, back, backRoot, resize }
    enum Argument: String, CodingKey { case rootID, sizeClass }
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .select(let rootID):
            var a = c.nestedContainer(keyedBy: Argument.self, forKey: .select)
            try a.encode(rootID, forKey: .rootID)
        case .push: _ = c.nestedContainer(keyedBy: Argument.self, forKey: .push)
        case .back: _ = c.nestedContainer(keyedBy: Argument.self, forKey: .back)
        case .backRoot: _ = c.nestedContainer(keyedBy: Argument.self, forKey: .backRoot)
        case .resize(let sizeClass):
            var a = c.nestedContainer(keyedBy: Argument.self, forKey: .resize)
            try a.encode(sizeClass, forKey: .sizeClass)
        }
    }
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard let key = c.allKeys.first, c.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "one action expected"))
        }
        let a = try c.nestedContainer(keyedBy: Argument.self, forKey: key)
        switch key {
        case .select: self = .select(rootID: try a.decode(Int.self, forKey: .rootID))
        case .push: self = .push
        case .back: self = .back
        case .backRoot: self = .backRoot
        case .resize: self = .resize(try a.decodeNil(forKey: .sizeClass) ? nil : try a.decode(SizeClass.self, forKey: .sizeClass))
        }
    }
}

/// The same store as a value, with the same alphabet, bounds and properties as ``SeedClassSpec``.
struct SeedValueSpec: StateMachine {
    typealias Action = SeedClassAction
    var name: String { "seed-class" }
    let roots = 2, maxPathDepth = 4
    var initialStates: [AdaptiveStore] { [AdaptiveStore(identities: .counter())] }
    var actions: Generator<SeedClassAction> { SeedClassSpec().actions }
    func isEnabled(_ action: SeedClassAction, in s: AdaptiveStore) -> Bool {
        SeedClassSpec.enabled(action, layout: s.layout, rootID: s.rootID, path: s.detailPath, maxPathDepth: maxPathDepth)
    }
    func apply(_ action: SeedClassAction, to s: inout AdaptiveStore) throws {
        switch action {
        case .select(let rootID): s.selectRootID(rootID: rootID)
        case .push: s.pushNextLevel()
        case .back: s.backParent()
        case .backRoot: s.backRoot()
        case .resize(let sizeClass): s.sizeClass = sizeClass
        }
    }
    func isWithinBounds(_ s: AdaptiveStore) -> Bool { s.detailPath.count <= maxPathDepth + 1 }
    func fingerprint(of s: AdaptiveStore, into f: inout Fingerprinter) {
        SeedClassSpec().fingerprint(snapshot: SeedSnapshot(rootID: s.rootID, sizeClass: s.sizeClass, detailPath: s.detailPath), into: &f)
    }
    var properties: [Property<SeedValueSpec>] { NavigationInvariants.adaptive() }
    func screens(of s: AdaptiveStore) -> String { s.screens }
    func fields(of s: AdaptiveStore) -> [StateField] {
        SeedClassSpec().fields(of: .init(snapshot: SeedSnapshot(rootID: s.rootID, sizeClass: s.sizeClass, detailPath: s.detailPath), trace: []))
    }
}

/// The defects the store shows when driven directly with these actions.
let seedClassDefects: Set<String> = [
    "resizeRoundTripIdentity", "rootNotInStack", "selectionAgreesWithPath", "levelsContiguous",
    "resizeRoundTrip", "locationPreservedAcrossResize", "stackStartsAtLevelOne",
]

/// The user's spec of the class store: the store driven directly (R = 2, D = 4, any size class), and
/// the navigation invariants.
struct SeedClassSpec: ReferenceStoreMachine {
    typealias Action = SeedClassAction

    /// Whether states keep a copy of the store instead of replaying traces.
    var copying = false
    /// Which properties to check: every adaptive invariant by default.
    var only: Set<String>?
    var name: String { "seed-class" }
    let roots = 2, maxPathDepth = 4

    var actions: Generator<SeedClassAction> {
        .oneOf(Generator.range(0..<roots).map { SeedClassAction.select(rootID: $0) },
               .element(of: [.push, .back, .backRoot]),
               Generator.element(of: [SizeClass.compact, .regular, nil]).map { SeedClassAction.resize($0) })
    }

    func makeStore() -> SeedStoreClass { SeedStoreClass(identities: .counter()) }

    func snapshot(of store: SeedStoreClass) -> SeedSnapshot {
        SeedSnapshot(rootID: store.rootID, sizeClass: store.sizeClass, detailPath: store.detailPath)
    }

    func perform(_ action: SeedClassAction, on store: SeedStoreClass) throws {
        switch action {
        case .select(let rootID): store.selectRootID(rootID: rootID)
        case .push: store.pushNextLevel()
        case .back: store.backParent()
        case .backRoot: store.backRoot()
        case .resize(let sizeClass): store.sizeClass = sizeClass
        }
    }

    func copy(of store: SeedStoreClass) -> SeedStoreClass? { copying ? store.copy() : nil }

    func isEnabled(_ action: SeedClassAction, in s: State) -> Bool {
        Self.enabled(action, layout: s.layout, rootID: s.rootID, path: s.detailPath, maxPathDepth: maxPathDepth)
    }

    static func enabled(_ action: SeedClassAction, layout: Layout, rootID: Int?, path: [DetailInfo], maxPathDepth: Int) -> Bool {
        switch action {
        case .select: return layout == .split || path.isEmpty
        case .push:
            let top = path.last?.level ?? (layout == .split && rootID != nil ? 1 : nil)
            guard let top else { return false }
            return top < maxPathDepth && path.count < maxPathDepth
        default: return true
        }
    }

    func isWithinBounds(_ s: State) -> Bool { s.detailPath.count <= maxPathDepth + 1 }

    /// As the catalog's spec: fresh identities renumbered by first appearance.
    func fingerprint(snapshot s: SeedSnapshot, into f: inout Fingerprinter) {
        f.combine(s.sizeClass == nil ? 0 : s.sizeClass == .compact ? 1 : 2)
        f.combine(s.rootID)
        f.combine(s.detailPath.count)
        f.combine(s.detailPath.count)
        var seen: [DetailID] = []
        for info in s.detailPath {
            f.combine(info.level)
            f.combine(info.rootID)
            if let n = seen.firstIndex(of: info.id) { f.combine(n) } else { f.combine(seen.count); seen.append(info.id) }
        }
    }

    var properties: [Property<SeedClassSpec>] {
        let all: [Property<SeedClassSpec>] = NavigationInvariants.adaptive()
        guard let only else { return all }
        return all.filter { only.contains($0.name) }
    }

    func fields(of s: State) -> [StateField] {
        [StateField(name: "sizeClass", value: s.sizeClass.swiftDescription),
         StateField(name: "rootID", value: s.rootID.map(String.init) ?? "nil"),
         StateField(name: "detailPath", value: "[" + s.detailPath.map(\.description).joined(separator: ", ") + "]")]
    }
}

/// The properties the seed store keeps under taps (the other seven are its known defects).
let seedHoldingProperties: Set<String> = ["pathBelongsToSelection", "resizeToSameClassIsNoOp", "backLowersDepthByOne", "backToRootEmpties"]
