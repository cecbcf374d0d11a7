import Foundation
import NavCheckTesting
import Testing

/// A feed with a composer sheet. The app's own close button discards the draft; the swipe-down
/// skips that reset, and so does a handoff that arrives while the composer is up (it closes the sheet
/// to show the post): two defects that leave a draft behind, with one message.
final class ComposerRouter {
    var feed: [Int] = []
    var composing = false
    var draft: String?
}

/// The app of ``ComposerRouter``; `asInvariant` judges the draft in every state rather than at the
/// step that closes the composer.
struct ComposerApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case open, compose, close
        var description: String { rawValue }
    }
    struct Snapshot: Hashable, Sendable {
        var feed: [Int]
        var composing: Bool
        var draft: String?
    }
    var asInvariant = false

    var name: String { "composer" }
    func makeStore() -> ComposerRouter { ComposerRouter() }
    func snapshot(of r: ComposerRouter) -> Snapshot { Snapshot(feed: r.feed, composing: r.composing, draft: r.draft) }
    var scene: Scene<ComposerRouter> {
        Scene {
            navigationStack("feed", \.feed)
                .sheet("composer", isPresented: \.composing)
        }
            .userActivities([DeepLink("post")]) { router, _, _ in
                router.composing = false
                router.feed = [7]
            }
    }
    var intents: [Tap] { [.open, .compose, .close] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        (tap == .close) == (s.scene.topLayer != nil) && (tap != .open || s.feed.isEmpty)
    }
    func perform(_ tap: Tap, on r: inout ComposerRouter, effects: inout Effects<ComposerRouter>) throws {
        switch tap {
        case .open: r.feed.append(1)
        case .compose:
            r.composing = true
            r.draft = "draft"
        case .close:
            r.composing = false
            r.draft = nil
        }
    }
    var properties: [AppProperty<ComposerApp>] {
        asInvariant
            ? [.invariant("draftGoesWithComposer", "no draft is left once the composer is closed") { _, s in
                .expect(s.composing || s.draft == nil, "a draft is left behind with the composer closed")
            }]
            : [.transition("draftGoesWithComposer", "closing the composer discards its draft") { _, before, _, after in
                .when(before.composing && !after.composing) { .expect(after.draft == nil, "a draft is left behind with the composer closed") }
            }]
    }
}

/// A feed whose link and notification share one handler, which pushes the post twice; and whose own
/// buttons push the wrong post, said by a message that names the posts in words, unbracketed.
final class WrongPushRouter {
    var feed: [Int] = []
    func handle(_ id: String) { feed += [1, 1] }
}

/// The app of ``WrongPushRouter``.
struct WrongPushApp: SwiftUIApp {
    enum Tap: Hashable, Codable, Sendable, CustomStringConvertible {
        case open(Int)
        var description: String { if case .open(let n) = self { "open(\(n))" } else { "" } }
    }
    struct Snapshot: Hashable, Sendable { var feed: [Int] }
    var wrongButtons = false

    var name: String { "posts" }
    func makeStore() -> WrongPushRouter { WrongPushRouter() }
    func snapshot(of r: WrongPushRouter) -> Snapshot { Snapshot(feed: r.feed) }
    var scene: Scene<WrongPushRouter> {
        Scene {
            navigationStack("feed", \.feed)
        }
            .links([DeepLink("app://post/1", pushes: 1)]) { router, url, _ in router.handle(url) }
            .notifications([DeepLink("post-1", pushes: 1)]) { router, id, _ in router.handle(id) }
    }
    var intents: [Tap] { [.open(1), .open(2), .open(3)] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool { s.feed.count < 2 }
    func isWithinBounds(_ s: AppState<Snapshot>) -> Bool { s.feed.count <= 2 }
    func perform(_ tap: Tap, on r: inout WrongPushRouter, effects: inout Effects<WrongPushRouter>) throws {
        if case .open(let n) = tap { r.feed.append(wrongButtons ? n % 3 + 1 : n) }
    }
    static let words = ["zero", "one", "two", "three"]
    var properties: [AppProperty<WrongPushApp>] {
        [.linkShowsItsTarget(),
         .transition("openShowsItsPost", "a button opens its own post") { _, before, action, after in
             guard case .user(.open(let n)) = action, let top = after.feed.last, after.feed.count > before.feed.count else { return .notApplicable }
             return .expect(top == n, "it shows post \(Self.words[top]), not post \(Self.words[n])")
         }]
    }
}

@Suite struct DefectTests {
    private func run<M: StateMachine>(_ machine: M, _ options: NavCheckOptions = .init(traceDirectory: nil)) throws -> NavigationCheckResult {
        try NavCheck.run(machine, options: options, module: "NavCheckTestingTests", test: nil)
    }

    @Test("a swipe-down that skips the app's reset and a handoff while the sheet is up are two defects, with one message")
    func swipeDownAndHandoffAreTwo() throws {
        let result = try run(AppMachine(ComposerApp()))
        // The swipe's binding write comes when the dismissal ends (answer(0)).
        #expect(result.failures.map(\.violation.actions) == [
            ["compose", "continueUserActivity(\"post\")"],
            ["compose", "swipeDown(composer)", "answer(0)"],
        ])
        // The same message; the swipe's one says what it rests on: the late binding write is a
        // re-implementation's reading (docs/SwiftUIBehavior.md, "Evidence by behaviour").
        #expect(result.failures.map(\.violation.message) == [
            "a draft is left behind with the composer closed",
            "a draft is left behind with the composer closed; rests on: the swipe's binding write comes when the dismissal ends (a re-implementation's reading)",
        ])
        #expect(result.problems.isEmpty)
        #expect(result.failures.map { $0.defect?.description } == ["entry → sheet composer", "swipe-down → stack feed"])
    }

    @Test("an invariant judges a state, whatever step reached it: the two ways into one broken state are one defect")
    func anInvariantJudgesTheState() throws {
        let result = try run(AppMachine(ComposerApp(asInvariant: true)))
        #expect(result.failures.map(\.violation.actions) == [["compose", "continueUserActivity(\"post\")"]])
        #expect(result.failures.map { $0.defect?.description } == ["any step → the state"])
    }

    @Test("a known violation that matches two defects accepts the first only, and says so naming both")
    func knownViolationAcceptsOneDefect() throws {
        let wide = KnownViolation("draftGoesWithComposer", actionsPrefix: ["compose"], because: "the draft")
        let result = try run(AppMachine(ComposerApp()), .init(traceDirectory: nil, knownViolations: [wide]))
        #expect(result.known.map(\.violation.actions) == [["compose", "continueUserActivity(\"post\")"]])
        #expect(result.failures.map(\.violation.actions) == [["compose", "swipeDown(composer)", "answer(0)"]])
        #expect(result.problems == [
            "NavCheck composer: the known violation draftGoesWithComposer (actions starting: compose) (the draft) matches two defects, "
                + "and accepts only the first: draftGoesWithComposer at rest (entry → sheet composer), actions: compose, "
                + "continueUserActivity(\"post\") and draftGoesWithComposer at rest (swipe-down → stack feed), actions: compose, "
                + "swipeDown(composer), answer(0). Give each defect its own entry in knownViolations, told apart by kind:, "
                + "actions: or actionsPrefix:, or fix the second.",
        ])
        // One entry per defect accepts both, and nothing else is said.
        let each = [KnownViolation("draftGoesWithComposer", actionsPrefix: ["compose", "swipeDown(composer)"], because: "swipe"),
                    KnownViolation("draftGoesWithComposer", actionsPrefix: ["compose", "continueUserActivity(\"post\")"], because: "handoff")]
        let both = try run(AppMachine(ComposerApp()), .init(traceDirectory: nil, knownViolations: each))
        #expect(both.failures.isEmpty)
        #expect(both.known.count == 2)
        #expect(both.problems.isEmpty)
    }

    @Test("the same wrong push reached through a URL and through a notification is one defect")
    func urlAndNotificationAreOne() throws {
        let result = try run(AppMachine(WrongPushApp()))
        #expect(result.failures.map(\.violation.actions) == [["openURL(\"app://post/1\")"]])
        #expect(result.failures.map { $0.defect?.description } == ["entry → stack feed"])
        #expect(result.problems.isEmpty)
    }

    @Test("a message that names its values without brackets neither splits one defect nor repeats it")
    func unbracketedMessageIsOneDefect() throws {
        let result = try run(AppMachine(WrongPushApp(wrongButtons: true)))
        let own = result.failures.filter { $0.property == "openShowsItsPost" }
        #expect(own.map(\.violation.message) == ["it shows post two, not post one"])
        #expect(own.map { $0.defect?.description } == ["tap → stack feed"])
        #expect(result.problems.isEmpty)
    }

    @Test("the search's copy of a defect and a walk's copy of it are one finding")
    func searchAndWalkCopiesAreOne() throws {
        let result = try run(AppMachine(TwoDefectsApp()), .init(random: .init(seed: 7, runs: 200, steps: 8), traceDirectory: nil))
        // The search reports the link hidden under the editor once, naming linkNotHiddenUnderSheet as
        // what it also breaks; the walks that find that property again add nothing.
        #expect(result.failures.map(\.property) == ["linkShowsItsTarget", "linkShowsItsTarget"])
        #expect(result.failures.map { $0.alsoBreaks.map(\.property) } == [[], ["linkNotHiddenUnderSheet"]])
    }
}
