import Generators
import ModelChecker
import NavigationModel
import NavigationProperties
import SeedStores

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
    /// The system: the deferred `deselectSeed += 1` block runs (0.1 s after a "Back Root", 000:114-118).
    case deferredDeselect
    /// The collapsed stack's back button (compact width).
    case navigationBack
    /// The size class changes (iPad multitasking, Stage Manager).
    case resize(SizeClass)
    /// The system's sidebar button or swipe changes which columns show (regular width; no control of
    /// the demo writes `visible`).
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

    /// The deferred block is the system's; the rest are the user's.
    public var origin: ActionOrigin { self == .deferredDeselect ? .system : .user }
}

/// The spec of seed 000's `ThreeColumnsView` over a ``ThreeColumnNavigation`` store: `rows` rows in
/// each list, both size classes, the column visibilities the system's sidebar button can set in regular
/// width, and — for a store that defers work — the 0.1 s deferred deselect as a pending effect: the
/// state is not at rest while a block is pending, so under the ui alphabet no touch comes before it runs
/// (a touch in that window is a race, explored under the race alphabet).
///
/// "Back Root" and "Back Parent" sit below the split view (000:83-90) and are on screen in every state.
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
    /// Which actions are offered.
    public let alphabet: Alphabet
    let makeStore: @Sendable () -> Store
    /// The alphabet.
    public let actions: Generator<ThreeColumnAction>

    /// Creates a spec; `rows` and `maxPending` must be positive.
    public init(name: String, rows: Int, maxPending: Int, alphabet: Alphabet = .ui,
                makeStore: @escaping @Sendable () -> Store) throws(CheckError) {
        guard rows > 0 else { throw CheckError(.invalidBound, "rows must be positive, not \(rows)") }
        guard maxPending > 0 else { throw CheckError(.invalidBound, "max pending must be positive, not \(maxPending)") }
        self.name = name
        self.rows = rows
        self.maxPending = maxPending
        self.alphabet = alphabet
        self.makeStore = makeStore
        var buttons: [ThreeColumnAction] = [.backParent, .backRoot]
        if Store.defersDeselect { buttons.append(.deferredDeselect) }
        buttons += [.navigationBack, .resize(.compact), .resize(.regular)]
        actions = .oneOf([
            Generator.range(0..<rows).map { ThreeColumnAction.tapSidebar($0) },
            Generator.range(0..<rows).map { ThreeColumnAction.tapContent($0) },
            .element(of: buttons),
            Generator.element(of: [ColumnVisibility.all, .doubleColumn, .detailOnly]).map { ThreeColumnAction.columnVisibility($0) },
        ])
    }

    /// The regular-width view with nothing selected (`@State var visible = .all`).
    public var initialStates: [State] { [ThreeColumnsScreen(store: makeStore())] }

    public func origin(of action: ThreeColumnAction) -> ActionOrigin { action.origin }

    /// At rest when no deferred block is pending.
    public func isSettled(_ s: State) -> Bool { s.store.pendingDeselects == 0 }

    /// Taps only where the list is on screen; the collapsed back button only in compact width with a
    /// pushed screen; the visibility only in regular width (compact ignores it); the deferred block only
    /// while pending.
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
        case .columnVisibility(let v): return !compact && v != s.visibility
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
        plantedDefect?(action, &s)
    }

    /// For witnesses only: a defect planted after each action (nil in every catalog entry).
    var plantedDefect: (@Sendable (ThreeColumnAction, inout State) -> Void)?

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

    /// Child selection, highlights at rest (000:137-139), and a contract per action.
    public var properties: [Property<ThreeColumnSpec>] {
        typealias P = Property<ThreeColumnSpec>
        let text: @Sendable (Int?) -> String = { n in n.map(String.init) ?? "nil" }
        let selection: @Sendable (State) -> String = { s in "content \(text(s.store.contentID)), detail \(text(s.store.detailID))" }
        var list: [P] = [
            NavigationProperties.SelectionInvariants.childSelectionValid(parent: { $0.store.contentID.map { "content \($0)" } },
                                                    child: { $0.store.detailID.map { "detail \($0)" } }),
            // Judged in compact width only: there the collapsed stack pops back to a list that keeps
            // its grey row (the article's own case, 000:112, 000:137-139); in regular width Apple
            // documents that programmatic selection changes "also affect … the list appearance" (S1).
            NavigationProperties.SelectionInvariants.highlightMatchesSelection(lists: {
                [("sidebar", $0.sidebarHighlight.row, $0.store.contentID), ("content", $0.contentHighlight.row, $0.store.detailID)]
            }, settled: { $0.store.pendingDeselects == 0 && $0.sizeClass == .compact }),
            .contract("tapSidebarShowsContent", "tapping sidebar row i selects i and clears the detail (000:54-55)",
                      applies: { if case .tapSidebar = $0 { return true }; return false }) { _, _, action, after in
                guard case .tapSidebar(let n) = action else { return .notApplicable }
                return .expect(after.store.contentID == n && after.store.detailID == nil, "\(action) left \(selection(after))")
            },
            .contract("tapContentShowsDetail", "tapping content row j selects j and keeps the sidebar's selection",
                      applies: { if case .tapContent = $0 { return true }; return false }) { _, before, action, after in
                guard case .tapContent(let n) = action else { return .notApplicable }
                return .expect(after.store.detailID == n && after.store.contentID == before.store.contentID,
                               "\(action) turned \(selection(before)) into \(selection(after))")
            },
            .contract("backParentRemovesOneLevel",
                      "\"Back Parent\" removes exactly one level: the detail if any, else the content; at the root nothing (000:101-107)",
                      applies: { $0 == .backParent }) { _, before, _, after in
                let b = before.store, a = after.store
                let ok = b.detailID != nil ? (a.detailID == nil && a.contentID == b.contentID)
                    : (a.contentID == nil && a.detailID == nil)
                return .expect(ok, "\(selection(before)) became \(selection(after))")
            },
            .contract("backRootShowsRoot", "\"Back Root\" clears both selections (000:109-111)",
                      applies: { $0 == .backRoot }) { _, _, _, after in
                .expect(after.store.contentID == nil && after.store.detailID == nil, "left \(selection(after))")
            },
        ]
        if Store.defersDeselect {
            list.append(.contract("deferredDeselectClearsHighlight",
                                  "once the last deferred block has run, the sidebar highlights exactly its selection (000:112)",
                                  applies: { $0 == .deferredDeselect }) { _, _, _, after in
                .when(after.store.pendingDeselects == 0) {
                    .expect(after.sidebarHighlight.row == after.store.contentID,
                            "the sidebar highlights \(text(after.sidebarHighlight.row)), its selection is \(text(after.store.contentID))")
                }
            })
        }
        list += [
            .contract("systemBackPopsOneLevel", "the collapsed stack's back button pops one level and clears only that level's selection",
                      applies: { $0 == .navigationBack }) { _, before, _, after in
                let b = before.store, a = after.store
                let ok = b.detailID != nil ? (a.detailID == nil && a.contentID == b.contentID)
                    : (a.contentID == nil && a.detailID == nil)
                return .expect(ok, "\(selection(before)) became \(selection(after))")
            },
            .contract("resizeKeepsSelection", "a size change keeps both selections (000:30-32)",
                      applies: { if case .resize = $0 { return true }; return false }) { _, before, action, after in
                .expect(after.store.contentID == before.store.contentID && after.store.detailID == before.store.detailID,
                        "\(action) turned \(selection(before)) into \(selection(after))")
            },
            .contract("columnVisibilityKeepsSelection", "showing or hiding columns keeps both selections",
                      applies: { if case .columnVisibility = $0 { return true }; return false }) { _, before, action, after in
                .expect(after.store.contentID == before.store.contentID && after.store.detailID == before.store.detailID,
                        "\(action) turned \(selection(before)) into \(selection(after))")
            },
        ]
        return list + SeedLiveness.properties()
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
