import Foundation
import NavCheckTesting
import Shop

/// The shop as NavCheck checks it: the router, the shop's own buttons and rows, and the scene that says
/// what SwiftUI shows around the router. The tab bar, its re-tap, and the back button, edge swipe and
/// long press of each stack come from the scene.
struct ShopSpec: SwiftUIApp {
    /// The shop's own controls.
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openCategory, openProduct, openOrder, trackParcel, doneTracking, showAddresses, editAddress
        var description: String { rawValue }
    }

    /// The router as a value: what tells two states apart.
    struct Snapshot: Hashable, Sendable {
        var selectedTab: Tab
        var browsePath: [BrowseRoute]
        var ordersPath: [OrdersRoute]
        var accountPath: [AccountRoute]
    }

    /// Switches on the router's deliberate defect.
    var defect = ProcessInfo.processInfo.environment["NAVCHECK_EXAMPLE_DEFECT"] == "1"
    /// What re-tapping the selected tab does: the shop handles it itself, in the selection's `didSet`.
    var retap: Retap<ShopRouter> = .app(.popsToRoot)

    var name: String { "shop" }

    func makeStore() -> ShopRouter { ShopRouter(retapInAccountPopsBrowse: defect) }

    func snapshot(of r: ShopRouter) -> Snapshot {
        Snapshot(selectedTab: r.selectedTab, browsePath: r.browsePath, ordersPath: r.ordersPath, accountPath: r.accountPath)
    }

    /// `TabView(selection: $router.selectedTab)` with a `NavigationStack(path:)` per tab.
    var scene: Scene<ShopRouter> {
        Scene {
            tabView(\.selectedTab, retap: retap) {
                navigationStack("browse", \.browsePath).tag(Tab.browse)
                navigationStack("orders", \.ordersPath).tag(Tab.orders)
                navigationStack("account", \.accountPath).tag(Tab.account)
            }
        }
    }

    var intents: [Tap] { [.openCategory, .openProduct, .openOrder, .trackParcel, .doneTracking, .showAddresses, .editAddress] }

    /// A control is on screen when its tab is selected and its screen is on top of the tab's stack.
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        switch tap {
        case .openCategory: s.selectedTab == .browse && s.browsePath.isEmpty
        case .openProduct: s.selectedTab == .browse && s.browsePath.last == .category(1)
        case .openOrder: s.selectedTab == .orders && s.ordersPath.isEmpty
        case .trackParcel: s.selectedTab == .orders && s.ordersPath.last == .order(1)
        case .doneTracking: s.selectedTab == .orders && s.ordersPath.last == .tracking(order: 1)
        case .showAddresses: s.selectedTab == .account && s.accountPath.isEmpty
        case .editAddress: s.selectedTab == .account && s.accountPath.last == .addresses
        }
    }

    func perform(_ tap: Tap, on r: inout ShopRouter, effects: inout Effects<ShopRouter>) throws {
        switch tap {
        case .openCategory: r.open(category: 1)
        case .openProduct: r.open(product: 7)
        case .openOrder: r.open(order: 1)
        case .trackParcel: r.trackParcel()
        case .doneTracking: r.doneTracking()
        case .showAddresses: r.showAddresses()
        case .editAddress: r.edit(address: 2)
        }
    }

    /// What each control is, in the words of the built-in properties.
    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .openCategory: .push("browse", BrowseRoute.category(1))
        case .openProduct: .push("browse", BrowseRoute.product(7))
        case .openOrder: .push("orders", OrdersRoute.order(1))
        case .trackParcel: .push("orders", OrdersRoute.tracking(order: 1))
        case .doneTracking: .popToRoot(stack: "orders")
        case .showAddresses: .push("account", AccountRoute.addresses)
        case .editAddress: .push("account", AccountRoute.address(2))
        }
    }

    var properties: [AppProperty<ShopSpec>] {
        [
            // Tabs with a stack per tab.
            .switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(),
            // Each stack.
            .backLowersDepthByOne(), .pushAddsOneScreen(), .popToRootEmpties(),
            // The shop's own rule.
            .invariant("trackingAboveItsOrder", "a parcel's tracking is shown just above its order") { _, s in
                for (i, route) in s.ordersPath.enumerated() {
                    guard case .tracking(let id) = route else { continue }
                    if i == 0 || s.ordersPath[i - 1] != .order(id) { return .violated("orders: \(s.ordersPath)") }
                }
                return .holds
            },
        ]
    }
}
