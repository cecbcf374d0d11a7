/// A recipe of the sidebar.
public enum Recipe: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case soup, bread
    public var description: String { rawValue }
}

/// A screen of the detail column's stack.
public enum RecipeRoute: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The recipe's steps.
    case steps
    /// One step, with its timer.
    case step(Int)

    public var description: String {
        switch self {
        case .steps: "steps"
        case .step(let n): "step(\(n))"
        }
    }
}

/// The kitchen app's navigation, written as an iOS developer writes it: an `@Observable` router (the
/// macro is left out so that the package builds on Linux too), read by
///
/// ```swift
/// @AppStorage("recipe") private var savedRecipe: Recipe?          // the sidebar's selection
/// @SceneStorage("path") private var savedPath: Data?               // the detail stack, as JSON
///
/// NavigationSplitView {
///     List(Recipe.allCases, selection: $router.recipe) { Text($0.rawValue).tag($0) }
/// } detail: {
///     NavigationStack(path: $router.path) { RecipeView(router.recipe) }
/// }
/// .task {                                    // the launch reads the selection, then the path
///     router.recipe = savedRecipe
///     do { router.path = try savedPath.map(decode) ?? [] } catch { router.unreadable = savedPath }   // the same for the recipe
/// }
/// .onChange(of: router.recipe) { savedRecipe = router.recipe }
/// .onChange(of: router.path) { savedPath = encode(router.path) }
/// ```
public final class KitchenRouter /* @Observable */ {
    /// The sidebar's selection.
    public var recipe: Recipe? {
        didSet { if recipe != oldValue { path = [] } }
    }
    /// The detail column's stack.
    public var path: [RecipeRoute] = []
    /// Saved data the launch could not read, kept to send with a bug report; an alert says so.
    public var unreadable: String?

    /// The app at launch: nothing selected.
    public init() {}

    /// "Steps" on the recipe's page.
    public func showSteps() { path.append(.steps) }
    /// A step of the recipe.
    public func open(step n: Int) { path.append(.step(n)) }
}
