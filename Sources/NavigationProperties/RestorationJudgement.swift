import ModelChecker

/// The judgements that the persistence properties of the seed stores (``PersistenceInvariants``) and
/// the relaunch built-ins of a user's app (`AppProperty.relaunchReturnsToScreen()` and the others)
/// share, so that both say the same thing in the same words.
package enum RestorationJudgement {
    /// A relaunch restores what was shown: `restored` equals `shown`.
    package static func restores<T: Equatable>(shown: T, restored: T) -> Check {
        .expect(restored == shown, "before the relaunch \(shown) was shown, after it \(restored)")
    }

    /// Unreadable data is kept (in its place or aside): the texts of `unreadable` that `kept` lacks are lost.
    package static func keeps(unreadable: [String], in kept: [String]) -> Check {
        .when(!unreadable.isEmpty) {
            let lost = unreadable.filter { !kept.contains($0) }
            return .expect(lost.isEmpty, "the unreadable data \(lost) was overwritten")
        }
    }
}
