import ModelChecker
import NavigationModel
import SwiftUIBehavior

// Apps of the shapes the liveness built-ins once raised false alarms on (a collapsed split view, a tab
// item that acts as a button, a screen whose first exit leaves the screen text as it was, a state
// beyond the spec's bounds), each with a defect switch that makes the same shape really fail.

/// A workout log: a split view of exercises, whose detail pushes sets, in the first tab of a tab bar
/// whose "compose" item is a button (its tap presents the composer, it never selects a tab). On an
/// iPhone the split view collapses into one stack whose first screen is the sidebar.
struct WorkoutApp: SwiftUIApp {
    enum Defect: Sendable {
        /// The add-set button is never shown (its condition reads a flag nothing sets).
        case addSetNeverShown
        /// The selection's setter treats the stats tab as a button too: it is never selected.
        case statsNeverSelected
    }
    enum Route: Hashable, Sendable, CustomStringConvertible {
        case set(Int)
        var description: String { if case .set(let i) = self { "set(\(i))" } else { "" } }
    }
    struct Store: Hashable, Sendable {
        var exercise: String?
        var sets: [Route] = []
        var selected = "log"
        var composing = false
        var statsIsAButton = false
        /// The tab bar's selection: a tap on an item that acts as a button presents the composer.
        var tab: String {
            get { selected }
            set {
                if newValue == "compose" || (statsIsAButton && newValue == "stats") { composing = true } else { selected = newValue }
            }
        }
    }

    var profile: PlatformProfile = .iPhone
    var defect: Defect?
    var name: String { "workout" }
    func makeStore() -> Store { Store(statsIsAButton: defect == .statsNeverSelected) }
    var scene: Scene<Store> {
        Scene {
            tabView(\Store.tab, buttons: ["compose"]) {
                navigationSplitView("exercises", selection: \Store.exercise, rows: ["squat", "press"], path: \Store.sets).tag("log")
                view().tag("stats")
                view().tag("compose")
            }
            .sheet("composer", isPresented: \Store.composing)
        }
    }
    var intents: [Tap] { ["addSet"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        defect != .addSetNeverShown && !s.composing && s.selected == "log" && s.exercise != nil && s.sets.isEmpty
    }
    func role(of intent: Tap) -> IntentRole? { .push("exercises", Route.set(1)) }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.sets.append(.set(1)) }
    var properties: [AppProperty<Self>] { [.everyScreenReachable()] }
}

/// A feed whose links open a browser sheet that cannot be swiped away: one link opens two identical
/// browser views, closed one at a time with the close button (the first close leaves the screen text
/// as it was).
struct BrowserApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [Int] = []
        var browsers = 0
        var browsing: Bool {
            get { browsers > 0 }
            set { if !newValue { browsers = 0 } }
        }
    }
    /// The defect: the close button shows only while two browsers are open; the last one stays.
    var lastCannotClose = false
    var name: String { "browser" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> {
        Scene {
            navigationStack("feed", \Store.path)
                .sheet("browser", isPresented: \Store.browsing, dismissDisabled: { _ in true })
        }
    }
    var intents: [Tap] { ["openLink", "close"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        intent.name == "openLink" ? s.browsers == 0 : s.browsers == 2 || (s.browsers == 1 && !lastCannotClose)
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        if intent.name == "openLink" { s.browsers = 2 } else { s.browsers -= 1 }
    }
    var properties: [AppProperty<Self>] { [.noDeadEnd()] }
}

/// An onboarding flow of pages with no back button, whose spec checks the first two pages only
/// (`isWithinBounds`): past them it models no control (the third page is reached but not explored).
struct OnboardingApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [Int] = []
    }
    /// The defect: the second page forgets its Next button.
    var secondPageHasNoNext = false
    var name: String { "onboarding" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> { Scene { navigationStack("onboarding", \Store.path, backHidden: { _ in true }) } }
    var intents: [Tap] { ["next"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        s.path.count < 2 || (s.path.count == 2 && !secondPageHasNoNext)
    }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.path.append(s.path.count + 1) }
    func isWithinBounds(_ s: AppState<Store>) -> Bool { s.path.count <= 2 }
    var properties: [AppProperty<Self>] { [.noDeadEnd()] }
}
