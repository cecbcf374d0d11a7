import NavCheckTesting
import Testing

// The code of docs/CheckYourOwnStore.md's "Switches on your own state" and "Start once the launch's work
// has answered": a sign-in gate, `if model.isSignedIn { TabView { … } } else { SignInView() }`, and a
// switch over an enum, declared as the view tree. The guide's blocks are copied from here (GuideTests
// keeps them the same).

/// A reading app's model: the gate, the tabs behind it, the sign-in view's help sheet (its `@State`),
/// and the feed the tab view loads.
struct ReaderModel: Hashable, Sendable {
    enum Experience: Hashable, Sendable, CaseIterable { case onboarding, signIn, main }
    var experience = Experience.onboarding
    var tab = "feed"
    var feedPath: [String] = []
    var showsHelp = false
    var feedLoaded = false
}

struct ReaderApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case getStarted, help, signIn, openArticle, signOut
        var description: String { rawValue }
    }

    var name: String { "reader" }
    func makeStore() -> ReaderModel { ReaderModel() }
    var scene: Scene<ReaderModel> {
        Scene {
            switchState(\.experience) { experience in
                switch experience {
                case .onboarding:
                    view("onboarding")
                case .signIn:
                    view("signIn").sheet("help", isPresented: \.showsHelp).state(\.showsHelp, initial: false)
                case .main:
                    tabView(\.tab) {
                        navigationStack("feed", \.feedPath).tag("feed")
                        navigationStack("saved", \.savedPath).tag("saved")
                    }
                    .task(ScreenTask("loadFeed") { $0.feedLoaded = true })
                }
            }
        }
    }
    var intents: [Tap] { [.getStarted, .help, .signIn, .openArticle, .signOut] }
    func isOnScreen(_ tap: Tap, in s: AppState<ReaderModel>) -> Bool {
        switch tap {
        case .getStarted: s.experience == .onboarding
        case .help, .signIn: s.experience == .signIn && s.scene.topLayer == nil
        case .openArticle: s.experience == .main && s.tab == "feed" && s.feedPath.isEmpty
        case .signOut: s.experience == .main
        }
    }
    func perform(_ tap: Tap, on s: inout ReaderModel, effects: inout Effects<ReaderModel>) throws {
        switch tap {
        case .getStarted: s.experience = .signIn
        case .help: s.showsHelp = true
        case .signIn: s.experience = .main
        case .openArticle: s.feedPath.append("article")
        case .signOut:
            s.experience = .signIn
            s.feedPath = []
        }
    }
    var properties: [AppProperty<ReaderApp>] {
        [.switchingTabsKeepsStacks(), .oneSheetAtALevel(), .everyScreenReachable(), .canAlwaysGetHome(), .workSettles()]
    }
}

extension ReaderModel {
    /// The saved tab's path (nothing pushes onto it here).
    var savedPath: [String] {
        get { [] }
        set {}
    }
}

/// A gate with a Boolean: `if model.isSignedIn { … } else { … }`.
struct GateExample {
    struct Model: Hashable, Sendable {
        var isSignedIn = false
        var path: [String] = []
    }

    var scene: Scene<Model> {
        Scene {
            ifState(\.isSignedIn) {
                navigationStack("home", \.path)
            } else: {
                view("signIn")
            }
        }
    }
}

/// The reader app of a person who signed in before, checked from the state its launch's work leaves.
struct SettledReaderApp: SwiftUIApp {
    let reader = ReaderApp()
    var name: String { "settledReader" }
    var launchWork: LaunchWork { .answeredFirst }
    func makeStore() -> ReaderModel { ReaderModel(experience: .main) }
    var scene: Scene<ReaderModel> { reader.scene }
    var intents: [ReaderApp.Tap] { [.help, .signIn, .openArticle, .signOut] }
    func isOnScreen(_ tap: ReaderApp.Tap, in s: AppState<ReaderModel>) -> Bool { reader.isOnScreen(tap, in: s) }
    func perform(_ tap: ReaderApp.Tap, on s: inout ReaderModel, effects: inout Effects<ReaderModel>) throws {
        try reader.perform(tap, on: &s, effects: &effects)
    }
    var properties: [AppProperty<SettledReaderApp>] { [.switchingTabsKeepsStacks(), .workSettles()] }
}

@Suite struct StateSwitchExamplesTests {
    @Test func readerNavigationHolds() {
        checkNavigation(ReaderApp())
        checkNavigation(SettledReaderApp())
    }

    /// What the switch does: signing in destroys the sign-in view with its help sheet, and builds the
    /// tab view, whose `.task` starts.
    @Test func signingInBuildsTheTabView() throws {
        let machine = AppMachine(ReaderApp())
        var state = machine.initialStates[0]
        try machine.apply(.user(.getStarted), to: &state)
        try machine.apply(.user(.help), to: &state)
        try machine.apply(.user(.signIn), to: &state)
        #expect(state.snapshot.scene.sheets.isEmpty && state.snapshot.scene.pending.map(\.name) == ["loadFeed"])
        #expect(!state.snapshot.model.showsHelp)
        let gate = AppMachine(GateExampleApp())
        #expect(gate.initialStates[0].snapshot.scene.visible.map(\.place) == ["root"])
    }

    /// With `launchWork: .answeredFirst`, the check starts with the feed loaded.
    @Test func theSettledReaderStartsLoaded() {
        let machine = AppMachine(SettledReaderApp())
        let start = machine.initialStates[0].snapshot
        #expect(start.scene.pending.isEmpty && start.model.feedLoaded)
    }
}

/// ``GateExample``'s scene in an app, to check that it runs.
struct GateExampleApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable { case signIn }
    var name: String { "gate" }
    func makeStore() -> GateExample.Model { GateExample.Model() }
    var scene: Scene<GateExample.Model> { GateExample().scene }
    var intents: [Tap] { [.signIn] }
    func perform(_ tap: Tap, on s: inout GateExample.Model, effects: inout Effects<GateExample.Model>) throws { s.isSignedIn = true }
    var properties: [AppProperty<GateExampleApp>] { [.everyScreenReachable()] }
}
