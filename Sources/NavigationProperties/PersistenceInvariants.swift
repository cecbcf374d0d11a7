import ModelChecker
import NavigationModel

/// An action alphabet the persistence properties understand.
public protocol RelaunchAction {
    /// For a relaunch, `.some(nil)` (the file as it is) or `.some(corruption)` (the file damaged before
    /// the launch); nil for any other action.
    var relaunch: Corruption?? { get }
}

/// Properties of stores that persist their path across launches (any ``PersistentPathStore``).
public enum PersistenceInvariants {
    /// A relaunch restores exactly what was on display, apart from screens the store told the user it
    /// cannot keep: the contract of a clean relaunch (004:220).
    public static func relaunchRestoresShown<M: StateMachine>() -> Property<M>
    where M.State: PersistentPathStore, M.Action: RelaunchAction {
        .contract("relaunchRestoresShown",
                  "a relaunch restores exactly what was shown (less the screens the store said it cannot keep)",
                  applies: { $0.relaunch == .some(nil) }) { _, before, _, after in
            RestorationJudgement.restores(shown: before.keptElements, restored: after.pathElements)
        }
    }

    /// Whenever the stored file is readable (or absent), it holds what the store promises to keep.
    public static func storeNeverSilentlyStale<M: StateMachine>() -> Property<M> where M.State: PersistentPathStore {
        .invariant("storeNeverSilentlyStale", "the saved data is never silently older than what is shown") { _, s in
            let stored: [String]? = s.disk.savedPath.map { M.State.decode($0) } ?? []
            guard let stored else { return .notApplicable }
            return .expect(stored == s.keptElements, "shown \(s.keptElements), but the file holds \(stored)")
        }
    }

    /// A launch from a file that does not decode shows an error: the project's requirement, not the
    /// article's (whose design is a silent fallback to an empty path, 004:188-189).
    public static func corruptDataReported<M: StateMachine>() -> Property<M>
    where M.State: PersistentPathStore, M.Action: RelaunchAction {
        .contract("corruptDataReported", "a launch from unreadable data reports it",
                  applies: { $0.relaunch != nil }) { _, before, action, after in
            guard let launch = action.relaunch else { return .notApplicable }
            let file = launch?.text ?? before.disk.savedPath
            return .when(file.map { M.State.decode($0) == nil } ?? false) {
                .expect(after.storageError != nil, "launched from unreadable data \(file ?? "") and showed no error")
            }
        }
    }

    /// Unreadable stored data is never overwritten or deleted: it stays in the file or is kept aside.
    /// The project's requirement, not the article's (which asks for every change to be saved, 004:277).
    public static func corruptDataNotLost<M: StateMachine>() -> Property<M>
    where M.State: PersistentPathStore, M.Action: RelaunchAction {
        .transition("corruptDataNotLost", "unreadable stored data is neither overwritten nor lost") { _, before, action, after in
            var unreadable = before.disk.quarantined
            if case .some(.some(let corruption)) = action.relaunch {
                unreadable.append(corruption.text)
            } else if let file = before.disk.savedPath, M.State.decode(file) == nil {
                unreadable.append(file)
            }
            return RestorationJudgement.keeps(unreadable: unreadable,
                                              in: after.disk.quarantined + (after.disk.savedPath.map { [$0] } ?? []))
        }
    }

    /// After a launch the saved file is absent or readable: unreadable data found at launch is moved
    /// out of the file, not only copied aside, so the next launch does not meet it (and report it)
    /// again. The project's requirement, not the article's (whose launch leaves the file as it is,
    /// 004:188-189).
    public static func launchLeavesReadableFile<M: StateMachine>() -> Property<M>
    where M.State: PersistentPathStore, M.Action: RelaunchAction {
        .contract("launchLeavesReadableFile", "after a launch the saved file is absent or readable",
                  applies: { $0.relaunch != nil }) { _, _, _, after in
            guard let file = after.disk.savedPath else { return .holds }
            return .expect(M.State.decode(file) != nil, "after the launch the file still holds the unreadable data \(file)")
        }
    }

    /// The five properties above, in a fixed order; the last three only `withDamagedFiles` (they apply
    /// only after a launch from a damaged file).
    public static func all<M: StateMachine>(withDamagedFiles: Bool = true) -> [Property<M>]
    where M.State: PersistentPathStore, M.Action: RelaunchAction {
        [relaunchRestoresShown(), storeNeverSilentlyStale()]
            + (withDamagedFiles ? [corruptDataReported(), corruptDataNotLost(), launchLeavesReadableFile()] : [])
    }
}
