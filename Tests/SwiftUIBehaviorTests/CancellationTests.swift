import ModelChecker
import SwiftUIBehavior
import Testing

// Cancelled work that runs its `catch` (docs/SwiftUIBehavior.md, "Cancellation and `catch`", and
// Q6): SwiftUI cancels a screen's `.task` when the screen goes, the `await` that notices throws
// (`CancellationError`, `URLError.cancelled`), and the task's `catch` runs, as pending work of its own.

@Suite("Cancelled work and its catch")
struct CancelledWorkTests {
    /// A catch that logs "caught".
    static var caught: OnCancel<ProbeStore> { .catch { s in s.log.append("caught") } }

    static func probe(_ cancellation: Cancellation, alphabet: Alphabet = .race, catches: Bool = true) -> Probe {
        Probe(alphabet: alphabet,
              scene: Probe.tabbed(task: { route in
                  ScreenTask("load(\(route ?? "root"))", cancellation: cancellation, onCancel: catches ? caught : .nothing) { s in
                      s.log.append("loaded(\(route ?? "root"))")
                  }
              }),
              buttons: ["push": { s, _ in s.home.append("a") }])
    }

    // Q6: the covered screen's `.task` is cancelled; an await that throws on cancellation runs the
    // catch, which is pending work of its own, answered as any other.
    @Test func aCancelledTaskRunsItsCatchAtALaterStep() throws {
        var d = Driver(Self.probe(.withScreen))
        try d.tap("push")
        #expect(d.pending == ["catch(load(root)) (off view)", "load(a)"])
        #expect(!d.offers(.cancel(0)), "a catch runs; it is not cancelled again")
        #expect(d.log == ["home ← [\"a\"]"], "the catch has not run yet")
        try d.run(.answer(0))
        #expect(d.log == ["home ← [\"a\"]", "caught"] && d.pending == ["load(a)"])
    }

    // The default, `.nothing`: cancelled work vanishes, as a catch that returns when
    // `Task.isCancelled` holds.
    @Test func nothingIsTheDefault() throws {
        var d = Driver(Self.probe(.withScreen, catches: false))
        try d.tap("push")
        #expect(d.pending == ["load(a)"])
        var plain = Driver(AppearAndTaskTests.probe(.withScreen))
        try plain.tap("push")
        #expect(plain.pending == d.pending, "a task that declares nothing is the task written without onCancel")
    }

    // Q6, "cancellation is cooperative": with `.either` the answer may still arrive (no catch), or the
    // task is cancelled, and then its catch runs.
    @Test func eitherGivesTheAnswerOrTheCatch() throws {
        var d = Driver(Self.probe(.either))
        try d.tap("push")
        var answered = d
        try answered.run(.answer(0))
        #expect(answered.log.last == "loaded(root)" && answered.pending == ["load(a)"])
        try d.run(.cancel(0))
        #expect(d.pending == ["catch(load(root)) (off view)", "load(a)"])
        try d.run(.answer(0))
        #expect(d.log.last == "caught" && !d.log.contains("loaded(root)"))
    }

    // Under `ui` no one taps while the catch is pending: it runs before the next tap. (A sheet's task
    // that closes the sheet and pushes covers the list, whose load is cancelled with no tap.)
    @Test func underUITheCatchRunsBeforeTheNextTap() throws {
        let scene = Scene<ProbeStore> {
            navigationStack("home", \.home, task: { route in
                route == nil ? ScreenTask("load", cancellation: .withScreen, onCancel: Self.caught) { s in s.log.append("loaded") } : nil
            })
                .sheet("sheet", item: \.sheet, task: ScreenTask("pick") { s in
                s.sheet = nil
                s.home.append("a")
            })
        }
        var d = Driver(Probe(alphabet: .ui, start: ProbeStore(sheet: "x"), scene: scene, buttons: ["push": { s, _ in s.home.append("b") }]))
        #expect(d.pending == ["load", "pick"])
        try d.run(.answer(1))
        #expect(d.pending == ["catch(load) (off view)"])
        #expect(!d.offers(.user("push")) && !d.offers(.back("home")) && d.offers(.answer(0)))
        try d.run(.answer(0))
        #expect(d.log.last == "caught" && d.offers(.user("push")))
    }

    // A `.task(id:)` whose id changes is cancelled and started again: the old one's catch runs on the
    // screen that stays.
    @Test func aTaskWhoseIDChangesRunsItsCatch() throws {
        let scene = Scene<ProbeStore> {
            navigationStack("home", \.home, task: { _ in
                ScreenTask("search", cancellation: .withScreen, id: { $0.sheet ?? "" }, onCancel: Self.caught) { s in
                    s.log.append("found")
                }
            })
        }
        var d = Driver(Probe(scene: scene, buttons: ["query": { s, _ in s.sheet = "q" }]))
        try d.tap("query")
        #expect(d.pending == ["catch(search)", "search"])
        #expect(d.scene.pending.first?.owner == Screen(place: "home", depth: 0, route: nil))
    }

    // Q7: a button's `Task { }` whose handle the view cancels in `onDisappear` is declared with a
    // cancellation, and may have a catch as well; one that is never cancelled never runs it.
    @Test func aStartedEffectMayDeclareItsCatch() throws {
        let buttons: [String: Probe.Button] = [
            "save": { _, e in e.start("save", cancellation: .withScreen, onCancel: Self.caught) { s in s.log.append("saved") } },
            "sync": { _, e in e.start("sync", onCancel: Self.caught) { s in s.log.append("synced") } },
            "push": { s, _ in s.home.append("a") },
        ]
        var d = Driver(Probe(alphabet: .race, scene: Probe.tabbed(), buttons: buttons))
        try d.tap("save")
        try d.tap("sync")
        try d.tap("push")
        #expect(d.pending == ["catch(save) (off view)", "sync (off view)"])
    }
}

// MARK: An app whose catch stores the cancellation as an error

/// A list of articles that loads in its `.task`, as Apple's own example of `task(priority:_:)` does
/// (`do { … } catch { message = "Failed to load" }`), and a row per article that opens it. The
/// network never fails here: an error on the list can only be a cancelled load shown as a failure.
struct ArticlesApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [Int] = []
        var articles: [String] = []
        var error: String?
    }
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case open
        var description: String { rawValue }
    }
    /// What the load's `catch` does with a cancellation.
    enum CatchCode: Sendable {
        /// `catch { error = "Failed to load" }`: every error is stored, the cancellation too.
        case storesEveryError
        /// `catch { guard !Task.isCancelled else { return }; error = … }`: a cancellation is ignored.
        case returnsWhenCancelled
    }

    var catchCode: CatchCode
    var name: String { "articles" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let onCancel: OnCancel<Store> = catchCode == .storesEveryError ? .catch { $0.error = "Failed to load" } : .nothing
        // URLSession's await throws when the task is cancelled: the answer is never applied then.
        return Scene {
            navigationStack("articles", \.path, task: { route in
                route == nil ? ScreenTask("load", cancellation: .withScreen, onCancel: onCancel) { $0.articles = ["Swift 6.3"] } : nil
            })
        }
    }

    var intents: [Tap] { [.open] }
    /// A row is there to tap once the list has loaded, on the list.
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool { s.path.isEmpty && !s.articles.isEmpty }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.path.append(1) }

    var properties: [AppProperty<Self>] {
        [.invariant("noErrorWithoutAFailure", "the list shows no error: no load fails") { _, s in
            let listOnView = s.scene.visible.contains(Screen(place: "articles", depth: 0, route: nil))
            return .expect(!listOnView || s.error == nil, "the list shows \"\(s.error ?? "")\"")
        }]
    }
}

@Suite("An app whose catch stores a cancellation")
struct CatchStoresCancellationTests {
    // A user opens an article, comes back (the list reloads), and opens another one before the reload
    // answers: SwiftUI cancels the reload. Back on the list, the reload's catch runs and stores "Failed
    // to load": the list shows an error although nothing failed, and keeps it once the new load has
    // answered. Where cancelled work simply vanished (a task that declares nothing, as every task did
    // before `onCancel`), this app holds.
    @Test func theListTheUserComesBackToShowsAnErrorThatNeverHappened() throws {
        let broken = try explore(ArticlesApp(catchCode: .storesEveryError), "noErrorWithoutAFailure", depth: 10)
        #expect(broken.trace == ["answer(0)", "open", "back(articles)", "open", "back(articles)", "answer(0)"])
        #expect(broken.finding == .race, "the second open comes while the reload is pending")
        #expect(broken.message?.contains("the list shows \"Failed to load\"") == true)
        var d = Driver(ArticlesApp(catchCode: .storesEveryError))
        for step in broken.trace ?? [] {
            let action = try #require(d.machine.actions.allValues.first { $0.description == step })
            try d.run(action)
        }
        #expect(d.pending == ["load"], "the catch has run; the new load is pending")
        try d.run(.answer(0))
        #expect(d.store.error == "Failed to load" && d.machine.isSettled(d.state), "the error stays at rest")
    }

    // The same app whose catch returns when `Task.isCancelled` holds (declared as `.nothing`) holds.
    @Test func aCatchThatReturnsWhenCancelledHolds() throws {
        let fixed = try explore(ArticlesApp(catchCode: .returnsWhenCancelled), "noErrorWithoutAFailure", depth: 10)
        #expect(fixed.violated.isEmpty && fixed.complete && fixed.nonVacuous > 0)
    }
}
