import NavCheckTesting
import Testing
import XCTest

// The code of docs/CheckYourOwnStore.md beyond the smallest example: options, and a router isolated to
// the main actor. The guide's blocks are copied from here (GuideTests keeps them the same).

/// Seeded random walks instead of breadth-first search: 200 walks of at most 20 steps from seed 0.
/// `NAVCHECK_SEED`, when set, replaces the seed.
let randomWalks = NavCheckOptions(exhaustive: nil, random: SimulationOptions(seed: 0, runs: 200, steps: 20))

@Test func recipesRandomWalksHold() {
    checkNavigation(RecipesApp(), randomWalks)
}

/// Breadth-first search to depth 4 only: the check is cut short, which fails the test as PARTIAL.
let fourDeep = NavCheckOptions(exhaustive: ExplorationOptions(maxDepth: 4))

/// The same bound, with a partial check accepted.
let fourDeepAccepted = NavCheckOptions(exhaustive: ExplorationOptions(maxDepth: 4), allowIncomplete: true)

@Test func recipesHoldFourDeep() {
    checkNavigation(RecipesApp(), fourDeepAccepted)
}

/// The search alone, with no walks after a cut.
let searchOnly: NavCheckOptions = {
    var options = NavCheckOptions()
    options.sharedWalks = nil
    return options
}()

/// Bounds raised for a large app: ten million states, with an hour as the safety stop.
let largeApp = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 10_000_000, maxSeconds: 3_600))

/// The link that leaves the editor up is known, and accepted until issue #12 is fixed.
let editorLeftUpIsKnown = NavCheckOptions(knownViolations: [
    KnownViolation("linkNotHiddenUnderSheet", kind: .atRest, because: "issue #12: a link leaves the editor up"),
])

/// Only the link over the editor is known: the property's other counterexamples still fail the test.
let linkOverTheEditorIsKnown = NavCheckOptions(knownViolations: [
    KnownViolation("linkNotHiddenUnderSheet", kind: .atRest, actionsPrefix: ["openRecipe", "edit"], because: "issue #12"),
])

/// Up to five counterexamples of each property and kind, each of its own cause and with its own trace file.
let fivePerProperty = NavCheckOptions(exhaustive: ExplorationOptions(counterexamplesPerProperty: 5))

/// Only the shortest counterexample of each property and kind.
let onePerProperty = NavCheckOptions(exhaustive: ExplorationOptions(counterexamplesPerProperty: 1))

/// A router as most SwiftUI apps have one: isolated to the main actor.
@MainActor final class InboxRouter {
    var path: [Int] = []
    func open(_ id: Int) { path.append(id) }
}

/// Its spec, isolated to the main actor too: its methods call the router directly.
@MainActor struct InboxApp: @MainActor SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openMessage
        var description: String { rawValue }
    }
    var name: String { "inbox" }
    func makeStore() -> InboxRouter { InboxRouter() }
    func snapshot(of r: InboxRouter) -> [Int] { r.path }
    func restore(_ path: [Int], into r: inout InboxRouter) -> Bool {
        r.path = path
        return true
    }
    var scene: Scene<InboxRouter> { Scene { navigationStack("inbox", \.path) } }
    var intents: [Tap] { [.openMessage] }
    func isOnScreen(_ tap: Tap, in s: AppState<[Int]>) -> Bool { s.model.count < 3 }
    func perform(_ tap: Tap, on r: inout InboxRouter, effects: inout Effects<InboxRouter>) throws {
        r.open(r.path.count + 1)
    }
    var properties: [AppProperty<InboxApp>] {
        [.backLowersDepthByOne(),
         .invariant("atMostThreeOpen", "at most three messages are open") { _, s in
             .expect(Self.fitsOnScreen(s.model), "\(s.model)")   // a helper isolated to the main actor, as the spec is
         }]
    }

    /// A helper of the spec's own, isolated to the main actor with it.
    static func fitsOnScreen(_ path: [Int]) -> Bool { path.count <= 3 }
}

@Test @MainActor func inboxNavigationHolds() {
    checkNavigation(InboxApp())
}

final class InboxNavigationXCTests: XCTestCase {
    @MainActor func testInboxNavigationHolds() async {
        XCTAssertNavigationHolds(InboxApp())
    }
}

/// A feed whose posts can be starred; the navigation does not depend on which posts are starred.
struct PostsApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [String] = []
        var starred: [Int] = []   // ascending post ids
    }
    enum Tap: Hashable, Codable, Sendable {
        case star(Int), settings
    }
    var name: String { "posts" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> { Scene { navigationStack("feed", \.path) } }
    var intents: [Tap] { [.star(17), .star(42), .star(99), .settings] }
    func isOnScreen(_ tap: Tap, in s: AppState<Store>) -> Bool { tap != .settings || s.path.isEmpty }
    func perform(_ tap: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch tap {
        case .star(let id) where s.starred.contains(id): s.starred.removeAll { $0 == id }
        case .star(let id): s.starred = (s.starred + [id]).sorted()
        case .settings: s.path.append("settings")
        }
    }
    var properties: [AppProperty<PostsApp>] {
        [.backLowersDepthByOne(),
         .invariant("atMostThreeStars", "at most three posts are starred") { _, s in .expect(s.starred.count <= 3, "\(s.starred)") }]
    }

    /// Posts are interchangeable: any two sets of as many starred posts are alike, so the check
    /// explores one of them, with the stars renumbered 0, 1, ….
    var symmetry: Symmetry<Store>? {
        Symmetry { s in Store(path: s.path, starred: Array(s.starred.indices)) }
    }
}

/// The same check exploring every state: what the symmetry saves, and a check that it hides nothing.
let everyState = NavCheckOptions(exhaustive: ExplorationOptions(reducesSymmetry: false))

@Test func postsNavigationHolds() {
    checkNavigation(PostsApp())
    checkNavigation(PostsApp(), everyState)
}

/// A shop whose payment sheet cannot be swiped away while it is up: it must offer its own way out.
struct CheckoutApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [String] = []
        var paying = false
    }
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openCart, pay, done
        var description: String { rawValue }
    }
    /// The defect: the payment sheet forgets its Done button.
    var hidesDone = false

    var name: String { "checkout" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> {
        Scene { navigationStack("shop", \.path).sheet("payment", isPresented: \.paying, dismissDisabled: { _ in true }) }
    }
    var intents: [Tap] { [.openCart, .pay, .done] }
    func isOnScreen(_ tap: Tap, in s: AppState<Store>) -> Bool {
        switch tap {
        case .openCart: !s.paying && s.path.isEmpty
        case .pay: !s.paying && s.path == ["cart"]
        case .done: s.paying && !hidesDone
        }
    }
    func role(of tap: Tap) -> IntentRole? { tap == .openCart ? .push("shop", "cart") : nil }
    func perform(_ tap: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch tap {
        case .openCart: s.path.append("cart")
        case .pay:
            s.paying = true
            effects.start("charge") { _ in }
        case .done:
            s.paying = false
            s.path = []
        }
    }
    var properties: [AppProperty<CheckoutApp>] {
        [.noDeadEnd(), .canAlwaysGetHome(), .everyScreenReachable(), .workSettles()]
    }
}

@Test func checkoutNeverStrandsTheUser() {
    checkNavigation(CheckoutApp())
}

/// Without its Done button the payment sheet is a dead end, and home can never be reached again.
@Test func aPaymentSheetWithoutDoneStrandsTheUser() throws {
    let result = try Explorer(AppMachine(CheckoutApp(hidesDone: true))).run()
    #expect(result.violatedProperties == ["canAlwaysGetHome", "noDeadEnd"])
    let stuck = try #require(result.counterexample(for: "canAlwaysGetHome"))
    #expect(stuck.actions.map(\.description) == ["openCart", "pay"])
    #expect(stuck.reachableScreens == ["shop › cart ⧉ payment ⏳ charge", "shop › cart ⧉ payment"])
}

/// The explorer of the app, served while `NAVCHECK_EXPLORE` is set: `NAVCHECK_EXPLORE=1 swift test
/// --filter exploreRecipes`. Unset (in CI), it does nothing and the test passes.
@Test func exploreRecipes() throws {
    try exploreNavigation(RecipesApp())
}
