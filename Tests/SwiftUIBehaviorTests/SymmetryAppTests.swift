import Testing
import ModelChecker
import SwiftUIBehavior

/// A feed whose posts 17, 42 and 99 can be starred, with a settings screen: which posts are starred
/// does not matter to the app, only how many, so it declares the ids interchangeable.
struct StarsApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [Route] = []
        /// The starred posts, in ascending order.
        var starred: [Int] = []
    }
    var declaresSymmetry = true
    var name: String { "stars" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> { Scene { navigationStack("feed", \.path) } }
    var intents: [Tap] { ["star(17)", "star(42)", "star(99)", "settings"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool { intent.name != "settings" || s.path.isEmpty }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        guard intent.name != "settings" else { return s.path.append(.settings) }
        let id = Int(intent.name.dropFirst(5).dropLast())!
        if s.starred.contains(id) { s.starred.removeAll { $0 == id } } else { s.starred = (s.starred + [id]).sorted() }
    }
    var symmetry: Symmetry<Store>? {
        // Any two sets of as many posts are alike: the representative stars 0, 1, ….
        declaresSymmetry ? Symmetry { s in Store(path: s.path, starred: Array(s.starred.indices)) } : nil
    }
    var properties: [AppProperty<StarsApp>] {
        [.invariant("atMostTwoStars", "at most two posts are starred") { _, s in .expect(s.starred.count < 3, "\(s.starred)") },
         .backLowersDepthByOne("settings", "back", stack: "feed")]
    }
}

@Suite struct SymmetryAppTests {
    @Test func anAppsSymmetryReducesItsSnapshots() throws {
        let reduced = try Explorer(AppMachine(StarsApp()), options: ExplorationOptions(workers: 2)).run()
        let full = try Explorer(AppMachine(StarsApp()), options: ExplorationOptions(workers: 2, reducesSymmetry: false)).run()
        let none = try Explorer(AppMachine(StarsApp(declaresSymmetry: false)), options: ExplorationOptions(workers: 2)).run()
        #expect(reduced.complete && full.complete)
        // Stars on 0 to 3 of the posts, with settings shown or not: 8 classes of 16 states.
        #expect(full.statistics.distinctStates == 16)
        #expect(none.statistics.distinctStates == 16)
        #expect(reduced.statistics.distinctStates == 8)
        let found = { (r: ExplorationResult<AppMachine<StarsApp>>) in r.counterexamples.map { "\($0.property) \($0.kind) \($0.length)" } }
        #expect(found(reduced) == found(full))
        #expect(found(full) == ["atMostTwoStars invariant 3"])
        // The counterexample stars the app's real posts.
        #expect(reduced.counterexample(for: "atMostTwoStars")?.actions.map(\.description) == ["star(17)", "star(42)", "star(99)"])
    }
}
