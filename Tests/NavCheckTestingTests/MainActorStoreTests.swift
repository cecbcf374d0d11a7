import Generators
import ModelChecker
import NavCheckTesting
import Testing

/// A store isolated to the main actor, as `ObservableObject` stores often are.
@MainActor final class MainActorStore {
    var path: [Int] = []
    func open() { path.append(path.count + 1) }
    func back() { if !path.isEmpty { path.removeLast() } }
}

/// Its spec reaches the store with `MainActor.assumeIsolated`; the test runs on the main actor.
struct MainActorSpec: ReferenceStoreMachine {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case open, back
        var description: String { rawValue }
    }
    var name: String { "main-actor" }
    var actions: Generator<Tap> { .element(of: [.open, .back]) }
    func makeStore() -> MainActorStore { MainActor.assumeIsolated { MainActorStore() } }
    func snapshot(of store: MainActorStore) -> [Int] { MainActor.assumeIsolated { store.path } }
    func perform(_ tap: Tap, on store: MainActorStore) throws {
        MainActor.assumeIsolated { tap == .open ? store.open() : store.back() }
    }
    func isWithinBounds(_ s: State) -> Bool { s.snapshot.count < 3 }
    var properties: [Property<MainActorSpec>] {
        [.invariant("atMostThreeLevels", "the path never holds more than three levels") { _, s in
            .expect(s.snapshot.count <= 3, "\(s.snapshot)")
        }]
    }
}

@Suite struct MainActorStoreTests {
    @MainActor @Test func aMainActorStoreIsCheckedOnTheMainActor() throws {
        let result = try #require(checkNavigation(MainActorSpec(), .init(traceDirectory: nil)))
        #expect(result.holds)
        #expect(result.report?.statistics.distinctStates == 4)
    }
}

/// A `@MainActor` spec whose own properties call its `@MainActor` helpers: each runs where the app's
/// steps run, on the main actor.
@MainActor struct MainActorHelpersApp: @MainActor SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case open
        var description: String { rawValue }
    }
    /// The deepest path the helpers accept.
    var limit = 3
    var name: String { "main-actor-helpers" }
    func makeStore() -> MainActorStore { MainActorStore() }
    func snapshot(of store: MainActorStore) -> [Int] { store.path }
    var scene: Scene<MainActorStore> { Scene { navigationStack("messages", \.path) } }
    var intents: [Tap] { [.open] }
    func isOnScreen(_ tap: Tap, in s: AppState<[Int]>) -> Bool { s.model.count < 3 }
    func perform(_ tap: Tap, on store: inout MainActorStore, effects: inout Effects<MainActorStore>) throws { store.open() }
    var properties: [AppProperty<Self>] {
        [.invariant("fits", "the path fits") { _, s in .expect(fits(s.model), "\(s.model)") },
         .transition("growsByOneAtMost", "a step adds at most one screen") { _, before, _, after in
             .expect(Self.growth(from: before.model, to: after.model) <= 1, "\(before.model) → \(after.model)")
         },
         .contract("openAddsOne", "open adds one screen", applies: { Self.isOpen($0) }) { _, before, _, after in
             .expect(Self.growth(from: before.model, to: after.model) == 1, "\(after.model)")
         },
         .hypothetical("fitsAfterBack", "the path fits after a back") { _, s in
             .expect(fits(s.model.dropLast()), "\(s.model)")
         }]
    }

    /// Helpers isolated to the main actor, as the spec is.
    func fits(_ path: some Collection<Int>) -> Bool { path.count <= limit }
    static func growth(from a: [Int], to b: [Int]) -> Int { b.count - a.count }
    static func isOpen(_ action: AppAction<Tap>) -> Bool { action == .user(.open) }
}

@Suite struct MainActorHelpersTests {
    /// The properties compile as written in a `@MainActor` spec, run on the main actor, and are checked.
    @MainActor @Test func propertiesOfAMainActorAppCallItsMainActorHelpers() throws {
        let result = try #require(checkNavigation(MainActorHelpersApp(), .init(traceDirectory: nil)))
        #expect(result.holds)
        let applied = result.report?.statistics.properties.filter { $0.name != "noFault" }.map { "\($0.name) \($0.nonVacuous > 0)" }
        #expect(applied == ["fits true", "growsByOneAtMost true", "openAddsOne true", "fitsAfterBack true"])
        let tooShort = NavCheckOptions(traceDirectory: nil, knownViolations: [KnownViolation("fits", because: "a limit of 2")])
        let broken = try #require(checkNavigation(MainActorHelpersApp(limit: 2), tooShort))
        #expect(broken.known.map(\.property) == ["fits"])
    }
}
