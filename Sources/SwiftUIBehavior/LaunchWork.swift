import ModelChecker

// Where a check starts: at launch, with the work the launch started pending, or once that work has
// answered (``SwiftUIApp/launchWork``).

/// What a check does with the work the app's launch starts: the `.task`s of the first screens and of
/// the containers on view, and the work their `onAppear` starts.
public enum LaunchWork: Sendable, Hashable {
    /// The check starts at launch, with that work pending: its answers interleave with the first taps,
    /// and every property is checked across them (the default). A trace of an app whose first screens
    /// have `.task`s then often begins `answer(0), answer(0)`.
    case checked
    /// The check starts once the launch's work has answered, oldest first, with the work those answers
    /// start (up to ``LaunchWork/answersAtMost`` answers; what is left then stays pending): the start
    /// state is the app at rest after its launch, and traces begin after it. Choose it when the launch's
    /// work is not under test; the work a relaunch (``Relaunch``) starts is still checked, answering
    /// among the taps.
    case answeredFirst

    /// The most answers a launch is given before the check starts under ``answeredFirst``: a launch
    /// whose work keeps starting more is checked from there (`workSettles` tells of it).
    public static let answersAtMost = 32
}

extension AppMachine {
    /// Under ``LaunchWork/answeredFirst``, answers the launch's pending work, oldest first, as
    /// `answer(0)` steps do (each settles the scene and saves), until none is left or
    /// ``LaunchWork/answersAtMost`` have answered.
    func answerLaunchWork(_ world: AppWorld<App>) {
        guard app.launchWork == .answeredFirst else { return }
        for _ in 0..<LaunchWork.answersAtMost where !world.pending.isEmpty {
            let name = world.pending[0].effect.name
            do {
                try perform(.system(.answer(0)), on: world)
            } catch {
                preconditionFailure("""
                    NavCheck: \(app.name)'s launch work \(name) failed as it answered before the check started \
                    (launchWork: .answeredFirst): \(error). Check it with the default launchWork (.checked) to see the \
                    fault as a counterexample whose trace starts at launch
                    """)
            }
        }
    }
}
