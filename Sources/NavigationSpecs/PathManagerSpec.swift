import Generators
import ModelChecker
import NavigationModel

/// An action on seed 001's path-bound stack; prints as a Swift-like call (`tap(3)`, `back`).
public enum PathManagerAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The stack appears and its `.task` runs.
    case appear
    /// A value link (root list, or `SubView1`'s `NavigationLink("subView3", value: 3)`).
    case tap(PathLink)
    /// The warning's `NavigationLink("SubView4", destination: { SubView4() })`.
    case tapSubView4Link
    /// "Back to root", called in code.
    case backToRoot
    /// "Back" (`path.removeLast()`), called in code.
    case back
    /// The deep link `path = [3, 1, 1]`, called in code.
    case deepLink
    /// The navigation bar's back button.
    case navigationBack

    /// The call, e.g. `tap(Target.subView2)`.
    public var description: String {
        switch self {
        case .appear: "appear"
        case .tap(let link): "tap(\(link))"
        case .tapSubView4Link: "tapSubView4Link"
        case .backToRoot: "backToRoot"
        case .back: "back"
        case .deepLink: "deepLink([3, 1, 1])"
        case .navigationBack: "navigationBack"
        }
    }
}

/// The spec of seed 001's stacks over a ``PathManaging`` manager: taps where their screen is on top
/// (the root list at the root, `SubView1`'s link on `SubView1`), the calls made in code (back, back to
/// root, deep link) at any time, screens on display bounded by `maxDepth`.
public struct PathManagerSpec<Manager: PathManaging>: StateMachine {
    /// The stack and its manager.
    public typealias State = PathManagerScreen<Manager>
    /// Taps and calls.
    public typealias Action = PathManagerAction

    /// The spec's name.
    public let name: String
    /// Taps are enabled while fewer screens than this are on display.
    public let maxDepth: Int
    /// Whether the manager has the deep-link button.
    public let hasDeepLink: Bool
    let makeManager: @Sendable () -> Manager
    /// The alphabet.
    public let actions: Generator<PathManagerAction>

    /// Creates a spec; `maxDepth` must be positive.
    public init(name: String, maxDepth: Int, hasDeepLink: Bool, makeManager: @escaping @Sendable () -> Manager) throws(CheckError) {
        guard maxDepth > 0 else { throw CheckError(.invalidBound, "max depth must be positive, not \(maxDepth)") }
        self.name = name
        self.maxDepth = maxDepth
        self.hasDeepLink = hasDeepLink
        self.makeManager = makeManager
        var calls: [PathManagerAction] = [.tapSubView4Link, .backToRoot, .back]
        if hasDeepLink { calls.append(.deepLink) }
        calls.append(.navigationBack)
        actions = .oneOf([.element(of: [.appear]), Generator.element(of: Manager.rootLinks).map { .tap($0) }, .element(of: calls)])
    }

    /// Before the stack appears, with an empty path.
    public var initialStates: [State] { [PathManagerScreen(manager: makeManager())] }

    /// Taps need the stack on screen and their screen on top; calls in code are always possible.
    public func isEnabled(_ action: PathManagerAction, in s: State) -> Bool {
        let top = s.displayed.last
        let room = s.displayed.count < maxDepth
        switch action {
        case .appear: return !s.taskRan
        case .tap(let link):
            guard s.taskRan, room else { return false }
            return top == nil || (top == "SubView1" && link == .int(3))
        case .tapSubView4Link: return s.taskRan && room && top == nil
        case .navigationBack: return top != nil
        case .backToRoot, .back, .deepLink: return true
        }
    }

    /// Performs the action; `back` and `backToRoot` may fault.
    public func apply(_ action: PathManagerAction, to s: inout State) throws {
        switch action {
        case .appear: s.appear()
        case .tap(let link): s.tap(link)
        case .tapSubView4Link: s.tapSubView4Link()
        case .backToRoot: try s.backToRoot()
        case .back: try s.back()
        case .deepLink: s.deepLink()
        case .navigationBack: s.navigationBack()
        }
    }

    /// At most `maxDepth` screens on display.
    public func isWithinBounds(_ s: State) -> Bool { s.displayed.count <= maxDepth }

    /// The path, the view-pushed screens, whether the task ran.
    public func fingerprint(of s: State, into f: inout Fingerprinter) {
        f.combine(s.taskRan)
        f.combine(s.manager.pathDescription)
        f.combine(s.viewPushed.count)
        for screen in s.viewPushed { f.combine(screen) }
    }

    /// The path reflects the screens; back at the root is a no-op (a trap is `noFault`); the navigation
    /// bar's back removes one screen.
    public var properties: [Property<PathManagerSpec>] {
        [
            SelectionInvariants.pathReflectsScreens(displayed: { $0.displayed }, fromPath: { $0.manager.pathScreens }),
            SelectionInvariants.backAtRootIsNoOp(isBack: { $0 == .back }, atRoot: { $0.manager.count == 0 }),
            SelectionInvariants.backLowersDepthByOne(isBack: { $0 == .navigationBack }, depth: { $0.displayed.count }),
        ]
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
