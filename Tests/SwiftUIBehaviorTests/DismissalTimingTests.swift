import ModelChecker
import SwiftUIBehavior
import Testing

// A presentation made while a dismissal is still running (docs/SwiftUIBehavior.md, "Evidence by
// behaviour", `presentingWhileDismissing`): dropped (TCA issue 3195) or the previous sheet opened
// again (mlem issue 1882, gemwalletcom/wallet PR 509). Explored only where the scene asks.

/// A composer sheet whose Send closes it and has the confirmation presented in the same sheet
/// (`.sheet(item:)` shared by both), by work that answers later; OK closes the confirmation.
struct SendStore: Hashable, Sendable {
    var item: String?
    var sent = false
    var confirmed = false
    /// The corrected app: the confirmation waits for the composer's dismissal to end (`onDismiss`).
    var confirmAfterDismissal = false
}

struct SendApp: SwiftUIApp, Sendable {
    var timing: PresentDuringDismissal?
    /// Present the confirmation from `onDismiss` (corrected) instead of from the work (broken).
    var waitsForDismissal = false
    var name: String { "send" }
    var intents: [String] { ["compose", "send", "ok"] }
    func makeStore() -> SendStore { SendStore() }
    func snapshot(of store: SendStore) -> SendStore { store }
    func isOnScreen(_ intent: String, in state: AppState<SendStore>) -> Bool {
        switch intent {
        case "compose": state.model.item == nil && !state.model.sent
        case "send": state.scene.sheet("sheet")?.item == "compose"
        default: state.scene.sheet("sheet")?.item == "confirm"
        }
    }
    func perform(_ intent: String, on s: inout SendStore, effects: inout Effects<SendStore>) throws {
        switch intent {
        case "compose": s.item = "compose"
        case "send":
            s.item = nil
            s.sent = true
            if waitsForDismissal { s.confirmAfterDismissal = true } else { effects.start("confirm") { $0.item = "confirm" } }
        default:
            s.item = nil
            s.confirmed = true
        }
    }
    var scene: Scene<SendStore> {
        // The confirmation is locked: OK is the only way out.
        let base = Scene<SendStore> {
            view("composer").sheet("sheet", item: \.item, dismissDisabled: { $0.item == "confirm" }, onDismiss: { s in
                if s.confirmAfterDismissal {
                    s.confirmAfterDismissal = false
                    s.item = "confirm"
                }
            })
        }
        return timing.map { base.dismissalTakesTime("sheet", $0) } ?? base
    }
    var properties: [AppProperty<Self>] {
        [.invariant("confirmationShown", "once sent, the confirmation is on screen until OK") { _, s in
            guard s.scene.pending.isEmpty, s.sent, !s.confirmed else { return .notApplicable }
            return .expect(s.scene.sheet("sheet")?.item == "confirm" && s.item == "confirm",
                           "shown: \(s.scene.sheet("sheet")?.item ?? "nothing"), binding: \(s.item ?? "nil")")
        }]
    }
}

@Suite("Presenting while a dismissal runs")
struct DismissalTimingTests {
    private func found(_ app: SendApp) throws -> [Counterexample<AppMachine<SendApp>>] {
        try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: 6, workers: 1)).run().counterexamples
    }

    // Without the timing, the dismissal ends in the step: the broken app holds, its defect unseen.
    @Test func theDefectShowsOnlyThroughTheTiming() throws {
        let f = try found(SendApp(timing: nil))
        #expect(f.isEmpty, "\(f.map { "\($0.actions) \($0.message)" })")
    }

    // Dropped: the confirmation set while the composer is still leaving is lost when the dismissal ends.
    @Test func aPresentationDuringTheDismissalIsDropped() throws {
        let f = try found(SendApp(timing: .dropped))
        #expect(f.map(\.property) == ["confirmationShown"])
        #expect(f.first?.actions.map(\.description) == ["compose", "send", "answer(0)", "answer(0)"], "the confirmation first")
        #expect(f.first?.message == "shown: nothing, binding: nil")
    }

    // The previous sheet opens again: the binding says confirm, the screen shows the composer.
    @Test func aPresentationDuringTheDismissalReopensThePreviousSheet() throws {
        let f = try found(SendApp(timing: .previousReopens))
        #expect(f.map(\.property) == ["confirmationShown"])
        #expect(f.first?.message == "shown: compose, binding: confirm")
        var d = Driver(SendApp(timing: .previousReopens))
        try d.tap("compose")
        try d.tap("send")
        #expect(d.pending == ["confirm (off view)", "dismissal(sheet)"])
        #expect(d.scene.sheets.isEmpty, "the composer left the screen at once")
        try d.run(.answer(0))
        #expect(d.scene.sheets.isEmpty && d.store.item == "confirm", "set, but its dismissal still runs")
        try d.run(.answer(0))
        #expect(d.scene.sheet("sheet")?.item == "compose", "the previous sheet opens again")
        // Its Send, tapped again, closes it: what was shown is forgotten with it.
        try d.tap("send")
        try d.run(.answer(0))
        try d.run(.answer(0))
        #expect(d.scene.sheet("sheet")?.item == "compose", "and again")
        // The dismissal ending first: the confirmation is a new presentation, shown as it is.
        try d.tap("send")
        try d.run(.answer(1))
        try d.run(.answer(0))
        #expect(d.scene.sheet("sheet")?.item == "confirm")
    }

    // Corrected: the confirmation is presented from onDismiss, which runs when the dismissal ends.
    @Test(arguments: PresentDuringDismissal.allCases)
    func presentingFromOnDismissHolds(timing: PresentDuringDismissal) throws {
        let f = try found(SendApp(timing: timing, waitsForDismissal: true))
        #expect(f.isEmpty, "\(f.map { "\($0.actions) \($0.message)" })")
        var d = Driver(SendApp(timing: timing, waitsForDismissal: true))
        try d.tap("compose")
        try d.tap("send")
        #expect(d.pending == ["dismissal(sheet)"] && d.store.item == nil)
        try d.run(.answer(0))
        #expect(d.scene.sheet("sheet")?.item == "confirm")
    }

    // A swipe down of a sheet whose dismissal takes time ends once: its own late write, then onDismiss.
    @Test func aSwipeDownEndsItsDismissalOnce() throws {
        var d = Driver(SendApp(timing: .dropped, waitsForDismissal: true))
        try d.tap("compose")
        try d.run(.swipeDown("sheet"))
        #expect(d.pending == ["dismissal(sheet)"])
        try d.run(.answer(0))
        #expect(d.pending.isEmpty && d.scene.sheets.isEmpty && d.store.item == nil)
    }
}
