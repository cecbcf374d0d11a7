// Ported from Dimillian/IcySky 03560c6a30277175ea91a6bfc63b50380542017c, App/AppTabView.swift: the
// view's state and its `onChange(of: router.selectedTab)` handler, without SwiftUI.
//
//     TabView(selection: $router.selectedTab) { ForEach(AppTab.allCases) { tab in Tab(value: tab, …) } }
//     .onChange(of: router.selectedTab, { oldTab, newTab in
//       if newTab == .compose {
//         router.presentedSheet = .composer(mode: .newPost)
//         DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
//           router.selectedTab = oldTab
//         }
//       }
//     })

/// AppTabView over the app's router: `selectedTab` is what `$router.selectedTab` writes, followed by
/// the view's `onChange` handler (SwiftUI runs it when the value changed); the block queued with
/// `asyncAfter` is kept as `scheduledRevert` until it runs.
@MainActor
public final class AppTabView {
  /// The router, `@State var router: AppRouter = .init(initialTab: .feed)` in IcySkyApp.
  public var router: AppRouter
  /// The `oldTab` the queued `asyncAfter(0.2)` block will select, nil when none is queued.
  public var scheduledRevert: AppTab?

  /// The app at launch, authenticated: the feed tab.
  public init() {
    router = AppRouter(initialTab: .feed)
  }

  /// The tab view's selection: the binding's write, then `onChange(of:)` when it changed.
  public var selectedTab: AppTab {
    get { router.selectedTab }
    set {
      let oldTab = router.selectedTab
      router.selectedTab = newValue
      if oldTab != newValue { onChange(oldTab, newValue) }
    }
  }

  /// The view's `onChange(of: router.selectedTab)` closure.
  func onChange(_ oldTab: AppTab, _ newTab: AppTab) {
    if newTab == .compose {
      router.presentedSheet = .composer(mode: .newPost)
      scheduledRevert = oldTab
    }
  }

  /// The `asyncAfter(deadline: .now() + 0.2)` block running: `router.selectedTab = oldTab` (a write
  /// by the router, not the binding: `onChange` runs again, with a tab that is not `compose`).
  public func asyncAfterRuns() {
    guard let oldTab = scheduledRevert else { return }
    scheduledRevert = nil
    let before = router.selectedTab
    router.selectedTab = oldTab
    if before != oldTab { onChange(before, oldTab) }
  }
}
