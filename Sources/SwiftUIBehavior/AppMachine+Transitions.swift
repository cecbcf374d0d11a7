import ModelChecker

// A sheet swiped down is off screen at once, and its binding is written when the dismissal's transition
// ends (a pending effect). UIKit takes no touch in the window while a presentation's transition runs, so
// no person's touch comes between the swipe and that write; work that answers (a `.task`, a `Task { }`),
// a link arriving, a rotation and the end of the process still may.

extension AppMachine {
    // A person's touch is ``isTouch(_:)``.

    /// Whether a sheet swiped down is still being dismissed in `s`: its binding's write is pending.
    func isDismissalRunning(_ s: SceneState) -> Bool {
        s.pending.contains { $0.startedBy?.hasPrefix("swipeDown(") == true && $0.name.hasPrefix("dismissal(") }
    }
}
