// Ported from Dimillian/AppRouter 72f63f4312a231ab2706234b9e99c4b71651f38c (1.0.2, the version
// IcySky's Package.resolved pins), Sources/AppRouter/Router.swift, line for line. Dropped: `import
// SwiftUI` and `@Observable` (observation is SwiftUI's business; NavCheck writes the properties as the
// bindings do). Kept: `@MainActor`, the private `paths` dictionary, every method.

/// A generic navigation router that manages tab-based navigation state with navigation stacks and sheet presentation.
@MainActor
public final class Router<Tab: TabType, Destination: DestinationType, Sheet: SheetType> {

  // MARK: - Private Properties

  /// Navigation paths for each tab
  private var paths: [Tab: [Destination]] = [:]

  // MARK: - Public Properties

  /// The currently selected tab
  public var selectedTab: Tab

  /// The currently presented sheet, if any
  public var presentedSheet: Sheet?

  // MARK: - Initialization

  /// Creates a new router with the specified initial tab.
  /// - Parameter initialTab: The tab to select when the router is created
  public init(initialTab: Tab) {
    self.selectedTab = initialTab
  }

  // MARK: - Path Access

  /// Subscript access to navigation paths for each tab
  public subscript(tab: Tab) -> [Destination] {
    get { paths[tab] ?? [] }
    set { paths[tab] = newValue }
  }

  /// The navigation path for the currently selected tab
  public var selectedTabPath: [Destination] {
    paths[selectedTab] ?? []
  }

  // MARK: - Navigation Methods

  /// Pops the navigation stack to the root for the specified tab (or current tab if nil).
  public func popToRoot(for tab: Tab? = nil) {
    paths[tab ?? selectedTab] = []
  }

  /// Pops the last destination from the navigation stack for the specified tab.
  public func popNavigation(for tab: Tab? = nil) {
    let targetTab = tab ?? selectedTab
    if paths[targetTab]?.isEmpty == false {
      paths[targetTab]?.removeLast()
    }
  }

  /// Navigates to the specified destination for the specified tab.
  public func navigateTo(_ destination: Destination, for tab: Tab? = nil) {
    let targetTab = tab ?? selectedTab
    if paths[targetTab] == nil {
      paths[targetTab] = [destination]
    } else {
      paths[targetTab]?.append(destination)
    }
  }

  // MARK: - Sheet Methods

  /// Presents the specified sheet.
  public func presentSheet(_ sheet: Sheet) {
    presentedSheet = sheet
  }

  /// Dismisses the currently presented sheet.
  public func dismissSheet() {
    presentedSheet = nil
  }

  // `navigate(to url:)` and `navigate(to urlString:)` are not ported: IcySky has no `onOpenURL`, and
  // its `RouterDestination.from(path:fullPath:parameters:)` returns nil, so they always return false.
}
