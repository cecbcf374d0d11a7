import ModelChecker
import NavigationModel
import SwiftUIBehavior

// A tab app with several sheets: a composer in the home tab with a photo picker over it, settings in
// the search tab whose onDismiss shows a tip (see SwipeDismissalTests).

/// `TabView { Home().sheet(isPresented: $compose) { Composer().sheet(item: $photo) }; Search().sheet(item: $settings, onDismiss: { tip = true }) }.sheet(isPresented: $tip)`.
struct SheetsTabApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var tab = "home"
        var home: [String] = []
        var search: [String] = []
        var compose = false
        var settings: String?
        var photo: String?
        var tip = false
    }

    enum Intent: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case compose, settings, photo, closeCompose, closeSettings, push
        /// The composer's "Post": a `Task { }` that closes the composer once the post is sent.
        case post
        var description: String { rawValue }
    }

    /// Whether the composer has the "Post" button whose answer closes it, whatever is over it.
    var posts = false
    var tree = true
    var name: String { "sheetsTab" }
    func makeStore() -> Store { Store() }
    var properties: [AppProperty<SheetsTabApp>] { [.oneSheetAtALevel()] }

    // The flat form, kept beside the tree to show both give the same states: deprecated, as it is.
    @available(*, deprecated, message: "builds the flat form beside the tree")
    var scene: Scene<Store> {
        guard tree else {
            return Scene().tabs(\.tab, ["home", "search"]).stack("home", \.home, in: "home").stack("search", \.search, in: "search")
                .sheet("compose", isPresented: \.compose).sheet("photo", \.photo, over: "compose")
                .sheet("settings", \.settings, onDismiss: { s in s.tip = true }).sheet("tip", isPresented: \.tip)
        }
        return Scene {
            tabView(\.tab) {
                navigationStack("home", \.home).tag("home").sheet("compose", isPresented: \.compose) {
                    view("composer").sheet("photo", item: \.photo)
                }
                navigationStack("search", \.search).tag("search").sheet("settings", item: \.settings, onDismiss: { s in s.tip = true })
            }
            .sheet("tip", isPresented: \.tip)
        }
    }

    var intents: [Intent] { [.compose, .settings, .photo, .closeCompose, .closeSettings, .push] + (posts ? [.post] : []) }

    func isOnScreen(_ intent: Intent, in s: AppState<Store>) -> Bool {
        let top = s.scene.topLayer
        switch intent {
        case .compose: return top == nil && s.tab == "home"
        case .settings: return top == nil && s.tab == "search"
        case .push: return top == nil && s.home.isEmpty && s.tab == "home"
        case .photo, .closeCompose, .post: return top == "compose"
        case .closeSettings: return top == "settings"
        }
    }

    func perform(_ intent: Intent, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent {
        case .compose: s.compose = true
        case .settings: s.settings = "general"
        case .push: s.home.append("post")
        case .photo: s.photo = "p1"
        case .closeCompose: s.compose = false
        case .closeSettings: s.settings = nil
        case .post: effects.start("send") { s in s.compose = false }
        }
    }
}
