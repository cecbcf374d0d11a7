import NavCheckTesting
import Testing

// The code of docs/CheckYourOwnStore.md's "Where the tab bar sits, and links that follow the person":
// a stack around the tab bar, and link targets that depend on where the link arrives. The guide's
// blocks are copied from here (GuideTests keeps them the same).

/// A shop's router: one path around the whole tab bar (`NavigationStack(path: $router.path) {
/// TabView(selection: $router.tab) { … } }`), and a stack in each tab.
final class ShopRouter {
    var tab = "browse"
    var path: [String] = []
    var browse: [String] = []
    var orders: [String] = []

    /// The selected tab's own path.
    var current: [String] {
        get { tab == "browse" ? browse : orders }
        set { if tab == "browse" { browse = newValue } else { orders = newValue } }
    }

    func handle(_ url: String) {
        switch url {
        // De-duplicating: a product already on top is not pushed again.
        case "shop://product/1": if path.last != "product(1)" { path.append("product(1)") }
        // On top of whatever is on top: the path around the tabs when it has screens, else the tab's.
        case "shop://help":
            if !path.isEmpty { if path.last != "help" { path.append("help") } } else if current.last != "help" { current.append("help") }
        // Back to the selected tab's root.
        case "shop://home": path = []; current = []
        // One screen back, wherever the person is.
        case "shop://back": if !path.isEmpty { path.removeLast() } else if !current.isEmpty { current.removeLast() }
        default: break
        }
    }
}

struct ShopApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openDeal, openProduct
        var description: String { rawValue }
    }
    struct Snapshot: Hashable, Sendable {
        var tab: String
        var path, browse, orders: [String]
    }

    var name: String { "shop" }
    func makeStore() -> ShopRouter { ShopRouter() }
    func snapshot(of r: ShopRouter) -> Snapshot { Snapshot(tab: r.tab, path: r.path, browse: r.browse, orders: r.orders) }
    var scene: Scene<ShopRouter> {
        Scene {
            navigationStack("main", \.path) {
                tabView(\.tab) {
                    navigationStack("browse", \.browse).tag("browse")
                    navigationStack("orders", \.orders).tag("orders")
                }
            }
        }
            .links([
                DeepLink("shop://product/1", pushes: "product(1)", onto: "main", unlessOnTop: true),
                DeepLink("shop://help", pushes: "help", onto: .topLayer, unlessOnTop: true),
                DeepLink("shop://home", shows: [String](), in: .selectedTab),
                DeepLink("shop://back") { scene in
                    let main = scene.stack("main"), tab = scene.tab ?? "browse"
                    return main.isEmpty ? .shows(stack: tab, routes: Array(scene.stack(tab).dropLast()))
                        : .shows(stack: "main", routes: Array(main.dropLast()))
                },
            ]) { router, url, _ in router.handle(url) }
    }
    var intents: [Tap] { [.openDeal, .openProduct] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        tap == .openDeal ? s.path.isEmpty && (s.tab == "browse" ? s.browse : s.orders).isEmpty : s.path.isEmpty
    }
    func perform(_ tap: Tap, on r: inout ShopRouter, effects: inout Effects<ShopRouter>) throws {
        switch tap {
        case .openDeal: r.current.append("deal")
        case .openProduct: r.path.append("product(2)")
        }
    }
    func isWithinBounds(_ s: AppState<Snapshot>) -> Bool { s.path.count <= 2 && s.browse.count <= 2 && s.orders.count <= 2 }
    var properties: [AppProperty<ShopApp>] {
        [.switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(),
         .linkShowsItsTarget(), .linkNotHiddenUnderSheet()]
    }
}

@Test func shopNavigationHolds() {
    checkNavigation(ShopApp())
}
