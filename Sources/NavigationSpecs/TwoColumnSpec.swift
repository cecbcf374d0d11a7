import Generators
import ModelChecker
import NavigationModel
import SeedStores

/// An action on seed 000's two-column view; prints as a Swift-like call (`tapRow(1)`).
public enum TwoColumnAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A tap on sidebar row `n`.
    case tapRow(Int)
    /// The "Back Parent" button.
    case backParent
    /// The navigation bar's back button (sets `isPresented` to false).
    case navigationBack
    /// The size class changes.
    case resize(SizeClass)

    /// The call.
    public var description: String {
        switch self {
        case .tapRow(let n): "tapRow(\(n))"
        case .backParent: "backParent"
        case .navigationBack: "navigationBack"
        case .resize(let c): "resize(\(c))"
        }
    }
}

/// The state of seed 000's `TowColumnsView`: the store and the size class.
public struct TwoColumnState: Sendable, Hashable {
    /// The store.
    public var store = TwoStore()
    /// The size class.
    public var sizeClass: SizeClass = .regular
    /// Nothing selected, regular width.
    public init() {}
}

/// The spec of seed 000's `TwoStore` view: `rows` sidebar rows, both size classes.
public struct TwoColumnSpec: StateMachine {
    /// The store and the size class.
    public typealias State = TwoColumnState
    /// Taps, buttons, resizes.
    public typealias Action = TwoColumnAction

    /// The spec's name.
    public let name: String
    /// Rows `0..<rows`.
    public let rows: Int
    /// The alphabet.
    public let actions: Generator<TwoColumnAction>

    /// Creates a spec; `rows` must be positive.
    public init(name: String, rows: Int) throws(CheckError) {
        guard rows > 0 else { throw CheckError(.invalidBound, "rows must be positive, not \(rows)") }
        self.name = name
        self.rows = rows
        actions = .oneOf([
            Generator.range(0..<rows).map { TwoColumnAction.tapRow($0) },
            .element(of: [.backParent, .navigationBack, .resize(.compact), .resize(.regular)]),
        ])
    }

    /// Nothing selected, regular width.
    public var initialStates: [TwoColumnState] { [TwoColumnState()] }

    /// Rows are tappable while the sidebar shows (always in regular width; in compact width only when
    /// no detail is pushed); the navigation bar's back only over a pushed detail.
    public func isEnabled(_ action: TwoColumnAction, in s: TwoColumnState) -> Bool {
        switch action {
        case .tapRow: s.sizeClass == .regular || !s.store.isPresented
        case .navigationBack: s.sizeClass == .compact && s.store.isPresented
        case .resize(let c): c != s.sizeClass
        case .backParent: true
        }
    }

    /// Performs the action.
    public func apply(_ action: TwoColumnAction, to s: inout TwoColumnState) throws {
        switch action {
        case .tapRow(let n): s.store.tapRow(n)
        case .backParent: s.store.backParent()
        case .navigationBack: s.store.setPresented(false)
        case .resize(let c): s.sizeClass = c
        }
        plantedDefect?(action, &s)
    }

    /// For witnesses only: a defect planted after each action (nil in every catalog entry).
    var plantedDefect: (@Sendable (TwoColumnAction, inout TwoColumnState) -> Void)?

    /// The selection and the size class.
    public func fingerprint(of s: TwoColumnState, into f: inout Fingerprinter) {
        f.combine(s.store.detailID)
        f.combine(s.sizeClass.rawValue)
    }

    /// A contract per action. The row highlight is derived from `detailID` (000:175), so unlike the
    /// first scheme no stale highlight can arise; the contracts check what each control shows.
    public var properties: [Property<TwoColumnSpec>] {
        let shown: @Sendable (TwoColumnState) -> String = { s in s.store.layout.screens(sizeClass: s.sizeClass, visibility: .all) }
        return [
            .contract("tapRowShowsDetail", "tapping row i shows \"i\" in the detail and only row i is blue (000:175-181)",
                      applies: { if case .tapRow = $0 { return true }; return false }) { _, _, action, after in
                guard case .tapRow(let n) = action else { return .notApplicable }
                let layout = after.store.layout
                return .expect(after.store.detailID == n && layout.detail.title == "Detail \(n)" && layout.sidebar.title == "Sidebar ▸ \(n)",
                               "\(action) showed \(shown(after))")
            },
            .contract("backParentShowsRoot", "\"Back Parent\" clears the selection: the detail column shows \"Empty\", no row is blue (000:196-199)",
                      applies: { $0 == .backParent }) { _, _, _, after in
                .expect(after.store.detailID == nil && after.store.layout.detail.isPlaceholder, "Back Parent left \(shown(after))")
            },
            .contract("systemBackShowsSidebar", "the collapsed stack's back button pops to the sidebar and clears the selection (000:183-192)",
                      applies: { $0 == .navigationBack }) { _, _, _, after in
                .expect(after.store.detailID == nil && after.store.layout.collapsed.count == 1, "back left \(shown(after))")
            },
            .contract("resizeKeepsSelection", "a size change keeps the selection",
                      applies: { if case .resize = $0 { return true }; return false }) { _, before, action, after in
                .expect(after.store.detailID == before.store.detailID, "\(action) turned \(shown(before)) into \(shown(after))")
            },
        ] + SeedLiveness.properties()
    }

    /// The columns or the collapsed stack.
    public func screens(of s: TwoColumnState) -> String { s.store.layout.screens(sizeClass: s.sizeClass, visibility: .all) }

    /// The selection and the size class.
    public func fields(of s: TwoColumnState) -> [StateField] {
        [StateField(name: "detailID", value: s.store.detailID.map(String.init) ?? "nil"),
         StateField(name: "sizeClass", value: s.sizeClass.description)]
    }
}
