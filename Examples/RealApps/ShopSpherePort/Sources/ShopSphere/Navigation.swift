// Ported from AboEisa/ShopSphere at ca9ba338e0c79d3beaf7ad1f2a9328aa87b1ad22, ShopSphere-iOS/ShopSphere/Core/Navigation/ and
// Presentation/App/MainTabView.swift, without SwiftUI: NavigationPath holds only AppRoute values there,
// so it is [AppRoute] here.

public enum AppRoute: Hashable, Codable, Sendable {
    case productDetail(productId: Int)
    case reviews(productId: Int)
    case checkout
    case trackOrder(orderId: String)
    case addressBook
    case mapPicker
    case paymentMethods
    case addCard
    case orders
    case myDetails
    case faqs
    case helpCenter
}

public enum Tab: Int, CaseIterable, Hashable, Codable, Sendable {
    case home = 0, search, saved, cart, account
}

/// NavigationRouter.swift, line for line.
public final class NavigationRouter {
    public var path: [AppRoute] = []
    public init() {}
    public func push(_ route: AppRoute) { path.append(route) }
    public func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
    public func popToRoot() { path = [] }
}

/// MainTabView's navigation state: `@State selectedTab` and one router per tab.
public final class MainTabView {
    public var selectedTab: Tab = .home
    public var homeRouter = NavigationRouter()
    public var searchRouter = NavigationRouter()
    public var savedRouter = NavigationRouter()
    public var cartRouter = NavigationRouter()
    public var accountRouter = NavigationRouter()
    public init() {}

    /// The router of `tab` (`.environment(homeRouter)` and so on).
    public func router(_ tab: Tab) -> NavigationRouter {
        switch tab {
        case .home: homeRouter
        case .search: searchRouter
        case .saved: savedRouter
        case .cart: cartRouter
        case .account: accountRouter
        }
    }
}
