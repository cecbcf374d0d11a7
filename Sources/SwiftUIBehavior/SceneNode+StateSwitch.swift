import ModelChecker
import NavigationModel

// Switches on the app's own state in the view tree: `if store.isSignedIn { Main() } else { SignIn() }`
// and `switch store.experience { case …: … }`. SwiftUI gives each branch of an `if` or a `switch` in a
// `body` an identity of its own (structural identity): when the condition changes, the branch left is
// destroyed with its `@State` and the branch entered is built anew, running its `onAppear` and `.task`
// (docs/SwiftUIBehavior.md, "The scene as the app's view tree").

/// A switch over the store, as the tree declares it: which branch the store takes (-1: a value none
/// of the declared cases is), and the subtrees of its branches, in order.
struct StateSwitchNode<Store> {
    /// `ifState` or `switchState`, for messages.
    let kind: String
    let branch: (Store) -> Int
    /// The value the switch reads, in words (a message names it when no case matches).
    let value: (Store) -> String
    /// Each case's name, in order (`true`/`false` for `ifState`).
    let caseNames: [String]
    let branches: [[SceneNode<Store>]]
}

/// `if condition(store) { then } else { otherwise }` in the app's `body`: two subtrees over the
/// store's state, one of which exists at a time, with the lifecycle of ``ifCompact(_:else:)``. When
/// the condition changes, the branch left is destroyed (its screens go off view, `onDisappear` runs,
/// its tasks are cancelled as they say, its nodes' `@State` is lost) and the branch entered is built
/// anew (`onAppear`, `.task`). A key path reads as the condition (`\.isSignedIn`), so does a closure
/// (`{ $0.user != nil }` for `if let user`).
///
/// ```swift
/// // if model.isSignedIn { TabView(selection: $model.tab) { … } } else { SignInView() }
/// Scene {
///     ifState(\.isSignedIn) {
///         tabView(\.tab) {
///             navigationStack("home", \.homePath).tag(Tab.home)
///             navigationStack("settings", \.settingsPath).tag(Tab.settings)
///         }
///     } else: {
///         view("signIn").sheet("register", isPresented: \.registering)
///     }
/// }
/// ```
public func ifState<Store>(_ condition: @escaping (Store) -> Bool, @SceneBuilder<Store> _ then: () -> [SceneNode<Store>],
                           @SceneBuilder<Store> else otherwise: () -> [SceneNode<Store>] = { [] }) -> SceneNode<Store> {
    SceneNode<Store>(.stateSwitch(StateSwitchNode(kind: "ifState", branch: { condition($0) ? 0 : 1 },
                                                  value: { String(describing: condition($0)) },
                                                  caseNames: ["true", "false"], branches: [then(), otherwise()])))
}

/// `switch value(store) { case …: … }` in the app's `body`: one subtree per value in `cases`, built by
/// `content` (a `switch` inside it reads as the app's), of which the one for the store's value exists,
/// with the lifecycle of ``ifState(_:_:else:)``. Every value the store can hold must be among `cases`:
/// a step that leaves another value there is a fault that names it.
///
/// ```swift
/// // switch model.experience { case .onboarding: OnboardingView(); case .main: MainView() }
/// Scene {
///     switchState(\.experience, cases: [.onboarding, .main]) { experience in
///         switch experience {
///         case .onboarding: view("onboarding").task(ScreenTask("welcome") { $0.seenWelcome = true })
///         case .main: navigationStack("main", \.path)
///         }
///     }
/// }
/// ```
public func switchState<Store, Value: Hashable>(_ value: @escaping (Store) -> Value, cases: [Value],
                                                @SceneBuilder<Store> _ content: (Value) -> [SceneNode<Store>]) -> SceneNode<Store> {
    SceneNode<Store>(.stateSwitch(StateSwitchNode(kind: "switchState", branch: { cases.firstIndex(of: value($0)) ?? -1 },
                                                  value: { label(of: value($0)) }, caseNames: cases.map { label(of: $0) },
                                                  branches: cases.map(content))))
}

/// `switch value(store) { … }` over every case of a `CaseIterable` value (see ``switchState(_:cases:_:)``).
public func switchState<Store, Value: Hashable & CaseIterable>(_ value: @escaping (Store) -> Value,
                                                               @SceneBuilder<Store> _ content: (Value) -> [SceneNode<Store>])
    -> SceneNode<Store> {
    switchState(value, cases: Array(Value.allCases), content)
}
