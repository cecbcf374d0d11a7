import NavCheckTesting
import Testing

/// The app's router, as the app has it: two tabs with a stack each, an editor sheet, a deep link.
final class RecipesRouter {
    var tab = "recipes"
    var recipes: [Int] = []
    var favourites: [Int] = []
    var editing: Int?
    var forgetsTheSheet = false

    func open(recipe id: Int) { recipes.append(id) }
    func handle(_ url: String) {
        guard url == "app://recipe/3" else { return }
        tab = "recipes"
        recipes = [3]
        if !forgetsTheSheet { editing = nil }
    }
}

/// The spec: the router, its two buttons, and the scene SwiftUI shows around it. Back, the edge
/// swipe, the tab bar, swiping the sheet down and the link come built in.
struct RecipesApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openRecipe, edit
        var description: String { rawValue }
    }
    struct Snapshot: Hashable, Sendable {
        var tab: String
        var recipes, favourites: [Int]
        var editing: Int?
    }
    var forgetsTheSheet = false

    var name: String { "recipes" }
    func makeStore() -> RecipesRouter {
        let router = RecipesRouter()
        router.forgetsTheSheet = forgetsTheSheet
        return router
    }
    func snapshot(of r: RecipesRouter) -> Snapshot {
        Snapshot(tab: r.tab, recipes: r.recipes, favourites: r.favourites, editing: r.editing)
    }
    var scene: Scene<RecipesRouter> {
        Scene {
            tabView(\.tab) {
                navigationStack("recipes", \.recipes).tag("recipes")
                navigationStack("favourites", \.favourites).tag("favourites")
            }
            .sheet("editor", item: \.editing)
        }
        .links([DeepLink("app://recipe/3", shows: "recipes", [3])]) { router, url, _ in router.handle(url) }
    }
    var intents: [Tap] { [.openRecipe, .edit] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        s.scene.topLayer == nil && s.tab == "recipes" && (tap == .openRecipe ? s.recipes.count < 2 : !s.recipes.isEmpty)
    }
    func perform(_ tap: Tap, on r: inout RecipesRouter, effects: inout Effects<RecipesRouter>) throws {
        switch tap {
        case .openRecipe: r.open(recipe: r.recipes.count + 1)
        case .edit: r.editing = r.recipes.last
        }
    }
    var properties: [AppProperty<RecipesApp>] {
        [.backLowersDepthByOne(), .switchingTabsKeepsStacks(), .sheetKeepsStacksBeneath(),
         .linkShowsItsTarget(), .linkNotHiddenUnderSheet()]
    }
}

@Test func recipesNavigationHolds() {
    checkNavigation(RecipesApp())
}
