import ModelChecker
import SwiftUIBehavior
import Testing

/// A recipes app with the four ways a user gets stuck, each behind a defect switch: a sheet that cannot
/// be closed, a screen no control pushes, and a load that re-starts itself.
struct StuckApp: SwiftUIApp {
    enum Defect: Sendable {
        /// The editor sets `interactiveDismissDisabled` and has no close button.
        case editorCannotClose
        /// The settings button is never shown (its condition reads a flag nothing sets).
        case settingsNeverShown
        /// The recipe's `.task(id:)` takes its id from what the load writes: every answer starts it again.
        case loadRestarts
    }
    struct Store: Hashable, Sendable {
        var path: [Route] = []
        var editing = false
        var loads = 0
    }

    var defect: Defect?
    var name: String { "stuck" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> {
        let restarts = defect == .loadRestarts
        return Scene {
            navigationStack("recipes", \Store.path, task: { route in
                route == .recipe(1) ? ScreenTask("load", id: { restarts ? "\($0.loads)" : "" }) { $0.loads = 1 - $0.loads } : nil
            })
                .sheet("editor", isPresented: \Store.editing, dismissDisabled: defect == .editorCannotClose ? { _ in true } : nil)
        }
    }
    var intents: [Tap] { ["openRecipe", "edit", "close", "openSettings"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        switch intent.name {
        case "openRecipe": !s.editing && s.path.isEmpty
        case "edit": !s.editing && s.path == [.recipe(1)]
        case "close": s.editing && defect != .editorCannotClose
        default: !s.editing && s.path == [.recipe(1)] && defect != .settingsNeverShown
        }
    }
    func role(of intent: Tap) -> IntentRole? {
        switch intent.name {
        case "openRecipe": .push("recipes", Route.recipe(1))
        case "edit": .present(sheet: "editor")
        case "close": .dismiss(sheet: "editor")
        default: .push("recipes", Route.settings)
        }
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent.name {
        case "openRecipe": s.path.append(.recipe(1))
        case "edit": s.editing = true
        case "close": s.editing = false
        default: s.path.append(.settings)
        }
    }
    var properties: [AppProperty<Self>] { [.noDeadEnd(), .canAlwaysGetHome(), .everyScreenReachable(), .workSettles()] }
}

@Suite("The built-in liveness properties of an app")
struct LivenessWitnessTests {
    func check(_ defect: StuckApp.Defect?, workers: Int = 1) throws -> ExplorationResult<AppMachine<StuckApp>> {
        try Explorer(AppMachine(StuckApp(defect: defect)), options: ExplorationOptions(workers: workers)).run()
    }

    @Test("the corrected app holds all four, completely")
    func correctAppHolds() throws {
        let result = try check(nil)
        #expect(result.complete)
        #expect(result.counterexamples.map(\.property) == [])
        #expect(result.statistics.liveness?.notJudged == nil)
        #expect(result.statistics.vacuousProperties == [])
    }

    @Test("noDeadEnd: a sheet with interactiveDismissDisabled and no close button")
    func noDeadEndWitness() throws {
        let c = try #require(try check(.editorCannotClose).counterexample(for: "noDeadEnd"))
        // The path with the fewest taps while work is pending that reaches the state (the editor opened
        // after the recipe loaded, rather than while it loads): judged on the transitions kept.
        #expect(c.actions.map(\.description) == ["openRecipe", "answer(0)", "edit"])
        #expect(c.kind == .canAlwaysReach)
        #expect(c.message == "nothing on recipes › recipe(1) ⧉ editor can be touched")
    }

    @Test("canAlwaysGetHome: the same sheet traps the user, and the trap's screens are listed")
    func canAlwaysGetHomeWitness() throws {
        let c = try #require(try check(.editorCannotClose).counterexample(for: "canAlwaysGetHome"))
        #expect(c.kind == .canAlwaysReach)
        #expect(c.actions.map(\.description) == ["openRecipe", "answer(0)", "edit"])
        #expect(c.reachableScreens == ["recipes › recipe(1) ⧉ editor"])
    }

    @Test("everyScreenReachable: one finding per screen never shown, with its declaration")
    func everyScreenReachableWitness() throws {
        let result = try check(.settingsNeverShown)
        let found = result.counterexamples.filter { $0.property == "everyScreenReachable" }
        #expect(found.map(\.message) == ["recipes › settings (the role of openSettings) is never shown: all 40 states within the spec's bounds were explored"])
        #expect(found.first?.kind == .sometimes)
        #expect(result.violatedProperties == ["everyScreenReachable"])
    }

    @Test("workSettles: a .task(id:) whose answer changes its id loads forever, a lasso")
    func workSettlesWitness() throws {
        let result = try check(.loadRestarts)
        let c = try #require(result.counterexample(for: "workSettles"))
        #expect(c.kind == .eventually)
        #expect(c.actions.map(\.description) == ["openRecipe", "answer(0)", "answer(0)"])
        #expect(c.loopStart == 1)
        #expect(result.violatedProperties == ["workSettles"])
    }

    @Test("the same findings on one worker and on two")
    func sameOnTwoWorkers() throws {
        for defect in [StuckApp.Defect.editorCannotClose, .settingsNeverShown, .loadRestarts] {
            let one = try check(defect, workers: 1), two = try check(defect, workers: 2)
            #expect(one.counterexamples.map(\.actionIndices) == two.counterexamples.map(\.actionIndices))
            #expect(one.counterexamples.map(\.message) == two.counterexamples.map(\.message))
        }
    }
}
