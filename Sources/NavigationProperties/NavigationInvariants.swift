import ModelChecker
import NavigationModel

/// An action alphabet that can change the size class (the resize properties run and recognise it).
public protocol ResizeAction {
    /// The action that changes the size class to `sizeClass`.
    static func resizing(to sizeClass: SizeClass?) -> Self
    /// For a resize, `.some(target)`; nil for any other action.
    var resizeTarget: SizeClass?? { get }
}

/// An action alphabet with back buttons (the back properties recognise them).
public protocol BackAction {
    /// Whether this is the "back one level" action.
    var isBack: Bool { get }
    /// Whether this is the "back to root" action.
    var isBackToRoot: Bool { get }
}

/// An action alphabet the resize and back properties understand.
public protocol AdaptiveNavigationAction: ResizeAction, BackAction {}

/// The reusable navigation properties. Each asks only for the capabilities it reads: the state's
/// (``SelectedRootStore``, ``SizeClassStore``, ``DetailPathStore``, or all of them as
/// ``AdaptiveNavigationState``) and the actions' (``ResizeAction``, ``BackAction``). The adaptive
/// stores of this package and a user's snapshot get them by conforming.
public enum NavigationInvariants {
    /// Split layout ⇒ no path element has level 1 (the detail column's root view is not in its stack).
    public static func rootNotInStack<M: StateMachine>() -> Property<M>
    where M.State: SizeClassStore & DetailPathStore {
        .invariant("rootNotInStack", "in the split view the detail column's root screen (level 1) is never in its stack") { _, s in
            .when(s.layout == .split) {
                .expect(!s.detailPath.contains { $0.level == 1 }, "level 1 is in the split view's stack: \(s.detailPath)")
            }
        }
    }

    /// Stack layout with a non-empty path ⇒ the first element has level 1.
    public static func stackStartsAtLevelOne<M: StateMachine>() -> Property<M>
    where M.State: SizeClassStore & DetailPathStore {
        .invariant("stackStartsAtLevelOne", "in the stack the first screen above the sidebar is a root's level 1") { _, s in
            .when(s.layout == .stack && !s.detailPath.isEmpty) {
                .expect(s.detailPath[0].level == 1, "the stack starts at level \(s.detailPath[0].level)")
            }
        }
    }

    /// Each element's level is the previous one's plus one.
    public static func levelsContiguous<M: StateMachine>() -> Property<M> where M.State: DetailPathStore {
        .invariant("levelsContiguous", "each screen in the path is one level below the previous one") { _, s in
            .when(s.detailPath.count >= 2) {
                for (a, b) in zip(s.detailPath, s.detailPath.dropFirst()) where b.level != a.level + 1 {
                    return .violated("level \(b.level) follows level \(a.level)")
                }
                return .holds
            }
        }
    }

    /// Every element's rootID is the selected rootID.
    public static func pathBelongsToSelection<M: StateMachine>() -> Property<M> where M.State: AdaptiveNavigationState {
        .invariant("pathBelongsToSelection", "every screen in the path belongs to the selected root") { _, s in
            .when(!s.detailPath.isEmpty) {
                let strangers = s.detailPath.filter { $0.rootID != s.rootID }
                return .expect(strangers.isEmpty,
                    "selected root \(s.rootID.map { "\($0)" } ?? "nil"), path holds \(strangers)")
            }
        }
    }

    /// Stack layout ⇒ (empty path ⇔ no selection); split layout with no selection ⇒ empty path.
    public static func selectionAgreesWithPath<M: StateMachine>() -> Property<M> where M.State: AdaptiveNavigationState {
        .invariant("selectionAgreesWithPath", "in the stack a root is selected exactly when the path is non-empty; in the split view a path needs a selection") { _, s in
            switch s.layout {
            case .stack:
                return .expect(s.detailPath.isEmpty == (s.rootID == nil),
                    s.rootID == nil ? "no root selected but the path holds \(s.detailPath.count) screens"
                                    : "root \(s.rootID.map { "\($0)" } ?? "nil") selected but the stack shows only the sidebar")
            case .split:
                return .when(s.rootID == nil) {
                    .expect(s.detailPath.isEmpty, "no root selected but the path holds \(s.detailPath.count) screens")
                }
            }
        }
    }

    /// From a known size class, resize to the other and back: same size class, selection, and
    /// (level, rootID) of every element; with `identities`, the same identities too.
    public static func resizeRoundTrip<M: StateMachine>(identities: Bool) -> Property<M>
    where M.State: AdaptiveNavigationState, M.Action: ResizeAction {
        .hypothetical(identities ? "resizeRoundTripIdentity" : "resizeRoundTrip",
            identities ? "resizing to the other size class and back keeps every screen's identity (SwiftUI does not re-create them)"
                       : "resizing to the other size class and back gives back the same selection and path") { machine, s in
            guard let start = s.sizeClass else { return .notApplicable }
            let back = try machine.run([.resizing(to: start.other), .resizing(to: start)], from: s)
            let levels = { (x: M.State) in x.detailPath.map(\.level) }, roots = { (x: M.State) in x.detailPath.map(\.rootID) }
            guard back.sizeClass == s.sizeClass, back.rootID == s.rootID, levels(back) == levels(s), roots(back) == roots(s) else {
                return .violated("\(start) → \(start.other) → \(start): \(s.screens) became \(back.screens)")
            }
            if identities, back.detailPath.map(\.id) != s.detailPath.map(\.id) {
                return .violated("identities changed: \(s.detailPath) became \(back.detailPath)")
            }
            return .holds
        }
    }

    /// A resize between two known size classes keeps the chain of detail levels on screen.
    public static func locationPreservedAcrossResize<M: StateMachine>() -> Property<M>
    where M.State: AdaptiveNavigationState, M.Action: ResizeAction {
        .transition("locationPreservedAcrossResize", "a resize between known size classes keeps the user at the same levels") { _, before, action, after in
            .when(action.resizeTarget != nil && before.sizeClass != nil && after.sizeClass != nil) {
                .expect(before.location == after.location,
                        "levels on screen \(before.location) became \(after.location)")
            }
        }
    }

    /// Resizing to the size class already in force changes nothing.
    public static func resizeToSameClassIsNoOp<M: StateMachine>() -> Property<M>
    where M.State: AdaptiveNavigationState, M.Action: ResizeAction {
        .transition("resizeToSameClassIsNoOp", "resizing to the size class already in force changes nothing") { _, before, action, after in
            .when(action.resizeTarget.map { $0 == before.sizeClass } ?? false) {
                .expect(before == after, "\(before.screens) became \(after.screens)")
            }
        }
    }

    /// Back on a non-empty path lowers its depth by exactly one.
    public static func backLowersDepthByOne<M: StateMachine>() -> Property<M>
    where M.State: DetailPathStore, M.Action: BackAction {
        .transition("backLowersDepthByOne", "back on a non-empty path removes exactly one screen") { _, before, action, after in
            .when(action.isBack && !before.detailPath.isEmpty) {
                .expect(after.detailPath.count == before.detailPath.count - 1,
                        "depth \(before.detailPath.count) became \(after.detailPath.count)")
            }
        }
    }

    /// Back to root empties the path.
    public static func backToRootEmpties<M: StateMachine>() -> Property<M>
    where M.State: DetailPathStore, M.Action: BackAction {
        .transition("backToRootEmpties", "back to root leaves an empty path") { _, _, action, after in
            .when(action.isBackToRoot) {
                .expect(after.detailPath.isEmpty, "the path still holds \(after.detailPath.count) screens")
            }
        }
    }

    /// Every adaptive-store property above, in a fixed order.
    public static func adaptive<M: StateMachine>() -> [Property<M>]
    where M.State: AdaptiveNavigationState, M.Action: AdaptiveNavigationAction {
        [rootNotInStack(), stackStartsAtLevelOne(), levelsContiguous(), pathBelongsToSelection(),
         selectionAgreesWithPath(), resizeRoundTrip(identities: false), resizeRoundTrip(identities: true),
         locationPreservedAcrossResize(), resizeToSameClassIsNoOp(), backLowersDepthByOne(), backToRootEmpties()]
    }
}
