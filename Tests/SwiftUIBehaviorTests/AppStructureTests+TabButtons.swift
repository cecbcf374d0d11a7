import ModelChecker
import SwiftUIBehavior
import Testing

// Tab items that act as buttons, and a link that selects a split view's row.

/// A tab bar with a "post" item that acts as a button: the selection's setter presents the composer
/// instead of selecting it. The broken app's post item also empties home's stack.
struct PostItemApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var selected = "home"
        var home: [String] = []
        var search: [String] = []
        var composing = false
        var breaksHome = false
        var selection: String {
            get { selected }
            set {
                guard newValue == "post" else { return selected = newValue }
                composing = true
                if breaksHome { home = [] }
            }
        }
    }
    var declaresButton = true
    var broken = false
    var name: String { "postItem" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store(breaksHome: broken) }
    var scene: Scene<Store> {
        Scene {
            tabView(\.selection, buttons: declaresButton ? ["post"] : []) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
                view().tag("post")
            }
            .sheet("composer", isPresented: \.composing)
        }
    }
    var intents: [String] { ["push"] }
    func perform(_ intent: String, on s: inout Store, effects: inout Effects<Store>) throws {
        if s.selected == "home" { s.home.append("a") } else { s.search.append("a") }
    }
    func isWithinBounds(_ state: AppState<Store>) -> Bool { state.model.home.count <= 1 && state.model.search.count <= 1 }
    var properties: [AppProperty<Self>] { [.switchingTabsKeepsStacks()] }
}

@Suite("Tab items that act as buttons")
struct TabButtonTests {
    @Test func aPostItemIsJudgedAsAButtonThatKeepsEveryStack() throws {
        let undeclared = try explore(PostItemApp(declaresButton: false), "switchingTabsKeepsStacks", depth: 3)
        #expect(undeclared.trace == ["tapTab(post)"])
        #expect(undeclared.message == "tapTab(post): sheets [] → [composer]")
        let declared = try explore(PostItemApp(), "switchingTabsKeepsStacks", depth: 6)
        #expect(declared.violated.isEmpty && declared.nonVacuous > 0)
        let broken = try explore(PostItemApp(broken: true), "switchingTabsKeepsStacks", depth: 3)
        #expect(broken.trace == ["push", "tapTab(post)"])
        #expect(broken.message == "tapTab(post): home [a] → []; sheets [] → [composer]")
    }
}

/// A split view of books with a chapters stack in the detail column, and a link that must select book
/// b and show its first chapter; the broken handler pushes the chapter and forgets the selection.
struct BookLinkApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var book: String?
        var chapters: [String] = []
    }
    var broken = false
    var profile: PlatformProfile
    var name: String { "bookLink" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> {
        Scene {
            navigationSplitView("library", selection: \.book, rows: ["a", "b"], path: \.chapters)
        }
            .links([DeepLink("app://book/b", selects: "b", in: "library", showing: ["ch1"])]) { [broken] s, _, _ in
                if !broken { s.book = "b" }
                s.chapters = ["ch1"]
            }
    }
    var intents: [String] { [] }
    func perform(_ intent: String, on s: inout Store, effects: inout Effects<Store>) throws {}
    var properties: [AppProperty<Self>] { [.linkShowsItsTarget(), .linkNotHiddenUnderSheet()] }
}

@Suite("A link that selects a split view's row")
struct SplitLinkTests {
    @Test func aLinkThatForgetsTheSelectionIsCaughtOnBothProfiles() throws {
        for profile in [PlatformProfile.iPad, .iPhone] {
            let broken = try explore(BookLinkApp(broken: true, profile: profile), "linkShowsItsTarget", depth: 3)
            #expect(broken.trace == ["openURL(\"app://book/b\")"], "\(profile)")
            #expect(broken.message == "openURL(\"app://book/b\"): library selects nothing, not b", "\(profile)")
            let fixed = try explore(BookLinkApp(profile: profile), "linkShowsItsTarget", depth: 4)
            #expect(fixed.violated.isEmpty && fixed.nonVacuous > 0, "\(profile): \(fixed.violated) \(fixed.message ?? "")")
        }
    }
}
