// The navigation state PulsePay's views keep, in one value, each property named after the view that
// holds it, and the views' actions on it (pulse-pay/client at dec72d0; README.md names the files).

/// A screen pushed onto HomeView's `NavigationStack` by a `NavigationLink(destination:)`.
public enum HomeScreen: String, Hashable, Sendable, CaseIterable {
    /// HomeView.swift:95, the header's profile button.
    case profile
    /// StreamingUtilitiesView.swift:19, a utility tile (EV Charging, Public WiFi, …).
    case utility
    /// UsageSettlementView.swift:52, a usage tile (UsageSettlementRouter).
    case usage
    /// ProfileView.swift:42-62, a row of the profile's options.
    case profileOption
}

/// AuthView's `Mode` picker.
public enum AuthMode: String, Hashable, Sendable {
    case login, signup
}

/// What PulsePay's views hold of its navigation.
public struct PulsePayState: Hashable, Sendable {
    /// `@AppStorage("isLoggedIn")` of ContentView, SplashView and ProfileView.
    public var isLoggedIn = false
    /// SplashView's `@State showAuth`: the auth screen's `fullScreenCover`.
    public var showAuth = false
    /// AuthView's `@State mode`.
    public var authMode = AuthMode.login
    /// AuthViewModel's `isLoading` (a `@StateObject` of AuthView): the sign-in buttons are disabled
    /// while it is set.
    public var isLoading = false
    /// MainTabView's `@State selectedTab` (0 home, 1 search, 2 scan, 3 alerts, 4 history).
    public var selectedTab = 0
    /// HomeView's `NavigationStack`: what its links pushed.
    public var homePath: [HomeScreen] = []
    /// SearchView's `NavigationStack`: the results pushed.
    public var searchPath: [String] = []

    public init() {}

    /// SplashView.swift:81-85, 2.2 s after the splash appears: the auth screen, unless logged in.
    public mutating func splashDelayEnded() {
        if !isLoggedIn { showAuth = true }
    }

    /// LoginView.swift:52-57 and SignUpView.swift:57-62: the button starts the request
    /// (AuthViewModel.performLogin sets `isLoading`).
    public mutating func startAuthentication() {
        isLoading = true
    }

    /// AuthViewModel.swift:36-48 once the request succeeds: `onSuccess`, which is SplashView.swift:89-93
    /// (`isLoggedIn = true`, `showAuth = false`), then the `defer` of `isLoading`.
    public mutating func authenticated() {
        isLoggedIn = true
        showAuth = false
        isLoading = false
    }

    /// ProfileView.swift:103-105.
    public mutating func logout() {
        isLoggedIn = false
    }
}
