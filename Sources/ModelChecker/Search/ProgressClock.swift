/// When a search last reported its progress: shared by the slices and rounds of a level (each holds a
/// copy of the search), so that reports from inside a level come at most once a second in all.
@usableFromInline
final class ProgressClock: @unchecked Sendable {
    private let last = Locked(0.0)

    @usableFromInline init() {}

    /// Notes a report made at `seconds` (a level's start).
    @usableFromInline func note(_ seconds: Double) { last.withLock { $0 = seconds } }

    /// Whether a report may be made at `seconds` (a second or more after the last); notes it if so.
    @usableFromInline func claim(at seconds: Double) -> Bool {
        last.withLock { last in
            guard seconds - last >= 1 else { return false }
            last = seconds
            return true
        }
    }
}
