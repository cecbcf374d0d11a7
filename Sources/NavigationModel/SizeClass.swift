/// The horizontal size class, as SwiftUI's `UserInterfaceSizeClass`. Stores hold `SizeClass?`: nil
/// means "not known yet" (a store learns it in `.task` after its view appears).
public enum SizeClass: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case compact, regular
    /// `.compact` or `.regular`, as written in Swift.
    public var description: String { "." + rawValue }
    /// The other size class.
    public var other: SizeClass { self == .compact ? .regular : .compact }
}

/// Which container shows the navigation: one stack, or a split view with columns.
public enum Layout: String, Sendable, Hashable, Codable {
    case stack, split
    /// The seed's choice: the split view when the size class is `.regular`, else the stack (nil too).
    public init(_ sizeClass: SizeClass?) { self = sizeClass == .regular ? .split : .stack }
}

extension Optional where Wrapped == SizeClass {
    /// `.compact`, `.regular` or `nil`, as written in Swift.
    public var swiftDescription: String { self.map(\.description) ?? "nil" }
}
