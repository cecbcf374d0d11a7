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
