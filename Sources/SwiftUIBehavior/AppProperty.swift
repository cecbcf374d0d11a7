import ModelChecker

/// A property of a ``SwiftUIApp``: one of the built-in properties of its shapes
/// (``backLowersDepthByOne(_:_:stack:)`` and the others) or the app's own, written as any property is.
///
/// ```swift
/// var properties: [AppProperty<Self>] {
///     [.backLowersDepthByOne(), .switchingTabsKeepsStacks(),
///      .invariant("cartBelowCheckout", "the cart is never above checkout") { _, s in
///          .expect(s.checkout.last != .cart, "\(s.checkout)")
///      }]
/// }
/// ```
///
/// It wraps a `Property<AppMachine<App>>`, and is written without naming the machine, so that an app
/// whose conformance is isolated to an actor (`extension Router: @MainActor SwiftUIApp`) can list its
/// properties: Swift does not let such a conformance make a concrete `AppMachine<App>` a state machine
/// outside that actor, and property types are named where the app's conformance is.
public struct AppProperty<App: SwiftUIApp> {
    /// The property, as the checker evaluates it.
    public let property: Property<AppMachine<App>>

    /// Wraps `property`.
    public init(_ property: Property<AppMachine<App>>) {
        self.property = property
    }

    /// The property's name.
    public var name: String { property.name }
    /// A state of the app as properties read it (`s.tab`, `s.scene.stack("inbox")`).
    public typealias State = StoreState<AppState<App.Snapshot>, AppAction<App.Intent>>
    /// An action: the app's intent or the system's.
    public typealias Action = AppAction<App.Intent>

    /// A state invariant: `body(machine, state)` must not return `.violated` in any reachable state.
    public static func invariant(_ name: String, _ meaning: String,
                                 _ body: @escaping @Sendable (AppMachine<App>, State) -> Check) -> AppProperty {
        AppProperty(.invariant(name, meaning, body))
    }

    /// A transition property: `body(machine, before, action, after)` must not return `.violated` for
    /// any step from a reachable state.
    public static func transition(
        _ name: String, _ meaning: String,
        _ body: @escaping @Sendable (AppMachine<App>, State, Action, State) -> Check
    ) -> AppProperty {
        AppProperty(.transition(name, meaning, body))
    }

    /// An action contract: `body(machine, before, action, after)` is checked at every step whose
    /// action `applies` picks.
    public static func contract(
        _ name: String, _ meaning: String, applies: @escaping @Sendable (Action) -> Bool,
        _ body: @escaping @Sendable (AppMachine<App>, State, Action, State) -> Check
    ) -> AppProperty {
        AppProperty(.contract(name, meaning, applies: applies, body))
    }

    /// A hypothetical property: like an invariant, but `body` may run further actions from the state.
    public static func hypothetical(_ name: String, _ meaning: String,
                                    _ body: @escaping @Sendable (AppMachine<App>, State) throws -> Check) -> AppProperty {
        AppProperty(.hypothetical(name, meaning, body))
    }
}

/// A value the checker only touches where the app's steps run (see ``AppMachine``'s isolation).
struct StepLocal<Value>: @unchecked Sendable {
    let value: Value
}

extension Property {
    /// A transition property whose body is generic over the app: the app's conformance may be
    /// isolated to an actor, so the body is called only where the app's steps run (on that actor
    /// for an isolated conformance), as every property is.
    static func appTransition(_ name: String, _ meaning: String,
                              _ body: @escaping (Machine, Machine.State, Machine.Action, Machine.State) -> Check) -> Property {
        let local = StepLocal(value: body)
        return .transition(name, meaning) { m, before, action, after in local.value(m, before, action, after) }
    }

    /// A state invariant whose body is generic over the app (see ``appTransition(_:_:_:)``).
    static func appInvariant(_ name: String, _ meaning: String, _ body: @escaping (Machine, Machine.State) -> Check) -> Property {
        let local = StepLocal(value: body)
        return .invariant(name, meaning) { m, s in local.value(m, s) }
    }
}
