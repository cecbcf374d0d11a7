import Generators
import ModelChecker
import NavigationModel

/// An action on seed 000's three-column view; prints as a Swift-like call (`tapSidebar(0)`).
public enum ThreeColumnAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tap on sidebar row `n`.
    case tapSidebar(Int)
    /// A tap on content row `n`.
    case tapContent(Int)
    /// The "Back Parent" button.
    case backParent
    /// The "Back Root" button.
    case backRoot
    /// The deferred `deselectSeed += 1` block runs (0.1 s after a "Back Root").
    case deferredDeselect
    /// The collapsed stack's back button (compact width).
    case navigationBack
    /// The size class changes.
    case resize(SizeClass)
    /// `columnVisibility` changes.
    case columnVisibility(ColumnVisibility)

    /// The call, e.g. `resize(.compact)`.
    public var description: String {
        switch self {
        case .tapSidebar(let n): "tapSidebar(\(n))"
        case .tapContent(let n): "tapContent(\(n))"
        case .backParent: "backParent"
        case .backRoot: "backRoot"
        case .deferredDeselect: "deferredDeselect"
        case .navigationBack: "navigationBack"
        case .resize(let c): "resize(\(c))"
        case .columnVisibility(let v): "columnVisibility(\(v))"
        }
    }
}

/// The spec of seed 000's `ThreeColumnsView` over a ``ThreeColumnNavigation`` store: `rows` rows in
/// each list, up to `maxPending` deferred blocks interleaved with later taps, both size classes and
/// every column visibility.
public struct ThreeColumnSpec<Store: ThreeColumnNavigation>: StateMachine {
    /// The screen and its store.
    public typealias State = ThreeColumnsScreen<Store>
    /// The taps, buttons, deferred block, resizes and visibility changes.
    public typealias Action = ThreeColumnAction

    /// The spec's name.
    public let name: String
    /// Rows `0..<rows` in the sidebar and in the content list.
    public let rows: Int
    /// States with more deferred blocks pending are checked but not expanded.
    public let maxPending: Int
    let makeStore: @Sendable () -> Store
    /// The alphabet.
    public let actions: Generator<ThreeColumnAction>

    /// Creates a spec; `rows` and `maxPending` must be positive.
    public init(name: String, rows: Int, maxPending: Int, makeStore: @escaping @Sendable () -> Store) throws(CheckError) {
        guard rows > 0 else { throw CheckError(.invalidBound, "rows must be positive, not \(rows)") }
        guard maxPending > 0 else { throw CheckError(.invalidBound, "max pending must be positive, not \(maxPending)") }
        self.name = name
        self.rows = rows
        self.maxPending = maxPending
        self.makeStore = makeStore
        actions = .oneOf([
            Generator.range(0..<rows).map { ThreeColumnAction.tapSidebar($0) },
            Generator.range(0..<rows).map { ThreeColumnAction.tapContent($0) },
            .element(of: [.backParent, .backRoot, .deferredDeselect, .navigationBack, .resize(.compact), .resize(.regular)]),
            Generator.element(of: ColumnVisibility.allCases).map { ThreeColumnAction.columnVisibility($0) },
        ])
    }

    /// The regular-width view with nothing selected.
    public var initialStates: [State] { [ThreeColumnsScreen(store: makeStore())] }

    /// Taps only where the list is on screen; the collapsed back button only in compact width with a
    /// pushed screen; the deferred block only while pending.
    public func isEnabled(_ action: ThreeColumnAction, in s: State) -> Bool {
        let compact = s.sizeClass == .compact
        switch action {
        case .tapSidebar:
            return compact ? s.store.contentID == nil : [.all, .automatic].contains(s.visibility)
        case .tapContent:
            guard s.store.contentID != nil else { return false }
            return compact ? s.store.detailID == nil : s.visibility != .detailOnly
        case .navigationBack: return compact && s.store.contentID != nil
        case .deferredDeselect: return s.store.pendingDeselects > 0
        case .resize(let c): return c != s.sizeClass
        case .columnVisibility(let v): return v != s.visibility
        case .backParent, .backRoot: return true
        }
    }

    /// Performs the action through the view.
    public func apply(_ action: ThreeColumnAction, to s: inout State) throws {
        switch action {
        case .tapSidebar(let n): s.tapSidebar(n)
        case .tapContent(let n): s.tapContent(n)
        case .backParent: s.backParent()
        case .backRoot: s.backRoot()
        case .deferredDeselect: s.runDeferred()
        case .navigationBack: s.navigationBack()
        case .resize(let c): s.sizeClass = c
        case .columnVisibility(let v): s.visibility = v
        }
    }

    /// At most `maxPending` deferred blocks.
    public func isWithinBounds(_ s: State) -> Bool { s.store.pendingDeselects <= maxPending }

    /// Selections, highlights, pending blocks, layout. The ever-growing list identities are left out:
    /// only their changes matter, and those are already applied to the highlights.
    public func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.store.contentID)
        f.combine(s.store.detailID)
        f.combine(s.store.pendingDeselects)
        f.combine(s.sidebarHighlight.row)
        f.combine(s.contentHighlight.row)
        f.combine(s.sizeClass.rawValue)
        f.combine(s.visibility.rawValue)
    }

    /// Child selection, highlights, collapse, back at the root.
    public var properties: [Property<ThreeColumnSpec>] {
        [
            SelectionInvariants.childSelectionValid(parent: { $0.store.contentID.map { "content \($0)" } },
                                                    child: { $0.store.detailID.map { "detail \($0)" } }),
            SelectionInvariants.highlightMatchesSelection(lists: {
                [("sidebar", $0.sidebarHighlight.row, $0.store.contentID), ("content", $0.contentHighlight.row, $0.store.detailID)]
            }, settled: { $0.store.pendingDeselects == 0 }),
            SelectionInvariants.collapsedMatchesColumns { $0.layout },
            SelectionInvariants.backAtRootIsNoOp(isBack: { $0 == .backParent },
                                                 atRoot: { $0.store.contentID == nil && $0.store.detailID == nil }),
            SelectionInvariants.backLowersDepthByOne(isBack: { $0 == .backParent },
                                                     depth: { ($0.store.contentID == nil ? 0 : 1) + ($0.store.detailID == nil ? 0 : 1) }),
        ]
    }

    /// The columns or the collapsed stack, with the highlighted rows.
    public func screens(of s: State) -> String { s.screens }

    /// The selections, highlights, pending blocks and layout.
    public func fields(of s: State) -> [StateField] {
        let text = { (n: Int?) in n.map(String.init) ?? "nil" }
        return [
            StateField(name: "contentID", value: text(s.store.contentID)),
            StateField(name: "detailID", value: text(s.store.detailID)),
            StateField(name: "pendingDeselects", value: "\(s.store.pendingDeselects)"),
            StateField(name: "sidebarHighlight", value: text(s.sidebarHighlight.row)),
            StateField(name: "contentHighlight", value: text(s.contentHighlight.row)),
            StateField(name: "sizeClass", value: s.sizeClass.description),
            StateField(name: "visibility", value: s.visibility.description),
        ]
    }
}
