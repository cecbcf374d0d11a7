import NavigationModel

/// Seed 001's `NavigationStack(path:)` around a ``PathManaging`` store, keeping the screens on display
/// apart from the path: a view-based `NavigationLink(_:destination:)` shows a screen that is not in
/// the path (the seed's warning), so the two can disagree.
///
/// Model of SwiftUI's behaviour: a view-based push stacks a screen above the path's screens; the
/// navigation bar's back button pops the top screen (a view-based one first); any change of the path
/// itself rebuilds the stack from the path, dropping the view-based screens.
public struct PathManagerScreen<Manager: PathManaging>: Sendable, Hashable {
    /// The manager.
    public private(set) var manager: Manager
    /// Screens pushed by view-based links, above the path's screens.
    public private(set) var viewPushed: [String] = []
    /// Whether the stack's `.task` has run.
    public private(set) var taskRan = false

    /// A screen over `manager`, before it appears.
    public init(manager: Manager) { self.manager = manager }

    /// What is on display above the root, nearest the root first.
    public var displayed: [String] { manager.pathScreens + viewPushed }

    /// The stack appears: its `.task` runs (once).
    public mutating func appear() {
        guard !taskRan else { return }
        taskRan = true
        change { $0.runTask() }
    }

    /// A value link or a button appending `link`.
    public mutating func tap(_ link: PathLink) { change { $0.append(link) } }

    /// The `SubView4` link of the seed's warning.
    public mutating func tapSubView4Link() {
        if Manager.subView4LinkIsViewBased { viewPushed.append("SubView4") } else { change { $0.append(.int(4)) } }
    }

    /// "Back to root" in code.
    public mutating func backToRoot() throws(PathFault) { try changeThrowing { m throws(PathFault) in try m.backToRoot() } }
    /// "Back" in code.
    public mutating func back() throws(PathFault) { try changeThrowing { m throws(PathFault) in try m.back() } }
    /// The deep link, where the manager has one.
    public mutating func deepLink() { change { _ = $0.deepLink() } }

    /// The navigation bar's back button: pops the top screen.
    public mutating func navigationBack() {
        if !viewPushed.isEmpty { viewPushed.removeLast() } else { change { $0.popLast() } }
    }

    mutating func change(_ body: (inout Manager) -> Void) {
        let before = manager
        body(&manager)
        if manager != before { viewPushed.removeAll() }
    }

    mutating func changeThrowing(_ body: (inout Manager) throws(PathFault) -> Void) throws(PathFault) {
        let before = manager
        try body(&manager)
        if manager != before { viewPushed.removeAll() }
    }

    /// `Root › SubView3 › SubView1 › SubView2`.
    public var screens: String { (["Root"] + displayed).joined(separator: " › ") }
}
