import ModelChecker
import NavigationProperties

// The built-in properties of relaunch, for a scene that declares what survives one
// (``Scene/sceneStorage(_:_:onDamaged:)``, ``Scene/appStorage(_:_:onDamaged:)``,
// ``Scene/savedByApp(_:save:load:onDamaged:)``):
//
//     var properties: [AppProperty<Self>] {
//         [.relaunchReturnsToScreen(), .lastSaveIsReadBack(), .damagedDataNotLost(),
//          .restoredScreensHaveData { s, screen in screen.route.map { s.loaded.contains($0) } ?? true }]
//     }

extension AppProperty {
    /// After the system ends the process (``Relaunch/processEnded``), the user comes back to the screens
    /// of the main content they left (``SceneState/mainScreens``), or to a state `fallback` accepts (the
    /// design's answer for what cannot be kept: `{ $0.scene.stack("books").isEmpty }`).
    public static func relaunchReturnsToScreen(
        _ name: String = "relaunchReturnsToScreen",
        _ meaning: String = "after the system ends the process, the user comes back to the screen they left, or to the declared fallback",
        fallback: ((AppState<App.Snapshot>) -> Bool)? = nil
    ) -> AppProperty {
        AppProperty(.appContract(name, meaning, applies: isProcessEndedRelaunch) { _, before, _, after in
            let left = before.snapshot.scene.mainScreens, back = after.snapshot.scene.mainScreens
            guard !left.isEmpty else { return .notApplicable }
            if left != back, fallback?(after.snapshot) == true { return .holds }
            return RestorationJudgement.restores(shown: left, restored: back)
        }, whyNeverApplies: { _ in nil }, waitsFor: { m in waitingForSavedData(m) })
    }

    /// From a state at rest, a relaunch and then the answers of the launch's work, oldest first: every
    /// screen then on view has its data (`hasData(snapshot, screen)`, the app's words for "what this
    /// screen shows is in the store"). Judged from states at rest only; at most eight answers are
    /// taken.
    public static func restoredScreensHaveData(
        _ name: String = "restoredScreensHaveData",
        _ meaning: String = "once a relaunch's work is done, no restored screen shows missing data",
        hasData: @escaping (App.Snapshot, Screen) -> Bool
    ) -> AppProperty {
        AppProperty(.appHypothetical(name, meaning) { m, s in
            guard !m.scene.restoration.saved.isEmpty, s.snapshot.scene.pending.isEmpty else { return .notApplicable }
            var steps: [Action] = [.system(.relaunch(.processEnded))]
            var after = try m.run(steps, from: s)
            while !after.snapshot.scene.pending.isEmpty, steps.count <= 8 {
                steps.append(.system(.answer(0)))
                after = try m.run([.system(.answer(0))], from: after)
            }
            let missing = after.snapshot.scene.visible.filter { !hasData(after.snapshot.model, $0) }
            return .expect(missing.isEmpty, "\(steps.map(\.description).joined(separator: ", ")): "
                + "\(missing.map(\.description).joined(separator: ", ")) shows missing data")
        }, whyNeverApplies: { _ in nil }, waitsFor: { m in waitingForSavedData(m) })
    }

    /// A launch that reads saved data it cannot decode (after ``Relaunch/damaged(_:)`` or
    /// ``Relaunch/olderFormat(_:_:)``) runs the app's `onDamaged` code, or leaves the data where it was:
    /// it is never overwritten by the launch's save with no word said. (A crash while decoding, a
    /// ``Fault`` thrown by the load, is reported as every fault is.)
    public static func damagedDataNotLost(
        _ name: String = "damagedDataNotLost",
        _ meaning: String = "saved data a launch cannot read is neither lost silently nor crashes the launch"
    ) -> AppProperty {
        AppProperty(.appContract(name, meaning, applies: { if case .system(.relaunch) = $0 { true } else { false } }) { _, _, action, after in
            let relaunch = after.snapshot.scene.relaunch
            let unreadable = relaunch.unreadable.compactMap(\.text)
            // Kept in place, or taken by the app's onDamaged code.
            let kept = relaunch.unreadable.compactMap { relaunch.handled.contains($0.key) ? $0.text : relaunch.saved($0.key)?.text }
            let check = RestorationJudgement.keeps(unreadable: unreadable, in: kept)
            guard case .violated(let why) = check else { return check }
            return .violated("\(action): \(why) by the launch's save, and the app said nothing (declare its onDamaged code)")
        }, whyNeverApplies: { _ in nil }, waitsFor: { m in
            waitingForSavedData(m) ?? (!m.scene.restoration.damaged.isEmpty || !m.scene.restoration.olderFormats.isEmpty ? nil
                : "the scene explores no damaged or older-format relaunch: add .relaunchVariants(damaging: [key]) "
                    + "(or olderFormats: [key: [text]]) to the scene.")
        })
    }

    /// After the system ends the process, what is read back is the save written after the last step:
    /// that save was not skipped (a value with no saved form leaves older data behind), and the launch's
    /// own save writes back exactly what it read (the app's encode and decode agree).
    public static func lastSaveIsReadBack(
        _ name: String = "lastSaveIsReadBack",
        _ meaning: String = "a relaunch reads back the save written after the last step"
    ) -> AppProperty {
        AppProperty(.appContract(name, meaning, applies: isProcessEndedRelaunch) { _, before, action, after in
            for saved in before.snapshot.scene.relaunch.saved {
                if saved.stale {
                    return .violated("\(action): the save of \"\(saved.key)\" after the last step was skipped, "
                        + "so the launch read back \(saved.text ?? "nothing"), written earlier")
                }
                let again = after.snapshot.scene.relaunch.saved(saved.key)
                if saved.saved != nil, again?.saved != saved.saved {
                    return .violated("\(action): \"\(saved.key)\" held \(saved.text ?? "nil"), but what the launch read "
                        + "back saves as \(again?.text ?? "nil")")
                }
            }
            return .holds
        }, whyNeverApplies: { _ in nil }, waitsFor: { m in waitingForSavedData(m) })
    }
}

/// Whether `action` is the plain relaunch (matched, not compared: it is asked of every step).
private func isProcessEndedRelaunch<Intent>(_ action: AppAction<Intent>) -> Bool {
    if case .system(.relaunch(.processEnded)) = action { true } else { false }
}

/// What the relaunch built-ins wait for when the scene declares nothing that survives.
private func waitingForSavedData<App: SwiftUIApp>(_ m: AppMachine<App>) -> String? {
    m.scene.restoration.saved.isEmpty
        ? "the scene declares nothing that survives a relaunch: keep a store property with .sceneStorage(key, \\.path) "
            + "or .appStorage(key, \\.selection), or declare the app's own save with .savedByApp(name, save:load:)."
        : nil
}

extension SceneState {
    /// The screens of the main content on view (not those in a sheet or a cover): where the user is.
    public var mainScreens: [Screen] {
        visible.filter { screen in
            !screen.place.hasPrefix("sheet:") && stacks.first { $0.name == screen.place }?.sheet == nil
        }
    }
}
