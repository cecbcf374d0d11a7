import ModelChecker

// Two apps compared in lockstep (a refactored router against the one it replaces): the shared alphabet
// is the intents both declare (an old intent renamed in the new app through a mapping) and SwiftUI's
// own actions both scenes offer (back, the tab bar, sheets swiped down, links, answers), matched by
// value; by default the two must show the same screens.

/// What a differential comparison reads of an app's machine: the screens on view and the store's
/// snapshot. ``AppMachine`` conforms.
public protocol ComparableAppMachine: StateMachine {
    /// The store's snapshot type.
    associatedtype AppSnapshot: Hashable & Sendable
    /// What the user sees in `state`, without the pending work.
    func screensOnView(of state: State) -> String
    /// The store's snapshot in `state`.
    func appSnapshot(of state: State) -> AppSnapshot
}

extension AppMachine: ComparableAppMachine {
    public func appSnapshot(of state: State) -> App.Snapshot { state.snapshot.model }
}

extension Sameness where Old: ComparableAppMachine, New: ComparableAppMachine {
    /// What the user sees in each app: the selected tab, the stacks on view and the sheets presented,
    /// without the pending work (which the user does not see).
    public static var screensOnView: Sameness {
        Sameness("sameScreens", "after the same actions, the user sees the same screens in both apps") { old, o, new, n in
            let a = old.screensOnView(of: o), b = new.screensOnView(of: n)
            return a == b ? nil : "\(old.name) shows \(a), \(new.name) shows \(b)"
        }
    }

    /// The old store's snapshot mapped into the new store's terms by `map` (when the new store keeps
    /// its state differently) must equal the new store's snapshot.
    public static func snapshot(_ map: @escaping @Sendable (Old.AppSnapshot) -> New.AppSnapshot) -> Sameness {
        Sameness("sameSnapshot", "after the same actions, the old store's state, mapped, is the new store's state") { old, o, new, n in
            let a = map(old.appSnapshot(of: o)), b = new.appSnapshot(of: n)
            return a == b ? nil : "\(old.name) maps to \(a), \(new.name) has \(b)"
        }
    }
}

extension DifferentialMachine {
    /// Compares two apps' machines: `intents` gives the new app's intent for an old one that was renamed
    /// (nil: the intent of the same name); the system's actions match by value. `sameness` defaults to
    /// the screens on view (``Sameness/screensOnView``).
    public init<O: SwiftUIApp, N: SwiftUIApp>(apps old: AppMachine<O>, _ new: AppMachine<N>, name: String? = nil,
                                              sameness: Sameness<Old, New>? = nil,
                                              intents: @escaping @Sendable (O.Intent) -> N.Intent? = { _ in nil }) throws(CheckError)
    where Old == AppMachine<O>, New == AppMachine<N> {
        try self.init(old, new, name: name, sameness: sameness ?? .screensOnView) { action in
            if case .user(let intent) = action, let renamed = intents(intent) { return .user(renamed) }
            return nil
        }
    }
}
