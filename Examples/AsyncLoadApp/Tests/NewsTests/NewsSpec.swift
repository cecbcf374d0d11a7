import Foundation
import News
import NavCheckTesting

/// The news app as NavCheck checks it: the router, the app's own buttons and rows, and the scene that
/// says what SwiftUI shows around the router. Each article screen's `.task` (started when the screen
/// appears, cancelled or not when it goes), the answers of pending work at every point among the
/// taps, the tab bar and the back button come from the scene; the "Related" button's `Task { }` is
/// declared where the button starts it.
struct NewsSpec: SwiftUIApp {
    /// The app's own controls.
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openHeadline, openSaved, related
        var description: String { rawValue }
    }

    /// The router as a value: what tells two states apart.
    struct Snapshot: Hashable, Sendable {
        var selectedTab: Tab
        var newsPath: [Route]
        var savedPath: [Route]
        var bodies: [Int: String]
    }

    /// Switches on the router's deliberate defect.
    var defect = ProcessInfo.processInfo.environment["NAVCHECK_EXAMPLE_DEFECT"] == "1"

    var name: String { "news" }

    func makeStore() -> NewsRouter { NewsRouter(pushesOntoSelectedTab: defect) }

    func snapshot(of r: NewsRouter) -> Snapshot {
        Snapshot(selectedTab: r.selectedTab, newsPath: r.newsPath, savedPath: r.savedPath, bodies: r.bodies)
    }

    /// A copy of the router, so that the checker branches from a state instead of replaying the actions
    /// that reach it.
    func copy(of r: NewsRouter) -> NewsRouter? {
        let copy = NewsRouter(pushesOntoSelectedTab: r.pushesOntoSelectedTab)
        copy.selectedTab = r.selectedTab
        copy.newsPath = r.newsPath
        copy.savedPath = r.savedPath
        copy.bodies = r.bodies
        return copy
    }

    /// An article screen's `.task`: SwiftUI cancels it when the screen goes off view, and the text is
    /// applied only after a `Task.isCancelled` check, so a cancelled load never answers.
    static let loadBody: @Sendable (Route?) -> ScreenTask<NewsRouter>? = { route in
        guard let id = route?.articleID else { return nil }
        return ScreenTask("loadBody(\(id))", cancellation: .withScreen) { r in r.bodyLoaded("Text of article \(id)", for: id) }
    }

    /// Two tabs, each a stack of article screens that load their text.
    var scene: Scene<NewsRouter> {
        Scene {
            tabView(\.selectedTab) {
                navigationStack("news", \.newsPath, task: Self.loadBody).tag(Tab.news)
                navigationStack("saved", \.savedPath, task: Self.loadBody).tag(Tab.saved)
            }
        }
            .maxPending(2)
    }

    var intents: [Tap] { [.openHeadline, .openSaved, .related] }

    /// A list's rows are on screen at its root; "Related" is on the first article of a stack, when the
    /// server has a related one.
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        let path = s.selectedTab == .news ? s.newsPath : s.savedPath
        switch tap {
        case .openHeadline: return s.selectedTab == .news && path.isEmpty
        case .openSaved: return s.selectedTab == .saved && path.isEmpty
        case .related: return path.count == 1 && Self.relatedArticle[path[0].articleID] != nil
        }
    }

    func perform(_ tap: Tap, on r: inout NewsRouter, effects: inout Effects<NewsRouter>) throws {
        switch tap {
        case .openHeadline: r.open(article: 1)
        case .openSaved: r.open(article: 5)
        case .related:
            guard let id = r.path(r.selectedTab).last?.articleID else { return }
            // Button("Related") { let request = …; Task { router.relatedArrived(await api.related(to: id), for: request) } }
            let request = r.requestRelated(for: id)
            guard let related = Self.relatedArticle[id] else { return }
            effects.start("related(\(id))") { r in r.relatedArrived(related, for: request) }
        }
    }

    /// What the server answers to "Related" (`api.related(to:)`), for each article.
    static let relatedArticle = [1: 2, 2: 1]

    /// What each control is, in the words of the built-in properties.
    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .openHeadline: .push("news", Route.article(1))
        case .openSaved: .push("saved", Route.article(5))
        case .related: nil
        }
    }

    /// Explore each stack up to two articles deep.
    func isWithinBounds(_ s: AppState<Snapshot>) -> Bool { s.newsPath.count <= 2 && s.savedPath.count <= 2 }

    var properties: [AppProperty<NewsSpec>] {
        [
            // Async answers.
            .answerStaysInItsStack(), .answerForGoneScreenChangesNothing(),
            // Tabs with a stack per tab.
            .switchingTabsKeepsStacks(), .actionStaysInItsTab(),
            // Each stack.
            .backLowersDepthByOne(), .pushAddsOneScreen(),
            // The app's own rule: no article is left showing "Loading…" once nothing is pending.
            .invariant("articlesOnViewLoadedAtRest", "with no work pending, every article on view shows its text") { _, s in
                .when(s.scene.pending.isEmpty) {
                    let top = (s.selectedTab == .news ? s.newsPath : s.savedPath).last
                    return .expect(top.map { s.bodies[$0.articleID] != nil } ?? true, "\(top!) shows Loading…")
                }
            },
        ]
    }
}
