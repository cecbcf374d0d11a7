import Generators
import ModelChecker

// The models `navcheck bench-stores` measures: a router store as apps write one — a class with tabs, a
// stack per tab and a sheet, driven through closures wired in `init` that capture `self` — checked
// through the reference-store adapter, and the same store written as a value type.

/// The bounds of a ``BenchRouter``: T tabs, each with a stack over K destinations at most D deep, S
/// sheets, and two deep links. Its distinct reachable states are exactly T · P^T · (1 + S), where
/// P = K⁰ + K¹ + … + K^D: 576,000 for the default (3, 3, 3, 2).
public struct BenchRouterShape: Sendable, Hashable {
    /// T: the number of tabs.
    public let tabs: Int
    /// K: destination values are `0..<destinations`.
    public let destinations: Int
    /// D: the deepest a tab's stack goes.
    public let maxDepth: Int
    /// S: sheets are `0..<sheets`.
    public let sheets: Int
    /// What the deep links open: a tab and the whole stack they show on it (with no sheet).
    public let links: [BenchRouterLink]

    /// Creates the bounds; throws when one is out of range (T in 1...8, K in 1...8, D in 1...8, S in 0...8).
    public init(tabs: Int = 3, destinations: Int = 3, maxDepth: Int = 3, sheets: Int = 2) throws(CheckError) {
        for (name, value, range) in [("T (tabs)", tabs, 1...8), ("K (destinations)", destinations, 1...8),
                                     ("D (max depth)", maxDepth, 1...8), ("S (sheets)", sheets, 0...8)]
            where !range.contains(value) {
            throw CheckError(.invalidBound, "\(name) must be in \(range.lowerBound)...\(range.upperBound), not \(value)")
        }
        self.tabs = tabs
        self.destinations = destinations
        self.maxDepth = maxDepth
        self.sheets = sheets
        links = [BenchRouterLink(tab: tabs - 1, path: [0]),
                 BenchRouterLink(tab: 0, path: Array(repeating: destinations - 1, count: min(2, maxDepth)))]
    }

    /// T · P^T · (1 + S): the number of distinct reachable states.
    public var expectedStateCount: Int {
        var paths = 0, power = 1
        for _ in 0...maxDepth { paths += power; power *= destinations }
        var count = tabs * (1 + sheets)
        for _ in 0..<tabs { count *= paths }
        return count
    }

    /// Every action, in the order exploration tries them.
    public var allActions: [BenchRouterAction] {
        (0..<tabs).map { .selectTab($0) } + (0..<destinations).map { .push($0) } + [.back]
            + (0..<sheets).map { .present($0) } + [.dismiss] + links.indices.map { .open($0) }
    }

    /// What is on screen: with a sheet up only the sheet (swipe down) and deep links; else the tab bar,
    /// the top screen's links below D, the back button above the root, and the sheet buttons.
    public func isEnabled(_ action: BenchRouterAction, in s: BenchRouterState) -> Bool {
        switch action {
        case .dismiss: s.sheet != nil
        case .open: true
        case .selectTab, .present: s.sheet == nil
        case .push: s.sheet == nil && s.paths[s.selectedTab].count < maxDepth
        case .back: s.sheet == nil && !s.paths[s.selectedTab].isEmpty
        }
    }

    /// The selected tab, the sheet and every stack.
    public func fingerprint(_ s: BenchRouterState, into f: inout Fingerprinter) {
        f.combine(s.selectedTab)
        f.combine(s.sheet)
        for t in 0..<s.paths.count {
            let path = s.paths[t]
            f.combine(path.count)
            for i in 0..<path.count { f.combine(path[i]) }
        }
    }

    /// No stack is deeper than D.
    func depthWithinBound(_ s: BenchRouterState) -> Check {
        for t in 0..<s.paths.count where s.paths[t].count > maxDepth {
            return .violated("tab \(t) holds \(s.paths[t].count) screens; D = \(maxDepth)")
        }
        return .holds
    }

    /// Presenting or dismissing a sheet changes neither the tab nor any stack beneath it.
    func sheetKeepsStacks(_ before: BenchRouterState, _ action: BenchRouterAction, _ after: BenchRouterState) -> Check {
        switch action {
        case .present, .dismiss:
            .expect(after.selectedTab == before.selectedTab && after.paths == before.paths,
                    "\(before) became \(after)")
        default: .notApplicable
        }
    }

    /// A deep link shows exactly its target: its tab, its stack, no sheet over it.
    func linkShowsTarget(_ action: BenchRouterAction, _ after: BenchRouterState) -> Check {
        guard case .open(let i) = action else { return .notApplicable }
        let link = links[i]
        return .expect(after.selectedTab == link.tab && after.paths[link.tab] == link.path && after.sheet == nil,
                       "open(\(i)) showed \(after)")
    }
}

/// A deep link's target: a tab and the stack it shows there.
public struct BenchRouterLink: Sendable, Hashable {
    /// The tab the link selects.
    public let tab: Int
    /// The whole stack it shows on that tab.
    public let path: [Int]
}

/// An action on the router: the tab bar, a link on the top screen, the back button, a sheet button,
/// swiping the sheet down, a deep link.
public enum BenchRouterAction: Sendable, Hashable, Codable, CustomStringConvertible {
    case selectTab(Int), push(Int), back, present(Int), dismiss, open(Int)

    /// The action as a Swift-like call, e.g. `selectTab(1)`.
    public var description: String {
        switch self {
        case .selectTab(let t): "selectTab(\(t))"
        case .push(let k): "push(\(k))"
        case .back: "back"
        case .present(let s): "present(\(s))"
        case .dismiss: "dismiss"
        case .open(let l): "open(\(l))"
        }
    }
}

/// The router's state as a value: the snapshot of a ``BenchRouter`` and, with its mutating methods,
/// the same store written as a value type.
public struct BenchRouterState: Sendable, Hashable, CustomStringConvertible {
    /// The selected tab.
    public var selectedTab: Int
    /// Each tab's stack.
    public var paths: [[Int]]
    /// The sheet shown, if any.
    public var sheet: Int?

    /// Creates a state.
    public init(selectedTab: Int, paths: [[Int]], sheet: Int?) {
        self.selectedTab = selectedTab
        self.paths = paths
        self.sheet = sheet
    }

    /// The tab bar: selects `tab`; a tap on the selected tab pops it to its root.
    public mutating func tapTab(_ tab: Int) {
        if tab == selectedTab { paths[tab].removeAll() } else { selectedTab = tab }
    }
    /// A link on the selected tab's top screen.
    public mutating func push(_ destination: Int) { paths[selectedTab].append(destination) }
    /// The back button.
    public mutating func back() { if !paths[selectedTab].isEmpty { paths[selectedTab].removeLast() } }
    /// A button that presents sheet `sheet`.
    public mutating func present(_ sheet: Int) { self.sheet = sheet }
    /// The sheet swiped down.
    public mutating func dismiss() { sheet = nil }
    /// A deep link: dismisses the sheet, selects the link's tab and shows its stack.
    public mutating func open(_ link: BenchRouterLink) {
        sheet = nil
        selectedTab = link.tab
        paths[link.tab] = link.path
    }

    /// `tab 0 [1, 2] | [tab 1 []] | … + sheet 0`.
    public var description: String {
        paths.enumerated().map { t, p in t == selectedTab ? "[tab \(t) \(p)]" : "tab \(t) \(p)" }.joined(separator: " | ")
            + (sheet.map { " + sheet \($0)" } ?? "")
    }
}

/// A router as apps write one: a class holding the selected tab, a stack per tab and a sheet, whose
/// views call closures wired in `init` that capture `self` (weakly). A copy of it would call back into
/// the original, so the adapter reaches states by ``BenchRouterSpec/restore(_:into:)`` (or replay).
public final class BenchRouter {
    /// The selected tab.
    public var selectedTab = 0
    /// Each tab's stack.
    public var paths: [[Int]]
    /// The sheet shown, if any.
    public var sheet: Int?
    let links: [BenchRouterLink]

    /// The tab bar's tap handler.
    public private(set) var tabTapped: (Int) -> Void = { _ in }
    /// The top screen's link handler.
    public private(set) var linkTapped: (Int) -> Void = { _ in }
    /// The back button's handler.
    public private(set) var backTapped: () -> Void = {}
    /// The sheet buttons' handler.
    public private(set) var sheetRequested: (Int) -> Void = { _ in }
    /// Called when the sheet is swiped down.
    public private(set) var sheetDismissed: () -> Void = {}
    /// The `onOpenURL` handler, given the link's index.
    public private(set) var urlOpened: (Int) -> Void = { _ in }

    /// A router with `tabs` empty stacks, the first tab selected, no sheet; its handlers wired.
    public init(tabs: Int, links: [BenchRouterLink]) {
        paths = Array(repeating: [], count: tabs)
        self.links = links
        tabTapped = { [weak self] tab in
            guard let self else { return }
            if tab == selectedTab { paths[tab].removeAll() } else { selectedTab = tab }
        }
        linkTapped = { [weak self] destination in
            guard let self else { return }
            paths[selectedTab].append(destination)
        }
        backTapped = { [weak self] in
            guard let self, !paths[selectedTab].isEmpty else { return }
            paths[selectedTab].removeLast()
        }
        sheetRequested = { [weak self] sheet in self?.sheet = sheet }
        sheetDismissed = { [weak self] in self?.sheet = nil }
        urlOpened = { [weak self] index in
            guard let self else { return }
            let link = self.links[index]
            sheet = nil
            selectedTab = link.tab
            paths[link.tab] = link.path
        }
    }
}

/// ``BenchRouter`` checked through the reference-store adapter: its handlers driven as the views would,
/// and states reached by ``restore(_:into:)`` (or, with `restores: false`, by replaying traces).
public struct BenchRouterSpec: ReferenceStoreMachine {
    /// An action on the router.
    public typealias Action = BenchRouterAction
    /// The router's state as a value.
    public typealias Snapshot = BenchRouterState

    /// The bounds.
    public let shape: BenchRouterShape
    /// Whether states are reached by restore (else by replay).
    public let restores: Bool
    /// The spec's name.
    public let name: String
    /// The alphabet.
    public let actions: Generator<BenchRouterAction>

    /// The spec of a router within `shape`.
    public init(_ shape: BenchRouterShape, restores: Bool = true) {
        self.shape = shape
        self.restores = restores
        name = "bench-router-class-\(shape.tabs)-\(shape.destinations)-\(shape.maxDepth)-\(shape.sheets)"
        actions = .element(of: shape.allActions)
    }

    public func makeStore() -> BenchRouter { BenchRouter(tabs: shape.tabs, links: shape.links) }

    public func snapshot(of store: BenchRouter) -> BenchRouterState {
        BenchRouterState(selectedTab: store.selectedTab, paths: store.paths, sheet: store.sheet)
    }

    public func perform(_ action: BenchRouterAction, on store: BenchRouter) throws {
        switch action {
        case .selectTab(let t): store.tabTapped(t)
        case .push(let k): store.linkTapped(k)
        case .back: store.backTapped()
        case .present(let s): store.sheetRequested(s)
        case .dismiss: store.sheetDismissed()
        case .open(let l): store.urlOpened(l)
        }
    }

    /// Sets the selected tab, the stacks and the sheet; the handlers stay wired to the store.
    public func restore(_ snapshot: BenchRouterState, into store: BenchRouter) -> Bool {
        guard restores else { return false }
        store.selectedTab = snapshot.selectedTab
        store.paths = snapshot.paths
        store.sheet = snapshot.sheet
        return true
    }

    public func isEnabled(_ action: BenchRouterAction, in s: State) -> Bool { shape.isEnabled(action, in: s.snapshot) }

    public func fingerprint(snapshot: BenchRouterState, into f: inout Fingerprinter) { shape.fingerprint(snapshot, into: &f) }

    /// The bound on depth, sheets over stacks, deep links.
    public var properties: [Property<BenchRouterSpec>] {
        [.invariant("depthWithinBound", "no tab's stack is deeper than D") { spec, s in spec.shape.depthWithinBound(s.snapshot) },
         .transition("sheetKeepsStacks", "presenting or dismissing a sheet changes no stack beneath it") { spec, b, a, s in
             spec.shape.sheetKeepsStacks(b.snapshot, a, s.snapshot)
         },
         .contract("linkShowsTarget", "a deep link shows exactly its target",
                   applies: { if case .open = $0 { true } else { false } }) { spec, _, a, s in
             spec.shape.linkShowsTarget(a, s.snapshot)
         }]
    }

    public func screens(of s: State) -> String { s.snapshot.description }
}

/// The same router written as a value type (``BenchRouterState`` and its mutating methods), with the
/// same alphabet, enabledness, fingerprint and properties as ``BenchRouterSpec``.
public struct BenchRouterValueSpec: StateMachine {
    /// The bounds.
    public let shape: BenchRouterShape
    /// The spec's name.
    public let name: String
    /// The alphabet.
    public let actions: Generator<BenchRouterAction>

    /// The spec of a router within `shape`.
    public init(_ shape: BenchRouterShape) {
        self.shape = shape
        name = "bench-router-value-\(shape.tabs)-\(shape.destinations)-\(shape.maxDepth)-\(shape.sheets)"
        actions = .element(of: shape.allActions)
    }

    public var initialStates: [BenchRouterState] {
        [BenchRouterState(selectedTab: 0, paths: Array(repeating: [], count: shape.tabs), sheet: nil)]
    }

    public func isEnabled(_ action: BenchRouterAction, in s: BenchRouterState) -> Bool { shape.isEnabled(action, in: s) }

    public func apply(_ action: BenchRouterAction, to s: inout BenchRouterState) throws {
        switch action {
        case .selectTab(let t): s.tapTab(t)
        case .push(let k): s.push(k)
        case .back: s.back()
        case .present(let sheet): s.present(sheet)
        case .dismiss: s.dismiss()
        case .open(let l): s.open(shape.links[l])
        }
    }

    public func fingerprint(of s: BenchRouterState, into f: inout Fingerprinter) { shape.fingerprint(s, into: &f) }

    /// The same properties as the class spec's.
    public var properties: [Property<BenchRouterValueSpec>] {
        [.invariant("depthWithinBound", "no tab's stack is deeper than D") { spec, s in spec.shape.depthWithinBound(s) },
         .transition("sheetKeepsStacks", "presenting or dismissing a sheet changes no stack beneath it") { spec, b, a, s in
             spec.shape.sheetKeepsStacks(b, a, s)
         },
         .contract("linkShowsTarget", "a deep link shows exactly its target",
                   applies: { if case .open = $0 { true } else { false } }) { spec, _, a, s in
             spec.shape.linkShowsTarget(a, s)
         }]
    }

    public func screens(of s: BenchRouterState) -> String { s.description }
}
