import NavCheckTesting
import Testing
import XCTest

/// `RecipesApp` with its intents renamed (the refactor's new names); the same router underneath.
struct RenamedRecipesApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case showRecipe, edit
        var description: String { rawValue }
    }
    let base = RecipesApp()
    var name: String { "recipes-renamed" }
    func makeStore() -> RecipesRouter { base.makeStore() }
    func snapshot(of r: RecipesRouter) -> RecipesApp.Snapshot { base.snapshot(of: r) }
    var scene: Scene<RecipesRouter> { base.scene }
    var intents: [Tap] { [.showRecipe, .edit] }
    func isOnScreen(_ tap: Tap, in s: AppState<RecipesApp.Snapshot>) -> Bool { base.isOnScreen(Self.old(tap), in: s) }
    func perform(_ tap: Tap, on r: inout RecipesRouter, effects: inout Effects<RecipesRouter>) throws {
        try base.perform(Self.old(tap), on: &r, effects: &effects)
    }
    var properties: [AppProperty<RenamedRecipesApp>] { [] }
    static func old(_ tap: Tap) -> RecipesApp.Tap { tap == .showRecipe ? .openRecipe : .edit }
}

private let noTraces = NavCheckOptions(traceDirectory: nil)

@Suite struct SameNavigationTests {
    @Test func aRealDifferenceIsFoundWithTheShortestSequence() throws {
        let diff = try DifferentialMachine(apps: AppMachine(RecipesApp()), AppMachine(RecipesApp(forgetsTheSheet: true)))
        let result = try NavCheck.run(diff, options: noTraces, module: "NavCheckTestingTests", test: nil)
        let screens = try #require(result.failures.first { $0.property == "sameScreens" })
        #expect(screens.violation.actions == ["openRecipe", "edit", "openURL(\"app://recipe/3\")"])
        #expect(screens.text.contains("recipes shows [recipes] recipes › 3, recipes shows [recipes] recipes › 3 ⧉ editor(1)"))
        #expect(screens.text.contains("[recipes] recipes › 1 ⧉ editor(1)  =  [recipes] recipes › 1 ⧉ editor(1)"))
    }

    @Test func identicalAppsReportNoDifference() {
        let result = checkSameNavigation(RecipesApp(), RecipesApp(), noTraces)
        #expect(result?.holds == true)
        #expect(result?.report?.complete == true)
    }

    @Test func aRenamedIntentIsMatchedThroughTheMapping() {
        let result = checkSameNavigation(RecipesApp(), RenamedRecipesApp(), intents: { $0 == .openRecipe ? .showRecipe : nil }, noTraces)
        #expect(result?.holds == true)
        #expect(result?.report?.violations.isEmpty == true)
    }

    @Test func aSnapshotMappingComparesTheStores() {
        let result = checkSameNavigation(RecipesApp(), RecipesApp(forgetsTheSheet: true), sameness: .snapshot { $0 },
                                         NavCheckOptions(traceDirectory: nil, knownViolations: [
                                            .difference("sameEnabledActions", because: "the editor stays up"),
                                            .difference("sameSnapshot", because: "the editor stays up")]))
        #expect(result?.holds == true)
        #expect(Set(result?.known.map(\.property) ?? []) == ["sameSnapshot", "sameEnabledActions"])
    }

    @Test func aKnownDifferenceDoesNotFail() {
        let result = checkSameNavigation(RecipesApp(), RecipesApp(forgetsTheSheet: true),
                                         NavCheckOptions(traceDirectory: nil, knownViolations: [
                                            .difference(because: "the link leaves the editor up, issue #12"),
                                            .difference("sameEnabledActions", because: "the editor can still be swiped down")]))
        #expect(result?.holds == true)
        #expect(Set(result?.known.map(\.property) ?? []) == ["sameScreens", "sameEnabledActions"])
    }

    @Test func anUnmatchedIntentIsLeftOutAndListed() throws {
        let diff = try DifferentialMachine(apps: AppMachine(RecipesApp()), AppMachine(RenamedRecipesApp()))
        #expect(diff.onlyOld == ["openRecipe"] && diff.onlyNew == ["showRecipe"])
        #expect(diff.alphabetNote.hasSuffix("only in recipes: openRecipe; only in recipes-renamed: showRecipe"))
    }
}

final class SameNavigationXCTests: XCTestCase {
    func testIdenticalAppsPass() {
        let result = XCTAssertSameNavigation(RecipesApp(), RecipesApp(), noTraces)
        XCTAssertEqual(result?.holds, true)
    }
}
