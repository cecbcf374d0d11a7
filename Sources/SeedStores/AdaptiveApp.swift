import NavigationModel

/// How the adaptive app's view chooses its container and tells the store the size class.
public enum AdaptiveViewDesign: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The article's `AdaptiveNavigatorView`: `if sizeClass == .regular { SplitView } else { StackView }`
    /// reads `@Environment(\.horizontalSizeClass)`, and each container's `.task { store.sizeClass =
    /// sizeClass }` tells the store after the container has appeared. Between a size change and that
    /// task the new container shows the store's old path.
    case environmentAndTask
    /// The corrected view: the container follows the store (`store.layout`), and the store learns the
    /// size class in `onChange(of: sizeClass, initial: true)` on the view that stays (the `VStack`), so
    /// that the container on screen always matches the path it shows.
    case storeAndOnChange

    public var description: String {
        switch self {
        case .environmentAndTask: "container from the environment, store told in .task"
        case .storeAndOnChange: "container from the store, store told in onChange(initial:)"
        }
    }
}

/// The adaptive app of the article, headless: its store, the size class the system reports, and
/// whether the handler that tells the store the size class is still pending.
///
/// What the view reads decides what is on screen (``layout``): the environment's size class in the
/// article's design, the store's in the corrected one. A size change is the system's step
/// (``resize(to:)``); the handler that tells the store is a step of its own (``runPendingHandler()``),
/// which the system takes before the user can touch anything (the `ui` alphabet), or after a touch
/// that lands in between (the `race` alphabet).
public struct AdaptiveApp<Store: AdaptiveNavigationStore>: Sendable, Equatable {
    /// The store (`@StateObject var store = AdaptiveStore()`).
    public var store: Store
    /// The horizontal size class the system reports (`@Environment(\.horizontalSizeClass)`).
    public var environment: SizeClass
    /// The handlers that have not run yet, oldest first, each with the size class it captured: the
    /// container that appeared at launch or after a size change runs `store.sizeClass = sizeClass` with
    /// the value its view saw. A container removed before its `.task` ran does not stop it (Swift's
    /// cancellation only marks the task; the body, which has no `await`, still runs), so a handler can
    /// run with a size class the system no longer reports.
    public var pendingHandlers: [SizeClass]
    /// Whether a handler is still pending.
    public var handlerPending: Bool { !pendingHandlers.isEmpty }
    /// How the view chooses its container.
    public let design: AdaptiveViewDesign

    /// The app at launch: the store as created, the size class the system reports, the handler pending.
    public init(store: Store, environment: SizeClass, design: AdaptiveViewDesign) {
        self.store = store
        self.environment = environment
        self.design = design
        pendingHandlers = [environment]
    }

    /// The container on screen.
    public var layout: Layout {
        switch design {
        case .environmentAndTask: Layout(environment)
        case .storeAndOnChange: store.layout
        }
    }

    /// Whether the sidebar's rows are on screen: the split view's sidebar column, or the stack's root
    /// view while nothing is pushed.
    public var sidebarOnScreen: Bool { layout == .split || store.detailPath.isEmpty }

    /// The detail screen on top with its "Goto Next Level" link, if one is on screen: the path's last
    /// element, or in the split view with a selection and an empty path the detail column's root view
    /// (level 1). The split view with no selection shows `Text("Empty")`, which has no link.
    public var topDetail: (level: Int, rootID: Int)? {
        if layout == .split {
            guard let rootID = store.rootID else { return nil }
            if let last = store.detailPath.last { return (last.level, last.rootID) }
            return (1, rootID)
        }
        return store.detailPath.last.map { ($0.level, $0.rootID) }
    }

    /// Whether the navigation bar shows a back button (and the edge swipe works): the stack on screen
    /// has a pushed view. In the split view the detail column's stack exists only with a selection.
    public var systemBackOnScreen: Bool {
        if store.detailPath.isEmpty { return false }
        return layout == .stack || store.rootID != nil
    }

    /// A tap on sidebar row `rootID` (`store.selectRootID(rootID:)`).
    public mutating func select(rootID: Int) { store.selectRootID(rootID: rootID) }

    /// A tap on the top screen's `NavigationLink("Goto Next Level", value:)`: the stack appends the
    /// value to the bound path.
    public mutating func pushNextLevel() {
        guard let top = topDetail else { return }
        store.detailPath.append(DetailInfo(level: top.level + 1, rootID: top.rootID, identities: &store.identities))
    }

    /// The navigation bar's back button or the edge swipe: the stack writes the path without its last
    /// element to the binding.
    public mutating func systemBack() {
        var path = store.detailPath
        path.removeLast()
        store.detailPath = path
    }

    /// The system reports a new size class. The container whose branch the view leaves is removed and
    /// the other is created, with a handler that will tell the store the new size class later.
    public mutating func resize(to sizeClass: SizeClass) {
        environment = sizeClass
        pendingHandlers.append(sizeClass)
    }

    /// The oldest pending handler runs: `store.sizeClass = sizeClass`, with the value it captured.
    public mutating func runPendingHandler() {
        guard !pendingHandlers.isEmpty else { return }
        store.sizeClass = pendingHandlers.removeFirst()
    }
}

extension AdaptiveApp: AdaptiveNavigationState {
    public var rootID: Int? { store.rootID }
    public var sizeClass: SizeClass? { store.sizeClass }
    public var detailPath: [DetailInfo] { store.detailPath }

    /// What the user sees, and `(handler pending)` while the store has not been told the size class.
    public var screens: String {
        let pending = pendingHandlers.count == 1 ? "  (handler pending)"
            : pendingHandlers.isEmpty ? "" : "  (\(pendingHandlers.count) handlers pending)"
        return Screens.render(layout: layout, rootID: store.rootID, path: store.detailPath) + pending
    }
}
