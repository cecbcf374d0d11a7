import Foundation
import ModelChecker
import SwiftUIBehavior
import Testing

/// What one exploration of a witness app gave, for one property.
struct WitnessOutcome: Sendable {
    /// The shortest counterexample's actions, as text (nil: not violated).
    var trace: [String]?
    var finding: FindingKind?
    var message: String?
    /// Every violated property.
    var violated: [String]
    /// How often the property's condition applied.
    var nonVacuous: Int
    var complete: Bool
}

/// Explores `app` to `depth` and reports on `property`.
func explore<A: SwiftUIApp>(_ app: A, _ property: String, depth: Int) throws -> WitnessOutcome {
    let result = try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: depth, workers: 1)).run()
    let c = result.counterexample(for: property)
    return WitnessOutcome(trace: c?.actions.map(\.description), finding: c?.finding, message: c?.message,
                          violated: result.violatedProperties,
                          nonVacuous: result.statistics.properties.first { $0.name == property }?.nonVacuous ?? 0,
                          complete: result.complete)
}

/// A witness of a built-in property: a broken store that makes it fail with this exact shortest trace,
/// and the same store corrected, on which it holds and applies.
struct ShapeWitness: Sendable, CustomStringConvertible {
    var property: String
    /// What is broken, in words.
    var broken: String
    var trace: [String]
    var finding: FindingKind
    /// Part of the failure's message.
    var says: String
    /// Explores the broken store (true) or the corrected one (false).
    var run: @Sendable (_ broken: Bool) throws -> WitnessOutcome

    var description: String { "\(property): \(broken)" }
}

enum ShapeWitnesses {
    static let all: [ShapeWitness] = [
        // A single stack
        ShapeWitness(property: "backLowersDepthByOne",
                     broken: "a class router whose path didSet rebuilds the path from the selected recipe",
                     trace: ["openRecipe", "back(recipes)"], finding: .atRest,
                     says: "back(recipes) in recipes: [recipe(2)] became [recipe(2)]") { broken in
            try explore(StackApp(defect: broken ? .didSetRebuildsPath : nil), "backLowersDepthByOne", depth: 4)
        },
        ShapeWitness(property: "pushAddsOneScreen", broken: "the next-step button assigns the whole path",
                     trace: ["openRecipe", "nextStep"], finding: .atRest,
                     says: "nextStep in recipes: [recipe(2)] became [step(1)]") { broken in
            try explore(StackApp(defect: broken ? .pushAssignsPath : nil), "pushAddsOneScreen", depth: 4)
        },
        ShapeWitness(property: "popToRootEmpties", broken: "home removes all screens but the first",
                     trace: ["openRecipe", "home"], finding: .atRest,
                     says: "home: recipes still holds [recipe(2)]") { broken in
            try explore(StackApp(defect: broken ? .homeKeepsFirstScreen : nil), "popToRootEmpties", depth: 4)
        },
        ShapeWitness(property: "setPathAssigns", broken: "show-step appends its routes to the path",
                     trace: ["openRecipe", "showStep"], finding: .atRest,
                     says: "showStep: recipes shows [recipe(2), recipe(1), step(1)], not [recipe(1), step(1)]") { broken in
            try explore(StackApp(defect: broken ? .setPathAppends : nil), "setPathAssigns", depth: 4)
        },
        // Tabs with a stack per tab
        ShapeWitness(property: "switchingTabsKeepsStacks", broken: "the selection's didSet resets the stack of the tab left",
                     trace: ["settings", "tapTab(search)"], finding: .atRest,
                     says: "tapTab(search): tab recipes → search; recipes [settings] → []") { broken in
            try explore(TabsApp(defect: broken ? .leavingResetsStack : nil), "switchingTabsKeepsStacks", depth: 4)
        },
        ShapeWitness(property: "retapFollowsBehavior", broken: "the re-tap handling always clears the recipes stack",
                     trace: ["settings", "tapTab(search)", "tapTab(search)"], finding: .atRest,
                     says: "tapTab(search) changed recipes: [settings] became []") { broken in
            try explore(TabsApp(defect: broken ? .retapClearsRecipes : nil), "retapFollowsBehavior", depth: 4)
        },
        ShapeWitness(property: "actionStaysInItsTab", broken: "the toolbar's settings button pushes onto the recipes stack from any tab",
                     trace: ["tapTab(search)", "settings"], finding: .atRest,
                     says: "settings in tab search changed recipes: [] became [settings]") { broken in
            try explore(TabsApp(defect: broken ? .settingsPushesOnRecipes : nil), "actionStaysInItsTab", depth: 4)
        },
        // Sheets over a stack
        ShapeWitness(property: "sheetKeepsStacksBeneath", broken: "the editor binding's didSet resets the path when it goes away",
                     trace: ["openRecipe", "edit", "swipeDown(editor)", "answer(0)"], finding: .atRest,
                     says: "answer(0) changed recipes beneath editor: [recipe(1)] became []") { broken in
            try explore(SheetsApp(defect: broken ? .dismissResetsPath : nil), "sheetKeepsStacksBeneath", depth: 4)
        },
        ShapeWitness(property: "oneSheetAtALevel", broken: "the settings link presents settings over the editor without dismissing it",
                     trace: ["openRecipe", "edit", "openURL(\"app://settings\")"], finding: .atRest,
                     says: "set but not shown: settings (shown: editor)") { broken in
            try explore(SheetsApp(defect: broken ? .settingsLinkOverEditor : nil), "oneSheetAtALevel", depth: 4)
        },
        ShapeWitness(property: "linkNotHiddenUnderSheet", broken: "the recipe link sets the path and leaves the sheet up",
                     trace: ["openURL(\"app://settings\")", "openURL(\"app://recipe/2\")"], finding: .atRest,
                     says: "openURL(\"app://recipe/2\"): recipes is under settings") { broken in
            try explore(SheetsApp(defect: broken ? .linkLeavesSheetUp : nil), "linkNotHiddenUnderSheet", depth: 4)
        },
        // Deep links
        ShapeWitness(property: "linkShowsItsTarget", broken: "the recipe link sets the path and forgets to select its tab",
                     trace: ["tapTab(search)", "openURL(\"app://recipe/1\")"], finding: .atRest,
                     says: "openURL(\"app://recipe/1\"): tab search is selected, not recipes") { broken in
            try explore(TabsApp(defect: broken ? .linkForgetsTab : nil), "linkShowsItsTarget", depth: 4)
        },
        ShapeWitness(property: "malformedLinkChangesNothing", broken: "an unknown link falls back to the recipes tab",
                     trace: ["settings", "openURL(\"app://nope\")"], finding: .atRest,
                     says: "openURL(\"app://nope\"): recipes [settings] → []") { broken in
            try explore(TabsApp(defect: broken ? .unknownLinkSelectsHome : nil), "malformedLinkChangesNothing", depth: 4)
        },
        // Async answers
        ShapeWitness(property: "answerStaysInItsStack", broken: "the load's answer pushes onto whichever tab is selected when it arrives",
                     trace: ["surprise", "tapTab(search)", "answer(0)"], finding: .race,
                     says: "loadSurprise (from recipes) changed search: [] became [recipe(7)]") { broken in
            try explore(TabsApp(defect: broken ? .answerPushesOnSelectedTab : nil), "answerStaysInItsStack", depth: 4)
        },
        ShapeWitness(property: "answerForGoneScreenChangesNothing", broken: "the search's answer pushes the results after the search screen was popped",
                     trace: ["openSearch", "back(recipes)", "answer(0)"], finding: .race,
                     says: "search for recipes › search, which is gone: recipes [] → [results]") { broken in
            try explore(LoadsApp(answerIgnoresGoneScreen: broken), "answerForGoneScreenChangesNothing", depth: 4)
        },
    ] + SplitWitnesses.all + RelaunchWitnesses.all
}

@Suite("Built-in properties: each has a witness")
struct WitnessesTests {
    @Test("the broken store fails the property with its exact shortest trace", arguments: ShapeWitnesses.all)
    func brokenStoreIsCaught(_ w: ShapeWitness) throws {
        let outcome = try w.run(true)
        #expect(outcome.trace == w.trace, "\(w): \(outcome.violated) \(outcome.trace ?? []) \(outcome.message ?? "")")
        #expect(outcome.finding == w.finding, "\(w)")
        #expect(outcome.message?.contains(w.says) == true, "\(w): \(outcome.message ?? "not violated")")
    }

    @Test("the corrected store holds, and the property applied", arguments: ShapeWitnesses.all)
    func correctedStoreHolds(_ w: ShapeWitness) throws {
        let outcome = try w.run(false)
        #expect(outcome.violated.isEmpty, "\(w): corrected store violates \(outcome.violated): \(outcome.message ?? "")")
        #expect(outcome.nonVacuous > 0, "\(w): the property never applied on the corrected store")
    }
}

extension ProbeStore {
    /// The search path through a setter that goes back to the root whenever the path gets shorter.
    var searchBackToRoot: [String] {
        get { search }
        set { search = newValue.count < search.count ? [] : newValue }
    }
}

@Suite("Built-in properties: names and meanings")
struct PropertyNamingTests {
    // One built-in property used twice under different names, each judging its own stack.
    @Test func onePropertyTwiceUnderTwoNames() throws {
        let scene = Scene<ProbeStore> {
            tabView(\.tab) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.searchBackToRoot).tag("search")
            }
        }
        let app = Probe(start: ProbeStore(home: ["a", "b"], search: ["r", "s"]), scene: scene, properties: [
            .backLowersDepthByOne("homeBack", "back in home drops one screen", stack: "home"),
            .backLowersDepthByOne("searchBack", "back in search drops one screen", stack: "search"),
        ])
        let result = try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: 3, workers: 1)).run()
        #expect(result.violatedProperties == ["searchBack"])
        let c = try #require(result.counterexample(for: "searchBack"))
        #expect(c.actions.map(\.description) == ["tapTab(search)", "back(search)"])
        #expect(c.meaning == "back in search drops one screen")
        #expect(c.message == "back(search) in search: [r, s] became []")
        #expect(result.statistics.properties.first { $0.name == "homeBack" }!.nonVacuous > 0)
    }
}

@Suite("Built-in properties: none without a witness")
struct WitnessCoverageTests {
    /// The names of the static functions of ShapeProperties.swift and ShapeProperties+SplitView.swift,
    /// read from the source.
    static func builtInProperties() throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/SwiftUIBehavior")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("ShapeProperties") && $0.hasSuffix(".swift") }.sorted()
        let source = try files
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        var names: [String] = []
        for line in source.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == "(" })
            guard let i = words.firstIndex(of: "func"), i > 0, words[..<i].contains("static"), i + 1 < words.count else { continue }
            names.append(String(words[i + 1]))
        }
        return names
    }

    @Test func everyBuiltInPropertyHasAWitness() throws {
        let names = try Self.builtInProperties()
        #expect(names.count >= 14, "read \(names) from ShapeProperties.swift")
        let witnessed = Set(ShapeWitnesses.all.map(\.property))
        let missing = names.filter { !witnessed.contains($0) }
        #expect(missing.isEmpty, "built-in properties with no witness (a broken store that fails them): \(missing.joined(separator: ", "))")
        let unknown = witnessed.subtracting(names)
        #expect(unknown.isEmpty, "witnesses of no built-in property: \(unknown.sorted())")
    }
}
