import ModelChecker
import NavigationModel
import NavigationProperties
import SeedStores

/// The properties of the adaptive app: the navigation invariants judged on what is on screen, the
/// resize properties (on profiles whose size class changes), and a contract for every action a user or
/// a caller takes.
public enum AdaptiveAppProperties {
    /// Every property that can apply on `spec`'s profile and alphabet, in a fixed order.
    public static func all<Store>(for spec: AdaptiveSpec<Store>) -> [Property<AdaptiveSpec<Store>>] {
        typealias P = Property<AdaptiveSpec<Store>>
        typealias Invariants = NavigationProperties.NavigationInvariants
        let split = spec.profile.sizeClasses.contains(.regular)
        var list: [P] = []
        if split { list.append(Invariants.rootNotInStack()) }
        list += [Invariants.stackStartsAtLevelOne(), Invariants.levelsContiguous(),
                 Invariants.pathBelongsToSelection(), Invariants.selectionAgreesWithPath()]
        if spec.profile.sizeClassChanges { list += [resizeRoundTrip(), locationPreservedAcrossResize()] }
        list += [selectContract(), pushContract(), backContract(), systemBackContract(), backRootContract(), handlerContract()]
        if spec.alphabet == .api { list += [callSelectContract(), setSizeClassContract(), deepLinkContract()] }
        // The pending work is the containers' handlers; the size class is the environment's to change.
        return list + SeedLiveness.properties(work: { (_: AdaptiveSpec<Store>, a) in a == .handler })
    }

    /// The levels on screen and the root each belongs to.
    static func shown<S: AdaptiveNavigationStore>(_ s: AdaptiveApp<S>) -> [String] {
        var out: [String] = []
        if s.layout == .split, let rootID = s.store.rootID { out.append("\(rootID).1") }
        out += s.store.detailPath.map { "\($0.rootID).\($0.level)" }
        return out
    }

    /// From a state at rest in which the store knows the size class in force, the system reports the
    /// other size class and then the first one again, each followed by the handler: the store has the
    /// same size class, selection, and (level, root) of every screen.
    public static func resizeRoundTrip<S>() -> Property<AdaptiveSpec<S>> {
        .hypothetical("resizeRoundTrip",
                      "from rest, changing the size class and back (each followed by the handler) gives back the same selection and path") { spec, s in
            guard !s.handlerPending, s.store.sizeClass == s.environment else { return .notApplicable }
            let start = s.environment
            let back = try spec.run([.resize(start.other), .handler, .resize(start), .handler], from: s)
            let same = back.store.sizeClass == s.store.sizeClass && back.store.rootID == s.store.rootID
                && back.store.detailPath.map(\.level) == s.store.detailPath.map(\.level)
                && back.store.detailPath.map(\.rootID) == s.store.detailPath.map(\.rootID)
            return .expect(same, "\(start) → \(start.other) → \(start): \(s.screens) became \(back.screens)")
        }
    }

    /// From a state at rest in which the store knows the size class in force, a size change followed by
    /// the handler keeps the screens the user was on.
    public static func locationPreservedAcrossResize<S>() -> Property<AdaptiveSpec<S>> {
        .hypothetical("locationPreservedAcrossResize",
                      "from rest, a size change (followed by the handler) keeps the user on the same screens of the same root") { spec, s in
            guard !s.handlerPending, s.store.sizeClass == s.environment else { return .notApplicable }
            let after = try spec.run([.resize(s.environment.other), .handler], from: s)
            return .expect(shown(after) == shown(s),
                           "screens \(shown(s)) became \(shown(after)) going \(s.environment) → \(s.environment.other)")
        }
    }

    /// What `select(rootID:)` and `callSelect(rootID:)` promise: the root's level-1 screen is on top,
    /// with nothing pushed above it. (Whether the store keeps the identity of its level-1 element is not
    /// checked: this app re-creates its containers at every size change, so no identity is visible.)
    static func selectPostcondition<S>(_ rootID: Int, _ after: AdaptiveApp<S>) -> Check {
        .expect(after.store.rootID == rootID && shown(after) == ["\(rootID).1"],
                "root \(rootID) selected, but the screens are \(shown(after)) with root \(after.store.rootID.map(String.init) ?? "nil") selected")
    }

    /// A tap on a sidebar row shows that root's level-1 screen, with nothing above it.
    public static func selectContract<S>() -> Property<AdaptiveSpec<S>> {
        .contract("selectShowsRoot", "a tap on a sidebar row shows that root's level-1 screen on top, with nothing above it",
                  applies: { if case .select = $0 { true } else { false } }) { _, _, action, after in
            guard case .select(let rootID) = action else { return .notApplicable }
            return selectPostcondition(rootID, after)
        }
    }

    /// `selectRootID` called in any state promises the same as the tap.
    public static func callSelectContract<S>() -> Property<AdaptiveSpec<S>> {
        .contract("callSelectShowsRoot", "selectRootID(rootID:) called in any state shows that root's level-1 screen, with nothing above it",
                  applies: { if case .callSelect = $0 { true } else { false } }) { _, _, action, after in
            guard case .callSelect(let rootID) = action else { return .notApplicable }
            return selectPostcondition(rootID, after)
        }
    }

    /// The link appends one screen, one level below the top, of the same root; nothing below changes.
    public static func pushContract<S>() -> Property<AdaptiveSpec<S>> {
        .contract("pushAddsOneLevel", "Goto Next Level adds one screen, one level below the top one and of its root, and changes nothing below it",
                  applies: { $0 == .push }) { _, before, _, after in
            guard let top = before.topDetail else { return .notApplicable }
            let b = before.store.detailPath, a = after.store.detailPath
            guard a.count == b.count + 1, Array(a.dropLast()) == b, let new = a.last,
                  new.level == top.level + 1, new.rootID == top.rootID, after.store.rootID == before.store.rootID else {
                return .violated("push on \(before.screens) gave \(after.screens)")
            }
            return .holds
        }
    }

    /// What removing the top screen promises: the path loses exactly its last element (identities
    /// kept); the selection stays, except that the stack's root shows no selection.
    static func backPostcondition<S>(_ before: AdaptiveApp<S>, _ after: AdaptiveApp<S>) -> Check {
        let b = before.store.detailPath, a = after.store.detailPath
        let expectedPath = Array(b.dropLast())
        let expectedRoot = after.layout == .stack && expectedPath.isEmpty ? nil : before.store.rootID
        guard a == expectedPath else { return .violated("\(before.screens) became \(after.screens)") }
        return .expect(after.store.rootID == expectedRoot,
                       expectedRoot == nil
                           ? "the stack is back at the sidebar, but root \(after.store.rootID.map(String.init) ?? "nil") is still selected: \(after.screens)"
                           : "the selection changed from root \(before.store.rootID.map(String.init) ?? "nil") to \(after.store.rootID.map(String.init) ?? "nil"): \(after.screens)")
    }

    /// "Back Parent" removes exactly the top screen (nothing on an empty path).
    public static func backContract<S>() -> Property<AdaptiveSpec<S>> {
        .contract("backRemovesTopScreen", "Back Parent removes exactly the top pushed screen and keeps the selection, except that the stack back at the sidebar shows none (nothing when none is pushed)",
                  applies: { $0 == .back }) { _, before, _, after in
            before.store.detailPath.isEmpty
                ? .expect(after.store == before.store, "Back Parent with nothing pushed changed \(before.screens) to \(after.screens)")
                : backPostcondition(before, after)
        }
    }

    /// The bar's back button and the edge swipe remove exactly the top screen.
    public static func systemBackContract<S>() -> Property<AdaptiveSpec<S>> {
        .contract("systemBackRemovesTopScreen", "the navigation bar's back button (or the edge swipe) removes exactly the top screen and keeps the selection, except that the stack back at the sidebar shows none",
                  applies: { $0 == .systemBack }) { _, before, _, after in
            backPostcondition(before, after)
        }
    }

    /// "Back Root": the stack goes back to the sidebar with nothing selected; the split view keeps the
    /// selection and shows its level-1 screen.
    public static func backRootContract<S>() -> Property<AdaptiveSpec<S>> {
        .contract("backRootShowsRoot", "Back Root empties the path: the stack shows the sidebar with nothing selected, the split view the selected root's level-1 screen",
                  applies: { $0 == .backRoot }) { _, before, _, after in
            let root = after.layout == .stack ? nil : before.store.rootID
            return .expect(after.store.detailPath.isEmpty && after.store.rootID == root,
                           "\(before.screens) became \(after.screens)")
        }
    }

    /// The handler tells the store the size class it captured (the one the system reported when its
    /// container appeared); reporting the class the store already has changes nothing.
    public static func handlerContract<S>() -> Property<AdaptiveSpec<S>> {
        .contract("handlerTellsStore", "the view's handler leaves the store with the size class it captured, and changes nothing when the store had it already",
                  applies: { $0 == .handler }) { _, before, _, after in
            guard let captured = before.pendingHandlers.first else { return .notApplicable }
            guard after.store.sizeClass == captured else {
                return .violated("the handler reported \(captured), the store has \(after.store.sizeClass.swiftDescription)")
            }
            return .expect(before.store.sizeClass != captured || after.store == before.store,
                           "the handler reported the size class the store had, yet \(before.screens) became \(after.screens)")
        }
    }

    /// Setting the size class: the store has it afterwards, and setting the one it has changes nothing.
    public static func setSizeClassContract<S>() -> Property<AdaptiveSpec<S>> {
        .contract("setSizeClassIsKept", "setting the store's size class leaves it set, and setting the one it has changes nothing",
                  applies: { if case .setSizeClass = $0 { true } else { false } }) { _, before, action, after in
            guard case .setSizeClass(let sizeClass) = action else { return .notApplicable }
            guard after.store.sizeClass == sizeClass else {
                return .violated("set to \(sizeClass.swiftDescription), the store has \(after.store.sizeClass.swiftDescription)")
            }
            return .expect(before.store.sizeClass != sizeClass || after.store == before.store,
                           "setting the size class in force changed \(before.screens) to \(after.screens)")
        }
    }

    /// A deep link shows exactly its target: the root selected, its levels 1…depth on screen.
    public static func deepLinkContract<S>() -> Property<AdaptiveSpec<S>> {
        .contract("deepLinkShowsTarget", "a deep link to a root's level d shows exactly that root's levels 1 to d",
                  applies: { if case .deepLink = $0 { true } else { false } }) { _, _, action, after in
            guard case .deepLink(let rootID, let depth) = action else { return .notApplicable }
            let target = (1...depth).map { "\(rootID).\($0)" }
            return .expect(after.store.rootID == rootID && shown(after) == target,
                           "expected the screens \(target), got \(shown(after))")
        }
    }
}
