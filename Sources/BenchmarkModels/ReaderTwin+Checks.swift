import Generators
import ModelChecker
import NavigationModel
import SwiftUIBehavior

// The reader twin's fingerprint, properties and text (ReaderTwin.swift).

extension ReaderTwin {
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
