import NavCheckTesting
import Testing

// The guide's hooks and declarations (docs/CheckYourOwnStore.md, "Hooks, links and custom tab bars"),
// compiled and run here.

/// A shelf of books: a custom tab bar whose buttons call the router, a stack whose screens say how
/// they left, and a link that opens a book.
struct ShelfRouter: Hashable, Sendable {
    enum Book: Hashable, Sendable { case book(Int) }
    var tab = "shelf"
    var shelf: [Book] = []
    var settings: [String] = []
    var closed: Set<Int> = []
    var popsOnSwitch = false

    /// The tab bar's button: selects the tab (and, in the broken router, empties the shelf).
    mutating func show(_ tab: String) {
        if popsOnSwitch { shelf = [] }
        self.tab = tab
    }
}

/// The app around ``ShelfRouter``.
struct ShelfApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openBook
        var description: String { rawValue }
    }
    var popsOnSwitch = false

    var name: String { "shelf" }
    func makeStore() -> ShelfRouter { ShelfRouter(popsOnSwitch: popsOnSwitch) }
    func snapshot(of r: ShelfRouter) -> ShelfRouter { r }
    var scene: Scene<ShelfRouter> {
        Scene {
            // The bar's buttons call the router: `Button { router.show("settings") }`.
            customTabBar(selected: { $0.tab }, select: { router, tab in router.show(tab) }) {
                // A book popped is told by its route; one covered or left with its tab stays open.
                navigationStack("shelf", \.shelf, onLeave: { router, departure in
                    if case .popped(.book(let id)) = departure { router.closed.insert(id) }
                }).tag("shelf")
                navigationStack("settings", \.settings).tag("settings")
            }
        }
            .links([DeepLink("app://book/1", shows: "shelf", [ShelfRouter.Book.book(1)])]) { router, _, _ in
                router.tab = "shelf"
                router.closed.remove(1)
                router.shelf = [.book(1)]
            }
    }
    var intents: [Tap] { [.openBook] }
    func isOnScreen(_ tap: Tap, in s: AppState<ShelfRouter>) -> Bool { s.tab == "shelf" && s.shelf.count < 2 }
    func perform(_ tap: Tap, on r: inout ShelfRouter, effects: inout Effects<ShelfRouter>) throws {
        let id = r.shelf.count + 1
        r.closed.remove(id)
        r.shelf.append(.book(id))
    }
    var properties: [AppProperty<ShelfApp>] {
        [.switchingTabsKeepsStacks(), .linkShowsItsTarget(),
         // The step where a link's work is done (at once here; later for a link that loads first).
         .transition("linkLandsOnTheShelf", "a link's work done, the shelf tab is selected") { m, before, action, after in
             guard m.linkCompleted(by: action, from: before, to: after) != nil else { return .notApplicable }
             return .expect(after.tab == "shelf", "\(action): tab \(after.tab)")
         },
         // Every book popped is closed, never one still on the shelf.
         .invariant("closedBooksAreOffTheShelf", "a closed book is not on the shelf") { _, s in
             .expect(!s.closed.contains { s.shelf.contains(.book($0)) }, "closed \(s.closed.sorted()), shelf \(s.shelf)")
         }]
    }
}

@Test func shelfNavigationHolds() {
    checkNavigation(ShelfApp())
}

/// A tab bar inside a full-screen cover: an onboarding flow with tabs of its own.
struct OnboardingRouter: Hashable, Sendable {
    var onboarding: Bool? = true
    var step = "welcome"
    var welcome: [String] = []
}

/// The onboarding cover's scene: its `TabView` sits in the cover.
func onboardingScene() -> Scene<OnboardingRouter> {
    Scene {
        view("root").fullScreenCover("onboarding", item: \.onboarding) {
            tabView(\.step) {
                navigationStack("welcome", \.welcome).tag("welcome")
                view("permissions").tag("permissions")
            }
        }
    }
}

/// The size-class handler's answer arriving, named by value rather than by its text.
func isSizeClassHandler(_ pending: PendingEffect) -> Bool {
    pending.is(.sizeClassChange(to: .regular)) || pending.is(.sizeClassChange(to: .compact))
}
