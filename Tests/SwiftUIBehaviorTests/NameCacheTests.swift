import Foundation
import ModelChecker
import Testing
@testable import SwiftUIBehavior

/// A route whose `==` looks only at its id, while its hash (synthesized) takes every field: a broken
/// `Hashable`, as some apps' routes are.
struct IDRoute: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var title: String
    static func == (a: IDRoute, b: IDRoute) -> Bool { a.id == b.id }
    var description: String { "\(id) \(title)" }
}

/// The same with plain fields only (no references inside: names are kept by the value's bytes).
struct PlainIDRoute: Hashable, Sendable {
    var id: Int
    var version: Int
    static func == (a: PlainIDRoute, b: PlainIDRoute) -> Bool { a.id == b.id }
}

/// Why names are not kept in a dictionary keyed by the user's own type: the cache NavCheck once had
/// (a `[Route: String]` behind a lock) stopped the process when an app's route broke `Hashable`.
@Suite struct NameCacheTests {
    /// The mechanism, reproduced in a child process: a dictionary keyed by such a type meets, when it
    /// grows, a key it did not find before, and Swift stops the process ("Duplicate keys of type
    /// 'IDRoute' were found in a Dictionary"). Which insertion trips it depends on the per-process hash
    /// seed; with thousands of values it is every time.
    @Test func aDictionaryKeyedByABrokenHashableStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            var names: [IDRoute: String] = [:]
            for i in 0..<4096 { names[IDRoute(id: 0, title: "t\(i)")] = "t\(i)" }
        }
    }

    /// NavCheck's names are kept under a value's type and bytes (a string's included, its storage kept
    /// alive by the cache): each of these routes, all equal by their own `==`, gets its own name, and
    /// nothing stops.
    @Test func aBrokenRouteIsNamedByWhatItHolds() {
        for _ in 0..<2 {
            for i in 0..<4096 {
                #expect(label(of: IDRoute(id: 0, title: "t\(i)")) == "0 t\(i)")
                // A long title lives in heap storage: the bytes are its address, kept alive by the cache.
                #expect(label(of: IDRoute(id: 0, title: "a title long enough for the heap \(i)")) == "0 a title long enough for the heap \(i)")
            }
        }
    }

    /// A plain value's name is kept under its bytes, whatever its `==` says: two routes equal by id but
    /// not in their fields keep their own names.
    @Test func aPlainValueIsNamedByItsBytes() {
        let one = PlainIDRoute(id: 1, version: 1), two = PlainIDRoute(id: 1, version: 2)
        #expect(one == two)
        for _ in 0..<3 {
            #expect(label(of: one) == "PlainIDRoute(id: 1, version: 1)")
            #expect(label(of: two) == "PlainIDRoute(id: 1, version: 2)")
        }
    }

    /// A whole app whose routes break `Hashable`, checked on two workers: every state is its own.
    @Test func anAppWithBrokenRoutesIsCheckedOnTwoWorkers() throws {
        let result = try Explorer(AppMachine(IDRouteApp()), options: .init(maxDepth: 6, workers: 2)).run()
        #expect(result.complete)
        // 1 + 2 + 4 + 8 + 16 + 32 + 64 paths, each a state of its own (titles differ).
        #expect(result.statistics.distinctStates == 127)
    }
}

/// A stack of ``IDRoute``s: each push adds a route of id 0 whose title names the way it was reached.
struct IDRouteApp: SwiftUIApp, Sendable {
    struct Router: Hashable, Sendable { var path: [IDRoute] = [] }
    enum Tap: Int, Hashable, Codable, Sendable { case left, right }
    var name: String { "id-routes" }
    func makeStore() -> Router { Router() }
    var scene: Scene<Router> { Scene { navigationStack("main", \.path) } }
    var intents: [Tap] { [.left, .right] }
    func isOnScreen(_ tap: Tap, in s: AppState<Router>) -> Bool { s.model.path.count < 6 }
    func perform(_ tap: Tap, on r: inout Router, effects: inout Effects<Router>) throws {
        r.path.append(IDRoute(id: 0, title: (r.path.last?.title ?? "") + (tap == .left ? "l" : "r")))
    }
    var properties: [AppProperty<Self>] { [] }
}
