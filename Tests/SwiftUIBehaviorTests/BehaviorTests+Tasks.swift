import ModelChecker
import SwiftUIBehavior
import Testing

// What SwiftUI does by itself around a store: hooks, tasks and answers, the size class, onOpenURL.
// Each test cites its evidence in docs/SwiftUIBehavior.md, "Evidence" (Q1 to Q11), or says where the
// model makes an assumption.

@Suite("onAppear, .task and pending answers")
struct AppearAndTaskTests {
    static let logAppear: @Sendable (inout ProbeStore, String?) -> Void = { s, route in s.log.append("appear(\(route ?? "root"))") }

    static func probe(_ cancellation: Cancellation, alphabet: Alphabet = .race) -> Probe {
        Probe(alphabet: alphabet,
              scene: Probe.tabbed(onAppear: logAppear, task: { route in
                  ScreenTask("load(\(route ?? "root"))", cancellation: cancellation) { s in s.log.append("loaded(\(route ?? "root"))") }
              }),
              buttons: ["push": { s, _ in s.home.append("a") }])
    }

    // Q6: onAppear "completes before the first rendered frame appears": it runs in the step that shows
    // the screen; `.task` is created then and its work answers later, as a pending effect.
    @Test func onAppearRunsInTheSameStepTaskStartsAPendingEffect() throws {
        var d = Driver(Self.probe(.withScreen))
        try d.run(.answer(0))
        #expect(d.log == ["appear(root)", "loaded(root)"])
        try d.tap("push")
        #expect(d.log == ["appear(root)", "loaded(root)", "home ← [\"a\"]", "appear(a)"])
        #expect(d.pending == ["load(a)"])
        #expect(d.scene.pending.first?.owner == Screen(place: "home", depth: 1, route: "a"))
        #expect(!d.machine.isSettled(d.state))
        try d.run(.answer(0))
        #expect(d.log.last == "loaded(a)" && d.pending.isEmpty)
    }

    // Q6: a screen covered by a push disappears and its `.task` is cancelled ("SwiftUI will automatically
    // cancel the task at some point after the view disappears"); popping back makes it appear again and
    // starts a new task.
    @Test func aCoveredOrPoppedScreensTaskIsCancelled() throws {
        var d = Driver(Self.probe(.withScreen))
        try d.tap("push")
        #expect(d.pending == ["load(a)"], "load(root) was cancelled when a covered the root")
        try d.run(.back("home"))
        #expect(d.pending == ["load(root)"], "load(a) was cancelled when a was popped; the root's task started again")
        #expect(!d.log.contains { $0.hasPrefix("loaded") })
    }

    // Q7: an unstructured Task (or work that ignores cancellation) runs to completion after its view
    // disappears: `.never` survives, marked as its screen being gone, and its answer still applies.
    @Test func neverCancelledWorkSurvivesItsScreen() throws {
        var d = Driver(Self.probe(.never))
        try d.tap("push")
        #expect(d.pending == ["load(root) (off view)", "load(a)"])
        #expect(!d.offers(.cancel(0)))
        try d.run(.answer(0))
        #expect(d.log.last == "loaded(root)")
    }

    // Q6: "Task cancellation is cooperative": with `.either` the checker offers both the answer and the
    // cancellation once the screen is gone; while it is on view only the answer.
    @Test func eitherOffersAnswerAndCancel() throws {
        var d = Driver(Self.probe(.either))
        #expect(d.offers(.answer(0)) && !d.offers(.cancel(0)), "on view: not cancelled")
        try d.tap("push")
        #expect(d.pending == ["load(root) (off view)", "load(a)"])
        #expect(d.offers(.answer(0)) && d.offers(.cancel(0)))
        #expect(d.offers(.answer(1)) && !d.offers(.cancel(1)))
        var cancelled = d
        try cancelled.run(.cancel(0))
        #expect(cancelled.pending == ["load(a)"] && !cancelled.log.contains("loaded(root)"))
        try d.run(.answer(0))
        #expect(d.pending == ["load(a)"] && d.log.last == "loaded(root)")
    }

    // docs/SwiftUIBehavior.md, "Timing, alphabets": under `ui` no one taps while work is pending (the
    // system's touches included: back, tabs, links); the answers are still offered.
    @Test func underUINoTouchWhileSomethingIsPending() throws {
        var d = Driver(Self.probe(.never, alphabet: .ui))
        #expect(d.pending == ["load(root)"])
        #expect(!d.offers(.user("push")) && !d.offers(.tapTab("search")))
        #expect(d.offers(.answer(0)))
        try d.run(.answer(0))
        #expect(d.offers(.user("push")) && d.offers(.tapTab("search")))
        let race = Driver(Self.probe(.never, alphabet: .race))
        #expect(race.offers(.user("push")) && race.offers(.tapTab("search")))
    }

    // The same broken store (a load's answer that pushes onto the selected tab) under both alphabets: under
    // `ui` every answer comes before the next tap, so it is never seen; under `race` it is a race, and
    // the trace shows the answer after the tap.
    @Test func aFindingThatNeedsATapBeforeTheAnswerIsARace() throws {
        var app = TabsApp(defect: .answerPushesOnSelectedTab)
        let race = try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: 4, workers: 1)).run()
        let c = try #require(race.counterexample(for: "answerStaysInItsStack"))
        #expect(c.finding == .race)
        #expect(c.actions.map(\.description) == ["surprise", "tapTab(search)", "answer(0)"])
        app.alphabet = .ui
        let ui = try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: 4, workers: 1)).run()
        #expect(ui.counterexample(for: "answerStaysInItsStack") == nil)
        #expect(ui.statistics.properties.first { $0.name == "answerStaysInItsStack" }!.nonVacuous > 0)
    }
}

@Suite("The size class and the bound on pending work")
struct SizeClassAndBoundTests {
    // docs/Findings.md E1 to E3 (and Q8): the system changes the size class on an iPad (multitasking) and a
    // wide iPhone (rotation); the views read it at once, and `onChange(of:)` runs later, as a pending
    // effect.
    @Test func resizeRunsOnChangeAsAPendingEffect() throws {
        let scene = Scene<ProbeStore> {
            navigationStack("home", \.home)
                .onChangeOfSizeClass { s, c in s.sizeClass = c }
        }
        var d = Driver(Probe(profile: .iPad, scene: scene))
        #expect(d.scene.sizeClass == .regular)
        #expect(d.offers(.resize(.compact)) && !d.offers(.resize(.regular)))
        try d.run(.resize(.compact))
        #expect(d.scene.sizeClass == .compact, "the views read the new value at once")
        #expect(d.store.sizeClass == nil, "onChange has not run yet")
        #expect(d.pending == ["onChange(sizeClass: .compact)"])
        #expect(d.scene.pending.first?.owner == nil)
        try d.run(.answer(0))
        #expect(d.store.sizeClass == .compact && d.pending.isEmpty)
        // An iPhone is compact whatever its orientation: no resize is offered.
        let phone = Driver(Probe(profile: .iPhone, scene: scene))
        #expect(phone.scene.sizeClass == .compact)
        #expect(!phone.alphabet.contains { $0.hasPrefix("resize") })
    }

    // A refresh button that starts a Task at each tap: without a bound the pending work grows forever.
    // With `maxPending(n)` a state with more than n pending effects is checked but not explored, so the
    // exploration is complete without a depth bound, and no state holds more than n + 1.
    @Test(arguments: [1, 2])
    func maxPendingEffectsBoundsExploration(n: Int) throws {
        let scene = Scene<ProbeStore> { navigationStack("home", \.home) }.maxPending(n)
        let app = Probe(scene: scene, buttons: ["refresh": { _, effects in effects.start("refresh") { _ in } }],
                        properties: [
                            .invariant("atMostN", "at most n pending") { _, s in .expect(s.scene.pending.count <= n, "\(s.scene.pending.count) pending") },
                            .invariant("atMostNPlusOne", "at most n + 1 pending") { _, s in .expect(s.scene.pending.count <= n + 1, "\(s.scene.pending.count) pending") },
                        ])
        let machine = AppMachine(app)
        #expect(machine.actions.allValues.filter { $0.description.hasPrefix("answer") }.count == n)
        let result = try Explorer(machine, options: ExplorationOptions(maxStates: 10_000, workers: 1)).run()
        #expect(result.complete)
        #expect(result.violatedProperties == ["atMostN"])
        #expect(result.counterexample(for: "atMostN")?.actions.map(\.description) == Array(repeating: "refresh", count: n + 1))
    }
}

@Suite("onOpenURL")
struct OpenURLBehaviorTests {
    // Q5: the URL may arrive with a sheet up; the system does nothing to presented sheets or to the
    // navigation state (home-assistant/iOS PR 5284: the link "happened invisibly behind the sheet").
    @Test func aLinkArrivesUnderASheetAndTheSystemLeavesTheSheetUp() throws {
        let scene = Probe.tabbed().links([DeepLink("app://a")]) { s, url, _ in s.home = [url] }
        var d = Driver(Probe(start: ProbeStore(sheet: "x"), scene: scene))
        try d.run(.openURL("app://a"))
        #expect(d.store.home == ["app://a"])
        #expect(d.store.sheet == "x" && d.scene.topLayer == "sheet")
    }
}
