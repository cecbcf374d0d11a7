/// The app's tabs: `TabView(selection: $router.selectedTab)`.
public enum Tab: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case news, saved
    public var description: String { rawValue }
}

/// A screen of a tab's stack.
public enum Route: Sendable, Hashable, CustomStringConvertible {
    /// An article, whose text its screen loads in `.task`.
    case article(Int)

    public var description: String {
        switch self {
        case .article(let id): "article(\(id))"
        }
    }

    /// The article's identifier.
    public var articleID: Int {
        switch self {
        case .article(let id): id
        }
    }
}

/// Who asked for related articles: the article on top, the tab it was in when "Related" was tapped,
/// and how deep in that tab's stack it was.
public struct RelatedRequest: Sendable, Hashable {
    /// The article whose related articles were asked for.
    public let article: Int
    /// The tab whose stack showed it.
    public let tab: Tab
    /// Its place in that stack (1: the first pushed screen).
    public let depth: Int
}

/// The app's navigation, written the way an iOS developer writes it: an `@Observable` router (the
/// macro is left out so that the package builds on Linux too), read by
///
/// ```swift
/// TabView(selection: $router.selectedTab) {
///     NavigationStack(path: $router.newsPath) { Headlines().navigationDestination(for: Route.self) { ArticleView($0) } }
///         .tag(Tab.news)
///     NavigationStack(path: $router.savedPath) { SavedList().navigationDestination(for: Route.self) { ArticleView($0) } }
///         .tag(Tab.saved)
/// }
///
/// struct ArticleView: View {               // inside: Text(router.bodies[id] ?? "Loading…")
///     var body: some View {
///         content
///             .task {
///                 guard let text = try? await api.body(of: id), !Task.isCancelled else { return }
///                 router.bodyLoaded(text, for: id)
///             }
///             .toolbar {
///                 Button("Related") {
///                     let request = router.requestRelated(for: id)
///                     Task { router.relatedArrived(await api.related(to: id), for: request) }
///                 }
///             }
///     }
/// }
/// ```
public final class NewsRouter /* @Observable */ {
    /// The selected tab.
    public var selectedTab: Tab = .news
    /// The news tab's stack.
    public var newsPath: [Route] = []
    /// The saved tab's stack.
    public var savedPath: [Route] = []
    /// The articles' texts, as they are loaded.
    public var bodies: [Int: String] = [:]

    /// When true, a related article is pushed onto the stack of the tab selected when the answer
    /// arrives, as the first version of the app did (a deliberate defect, to show what NavCheck
    /// reports).
    public let pushesOntoSelectedTab: Bool

    /// The app at launch: the news tab, every stack at its root, nothing loaded.
    public init(pushesOntoSelectedTab: Bool = false) {
        self.pushesOntoSelectedTab = pushesOntoSelectedTab
    }

    /// The stack of `tab`.
    public func path(_ tab: Tab) -> [Route] {
        switch tab {
        case .news: newsPath
        case .saved: savedPath
        }
    }

    /// Pushes `route` onto the stack of `tab`.
    public func push(_ route: Route, in tab: Tab) {
        switch tab {
        case .news: newsPath.append(route)
        case .saved: savedPath.append(route)
        }
    }

    /// A row of the list on top of the selected tab.
    public func open(article: Int) { push(.article(article), in: selectedTab) }

    /// The answer of an article screen's `.task`.
    public func bodyLoaded(_ body: String, for article: Int) { bodies[article] = body }

    /// "Related" on an article: remembers where it was tapped.
    public func requestRelated(for article: Int) -> RelatedRequest {
        RelatedRequest(article: article, tab: selectedTab, depth: path(selectedTab).count)
    }

    /// The answer of "Related": the related article is pushed above the article that asked, if that
    /// screen is still on top of its stack; otherwise the person has moved on and it is dropped.
    public func relatedArrived(_ related: Int, for request: RelatedRequest) {
        let stack = path(request.tab)
        guard stack.count == request.depth, stack.last == .article(request.article) else { return }
        push(.article(related), in: pushesOntoSelectedTab ? selectedTab : request.tab)
    }
}
