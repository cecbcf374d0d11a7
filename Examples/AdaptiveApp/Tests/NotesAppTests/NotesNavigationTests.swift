import NavCheckTesting
import Testing

@Suite struct NotesNavigationTests {
    /// Every sequence of taps, resizes and deep links keeps the navigation invariants: a failure
    /// shows the shortest sequence that breaks one.
    @Test func navigationHolds() {
        checkNavigation(NotesSpec())
    }

    /// Random walks (seeded) reach the same states at longer lengths.
    @Test func randomWalksHold() {
        checkNavigation(NotesSpec(), .init(exhaustive: nil, random: .init(walks: 200, length: 30)))
    }

    /// Each kept trace broke the app once; it must not any more.
    @Test(arguments: TraceFile.files(in: TraceFile.folder("Regressions", besides: #filePath)))
    func regression(_ file: String) {
        replayRegression(file, on: NotesSpec())
    }
}
