import NavCheckTesting
import ShopSphere

/// ShopSphere's MainTabView as NavCheck checks it: a `TabView(selection: $selectedTab)` with a
/// `NavigationStack(path: $router.path)` per tab, and the buttons of each screen (ShopSphere at ca9ba33; README.md names the files).
struct ShopSphereSpec: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case searchBar            // HomeView's search bar: router.push(.productDetail(productId: -1))
        case openProduct          // a product card or row: router.push(.productDetail(productId: id))
        case circleBack           // CircleBackButton { router.pop() } (SearchView's root has one too)
        case showReviews          // ProductDetailView: router.push(.reviews(productId:))
        case checkout             // CartView: router.push(.checkout)
        case chooseAddress, choosePayment            // CheckoutView
        case trackOrder, continueShopping            // CheckoutView's success dialog
        case addAddress, selectAddress               // AddressBookView
        case confirmLocation                         // MapPickerView
        case addCard, selectCard                     // PaymentMethodsView
        case saveCard                                // AddCardView
        case orders, myDetails, addressBook, paymentMethods, faqs, helpCenter   // AccountView's menu
        case openOrder                               // OrdersView
        var description: String { rawValue }
    }

    typealias Snapshot = StoredProperties<MainTabView>
    var name: String { "shopsphere" }
    func makeStore() -> MainTabView { MainTabView() }
    func snapshot(of s: MainTabView) -> Snapshot { StoredProperties(s) }

    var scene: Scene<MainTabView> {
        Scene {
            tabView(\.selectedTab) {
                navigationStack("home", \.homeRouter.path).tag(Tab.home)
                navigationStack("search", \.searchRouter.path).tag(Tab.search)
                navigationStack("saved", \.savedRouter.path).tag(Tab.saved)
                navigationStack("cart", \.cartRouter.path).tag(Tab.cart)
                navigationStack("account", \.accountRouter.path).tag(Tab.account)
            }
        }
    }

    var intents: [Tap] {
        [.searchBar, .openProduct, .circleBack, .showReviews, .checkout, .chooseAddress, .choosePayment, .trackOrder,
         .continueShopping, .addAddress, .selectAddress, .confirmLocation, .addCard, .selectCard, .saveCard, .orders,
         .myDetails, .addressBook, .paymentMethods, .faqs, .helpCenter, .openOrder]
    }

    static func stackName(_ t: Tab) -> String { ["home", "search", "saved", "cart", "account"][t.rawValue] }

    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        let tab = s.store.selectedTab
        let top = s.store.router(tab).path.last
        switch tap {
        case .searchBar: return tab == .home && top == nil
        case .openProduct: return top == nil && tab != .account
        case .circleBack: return top != nil || tab == .search
        case .showReviews: if case .productDetail? = top { return true } else { return false }
        case .checkout: return tab == .cart && top == nil
        case .chooseAddress, .choosePayment, .trackOrder, .continueShopping: return top == .checkout
        case .addAddress, .selectAddress: return top == .addressBook
        case .confirmLocation: return top == .mapPicker
        case .addCard, .selectCard: return top == .paymentMethods
        case .saveCard: return top == .addCard
        case .orders, .myDetails, .addressBook, .paymentMethods, .faqs, .helpCenter: return tab == .account && top == nil
        case .openOrder: return top == .orders
        }
    }

    func perform(_ tap: Tap, on s: inout MainTabView, effects: inout Effects<MainTabView>) throws {
        let router = s.router(s.selectedTab)
        switch tap {
        case .searchBar: router.push(.productDetail(productId: -1))
        case .openProduct: router.push(.productDetail(productId: 1))
        case .circleBack, .selectAddress, .confirmLocation, .selectCard, .saveCard: router.pop()
        case .showReviews: router.push(.reviews(productId: 1))
        case .checkout: router.push(.checkout)
        case .chooseAddress, .addressBook: router.push(.addressBook)
        case .choosePayment, .paymentMethods: router.push(.paymentMethods)
        case .trackOrder:
            router.popToRoot()
            router.push(.trackOrder(orderId: "1"))
        case .continueShopping: router.popToRoot()
        case .addAddress: router.push(.mapPicker)
        case .addCard: router.push(.addCard)
        case .orders: router.push(.orders)
        case .myDetails: router.push(.myDetails)
        case .faqs: router.push(.faqs)
        case .helpCenter: router.push(.helpCenter)
        case .openOrder: router.push(.trackOrder(orderId: "1"))
        }
    }

    func role(of tap: Tap, in s: AppState<Snapshot>) -> IntentRole? {
        let stack = Self.stackName(s.store.selectedTab)
        switch tap {
        case .circleBack, .selectAddress, .confirmLocation, .selectCard, .saveCard: return .pop(stack: stack)
        case .continueShopping: return .popToRoot(stack: stack)
        case .trackOrder: return .setPath(stack, [AppRoute.trackOrder(orderId: "1")])
        case .searchBar: return .push(stack, AppRoute.productDetail(productId: -1))
        case .openProduct: return .push(stack, AppRoute.productDetail(productId: 1))
        case .showReviews: return .push(stack, AppRoute.reviews(productId: 1))
        case .checkout: return .push(stack, AppRoute.checkout)
        case .chooseAddress, .addressBook: return .push(stack, AppRoute.addressBook)
        case .choosePayment, .paymentMethods: return .push(stack, AppRoute.paymentMethods)
        case .addAddress: return .push(stack, AppRoute.mapPicker)
        case .addCard: return .push(stack, AppRoute.addCard)
        case .orders: return .push(stack, AppRoute.orders)
        case .myDetails: return .push(stack, AppRoute.myDetails)
        case .faqs: return .push(stack, AppRoute.faqs)
        case .helpCenter: return .push(stack, AppRoute.helpCenter)
        case .openOrder: return .push(stack, AppRoute.trackOrder(orderId: "1"))
        }
    }

    var properties: [AppProperty<ShopSphereSpec>] {
        [.switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(),
         .backLowersDepthByOne(), .pushAddsOneScreen(), .popToRootEmpties(), .setPathAssigns(),
         // The app's own rule: a product screen shows a product that exists (the catalog's ids are positive).
         .invariant("noMissingProduct", "no screen shows a product that does not exist") { _, s in
            for tab in Tab.allCases {
                for route in s.model.store.router(tab).path {
                    if case .productDetail(let id) = route, id < 0 { return .violated("\(Self.stackName(tab)) shows product \(id)") }
                }
            }
            return .holds
         }]
    }
}
