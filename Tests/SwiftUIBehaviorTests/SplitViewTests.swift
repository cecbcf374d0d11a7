import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// A NavigationSplitView declared in a scene: what the system does by itself, step by step (evidence:
// docs/SwiftUIBehavior.md, Q10).

/// Runs `actions` from the app's first state, each checked to be on offer, and returns the screen line
/// after each.
func screens<A: SwiftUIApp>(_ app: A, _ actions: [AppAction<A.Intent>]) throws -> [String] {
    let m = AppMachine(app)
    var s = try #require(m.initialStates.first)
    var lines = [m.screens(of: s)]
    for action in actions {
        #expect(m.isEnabled(action, in: s), "\(action) is not offered in \(m.screens(of: s))")
        s = try m.run([action], from: s)
        lines.append(m.screens(of: s))
    }
    return lines
}

/// The state after `actions`, taken whether or not each is on offer.
func state<A: SwiftUIApp>(_ app: A, after actions: [AppAction<A.Intent>]) throws -> (AppMachine<A>, AppMachine<A>.State) {
    let m = AppMachine(app)
    return (m, try m.run(actions, from: try #require(m.initialStates.first)))
}

@Suite("Split views in a scene")
struct SplitViewTests {
    typealias A = AppAction<Tap>

    @Test func regularWidthShowsTheColumnsAndTheSelection() throws {
        let lines = try screens(SplitApp(), [.system(.select("library", row: "a")), .user("open"),
                                             .system(.select("library", row: "b")), .system(.showColumns("library", .detailOnly))])
        #expect(lines == ["[library] [library] | Empty", "[library] [library ▸ a] | a", "[library] [library ▸ a] | a › step(1)",
                          "[library] [library ▸ b] | b › step(1)", "[library] b › step(1)"])
    }

    @Test func compactWidthCollapsesIntoOneStackAndBackClearsTheSelection() throws {
        let app = SplitApp(profile: .iPhone)
        let lines = try screens(app, [.system(.select("library", row: "a")), .user("open"),
                                      .system(.back("library")), .system(.back("library"))])
        #expect(lines == ["[library] library", "[library] library › a", "[library] library › a › step(1)",
                          "[library] library › a", "[library] library"])
        let (m, s) = try state(app, after: [.system(.select("library", row: "a")), .system(.back("library"))])
        #expect(s.book == nil && s.chapters.isEmpty)
        // Collapsed, the sidebar is covered while a row is selected, and no column button shows.
        let (_, selected) = try state(app, after: [.system(.select("library", row: "a"))])
        #expect(!m.isEnabled(.system(.select("library", row: "b")), in: selected))
        #expect(!m.actions.allValues.contains(.system(.showColumns("library", .detailOnly))), "an iPhone is never regular")
        #expect(!m.isEnabled(.system(.back("library")), in: s))
    }

    @Test func aResizeCollapsesAndExpandsWithoutWritingTheStore() throws {
        let lines = try screens(SplitApp(), [.system(.select("library", row: "a")), .user("open"), .system(.resize(.compact)),
                                             .system(.answer(0)), .system(.resize(.regular)), .system(.answer(0))])
        #expect(lines == ["[library] [library] | Empty", "[library] [library ▸ a] | a", "[library] [library ▸ a] | a › step(1)",
                          "[library] library › a › step(1) ⏳ onChange(sizeClass: .compact)", "[library] library › a › step(1)",
                          "[library] [library ▸ a] | a › step(1) ⏳ onChange(sizeClass: .regular)", "[library] [library ▸ a] | a › step(1)"])
    }

    @Test func theSidebarButtonWritesABoundVisibilityAndSwiftUIKeepsAnUnboundOne() throws {
        let (m, s) = try state(SplitApp(), after: [.system(.showColumns("library", .detailOnly))])
        #expect(s.columns == .detailOnly)
        #expect(!m.isEnabled(.system(.select("library", row: "a")), in: s))
        #expect(m.isEnabled(.system(.showColumns("library", .all)), in: s))
        let unbound = Probe(profile: .iPad, scene: Scene<ProbeStore> {
            navigationSplitView("notes", selection: \.sheet, rows: ["a"], path: \.home, columns: .changes)
        })
        let (um, us) = try state(unbound, after: [.system(.showColumns("notes", .detailOnly))])
        #expect(us.scene.split("notes")?.visibility == .detailOnly)
        #expect(um.screens(of: us) == "Empty")
        #expect(um.fields(of: us).contains(StateField(name: "columns(notes)", value: ".detailOnly")))
        #expect(us.model.log.isEmpty)
    }

    @Test func threeColumnsCollapseSidebarThenContentThenDetail() throws {
        let scene = Scene<ProbeStore> {
            navigationSplitView("music", selection: \.sheet, rows: ["rock", "jazz"], content: \.cover,
                                contentRows: { $0 == "rock" ? ["r1", "r2"] : ["j1"] }, path: \.home, columns: .changes)
        }
        let compact = Probe(profile: .iPhone, scene: scene)
        let lines = try screens(compact, [.system(.select("music", row: "rock")), .system(.selectContent("music", row: "r2")),
                                          .system(.back("music")), .system(.back("music"))])
        #expect(lines == ["music", "music › rock", "music › rock › r2", "music › rock", "music"])
        let (m, rock) = try state(compact, after: [.system(.select("music", row: "rock"))])
        #expect(!m.isEnabled(.system(.selectContent("music", row: "j1")), in: rock), "j1 is not listed under rock")
        let regular = try screens(Probe(profile: .iPad, scene: scene), [.system(.select("music", row: "jazz")),
                                                                        .system(.selectContent("music", row: "j1")),
                                                                        .system(.showColumns("music", .doubleColumn))])
        #expect(regular == ["[music] | [Empty] | Empty", "[music ▸ jazz] | [jazz] | Empty", "[music ▸ jazz] | [jazz ▸ j1] | j1",
                            "[jazz ▸ j1] | j1"])
    }

    @Test func aSplitViewInASheetTakesTouchesOnlyWhileTheSheetIsUp() throws {
        let scene = Scene<ProbeStore> {
            view()
                .sheet("picker", item: \.cover) { navigationSplitView("pick", selection: \.sheet, rows: ["x"], path: \.home) }
        }
        let (m, s) = try state(Probe(profile: .iPad, start: ProbeStore(), scene: scene), after: [])
        #expect(!m.isEnabled(.system(.select("pick", row: "x")), in: s))
        var start = ProbeStore()
        start.cover = "c"
        let lines = try screens(Probe(profile: .iPad, start: start, scene: scene), [.system(.select("pick", row: "x"))])
        #expect(lines == ["⧉ picker(c) [pick] | Empty", "⧉ picker(c) [pick ▸ x] | x"])
    }

    @Test func theSetOfTabsCanDependOnTheSizeClass() throws {
        let scene = Scene<ProbeStore> {
            tabView(\.tab) {
                navigationStack("home", \.home).tag("home")
                view().tag("search")
                ifCompact {} else: { view().tag("stats") }
            }
        }
        let (m, s) = try state(Probe(profile: .iPad, scene: scene), after: [])
        #expect(m.isEnabled(.system(.tapTab("stats")), in: s))
        #expect(m.isEnabled(.system(.resize(.compact)), in: s), "tabs that depend on it read the size class")
        let compact = try m.run([.system(.resize(.compact))], from: s)
        #expect(!m.isEnabled(.system(.tapTab("stats")), in: compact))
        #expect(m.isEnabled(.system(.tapTab("search")), in: compact))
    }

    @Test func backHiddenSeesTheSizeClass() throws {
        let scene = Scene<ProbeStore> {
            navigationStack("home", \.home)
        }
            .backHidden("home") { _, sizeClass in sizeClass == .compact }
        let (m, s) = try state(Probe(profile: .iPad, start: ProbeStore(home: ["a"]), scene: scene), after: [])
        #expect(m.isEnabled(.system(.back("home")), in: s))
        let compact = try m.run([.system(.resize(.compact))], from: s)
        #expect(!m.isEnabled(.system(.back("home")), in: compact))
        #expect(compact.scene.stacks.first?.backHidden == true)
    }

    @Test func dismissDisabledSeesTheSizeClass() throws {
        var start = ProbeStore()
        start.sheet = "x"
        let scene = Scene<ProbeStore> {
            view()
                .sheet("sheet", item: \.sheet)
        }
            .dismissDisabled("sheet") { _, sizeClass in sizeClass == .compact }
        let (m, s) = try state(Probe(profile: .iPad, start: start, scene: scene), after: [])
        #expect(m.isEnabled(.system(.swipeDown("sheet")), in: s))
        let compact = try m.run([.system(.resize(.compact))], from: s)
        #expect(!m.isEnabled(.system(.swipeDown("sheet")), in: compact))
        #expect(compact.scene.sheet("sheet")?.dismissDisabled == true)
    }
}

@Suite("A tab bar inside a full-screen cover")
struct TabsInACoverTests {
    /// `.fullScreenCover(item: $router.cover) { TabView(selection: $router.tab) { NavigationStack … } }`
    /// over a main stack.
    static var scene: Scene<ProbeStore> {
        Scene<ProbeStore> {
            navigationStack("main", \.sheetPath)
                .fullScreenCover("onboarding", item: \.cover) {
                    tabView(\.tab) {
                        navigationStack("home", \.home).tag("home")
                        navigationStack("search", \.search).tag("search")
                    }
                }
        }
    }

    @Test func theTabsAreTappableOnlyWhileTheCoverIsUp() throws {
        var start = ProbeStore(home: ["a"], search: ["s"], sheetPath: ["m"])
        let (m, closed) = try state(Probe(start: start, scene: Self.scene), after: [])
        #expect(m.screens(of: closed) == "main › m")
        #expect(!m.isEnabled(.system(.tapTab("search")), in: closed))
        #expect(m.isEnabled(.system(.back("main")), in: closed))
        start.cover = "welcome"
        let lines = try screens(Probe(start: start, scene: Self.scene), [.system(.back("home")), .system(.tapTab("search")),
                                                                         .system(.back("search"))])
        #expect(lines == ["⧉ onboarding(welcome) [home] home › a", "⧉ onboarding(welcome) [home] home",
                          "⧉ onboarding(welcome) [search] search › s", "⧉ onboarding(welcome) [search] search"])
        let (_, open) = try state(Probe(start: start, scene: Self.scene), after: [])
        #expect(!m.isEnabled(.system(.back("search")), in: open), "the search tab is not selected")
        #expect(!m.isEnabled(.system(.back("main")), in: open), "the main stack is under the cover")
        #expect(open.scene.visible.map(\.description) == ["home › a"])
    }

    @Test func theTabPropertiesApplyInsideTheCover() throws {
        var start = ProbeStore(home: ["a"], search: [])
        start.cover = "welcome"
        let app = Probe(start: start, scene: Self.scene, properties: [.switchingTabsKeepsStacks(), .actionStaysInItsTab(),
                                                                      .retapFollowsBehavior()])
        let result = try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: 4, workers: 1)).run()
        #expect(result.violatedProperties.isEmpty)
        for name in ["switchingTabsKeepsStacks", "actionStaysInItsTab", "retapFollowsBehavior"] {
            #expect((result.statistics.properties.first { $0.name == name }?.nonVacuous ?? 0) > 0, "\(name)")
        }
    }
}
