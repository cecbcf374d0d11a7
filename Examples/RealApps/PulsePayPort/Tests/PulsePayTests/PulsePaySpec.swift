import NavCheckTesting
import PulsePay

/// PulsePay's ContentView as NavCheck checks it: `if isLoggedIn { MainTabView() } else { SplashView() }`,
/// the splash's auth cover, MainTabView's `switch selectedTab` under its own bottom bar, and the
/// buttons of each screen (pulse-pay/client at dec72d0; README.md names the files).
struct PulsePaySpec: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case signIn, createAccount            // LoginView's "Sign In", SignUpView's "Create Account"
        case switchToSignUp, switchToLogin    // the links under the forms
        case openProfile                      // HomeView's header button
        case openUtility, openUsage           // HomeView's tiles
        case openProfileOption                // ProfileView's rows
        case logOut                           // ProfileView's "Log Out"
        case openResult                       // SearchView's result rows
        case scanBack                         // ScanView's chevron: selectedTab = 0
        var description: String { rawValue }
    }

    var name: String { "pulsepay" }
    func makeStore() -> PulsePayState { PulsePayState() }

    var scene: Scene<PulsePayState> {
        Scene {
            // ContentView.swift:8-12
            ifState(\.isLoggedIn) {
                // MainTabView.swift:8-20: a ZStack of `switch selectedTab { … }` and BottomTabBar.
                customTabBar(\.selectedTab) {
                    switchState(\.selectedTab, cases: [0, 1, 2, 3, 4]) { tab in
                        switch tab {
                        case 0: navigationStack("home", \.homePath).state(\.homePath, initial: []).tag(0)
                        case 1: navigationStack("search", \.searchPath).state(\.searchPath, initial: []).tag(1)
                        case 2: view("scan").tag(2)
                        case 3: view("alerts").tag(3)
                        default: view("history").tag(4)
                        }
                    }
                }
                .state(\.selectedTab, initial: 0)
            } else: {
                // SplashView.swift:73-94: its onAppear's `asyncAfter`, and the auth cover.
                view("splash")
                    .task(ScreenTask("splashDelay", cancellation: .never) { $0.splashDelayEnded() })
                    .fullScreenCover("auth", isPresented: \.showAuth) {
                        view("authView").state(\.authMode, initial: .login).state(\.isLoading, initial: false)
                    }
                    .state(\.showAuth, initial: false)
            }
        }
        .appStorage("isLoggedIn", \.isLoggedIn)
    }

    var intents: [Tap] {
        [.signIn, .createAccount, .switchToSignUp, .switchToLogin, .openProfile, .openUtility, .openUsage, .openProfileOption,
         .logOut, .openResult, .scanBack]
    }

    func isOnScreen(_ tap: Tap, in s: AppState<PulsePayState>) -> Bool {
        let auth = s.scene.topLayer == "auth"
        switch tap {
        case .signIn, .switchToSignUp: return auth && s.authMode == .login && (tap == .switchToSignUp || !s.isLoading)
        case .createAccount, .switchToLogin: return auth && s.authMode == .signup && (tap == .switchToLogin || !s.isLoading)
        case .openProfile, .openUtility, .openUsage: return s.isLoggedIn && s.selectedTab == 0 && s.homePath.isEmpty
        case .openProfileOption, .logOut: return s.isLoggedIn && s.selectedTab == 0 && s.homePath.last == .profile
        case .openResult: return s.isLoggedIn && s.selectedTab == 1 && s.searchPath.isEmpty
        case .scanBack: return s.isLoggedIn && s.selectedTab == 2
        }
    }

    func perform(_ tap: Tap, on s: inout PulsePayState, effects: inout Effects<PulsePayState>) throws {
        switch tap {
        case .signIn, .createAccount:
            s.startAuthentication()
            effects.start(tap == .signIn ? "login" : "signUp") { $0.authenticated() }
        case .switchToSignUp: s.authMode = .signup
        case .switchToLogin: s.authMode = .login
        case .openProfile: s.homePath.append(.profile)
        case .openUtility: s.homePath.append(.utility)
        case .openUsage: s.homePath.append(.usage)
        case .openProfileOption: s.homePath.append(.profileOption)
        case .logOut: s.logout()
        case .openResult: s.searchPath.append("result")
        case .scanBack: s.selectedTab = 0
        }
    }

    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .openProfile: .push("home", HomeScreen.profile)
        case .openUtility: .push("home", HomeScreen.utility)
        case .openUsage: .push("home", HomeScreen.usage)
        case .openProfileOption: .push("home", HomeScreen.profileOption)
        case .openResult: .push("search", "result")
        default: nil
        }
    }

    var properties: [AppProperty<PulsePaySpec>] {
        // (answerForGoneScreenChangesNothing never applies: no work outlives its screen here.)
        [.switchingTabsKeepsStacks(), .actionStaysInItsTab(), .backLowersDepthByOne(), .pushAddsOneScreen(), .oneSheetAtALevel(),
         .noDeadEnd(), .canAlwaysGetHome(), .everyScreenReachable(), .workSettles()]
    }
}
