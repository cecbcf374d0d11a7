/// An action the checker adds by itself, as opposed to one the spec declares: a complete check does
/// not ask that it be enabled somewhere.
protocol BuiltInAction {
    /// Whether this action was added by the checker.
    var isBuiltIn: Bool { get }
}

/// Around a ``SwiftUIApp``, what SwiftUI does (back, the edge swipe, the tab bar, answers, …) is built
/// in: the app may never show some of it (a back menu deeper than its stacks go).
extension AppAction: BuiltInAction {
    var isBuiltIn: Bool {
        if case .system = self { true } else { false }
    }
}
