import Generators
import ModelChecker
import NavigationModel
import NavigationProperties
import SeedStores

/// An action on seed 001's path-bound stack; prints as a Swift-like call (`tap(3)`, `back`).
public enum PathManagerAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The system: the stack has appeared and its `.task` runs (001:196-201, 001:259-261).
    case appear
    /// A value link: the root list's (at the root) or `SubView1`'s (on `SubView1`).
    case tap(PathLink)
    /// `SubView1`'s "go to SubView3" button: `path.append(3)` (001:216-218, 001:270-272).
    case goToSubView3
    /// The warning's `NavigationLink("SubView4", destination: { SubView4() })` (001:297), at the root;
    /// only in the warning variant.
    case tapSubView4Link
    /// `SubView1`'s "返回根视图" (back to the root view) button.
    case backToRoot
    /// `SubView1`'s "返回上层视图" (back one level) button.
    case back
    /// `SubView1`'s "响应 Deep Link，重置 Path Stack" button: `path = [3, 1, 1]` (`[Int]` manager only).
    case deepLink
    /// The navigation bar's back button (or the edge swipe), over a pushed screen.
    case navigationBack
    /// API: "返回根视图"'s call made in code, in any state.
    case callBackToRoot
    /// API: "返回上层视图"'s call made in code, in any state.
    case callBack
    /// API: the deep link's call made in code, in any state.
    case callDeepLink

    /// The call, e.g. `tap(Target.subView2)`.
    public var description: String {
        switch self {
        case .appear: "appear"
        case .tap(let link): "tap(\(link))"
        case .goToSubView3: "goToSubView3"
        case .tapSubView4Link: "tapSubView4Link"
        case .backToRoot: "backToRoot"
        case .back: "back"
        case .deepLink: "deepLink([3, 1, 1])"
        case .navigationBack: "navigationBack"
        case .callBackToRoot: "callBackToRoot"
        case .callBack: "callBack"
        case .callDeepLink: "callDeepLink([3, 1, 1])"
        }
    }

    /// The `.task` is the system's; the `call…` actions are API calls; the rest are touches.
    public var origin: ActionOrigin {
        switch self {
        case .appear: .system
        case .callBackToRoot, .callBack, .callDeepLink: .api
        default: .user
        }
    }

    /// "Back one level", by tap or by call.
    var isBack: Bool { self == .back || self == .callBack }
    /// "Back to the root view", by tap or by call.
    var isBackToRoot: Bool { self == .backToRoot || self == .callBackToRoot }
    /// The deep link, by tap or by call.
    var isDeepLink: Bool { self == .deepLink || self == .callDeepLink }
}

/// Which of seed 001's stacks a ``PathManagerSpec`` checks.
public enum PathManagerVariant: String, Sendable, Hashable, Codable {
    /// The demo as written: the root list, `SubView1`'s controls, the system back button, the `.task`.
    case demo
    /// The demo plus the article's warning snippet (001:291-297): a view-based
    /// `NavigationLink("SubView4", destination:)` in the root list of the value-based stack.
    case warning
}

/// The spec of seed 001's stacks over a ``PathManaging`` manager.
///
/// The stack starts empty with its `.task` pending (a system step, `appear`): the state is not at rest
/// until it has run, so under the ui alphabet no touch comes before it (Apple: `.task` "adds an
/// asynchronous task to perform before this view appears"; the first frame may show the empty root).
/// Touches only on what is on screen: the root list at the root, `SubView1`'s links and buttons when
/// `SubView1` is on top, the navigation bar's back button over a pushed screen. Under the api alphabet
/// the buttons' calls (`callBack`, `callBackToRoot`, `callDeepLink`) are also made in any state.
/// Screens on display are bounded by `maxDepth`.
public struct PathManagerSpec<Manager: PathManaging>: StateMachine {
    /// The stack and its manager.
    public typealias State = PathManagerScreen<Manager>
    /// Taps, the task, and calls.
    public typealias Action = PathManagerAction

    /// The spec's name.
    public let name: String
    /// Taps are enabled while fewer screens than this are on display.
    public let maxDepth: Int
    /// Whether the manager has the deep-link button.
    public let hasDeepLink: Bool
    /// The demo, or the demo with the warning's view-based link.
    public let variant: PathManagerVariant
    /// Which actions are offered.
    public let alphabet: Alphabet
    let makeManager: @Sendable () -> Manager
    /// The alphabet.
    public let actions: Generator<PathManagerAction>

    /// Creates a spec; `maxDepth` must be positive.
    public init(name: String, maxDepth: Int, hasDeepLink: Bool, variant: PathManagerVariant = .demo,
                alphabet: Alphabet = .ui, makeManager: @escaping @Sendable () -> Manager) throws(CheckError) {
        guard maxDepth > 0 else { throw CheckError(.invalidBound, "max depth must be positive, not \(maxDepth)") }
        self.name = name
        self.maxDepth = maxDepth
        self.hasDeepLink = hasDeepLink
        self.variant = variant
        self.alphabet = alphabet
        self.makeManager = makeManager
        let links = (Manager.rootLinks + Manager.subView1Links).reduce(into: [PathLink]()) { if !$0.contains($1) { $0.append($1) } }
        var buttons: [PathManagerAction] = [.goToSubView3]
        if variant == .warning { buttons.append(.tapSubView4Link) }
        buttons += [.backToRoot, .back]
        if hasDeepLink { buttons.append(.deepLink) }
        buttons.append(.navigationBack)
        var parts: [Generator<PathManagerAction>] = [.element(of: [.appear]), Generator.element(of: links).map { .tap($0) }, .element(of: buttons)]
        if alphabet == .api {
            parts.append(.element(of: hasDeepLink ? [.callBackToRoot, .callBack, .callDeepLink] : [.callBackToRoot, .callBack]))
        }
        actions = .oneOf(parts)
    }

    /// Launch: the stack with an empty path, its `.task` pending.
    public var initialStates: [State] { [PathManagerScreen(manager: makeManager())] }

    public func origin(of action: PathManagerAction) -> ActionOrigin { action.origin }

    /// At rest once the `.task` has run.
    public func isSettled(_ s: State) -> Bool { s.taskRan }

    /// Touches where their control is on the top screen; the task once; calls in any state.
    public func isEnabled(_ action: PathManagerAction, in s: State) -> Bool {
        let top = s.displayed.last
        let room = s.displayed.count < maxDepth
        switch action {
        case .appear: return !s.taskRan
        case .tap(let link):
            guard room else { return false }
            return top == nil ? Manager.rootLinks.contains(link) : top == "SubView1" && Manager.subView1Links.contains(link)
        case .goToSubView3: return room && top == "SubView1"
        case .tapSubView4Link: return room && top == nil
        case .backToRoot, .back, .deepLink: return top == "SubView1"
        case .navigationBack: return top != nil
        case .callBackToRoot, .callBack, .callDeepLink: return true
        }
    }

    /// Performs the action; `back` and `backToRoot` may fault.
    public func apply(_ action: PathManagerAction, to s: inout State) throws {
        switch action {
        case .appear: s.appear()
        case .tap(let link): s.tap(link)
        case .goToSubView3: s.tap(.int(3))
        case .tapSubView4Link: s.tapSubView4Link()
        case .backToRoot, .callBackToRoot: try s.backToRoot()
        case .back, .callBack: try s.back()
        case .deepLink, .callDeepLink: s.deepLink()
        case .navigationBack: s.navigationBack()
        }
        plantedDefect?(action, &s)
    }

    /// For witnesses only: a defect planted after each action (nil in every catalog entry).
    var plantedDefect: (@Sendable (PathManagerAction, inout State) -> Void)?

    /// At most `maxDepth` screens on display.
    public func isWithinBounds(_ s: State) -> Bool { s.displayed.count <= maxDepth }

    /// The path, the view-pushed screens, whether the task ran.
    public func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.taskRan)
        f.combine(s.manager.pathDescription)
        f.combine(s.viewPushed.count)
        for screen in s.viewPushed { f.combine(screen) }
    }

    /// A contract per control, from the article's text; the warning variant adds `pathReflectsScreens`
    /// (the only way for a screen to be on display outside the path), the api alphabet
    /// `backAtRootIsNoOp` (on screen, the back buttons are never at the root).
    public var properties: [Property<PathManagerSpec>] {
        typealias P = Property<PathManagerSpec>
        var list: [P] = []
        if variant == .warning {
            list.append(NavigationProperties.SelectionInvariants.pathReflectsScreens(displayed: { $0.displayed }, fromPath: { $0.manager.pathScreens }))
        }
        list.append(.contract("launchShowsTaskPath",
                              "the launch task on an empty stack shows exactly its screens (001:197, 001:260)",
                              applies: { $0 == .appear }) { _, before, _, after in
            .when(before.manager.count == 0 && before.viewPushed.isEmpty) {
                .expect(after.displayed == Manager.launchScreens && after.manager.pathScreens == Manager.launchScreens,
                        "the task showed \(after.screens), not Root › \(Manager.launchScreens.joined(separator: " › "))")
            }
        })
        list.append(.contract("linkPushesItsDestination",
                              "a link or \"go to SubView3\" shows its destination on top of the screens that were shown (001:159, 001:217)",
                              applies: { if case .tap = $0 { return true }; return $0 == .goToSubView3 || $0 == .tapSubView4Link }) { _, before, action, after in
            let destination: String
            switch action {
            case .tap(.int(let n)): destination = subViewName(for: n)
            case .tap(.subView2): destination = "SubView2"
            default: destination = action == .goToSubView3 ? "SubView3" : "SubView4"
            }
            return .expect(after.displayed == before.displayed + [destination],
                           "\(action) turned \(before.screens) into \(after.screens)")
        })
        list.append(.contract("backRemovesTopScreen", "\"返回上层视图\" removes exactly the top screen (001:159)",
                              applies: { $0.isBack }) { _, before, action, after in
            .when(before.manager.count > 0) {
                .expect(after.displayed == Array(before.displayed.dropLast()), "\(action) turned \(before.screens) into \(after.screens)")
            }
        })
        list.append(.contract("backToRootShowsRoot", "\"返回根视图\" empties the path and shows the root (001:220, 001:274)",
                              applies: { $0.isBackToRoot }) { _, _, action, after in
            .expect(after.manager.count == 0 && after.displayed.isEmpty, "\(action) left \(after.screens)")
        })
        if hasDeepLink {
            list.append(.contract("deepLinkShowsTarget", "the deep link shows exactly SubView3 › SubView1 › SubView1, whatever came before (001:282)",
                                  applies: { $0.isDeepLink }) { _, _, action, after in
                .expect(after.manager.pathDescription == "[3, 1, 1]" && after.displayed == ["SubView3", "SubView1", "SubView1"],
                        "\(action) left \(after.screens) with path \(after.manager.pathDescription)")
            })
        }
        list.append(.contract("systemBackRemovesTopScreen", "the navigation bar's back button removes exactly the top screen",
                              applies: { $0 == .navigationBack }) { _, before, _, after in
            .expect(after.displayed == Array(before.displayed.dropLast()), "\(before.screens) became \(after.screens)")
        })
        if alphabet == .api {
            list.append(NavigationProperties.SelectionInvariants.backAtRootIsNoOp(isBack: { $0.isBack || $0.isBackToRoot },
                                                             atRoot: { $0.manager.count == 0 && $0.viewPushed.isEmpty }))
        }
        return list + SeedLiveness.properties { _, s in s.displayed.isEmpty }
    }

    /// `Root › SubView3 › SubView1`.
    public func screens(of s: State) -> String { s.screens }

    /// The path, the screens pushed outside it, whether the task ran.
    public func fields(of s: State) -> [StateField] {
        [StateField(name: "path", value: s.manager.pathDescription),
         StateField(name: "viewPushed", value: "\(s.viewPushed)"),
         StateField(name: "taskRan", value: "\(s.taskRan)")]
    }
}
