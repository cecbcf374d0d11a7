import Grocy
import NavCheckTesting

/// Grocy Mobile's navigation as NavCheck checks it: `ContentView`'s switch between the tab bar
/// (compact width, with the tab navigation setting on) and `AppSidebarNavigation`'s
/// `NavigationSplitView`, whose column visibility the app does not bind.
struct GrocySpec: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openProducts, openLocations, openProduct, openLocation
        var description: String { rawValue }
    }

    var profile: PlatformProfile = .iPad
    /// The app's `iPhoneTabNavigation` setting (on by default).
    var tabNavigation = true
    /// How SwiftUI's own column visibility is modelled: not bound by the app.
    var columns: SplitColumns = .fixed
    /// The correction: `.onChange(of: selection) { path = NavigationPath() }` on the split view.
    var clearsPathOnSelection = false

    var name: String { "grocy" }
    func makeStore() -> GrocyNavigation { GrocyNavigation(iPhoneTabNavigation: tabNavigation) }

    /// The three sidebar rows ported: the stock overview (no value links ported) and two master data
    /// lists whose rows push a value.
    static let rows: [NavigationItem] = [.stockOverview, .mdProducts, .mdLocations]

    // if horizontalSizeClass == .compact && iPhoneTabNavigation {
    //     TabView(selection: $tabSelection) {            // @AppStorage("tabSelection")
    //         Tab(…, value: .stockOverview) { NavigationStack { StockView() } }
    //         Tab(…, value: .masterData) { NavigationStack { MasterDataView() } }
    //     }
    // } else {
    //     NavigationSplitView { Sidebar(selection: $selection) }      // @State in AppSidebarNavigation
    //     detail: { NavigationStack(path: $path) { Navigation(selection: $selection) } }
    // }
    var scene: Scene<GrocyNavigation> {
        let split = navigationSplitView("sidebar", selection: \GrocyNavigation.selection, rows: Self.rows,
                                        path: \.path, columns: columns)
            .state(\.selection, initial: nil)
            .state(\.path, initial: [])
            .onChange(of: \.selection) { v, _, _ in if clearsPathOnSelection { v.path = [] } }
        guard tabNavigation else { return Scene { split } }
        return Scene {
            ifCompact {
                tabView(\GrocyNavigation.tabSelection) {
                    navigationStack("stockTab", \GrocyNavigation.stockTab).tag(TabNavigationItem.stockOverview)
                    navigationStack("masterDataTab", \GrocyNavigation.masterDataTab).tag(TabNavigationItem.masterData)
                }
                .state(\.stockTab, initial: [])
                .state(\.masterDataTab, initial: [])
            } else: {
                split
            }
        }
    }

    var intents: [Tap] { [.openProducts, .openLocations, .openProduct, .openLocation] }

    /// MasterDataView's rows at the master data tab's root; a product's (a location's) row on
    /// MDProductsView (MDLocationsView): in the tab, or at the root of the split view's detail column.
    func isOnScreen(_ tap: Tap, in s: AppState<GrocyNavigation>) -> Bool {
        let tabs = s.model.showsTabs(compact: s.scene.sizeClass == .compact)
        let detailRootOnTop = !tabs && s.path.isEmpty && s.scene.split("sidebar")?.showsDetail == true
        switch tap {
        case .openProducts, .openLocations: return tabs && s.tabSelection == .masterData && s.masterDataTab.isEmpty
        case .openProduct:
            return tabs ? s.tabSelection == .masterData && s.masterDataTab == [.masterData(.products)]
                : detailRootOnTop && s.detailRoot == .mdProducts
        case .openLocation:
            return tabs ? s.tabSelection == .masterData && s.masterDataTab == [.masterData(.locations)]
                : detailRootOnTop && s.detailRoot == .mdLocations
        }
    }

    /// `NavigationLink(value:)` appends to the stack it is in.
    func perform(_ tap: Tap, on v: inout GrocyNavigation, effects: inout Effects<GrocyNavigation>) throws {
        let compact = v.tabSelection == .masterData && !v.masterDataTab.isEmpty
        switch tap {
        case .openProducts: v.masterDataTab.append(.masterData(.products))
        case .openLocations: v.masterDataTab.append(.masterData(.locations))
        case .openProduct: if compact { v.masterDataTab.append(.product(1)) } else { v.path.append(.product(1)) }
        case .openLocation: if compact { v.masterDataTab.append(.location(1)) } else { v.path.append(.location(1)) }
        }
    }

    func role(of tap: Tap, in s: AppState<GrocyNavigation>) -> IntentRole? {
        let inTab = s.model.showsTabs(compact: s.scene.sizeClass == .compact)
        switch tap {
        case .openProducts: return .push("masterDataTab", Route.masterData(.products))
        case .openLocations: return .push("masterDataTab", Route.masterData(.locations))
        case .openProduct: return .push(inTab ? "masterDataTab" : "sidebar", Route.product(1))
        case .openLocation: return .push(inTab ? "masterDataTab" : "sidebar", Route.location(1))
        }
    }

    var properties: [AppProperty<GrocySpec>] {
        (profile.sizeClassChanges ? AppProperty.adaptive : []) + [
            .backLowersDepthByOne(), .pushAddsOneScreen(),
            .switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(),
            .noDeadEnd(), .canAlwaysGetHome(), .everyScreenReachable(), .workSettles(),
            // Navigation's switch shows the selected row's screen; a pushed value is shown by the
            // navigationDestination(for:) of the screen that declares it, which must be beneath it.
            .invariant("pushedScreensHaveTheirDestination", "every value in the detail stack is declared by the detail's root") { _, s in
                .when(!s.path.isEmpty) {
                    let stray = s.path.filter { $0.declaredBy != s.detailRoot }
                    return .expect(stray.isEmpty, "\(stray) pushed over \(s.detailRoot), which declares no destination for it")
                }
            },
        ]
    }
}
