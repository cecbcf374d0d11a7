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

    /// Why the property may never apply under an alphabet, or nil: a built-in property whose
    /// situation the alphabet rules out says so (``AppMachine/whyNeverApplies(_:)``).
    let whyNeverApplies: (AppMachine<App>) -> String?
    /// What the property waits for that the app does not declare, or nil
    /// (``AppMachine/whatPropertyWaitsFor(_:)``).
    let waitsFor: (AppMachine<App>) -> String?
    /// Whether the app wrote it (``invariant(_:_:_:)`` and the others), not a built-in one: its name
    /// must not be a built-in's (``AppMachine/declarationProblem``).
    var isOwn = false

    /// Wraps `property`.
    public init(_ property: Property<AppMachine<App>>) {
        self.init(property, whyNeverApplies: { _ in nil })
    }

    init(_ property: Property<AppMachine<App>>, whyNeverApplies: @escaping (AppMachine<App>) -> String?,
         waitsFor: @escaping (AppMachine<App>) -> String? = { _ in nil }) {
        self.property = property
        self.whyNeverApplies = whyNeverApplies
        self.waitsFor = waitsFor
    }

    /// The property's name.
    public var name: String { property.name }
    /// A state of the app as properties read it (`s.tab`, `s.scene.stack("inbox")`).
    public typealias State = StoreState<AppState<App.Snapshot>, AppAction<App.Intent>>
    /// An action: the app's intent or the system's.
    public typealias Action = AppAction<App.Intent>

    /// A state invariant: `body(machine, state)` must not return `.violated` in any reachable state.
    ///
    /// `body` runs where the app's steps run: on the actor of an app whose conformance is isolated to
    /// one (so a `@MainActor` spec's property may call the spec's `@MainActor` helpers), on every
    /// worker for a `Sendable` app whose conformance is not isolated.
    public static func invariant(_ name: String, _ meaning: String,
                                 _ body: @escaping (AppMachine<App>, State) -> Check) -> AppProperty {
        AppProperty(.appInvariant(name, meaning, body)).own
    }

    /// A transition property: `body(machine, before, action, after)` must not return `.violated` for
    /// any step from a reachable state. `body` runs where the app's steps run (see
    /// ``invariant(_:_:_:)``).
    public static func transition(
        _ name: String, _ meaning: String,
        _ body: @escaping (AppMachine<App>, State, Action, State) -> Check
    ) -> AppProperty {
        AppProperty(.appTransition(name, meaning, body)).own
    }

    /// An action contract: `body(machine, before, action, after)` is checked at every step whose
    /// action `applies` picks. Both run where the app's steps run (see ``invariant(_:_:_:)``).
    public static func contract(
        _ name: String, _ meaning: String, applies: @escaping (Action) -> Bool,
        _ body: @escaping (AppMachine<App>, State, Action, State) -> Check
    ) -> AppProperty {
        AppProperty(.appContract(name, meaning, applies: applies, body)).own
    }

    /// A hypothetical property: like an invariant, but `body` may run further actions from the state.
    /// `body` runs where the app's steps run (see ``invariant(_:_:_:)``).
    public static func hypothetical(_ name: String, _ meaning: String,
                                    _ body: @escaping (AppMachine<App>, State) throws -> Check) -> AppProperty {
        AppProperty(.appHypothetical(name, meaning, body)).own
    }
}

extension AppProperty {
    /// The same property, marked as the app's own.
    var own: AppProperty {
        var p = self
        p.isOwn = true
        return p
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
        return .transition(name, meaning) { m, before, action, after in
            restingOnEvidence(local.value(m, before, action, after), m, before, action, after)
        }
    }

    /// A state invariant whose body is generic over the app (see ``appTransition(_:_:_:)``).
    static func appInvariant(_ name: String, _ meaning: String, _ body: @escaping (Machine, Machine.State) -> Check) -> Property {
        let local = StepLocal(value: body)
        return .invariant(name, meaning) { m, s in local.value(m, s) }
    }

    /// An action contract whose bodies are generic over the app (see ``appTransition(_:_:_:)``).
    static func appContract(_ name: String, _ meaning: String, applies: @escaping (Machine.Action) -> Bool,
                            _ body: @escaping (Machine, Machine.State, Machine.Action, Machine.State) -> Check) -> Property {
        let local = StepLocal(value: (applies: applies, body: body))
        return .contract(name, meaning, applies: { local.value.applies($0) }) { m, before, action, after in
            restingOnEvidence(local.value.body(m, before, action, after), m, before, action, after)
        }
    }

    /// A hypothetical property whose body is generic over the app (see ``appTransition(_:_:_:)``).
    static func appHypothetical(_ name: String, _ meaning: String, _ body: @escaping (Machine, Machine.State) throws -> Check) -> Property {
        let local = StepLocal(value: body)
        return .hypothetical(name, meaning) { m, s in try local.value(m, s) }
    }
}
