/// What would trap in SwiftUI's stack paths: removing more elements than a path holds.
///
/// ```swift
/// var path: [Int] = []
/// try path.removeLast(checked: 1)   // throws PathFault("removeLast(1) on a path of 0 elements")
/// ```
public struct PathFault: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// Creates a fault.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

extension Array {
    /// A typed stack path's `removeLast(_:)`: removes the last `k` elements, or throws a ``PathFault``
    /// where `Array.removeLast(_:)` would trap (k greater than the count, or negative).
    ///
    /// - Complexity: O(k).
    public mutating func removeLast(checked k: Int) throws(PathFault) {
        guard k >= 0, k <= count else {
            throw PathFault("removeLast(\(k)) on a path of \(count) element\(count == 1 ? "" : "s")")
        }
        removeLast(k)
    }
}
