import Generators
import ModelChecker
import NavigationModel
import SwiftUIBehavior

// The reader app (ReaderApp.swift) written as a plain value state machine, the way the catalog's specs
// are: one struct holds the router's fields and what SwiftUIBehavior keeps around the store (the
// pending effects, the screens on view, the order the sheets were presented in, the sheets being
// swiped away), `apply` does what `AppMachine.perform` and `settle` do for this app, and the
// fingerprint is written by hand. It takes the same actions in the same order, enables them by the
// same rules and checks the same properties, so that it finds the same states, transitions and
// counterexamples as `AppMachine(ReaderApp())` (ReaderTwinTests compares the two).
//
// What the reader app's scene declares, and so what the twin hard-codes: three tabs (`feed`, `search`,
// `profile`) with a stack each, named as its tab; screens' `.task` on the feed and search stacks (the
// default `.either` cancellation), none on profile; the sheets `compose` (`.sheet`), `signIn`
// (`.fullScreenCover`) and `browser` (`.sheet(item:)`), all presented from the main content; three
// links; no `onAppear`, `onDisappear`, `onDismiss`, `.task(id:)`, size class or `backHidden`; iOS 18
// (re-tapping a tab does nothing); iPhone; at most three pending effects.

/// The reader app as a plain value state machine: the same model as `AppMachine(ReaderApp())`.
public struct ReaderTwin: StateMachine {
    public typealias Intent = ReaderApp.Intent
    public typealias Route = ReaderRouter.Route
    public typealias Tab = ReaderRouter.Tab
    /// The same actions as `AppMachine<ReaderApp>`'s, so that they print the same.
    public typealias Action = AppAction<ReaderApp.Intent>

    /// The app's sheets, in the order the scene declares them.
    public enum Sheet: String, Hashable, Sendable, CaseIterable {
        case compose, signIn, browser

        /// A `.sheet`, which a swipe dismisses, or a full-screen cover, which nothing but the app does.
        public var style: PresentationStyle { self == .signIn ? .fullScreenCover : .sheet }
    }

    /// A screen on view (SwiftUIBehavior's `Screen`): the top of a tab's stack (`route` nil: its root),
    /// or a sheet's content (`item`: what the sheet shows, "" over a Boolean; nil when its binding was
    /// cleared in the step that looks at it).
    public struct ViewScreen: Hashable, Sendable, CustomStringConvertible {
        /// Where it is.
        public enum Place: Hashable, Sendable {
            case stack(Tab), sheet(Sheet)
        }
        public var place: Place
        /// 0 for a root; n for the n-th pushed route.
        public var depth: Int
        /// A stack screen's route.
        public var route: Route?
        /// A sheet screen's item, as text.
        public var item: String?

        /// `feed › article(1)`, `sheet:browser › article/1`, as `Screen` says it.
        public var description: String {
            switch place {
            case .stack(let tab): route.map { "\(tab.rawValue) › \(ReaderTwin.label(of: $0))" } ?? tab.rawValue
            case .sheet(let sheet): item.map { "sheet:\(sheet.rawValue) › \($0)" } ?? "sheet:\(sheet.rawValue)"
            }
        }
    }

    /// What a pending effect will do when it answers; its name in traces says the same.
    public enum Work: Hashable, Sendable {
        /// An article screen's `.task`: the article's text loads.
        case loadArticle(Int)
        /// An author screen's `.task` on a tab's stack: the author is found (or, for the gone one, the
        /// screen pops itself).
        case loadAuthor(Int, Tab)
        /// The send button's `Task { }`.
        case send
        /// The finish-sign-in button's `Task { }`.
        case signIn
        /// The related-article button's `Task { }`: pushes the related article on the tab it was
        /// tapped in.
        case related(Int, Tab)
        /// The refresh button's `Task { }`.
        case search
        /// The end of a swipe down: the sheet's binding is written.
        case dismissal(Sheet)

        /// `load(article(1))`, `loadAuthor(2)`, `dismissal(compose)`, …
        public var name: String {
            switch self {
            case .loadArticle(let n): "load(article(\(n)))"
            case .loadAuthor(let n, _): "loadAuthor(\(n))"
            case .send: "send"
            case .signIn: "signIn"
            case .related(let n, _): "related(\(n))"
            case .search: "search"
            case .dismissal(let sheet): "dismissal(\(sheet.rawValue))"
            }
        }

        /// A screen's `.task` is cancelled "at some point" (`.either`); a button's `Task { }` and a
        /// dismissal never.
        public var cancellation: Cancellation {
            switch self {
            case .loadArticle, .loadAuthor: .either
            case .send, .signIn, .related, .search, .dismissal: .never
            }
        }

        /// The action that started it (nil for a screen's task): the intent's name, or the swipe.
        public var startedBy: String? {
            switch self {
            case .loadArticle, .loadAuthor: nil
            case .send: "send"
            case .signIn: "finishSignIn"
            case .related: "loadRelated"
            case .search: "refresh"
            case .dismissal(let sheet): "swipeDown(\(sheet.rawValue))"
            }
        }
    }

    /// Work started and not answered yet (SwiftUIBehavior's `PendingEffect`).
    public struct Effect: Hashable, Sendable, CustomStringConvertible {
        public var work: Work
        /// The screen that started it (nil: none, as for a swipe's dismissal).
        public var owner: ViewScreen?
        /// Whether its owner is on view now.
        public var ownerVisible = true
        /// Whether a person acted while it was pending.
        public var interleaved = false
        /// Whether it was cancelled while its screen stayed on view (a `.task(id:)` restarted: never
        /// here, kept for the fingerprint's sake).
        public var cancelled = false

        /// `load(article(1))`, `load(article(1)) (off view)`, as `PendingEffect` says it.
        public var description: String {
            cancelled ? work.name + " (cancelled)" : ownerVisible ? work.name : work.name + " (off view)"
        }
    }

    /// A state: the router's fields and what SwiftUI keeps around them.
    public struct State: Hashable, Sendable, CustomStringConvertible {
        /// The router's fields.
        public var model: ReaderSnapshot
        /// Work started and not answered yet, oldest first (`answer(0)` is the oldest).
        public var pending: [Effect] = []
        /// The screens on view after the last step.
        public var visible: [ViewScreen] = []
        /// The sheets whose bindings are set, in the order they were set.
        public var presented: [Sheet] = []
        /// Sheets swiped down whose dismissal has not ended: off screen, binding still set.
        public var dismissing: Set<Sheet> = []

        public var description: String { "\(model) pending: \(pending) visible: \(visible) presented: \(presented)" }
    }

    public let name = "reader-twin"
    /// Which actions are offered (the reader app's benchmark alphabet: `.ui` by default).
    public let alphabet: Alphabet
    /// Whether the settings link ignores sign-in (the defect the benchmark finds), as in `ReaderApp`.
    public let linkIgnoresSignIn: Bool
    /// The author whose screen pops itself when its load answers: 2 in the reader app. Another value
    /// makes a different app (the tests' witness that the comparison with `AppMachine` can fail).
    public let goneAuthor: Int
    /// At most this many effects pending at once (`Scene.maxPendingEffects`).
    public let maxPendingEffects = 3

    /// The links, as `ReaderApp.links`.
    public static let links = ["reader://article/2", "reader://settings", "reader://compose"]
    /// The app's intents, in `ReaderApp.intents`'s order.
    public static let intents: [Intent] = [
        .openArticle(1), .openArticle(2), .openArticle(3), .openAuthor, .openSettings, .close, .popToRoot, .compose, .send,
        .discard, .signIn, .finishSignIn, .cancelSignIn, .openBrowser, .closeBrowser, .signOut, .loadRelated,
        .refresh, .follow,
    ]

    /// The twin of `ReaderApp(alphabet:linkIgnoresSignIn:)`.
    public init(alphabet: Alphabet = .ui, linkIgnoresSignIn: Bool = true, goneAuthor: Int = 2) {
        self.alphabet = alphabet
        self.linkIgnoresSignIn = linkIgnoresSignIn
        self.goneAuthor = goneAuthor
    }

    // MARK: Actions

    /// As `AppMachine` builds them: the intents; per stack back, edge swipe and the back button's menu
    /// to depths 0 to 2; a tap per tab; a swipe down per `.sheet`; each link; answer and cancel of the
    /// pending effects 0 to 2.
    public static let alphabetActions: [Action] = {
        var system: [SystemAction] = []
        for tab in Tab.allCases {
            system += [.back(tab.rawValue), .edgeSwipeBack(tab.rawValue)]
            system += (0...2).map { SystemAction.longPressBack(tab.rawValue, to: $0) }
        }
        system += Tab.allCases.map { SystemAction.tapTab($0.rawValue) }
        system += Sheet.allCases.filter { $0.style == .sheet }.map { SystemAction.swipeDown($0.rawValue) }
        system += links.map(SystemAction.openURL)
        system += (0..<3).map(SystemAction.answer)
        system += (0..<3).map(SystemAction.cancel)
        return intents.map(Action.user) + system.map(Action.system)
    }()

    public var actions: Generator<Action> { .element(of: Self.alphabetActions) }

    /// The launch: the feed tab's root on view, nothing pending.
    public var initialStates: [State] {
        let model = ReaderSnapshot(tab: .feed, feed: [], search: [], profile: [], composing: false, signingIn: false,
                                   browser: nil, signedIn: false, draftSent: false, read: [], followed: [])
        var s = State(model: model)
        settle(&s, before: [])
        return [s]
    }

    /// Answers and cancellations are the system's; everything else (a tap, a swipe, a link) a person's.
    public func origin(of action: Action) -> ActionOrigin {
        switch action {
        case .system(.answer), .system(.cancel): .system
        default: .user
        }
    }

    /// At rest when nothing is pending.
    public func isSettled(_ s: State) -> Bool { s.pending.isEmpty }

    /// At most `maxPendingEffects` pending.
    public func isWithinBounds(_ s: State) -> Bool { s.pending.count <= maxPendingEffects }

    /// `AppMachine.isEnabled`, with `ReaderApp.isOnScreen` for the intents.
    public func isEnabled(_ action: Action, in s: State) -> Bool {
        switch action {
        case .user(let intent):
            return Self.isOnScreen(intent, in: s.model)
        case .system(.back(let name)), .system(.edgeSwipeBack(let name)):
            // The stack is on the selected tab, not empty, and no sheet is on top of it.
            guard let tab = Tab(rawValue: name) else { return false }
            return !s.model[tab].isEmpty && shownSheets(of: s).isEmpty && tab == s.model.tab
        case .system(.longPressBack(let name, let depth)):
            guard let tab = Tab(rawValue: name) else { return false }
            return s.model[tab].count >= depth + 2 && isEnabled(.system(.back(name)), in: s)
        case .system(.tapTab):
            return shownSheets(of: s).isEmpty
        case .system(.swipeDown(let name)):
            guard let top = shownSheets(of: s).last else { return false }
            return top.rawValue == name && top.style == .sheet
        case .system(.openURL):
            return true
        case .system(.resize), .system(.entry), .system(.select), .system(.selectContent), .system(.showColumns), .system(.relaunch):
            return false   // the scene reads no size class, an iPhone never changes it, it has no split view and saves nothing
        case .system(.answer(let k)):
            return k < s.pending.count
        case .system(.cancel(let k)):
            guard k < s.pending.count else { return false }
            let p = s.pending[k]
            return p.work.cancellation == .either && (p.cancelled || !p.ownerVisible)
        }
    }

    /// `ReaderApp.isOnScreen`: the layer on top decides what can be tapped.
    static func isOnScreen(_ intent: Intent, in r: ReaderSnapshot) -> Bool {
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

    // MARK: Steps

    /// `AppMachine.perform`: a person's action marks the work pending as interleaved; the action runs
    /// (an intent's work is owned by the top screen as it is right after the intent, before the sheets'
    /// order is brought up to date); then the step settles against the screens on view before it.
    public func apply(_ action: Action, to s: inout State) throws {
        let before = s.visible
        if origin(of: action) != .system {
            for i in s.pending.indices { s.pending[i].interleaved = true }
        }
        switch action {
        case .user(let intent):
            let started = perform(intent, on: &s.model)
            let owner = topScreen(of: s)
            for work in started { s.pending.append(Effect(work: work, owner: owner)) }
        case .system(let system):
            perform(system, on: &s)
        }
        settle(&s, before: before)
    }

    /// `ReaderApp.perform`: what the control does to the router, and the work it starts.
    func perform(_ intent: Intent, on r: inout ReaderSnapshot) -> [Work] {
        switch intent {
        case .openArticle(let n): r.twinPush(.article(n), on: r.tab)
        case .openAuthor: if case .article(let n)? = r.current.last { r.twinPush(.author(n), on: r.tab) }
        case .openSettings: r.twinPush(.settings, on: .profile)
        case .close: if !r.current.isEmpty { r.twinSet(r.tab, Array(r.current.dropLast())) }
        case .popToRoot: r.twinSet(r.tab, [])
        case .compose: r.composing = true
        case .send: return [.send]
        case .discard: r.composing = false
        case .signIn: r.signingIn = true
        case .finishSignIn: return [.signIn]
        case .cancelSignIn: r.signingIn = false
        case .openBrowser: if case .article(let n)? = r.current.last { r.browser = "article/\(n)" }
        case .closeBrowser: r.browser = nil
        case .signOut:
            r.signedIn = false
            r.profile = []
        case .loadRelated:
            guard case .article(let n)? = r.current.last else { return [] }
            return [.related(n, r.tab)]
        case .follow:
            if case .author(let n)? = r.current.last {
                if r.followed.contains(n) { r.followed.remove(n) } else { r.followed.insert(n) }
            }
        case .refresh: return [.search]
        }
        return []
    }

    /// `AppMachine.perform(_ action: SystemAction, …)` for this scene.
    func perform(_ action: SystemAction, on s: inout State) {
        switch action {
        case .back(let name), .edgeSwipeBack(let name):
            guard let tab = Tab(rawValue: name), !s.model[tab].isEmpty else { return }
            s.model.twinSet(tab, Array(s.model[tab].dropLast()))
        case .longPressBack(let name, let depth):
            guard let tab = Tab(rawValue: name), s.model[tab].count > depth else { return }
            s.model.twinSet(tab, Array(s.model[tab].prefix(depth)))
        case .tapTab(let name):
            // Re-tapping the selected tab writes the selection again and does nothing else (iOS 18).
            guard let tab = Tab(rawValue: name) else { return }
            s.model.tab = tab
        case .swipeDown(let name):
            guard let sheet = Sheet(rawValue: name) else { return }
            s.dismissing.insert(sheet)
            s.pending.append(Effect(work: .dismissal(sheet), owner: nil))
        case .openURL(let url):
            open(url, on: &s.model)   // starts no work (a link's work would have no owner)
        case .resize, .entry, .select, .selectContent, .showColumns, .relaunch:
            break
        case .answer(let k):
            guard k < s.pending.count else { return }
            let effect = s.pending.remove(at: k)
            answer(effect.work, on: &s.model)
            if case .dismissal(let sheet) = effect.work { s.dismissing.remove(sheet) }
        case .cancel(let k):
            guard k < s.pending.count else { return }
            s.pending.remove(at: k)
        }
    }

    /// `ReaderRouter.open`: the links.
    func open(_ url: String, on r: inout ReaderSnapshot) {
        guard !r.signingIn else { return }
        switch url {
        case "reader://article/2":
            r.browser = nil
            r.composing = false
            r.twinPush(.article(2), on: r.tab)
        case "reader://settings":
            r.browser = nil
            r.composing = false
            r.tab = .profile
            if r.signedIn || linkIgnoresSignIn { r.profile = [.settings] }
        case "reader://compose":
            r.browser = nil
            r.composing = true
        default:
            break
        }
    }

    /// What each pending effect does when it answers.
    func answer(_ work: Work, on r: inout ReaderSnapshot) {
        switch work {
        case .loadArticle(let n): r.read.insert(n)
        case .loadAuthor(let n, let tab):
            if n == goneAuthor, r[tab].last == .author(n) { r.twinSet(tab, Array(r[tab].dropLast())) }
        case .send:
            r.composing = false
            r.draftSent = true
        case .signIn:
            r.signedIn = true
            r.signingIn = false
        case .related(let n, let tab): r.twinPush(.article(n % 3 + 1), on: tab)
        case .search: if r.search.isEmpty { r.twinPush(.article(1), on: .search) }
        case .dismissal(.compose): r.composing = false
        case .dismissal(.signIn): r.signingIn = false
        case .dismissal(.browser): r.browser = nil
        }
    }

    /// `AppMachine.settle` for a scene with no `onAppear`, `onDisappear`, `onDismiss` or `.task(id:)`:
    /// one round. The sheets' order is brought up to date; the screens on view are taken again; each
    /// effect's `ownerVisible` says whether its owner is among them; each screen that was not on view
    /// before the step (`before`) starts its `.task`. (No effect here is cancelled `.withScreen`, and
    /// no hook runs that could change what is on view, so no second round.)
    func settle(_ s: inout State, before: [ViewScreen]) {
        updatePresentation(&s)
        let now = visibleScreens(of: s)
        s.visible = now
        for i in s.pending.indices {
            if let owner = s.pending[i].owner { s.pending[i].ownerVisible = now.contains(owner) }
        }
        for screen in now where !before.contains(screen) {
            if let work = task(of: screen, in: s.model) { s.pending.append(Effect(work: work, owner: screen)) }
        }
    }

    /// `ReaderApp.task(of:in:)`: the `.task` of a screen of the feed or search stack.
    func task(of screen: ViewScreen, in r: ReaderSnapshot) -> Work? {
        guard case .stack(let tab) = screen.place, tab != .profile else { return nil }
        switch screen.route {
        case .article(let n)?: return .loadArticle(n)
        case .author(let n)?: return .loadAuthor(n, tab)
        default: return nil
        }
    }

    /// `AppMachine.updatePresentation`: sheets whose binding was cleared leave the order (and stop being
    /// dismissed); newly set ones join it, in declaration order.
    func updatePresentation(_ s: inout State) {
        let set = Sheet.allCases.filter { Self.item(of: $0, in: s.model) != nil }
        for sheet in s.presented where !set.contains(sheet) { s.dismissing.remove(sheet) }
        s.presented = s.presented.filter(set.contains) + set.filter { !s.presented.contains($0) }
    }

    /// What a sheet shows, as text: "" over a Boolean, the browser's page; nil when not set.
    static func item(of sheet: Sheet, in r: ReaderSnapshot) -> String? {
        switch sheet {
        case .compose: r.composing ? "" : nil
        case .signIn: r.signingIn ? "" : nil
        case .browser: r.browser
        }
    }

    /// `AppMachine.presentedSheets`: every sheet is presented from the main content, so at most one is
    /// on screen: the first presented, unless it is being swiped away.
    func shownSheets(of s: State) -> [Sheet] {
        guard let first = s.presented.first, !s.dismissing.contains(first) else { return [] }
        return [first]
    }

    /// `AppState.scene.hiddenSheets`: sheets set but not shown (none while one is being swiped away).
    func hiddenSheets(of s: State) -> [Sheet] {
        guard s.dismissing.isEmpty else { return [] }
        let shown = shownSheets(of: s)
        return s.presented.filter { !shown.contains($0) }
    }

    /// `AppMachine.visibleScreens`: the selected tab's top screen and the shown sheet's content; a
    /// full-screen cover takes what is beneath off view.
    func visibleScreens(of s: State) -> [ViewScreen] {
        var screens = [stackTop(of: s.model)]
        for sheet in shownSheets(of: s) {
            if sheet.style == .fullScreenCover { screens = [] }
            screens.append(ViewScreen(place: .sheet(sheet), depth: 0, route: nil, item: Self.item(of: sheet, in: s.model)))
        }
        return screens
    }

    /// `AppMachine.topScreen`: the top screen of the layer that takes touches.
    func topScreen(of s: State) -> ViewScreen {
        guard let sheet = shownSheets(of: s).last else { return stackTop(of: s.model) }
        return ViewScreen(place: .sheet(sheet), depth: 0, route: nil, item: Self.item(of: sheet, in: s.model))
    }

    func stackTop(of r: ReaderSnapshot) -> ViewScreen {
        ViewScreen(place: .stack(r.tab), depth: r.current.count, route: r.current.last, item: nil)
    }

    // MARK: Fingerprint

    /// What `AppState<ReaderSnapshot>` holds, and nothing else: the router's fields, the pending
    /// effects (name, owner, owner on view, interleaved, cancelled: the cancellation and the action
    /// that started one follow from its name), the screens on view, and the sheets shown and hidden.
    /// (The stacks' paths and the selected tab are the router's; the order of presentation and the
    /// sheets being swiped away follow from the sheets shown and hidden, as at most one sheet is set
    /// at a time in this app.)
    public func fingerprint(of s: State, into f: inout Fingerprinter) {
        let r = s.model
        f.combine(Self.code(of: r.tab))
        for tab in Tab.allCases {
            let path = r[tab]
            f.combine(path.count)
            for route in path { f.combine(Self.code(of: route)) }
        }
        f.combine(r.composing)
        f.combine(r.signingIn)
        if let page = r.browser { f.combine(true); f.combine(page) } else { f.combine(false) }
        f.combine(r.signedIn)
        f.combine(r.draftSent)
        Self.combine(r.read, into: &f)
        Self.combine(r.followed, into: &f)
        f.combine(s.pending.count)
        for e in s.pending {
            switch e.work {
            case .loadArticle(let n): f.combine(1); f.combine(n)
            case .loadAuthor(let n, _): f.combine(2); f.combine(n)
            case .send: f.combine(3)
            case .signIn: f.combine(4)
            case .related(let n, _): f.combine(5); f.combine(n)
            case .search: f.combine(6)
            case .dismissal(let sheet): f.combine(7); f.combine(Self.code(of: sheet))
            }
            if let owner = e.owner { f.combine(true); Self.combine(owner, into: &f) } else { f.combine(false) }
            f.combine(e.ownerVisible)
            f.combine(e.interleaved)
            f.combine(e.cancelled)
        }
        f.combine(s.visible.count)
        for screen in s.visible { Self.combine(screen, into: &f) }
        let shown = shownSheets(of: s), hidden = hiddenSheets(of: s)
        f.combine(shown.count)
        for sheet in shown { f.combine(Self.code(of: sheet)) }
        f.combine(hidden.count)
        for sheet in hidden { f.combine(Self.code(of: sheet)) }
    }

    static func code(of tab: Tab) -> Int { Tab.allCases.firstIndex(of: tab)! }
    static func code(of sheet: Sheet) -> Int { Sheet.allCases.firstIndex(of: sheet)! }
    static func code(of route: Route) -> Int {
        switch route {
        case .article(let n): n &* 4 &+ 1
        case .author(let n): n &* 4 &+ 2
        case .settings: 3
        }
    }

    static func combine(_ screen: ViewScreen, into f: inout Fingerprinter) {
        switch screen.place {
        case .stack(let tab): f.combine(code(of: tab))
        case .sheet(let sheet): f.combine(3 + code(of: sheet))
        }
        f.combine(screen.depth)
        f.combine(screen.route.map(code(of:)))
        if let item = screen.item { f.combine(true); f.combine(item) } else { f.combine(false) }
    }

    /// A set of numbers, whatever order it iterates in.
    static func combine(_ set: Set<Int>, into f: inout Fingerprinter) {
        var sum: UInt64 = 0
        for n in set {
            var g = Fingerprinter()
            g.combine(n)
            sum &+= g.value
        }
        f.combine(set.count)
        f.combine(sum)
    }

    // MARK: Properties

    /// `ReaderApp`'s two invariants, then the two built-in properties it lists
    /// (`switchingTabsKeepsStacks`, `sheetKeepsStacksBeneath`), with the same names and meanings.
    public var properties: [Property<ReaderTwin>] {
        [.invariant("settingsNeedsSignIn", "the settings screen is shown only to a signed-in user") { _, s in
            let r = s.model
            return .when(r.profile.contains(.settings)) { .expect(r.signedIn, "settings on the profile tab while signed out") }
        },
         .invariant("atMostTwoATab", "no tab's stack holds more than two screens") { _, s in
             let r = s.model
             return .expect(r.feed.count <= 2 && r.search.count <= 2 && r.profile.count <= 2,
                            "screens pushed: feed \(r.feed.count), search \(r.search.count), profile \(r.profile.count)")
         },
         .transition("switchingTabsKeepsStacks", "switching tabs keeps every tab's stack") { m, before, action, after in
             guard case .system(.tapTab(let tab)) = action, tab != before.model.tab.rawValue else { return .notApplicable }
             let same = Tab.allCases.allSatisfy { before.model[$0] == after.model[$0] }
             return .expect(same && after.model.tab.rawValue == tab, "\(action): \(m.changes(before, after))")
         },
         .transition("sheetKeepsStacksBeneath", "presenting or dismissing a sheet never changes the stacks beneath it") { m, before, action, after in
             let sheet: String
             switch action {
             case .system(.swipeDown(let name)): sheet = name
             case .system(.answer(let k)):
                 guard k < before.pending.count, let started = before.pending[k].work.startedBy,
                       started.hasPrefix("swipeDown("), started.hasSuffix(")") else { return .notApplicable }
                 sheet = String(started.dropFirst("swipeDown(".count).dropLast())
             default: return .notApplicable   // no intent has a role
             }
             for tab in Tab.allCases where before.model[tab] != after.model[tab] {
                 return .violated("\(action) changed \(tab.rawValue) beneath \(sheet): \(Self.text(before.model[tab])) became \(Self.text(after.model[tab]))")
             }
             return .holds
         }]
    }

    /// What changed between two states, in `changes(_:_:)`'s words (SwiftUIBehavior).
    func changes(_ a: State, _ b: State) -> String {
        var out: [String] = []
        if a.model.tab != b.model.tab { out.append("tab \(a.model.tab.rawValue) → \(b.model.tab.rawValue)") }
        for tab in Tab.allCases where a.model[tab] != b.model[tab] {
            out.append("\(tab.rawValue) \(Self.text(a.model[tab])) → \(Self.text(b.model[tab]))")
        }
        let (was, now) = (shownSheets(of: a).map(\.rawValue), shownSheets(of: b).map(\.rawValue))
        if was != now { out.append("sheets [\(was.joined(separator: ", "))] → [\(now.joined(separator: ", "))]") }
        return out.isEmpty ? "nothing on view changed" : out.joined(separator: "; ")
    }

    // MARK: What a person sees

    /// `article(1)`, `author(2)`, `settings`: a route as the scene names it.
    static func label(of route: Route) -> String {
        switch route {
        case .article(let n): "article(\(n))"
        case .author(let n): "author(\(n))"
        case .settings: "settings"
        }
    }

    static func text(_ routes: [Route]) -> String { "[" + routes.map(label(of:)).joined(separator: ", ") + "]" }

    /// `[feed] feed › article(1) ⧉ compose ⏳ load(article(1))`, as `AppMachine.screens(of:)` says it.
    public func screens(of s: State) -> String {
        var parts = ["[\(s.model.tab.rawValue)]"]
        for tab in Tab.allCases where s.visible.contains(where: { $0.place == .stack(tab) }) {
            parts.append(([tab.rawValue] + s.model[tab].map(Self.label(of:))).joined(separator: " › "))
        }
        for sheet in shownSheets(of: s) {
            let item = Self.item(of: sheet, in: s.model) ?? ""
            parts.append("⧉ " + (item.isEmpty ? sheet.rawValue : "\(sheet.rawValue)(\(item))"))
        }
        if !s.pending.isEmpty { parts.append("⏳ " + s.pending.map(\.description).joined(separator: ", ")) }
        return parts.joined(separator: " ")
    }

    /// The router's fields, then the pending work, as `AppMachine.fields(of:)` gives them.
    public func fields(of s: State) -> [StateField] {
        (StableText.fields(of: s.model) ?? [StateField(name: "store", value: String(describing: s.model))])
            + [StateField(name: "pending", value: "[" + s.pending.map(\.description).joined(separator: ", ") + "]")]
    }
}

extension ReaderSnapshot {
    /// Sets a tab's path (the snapshot's subscript only reads).
    fileprivate mutating func twinSet(_ tab: ReaderRouter.Tab, _ path: [ReaderRouter.Route]) {
        switch tab {
        case .feed: feed = path
        case .search: search = path
        case .profile: profile = path
        }
    }

    /// `ReaderRouter.push`: pushes `route` on `tab` when there is room.
    fileprivate mutating func twinPush(_ route: ReaderRouter.Route, on tab: ReaderRouter.Tab) {
        if hasRoom(on: tab) { twinSet(tab, self[tab] + [route]) }
    }
}
