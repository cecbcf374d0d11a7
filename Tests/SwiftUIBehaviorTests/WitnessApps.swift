import ModelChecker
import SwiftUIBehavior

// Small app stores with a defect switch, one per shape: each defect is one a real app could have, and
// each makes one built-in property of ShapeProperties.swift fail (see Witnesses.swift).

/// A route of the witness apps.
enum Route: Hashable, Sendable, CustomStringConvertible {
    case recipe(Int), step(Int), result(Int), settings, search, results
    var description: String {
        switch self {
        case .recipe(let i): "recipe(\(i))"
        case .step(let i): "step(\(i))"
        case .result(let i): "result(\(i))"
        case .settings: "settings"
        case .search: "search"
        case .results: "results"
        }
    }
}

/// An intent of the witness apps, named as a button would be.
struct Tap: Hashable, Codable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    var name: String
    init(stringLiteral name: String) { self.name = name }
    var description: String { name }
}

// MARK: A single stack, in a class store

/// One stack of recipes over an `ObservableObject`-style router (a class: states are reached by
/// replay). The router remembers the selected recipe, and the path's `didSet` keeps the two in step.
struct StackApp: SwiftUIApp {
    enum Defect: Sendable {
        /// The path's `didSet` rebuilds the path from the selection ("the selected recipe is always
        /// shown"), so a back that removes the recipe puts it back.
        case didSetRebuildsPath
        /// The "next step" button navigates with a helper that assigns the whole path.
        case pushAssignsPath
        /// "Home" removes `path.count - 1` screens, leaving the first one.
        case homeKeepsFirstScreen
        /// "Show step 1 of recipe 1" appends the routes instead of assigning them.
        case setPathAppends
    }

    final class Router {
        let defect: Defect?
        var selected: Int?
        var path: [Route] = [] {
            didSet {
                guard let id = selected else { return }
                if defect == .didSetRebuildsPath {
                    if path.first != .recipe(id) { path.insert(.recipe(id), at: 0) }
                } else if !path.contains(.recipe(id)) {
                    selected = nil
                }
            }
        }
        init(defect: Defect?) { self.defect = defect }
    }

    struct Snapshot: Hashable, Sendable {
        var path: [Route]
        var selected: Int?
    }

    var defect: Defect?
    var name: String { "stack" }
    func makeStore() -> Router { Router(defect: defect) }
    func snapshot(of r: Router) -> Snapshot { Snapshot(path: r.path, selected: r.selected) }
    var scene: Scene<Router> { Scene { navigationStack("recipes", \Router.path) } }
    var intents: [Tap] { ["openRecipe", "nextStep", "home", "showStep"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Snapshot>) -> Bool {
        switch intent.name {
        case "openRecipe": s.path.isEmpty
        case "nextStep": if case .recipe? = s.path.last { true } else { false }
        case "home": !s.path.isEmpty
        default: true
        }
    }
    func perform(_ intent: Tap, on r: inout Router, effects: inout Effects<Router>) throws {
        switch intent.name {
        case "openRecipe":
            r.selected = 2
            r.path.append(.recipe(2))
        case "nextStep":
            if defect == .pushAssignsPath { r.path = [.step(1)] } else { r.path.append(.step(1)) }
        case "home":
            if defect == .homeKeepsFirstScreen { r.path.removeLast(r.path.count - 1) } else { r.path.removeAll() }
        case "showStep":
            r.selected = 1
            if defect == .setPathAppends { r.path += [.recipe(1), .step(1)] } else { r.path = [.recipe(1), .step(1)] }
        default: break
        }
    }
    func role(of intent: Tap) -> IntentRole? {
        switch intent.name {
        case "openRecipe": .push("recipes", Route.recipe(2))
        case "nextStep": .push("recipes", Route.step(1))
        case "home": .popToRoot(stack: "recipes")
        case "showStep": .setPath("recipes", [Route.recipe(1), .step(1)])
        default: nil
        }
    }
    var properties: [AppProperty<StackApp>] {
        [.backLowersDepthByOne(), .pushAddsOneScreen(), .popToRootEmpties(), .setPathAssigns()]
    }
}

// MARK: Tabs with a stack per tab

/// Two tabs, recipes and search, with a stack each; the app takes the re-tap over in the selection's
/// `didSet` (back to the root), deep links, and a "surprise me" load whose answer pushes a recipe.
struct TabsApp: SwiftUIApp {
    enum Tab: String, Hashable, Sendable, CustomStringConvertible {
        case recipes, search
        var description: String { rawValue }
    }
    enum Defect: Sendable, Hashable {
        /// The selection's `didSet` resets the stack of the tab left ("start fresh next time").
        case leavingResetsStack
        /// The re-tap handling in the selection's `didSet` always clears the recipes stack (copied
        /// from the first tab's code).
        case retapClearsRecipes
        /// The toolbar's settings button pushes onto the recipes stack from either tab.
        case settingsPushesOnRecipes
        /// The load's answer pushes onto whichever tab is selected when it arrives.
        case answerPushesOnSelectedTab
        /// The recipe link sets the path and forgets to select the recipes tab.
        case linkForgetsTab
        /// An unknown link falls back to the recipes tab.
        case unknownLinkSelectsHome
    }
    struct Store: Hashable, Sendable {
        let defect: Defect?
        var tab = Tab.recipes {
            didSet {
                if tab == oldValue {
                    if defect == .retapClearsRecipes { recipes = [] } else { self[stackOf: tab] = [] }
                } else if defect == .leavingResetsStack {
                    self[stackOf: oldValue] = []
                }
            }
        }
        var recipes: [Route] = []
        var search: [Route] = []
        init(defect: Defect?) { self.defect = defect }

        subscript(stackOf tab: Tab) -> [Route] {
            get { tab == .recipes ? recipes : search }
            set { if tab == .recipes { recipes = newValue } else { search = newValue } }
        }
    }

    var defect: Defect?
    var alphabet = Alphabet.race
    var name: String { "tabs" }
    func makeStore() -> Store { Store(defect: defect) }
    var scene: Scene<Store> {
        let defect = defect
        return Scene {
            tabView(\.tab, retap: .app(.popsToRoot)) {
                navigationStack("recipes", \.recipes).tag(Tab.recipes)
                navigationStack("search", \.search).tag(Tab.search)
            }
        }
            .links([DeepLink("app://recipe/1", shows: "recipes", [Route.recipe(1)]), DeepLink("app://nope", ignored: ())]) { s, url, _ in
                switch url {
                case "app://recipe/1":
                    if defect != .linkForgetsTab { s.tab = .recipes }
                    s.recipes = [.recipe(1)]
                default:
                    if defect == .unknownLinkSelectsHome { s.tab = .recipes }
                }
            }
    }
    var intents: [Tap] { ["surprise", "openResult", "settings"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        switch intent.name {
        case "surprise": s.tab == .recipes && s.recipes.isEmpty && s.scene.pending.isEmpty
        case "openResult": s.tab == .search && s.search.isEmpty
        default: s.tab == .recipes ? !s.recipes.contains(.settings) : !s.search.contains(.settings)
        }
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent.name {
        case "surprise":
            let defect = defect
            effects.start("loadSurprise") { s in
                if defect == .answerPushesOnSelectedTab { s[stackOf: s.tab].append(.recipe(7)) } else { s.recipes.append(.recipe(7)) }
            }
        case "openResult": s.search.append(.result(1))
        default:
            if defect == .settingsPushesOnRecipes { s.recipes.append(.settings) } else { s[stackOf: s.tab].append(.settings) }
        }
    }
    var properties: [AppProperty<TabsApp>] {
        [.switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(), .linkShowsItsTarget(),
         .malformedLinkChangesNothing(), .answerStaysInItsStack()]
    }
}

// MARK: Sheets over a stack

/// A stack of recipes with an editor sheet and a settings sheet, both presented from the main
/// content, and links to a recipe and to the settings.
struct SheetsApp: SwiftUIApp {
    enum Defect: Sendable, Hashable {
        /// The editor's binding `didSet` resets the navigation when the editor goes away.
        case dismissResetsPath
        /// The recipe link sets the path and leaves the sheet up (the link happens behind it).
        case linkLeavesSheetUp
        /// The settings link presents settings without dismissing the editor.
        case settingsLinkOverEditor
    }
    struct Store: Hashable, Sendable {
        let defect: Defect?
        var recipes: [Route] = []
        var editing: Int? {
            didSet { if editing == nil, defect == .dismissResetsPath { recipes = [] } }
        }
        var showSettings = false
        init(defect: Defect?) { self.defect = defect }
    }

    var defect: Defect?
    var name: String { "sheets" }
    func makeStore() -> Store { Store(defect: defect) }
    var scene: Scene<Store> {
        let defect = defect
        return Scene {
            navigationStack("recipes", \.recipes)
                .sheet("editor", item: \.editing)
                .sheet("settings", isPresented: \.showSettings)
        }
            .links([DeepLink("app://recipe/2", shows: "recipes", [Route.recipe(2)]), DeepLink("app://settings")]) { s, url, _ in
                switch url {
                case "app://recipe/2":
                    if defect != .linkLeavesSheetUp {
                        s.editing = nil
                        s.showSettings = false
                    }
                    s.recipes = [.recipe(2)]
                default:
                    if defect != .settingsLinkOverEditor { s.editing = nil }
                    s.showSettings = true
                }
            }
    }
    var intents: [Tap] { ["openRecipe", "edit"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        switch intent.name {
        case "openRecipe": s.scene.sheets.isEmpty && s.recipes.isEmpty
        default: s.scene.sheets.isEmpty && !s.recipes.isEmpty
        }
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent.name {
        case "openRecipe": s.recipes.append(.recipe(1))
        default: s.editing = 1
        }
    }
    func role(of intent: Tap) -> IntentRole? {
        switch intent.name {
        case "openRecipe": .push("recipes", Route.recipe(1))
        default: .present(sheet: "editor")
        }
    }
    var properties: [AppProperty<SheetsApp>] {
        [.backLowersDepthByOne(), .sheetKeepsStacksBeneath(), .oneSheetAtALevel(), .linkNotHiddenUnderSheet(),
         .linkShowsItsTarget()]
    }
}

// MARK: An async load

/// A search screen whose `.task` loads results and then pushes them; the load ignores cancellation
/// (it catches the error the cancelled request throws and goes on), so it is `.never` cancelled.
struct LoadsApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [Route] = []
    }
    /// The answer pushes the results whether or not the search screen is still there.
    var answerIgnoresGoneScreen = false
    var name: String { "loads" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> {
        let broken = answerIgnoresGoneScreen
        return Scene {
            navigationStack("recipes", \.path, task: { route in
                guard route == .search else { return nil }
                return ScreenTask("search", cancellation: .never) { s in
                    if broken || s.path.last == .search { s.path.append(.results) }
                }
            })
        }
    }
    var intents: [Tap] { ["openSearch"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool { s.path.isEmpty }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.path.append(.search) }
    var properties: [AppProperty<LoadsApp>] { [.answerStaysInItsStack(), .answerForGoneScreenChangesNothing()] }
}
