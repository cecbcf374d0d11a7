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
