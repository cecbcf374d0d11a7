/// The shop's tabs: `TabView(selection: $router.selectedTab)`.
public enum Tab: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case browse, orders, account
    public var description: String { rawValue }
}

/// A screen of the browse tab's stack.
public enum BrowseRoute: Sendable, Hashable, CustomStringConvertible {
    /// The products of a category.
    case category(Int)
    /// A product's page.
    case product(Int)

    public var description: String {
        switch self {
        case .category(let id): "category(\(id))"
        case .product(let id): "product(\(id))"
        }
    }
}

/// A screen of the orders tab's stack.
public enum OrdersRoute: Sendable, Hashable, CustomStringConvertible {
    /// An order's details.
    case order(Int)
    /// The parcel tracking of an order.
    case tracking(order: Int)

    public var description: String {
        switch self {
        case .order(let id): "order(\(id))"
        case .tracking(let id): "tracking(order: \(id))"
        }
    }
}

/// A screen of the account tab's stack.
public enum AccountRoute: Sendable, Hashable, CustomStringConvertible {
    /// The saved addresses.
    case addresses
    /// One address, being edited.
    case address(Int)

    public var description: String {
        switch self {
        case .addresses: "addresses"
        case .address(let id): "address(\(id))"
        }
    }
}

/// The shop's navigation, written the way an iOS developer writes it: an `@Observable` router (the
/// macro is left out so that the package builds on Linux too), read by
///
/// ```swift
/// TabView(selection: $router.selectedTab) {
///     NavigationStack(path: $router.browsePath) { CategoryList() }.tag(Tab.browse)
///     NavigationStack(path: $router.ordersPath) { OrderList() }.tag(Tab.orders)
///     NavigationStack(path: $router.accountPath) { AccountView() }.tag(Tab.account)
/// }
/// ```
public final class ShopRouter /* @Observable */ {
    /// The selected tab. The tab bar writes it again when the selected tab is tapped again, and the
    /// shop takes that re-tap as "back to this tab's first screen".
    public var selectedTab: Tab = .browse {
        didSet {
            if selectedTab == oldValue { popToRoot(selectedTab) }
        }
    }

    /// The browse tab's stack.
    public var browsePath: [BrowseRoute] = []
    /// The orders tab's stack.
    public var ordersPath: [OrdersRoute] = []
    /// The account tab's stack.
    public var accountPath: [AccountRoute] = []

    /// When true, re-tapping the account tab empties the browse stack, as the first version of the
    /// app did (a deliberate defect, to show what NavCheck reports).
    public let retapInAccountPopsBrowse: Bool

    /// The shop at launch: the browse tab, every stack at its root.
    public init(retapInAccountPopsBrowse: Bool = false) {
        self.retapInAccountPopsBrowse = retapInAccountPopsBrowse
    }

    /// Back to the first screen of `tab`.
    public func popToRoot(_ tab: Tab) {
        switch tab {
        case .browse: browsePath.removeAll()
        case .orders: ordersPath.removeAll()
        case .account:
            if retapInAccountPopsBrowse { browsePath.removeAll() } else { accountPath.removeAll() }
        }
    }

    /// A row of the category list.
    public func open(category: Int) { browsePath.append(.category(category)) }
    /// A product of a category.
    public func open(product: Int) { browsePath.append(.product(product)) }
    /// A row of the order list.
    public func open(order: Int) { ordersPath.append(.order(order)) }
    /// "Track parcel" on the order's page.
    public func trackParcel() {
        guard case .order(let id)? = ordersPath.last else { return }
        ordersPath.append(.tracking(order: id))
    }
    /// "Done" on the tracking page: back to the order list.
    public func doneTracking() { ordersPath.removeAll() }
    /// "Addresses" in the account view.
    public func showAddresses() { accountPath.append(.addresses) }
    /// A saved address.
    public func edit(address: Int) { accountPath.append(.address(address)) }
}
