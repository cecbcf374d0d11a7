// Grocy Mobile's navigation at commit f87678ee84aa781258939a25374b544776c6990d:
// `Grocy Mobile/Views/Navigation/Navigation.swift` (`enum NavigationItem`, the detail's `switch`),
// `AppSidebarNavigation.swift` (its `@State` selection and path), `AppTabNavigation.swift` (the
// `@AppStorage("tabSelection")` and its tabs' stacks), `ContentView.swift` (the size-class switch and
// `@AppStorage("iPhoneTabNavigation")`), and the value links of `MasterDataView.swift`,
// `MDProductsView.swift` and `MDLocationsView.swift`. The app keeps all of it in views; here it is one
// value, `GrocyNavigation`, with a field per `@State` or `@AppStorage`.

/// `enum NavigationItem: Hashable`: the sidebar's rows (every case of the original).
public enum NavigationItem: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case quickScan, stockOverview, stockJournal, shoppingList, recipes, mealPlan, choresOverview, tasks
    case batteriesOverview, equipment, calendar, purchase, consume, transfer, inventory, choreTracking
    case batteryTracking, userEntity, masterData, mdProducts, mdLocations, mdStores, mdQuantityUnits
    case mdProductGroups, mdChores, mdBatteries, mdTaskCategories, mdUserFields, mdUserEntities, settings
    case userManagement

    public var description: String { rawValue }
}

/// `private enum TabNavigationItem: String, Codable`: the compact tab bar's tabs (the ones ported).
public enum TabNavigationItem: String, Hashable, Sendable, CustomStringConvertible {
    case stockOverview, masterData

    public var description: String { rawValue }
}

/// `enum MasterDataItem: Hashable`: the master data list's value links (the ones ported).
public enum MasterDataItem: String, Hashable, Sendable {
    case products, locations
}

/// A value pushed on a stack: `MasterDataItem` (MasterDataView's links), `MDProduct`
/// (MDProductsView's rows) and `MDLocation` (MDLocationsView's rows), each by its id.
public enum Route: Hashable, Sendable, CustomStringConvertible {
    case masterData(MasterDataItem)
    case product(Int)
    case location(Int)

    public var description: String {
        switch self {
        case .masterData(let item): item.rawValue
        case .product(let id): "product(\(id))"
        case .location(let id): "location(\(id))"
        }
    }

    /// The sidebar row whose screen declares this route's `navigationDestination(for:)`: MDProductsView
    /// declares `MDProduct`'s, MDLocationsView `MDLocation`'s; `MasterDataItem`'s is MasterDataView's,
    /// which no sidebar row shows.
    public var declaredBy: NavigationItem {
        switch self {
        case .masterData: .masterData
        case .product: .mdProducts
        case .location: .mdLocations
        }
    }
}

/// The navigation state Grocy keeps in its views.
public struct GrocyNavigation: Hashable, Sendable {
    /// `ContentView`'s `@AppStorage("iPhoneTabNavigation")` (a switch in the app's settings, on by
    /// default): whether compact width shows the tab bar instead of the split view.
    public var iPhoneTabNavigation: Bool
    /// `AppTabNavigation`'s `@AppStorage("tabSelection")`.
    public var tabSelection: TabNavigationItem = .stockOverview
    /// `AppSidebarNavigation`'s `@State private var selection: NavigationItem? = .none`.
    public var selection: NavigationItem?
    /// `AppSidebarNavigation`'s `@State private var path = NavigationPath()`: the detail column's stack.
    public var path: [Route] = []
    /// The stock overview tab's `NavigationStack { StockView() }`: SwiftUI's own path, no binding.
    public var stockTab: [Route] = []
    /// The master data tab's `NavigationStack { MasterDataView() }`: SwiftUI's own path, no binding.
    public var masterDataTab: [Route] = []

    /// A fresh launch, with the app's setting as given.
    public init(iPhoneTabNavigation: Bool = true) {
        self.iPhoneTabNavigation = iPhoneTabNavigation
    }

    /// `Navigation`'s `switch selection ?? .stockOverview`: the screen at the root of the detail column.
    public var detailRoot: NavigationItem { selection ?? .stockOverview }

    /// `ContentView`: `horizontalSizeClass == .compact && iPhoneTabNavigation` shows the tab bar.
    public func showsTabs(compact: Bool) -> Bool { compact && iPhoneTabNavigation }
}
