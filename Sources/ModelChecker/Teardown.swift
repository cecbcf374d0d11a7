import Dispatch

/// Lets go of a large value on another thread: a search cut by its time bound returns its result at
/// once while the states it held (a class store's states hold live stores, many objects each) are
/// freed behind it.
@usableFromInline
enum Teardown {
    /// Moves `value` out (leaving it empty) and frees it on a background queue.
    @inlinable
    static func later<Element>(_ value: inout [Element]) {
        guard !value.isEmpty else { return }
        let box = Box(value)
        value = []
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }

    /// Holds the value until the background queue drops it. Nothing else reads it: it is only freed.
    @usableFromInline
    final class Box<Value>: @unchecked Sendable {
        @usableFromInline var value: Value?
        @inlinable init(_ value: Value) { self.value = value }
        @inlinable func drop() { value = nil }
    }
}

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
