import ModelChecker
import NavigationModel
import SwiftUIBehavior

// Apps whose `body` switches on their own state (`if model.isSignedIn { … } else { … }`, `switch
// model.experience { … }`), with a defect switch each (StateSwitchTests.swift).

/// `if model.isSignedIn { TabView { home; settings }.task { loadFeed } } else { SignInView().sheet(isPresented:
/// $registering) { RegisterView() } }`: the register sheet's "create account" signs in, and settings
/// signs out.
struct GateApp: SwiftUIApp {
    enum Defect: Sendable {
        /// The register sheet's flag lives in the model, not in the sign-in view's `@State`: signing in
        /// from the sheet leaves it set with its presenter gone, and it comes back at the next sign-out.
        case registeringInModel
        /// Signing in (the button, or "create account", which signs in with the new account) forgets to set
        /// the flag: nothing behind the gate is ever shown.
        case signInDoesNothing
    }

    struct Store: Hashable, Sendable {
        var isSignedIn = false
        var registering = false
        var tab = "home"
        var home: [String] = []
        var settings: [String] = []
        /// How many times the feed loaded (at most 2).
        var feeds = 0
        /// How many times the sign-in view came on view (at most 3).
        var signInShown = 0
    }

    var defect: Defect?
    var profile = PlatformProfile.iPhone
    var alphabet = Alphabet.race
    var properties: [AppProperty<GateApp>] = []
    var name: String { "gate" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let defect = defect
        return Scene {
            ifState(\.isSignedIn) {
                tabView(\.tab) {
                    navigationStack("home", \.home).tag("home")
                    navigationStack("settings", \.settings).tag("settings")
                }
                .task(ScreenTask("loadFeed", cancellation: .withScreen) { s in s.feeds = min(s.feeds + 1, 2) })
            } else: {
                if defect == .registeringInModel {
                    view("signIn")
                        .onAppear { s in s.signInShown = min(s.signInShown + 1, 3) }
                        .sheet("register", isPresented: \.registering)
                } else {
                    view("signIn")
                        .onAppear { s in s.signInShown = min(s.signInShown + 1, 3) }
                        .sheet("register", isPresented: \.registering)
                        .state(\.registering, initial: false)
                }
            }
        }
    }

    var intents: [Tap] { ["signIn", "register", "createAccount", "openPost", "signOut"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        switch intent.name {
        case "signIn", "register": !s.isSignedIn && s.scene.sheets.isEmpty
        case "createAccount": s.scene.topLayer == "register"
        case "openPost": s.isSignedIn && s.tab == "home" && s.home.isEmpty
        default: s.isSignedIn && s.tab == "settings"
        }
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent.name {
        case "signIn": if defect != .signInDoesNothing { s.isSignedIn = true }
        case "register": s.registering = true
        case "createAccount": if defect != .signInDoesNothing { s.isSignedIn = true }
        case "openPost": s.home.append("post")
        default:
            s.isSignedIn = false
            s.tab = "home"
            s.home = []
            s.settings = []
        }
    }
    func role(of intent: Tap) -> IntentRole? { intent.name == "openPost" ? .push("home", "post") : nil }
}

/// `switch model.experience { case .onboarding: OnboardingView().task { … }; case .main: NavigationStack
/// { … } }`: the onboarding screen's `.task` fetches a suggestion, and "skip" ends the onboarding.
struct ExperienceApp: SwiftUIApp {
    enum Experience: String, Hashable, Sendable, CaseIterable { case onboarding, main }

    struct Store: Hashable, Sendable {
        var experience = Experience.onboarding
        var path: [String] = []
    }

    /// The onboarding's `.task` wraps its fetch in a `Task { }` that is never cancelled, and pushes
    /// the suggestion it fetched when it answers, even once the onboarding is gone.
    var taskOutlivesOnboarding = false
    var properties: [AppProperty<ExperienceApp>] = [.answerForGoneScreenChangesNothing()]
    var name: String { "onboarding" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let outlives = taskOutlivesOnboarding
        return Scene {
            switchState(\.experience) { experience in
                switch experience {
                case .onboarding:
                    view("onboarding").task(ScreenTask("suggest", cancellation: outlives ? .never : .withScreen) { s in
                        s.path.append("suggestion")
                    })
                case .main:
                    navigationStack("main", \.path)
                }
            }
        }
    }

    var intents: [Tap] { ["skip", "restart"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        intent.name == "skip" ? s.experience == .onboarding : s.experience == .main && s.path.isEmpty
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        s.experience = intent.name == "skip" ? .main : .onboarding
    }
}

/// `if sizeClass == .compact { NavigationStack { … }.sheet(isPresented: $showsFilter) } else { NavigationSplitView
/// { … } .inspector(isPresented: $inspecting) }`, with a `.task` at the root: on an iPhone the `else`
/// branch is never built.
struct CompactOnlyApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [String] = []
        var widePath: [String] = []
        var showsFilter = false
        var inspecting = false
        var archived = false
        var loaded = false
    }

    /// A sheet of the compact branch that no control presents.
    var declaresArchive = false
    var profile = PlatformProfile.iPhone
    var properties: [AppProperty<CompactOnlyApp>] = [.everyScreenReachable()]
    var name: String { "compactOnly" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let archive = declaresArchive
        return Scene {
            view("root") {
                ifCompact {
                    if archive {
                        navigationStack("list", \.path).sheet("filter", isPresented: \.showsFilter).sheet("archive", isPresented: \.archived)
                    } else {
                        navigationStack("list", \.path).sheet("filter", isPresented: \.showsFilter)
                    }
                } else: {
                    navigationStack("wide", \.widePath).sheet("inspector", isPresented: \.inspecting)
                }
            }
            .task(ScreenTask("load") { $0.loaded = true })
        }
    }

    var intents: [Tap] { ["open", "filter", "inspect", "openWide"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        switch intent.name {
        case "open", "filter": s.scene.sizeClass == .compact && s.scene.sheets.isEmpty && s.path.isEmpty
        default: s.scene.sizeClass == .regular && s.scene.sheets.isEmpty && s.widePath.isEmpty
        }
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent.name {
        case "open": s.path.append("item")
        case "filter": s.showsFilter = true
        case "inspect": s.inspecting = true
        default: s.widePath.append("item")
        }
    }
    func role(of intent: Tap) -> IntentRole? {
        switch intent.name {
        case "open": .push("list", "item")
        case "openWide": .push("wide", "item")
        default: nil
        }
    }
}

/// `if sizeClass == .compact { ListView().sheet(isPresented: $showsSheet) } else { GridView() }` on an
/// iPad: the sheet's flag is the compact view's `@State` (or, broken, the model's).
struct CompactSheetApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var compactSheet = false
    }

    /// The flag is kept in the model: destroyed with its presenter, the sheet leaves its binding set.
    var flagInModel = false
    var properties: [AppProperty<CompactSheetApp>] = [.oneSheetAtALevel()]
    var profile: PlatformProfile { .iPad }
    var name: String { "compactSheet" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let inModel = flagInModel
        return Scene {
            ifCompact {
                if inModel {
                    view("list").sheet("compactSheet", isPresented: \.compactSheet)
                } else {
                    view("list").sheet("compactSheet", isPresented: \.compactSheet).state(\.compactSheet, initial: false)
                }
            } else: {
                view("grid")
            }
        }
    }

    var intents: [Tap] { ["showSheet"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool { s.scene.sizeClass == .compact && s.scene.sheets.isEmpty }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.compactSheet = true }
}

/// `NavigationStack { Home() }.onAppear { if !seenWelcome { showsWelcome = true } }.sheet(isPresented:
/// $showsWelcome) { Welcome() }`: a welcome sheet presented by the launch, and `@SceneStorage` of the path.
struct WelcomeApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [String] = []
        var showsWelcome = false
        var seenWelcome = false
    }

    var name: String { "welcome" }
    var properties: [AppProperty<WelcomeApp>] = []
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        Scene {
            navigationStack("home", \.path)
                .onAppear { s in if !s.seenWelcome { s.showsWelcome = true } }
                .sheet("welcome", isPresented: \.showsWelcome)
        }
        .sceneStorage("path", \.path)
    }

    var intents: [Tap] { ["open", "close"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        intent.name == "open" ? s.scene.topLayer == nil : s.scene.topLayer == "welcome"
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        if intent.name == "open" {
            s.path.append("item")
        } else {
            s.showsWelcome = false
            s.seenWelcome = true
        }
    }
}

/// A tab view whose two tabs each load at launch (`.task`), and a rule of the app's own that a tap
/// breaks: what a check of the launch's work shows first.
struct LaunchLoadApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var tab = "feed"
        var feed: [String] = []
        var inbox: [String] = []
        var feedLoaded = false
        var inboxLoaded = false
    }

    var launchWork = LaunchWork.checked
    var alphabet: Alphabet { .ui }
    var name: String { "launchLoad" }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        Scene {
            tabView(\.tab) {
                navigationStack("feed", \.feed, task: { route in route == nil ? ScreenTask("loadFeed") { $0.feedLoaded = true } : nil })
                    .tag("feed")
                navigationStack("inbox", \.inbox).tag("inbox")
            }
            .task(ScreenTask("loadInbox") { $0.inboxLoaded = true })
        }
    }

    var intents: [Tap] { ["openTwice"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool { s.tab == "feed" && s.feed.isEmpty }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.feed += ["post", "post"] }
    var properties: [AppProperty<LaunchLoadApp>] { [.pushAddsOneScreen(), .workSettles()] }
    func role(of intent: Tap) -> IntentRole? { .push("feed", "post") }
}

/// A bar of the app's own over `switch selectedTab { case 0: HomeView(); case 1: SearchView() }` (each
/// with its own `NavigationStack`), or, clean, over every tab kept in a `ZStack` and hidden but the
/// selected one.
struct SwitchedTabsApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var tab = 0
        var home: [String] = []
        var search: [String] = []
    }

    /// The tabs' content is a switch: the tab left is destroyed with its stack.
    var switchesContent = true
    var name: String { "switchedTabs" }
    var properties: [AppProperty<SwitchedTabsApp>] { [.switchingTabsKeepsStacks()] }
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        let switches = switchesContent
        return Scene {
            customTabBar(\.tab) {
                if switches {
                    switchState(\.tab, cases: [0, 1]) { tab in
                        if tab == 0 {
                            navigationStack("home", \.home).state(\.home, initial: []).tag(0)
                        } else {
                            navigationStack("search", \.search).state(\.search, initial: []).tag(1)
                        }
                    }
                } else {
                    navigationStack("home", \.home).state(\.home, initial: []).tag(0)
                    navigationStack("search", \.search).state(\.search, initial: []).tag(1)
                }
            }
        }
    }

    var intents: [Tap] { ["open"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool { s.tab == 0 && s.home.isEmpty }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.home.append("post") }
}
