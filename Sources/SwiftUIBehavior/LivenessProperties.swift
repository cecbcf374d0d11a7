import ModelChecker

// Can the user get stuck? The built-in liveness properties of an app: a screen nothing leaves, a state
// from which home is never reached again, a screen no sequence of taps shows, work that never settles.
// All four are judged on the graph of reachable states once the search is over (see
// `LivenessGoal`); a search cut short never reports a state as stuck unless everything it can reach was
// explored.

extension AppProperty {
    // MARK: The app's own liveness properties

    /// Some reachable state satisfies `goal`. `goal` runs where the app's steps run (see ``invariant(_:_:_:)``).
    public static func sometimes(_ name: String, _ meaning: String,
                                 _ goal: @escaping (AppMachine<App>, State) -> Bool) -> AppProperty {
        AppProperty(.appLiveness(.sometimes, name, meaning, goal: goal))
    }

    /// From every reachable state, some path of the steps `using` picks (all of them by default)
    /// reaches a state satisfying `goal`.
    public static func canAlwaysReach(_ name: String, _ meaning: String,
                                      using: @escaping (AppMachine<App>, Action) -> Bool = { _, _ in true },
                                      _ goal: @escaping (AppMachine<App>, State) -> Bool) -> AppProperty {
        AppProperty(.appLiveness(.canAlwaysReach, name, meaning, using: using, goal: goal))
    }

    /// From every reachable state, every run of the steps `using` picks reaches a state satisfying
    /// `goal`, the pending answers being fair: an answer that stays enabled does arrive.
    public static func eventually(_ name: String, _ meaning: String,
                                  using: @escaping (AppMachine<App>, Action) -> Bool = { _, _ in true },
                                  _ goal: @escaping (AppMachine<App>, State) -> Bool) -> AppProperty {
        AppProperty(.appLiveness(.eventually, name, meaning, using: using, fair: { _, a in a.isAnswer }, goal: goal))
    }

    // MARK: Built-in

    /// From every screen at rest, touches lead somewhere else: some sequence of controls on screen and
    /// system gestures (back, edge swipe, the tab bar, swiping a sheet down, a split view's rows), with
    /// the work they start answering or being cancelled, reaches a state whose screens on view
    /// (``AppMachine/screensOnView(of:)``) differ. A screen `terminal` accepts (a final confirmation the
    /// app means to keep) is exempt.
    ///
    /// Judged on the transitions the search keeps (``Property/canAlwaysLeave(_:_:using:view:where:)``):
    /// a touch that leaves the screen text as it was (one of two identical browser views closed) is not
    /// an exit by itself, but the next touch may be; a state outside the spec's bounds (`isWithinBounds`)
    /// or beyond the depth bound is not judged, nor is one from which such a state can be reached.
    ///
    /// Caught: a sheet with `interactiveDismissDisabled` and no close button; a pushed screen that hides
    /// its back button and offers nothing else.
    public static func noDeadEnd(
        _ name: String = "noDeadEnd",
        _ meaning: String = "from every screen at rest, taps and system gestures lead to another screen",
        terminal: @escaping (AppState<App.Snapshot>) -> Bool = { _ in false }
    ) -> AppProperty {
        AppProperty(.appLeave(name, meaning, using: { m, a in m.isTouch(a) || a.isAnswer || a.isCancel },
                              view: { m, s in StableHash.of(m.screensOnView(of: s)) }) { m, s in m.isSettled(s) && !terminal(s.snapshot) })
    }

    /// From every state, on-screen taps and system gestures (no deep link, no size change), with the
    /// work already started answering, reach the home screen: the first tab selected with its stack at
    /// the root and no sheet (or, with no tab bar, every stack of the main content at its root and no
    /// sheet), or what `home` accepts.
    public static func canAlwaysGetHome(
        _ name: String = "canAlwaysGetHome",
        _ meaning: String = "from every state, taps and system gestures alone lead back home",
        home: ((AppState<App.Snapshot>) -> Bool)? = nil
    ) -> AppProperty {
        AppProperty(.appLiveness(.canAlwaysReach, name, meaning, using: { m, a in m.isTouch(a) || a.isAnswer || a.isCancel }) { m, s in
            home.map { $0(s.snapshot) } ?? m.isHome(s.snapshot)
        })
    }

    /// Every declared screen is shown in some reachable state: each tab, each stack's root, each sheet
    /// and cover, and each route an intent's role (`.push`, `.setPath`) or a deep link names. One
    /// finding per screen never shown, with the declaration it comes from.
    public static func everyScreenReachable(
        _ name: String = "everyScreenReachable",
        _ meaning: String = "every declared tab, stack, sheet, cover and route is shown in some reachable state"
    ) -> AppProperty {
        AppProperty(.appSometimesEach(name, meaning, items: { m in m.declaredScreens }) { m, s in m.shownScreens(s.snapshot) })
    }

    /// With no further touches, pending work always comes to rest: every run of the system's own steps
    /// (answers, cancellations, the app's system intents) from any state reaches a state with nothing
    /// pending, an answer that stays enabled arriving. Caught: a load whose answer starts it again.
    public static func workSettles(
        _ name: String = "workSettles",
        _ meaning: String = "with no further touches, pending work always comes to rest"
    ) -> AppProperty {
        AppProperty(.appLiveness(.eventually, name, meaning, using: { m, a in m.origin(of: a) == .system },
                                 fair: { _, a in a.isAnswer }) { m, s in m.isSettled(s) })
    }
}

extension Property {
    /// A liveness property whose closures are generic over the app (see ``appTransition(_:_:_:)``):
    /// called only where the app's steps run.
    static func appLiveness(_ kind: PropertyKind, _ name: String, _ meaning: String,
                            using: @escaping (Machine, Machine.Action) -> Bool = { _, _ in true },
                            fair: @escaping (Machine, Machine.Action) -> Bool = { _, _ in false },
                            goal: @escaping (Machine, Machine.State) -> Bool) -> Property {
        let local = StepLocal(value: (goal: goal, using: using, fair: fair))
        let g: @Sendable (Machine, Machine.State) -> Bool = { m, s in local.value.goal(m, s) }
        let u: @Sendable (Machine, Machine.Action) -> Bool = { m, a in local.value.using(m, a) }
        switch kind {
        case .sometimes: return .sometimes(name, meaning, g)
        case .canAlwaysReach: return .canAlwaysReach(name, meaning, using: u, g)
        default: return .eventually(name, meaning, using: u, fair: { m, a in local.value.fair(m, a) }, g)
        }
    }
}

extension Property {
    /// A property that asks to leave what a state shows (``Property/canAlwaysLeave(_:_:using:view:where:)``)
    /// whose closures are generic over the app (see ``appTransition(_:_:_:)``).
    static func appLeave(_ name: String, _ meaning: String, using: @escaping (Machine, Machine.Action) -> Bool,
                         view: @escaping (Machine, Machine.State) -> UInt64,
                         judged: @escaping (Machine, Machine.State) -> Bool) -> Property {
        let local = StepLocal(value: (using: using, view: view, judged: judged))
        return .canAlwaysLeave(name, meaning, using: { m, a in local.value.using(m, a) }, view: { m, s in local.value.view(m, s) },
                               where: { m, s in local.value.judged(m, s) })
    }

    /// A ``PropertyKind/sometimes`` property over several goals whose closures are generic over the app.
    static func appSometimesEach(_ name: String, _ meaning: String, items: @escaping (Machine) -> [LivenessItem],
                                 reached: @escaping (Machine, Machine.State) -> [String]) -> Property {
        let local = StepLocal(value: (items: items, reached: reached))
        return .sometimes(name, meaning, each: { m in local.value.items(m) }) { m, s in local.value.reached(m, s) }
    }
}

extension SystemAction {
    /// Whether a person makes it on the app's screens: back, the edge swipe, the back button's menu,
    /// the tab bar, swiping a sheet down, a split view's rows and sidebar button (not a deep link or
    /// another entry point, a size change, an answer or a cancellation).
    public var isGesture: Bool {
        switch self {
        case .back, .edgeSwipeBack, .longPressBack, .tapTab, .swipeDown, .select, .selectContent, .showColumns: true
        case .openURL, .entry, .resize, .answer, .cancel, .relaunch: false
        }
    }
}

extension AppAction {
    /// Whether the action is an answer of pending work arriving.
    public var isAnswer: Bool { if case .system(.answer) = self { true } else { false } }
    /// Whether the action cancels pending work.
    var isCancel: Bool { if case .system(.cancel) = self { true } else { false } }
}

extension AppMachine {
    /// Whether `action` is a touch: a control of the app's own a person taps, or a system gesture
    /// (back, edge swipe, the back button's menu, the tab bar, swiping a sheet down); not a deep link,
    /// a size change or an answer.
    public func isTouch(_ action: Action) -> Bool {
        switch action {
        case .user(let intent): app.origin(of: intent) == .user
        case .system(let s): s.isGesture
        }
    }


    /// Whether `s` is the app's home: no sheet, the first tab selected (when a tab bar exists in the branches taken), and
    /// every stack of the main content shown with it at its root.
    public func isHome(_ s: AppState<App.Snapshot>) -> Bool {
        let now = s.scene
        guard now.sheets.isEmpty else { return false }
        // A tab bar, and stacks, only where they exist in the size class in force: a tab bar in the compact
        // branch of a size-class switch keeps its selection in regular width, where nothing shows it.
        let bar = scene.tabBar.flatMap { $0.exists(in: now.sizeClass, now.branches) ? $0 : nil }
        // A tab bar on a pushed screen is not on view at home: its selection is not home's.
        let first = bar?.route == nil ? bar?.names.first : nil
        if let first, now.tab != first { return false }
        return scene.stacks.allSatisfy { d in
            d.sheet != nil || !d.exists(in: now.sizeClass, now.branches) || (d.tab != nil && d.tab != first) || now.stack(d.name).isEmpty
        }
    }
}
