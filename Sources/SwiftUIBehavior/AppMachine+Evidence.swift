import ModelChecker

// What a step rests on: the behaviours of SwiftUI (``Behavior``) that the machine made happen in it and
// whose evidence is weak on the app's OS version. A violation seen at that step says so in its text,
// `…; rests on: re-tap pops on iOS 26 (reported by one app, whose tab bar is UIKit's; another saw no pop)`.

/// A machine that knows which behaviours of SwiftUI a step rests on (``AppMachine``), read where a
/// property's verdict is made without naming the app.
protocol RestsOnEvidence {
    /// `text` with what the step from `before` by `action` to `after` rests on, when its evidence is weak.
    func annotate(_ text: String, before: Any, action: Any, after: Any) -> String
}

/// The verdict `check`, with what the step rests on added to its text when it is a violation.
func restingOnEvidence<M>(_ check: Check, _ m: M, _ before: Any, _ action: Any, _ after: Any) -> Check {
    guard case .violated(let text) = check, let evidence = m as? any RestsOnEvidence else { return check }
    return .violated(evidence.annotate(text, before: before, action: action, after: after))
}

extension AppMachine: RestsOnEvidence {
    func annotate(_ text: String, before: Any, action: Any, after: Any) -> String {
        guard let before = before as? State, let action = action as? Action, let after = after as? State else { return text }
        let weak = restsOn(before: before, action: action, after: after)
        return weak.isEmpty ? text : text + "; " + weak.map { $0.restsOn(app.osVersion) }.joined(separator: "; ")
    }

    /// The behaviours the step made happen whose evidence is weak on the app's OS version, in the order
    /// of ``Behavior/allCases``.
    public func restsOn(before: State, action: Action, after: State) -> [Behavior] {
        var used: Set<Behavior> = []
        let was = before.snapshot.scene, now = after.snapshot.scene
        switch action {
        case .system(.tapTab(let tab)) where tab == was.tab:
            if let bar = scene.tabBar {
                if systemRetapIsUnknown(bar) { used.insert(.retapPopsOnIOS26) }
                // The app's own re-tap handling in the store's didSet needs the setter called again.
                if bar.retap.outcome != nil, bar.retap.perform == nil { used.insert(.retapWritesSelectionAgain) }
            }
        case .system(.swipeDown(let name)):
            if lockIgnored(name) { used.insert(.dismissLock) }
        case .system(.answer(let k)):
            if k < was.pending.count, was.pending[k].startedBy == nil,
               scene.dismissalTiming.keys.contains(where: { was.pending[k].name == PendingWork.dismissal(of: $0).name }) {
                used.insert(.presentingWhileDismissing)
            }
            if k < was.pending.count, let starter = was.pending[k].startedBy, starter.hasPrefix("swipeDown(") {
                used.insert(.swipeDownWritesLate)
                if lockIgnored(String(starter.dropFirst("swipeDown(".count).dropLast())) { used.insert(.dismissLock) }
            }
        case .system(.back(let name)), .system(.edgeSwipeBack(let name)):
            if scene.splits.contains(where: { $0.name == name }), splitChanges(was, now) { used.insert(.splitBackClearsSelection) }
        default:
            break
        }
        // A full-screen cover dismissed in the step: the screens beneath appear again and run their hooks.
        let covers = { (s: SceneState) in Set(s.sheets.filter { $0.style == .fullScreenCover }.map { $0.name }) }
        if !covers(was).subtracting(covers(now)).isEmpty, hasHooksBeneath, assumptions.presenterAppearsAfterCover == nil {
            used.insert(.coverHidesPresenter)
        }
        return Behavior.allCases.filter { used.contains($0) && $0.confidence(on: app.osVersion).isWeak }
    }

    /// The assumptions a check of the app runs under: its own alone, or with
    /// ``Assumptions/exploresBoth`` one entry for each way of every field left nil that the scene meets
    /// (iOS 26's re-tap pop: a `TabView` on iOS 26; the presenter's `onAppear` after a cover: a cover
    /// over screens with hooks), each with that field decided and ``Assumptions/exploresBoth`` off.
    public var assumptionVariants: [Assumptions] {
        var base = assumptions
        base.exploresBoth = false
        guard assumptions.exploresBoth else { return [assumptions] }
        var all = [base]
        if base.retapPopsOnIOS26 == nil, app.osVersion == .iOS26, let bar = scene.tabBar, !bar.custom, !bar.retap.suppressesSystemPop {
            all = all.flatMap { a in [true, false].map { pops in var v = a; v.retapPopsOnIOS26 = pops; return v } }
        }
        if base.presenterAppearsAfterCover == nil, scene.sheets.contains(where: { $0.style == .fullScreenCover }), hasHooksBeneath {
            all = all.flatMap { a in [true, false].map { appears in var v = a; v.presenterAppearsAfterCover = appears; return v } }
        }
        return all
    }

    /// Whether `screen` comes back on view because a full-screen cover left, and the app has seen that
    /// it then does not run `onAppear` (``Assumptions/presenterAppearsAfterCover`` false): its hooks are
    /// skipped. A screen of a layer presented in this step appears as any new screen does.
    func isBackFromACover(_ screen: Screen, shownBefore: [String], now: [String]) -> Bool {
        guard assumptions.presenterAppearsAfterCover == false else { return false }
        let left = shownBefore.filter { name in declaredSheet(name)?.style == .fullScreenCover && !now.contains(name) }
        guard !left.isEmpty else { return false }
        let layer: String? = screen.place.hasPrefix("sheet:") ? String(screen.place.dropFirst("sheet:".count))
            : screen.place == "root" ? nil : declaredStack(screen.place)?.sheet
        return layer.map(shownBefore.contains) ?? true
    }

    /// Whether a screen that a cover can hide has `onAppear` or a `.task`.
    var hasHooksBeneath: Bool {
        scene.stacks.contains(where: { $0.hooks.onAppear != nil || $0.hooks.task != nil })
            || scene.rootAppear.onAppear != nil || scene.rootAppear.task != nil
    }

    /// Whether the system pops the re-tapped tab's stacks itself: a `TabView` on iOS 26 (not a bar of
    /// the app's own), unless the app suppresses it or has seen that it does not.
    func systemPopsOnRetap(_ bar: TabBarDeclaration<App.Store>) -> Bool {
        app.osVersion.retapOutcome == .popsToRoot && !bar.retap.suppressesSystemPop && !bar.custom
            && assumptions.retapPopsOnIOS26 != false
    }

    /// Whether the system's re-tap pop is the model's default, not the app's observation.
    func systemRetapIsUnknown(_ bar: TabBarDeclaration<App.Store>) -> Bool {
        systemPopsOnRetap(bar) && assumptions.retapPopsOnIOS26 == nil
    }

    /// Whether the sheet's `interactiveDismissDisabled` is ignored: it sits below the sheet's direct
    /// content (``Scene/dismissLockNested(in:)``) and the OS version is iOS 18 or later.
    func lockIgnored(_ sheet: String) -> Bool {
        app.osVersion != .iOS17 && scene.nestedDismissLocks.contains(sheet)
    }

    /// Whether a split view's selection (or its content column's) differs between `a` and `b`.
    private func splitChanges(_ a: SceneState, _ b: SceneState) -> Bool {
        a.splits.contains { split in b.split(split.name).map { $0.selection != split.selection || $0.content != split.content } ?? false }
    }
}

extension Scene {
    /// The sheet `sheet`'s `interactiveDismissDisabled` sits below its direct content: inside the root
    /// of a `NavigationStack` the sheet shows, or in a view its content wraps (an `AnyView` a router
    /// returns). From iOS 18 SwiftUI honours the modifier only on the sheet's direct content (apps
    /// report it: see `docs/SwiftUIBehavior.md`, "Evidence by behaviour"), so the swipe down stays
    /// offered there, whatever `dismissDisabled:` says; on iOS 17 it holds.
    public func dismissLockNested(in sheet: String) -> Scene {
        var s = self
        s.nestedDismissLocks.insert(sheet)
        return s
    }
}
