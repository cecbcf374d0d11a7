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
        // No touch while a swiped sheet's dismissal runs (its binding's write is pending).
        if Self.isTouch(action), s.pending.contains(where: { if case .dismissal = $0.work { true } else { false } }) { return false }
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

    /// `AppMachine.isTouch`: a tap of the app's own, or a gesture (``SystemAction/isGesture``).
    static func isTouch(_ action: Action) -> Bool {
        switch action {
        case .user: true
        case .system(let system): system.isGesture
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
}
