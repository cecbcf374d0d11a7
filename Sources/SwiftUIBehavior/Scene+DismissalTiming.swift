import ModelChecker

// A dismissal that takes time (explored only for the sheets a scene names): a sheet whose binding the
// app clears leaves the screen at once, and its dismissal ends later (pending work `dismissal(sheet)`,
// with `onDismiss` at its end); a presentation of the same sheet made meanwhile is dropped, or the
// previous sheet opens again, as the scene says (`docs/SwiftUIBehavior.md`, "Evidence by behaviour",
// `presentingWhileDismissing`).

/// What SwiftUI does with a sheet presented again while its dismissal is still running.
public enum PresentDuringDismissal: String, Sendable, Hashable, Codable, CaseIterable {
    /// The presentation is lost: when the dismissal ends, the binding is written nil (TCA issue 3195:
    /// the button "doesn't work immediately").
    case dropped
    /// The sheet opens again when the dismissal ends, showing the previous item, not the one the
    /// binding now holds (mlem issue 1882, gemwalletcom/wallet PR 509).
    case previousReopens
}

extension Scene {
    /// The dismissal of `sheet` takes time, and a presentation of it made meanwhile gives `outcome`.
    /// When the app clears the sheet's binding, the sheet leaves the screen at once and its dismissal
    /// ends later: pending work `dismissal(sheet)`, whose answer runs `onDismiss`. Until then, setting
    /// the binding again is dropped or shows the previous item, as `outcome` says. Only the sheets named
    /// here are explored so; the others are dismissed in the step, as before.
    ///
    /// ```swift
    /// Scene().sheet("composer", \.composer).dismissalTakesTime("composer", .previousReopens)
    /// ```
    public func dismissalTakesTime(_ sheet: String, _ outcome: PresentDuringDismissal) -> Scene {
        var s = self
        s.dismissalTiming[sheet] = outcome
        return s
    }
}

extension AppMachine {
    /// The sheets named in ``Scene/dismissalTakesTime(_:_:)``: one whose binding the app cleared starts
    /// its dismissal (off screen, `onDismiss` at the end); one set again while it runs is remembered with
    /// the item it showed (``PresentDuringDismissal/previousReopens``); the item shown instead of the
    /// binding's is forgotten once the sheet goes or its item changes.
    func updateTimedDismissals(_ world: AppWorld<App>, _ items: [String: String]) {
        defer { world.endedDismissals = [] }
        for (name, outcome) in scene.dismissalTiming {
            guard let sheet = declaredSheet(name) else { continue }
            let was = world.items[name], now = items[name], shown = world.shownItems[name] ?? was
            // Forgotten when the sheet goes, when another item replaces the one shown, and when the
            // dismissal ends with nothing presented during it (a presentation from onDismiss is a new one).
            if world.shownItems[name] != nil, now == nil || (was != nil && was != now && !world.dismissing.contains(name))
                || (was == nil && world.endedDismissals.contains(name)) {
                world.shownItems[name] = nil
            }
            if was != nil, now == nil, world.presented.contains(name), !world.dismissing.contains(name),
               !world.endedDismissals.contains(name) {
                world.dismissing.insert(name)
                if outcome == .previousReopens { world.shownItems[name] = shown }
                let onDismiss = sheet.onDismiss
                world.pending.append(.init(
                    effect: PendingEffect(name: PendingWork.dismissal(of: name).name, owner: nil, cancellation: .never, ownerVisible: true),
                    answer: { store in
                        if outcome == .dropped, sheet.presented(store) != nil { sheet.dismiss(&store) }
                        onDismiss?(&store)
                    }, dismissal: name))
            }
        }
    }
}
