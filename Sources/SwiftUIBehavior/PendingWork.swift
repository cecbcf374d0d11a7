import NavigationModel

/// The name of a piece of pending work that SwiftUI starts by itself, as a value, so that a spec's
/// property compares names with it rather than with text it copied from a trace.
///
/// ```swift
/// // The size-class handler's answer (Scene.sizeClass(onChange:)), arriving:
/// .transition("handlerKeepsTheTab", "the size-class handler keeps the tab") { _, before, action, after in
///     guard case .system(.answer(let k)) = action, before.scene.pending[k].is(.sizeClassChange(to: .regular))
///     else { return .notApplicable }
///     return .expect(after.tab == before.tab, "\(after.tab ?? "none")")
/// }
/// ```
public struct PendingWork: Hashable, Sendable, CustomStringConvertible {
    /// The name the work has in traces and in ``PendingEffect/name``.
    public var name: String

    /// Work named `name` (the name an app's own ``ScreenTask`` or ``Effects`` work was given).
    public init(_ name: String) {
        self.name = name
    }

    /// The size-class handler (``Scene/sizeClass(onChange:)``'s `onChange`) run for a change to
    /// `sizeClass`: `onChange(sizeClass: .regular)`. It starts when the size class changes and answers
    /// as a step of its own, so that the new container's first frame shows the old state.
    public static func sizeClassChange(to sizeClass: SizeClass) -> PendingWork {
        PendingWork("onChange(sizeClass: \(sizeClass))")
    }

    /// The end of a sheet's swipe down, which writes its binding: `dismissal(compose)`.
    public static func dismissal(of sheet: String) -> PendingWork {
        PendingWork("dismissal(\(sheet))")
    }

    /// The name.
    public var description: String { name }
}

extension PendingEffect {
    /// Whether this is `work` (``PendingWork/sizeClassChange(to:)``, ``PendingWork/dismissal(of:)``, or
    /// the app's own work by its name).
    public func `is`(_ work: PendingWork) -> Bool { name == work.name }

    /// Whether this is the size-class handler's work, for any size class
    /// (``PendingWork/sizeClassChange(to:)``).
    public var isSizeClassChange: Bool {
        SizeClass.allCases.contains { self.is(.sizeClassChange(to: $0)) }
    }
}
