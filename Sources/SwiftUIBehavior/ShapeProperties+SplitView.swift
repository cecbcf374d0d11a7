import ModelChecker
import NavigationModel

// The built-in properties of split views across a size change: what a person selected and pushed
// stays when the split view collapses into one stack or expands into columns.
//
//     var properties: [AppProperty<Self>] { AppProperty.adaptive + [.backLowersDepthByOne()] }

extension AppProperty {
    // MARK: Split views across a size change

    /// From every state at rest whose size class can change, a size change (and the scene's
    /// `sizeClass(onChange:)` handler, when it declares one) leaves every split view's selection as it
    /// was: the row a person selected stays shown, as the collapsed stack's screen or the highlighted
    /// row beside the detail.
    public static func selectionSurvivesResize(
        _ name: String = "selectionSurvivesResize",
        _ meaning: String = "a size change keeps every split view's selection, so the selected row stays shown"
    ) -> AppProperty {
        acrossResize(name, meaning) { split, _, after in
            let now = after.split(split.name)
            guard now?.selection != split.selection || now?.content != split.content else { return nil }
            return "\(split.name) selection \(selectionText(split)) became \(now.map(selectionText) ?? "none")"
        }
    }

    /// From every state at rest whose size class can change, a size change (and the scene's
    /// `sizeClass(onChange:)` handler) leaves every split view's detail stack as it was.
    public static func detailStackSurvivesResize(
        _ name: String = "detailStackSurvivesResize",
        _ meaning: String = "a size change keeps every split view's detail stack"
    ) -> AppProperty {
        acrossResize(name, meaning) { split, before, after in
            let was = before.stack(split.name), now = after.stack(split.name)
            return was == now ? nil : "\(split.name) \(text(was)) became \(text(now))"
        }
    }

    // MARK: Tabs that depend on the size class

    /// At rest, the selected tab is one the tab bar shows in the size class in force (tabs declared with
    /// ``Scene/tabs(_:regular:compact:retap:)``): an app whose tab goes away in compact width moves its
    /// selection, in the size class's `onChange(of:)` handler.
    public static func selectedTabIsShown(
        _ name: String = "selectedTabIsShown", _ meaning: String = "at rest, the selected tab is one the tab bar shows"
    ) -> AppProperty {
        AppProperty(.appInvariant(name, meaning) { m, s in
            let scene = s.snapshot.scene
            guard let shown = m.scene.tabBar?.shown, let tab = scene.tab, scene.pending.isEmpty else { return .notApplicable }
            let tabs = shown(scene.sizeClass)
            return .expect(tabs.contains(tab), "tab \(tab) is selected, but in \(scene.sizeClass.swiftDescription) width the tab bar shows \(text(tabs))")
        })
    }

    /// The split-view properties across a size change: ``selectionSurvivesResize(_:_:)`` and
    /// ``detailStackSurvivesResize(_:_:)``, what `NavigationInvariants.adaptive()` checks of a store
    /// that keeps the size class itself, for an app whose split views SwiftUI lays out.
    public static var adaptive: [AppProperty] { [.selectionSurvivesResize(), .detailStackSurvivesResize()] }
}

/// A hypothetical property over every split view across a size change: `change(split, before, after)`
/// says what changed that must not, or nil.
func acrossResize<App: SwiftUIApp>(_ name: String, _ meaning: String,
                                   _ change: @escaping (SplitState, SceneState, SceneState) -> String?) -> AppProperty<App> {
    AppProperty(.appHypothetical(name, meaning) { m, s in
        guard let (step, after) = try resized(m, s) else { return .notApplicable }
        for split in s.snapshot.scene.splits {
            if let what = change(split, s.snapshot.scene, after.snapshot.scene) { return .violated("\(step): \(what)") }
        }
        return .holds
    })
}

/// From a state at rest with split views and a known size class that the profile can change: the
/// resize to the other size class, then the `onChange(of:)` handler's answer when the scene declares
/// one. Returns the steps as text and the state they reach, or nil when the property does not apply.
func resized<A: SwiftUIApp>(_ m: AppMachine<A>, _ s: AppMachine<A>.State) throws -> (String, AppMachine<A>.State)? {
    if let known = m.resizes.result(for: s) { return known }
    let result = try resizedAfresh(m, s)
    m.resizes.keep(result, for: s)
    return result
}

private func resizedAfresh<A: SwiftUIApp>(_ m: AppMachine<A>, _ s: AppMachine<A>.State) throws -> (String, AppMachine<A>.State)? {
    let scene = s.snapshot.scene
    guard !scene.splits.isEmpty, scene.pending.isEmpty, let size = scene.sizeClass,
          m.app.profile.sizeClasses.contains(size.other) else { return nil }
    let resize = AppMachine<A>.Action.system(.resize(size.other))
    var after = try m.run([resize], from: s)
    // The search takes this step from `s` too: it is given this state rather than running it again.
    m.resizes.keepSuccessor(after, of: s, to: size.other)
    var step = resize.description
    if let k = after.snapshot.scene.pending.firstIndex(where: { $0.startedBy == resize.description }) {
        after = try m.run([.system(.answer(k))], from: after)
        step += ", answer(\(k))"
    }
    return (step, after)
}

func selectionText(_ split: SplitState) -> String {
    guard let selection = split.selection else { return "none" }
    return split.content.map { "\(selection) › \($0)" } ?? selection
}

/// What changed in the split views between two scenes, in words (`exercises selection squat → none`).
func splitChanges(_ a: SceneState, _ b: SceneState) -> [String] {
    a.splits.compactMap { split in
        guard let now = b.split(split.name), now.selection != split.selection || now.content != split.content else { return nil }
        return "\(split.name) selection \(selectionText(split)) → \(selectionText(now))"
    }
}

/// The first split view among `stacks` (split views are named as their detail stacks), in their
/// order, whose selection differs between `before` and `after`, in words.
func firstSplitChange(of stacks: [String], _ before: SceneState, _ after: SceneState) -> String? {
    guard !before.splits.isEmpty else { return nil }
    for name in stacks {
        guard let split = before.split(name), let now = after.split(split.name),
              now.selection != split.selection || now.content != split.content else { continue }
        return "\(split.name) selection: \(selectionText(split)) became \(selectionText(now))"
    }
    return nil
}

/// The stacks (split views included) of the tabs other than `tab`, but `named` and those bound to the
/// same property of the store as a stack or split view shown in `tab` (tabs that share one path or one
/// selection).
func otherTabsStacks<Store>(_ scene: Scene<Store>, tab: String, named: String?) -> [String] {
    let mine = scene.stacks.filter { $0.tab == nil || $0.tab == tab }
    let paths = mine.compactMap { $0.binding }
    let selections = mine.compactMap { scene.split($0.name)?.sidebar.binding }
    return scene.stacks.filter { stack in
        guard stack.tab != nil, stack.tab != tab, stack.name != named else { return false }
        if let path = stack.binding, paths.contains(path) { return false }
        if let selection = scene.split(stack.name)?.sidebar.binding, selections.contains(selection) { return false }
        return true
    }.map { $0.name }
}

/// The size change last worked out from a state: every built-in across a resize judges the same steps
/// from the same state, one after the other, so the steps run once a state rather than once a property.
/// One entry, under the state's kept store (the same box is the same state, told without comparing
/// snapshots), or its snapshot when it keeps none: another worker's state replaces it, and a miss runs
/// them again.
final class ResizeCache<App: SwiftUIApp>: @unchecked Sendable {
    typealias Result = (String, AppMachine<App>.State)?
    private let last = Locked<(box: StoreBox?, snapshot: AppState<App.Snapshot>, result: Result)?>(nil)
    /// The states the resizes reached, until the search takes them (``takeSuccessor(of:to:)``).
    let successors = Locked(KeptSuccessors<AppMachine<App>.State>())

    /// What the size change from `state` gave, when it is the last one worked out.
    func result(for state: AppMachine<App>.State) -> Result? {
        last.withLock { entry in
            guard let entry else { return nil }
            if let box = state.keptStore, let kept = entry.box { return box === kept ? .some(entry.result) : nil }
            return entry.snapshot == state.snapshot ? .some(entry.result) : nil
        }
    }
    /// Keeps `result` as the size change from `state`.
    func keep(_ result: Result, for state: AppMachine<App>.State) {
        last.withLock { $0 = (state.keptStore, state.snapshot, result) }
    }
}
