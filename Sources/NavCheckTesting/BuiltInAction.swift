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

extension DifferentialAction: BuiltInAction {
    /// A shared action is built in when the old machine's is (SwiftUI's own, in an app compared with another).
    var isBuiltIn: Bool { (old as? any BuiltInAction)?.isBuiltIn ?? false }
}
