import NavCheckTesting
import Testing

/// A search screen whose `.task` pushes its results when they arrive: under `race` the user can go
/// back before they do, under `ui` not.
struct SearchLoadsApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [String] = []
    }
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openSearch
        var description: String { rawValue }
    }
    var alphabet: Alphabet = .ui
    /// The answer pushes the results whether or not the search screen is still there.
    var answerIgnoresGoneScreen = false
    var name: String { "search-loads" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> { Scene { navigationStack("search", \.path, task: searchTask) } }

    /// The search screen's `.task`: its answer pushes the results.
    func searchTask(_ route: String?) -> ScreenTask<Store>? {
        route != "search" ? nil : ScreenTask("results", cancellation: .never) { [answerIgnoresGoneScreen] s in
            if answerIgnoresGoneScreen || s.path.last == "search" { s.path.append("results") }
        }
    }
    var intents: [Tap] { [.openSearch] }
    func isOnScreen(_ tap: Tap, in s: AppState<Store>) -> Bool { s.path.isEmpty }
    func perform(_ tap: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.path.append("search") }
    var properties: [AppProperty<SearchLoadsApp>] { [.answerStaysInItsStack(), .answerForGoneScreenChangesNothing()] }
}

@Suite struct NotApplicableBuiltInTests {
    func check(_ app: SearchLoadsApp) throws -> NavigationCheckResult {
        try NavCheck.run(AppMachine(app), options: .init(traceDirectory: nil), module: "M", test: nil, environment: [:])
    }

    /// Under `ui` no answer can arrive for a gone screen: the property is left out with why, and the
    /// check passes.
    @Test func aBuiltInTheAlphabetRulesOutIsLeftOutWithWhy() throws {
        let result = try check(SearchLoadsApp(alphabet: .ui))
        #expect(result.holds, "\(result.problems)")
        #expect(result.vacuousProperties == ["answerForGoneScreenChangesNothing"])
        #expect(result.coverage.contains("\n  left out: answerForGoneScreenChangesNothing: under the ui alphabet no touch is taken "
            + "while work is pending, so a screen goes away before its answer only when the tap that starts the work "
            + "(or another answer) removes it, and none did\n"))
        // The same defect is out of reach under ui: the broken app holds too.
        #expect(try check(SearchLoadsApp(alphabet: .ui, answerIgnoresGoneScreen: true)).holds)
    }

    /// Under `race` the same property applies and is checked: it holds on the app and catches the
    /// defect, and nothing is left out.
    @Test func theSamePropertyUnderRaceIsStillChecked() throws {
        let result = try check(SearchLoadsApp(alphabet: .race))
        #expect(result.holds)
        #expect(!result.coverage.contains("left out"))
        let applied = result.report?.statistics.properties.first { $0.name == "answerForGoneScreenChangesNothing" }?.nonVacuous ?? 0
        #expect(applied > 0)
        let broken = try check(SearchLoadsApp(alphabet: .race, answerIgnoresGoneScreen: true))
        #expect(broken.failures.map(\.property) == ["answerForGoneScreenChangesNothing"])
        #expect(broken.failures.first?.violation.finding == .race)
    }

    /// A property of the app's own that never applies still fails the check as vacuous.
    @Test func anOwnPropertyThatNeverAppliesStillFails() throws {
        struct Own: SwiftUIApp {
            struct Store: Hashable, Sendable { var path: [String] = [] }
            var name: String { "own" }
            func makeStore() -> Store { Store() }
            var scene: Scene<Store> { Scene { navigationStack("s", \.path) } }
            var intents: [String] { ["open"] }
            func isOnScreen(_ tap: String, in s: AppState<Store>) -> Bool { s.path.isEmpty }
            func perform(_ tap: String, on s: inout Store, effects: inout Effects<Store>) throws { s.path.append("a") }
            var properties: [AppProperty<Own>] {
                [.invariant("neverDeep", "the path is never three deep") { _, s in s.path.count < 3 ? .notApplicable : .violated("deep") }]
            }
        }
        let result = try NavCheck.run(AppMachine(Own()), options: .init(traceDirectory: nil), module: "M", test: nil, environment: [:])
        #expect(result.problems.contains { $0.contains("neverDeep never applied") })
        #expect(!result.coverage.contains("left out"))
    }
}

/// A stack with one link that says nothing of what it shows.
struct UntargetedLinkApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [String] = []
    }
    /// Whether the link says it pushes `post` on top.
    var targeted = false
    var alphabet: Alphabet { .ui }
    var name: String { "untargeted-link" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> {
        Scene {
            navigationStack("feed", \.path)
        }
            .links([targeted ? DeepLink("app://post", pushes: "post") : DeepLink("app://post")]) { s, _, _ in
            if s.path.count < 2 { s.path.append("post") }
        }
    }
    var intents: [String] { [] }
    func perform(_ intent: String, on s: inout Store, effects: inout Effects<Store>) throws {}
    var properties: [AppProperty<UntargetedLinkApp>] { [.linkShowsItsTarget()] }
}

@Suite struct WaitingBuiltInTests {
    /// A link property with no link that declares a target fails as vacuous, naming what to declare;
    /// with the target declared it applies, and its verdict is the app's.
    @Test func aLinkPropertyWithNoTargetSaysWhichDeclarationItWaitsFor() throws {
        let bare = try NavCheck.run(AppMachine(UntargetedLinkApp()), options: .init(traceDirectory: nil), module: "M", test: nil, environment: [:])
        #expect(!bare.holds)
        #expect(bare.problems == ["NavCheck untargeted-link: linkShowsItsTarget never applied in 8 evaluations, so it checked nothing: it "
            + "waits for what the app does not declare: no link or entry point says what it shows: give one a target with "
            + "DeepLink(url, shows: stack, routes), DeepLink(url, pushes: route), DeepLink(url, selects: tab, thenPushes: route), "
            + "DeepLink(url, selects: row, in: split) or DeepLink(url, presents: sheet) in Scene.links (or notifications, "
            + "userActivities, quickActions)."])
        let targeted = try NavCheck.run(AppMachine(UntargetedLinkApp(targeted: true)), options: .init(traceDirectory: nil),
                                        module: "M", test: nil, environment: [:])
        // Pushed on top until the app's own bound of two screens: the third arrival pushes nothing.
        #expect(targeted.failures.map(\.property) == ["linkShowsItsTarget"])
        #expect(targeted.failures.first?.violation.message == "openURL(\"app://post\"): feed shows [post, post], not [post, post, post]")
    }
}

@Suite struct ReductionSwitchTests {
    @Test func theVariableSetsExactlyTheReductionsItNames() throws {
        var options = ExplorationOptions()
        try Reductions.apply("por", to: &options)
        #expect(options.partialOrderReduction && !options.reducesSymmetry)
        try Reductions.apply("off", to: &options)
        #expect(!options.partialOrderReduction && !options.reducesSymmetry)
        try Reductions.apply("por, symmetry", to: &options)
        #expect(options.partialOrderReduction && options.reducesSymmetry)
        var untouched = ExplorationOptions()
        try Reductions.apply(nil, to: &untouched)
        #expect(!untouched.partialOrderReduction && untouched.reducesSymmetry)
        #expect(throws: CheckError.self) { try Reductions.apply("fast", to: &options) }
        do {
            try Reductions.apply("off,por", to: &options)
            Issue.record("off with others must be refused")
        } catch {
            #expect(error.message == "NAVCHECK_REDUCTIONS=off,por: off turns every reduction off and cannot be listed with others")
        }
    }

    /// The same race, found the same way with each reduction and with none.
    @Test func eachReductionReportsTheSameCounterexamples() throws {
        let app = SearchLoadsApp(alphabet: .race, answerIgnoresGoneScreen: true)
        var texts: [String: [String]] = [:]
        for value in ["off", "por", "symmetry", "por,symmetry"] {
            let result = try NavCheck.run(AppMachine(app), options: .init(traceDirectory: nil), module: "M", test: nil,
                                          environment: [Reductions.variable: value])
            texts[value] = result.failures.map { $0.text.replacingOccurrences(of: "\(Reductions.variable)=\(value) ", with: "") }
        }
        #expect(texts["off"]?.count == 1)
        #expect(Set(texts.values).count == 1, "\(texts)")
    }
}
