import Generators
import ModelChecker
import NavigationModel
import NavigationProperties
import SwiftUIBehavior

// Ice Cubes (IceCubesApp.swift) written as a plain value state machine, the way the catalog's specs
// are: one struct holds the routers' fields and what SwiftUIBehavior keeps around them for this app
// (the size class, a sheet being swiped away), `apply` does what `AppMachine` does for this scene,
// and the fingerprint is written by hand. It reaches the same states level by level as
// `AppMachine(IceCubesApp())` (IceCubesTwinTests compares them).
//
// What the scene declares, and so what the twin hard-codes, on an iPad under the `ui` alphabet: in
// compact width a tab bar over five stacks named as their tabs (re-tapping a tab does nothing on iOS
// 18); in regular width a two-column split view `content` whose sidebar selects the tab and whose
// detail stack is the selected tab's path, its columns bound to the router (`all` or `detailOnly`,
// the sidebar's rows tappable only under `all`); one `.sheet(item:)` over both, which a swipe down
// dismisses one step later (no touch meanwhile); two links that push on the selected tab.

/// Ice Cubes as a plain value state machine: the same model as `AppMachine(IceCubesApp())`.
public struct IceCubesTwin: StateMachine {
    public typealias Intent = IceCubesApp.Intent
    public typealias Action = AppAction<IceCubesApp.Intent>

    /// The routers' values, the size class and whether the sheet is being swiped away.
    public struct State: Hashable, Sendable, CustomStringConvertible {
        /// The routers.
        public var model: IceCubesSnapshot
        /// The size class the views read.
        public var sizeClass: SizeClass
        /// Whether the sheet was swiped down and its binding is not written yet.
        public var dismissing = false

        /// The routers' fields, the size class and the dismissal.
        public var description: String { "\(model) \(sizeClass)\(dismissing ? " dismissing" : "")" }
    }

    public let name = "icecubes-twin"
    /// The checker's alphabet: `ui`, as `IceCubesApp`'s.
    public var alphabet: Alphabet { .ui }

    /// Whether a swipe down dismisses the sheet in the same step: false, as SwiftUI writes the binding
    /// once the dismissal ends; true makes a different model (the tests' witness that the comparison
    /// with `AppMachine` can fail).
    public let dismissesAtOnce: Bool

    /// The twin of `IceCubesApp()`.
    public init(dismissesAtOnce: Bool = false) {
        self.dismissesAtOnce = dismissesAtOnce
    }

    /// The stacks back acts on: each tab's, then the split view's detail.
    static let stacks = IceCubesTab.allCases.map(\.rawValue) + ["content"]

    /// The intents, then the system's actions as `AppMachine` offers them for this scene.
    public static let alphabetActions: [Action] = {
        var system: [SystemAction] = []
        for stack in stacks {
            system += [.back(stack), .edgeSwipeBack(stack)] + (0...1).map { SystemAction.longPressBack(stack, to: $0) }
        }
        system += IceCubesTab.allCases.map { SystemAction.tapTab($0.rawValue) }
        system += [.swipeDown("sheet")] + IceCubesApp.links.map(SystemAction.openURL)
        system += [.resize(.compact), .resize(.regular), .answer(0)]
        system += IceCubesTab.allCases.map { SystemAction.select("content", row: $0.rawValue) }
        system += [.showColumns("content", .all), .showColumns("content", .detailOnly)]
        return IceCubesApp.allIntents.map(Action.user) + system.map(Action.system)
    }()

    public var actions: Generator<Action> { .element(of: Self.alphabetActions) }

    /// The launch: the timeline, regular width, nothing pushed.
    public var initialStates: [State] {
        [State(model: .launch, sizeClass: .regular)]
    }

    /// The answer of a swipe down is the system's; everything else a person's.
    public func origin(of action: Action) -> ActionOrigin {
        if case .system(.answer) = action { return .system }
        return .user
    }

    /// At rest unless a sheet is being swiped away.
    public func isSettled(_ s: State) -> Bool { !s.dismissing }

    /// `AppMachine.isEnabled` for this scene, with `IceCubesApp.isOnScreen` for the intents.
    public func isEnabled(_ action: Action, in s: State) -> Bool {
        let r = s.model, touchable = r.sheet == nil && !s.dismissing, compact = s.sizeClass == .compact
        switch action {
        case .user(let intent):
            return !s.dismissing && IceCubesApp.isOnScreen(intent, in: r)
        case .system(.back(let name)), .system(.edgeSwipeBack(let name)):
            return touchable && Self.stackOnView(r, compact) == name && !r.current.isEmpty
        case .system(.longPressBack(let name, let depth)):
            return touchable && Self.stackOnView(r, compact) == name && r.current.count >= depth + 2
        case .system(.tapTab):
            return touchable && compact
        case .system(.swipeDown):
            return r.sheet != nil && !s.dismissing
        case .system(.openURL):
            return true
        case .system(.resize(let c)):
            return c != s.sizeClass
        case .system(.answer(let k)):
            return k == 0 && s.dismissing
        case .system(.select(_, let row)):
            return touchable && !compact && r.columns == .all && row != r.tab.rawValue
        case .system(.showColumns(_, let columns)):
            return touchable && !compact && columns != r.columns
        default:
            return false
        }
    }

    /// The stack that back acts on: the selected tab's in compact width, the split view's detail else.
    static func stackOnView(_ r: IceCubesSnapshot, _ compact: Bool) -> String { compact ? r.tab.rawValue : "content" }

    public func apply(_ action: Action, to s: inout State) throws {
        switch action {
        case .user(let intent):
            if let route = IceCubesApp.route(of: intent, in: s.model), s.model.hasRoom { s.model[s.model.tab].append(route) }
            if let sheet = IceCubesApp.sheet(of: intent) { s.model.sheet = sheet }
            if intent == .closeSheet { s.model.sheet = nil }
        case .system(.back), .system(.edgeSwipeBack):
            s.model[s.model.tab].removeLast()
        case .system(.longPressBack(_, let depth)):
            s.model[s.model.tab] = Array(s.model.current.prefix(depth))
        case .system(.tapTab(let name)):
            s.model.tab = IceCubesTab(rawValue: name) ?? s.model.tab
        case .system(.swipeDown):
            if dismissesAtOnce { s.model.sheet = nil } else { s.dismissing = true }
        case .system(.openURL(let url)):
            let route: IceCubesRoute? = url == IceCubesApp.links[0] ? .hashtag : url == IceCubesApp.links[1] ? .status(2) : nil
            if let route, s.model.hasRoom { s.model[s.model.tab].append(route) }
        case .system(.resize(let c)):
            s.sizeClass = c
        case .system(.answer):
            s.model.sheet = nil
            s.dismissing = false
        case .system(.select(_, let row)):
            s.model.tab = IceCubesTab(rawValue: row) ?? s.model.tab
        case .system(.showColumns(_, let columns)):
            s.model.columns = columns
        default:
            break
        }
    }

    /// The tab, each path (its length, then a code per route), the sheet, the columns, the size class
    /// and the dismissal.
    public func fingerprint(of s: State, into f: inout Fingerprinter) {
        let r = s.model
        f.combine(IceCubesTab.allCases.firstIndex(of: r.tab)!)
        for path in r.paths {
            f.combine(path.count)
            for route in path { f.combine(Self.code(of: route)) }
        }
        f.combine(r.sheet.map { IceCubesSheet.allCases.firstIndex(of: $0)! + 1 } ?? 0)
        f.combine(r.columns == .all ? 0 : 1)
        f.combine(s.sizeClass == .compact ? 0 : 1)
        f.combine(s.dismissing)
    }

    /// A small number per route.
    static func code(of route: IceCubesRoute) -> Int {
        switch route {
        case .status(let n): n
        case .account(let n): 2 + n
        case .hashtag: 5
        case .followers: 6
        case .following: 7
        case .trending: 8
        case .requests: 9
        case .conversations: 10
        }
    }

    /// The screens on view: the selected tab's stack (or the sidebar and the detail), and the sheet.
    public func screens(of s: State) -> String {
        let r = s.model
        let stack = ([s.sizeClass == .compact ? r.tab.rawValue : "content ▸ \(r.tab.rawValue)"] + r.current.map { "\($0)" })
            .joined(separator: " › ")
        return stack + (r.sheet.map { " ⧉ \($0.rawValue)" } ?? "")
    }

    /// What the hand-written spec checks beside the four liveness properties of the invariants library:
    /// the bounds of the port hold, and a sheet hides the tab bar's and the sidebar's touches.
    public var properties: [Property<IceCubesTwin>] {
        [.invariant("withinBounds", "at most two screens pushed on every tab together") { _, s in
            .expect(s.model.paths.reduce(0) { $0 + $1.count } <= 2, "paths \(s.model.paths)")
        },
         .transition("sheetKeepsStacksBeneath", "presenting or dismissing a sheet never changes the stacks beneath it") { _, before, _, after in
             guard before.model.sheet != after.model.sheet else { return .notApplicable }
             return .expect(before.model.paths == after.model.paths, "paths \(before.model.paths) became \(after.model.paths)")
         },
         NavigationLiveness.noDeadEnd(),
         NavigationLiveness.canAlwaysGetHome { _, s in
             s.model.tab == .timeline && s.model.current.isEmpty && s.model.sheet == nil && !s.dismissing
         },
         NavigationLiveness.everyScreenReachable(declared: { _ in
             IceCubesTab.allCases.map { LivenessItem($0.rawValue, declaredBy: "the tab bar") }
                 + IceCubesSheet.allCases.map { LivenessItem($0.rawValue, declaredBy: "the sheet") }
         }, shown: { _, s in [s.model.tab.rawValue] + (s.model.sheet.map { [$0.rawValue] } ?? []) }),
         NavigationLiveness.workSettles()]
    }
}

extension IceCubesSnapshot {
    /// The routers' values at launch.
    static var launch: IceCubesSnapshot {
        IceCubesSnapshot(tab: .timeline, paths: Array(repeating: [], count: IceCubesTab.allCases.count), sheet: nil, columns: .all)
    }
}
