import Generators
import ModelChecker
import NavigationModel
import NavigationProperties

/// An action on a tabbed app; prints as a Swift-like call (`selectTab(1)`, `push(0)`).
public enum TabbedAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tap on tab `t` in the tab bar.
    case selectTab(Int)
    /// A link on the selected tab's top screen to destination `k`.
    case push(Int)
    /// The back button on the selected tab.
    case pop
    /// Back to the selected tab's root.
    case popToRoot
    /// The size class changes to the other one.
    case toggleSizeClass

    /// The action as a Swift-like call, e.g. `selectTab(1)`.
    public var description: String {
        switch self {
        case .selectTab(let t): "selectTab(\(t))"
        case .push(let k): "push(\(k))"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .toggleSizeClass: "toggleSizeClass"
        }
    }
}

/// The benchmark model `TabbedApp(T, K, D)`: T tabs, each with its own stack path over K destination
/// values, at most D deep, and a size class.
///
/// Actions, in the order exploration tries them: `selectTab(t)` for every tab, `push(k)` for every
/// destination (enabled while the selected tab's depth is below D), `pop` and `popToRoot` (enabled when
/// the selected tab's path is non-empty), `toggleSizeClass`. Its distinct reachable states are exactly
/// T · 2 · (K⁰ + K¹ + … + K^D)^T (``expectedStateCount``): 12,290,298 for (3, 2, 6).
///
/// The state packs into one word (``PackedStateMachine``): the selected tab, the size class, then per
/// tab its depth and its values; the spec refuses bounds that need more than 64 bits.
public struct TabbedAppSpec: PackedStateMachine {
    /// A state: the selected tab, the size class and every tab's path.
    public typealias State = TabbedNavigation
    /// An action: select a tab, push, pop, pop to root, toggle the size class.
    public typealias Action = TabbedAction

    /// The spec's name.
    public let name: String
    /// T: the number of tabs.
    public let tabs: Int
    /// K: destination values are `0..<destinations`.
    public let destinations: Int
    /// D: the largest depth of a tab's path.
    public let maxDepth: Int
    /// The depth and tab count the properties hold the model to (the bounds, unless a test plants a
    /// stricter one to show that the properties can fail).
    var checkedDepth: Int
    var checkedTabs: Int
    /// The alphabet, in the order exploration tries it.
    public let actions: Generator<TabbedAction>
    @usableFromInline let tabBits: UInt64
    @usableFromInline let depthBits: UInt64
    @usableFromInline let valueBits: UInt64
    @usableFromInline let perTabBits: UInt64

    /// Creates the spec for `TabbedApp(tabs, destinations, maxDepth)`; throws when a bound is out of
    /// range (T in 1...8, K in 1...16, D in 1...16) or the state would not pack into 64 bits.
    /// Whether the actions' contracts are checked at every step (the catalog's entry does; the
    /// benchmark, which measures the explorer, checks only the two invariants).
    public let checksContracts: Bool
    /// Whether the four liveness properties of the invariants library are checked too
    /// (``NavigationLiveness``): what `navcheck bench-liveness` measures against the safety-only check.
    public let checksLiveness: Bool

    public init(name: String? = nil, tabs: Int, destinations: Int, maxDepth: Int,
                checksContracts: Bool = false, checksLiveness: Bool = false) throws(CheckError) {
        self.checksContracts = checksContracts
        self.checksLiveness = checksLiveness
        guard (1...TabbedNavigation.maxTabs).contains(tabs) else {
            throw CheckError(.invalidBound, "T (tabs) must be in 1...\(TabbedNavigation.maxTabs), not \(tabs)")
        }
        guard (1...TabStack.valueLimit).contains(destinations) else {
            throw CheckError(.invalidBound, "K (destinations) must be in 1...\(TabStack.valueLimit), not \(destinations)")
        }
        guard (1...TabStack.capacity).contains(maxDepth) else {
            throw CheckError(.invalidBound, "D (max depth) must be in 1...\(TabStack.capacity), not \(maxDepth)")
        }
        func bits(_ n: Int) -> UInt64 { n <= 1 ? 0 : UInt64(Int.bitWidth - (n - 1).leadingZeroBitCount) }
        tabBits = bits(tabs)
        depthBits = bits(maxDepth + 1)
        valueBits = bits(destinations)
        perTabBits = depthBits + UInt64(maxDepth) * valueBits
        let total = tabBits + 1 + UInt64(tabs) * perTabBits
        guard total <= 64 else {
            throw CheckError(.invalidBound, "TabbedApp(\(tabs), \(destinations), \(maxDepth)) needs \(total) bits a state; at most 64 are supported")
        }
        self.name = name ?? "tabbed-app-\(tabs)-\(destinations)-\(maxDepth)"
        self.tabs = tabs
        self.destinations = destinations
        self.maxDepth = maxDepth
        checkedDepth = maxDepth
        checkedTabs = tabs
        actions = .oneOf([
            Generator.range(0..<tabs).map { TabbedAction.selectTab($0) },
            Generator.range(0..<destinations).map { TabbedAction.push($0) },
            Generator.element(of: [TabbedAction.pop, .popToRoot, .toggleSizeClass]),
        ])
    }

    /// T · 2 · (K⁰ + K¹ + … + K^D)^T: the number of distinct reachable states.
    public var expectedStateCount: Int {
        var paths = 0, power = 1
        for _ in 0...maxDepth { paths += power; power *= destinations }
        var product = tabs * 2
        for _ in 0..<tabs { product *= paths }
        return product
    }

    /// One initial state: every tab empty, the first selected, compact.
    public var initialStates: [TabbedNavigation] { [TabbedNavigation(tabCount: tabs)] }

    @inlinable @inline(__always)
    public func isEnabled(_ action: TabbedAction, in s: TabbedNavigation) -> Bool {
        switch action {
        case .selectTab, .toggleSizeClass: true
        case .push: s.selectedPath.count < maxDepth
        case .pop, .popToRoot: !s.selectedPath.isEmpty
        }
    }

    @inlinable @inline(__always)
    public func apply(_ action: TabbedAction, to s: inout TabbedNavigation) throws {
        switch action {
        case .selectTab(let t): s.select(tab: t)
        case .push(let k): s.push(k)
        case .pop:
            guard !s.selectedPath.isEmpty else { throw Fault("removeLast() on an empty path") }
            s.pop()
        case .popToRoot: s.popToRoot()
        case .toggleSizeClass: s.toggleSizeClass()
        }
    }

    @inlinable
    public func fingerprint(of s: TabbedNavigation, into f: inout Fingerprinter) {
        f.combine(pack(s))
    }

    /// The bits a packed state uses: the selected tab, the size class, and each tab's depth and values.
    public var packedBitWidth: Int { Int(tabBits + 1 + UInt64(tabs) * perTabBits) }

    @inlinable @inline(__always)
    public func pack(_ s: TabbedNavigation) -> UInt64 {
        var word = UInt64(s.selectedTab) | (s.sizeClass == .regular ? 1 << tabBits : 0)
        var shift = tabBits + 1
        for t in 0..<tabs {
            let p = s.path(ofTab: t)
            var tab = UInt64(p.count)
            tab |= Self.compress(p.packedValues, count: p.count, bits: valueBits) << depthBits
            word |= tab << shift
            shift += perTabBits
        }
        return word
    }

    @inlinable @inline(__always)
    public func unpack(_ word: UInt64) -> TabbedNavigation {
        TabbedNavigation(tabCount: tabs, selectedTab: Int(word & ((1 << tabBits) - 1)),
                         sizeClass: (word >> tabBits) & 1 == 1 ? .regular : .compact) { t in
            let tab = word >> (tabBits + 1 + UInt64(t) * perTabBits)
            let count = Int(tab & ((1 << depthBits) - 1))
            return TabStack(packedValues: count == 0 ? 0 : Self.expand(tab >> depthBits, count: count, bits: valueBits), count: count)
        }
    }

    /// The low `bits` bits of each of the first `count` nibbles of `nibbles`, side by side.
    @inlinable @inline(__always)
    static func compress(_ nibbles: UInt64, count: Int, bits: UInt64) -> UInt64 {
        switch bits {
        case 0: return 0
        case 1:
            var x = nibbles & 0x1111_1111_1111_1111
            x = (x | x >> 3) & 0x0303_0303_0303_0303
            x = (x | x >> 6) & 0x000F_000F_000F_000F
            x = (x | x >> 12) & 0x0000_00FF_0000_00FF
            return (x | x >> 24) & 0xFFFF
        case 2:
            var x = nibbles & 0x3333_3333_3333_3333
            x = (x | x >> 2) & 0x0F0F_0F0F_0F0F_0F0F
            x = (x | x >> 4) & 0x00FF_00FF_00FF_00FF
            x = (x | x >> 8) & 0x0000_FFFF_0000_FFFF
            return (x | x >> 16) & 0xFFFF_FFFF
        case 4: return nibbles
        default:
            var x: UInt64 = 0
            for i in 0..<UInt64(count) { x |= ((nibbles >> (i * 4)) & ((1 << bits) - 1)) << (i * bits) }
            return x
        }
    }

    /// The inverse of ``compress(_:count:bits:)``: `count` values of `bits` bits, one a nibble.
    @inlinable @inline(__always)
    static func expand(_ packed: UInt64, count: Int, bits: UInt64) -> UInt64 {
        let used: UInt64 = count >= 16 ? ~0 : (1 << (UInt64(count) * 4)) - 1
        switch bits {
        case 0: return 0
        case 1:
            var x = packed & 0xFFFF
            x = (x | x << 24) & 0x0000_00FF_0000_00FF
            x = (x | x << 12) & 0x000F_000F_000F_000F
            x = (x | x << 6) & 0x0303_0303_0303_0303
            return (x | x << 3) & 0x1111_1111_1111_1111 & used
        case 2:
            var x = packed & 0xFFFF_FFFF
            x = (x | x << 16) & 0x0000_FFFF_0000_FFFF
            x = (x | x << 8) & 0x00FF_00FF_00FF_00FF
            x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0F
            return (x | x << 2) & 0x3333_3333_3333_3333 & used
        case 4: return packed & used
        default:
            var x: UInt64 = 0
            for i in 0..<UInt64(count) { x |= ((packed >> (i * bits)) & ((1 << bits) - 1)) << (i * 4) }
            return x
        }
    }

    /// `tabDepthWithinBound` (no tab deeper than D) and `selectedTabValid` (the selection is a tab);
    /// with ``checksContracts``, a contract per action.
    public var properties: [Property<TabbedAppSpec>] {
        invariants + (checksContracts ? contracts : []) + (checksLiveness ? liveness : [])
    }

    /// Each tab, and each destination of each tab.
    var declaredScreens: [LivenessItem] {
        var items: [LivenessItem] = []
        for t in 0..<tabs {
            items.append(LivenessItem("tab \(t)", declaredBy: "the tab bar"))
            for k in 0..<destinations { items.append(LivenessItem("tab \(t) › \(k)", declaredBy: "push(\(k))")) }
        }
        return items
    }

    /// The four liveness properties of the invariants library: no dead end, home (the first tab at its
    /// root) always reachable, every tab and every destination of each tab shown, work settles.
    var liveness: [Property<TabbedAppSpec>] {
        [
            NavigationLiveness.noDeadEnd(screen: { _, s in Self.screenKey(s) }),
            NavigationLiveness.canAlwaysGetHome { _, s in s.selectedTab == 0 && s.selectedPath.isEmpty },
            NavigationLiveness.everyScreenReachable(declared: { spec in spec.declaredScreens }) { _, s in
                let tab = "tab \(s.selectedTab)"
                guard let top = s.selectedPath.elements.last else { return [tab] }
                return [tab, "\(tab) › \(top)"]
            },
            NavigationLiveness.workSettles(),
        ]
    }

    /// What a state shows, as a key: the selected tab and its path (exact for paths of up to 12
    /// screens, a stable hash of their text beyond).
    static func screenKey(_ s: TabbedNavigation) -> UInt64 {
        let path = s.selectedPath
        guard path.count <= 12 else { return StableHash.of("\(s.selectedTab) \(path)") }
        return path.packedValues | UInt64(path.count) << 48 | UInt64(s.selectedTab) << 56
    }

    /// Each action's postcondition: it changes the selected tab's stack as a tab bar and a
    /// `NavigationStack(path:)` would, and no other tab's stack.
    var contracts: [Property<TabbedAppSpec>] {
        typealias S = TabbedNavigation
        let others = { @Sendable (a: S, b: S, except: Int?) -> Bool in
            (0..<a.tabCount).allSatisfy { $0 == except || a.path(ofTab: $0) == b.path(ofTab: $0) }
        }
        return [
            .contract("selectTabKeepsStacks", "tapping a tab selects it and keeps every tab's stack",
                      applies: { if case .selectTab = $0 { true } else { false } }) { _, before, action, after in
                guard case .selectTab(let t) = action else { return .notApplicable }
                return .expect(after.selectedTab == t && others(before, after, nil) && after.sizeClass == before.sizeClass,
                               "\(before.screens) became \(after.screens)")
            },
            .contract("pushAddsOneScreen", "a push adds its destination on top of the selected tab's stack, and changes no other tab",
                      applies: { if case .push = $0 { true } else { false } }) { _, before, action, after in
                guard case .push(let k) = action else { return .notApplicable }
                return .expect(after.selectedPath.elements == before.selectedPath.elements + [k]
                               && after.selectedTab == before.selectedTab && others(before, after, before.selectedTab),
                               "\(before.screens) became \(after.screens)")
            },
            .contract("popRemovesTopScreen", "back removes exactly the top screen of the selected tab, and changes no other tab",
                      applies: { $0 == .pop }) { _, before, _, after in
                .expect(after.selectedPath.elements == Array(before.selectedPath.elements.dropLast())
                        && after.selectedTab == before.selectedTab && others(before, after, before.selectedTab),
                        "\(before.screens) became \(after.screens)")
            },
            .contract("popToRootEmptiesTab", "back to root empties the selected tab's stack, and changes no other tab",
                      applies: { $0 == .popToRoot }) { _, before, _, after in
                .expect(after.selectedPath.isEmpty && after.selectedTab == before.selectedTab
                        && others(before, after, before.selectedTab),
                        "\(before.screens) became \(after.screens)")
            },
            .contract("sizeChangeKeepsStacks", "a size change keeps the selected tab and every stack",
                      applies: { $0 == .toggleSizeClass }) { _, before, _, after in
                .expect(after.sizeClass != before.sizeClass && after.selectedTab == before.selectedTab
                        && others(before, after, nil),
                        "\(before.screens) became \(after.screens)")
            },
        ]
    }

    /// The two invariants.
    var invariants: [Property<TabbedAppSpec>] {
        [
            .invariant("tabDepthWithinBound", "no tab's path is deeper than D") { spec, s in
                for t in 0..<s.tabCount where s.path(ofTab: t).count > spec.checkedDepth {
                    return .violated("tab \(t) holds \(s.path(ofTab: t).count) screens; D = \(spec.checkedDepth)")
                }
                return .holds
            },
            .invariant("selectedTabValid", "the selected tab is one of the app's tabs") { spec, s in
                .expect(s.selectedTab >= 0 && s.selectedTab < spec.checkedTabs, "tab \(s.selectedTab) of \(spec.checkedTabs) selected")
            },
        ]
    }

    /// What the user sees: every tab's path, the selected one bracketed.
    public func screens(of s: TabbedNavigation) -> String { s.screens }

    /// The selected tab, the size class and each tab's path, for counterexample diffs.
    public func fields(of s: TabbedNavigation) -> [StateField] {
        [StateField(name: "selectedTab", value: String(s.selectedTab)),
         StateField(name: "sizeClass", value: s.sizeClass.description)]
            + (0..<s.tabCount).map { StateField(name: "tab\($0)", value: s.path(ofTab: $0).description) }
    }
}

extension Catalog {
    /// The tabbed app at a small size: three tabs would be a benchmark; two tabs, two destinations,
    /// depth three is checked with the rest of the catalog.
    static let tabbedAppEntry = CatalogEntry(
        name: "tabbed-app", subject: "tabbed app (benchmark model)", seed: "—",
        bounds: "T = 2, K = 2, D = 3", expectation: .holds
    ) { () throws(CheckError) in
        try TabbedAppSpec(name: "tabbed-app", tabs: 2, destinations: 2, maxDepth: 3, checksContracts: true)
    }
}
