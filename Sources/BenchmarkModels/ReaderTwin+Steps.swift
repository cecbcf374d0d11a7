import Generators
import ModelChecker
import NavigationModel
import SwiftUIBehavior

// The reader twin's steps: what `AppMachine.perform` and `settle` do for the reader app (ReaderTwin.swift).

extension ReaderTwin {
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
