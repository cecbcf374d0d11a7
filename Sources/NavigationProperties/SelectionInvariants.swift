import ModelChecker
import NavigationModel

/// Reusable properties for selection-driven and path-driven navigation (split views, stacks,
/// coordinators). Each takes small functions that read the facts it needs from a state, so that it
/// applies to any store; the specs of the seed stores use them.
///
/// ```swift
/// SelectionInvariants.childSelectionValid(parent: { $0.album?.title }, child: { $0.song?.title },
///                                         belongs: { $0.album?.songs.contains($0.song!) == true })
/// ```
public enum SelectionInvariants {
    /// A child selection needs its parent selected and must belong to it (detail ⇒ content; the
    /// selected song is one of the selected album's songs).
    ///
    /// - Parameters:
    ///   - parent: the parent selection as text, nil when none.
    ///   - child: the child selection as text, nil when none.
    ///   - belongs: whether the (non-nil) child belongs to the (non-nil) parent.
    public static func childSelectionValid<M: StateMachine>(
        parent: @escaping @Sendable (M.State) -> String?,
        child: @escaping @Sendable (M.State) -> String?,
        belongs: @escaping @Sendable (M.State) -> Bool = { _ in true }
    ) -> Property<M> {
        .invariant("childSelectionValid",
                   "a child selection has its parent selected and belongs to it (detail ⇒ content; the selected song is in the selected album)") { _, s in
            guard let c = child(s) else { return .notApplicable }
            guard let p = parent(s) else { return .violated("\(c) is selected with nothing selected above it") }
            return .expect(belongs(s), "\(c) is selected but does not belong to \(p)")
        }
    }

    /// The screens on display are exactly the screens the path stands for: no view-based push hidden
    /// from the path, no path element without its screen.
    public static func pathReflectsScreens<M: StateMachine>(
        displayed: @escaping @Sendable (M.State) -> [String],
        fromPath: @escaping @Sendable (M.State) -> [String]
    ) -> Property<M> {
        .invariant("pathReflectsScreens", "the screens on display are exactly those the path stands for") { _, s in
            let shown = displayed(s), expected = fromPath(s)
            return .expect(shown == expected, "on display \(shown), but the path stands for \(expected)")
        }
    }

    /// Every list highlights what its selection holds, once no deferred work is pending (a list that
    /// keeps highlighting a row no longer selected misleads the user).
    ///
    /// - Parameters:
    ///   - lists: per list, its name, the highlighted row and the bound selection.
    ///   - settled: whether no deferred work is pending (the property is checked only then).
    public static func highlightMatchesSelection<M: StateMachine>(
        lists: @escaping @Sendable (M.State) -> [(name: String, highlighted: Int?, selected: Int?)],
        settled: @escaping @Sendable (M.State) -> Bool = { _ in true }
    ) -> Property<M> {
        .invariant("highlightMatchesSelection", "once settled, each list highlights exactly its selection") { _, s in
            .when(settled(s)) {
                for list in lists(s) where list.highlighted != list.selected {
                    return .violated("the \(list.name) list highlights row \(list.highlighted.map(String.init) ?? "none") but its selection is \(list.selected.map(String.init) ?? "nil")")
                }
                return .holds
            }
        }
    }

    /// Back from the root (nothing to go back from) changes nothing. A back that traps instead is
    /// reported as a fault (`noFault`), the spec's name for a crash.
    public static func backAtRootIsNoOp<M: StateMachine>(
        isBack: @escaping @Sendable (M.Action) -> Bool,
        atRoot: @escaping @Sendable (M.State) -> Bool
    ) -> Property<M> {
        .transition("backAtRootIsNoOp", "back at the root changes nothing (a trap is reported as noFault)") { machine, before, action, after in
            .when(isBack(action) && atRoot(before)) {
                .expect(machine.fingerprint(of: before) == machine.fingerprint(of: after),
                        "\(machine.screens(of: before)) became \(machine.screens(of: after))")
            }
        }
    }

    /// Back removes exactly one screen from a non-empty stack.
    public static func backLowersDepthByOne<M: StateMachine>(
        isBack: @escaping @Sendable (M.Action) -> Bool,
        depth: @escaping @Sendable (M.State) -> Int
    ) -> Property<M> {
        .transition("backLowersDepthByOne", "back on a non-empty stack removes exactly one screen") { _, before, action, after in
            .when(isBack(action) && depth(before) > 0) {
                .expect(depth(after) == depth(before) - 1, "depth \(depth(before)) became \(depth(after))")
            }
        }
    }

    /// An event that is not navigation (e.g. the parent view re-rendering) changes nothing the user
    /// sees: the event's contract.
    public static func navigationSurvives<M: StateMachine>(
        _ name: String, event: String,
        isEvent: @escaping @Sendable (M.Action) -> Bool
    ) -> Property<M> {
        .contract(name, "\(event) leaves the navigation as it was", applies: isEvent) { machine, before, _, after in
            .expect(machine.screens(of: before) == machine.screens(of: after),
                    "\(machine.screens(of: before)) became \(machine.screens(of: after))")
        }
    }
}
