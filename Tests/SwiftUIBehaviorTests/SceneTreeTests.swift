import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// The scene declared as the app's view tree lowers into the same tables as the flat declaration:
// the same state counts and the same findings, for the shapes of the examples.

extension SplitApp {
    /// The app's scene, as its `body` nests it.
    var treeScene: Scene<Store> {
        let defect = defect, loads = loads, refreshes = refreshes
        return Scene {
            tabView(\.tab) {
                navigationSplitView("library", selection: \.book, rows: ["a", "b"], path: \.chapters, visibility: \.columns,
                                     task: loads ? { route in
                                         route == nil ? ScreenTask("load") { s in if s.defect == .lateLoadPushes { s.chapters.append(.step(9)) } } : nil
                                     } : nil)
                    .tag("library")
                navigationStack("settings", \.settings, task: refreshes ? { route in
                    route == nil ? ScreenTask("refresh") { s in if s.defect == .refreshClearsSelection { s.book = nil } } : nil
                } : nil)
                    .tag("settings")
            }
            .sheet("info", isPresented: \.info)
            .onChangeOfSizeClass { s, sizeClass in
                guard sizeClass == .compact else { return }
                if s.defect == .compactClearsSelection { s.book = nil }
                if s.defect == .resizeClearsPath { s.chapters = [] }
            }
        }
        .links([DeepLink("app://nope", ignored: ())]) { s, _, _ in if defect == .linkClearsSelection { s.book = nil } }
    }
}

extension SplitApp {
    /// The same scene in the flat form, kept to compare it with the tree.
    @available(*, deprecated, message: "the flat form, kept to compare it with the tree")
    var flatScene: Scene<Store> {
        Scene()
            .tabs(\.tab, ["library", "settings"])
            .split("library", selection: \.book, rows: ["a", "b"], path: \.chapters, visibility: \.columns, in: "library",
                   task: loads ? { route in
                       route == nil ? ScreenTask("load") { s in if s.defect == .lateLoadPushes { s.chapters.append(.step(9)) } } : nil
                   } : nil)
            .stack("settings", \.settings, in: "settings", task: refreshes ? { route in
                route == nil ? ScreenTask("refresh") { s in if s.defect == .refreshClearsSelection { s.book = nil } } : nil
            } : nil)
            .sheet("info", isPresented: \.info)
            .links([DeepLink("app://nope", ignored: ())]) { s, _, _ in if s.defect == .linkClearsSelection { s.book = nil } }
            .sizeClass { s, sizeClass in
                guard sizeClass == .compact else { return }
                if s.defect == .compactClearsSelection { s.book = nil }
                if s.defect == .resizeClearsPath { s.chapters = [] }
            }
    }
}

/// The tabbed probe's scene in the flat form (``Probe/tabbed(retap:onAppear:task:)`` is its tree): two
/// tabs with a stack each, a sheet with its own stack, a help sheet and a full-screen cover. Kept to
/// compare the two forms; deprecated with the flat form.
@available(*, deprecated, message: "the flat form, kept to compare it with the tree")
func flatTabbed(onAppear: (@Sendable (inout ProbeStore, String?) -> Void)? = nil,
                task: (@Sendable (String?) -> ScreenTask<ProbeStore>?)? = nil) -> Scene<ProbeStore> {
    Scene()
        .tabs(\.tab, ["home", "search"])
        .stack("home", \.home, in: "home", backHidden: { $0.hideBack }, onAppear: onAppear, task: task)
        .stack("search", \.search, in: "search")
        .sheet("sheet", \.sheet, dismissDisabled: { $0.lockSheet })
        .stack("inSheet", \.sheetPath, sheet: "sheet")
        .sheet("help", isPresented: \.help)
        .sheet("cover", \.cover, style: .fullScreenCover)
}

/// The cover holding the tabs (``CoverClosingTabTests/app(closesCover:)``) in the flat form.
@available(*, deprecated, message: "the flat form, kept to compare it with the tree")
func flatCoverHoldingTheTabs() -> Scene<ProbeStore> {
    Scene<ProbeStore>()
        .stack("main", \.sheetPath)
        .sheet("onboarding", \.cover, style: .fullScreenCover)
        .tabs(\.tab, ["home", "search"]).tabBar(in: "onboarding")
        .stack("home", \.home, in: "home", sheet: "onboarding")
        .stack("search", \.search, in: "search", sheet: "onboarding")
}

/// The stack around the tab bar (``StackAroundTabBarTests/scene(custom:selection:retap:)``) in the flat form.
@available(*, deprecated, message: "the flat form, kept to compare it with the tree")
func flatStackAroundTheTabs(custom: Bool) -> Scene<ProbeStore> {
    let bare = Scene<ProbeStore>().stack("main", \.sheetPath)
    let tabbed = custom ? bare.customTabBar(\.tab, ["home", "search"], retap: .system) : bare.tabs(\.tab, ["home", "search"], retap: .system)
    return tabbed.tabBar(atRootOf: "main")
        .stack("home", \.home, in: "home")
        .stack("search", \.search, in: "search")
}

/// What an exploration gave, to compare two declarations of one app.
struct Outcome: Equatable, CustomStringConvertible {
    var states: Int
    var complete: Bool
    var findings: [String]

    init<A: SwiftUIApp>(_ app: A, depth: Int) throws {
        let result = try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: depth, workers: 1)).run()
        states = result.statistics.distinctStates
        complete = result.complete
        findings = result.violatedProperties.map { p in
            let c = result.counterexample(for: p)
            return "\(p): \(c?.actions.map(\.description) ?? []) \(c?.message ?? "")"
        }
    }

    var description: String { "\(states) states\(complete ? "" : " (partial)"), \(findings)" }
}

@Suite("A scene declared as the view tree")
struct SceneTreeTests {
    static let buttons: [String: Probe.Button] = [
        "push": { s, _ in s.home.append("a") },
        "present": { s, _ in s.sheet = "x" },
        "pushInSheet": { s, _ in s.sheetPath.append("b") },
        "help": { s, _ in s.help = true },
        "cover": { s, _ in s.cover = "c" },
        "uncover": { s, _ in s.cover = nil },
    ]

    static var tabbedProperties: [AppProperty<Probe>] { [
        .backLowersDepthByOne(), .switchingTabsKeepsStacks(), .retapFollowsBehavior(), .sheetKeepsStacksBeneath(), .oneSheetAtALevel(),
    ] }

    @available(*, deprecated, message: "compares the flat form with the tree")
    @Test func theTabbedProbeGivesTheSameStatesAndFindings() throws {
        for os in [OSVersion.iOS18, .iOS26] {
            let flat = try Outcome(Probe(osVersion: os, scene: flatTabbed(), buttons: Self.buttons, properties: Self.tabbedProperties), depth: 4)
            let tree = try Outcome(Probe(osVersion: os, scene: Probe.tabbed(), buttons: Self.buttons, properties: Self.tabbedProperties), depth: 4)
            #expect(flat == tree, "\(os)")
            #expect(flat.states > 100)
        }
    }

    // The stacks' own screen hooks lower as the flat ones: a log of appearances and a load per screen.
    @available(*, deprecated, message: "compares the flat form with the tree")
    @Test func screenHooksGiveTheSameStatesAndFindings() throws {
        let onAppear: @Sendable (inout ProbeStore, String?) -> Void = { s, route in s.hideBack = route != nil }
        let task: @Sendable (String?) -> ScreenTask<ProbeStore>? = { route in
            route.map { r in ScreenTask("load(\(r))") { s in if s.home.last == r { s.search = [r] } } }
        }
        let props: [AppProperty<Probe>] = [.answerStaysInItsStack(), .answerForGoneScreenChangesNothing(), .backLowersDepthByOne()]
        let flat = try Outcome(Probe(scene: flatTabbed(onAppear: onAppear, task: task), buttons: Self.buttons, properties: props), depth: 4)
        let tree = try Outcome(Probe(scene: Probe.tabbed(onAppear: onAppear, task: task), buttons: Self.buttons, properties: props), depth: 4)
        #expect(flat == tree)
        #expect(flat.findings.contains { $0.hasPrefix("answerStaysInItsStack") }, "\(flat)")
    }

    @available(*, deprecated, message: "compares the flat form with the tree")
    @Test(arguments: [SplitApp.Defect?.none, .compactClearsSelection, .resizeClearsPath, .linkClearsSelection, .lateLoadPushes])
    func theSplitLibraryGivesTheSameStatesAndFindings(_ defect: SplitApp.Defect?) throws {
        var app = SplitApp(defect: defect, loads: true)
        app.declared = app.flatScene
        let flat = try Outcome(app, depth: 4)
        let tree = try Outcome(SplitApp(defect: defect, loads: true), depth: 4)
        #expect(flat == tree)
        #expect(defect == nil ? flat.findings.isEmpty : !flat.findings.isEmpty, "\(flat)")
    }

    @available(*, deprecated, message: "compares the flat form with the tree")
    @Test func theCoverHoldingTheTabsGivesTheSameFindings() throws {
        for closes in [true, false] {
            let tree = CoverClosingTabTests.app(closesCover: closes)
            var flat = tree
            flat.scene = flatCoverHoldingTheTabs()
            #expect(try Outcome(flat, depth: 3) == Outcome(tree, depth: 3))
        }
    }

    @available(*, deprecated, message: "compares the flat form with the tree")
    @Test func theStackAroundTheTabsGivesTheSameFindings() throws {
        for custom in [false, true] {
            let props: [AppProperty<Probe>] = [.switchingTabsKeepsStacks(), .actionStaysInItsTab(), .backLowersDepthByOne()]
            let tree = Probe(alphabet: .ui, scene: StackAroundTabBarTests.scene(custom: custom), buttons: StackAroundTabBarTests.buttons,
                             properties: props)
            var flat = tree
            flat.scene = flatStackAroundTheTabs(custom: custom)
            let a = try Outcome(flat, depth: 4), b = try Outcome(tree, depth: 4)
            #expect(a == b, "custom: \(custom)")
        }
    }

    @available(*, deprecated, message: "compares the flat form with the tree")
    @Test func theCustomBarWithACoverAndABrowserWindowGivesTheSameFindings() throws {
        let flat = Scene<ProbeStore>()
            .customTabBar(\.tab, ["home", "search"], hidden: { !$0.home.isEmpty })
            .stack("home", \.home, in: "home")
            .stack("search", \.search, in: "search")
            .sheet("cover", \.cover, style: .fullScreenCover)
            .sheet("browser", \.sheet, host: .window)
        let tree = Scene<ProbeStore> {
            customTabBar(\.tab, hidden: { !$0.home.isEmpty }) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
            }
            .fullScreenCover("cover", item: \.cover)
            .window("browser", item: \.sheet)
        }
        let props: [AppProperty<Probe>] = [.switchingTabsKeepsStacks(), .sheetKeepsStacksBeneath(), .oneSheetAtALevel(), .backLowersDepthByOne()]
        let a = try Outcome(Probe(scene: flat, buttons: Self.buttons, properties: props), depth: 4)
        let b = try Outcome(Probe(scene: tree, buttons: Self.buttons, properties: props), depth: 4)
        #expect(a == b)
        #expect(a.states > 100)
    }

    // A node's `.task(id:)` starts again when its id changes while the node is on view: the old one is
    // cancelled as its cancellation says.
    @Test func aNodesTaskWithAnIdStartsAgain() throws {
        for (cancellation, pending) in [(Cancellation.withScreen, ["load"]), (.either, ["load (cancelled)", "load"])] {
            let scene = Scene<ProbeStore> {
                tabView(\.tab) {
                    navigationStack("home", \.home).tag("home")
                    navigationStack("search", \.search).tag("search")
                }
                .task(ScreenTask("load", cancellation: cancellation, id: { $0.tab }) { $0.help = true })
            }
            var d = Driver(Probe(alphabet: .race, scene: scene))
            #expect(d.pending == ["load"] && d.scene.nodes == ["tabView"])
            try d.run(.tapTab("search"))
            #expect(d.pending == pending)
            #expect(d.scene.pending.allSatisfy { $0.owner == Screen(place: "node:tabView", depth: 0, route: nil) })
        }
    }

    // `if sizeClass == .regular { StatsView().tag("stats") }` among a TabView's tabs: the tabs shown
    // depend on the size class, as `tabs(_:regular:compact:)` says in the flat form.
    @available(*, deprecated, message: "compares the flat form with the tree")
    @Test func tabsInABranchOfTheSizeClassAreShownInItOnly() throws {
        let flat = Scene<ProbeStore>()
            .tabs(\.tab, regular: ["home", "search", "stats"], compact: ["home", "search"])
            .stack("home", \.home, in: "home")
            .stack("search", \.search, in: "search")
        let tree = Scene<ProbeStore> {
            tabView(\.tab) {
                navigationStack("home", \.home).tag("home")
                navigationStack("search", \.search).tag("search")
                ifCompact {} else: { view().tag("stats") }
            }
        }
        let props: [AppProperty<Probe>] = [.selectedTabIsShown(), .switchingTabsKeepsStacks()]
        let a = try Outcome(Probe(profile: .iPad, scene: flat, buttons: Self.buttons, properties: props), depth: 4)
        let b = try Outcome(Probe(profile: .iPad, scene: tree, buttons: Self.buttons, properties: props), depth: 4)
        #expect(a == b)
        #expect(a.findings == ["selectedTabIsShown: [\"tapTab(stats)\", \"resize(.compact)\"] tab stats is selected, but in .compact width the tab bar shows [home, search]"], "\(a)")
    }

    // The tree is lowered once: the tables are those the flat declaration makes, in the same order.
    @available(*, deprecated, message: "compares the flat form with the tree")
    @Test func theTreeLowersIntoTheFlatTables() throws {
        let d = Driver(Probe(scene: Probe.tabbed()))
        #expect(d.scene.stacks.map(\.name) == ["home", "search", "inSheet"])
        #expect(d.scene.stacks.map(\.sheet) == [nil, nil, "sheet"])
        #expect(d.scene.stacks.map(\.tab) == ["home", "search", nil])
        #expect(d.alphabet == Driver(Probe(scene: flatTabbed())).alphabet)
        #expect(d.scene.nodes.isEmpty)
    }
}
