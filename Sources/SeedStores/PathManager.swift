import NavigationModel

/// Seed 001's `Target` enum: `Hashable` (synthesized), not `Codable`.
public enum Target: Sendable, Hashable, CustomStringConvertible {
    /// `SubView1`.
    case subView1
    /// `SubView2`.
    case subView2
    /// `.subView2`, as written in Swift.
    public var description: String { self == .subView1 ? ".subView1" : ".subView2" }
}

/// What seed 001's stack managers have in common, for ``PathManagerScreen``: the path-bound
/// `NavigationStack`'s root list, `SubView1`'s buttons, and the screens the path stands for.
public protocol PathManaging: Sendable, Hashable {
    /// The root list's value links, in order (`NavigationLink("SubView1", value: 1)`, …).
    static var rootLinks: [PathLink] { get }
    /// `SubView1`'s value links, in order (`NavigationLink("subView3", value: 3)`, …).
    static var subView1Links: [PathLink] { get }
    /// What the stack shows once its `.task` has run on an empty path, nearest the root first.
    static var launchScreens: [String] { get }
    /// Whether the warning's `NavigationLink("SubView4", destination: { SubView4() })` pushes a view
    /// outside the path (the seed) or appends a value (the correction).
    static var subView4LinkIsViewBased: Bool { get }
    /// The `.task` attached to the stack: runs when it appears.
    mutating func runTask()
    /// A value link or a button that appends `link`'s value.
    mutating func append(_ link: PathLink)
    /// "返回根视图" (back to the root view).
    mutating func backToRoot() throws(PathFault)
    /// "返回上层视图" (back one level).
    mutating func back() throws(PathFault)
    /// "响应 Deep Link, 重置 Path Stack" (`path = [3, 1, 1]`), where the manager has it; false if not.
    mutating func deepLink() -> Bool
    /// The navigation bar's back button: the binding removes the last element.
    mutating func popLast()
    /// The screens the path stands for, nearest the root first (`navigationDestination` results).
    var pathScreens: [String] { get }
    /// The number of elements.
    var count: Int { get }
    /// The path, as Swift prints it.
    var pathDescription: String { get }
}

/// A value a link or button appends: an `Int` or a ``Target``.
public enum PathLink: Sendable, Hashable, Codable, CustomStringConvertible {
    /// An `Int` value.
    case int(Int)
    /// `Target.subView2`.
    case subView2

    /// `3` or `.subView2`.
    public var description: String {
        switch self {
        case .int(let n): "\(n)"
        case .subView2: "Target.subView2"
        }
    }
}

/// The destination the seed's `navigationDestination(for: Int.self)` builds: 1 → SubView1, 3 → SubView3,
/// anything else → SubView4.
public func subViewName(for value: Int) -> String {
    switch value {
    case 1: "SubView1"
    case 3: "SubView3"
    default: "SubView4"
    }
}

/// Seed 001's `PathManager` over `NavigationPath` (here ``ErasedPath``), ported exactly: `.task` appends
/// 3, 1 and `Target.subView2`; "back" is `path.removeLast()` with no guard, "back to root" is
/// `path.removeLast(path.count)`.
public struct PathManager: PathManaging {
    /// `@Published var path = NavigationPath()`.
    public var path = ErasedPath()
    /// An empty path.
    public init() {}

    /// `SubView1`, `Target.subView2`, `SubView3`, `SubView4` (001:171-174).
    public static var rootLinks: [PathLink] { [.int(1), .subView2, .int(3), .int(4)] }
    /// `NavigationLink("SubView2", destination: Target.subView2)` and `NavigationLink("subView3", value: 3)`
    /// (001:214-215). The first does not compile as written; its comment (001:213) says its destination
    /// is handled by the root's `navigationDestination`, so it is modelled as a value link to
    /// `Target.subView2` (an assumption).
    public static var subView1Links: [PathLink] { [.subView2, .int(3)] }
    /// `root -> SubView3 -> SubView1 -> SubView2` (001:197).
    public static var launchScreens: [String] { ["SubView3", "SubView1", "SubView2"] }
    /// The warning's view-based link.
    public static var subView4LinkIsViewBased: Bool { true }

    /// `path.append(3); path.append(1); path.append(Target.subView2)`.
    public mutating func runTask() {
        path.append(3)
        path.append(1)
        path.append(Target.subView2)
    }

    /// `path.append(value)`.
    public mutating func append(_ link: PathLink) {
        switch link {
        case .int(let n): path.append(n)
        case .subView2: path.append(Target.subView2)
        }
    }

    /// `path.removeLast(path.count)`.
    public mutating func backToRoot() throws(PathFault) { try path.removeLast(path.count) }
    /// `path.removeLast()`: a fault on an empty path.
    public mutating func back() throws(PathFault) { try path.removeLast() }
    /// This manager has no deep-link button.
    public mutating func deepLink() -> Bool { false }
    /// The binding removes the last element.
    public mutating func popLast() { if !path.isEmpty { try? path.removeLast() } }

    /// The screens `navigationDestination(for: Target.self)` and `(for: Int.self)` build.
    public var pathScreens: [String] { path.elements.map { Self.screen(for: $0.value) } }
    /// The number of elements.
    public var count: Int { path.count }
    /// `[3, 1, .subView2]`.
    public var pathDescription: String { path.description }

    static func screen(for value: any Hashable & Sendable) -> String {
        if let n = value as? Int { return subViewName(for: n) }
        if let t = value as? Target { return t == .subView1 ? "SubView1" : "SubView2" }
        return "?"
    }
}

/// Seed 001's second `PathManager`, over `[Int]`, ported exactly: `.task` sets `[3, 4]`; "back" is
/// guarded (`if pathManager.path.count > 0`); the deep link sets `[3, 1, 1]`.
public struct IntPathManager: PathManaging {
    /// `@Published var path: [Int] = []`.
    public var path: [Int] = []
    /// An empty path.
    public init() {}

    /// `SubView1`, `SubView3`, `SubView4` (001:242-244).
    public static var rootLinks: [PathLink] { [.int(1), .int(3), .int(4)] }
    /// `NavigationLink("subView3", value: 3)` (001:269).
    public static var subView1Links: [PathLink] { [.int(3)] }
    /// `[3, 4]` (001:260).
    public static var launchScreens: [String] { ["SubView3", "SubView4"] }
    /// The warning's view-based link.
    public static var subView4LinkIsViewBased: Bool { true }

    /// `pathManager.path = [3, 4]`.
    public mutating func runTask() { path = [3, 4] }
    /// `path.append(value)` (the `[Int]` stack has no `Target` links).
    public mutating func append(_ link: PathLink) { if case .int(let n) = link { path.append(n) } }
    /// `path.removeAll()`.
    public mutating func backToRoot() throws(PathFault) { path.removeAll() }
    /// `if pathManager.path.count > 0 { pathManager.path.removeLast() }`.
    public mutating func back() throws(PathFault) {
        if path.count > 0 { try path.removeLast(checked: 1) }
    }
    /// `pathManager.path = [3, 1, 1]`.
    public mutating func deepLink() -> Bool { path = [3, 1, 1]; return true }
    /// The binding removes the last element.
    public mutating func popLast() { if !path.isEmpty { path.removeLast() } }

    /// The screens `navigationDestination(for: Int.self)` builds.
    public var pathScreens: [String] { path.map(subViewName(for:)) }
    /// The number of elements.
    public var count: Int { path.count }
    /// `[3, 1, 1]`.
    public var pathDescription: String { "\(path)" }
}

/// Seed 001's `NavigationPath` manager, corrected: "back" on an empty path does nothing (it matters only
/// to a caller: the button is on `SubView1`, which is shown only over a non-empty path), and the
/// warning's `SubView4` link is value-based (`NavigationLink("SubView4", value: 4)`), so every screen is
/// in the path.
public struct CorrectedPathManager: PathManaging {
    /// The path.
    public private(set) var path = ErasedPath()
    /// An empty path.
    public init() {}

    /// As the seed.
    public static var rootLinks: [PathLink] { PathManager.rootLinks }
    /// As the seed.
    public static var subView1Links: [PathLink] { PathManager.subView1Links }
    /// As the seed.
    public static var launchScreens: [String] { PathManager.launchScreens }
    /// Value-based.
    public static var subView4LinkIsViewBased: Bool { false }

    /// As the seed.
    public mutating func runTask() {
        path.append(3)
        path.append(1)
        path.append(Target.subView2)
    }
    /// As the seed.
    public mutating func append(_ link: PathLink) {
        switch link {
        case .int(let n): path.append(n)
        case .subView2: path.append(Target.subView2)
        }
    }
    /// `path.removeLast(path.count)` (never more than the path holds).
    public mutating func backToRoot() throws(PathFault) { path.removeAll() }
    /// Back one level; nothing to do at the root.
    public mutating func back() throws(PathFault) { if !path.isEmpty { try path.removeLast() } }
    /// No deep-link button, as the seed.
    public mutating func deepLink() -> Bool { false }
    /// The binding removes the last element.
    public mutating func popLast() { if !path.isEmpty { try? path.removeLast() } }

    /// As the seed.
    public var pathScreens: [String] { path.elements.map { PathManager.screen(for: $0.value) } }
    /// The number of elements.
    public var count: Int { path.count }
    /// `[3, 1, .subView2]`.
    public var pathDescription: String { path.description }
}

/// Seed 001's `[Int]` manager, corrected: the warning's `SubView4` link is value-based. In the demo
/// (without the warning's link) it behaves as the seed.
public struct CorrectedIntPathManager: PathManaging {
    /// The path.
    public private(set) var path: [Int] = []
    /// An empty path.
    public init() {}

    /// As the seed.
    public static var rootLinks: [PathLink] { IntPathManager.rootLinks }
    /// As the seed.
    public static var subView1Links: [PathLink] { IntPathManager.subView1Links }
    /// As the seed.
    public static var launchScreens: [String] { IntPathManager.launchScreens }
    /// Value-based.
    public static var subView4LinkIsViewBased: Bool { false }

    /// As the seed.
    public mutating func runTask() { path = [3, 4] }
    /// As the seed.
    public mutating func append(_ link: PathLink) { if case .int(let n) = link { path.append(n) } }
    /// As the seed.
    public mutating func backToRoot() throws(PathFault) { path.removeAll() }
    /// As the seed (guarded).
    public mutating func back() throws(PathFault) { if !path.isEmpty { path.removeLast() } }
    /// As the seed.
    public mutating func deepLink() -> Bool { path = [3, 1, 1]; return true }
    /// The binding removes the last element.
    public mutating func popLast() { if !path.isEmpty { path.removeLast() } }

    /// As the seed.
    public var pathScreens: [String] { path.map(subViewName(for:)) }
    /// The number of elements.
    public var count: Int { path.count }
    /// `[3, 1, 1]`.
    public var pathDescription: String { "\(path)" }
}
