import Foundation
import NavCheckTesting
import Testing

/// A router with two defects of one link: from the start it pushes the recipe twice, and over the
/// editor it leaves the editor up (the link's screen hidden under the sheet).
final class TwoDefectsRouter {
    var recipes: [Int] = []
    var editing: Int?
    var fixed = false

    func handle(_ url: String) {
        guard url == "app://recipe/3" else { return }
        recipes = recipes.isEmpty && !fixed ? [3, 3] : [3]
        if fixed { editing = nil }
    }
}

/// The app of ``TwoDefectsRouter``: one stack, an editor sheet, one link.
struct TwoDefectsApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openRecipe, edit
        var description: String { rawValue }
    }
    struct Snapshot: Hashable, Sendable {
        var recipes: [Int]
        var editing: Int?
    }
    var fixed = false
    var ownProperties: [AppProperty<TwoDefectsApp>] = []
    var builtIns = true

    var name: String { "two-defects" }
    func makeStore() -> TwoDefectsRouter {
        let router = TwoDefectsRouter()
        router.fixed = fixed
        return router
    }
    func snapshot(of r: TwoDefectsRouter) -> Snapshot { Snapshot(recipes: r.recipes, editing: r.editing) }
    var scene: Scene<TwoDefectsRouter> {
        Scene {
            navigationStack("recipes", \.recipes)
                .fullScreenCover("editor", item: \.editing)
        }
            .links([DeepLink("app://recipe/3", shows: "recipes", [3])]) { router, url, _ in router.handle(url) }
    }
    var intents: [Tap] { [.openRecipe, .edit] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        s.scene.topLayer == nil && (tap == .openRecipe ? s.recipes.count < 2 : !s.recipes.isEmpty)
    }
    func perform(_ tap: Tap, on r: inout TwoDefectsRouter, effects: inout Effects<TwoDefectsRouter>) throws {
        switch tap {
        case .openRecipe: r.recipes.append(r.recipes.count + 1)
        case .edit: r.editing = r.recipes.last
        }
    }
    var properties: [AppProperty<TwoDefectsApp>] {
        (builtIns ? [.linkShowsItsTarget(), .linkNotHiddenUnderSheet()] : []) + ownProperties
    }
}

@Suite struct DistinctCausesTests {
    @Test("a cause is the message with its values left out", arguments: [
        ("openURL(\"app://recipe/3\"): recipes shows [3, 3], not [3]", "openURL…: recipes shows …, not …"),
        ("tapTab(search): tab inbox is selected, not search", "tapTab…: tab inbox is selected, not search"),
        ("level 12 in [L1(root 0)#0] (nested (twice))", "level # in … …"),
        ("at five", "at five"),
        ("say \"a [b\" then {c: [1]}", "say … then …"),
    ])
    func causeOfAMessage(message: String, cause: String) {
        #expect(ViolationCause.of(message) == cause)
    }

    @Test("a property shows one counterexample of each cause by default, and one trace breaking two alike built-ins is one finding")
    func twoDefectsOfOneLinkShow() throws {
        let result = try NavCheck.run(AppMachine(TwoDefectsApp()), options: .init(traceDirectory: nil), module: "NavCheckTestingTests",
                                      test: nil)
        #expect(result.failures.map(\.property) == ["linkShowsItsTarget", "linkShowsItsTarget"])
        #expect(result.failures.map(\.violation.actions) == [
            ["openURL(\"app://recipe/3\")"],
            ["openRecipe", "edit", "openURL(\"app://recipe/3\")"],
        ])
        #expect(result.failures.map(\.violation.message) == [
            "openURL(\"app://recipe/3\"): recipes shows [3, 3], not [3]",
            "openURL(\"app://recipe/3\"): recipes is not on view (sheet:editor › 1)",
        ])
        #expect(result.failures.map { $0.alsoBreaks.map(\.property) } == [[], ["linkNotHiddenUnderSheet"]])
        #expect(result.failures[1].text.contains(
            "  also breaks: linkNotHiddenUnderSheet (what a deep link shows is not hidden under a sheet): "
                + "openURL(\"app://recipe/3\"): recipes is under editor(1)\n"))
        // The engine alone reports the shortest one per property.
        let one = try Explorer(AppMachine(TwoDefectsApp())).run()
        #expect(one.counterexamples.map(\.property) == ["linkShowsItsTarget", "linkNotHiddenUnderSheet"])
        let fixed = try NavCheck.run(AppMachine(TwoDefectsApp(fixed: true)), options: .init(traceDirectory: nil),
                                     module: "NavCheckTestingTests", test: nil)
        #expect(fixed.holds)
    }

    @Test("a known violation matched by the start of its actions leaves the property's other causes checked")
    func knownByPrefix() throws {
        let known = KnownViolation("linkShowsItsTarget", kind: .atRest, actionsPrefix: ["openRecipe", "edit"], because: "issue #7")
        let result = try NavCheck.run(AppMachine(TwoDefectsApp()), options: .init(traceDirectory: nil, knownViolations: [known]),
                                      module: "NavCheckTestingTests", test: nil)
        #expect(result.known.map(\.violation.actions) == [["openRecipe", "edit", "openURL(\"app://recipe/3\")"]])
        #expect(result.failures.map(\.violation.actions) == [["openURL(\"app://recipe/3\")"]])
        #expect(result.problems.isEmpty)
        #expect(result.coverage.contains("  known: linkShowsItsTarget, at rest, 3 actions: issue #7\n"))
        // The exact form still matches one trace.
        let exact = KnownViolation("linkShowsItsTarget", actions: ["openURL(\"app://recipe/3\")"], because: "issue #8")
        let both = try NavCheck.run(AppMachine(TwoDefectsApp()), options: .init(traceDirectory: nil, knownViolations: [known, exact]),
                                    module: "NavCheckTestingTests", test: nil)
        #expect(both.failures.isEmpty && both.known.count == 2 && both.problems.isEmpty)
        // The folded property still shows: a known violation of it is not "no longer shows".
        let folded = KnownViolation("linkNotHiddenUnderSheet", because: "issue #9")
        let withFolded = try NavCheck.run(AppMachine(TwoDefectsApp()), options: .init(traceDirectory: nil, knownViolations: [folded]),
                                          module: "NavCheckTestingTests", test: nil)
        #expect(withFolded.problems.isEmpty)
        #expect(withFolded.failures.count == 2)
        let gone = try NavCheck.run(AppMachine(TwoDefectsApp(fixed: true)), options: .init(traceDirectory: nil, knownViolations: [known]),
                                    module: "NavCheckTestingTests", test: nil)
        #expect(gone.problems == ["NavCheck two-defects: the known violation linkShowsItsTarget (at rest; actions starting: openRecipe, edit) "
            + "no longer shows (issue #7): if it is fixed, remove it from knownViolations; if its counterexample changed, update it."])
    }

    @Test("an own property named like a built-in is an error that names both")
    func ownPropertyNamedLikeABuiltIn() {
        let app = TwoDefectsApp(ownProperties: [.linkNotHiddenUnderSheet(), .invariant("linkShowsItsTarget", "mine") { _, _ in .holds }],
                                builtIns: false)
        #expect {
            try NavCheck.run(AppMachine(app), options: .init(traceDirectory: nil), module: "NavCheckTestingTests", test: nil)
        } throws: { error in
            (error as? CheckError)?.message == "spec 'two-defects': its own property 'linkShowsItsTarget' has the name of the built-in "
                + "property .linkShowsItsTarget(), which it would silently stand in for: give yours another name "
                + "(\"linkShowsItsTargetOwn\", or what it checks), or use the built-in .linkShowsItsTarget() (a built-in takes "
                + "another name as its first argument: .linkShowsItsTarget(\"mine\"))"
        }
        // A built-in under another name, and an own property under a name of its own, are fine.
        let renamed = TwoDefectsApp(fixed: true, ownProperties: [.linkShowsItsTarget("linkAgain"), .invariant("mine", "mine") { _, _ in .holds }],
                                    builtIns: false)
        #expect(throws: Never.self) { try AppMachine(renamed).validate() }
    }
}
