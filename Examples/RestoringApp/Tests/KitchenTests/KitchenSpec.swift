import Foundation
import Kitchen
import NavCheckTesting

/// The kitchen app as NavCheck checks it: the router, the app's own buttons, and the scene that says
/// what SwiftUI shows around the router and what survives a relaunch. The split view (its rows, its
/// collapse into one stack in compact width), the back button, the size class and the relaunches come
/// from the scene.
struct KitchenSpec: SwiftUIApp {
    /// The app's own controls.
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case showSteps, openStep
        var description: String { rawValue }
    }

    /// The router as a value: what tells two states apart.
    struct Snapshot: Hashable, Sendable {
        var recipe: Recipe?
        var path: [RecipeRoute]
        var unreadable: String?
    }

    /// Switches on the deliberate defect: the launch's `.task` reads the path before the selection, and
    /// the selection's `didSet` empties the path it just read.
    var defect = ProcessInfo.processInfo.environment["NAVCHECK_EXAMPLE_DEFECT"] == "1"

    var name: String { "kitchen" }
    var profile: PlatformProfile { .iPad }
    func makeStore() -> KitchenRouter { KitchenRouter() }
    func snapshot(of r: KitchenRouter) -> Snapshot { Snapshot(recipe: r.recipe, path: r.path, unreadable: r.unreadable) }

    // NavigationSplitView { List(selection: $router.recipe) } detail: { NavigationStack(path: $router.path) }
    // @AppStorage("recipe") and @SceneStorage("path"), read back in this order by the launch's .task.
    var scene: Scene<KitchenRouter> {
        let split = Scene<KitchenRouter> { navigationSplitView("kitchen", selection: \.recipe, rows: Recipe.allCases, path: \.path) }
        // The launch's `catch` keeps what it could not read.
        let keep: (inout KitchenRouter, String) -> Void = { r, text in r.unreadable = text }
        let restored = defect
            ? split.sceneStorage("path", \.path, onDamaged: keep).appStorage("recipe", \.recipe, onDamaged: keep)
            : split.appStorage("recipe", \.recipe, onDamaged: keep).sceneStorage("path", \.path, onDamaged: keep)
        return restored.relaunchVariants(damaging: ["recipe", "path"])
    }

    var intents: [Tap] { [.showSteps, .openStep] }

    /// "Steps" on a recipe's page with nothing pushed; a step from the steps screen.
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        switch tap {
        case .showSteps: s.recipe != nil && s.path.isEmpty && s.scene.split("kitchen")?.showsDetail == true
        case .openStep: s.path.last == .steps
        }
    }

    func perform(_ tap: Tap, on r: inout KitchenRouter, effects: inout Effects<KitchenRouter>) throws {
        switch tap {
        case .showSteps: r.showSteps()
        case .openStep: r.open(step: 1)
        }
    }

    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .showSteps: .push("kitchen", RecipeRoute.steps)
        case .openStep: .push("kitchen", RecipeRoute.step(1))
        }
    }

    var properties: [AppProperty<KitchenSpec>] {
        // Across a size change: the selection and the detail stack survive. Across a relaunch: the user
        // comes back where they were, from the save of the last step, and data the launch cannot read
        // is kept, not lost silently.
        AppProperty.adaptive + [
            .backLowersDepthByOne(), .pushAddsOneScreen(),
            .relaunchReturnsToScreen(), .lastSaveIsReadBack(), .damagedDataNotLost(),
        ]
    }
}
