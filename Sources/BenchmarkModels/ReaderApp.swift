import ModelChecker
import NavigationModel
import SwiftUIBehavior

// The app `navcheck bench-app` measures, written the way the README tells users to write theirs: a
// `@MainActor` class router as a real app has it, and a `SwiftUIApp` whose conformance is isolated to
// the main actor, with SwiftUI's built-ins declared in a `Scene`, the default fingerprint
// (`StoredProperties`: no hand-written one) and the default options. Its shape is that of the real
// routers NavCheck is used on: three tabs with a stack each, a sheet, a full-screen cover and an in-app
// browser, three deep links (one pushes on top of the current tab, one sets a tab's path, one presents
// the sheet), loads started by screens' `.task` and by buttons whose answers push or pop later.
// `ReaderTwin` is the same model written as a plain value state machine, as the catalog's specs are.

/// The reader app's router: what the app's views read and write.
@MainActor
public final class ReaderRouter {
    /// The tabs.
    public enum Tab: String, Hashable, Sendable, Codable, CaseIterable { case feed, search, profile }
    /// A pushed screen.
    public enum Route: Hashable, Sendable, Codable {
        case article(Int), author(Int), settings
    }

    /// The selected tab (`TabView(selection:)`).
    public var tab: Tab = .feed
    /// Each tab's `NavigationStack(path:)`.
    public var feed: [Route] = []
    public var search: [Route] = []
    public var profile: [Route] = []
    /// The composer sheet (`.sheet(isPresented:)`).
    public var composing = false
    /// The sign-in full-screen cover.
    public var signingIn = false
    /// The page the in-app browser shows (`.sheet(item:)`), or nil.
    public var browser: String?
    /// Whether the user is signed in.
    public var signedIn = false
    /// Whether the draft was sent.
    public var draftSent = false
    /// The articles whose text has loaded.
    public var read: Set<Int> = []
    /// The authors the user follows.
    public var followed: Set<Int> = []
    /// A defect switch (on in the benchmark): the settings link opens settings while signed out.
    public let linkIgnoresSignIn: Bool

    /// A router at launch.
    public init(linkIgnoresSignIn: Bool = true) { self.linkIgnoresSignIn = linkIgnoresSignIn }

    /// The selected tab's path.
    public var current: [Route] {
        get { self[tab] }
        set { self[tab] = newValue }
    }

    /// A tab's path.
    public subscript(tab: Tab) -> [Route] {
        get {
            switch tab {
            case .feed: feed
            case .search: search
            case .profile: profile
            }
        }
        set {
            switch tab {
            case .feed: feed = newValue
            case .search: search = newValue
            case .profile: profile = newValue
            }
        }
    }

    /// Screens pushed on every tab together.
    public var pushedCount: Int { feed.count + search.count + profile.count }

    /// Whether one more screen may be pushed on `tab`: at most two a tab, three in all.
    public func hasRoom(on tab: Tab) -> Bool { self[tab].count < 2 && pushedCount < 3 }

    /// Pushes `route` on `tab` when there is room.
    public func push(_ route: Route, on tab: Tab) {
        if hasRoom(on: tab) { self[tab].append(route) }
    }

    /// `onOpenURL`.
    public func open(_ url: String) {
        guard !signingIn else { return }   // the sign-in cover takes no links
        switch url {
        case "reader://article/2":
            browser = nil
            composing = false
            push(.article(2), on: tab)
        case "reader://settings":
            browser = nil
            composing = false
            tab = .profile
            if signedIn || linkIgnoresSignIn { profile = [.settings] }
        case "reader://compose":
            browser = nil
            composing = true
        default:
            break
        }
    }
}

/// The reader app as NavCheck checks it.
@MainActor
public struct ReaderApp: @MainActor SwiftUIApp {
    /// The app's own controls.
    public enum Intent: Hashable, Codable, Sendable {
        case openArticle(Int), openAuthor, openSettings, close, popToRoot
        case compose, send, discard
        case signIn, finishSignIn, cancelSignIn
        case openBrowser, closeBrowser
        case signOut, loadRelated, refresh, follow
    }
    public typealias Store = ReaderRouter
    public typealias Route = ReaderRouter.Route

    /// The benchmark's alphabet (the `ui` alphabet for the figures of `navcheck bench-app`).
    public var alphabet: Alphabet
    /// Whether the settings link ignores sign-in (the defect the benchmark finds).
    public var linkIgnoresSignIn: Bool

    /// How the checker reaches a state's router.
    public enum Reach: String, Sendable, CaseIterable {
        /// The default: the router copied field by field (`StoredFieldCopy`).
        case copy
        /// No copy; a fresh router restored from the snapshot (`restore(_:into:)`).
        case restore
        /// No copy, no restore: the state's actions replayed on a fresh router.
        case replay
    }
    /// How states are reached (the default: what a user who writes neither `copy` nor `restore` gets).
    public var reach: Reach

    /// Whether the four built-in liveness properties are checked too (`noDeadEnd`, `canAlwaysGetHome`,
    /// `everyScreenReachable`, `workSettles`): what `navcheck bench-liveness` measures.
    public var checksLiveness = false

    /// Whether the app restores where the user was (what `navcheck bench-app --paths relaunch` measures):
    /// the selected tab kept as `@AppStorage`, each tab's path as `@SceneStorage`, with the relaunch
    /// built-ins.
    public var restores = false

    /// The same app with ``restores`` on.
    public var restoringWhereTheUserWas: ReaderApp {
        var app = self
        app.restores = true
        return app
    }

    /// The app under `alphabet`.
    public init(alphabet: Alphabet = .ui, linkIgnoresSignIn: Bool = true, reach: Reach = .copy, checksLiveness: Bool = false) {
        self.checksLiveness = checksLiveness
        self.alphabet = alphabet
        self.linkIgnoresSignIn = linkIgnoresSignIn
        self.reach = reach
    }

    public func copy(of r: ReaderRouter) -> ReaderRouter? {
        reach == .copy ? StoredFieldCopy.copy(r, into: makeStore()) : nil
    }

    public func restore(_ s: ReaderSnapshot, into r: inout ReaderRouter) -> Bool {
        guard reach == .restore else { return false }
        r.tab = s.tab
        r.feed = s.feed
        r.search = s.search
        r.profile = s.profile
        r.composing = s.composing
        r.signingIn = s.signingIn
        r.browser = s.browser
        r.signedIn = s.signedIn
        r.draftSent = s.draftSent
        r.read = s.read
        r.followed = s.followed
        return true
    }

    public var name: String { "reader" }
    public func makeStore() -> ReaderRouter { ReaderRouter(linkIgnoresSignIn: linkIgnoresSignIn) }
    public func snapshot(of r: ReaderRouter) -> ReaderSnapshot {
        ReaderSnapshot(tab: r.tab, feed: r.feed, search: r.search, profile: r.profile, composing: r.composing,
                       signingIn: r.signingIn, browser: r.browser, signedIn: r.signedIn, draftSent: r.draftSent,
                       read: r.read, followed: r.followed)
    }

    public static let links = ["reader://article/2", "reader://settings", "reader://compose"]

    public var scene: Scene<ReaderRouter> {
        Scene<ReaderRouter> {
            tabView(\.tab) {
                navigationStack("feed", \.feed, task: { route in Self.task(of: route, in: .feed) }).tag(ReaderRouter.Tab.feed)
                navigationStack("search", \.search, task: { route in Self.task(of: route, in: .search) }).tag(ReaderRouter.Tab.search)
                navigationStack("profile", \.profile).tag(ReaderRouter.Tab.profile)
            }
            .sheet("compose", isPresented: \.composing)
            .fullScreenCover("signIn", isPresented: \.signingIn)
            .sheet("browser", item: \.browser)
        }
            .links(Self.links.map { DeepLink($0) }) { r, url, _ in r.open(url) }
            .restoring(restores)
    }

    /// An article screen's `.task` loads its text; an author screen's finds the author, and the second
    /// author is gone: the screen pops itself when the answer comes.
    static func task(of route: Route?, in tab: ReaderRouter.Tab) -> ScreenTask<ReaderRouter>? {
        switch route {
        case .article(let n)?:
            return ScreenTask("load(article(\(n)))") { r in r.read.insert(n) }
        case .author(let n)?:
            return ScreenTask("loadAuthor(\(n))") { r in
                if n == 2, r[tab].last == .author(n) { r[tab].removeLast() }
            }
        default:
            return nil
        }
    }

    public var intents: [Intent] {
        [.openArticle(1), .openArticle(2), .openArticle(3), .openAuthor, .openSettings, .close, .popToRoot, .compose, .send,
         .discard, .signIn, .finishSignIn, .cancelSignIn, .openBrowser, .closeBrowser, .signOut, .loadRelated,
         .refresh, .follow]
    }

    /// The layer on top decides what can be tapped: the browser, the cover, the sheet, or the selected
    /// tab's top screen.
    public func isOnScreen(_ intent: Intent, in s: AppState<ReaderSnapshot>) -> Bool {
        let r = s.model
        if r.browser != nil { return intent == .closeBrowser }
        if r.signingIn { return intent == .finishSignIn || intent == .cancelSignIn }
        if r.composing { return intent == .send || intent == .discard }
        let top = r.current.last
        switch intent {
        case .openArticle: return (top == nil && r.tab != .profile || top == .article(1) || top == .article(2)) && r.hasRoom(on: r.tab)
        case .openAuthor: if case .article? = top { return r.hasRoom(on: r.tab) } else { return false }
        case .openSettings: return r.tab == .profile && top == nil && r.signedIn
        case .close: return top != nil
        case .popToRoot: return r.current.count >= 2
        case .compose: return r.tab == .feed && top == nil
        case .signIn: return r.tab == .profile && top == nil && !r.signedIn
        case .openBrowser, .loadRelated: if case .article? = top { return true } else { return false }
        case .signOut: return top == .settings
        case .refresh: return r.tab == .search && top == nil
        case .follow: if case .author? = top { return true } else { return false }
        case .send, .discard, .finishSignIn, .cancelSignIn, .closeBrowser: return false
        }
    }

    public func perform(_ intent: Intent, on r: inout ReaderRouter, effects: inout Effects<ReaderRouter>) throws {
        switch intent {
        case .openArticle(let n): r.push(.article(n), on: r.tab)
        case .openAuthor: if case .article(let n)? = r.current.last { r.push(.author(n), on: r.tab) }
        case .openSettings: r.push(.settings, on: .profile)
        case .close: if !r.current.isEmpty { r.current.removeLast() }
        case .popToRoot: r.current = []
        case .compose: r.composing = true
        case .send:
            effects.start("send") { r in
                r.composing = false
                r.draftSent = true
            }
        case .discard: r.composing = false
        case .signIn: r.signingIn = true
        case .finishSignIn:
            effects.start("signIn") { r in
                r.signedIn = true
                r.signingIn = false
            }
        case .cancelSignIn: r.signingIn = false
        case .openBrowser: if case .article(let n)? = r.current.last { r.browser = "article/\(n)" }
        case .closeBrowser: r.browser = nil
        case .signOut:
            r.signedIn = false
            r.profile = []
        case .loadRelated:
            // A `Task { }` from the button: its answer pushes the related article on the tab it was
            // tapped in.
            guard case .article(let n)? = r.current.last else { return }
            let tab = r.tab
            effects.start("related(\(n))") { r in r.push(.article(n % 3 + 1), on: tab) }
        case .follow:
            if case .author(let n)? = r.current.last {
                if r.followed.contains(n) { r.followed.remove(n) } else { r.followed.insert(n) }
            }
        case .refresh:
            effects.start("search") { r in if r.search.isEmpty { r.push(.article(1), on: .search) } }
        }
    }

    public var properties: [AppProperty<Self>] {
        [.invariant("settingsNeedsSignIn", "the settings screen is shown only to a signed-in user") { _, s in
            let r = s.snapshot.model
            return .when(r.profile.contains(.settings)) { .expect(r.signedIn, "settings on the profile tab while signed out") }
        },
         .invariant("atMostTwoATab", "no tab's stack holds more than two screens") { _, s in
             let r = s.snapshot.model
             return .expect(r.feed.count <= 2 && r.search.count <= 2 && r.profile.count <= 2,
                            "screens pushed: feed \(r.feed.count), search \(r.search.count), profile \(r.profile.count)")
         },
         .switchingTabsKeepsStacks(), .sheetKeepsStacksBeneath()]
            + (checksLiveness ? [.noDeadEnd(), .canAlwaysGetHome(), .everyScreenReachable(), .workSettles()] : [])
            + (restores ? [.relaunchReturnsToScreen(), .lastSaveIsReadBack()] : [])
    }
}

/// The reader router's state as a value: what the checker de-duplicates states by (by reflection, its
/// default fingerprint) and what properties read.
public struct ReaderSnapshot: Hashable, Sendable {
    public var tab: ReaderRouter.Tab
    public var feed: [ReaderRouter.Route]
    public var search: [ReaderRouter.Route]
    public var profile: [ReaderRouter.Route]
    public var composing: Bool
    public var signingIn: Bool
    public var browser: String?
    public var signedIn: Bool
    public var draftSent: Bool
    public var read: Set<Int>
    public var followed: Set<Int>

    /// The selected tab's path.
    public var current: [ReaderRouter.Route] { self[tab] }
    /// A tab's path.
    public subscript(tab: ReaderRouter.Tab) -> [ReaderRouter.Route] {
        switch tab {
        case .feed: feed
        case .search: search
        case .profile: profile
        }
    }
    /// Whether one more screen may be pushed on `tab`: at most two a tab, three in all.
    public func hasRoom(on tab: ReaderRouter.Tab) -> Bool { self[tab].count < 2 && feed.count + search.count + profile.count < 3 }
}

extension Scene<ReaderRouter> {
    /// The reader's restoration when `restores`: `@AppStorage("tab")`, a `@SceneStorage` per tab's path,
    /// and what a reader's account keeps outside the process (the sign-in in the keychain; the articles
    /// read, the authors followed and the sent draft on its server) as the app's own save.
    @MainActor
    func restoring(_ restores: Bool) -> Scene {
        guard restores else { return self }
        return appStorage("tab", \.tab).sceneStorage("feed", \.feed).sceneStorage("search", \.search).sceneStorage("profile", \.profile)
            .savedByApp("account", save: { r in
                // As bits, so that the save after every step costs one small number's text.
                String((r.signedIn ? 1 : 0) | (r.draftSent ? 2 : 0) | bits(r.read) << 2 | bits(r.followed) << 32)
            }, load: { r, text in
                guard let n = Int(text) else { throw SavedAccountUnreadable() }
                r.signedIn = n & 1 != 0
                r.draftSent = n & 2 != 0
                r.read = ids(n >> 2 & 0x3FFF_FFFF)
                r.followed = ids(n >> 32 & 0x3FFF_FFFF)
            })
    }
}

/// The reader's saved account text does not read back.
struct SavedAccountUnreadable: Error {}

/// The ids (0 to 29: the reader's articles and authors are 1 and 2) as bits.
private func bits(_ ids: Set<Int>) -> Int { ids.reduce(0) { $0 | ($1 >= 0 && $1 < 30 ? 1 << $1 : 0) } }
/// The ids whose bits `n` sets.
private func ids(_ n: Int) -> Set<Int> { Set((0..<30).filter { n & 1 << $0 != 0 }) }
