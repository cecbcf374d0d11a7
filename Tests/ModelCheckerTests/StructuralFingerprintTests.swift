import Foundation
import Generators
import Testing
@testable import ModelChecker

/// A snapshot whose `==` and `hash(into:)` look only at its id, as a type that is `Identifiable` in
/// the app's UI code often is: two snapshots with different counts compare equal.
struct IDOnlySnapshot: Hashable, Sendable {
    var id: Int
    var count: Int
    static func == (a: IDOnlySnapshot, b: IDOnlySnapshot) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A store that counts taps on one screen (the screen's id never changes).
final class TapCounterStore {
    var id = 7
    var count = 0
}

/// The counter checked through the adapter, with the default fingerprint or, with `hashFingerprint`,
/// the one the adapter had before: the snapshot's `hashValue`.
struct TapCounterSpec: ReferenceStoreMachine {
    enum Action: Hashable, Codable, Sendable { case tap }
    var hashFingerprint = false
    var name: String { "tap-counter" }
    var actions: Generator<Action> { .element(of: [.tap]) }
    func makeStore() -> TapCounterStore { TapCounterStore() }
    func snapshot(of store: TapCounterStore) -> IDOnlySnapshot { IDOnlySnapshot(id: store.id, count: store.count) }
    func perform(_ action: Action, on store: TapCounterStore) throws { store.count += 1 }
    func isWithinBounds(_ s: State) -> Bool { s.count < 3 }
    func fingerprint(snapshot: IDOnlySnapshot, into f: inout Fingerprinter) {
        if hashFingerprint { f.combine(snapshot.hashValue) } else { f.combine(structureOf: snapshot) }
    }
    var properties: [Property<TapCounterSpec>] {
        [.invariant("belowTwo", "the count stays below two") { _, s in .expect(s.count < 2, "count \(s.count)") }]
    }
}

/// The same spec with no fingerprint of its own: the adapter's default.
struct DefaultTapCounterSpec: ReferenceStoreMachine {
    typealias Action = TapCounterSpec.Action
    var name: String { "tap-counter" }
    var actions: Generator<Action> { .element(of: [.tap]) }
    func makeStore() -> TapCounterStore { TapCounterStore() }
    func snapshot(of store: TapCounterStore) -> IDOnlySnapshot { IDOnlySnapshot(id: store.id, count: store.count) }
    func perform(_ action: Action, on store: TapCounterStore) throws { store.count += 1 }
    func isWithinBounds(_ s: State) -> Bool { s.count < 3 }
    var properties: [Property<DefaultTapCounterSpec>] {
        [.invariant("belowTwo", "the count stays below two") { _, s in .expect(s.count < 2, "count \(s.count)") }]
    }
}

/// A snapshot that declares ``FullyHashable`` although its `==` looks only at its id: the promise
/// broken, to show that the declaration is what the adapter then goes by.
struct DeclaredIDOnlySnapshot: FullyHashable, Sendable {
    var id: Int
    var count: Int
    static func == (a: DeclaredIDOnlySnapshot, b: DeclaredIDOnlySnapshot) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The counter, its snapshot declared fully hashable: the adapter's default is its `hashValue`.
struct DeclaredTapCounterSpec: ReferenceStoreMachine {
    typealias Action = TapCounterSpec.Action
    var name: String { "tap-counter" }
    var actions: Generator<Action> { .element(of: [.tap]) }
    func makeStore() -> TapCounterStore { TapCounterStore() }
    func snapshot(of store: TapCounterStore) -> DeclaredIDOnlySnapshot { DeclaredIDOnlySnapshot(id: store.id, count: store.count) }
    func perform(_ action: Action, on store: TapCounterStore) throws { store.count += 1 }
    func isWithinBounds(_ s: State) -> Bool { s.count < 3 }
    var properties: [Property<DeclaredTapCounterSpec>] {
        [.invariant("belowTwo", "the count stays below two") { _, s in .expect(s.count < 2, "count \(s.count)") }]
    }
}

private enum Sheet: Hashable, CustomStringConvertible {
    case editor(Int), viewer(Int), none, settings
    /// A description that says the same for two different cases.
    var description: String { "sheet" }
}
private final class Node {
    var id: Int
    var children: [Node] = []
    weak var parent: Node?
    init(id: Int) { self.id = id }
}
private class Base { var a = 1 }
private final class Derived: Base { var b = 2 }

@Suite struct StructuralFingerprintTests {
    func fp(_ value: Any) -> UInt64 {
        var f = Fingerprinter()
        f.combine(structureOf: value)
        return f.value
    }

    @Test("every stored value counts, whatever == says; equal structures give equal fingerprints")
    func storedValuesCount() {
        let a = IDOnlySnapshot(id: 1, count: 0), b = IDOnlySnapshot(id: 1, count: 1)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(fp(a) != fp(b))
        #expect(fp(a) == fp(IDOnlySnapshot(id: 1, count: 0)))
        #expect(fp(a) == fp(a))
    }

    @Test("enum cases, optionals, nesting and strings are told apart")
    func shapesAreToldApart() {
        #expect(fp(Sheet.editor(1)) != fp(Sheet.viewer(1)))
        #expect(fp(Sheet.none) != fp(Sheet.settings))
        #expect(fp(Optional<Int>.none as Any) != fp(Optional(0) as Any))
        #expect(fp(Optional<Sheet>.none as Any) != fp(Optional(Sheet.none) as Any))
        #expect(fp([[1], [2]]) != fp([[1, 2]]))
        #expect(fp([[1], [2]]) != fp([[1], [], [2]]))
        #expect(fp(["ab", "c"]) != fp(["a", "bc"]))
        #expect(fp(1.0) != fp(2.0))
        #expect(fp((1, 2)) != fp((2, 1)))
        #expect(fp([Sheet.editor(1), .viewer(2)]) == fp([Sheet.editor(1), .viewer(2)]))
        #expect(fp(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
                != fp(UUID(uuidString: "00000000-0000-0000-0000-000000000002")!))
    }

    @Test("dictionaries and sets: the same elements give the same fingerprint whatever their order")
    func unorderedCollections() {
        var forward: [String: [Int]] = [:], backward: [String: [Int]] = [:]
        let keys = (0..<50).map { "key\($0)" }
        for (i, k) in keys.enumerated() { forward[k] = [i] }
        for (i, k) in keys.enumerated().reversed() { backward[k] = [i] }
        backward.reserveCapacity(1_000)
        #expect(fp(forward) == fp(backward))
        backward["key3"] = [4]
        #expect(fp(forward) != fp(backward))
        #expect(fp(Set(keys)) == fp(Set(keys.reversed())))
        #expect(fp(Set(keys)) != fp(Set(keys.dropLast())))
        // The same through reflection: a dictionary of values the fingerprint does not feed directly.
        let bySheet: [Int: Sheet] = [1: .editor(1), 2: .viewer(2), 3: .settings]
        var other: [Int: Sheet] = [:]
        for k in [3, 1, 2] { other[k] = bySheet[k] }
        #expect(fp(bySheet) == fp(other))
        other[3] = Sheet.none
        #expect(fp(bySheet) != fp(other))
    }

    @Test("class instances: their stored properties and their superclasses'; a cycle ends")
    func classes() {
        let root = Node(id: 0), child = Node(id: 1)
        root.children = [child]
        child.parent = root
        let same = Node(id: 0), sameChild = Node(id: 1)
        same.children = [sameChild]
        sameChild.parent = same
        #expect(fp(root) == fp(same))
        sameChild.id = 2
        #expect(fp(root) != fp(same))
        let derived = Derived(), changed = Derived()
        changed.a = 5
        #expect(fp(derived) != fp(changed))
    }

    @Test("a type declared FullyHashable is fed as its hashValue, at any depth: as safe as the declaration")
    func declaredFullyHashable() {
        struct Screen: FullyHashable { var id: Int; var title: String }
        struct Wrong: FullyHashable {
            var id: Int
            var count: Int
            static func == (a: Wrong, b: Wrong) -> Bool { a.id == b.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }
        struct Holder { var screens: [Screen]; var wrong: Wrong }
        #expect(fp(Screen(id: 1, title: "a")) != fp(Screen(id: 1, title: "b")))
        #expect(fp(Holder(screens: [Screen(id: 1, title: "a")], wrong: Wrong(id: 1, count: 0)))
                != fp(Holder(screens: [Screen(id: 1, title: "b")], wrong: Wrong(id: 1, count: 0))))
        // The promise broken: the id-only == merges what differs in count.
        #expect(fp(Holder(screens: [], wrong: Wrong(id: 1, count: 0))) == fp(Holder(screens: [], wrong: Wrong(id: 1, count: 1))))
    }

    @Test("with the adapter's former default (hashValue) an id-only == merges distinct states; the structural default keeps them apart")
    func idOnlyEqualityNoLongerMergesStates() throws {
        let old = try Explorer(TapCounterSpec(hashFingerprint: true), options: .init(workers: 1)).run()
        #expect(old.complete)
        #expect(old.statistics.distinctStates == 1)   // count 1, 2 and 3 taken for count 0
        #expect(old.counterexamples.isEmpty)           // belowTwo never sees count 2
        let structural = try Explorer(TapCounterSpec(), options: .init(workers: 1)).run()
        #expect(structural.statistics.distinctStates == 4)
        #expect(structural.counterexamples.map(\.property) == ["belowTwo"])
        #expect(structural.counterexamples.map { $0.actions.count } == [2])
        let byDefault = try Explorer(DefaultTapCounterSpec(), options: .init(workers: 1)).run()
        #expect(byDefault.statistics.distinctStates == 4)
        #expect(byDefault.counterexamples.map(\.property) == ["belowTwo"])
        #expect(byDefault.counterexamples.first?.report(on: DefaultTapCounterSpec()).actions == ["tap", "tap"])
        // Declared FullyHashable, the snapshot is taken at its word: its id-only == merges the counts again.
        let declared = try Explorer(DeclaredTapCounterSpec(), options: .init(workers: 1)).run()
        #expect(declared.statistics.distinctStates == 1)
    }
}
