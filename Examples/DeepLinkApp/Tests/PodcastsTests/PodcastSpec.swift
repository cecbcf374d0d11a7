import Foundation
import NavCheckTesting
import Podcasts

/// The podcast app as NavCheck checks it: the router, the app's own buttons and rows, and the scene
/// that says what SwiftUI shows around the router. `onOpenURL` delivering each link at any moment, the
/// tab bar, the back button, edge swipe and long press, and swiping the player down come from the
/// scene.
struct PodcastSpec: SwiftUIApp {
    /// The app's own controls.
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openShow, openEpisode, openCategory, openPlayer, closePlayer
        var description: String { rawValue }
    }

    /// The router as a value: what tells two states apart.
    struct Snapshot: Hashable, Sendable {
        var selectedTab: Tab
        var libraryPath: [LibraryRoute]
        var discoverPath: [DiscoverRoute]
        var showsPlayer: Bool
    }

    /// The links the app may be opened with, and what each must show.
    static let links: [DeepLink] = [
        DeepLink("pods://show/3", shows: "library", [LibraryRoute.show(3)]),
        DeepLink("pods://show/5/episode/2", shows: "library", [LibraryRoute.show(5), .episode(show: 5, number: 2)]),
        DeepLink("pods://discover/news", shows: "discover", [DiscoverRoute.category("news")]),
        DeepLink("pods://show/three", ignored: ()),
        DeepLink("pods://episode/2", ignored: ()),
    ]

    /// Switches on the router's deliberate defect.
    var defect = ProcessInfo.processInfo.environment["NAVCHECK_EXAMPLE_DEFECT"] == "1"
    /// The OS version: what re-tapping a tab does.
    var osVersion = OSVersion.iOS18

    var name: String { "podcasts" }

    func makeStore() -> PodcastRouter { PodcastRouter(linksLeaveThePlayerUp: defect) }

    func snapshot(of r: PodcastRouter) -> Snapshot {
        Snapshot(selectedTab: r.selectedTab, libraryPath: r.libraryPath, discoverPath: r.discoverPath, showsPlayer: r.showsPlayer)
    }

    /// A copy of the router, so that the checker branches from a state instead of replaying the actions
    /// that reach it.
    func copy(of r: PodcastRouter) -> PodcastRouter? {
        let copy = PodcastRouter(linksLeaveThePlayerUp: r.linksLeaveThePlayerUp)
        copy.selectedTab = r.selectedTab
        copy.libraryPath = r.libraryPath
        copy.discoverPath = r.discoverPath
        copy.showsPlayer = r.showsPlayer
        return copy
    }

    /// Two tabs with a stack each (the re-tap is SwiftUI's own), the now-playing sheet, and
    /// `.onOpenURL { router.open($0) }`.
    var scene: Scene<PodcastRouter> {
        Scene {
            tabView(\.selectedTab) {
                navigationStack("library", \.libraryPath).tag(Tab.library)
                navigationStack("discover", \.discoverPath).tag(Tab.discover)
            }
            .sheet("player", isPresented: \.showsPlayer)
        }
            .links(Self.links) { router, url, _ in
                router.open(URL(string: url)!)
            }
    }

    var intents: [Tap] { [.openShow, .openEpisode, .openCategory, .openPlayer, .closePlayer] }

    /// Nothing beneath the player takes a touch; a row is on screen when its list is on top.
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        let content = s.scene.topLayer == nil
        switch tap {
        case .openShow: return content && s.selectedTab == .library && s.libraryPath.isEmpty
        case .openEpisode:
            guard case .show? = s.libraryPath.last else { return false }
            return content && s.selectedTab == .library
        case .openCategory: return content && s.selectedTab == .discover && s.discoverPath.isEmpty
        case .openPlayer: return content
        case .closePlayer: return s.scene.topLayer == "player"
        }
    }

    func perform(_ tap: Tap, on r: inout PodcastRouter, effects: inout Effects<PodcastRouter>) throws {
        switch tap {
        case .openShow: r.open(show: 3)
        case .openEpisode: r.open(episode: 1)
        case .openCategory: r.open(category: "comedy")
        case .openPlayer: r.openPlayer()
        case .closePlayer: r.closePlayer()
        }
    }

    /// What each control is, in the words of the built-in properties.
    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .openShow: .push("library", LibraryRoute.show(3))
        case .openEpisode: .push(stack: "library", route: nil)
        case .openCategory: .push("discover", DiscoverRoute.category("comedy"))
        case .openPlayer: .present(sheet: "player")
        case .closePlayer: .dismiss(sheet: "player")
        }
    }

    var properties: [AppProperty<PodcastSpec>] {
        [
            // Deep-link routers.
            .linkShowsItsTarget(), .malformedLinkChangesNothing(), .linkNotHiddenUnderSheet(),
            // Tabs with a stack per tab, a sheet over them.
            .switchingTabsKeepsStacks(), .retapFollowsBehavior(), .sheetKeepsStacksBeneath(),
            // Each stack.
            .backLowersDepthByOne(), .pushAddsOneScreen(),
            // The app's own rule.
            .invariant("episodeAboveItsShow", "an episode is shown just above its show") { _, s in
                for (i, route) in s.libraryPath.enumerated() {
                    guard case .episode(let show, _) = route else { continue }
                    if i == 0 || s.libraryPath[i - 1] != .show(show) { return .violated("library: \(s.libraryPath)") }
                }
                return .holds
            },
        ]
    }
}
