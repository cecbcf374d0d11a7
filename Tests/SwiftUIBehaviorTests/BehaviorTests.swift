import ModelChecker
import SwiftUIBehavior
import Testing

// What SwiftUI does by itself around a store, step by step. Each test cites its evidence in
// docs/SwiftUIBehavior.md, "Evidence" (Q1 to Q11), or says where the model makes an assumption.

/// A store with two tabs (home and search), a stack each, a sheet with a stack inside, a sheet over a
/// Boolean, a full-screen cover, and a log that the bindings' `didSet`s and the hooks write to.
struct ProbeStore: Hashable, Sendable {
    var tab = "home" { didSet { log.append("select(\(tab))") } }
    var home: [String] { didSet { log.append("home ← \(home)") } }
    var search: [String]
    var sheet: String?
    var sheetPath: [String] = []
    var help = false
    var cover: String?
    var lockSheet = false
    var hideBack = false
    var sizeClass: SizeClass?
    var log: [String] = []

    init(home: [String] = [], search: [String] = [], sheet: String? = nil, sheetPath: [String] = []) {
        self.home = home
        self.search = search
        self.sheet = sheet
        self.sheetPath = sheetPath
    }
}

/// An app over ``ProbeStore`` whose scene, buttons and settings each test chooses.
struct Probe: SwiftUIApp {
    typealias Button = @Sendable (inout ProbeStore, inout Effects<ProbeStore>) -> Void
    var name: String { "probe" }
    var osVersion = OSVersion.iOS18
    var assumptions = Assumptions()
    var profile = PlatformProfile.iPhone
    var alphabet = Alphabet.race
    var start = ProbeStore()
    var scene: Scene<ProbeStore>
    var buttons: [String: Button] = [:]
    var properties: [AppProperty<Probe>] = []

    var intents: [String] { buttons.keys.sorted() }
    func makeStore() -> ProbeStore { start }
    func perform(_ intent: String, on s: inout ProbeStore, effects: inout Effects<ProbeStore>) throws {
        buttons[intent]?(&s, &effects)
    }

    /// Tabs home and search with a stack each; a sheet (item) with its own stack, a help sheet
    /// (Boolean) and a full-screen cover, all over the main content.
    static func tabbed(retap: Retap<ProbeStore> = .system,
                       onAppear: (@Sendable (inout ProbeStore, String?) -> Void)? = nil,
                       task: (@Sendable (String?) -> ScreenTask<ProbeStore>?)? = nil) -> Scene<ProbeStore> {
        Scene {
            tabView(\.tab, retap: retap) {
                navigationStack("home", \.home, backHidden: { $0.hideBack }, onAppear: onAppear, task: task).tag("home")
                navigationStack("search", \.search).tag("search")
            }
            .sheet("sheet", item: \.sheet, dismissDisabled: { $0.lockSheet }) {
                navigationStack("inSheet", \.sheetPath)
            }
            .sheet("help", isPresented: \.help)
            .fullScreenCover("cover", item: \.cover)
        }
    }
}

/// Steps one app by hand: offers only what the checker offers (the action is in the alphabet, enabled,
/// and allowed by the alphabet in a state at rest or not).
struct Driver<A: SwiftUIApp> {
    let machine: AppMachine<A>
    var state: AppMachine<A>.State

    init(_ app: A) {
        machine = AppMachine(app)
        state = machine.initialStates[0]
    }

    var scene: SceneState { state.snapshot.scene }
    var store: A.Snapshot { state.snapshot.model }
    var pending: [String] { scene.pending.map(\.description) }
    var alphabet: [String] { machine.actions.allValues.map(\.description) }

    func offers(_ action: AppAction<A.Intent>) -> Bool {
        machine.actions.allValues.contains(action) && machine.isEnabled(action, in: state)
            && machine.alphabet.offers(machine.origin(of: action), settled: machine.isSettled(state))
    }
    func offers(_ action: SystemAction) -> Bool { offers(.system(action)) }

    mutating func run(_ action: AppAction<A.Intent>, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(offers(action), "\(action) is not offered in \(machine.screens(of: state))", sourceLocation: sourceLocation)
        try machine.apply(action, to: &state)
    }
    mutating func run(_ action: SystemAction, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try run(.system(action), sourceLocation: sourceLocation)
    }
    mutating func tap(_ intent: A.Intent, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try run(.user(intent), sourceLocation: sourceLocation)
    }
}

extension Driver where A == Probe {
    var log: [String] { store.log }
}

@Suite("SwiftUI's stacks: back, edge swipe, long press")
struct StackBehaviorTests {
    // Q1: back and the edge swipe write the path binding without its last element ("The stack adds
    // items to the collection as it adds views to the stack and removes items when it removes views";
    // FlowStacks: "Navigating back with an edge swipe gesture … will also update the stack").
    @Test func backAndEdgeSwipeWriteThePathWithoutItsLastElement() throws {
        var d = Driver(Probe(start: ProbeStore(home: ["a", "b", "c"]), scene: Probe.tabbed()))
        try d.run(.back("home"))
        #expect(d.store.home == ["a", "b"])
        #expect(d.log == ["home ← [\"a\", \"b\"]"], "one write through the binding, which the store's didSet sees")
        try d.run(.edgeSwipeBack("home"))
        #expect(d.store.home == ["a"])
        try d.run(.edgeSwipeBack("home"))
        #expect(d.store.home == [])
        // Q1: "doesn't allow the root view to be removed".
        #expect(!d.offers(.back("home")) && !d.offers(.edgeSwipeBack("home")) && !d.offers(.longPressBack("home", to: 0)))
    }

    // Q1: hiding the back button (or the bar) loses the edge swipe too (recap-iOS issue 86,
    // subconscious issue 46, pocket-casts-ios PR 4282).
    @Test func noBackNorSwipeWithTheBackButtonHidden() throws {
        var start = ProbeStore(home: ["a", "b"])
        start.hideBack = true
        let d = Driver(Probe(start: start, scene: Probe.tabbed()))
        #expect(d.scene.stacks.first?.backHidden == true)
        #expect(!d.offers(.back("home")) && !d.offers(.edgeSwipeBack("home")) && !d.offers(.longPressBack("home", to: 0)))
    }

    // Q4: "SwiftUI automatically disables the view behind a sheet that you present": the back button and
    // swipe of the stack beneath are not offered; the stack inside the sheet has its own.
    @Test func noBackBeneathASheet() throws {
        var d = Driver(Probe(start: ProbeStore(home: ["a", "b"], sheet: "x", sheetPath: ["p"]), scene: Probe.tabbed()))
        #expect(d.scene.topLayer == "sheet")
        for action in [SystemAction.back("home"), .edgeSwipeBack("home"), .longPressBack("home", to: 0)] {
            #expect(!d.offers(action), "\(action) beneath the sheet")
        }
        try d.run(.back("inSheet"))
        #expect(d.store.sheetPath == [] && d.store.home == ["a", "b"])
    }

    // Q3: only the selected tab's stack is on view, so only its back button can be tapped.
    @Test func noBackInATabNotShown() throws {
        let d = Driver(Probe(start: ProbeStore(home: ["a"], search: ["r"]), scene: Probe.tabbed()))
        #expect(d.offers(.back("home")))
        #expect(!d.offers(.back("search")) && !d.offers(.edgeSwipeBack("search")))
    }

    // Q1: the back button's long-press history menu (iOS 14+) "can remove several in one write";
    // choosing a screen from it needs two or more screens above it (with one, it is plain back).
    @Test func longPressBackOnlyFromDepthTwoInOneWrite() throws {
        var one = Driver(Probe(start: ProbeStore(home: ["a"]), scene: Probe.tabbed()))
        #expect(one.offers(.back("home")) && !one.offers(.longPressBack("home", to: 0)))
        try one.run(.back("home"))
        var three = Driver(Probe(start: ProbeStore(home: ["a", "b", "c"]), scene: Probe.tabbed()))
        #expect(three.offers(.longPressBack("home", to: 0)) && three.offers(.longPressBack("home", to: 1)))
        #expect(!three.offers(.longPressBack("home", to: 2)), "to depth 2 is plain back")
        var toOne = three
        try toOne.run(.longPressBack("home", to: 1))
        #expect(toOne.store.home == ["a"])
        #expect(toOne.log == ["home ← [\"a\"]"], "one write of the shorter path")
        try three.run(.longPressBack("home", to: 0))
        #expect(three.store.home == [])
        #expect(three.log == ["home ← []"], "one write of the empty path")
    }
}

@Suite("SwiftUI's tab bar: tap and re-tap")
struct TabBehaviorTests {
    // Q3: each tab keeps its own NavigationStack state while another tab is shown; the tap writes the
    // selection binding.
    @Test func tappingAnotherTabWritesTheSelectionAndKeepsStacks() throws {
        var d = Driver(Probe(start: ProbeStore(home: ["a", "b"], search: ["r"]), scene: Probe.tabbed()))
        let stacks = d.scene.stacks
        try d.run(.tapTab("search"))
        #expect(d.store.tab == "search" && d.scene.tab == "search")
        #expect(d.log == ["select(search)"])
        #expect(d.scene.stacks == stacks)
        try d.run(.tapTab("home"))
        #expect(d.scene.stacks == stacks)
    }

    // Q2: the selection setter is called again with the same value (emre-barish/pop-back-to-tab-root,
    // magnoscg/swiftui-blocks, UIKit's tabBarController(_:didSelect:)); iOS 16 to 18 do not pop (ruddarr
    // issue 43, cronica issue 38, UIPilot issue 63); iOS 26 navigates back (mlem PR 2457; the pop to the
    // root is an assumption).
    @Test(arguments: OSVersion.allCases)
    func retapWritesTheSelectionAgain(os: OSVersion) throws {
        var d = Driver(Probe(osVersion: os, start: ProbeStore(home: ["a", "b"], search: ["r"]), scene: Probe.tabbed()))
        try d.run(.tapTab("home"))
        #expect(d.log.first == "select(home)", "the store's didSet sees the re-tap")
        #expect(d.store.tab == "home")
        #expect(d.store.search == ["r"], "another tab's stack is never touched")
        switch os {
        case .iOS17, .iOS18:
            #expect(d.store.home == ["a", "b"])
            #expect(d.log == ["select(home)"], "nothing else is written")
        case .iOS26:
            #expect(d.store.home == [])
            #expect(d.log == ["select(home)", "home ← []"])
        }
    }

    // Q2: an app may take the re-tap over (scroll to the top first, then back one screen per tap): the
    // app's handling runs after the selection is written again. On iOS 26 the system's own pop comes
    // first (mlem PR 2457: the built-in pop "made reselect to scroll to top stop working").
    @Test(arguments: [OSVersion.iOS18, .iOS26])
    func anAppsOwnRetapRunsAfterTheSelectionIsWritten(os: OSVersion) throws {
        let popsOne = Retap<ProbeStore>.app(.popsOne) { s in
            s.log.append("app retap")
            if !s.home.isEmpty { s.home.removeLast() }
        }
        var d = Driver(Probe(osVersion: os, start: ProbeStore(home: ["a", "b"]), scene: Probe.tabbed(retap: popsOne)))
        try d.run(.tapTab("home"))
        if os == .iOS26 {
            #expect(d.log == ["select(home)", "home ← []", "app retap"])
            #expect(d.store.home == [])
        } else {
            #expect(d.log == ["select(home)", "app retap", "home ← [\"a\"]"])
            #expect(d.store.home == ["a"])
        }

        // Handled in the store's didSet (no closure): the system adds nothing before iOS 26.
        var didSet = Driver(Probe(osVersion: os, start: ProbeStore(home: ["a", "b"]), scene: Probe.tabbed(retap: .app(.popsOne))))
        try didSet.run(.tapTab("home"))
        #expect(didSet.store.home == (os == .iOS26 ? [] : ["a", "b"]))
    }

    // retapFollowsBehavior follows the OS version, or what the app declares.
    @Test func retapPropertyFollowsTheDeclaredBehaviour() throws {
        func violations(_ os: OSVersion, _ retap: Retap<ProbeStore>) throws -> [String] {
            let app = Probe(osVersion: os, start: ProbeStore(home: ["a", "b"]), scene: Probe.tabbed(retap: retap),
                            properties: [.retapFollowsBehavior()])
            return try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: 2, workers: 1)).run().violatedProperties
        }
        #expect(try violations(.iOS18, .system).isEmpty)
        #expect(try violations(.iOS26, .system).isEmpty)
        let backOne: @Sendable (inout ProbeStore) -> Void = { s in
            if s.tab == "home", !s.home.isEmpty { s.home.removeLast() }
            if s.tab == "search", !s.search.isEmpty { s.search.removeLast() }
        }
        #expect(try violations(.iOS18, .app(.popsOne, backOne)).isEmpty)
        // On iOS 26 the system's pop to the root comes first: a promise of one screen is broken from depth 2.
        #expect(try violations(.iOS26, .app(.popsOne, backOne)) == ["retapFollowsBehavior"])
        // The app declares a pop to the root but its handling goes back one screen.
        #expect(try violations(.iOS18, .app(.popsToRoot, backOne)) == ["retapFollowsBehavior"])
        // The app's handling pops home whichever tab is re-tapped.
        let homeOnly = Retap<ProbeStore>.app(.popsOne) { s in if !s.home.isEmpty { s.home.removeLast() } }
        #expect(try violations(.iOS18, homeOnly) == ["retapFollowsBehavior"])
    }

    // Q4: touches behind a sheet are disabled ("SwiftUI automatically disables the view behind a
    // sheet"); that the tab bar is among them is an assumption. A full-screen cover hides it.
    @Test func noTabTapsUnderASheetOrCover() throws {
        for start in [ProbeStore(home: ["a"], sheet: "x"), { var s = ProbeStore(home: ["a"]); s.cover = "c"; return s }()] {
            let d = Driver(Probe(start: start, scene: Probe.tabbed()))
            #expect(!d.offers(.tapTab("search")) && !d.offers(.tapTab("home")), "\(d.machine.screens(of: d.state))")
        }
    }
}

@Suite("SwiftUI's sheets and covers")
struct SheetBehaviorTests {
    // Q4: a swipe down writes nil to `.sheet(item:)` and false to `.sheet(isPresented:)`
    // (interactiveDismissDisabled's documentation: "a user can dismiss a sheet by dragging it down").
    // The sheet leaves the screen at once; the write comes when the dismissal ends, as a pending effect
    // (an assumption, as for the back write in Q1).
    @Test func swipeDownWritesNilOrFalse() throws {
        var d = Driver(Probe(start: ProbeStore(home: ["a"], sheet: "x"), scene: Probe.tabbed()))
        try d.run(.swipeDown("sheet"))
        #expect(d.scene.sheets.isEmpty && d.scene.topLayer == nil, "off screen at once")
        #expect(d.store.sheet == "x" && d.pending == ["dismissal(sheet)"], "the binding is not written yet")
        try d.run(.answer(0))
        #expect(d.store.sheet == nil && d.scene.sheets.isEmpty && d.store.home == ["a"])
        var start = ProbeStore()
        start.help = true
        var help = Driver(Probe(start: start, scene: Probe.tabbed()))
        try help.run(.swipeDown("help"))
        try help.run(.answer(0))
        #expect(help.store.help == false)
    }

    // Q4: `interactiveDismissDisabled(true)` prevents "nonprogrammatic dismissal"; a fullScreenCover
    // cannot be closed by swiping down (dev.classmethod.jp).
    @Test func noSwipeDownWithDismissDisabledNorOnACover() throws {
        var locked = ProbeStore(sheet: "x")
        locked.lockSheet = true
        let d = Driver(Probe(start: locked, scene: Probe.tabbed()))
        #expect(d.scene.sheet("sheet")?.dismissDisabled == true)
        #expect(!d.offers(.swipeDown("sheet")))
        var covered = ProbeStore()
        covered.cover = "c"
        let c = Driver(Probe(start: covered, scene: Probe.tabbed()))
        #expect(c.scene.sheet("cover")?.style == .fullScreenCover)
        #expect(!c.alphabet.contains("swipeDown(cover)"))
        #expect(!c.offers(.swipeDown("cover")))
    }

    // Q4: only the top sheet takes the swipe; a sheet beneath another is not swiped.
    @Test func onlyTheTopSheetIsSwiped() throws {
        var start = ProbeStore(sheet: "x")
        start.cover = "c"
        let scene = Scene<ProbeStore> {
            navigationStack("home", \.home)
                .sheet("sheet", item: \.sheet) {
                    view()
                        .fullScreenCover("cover", item: \.cover)
                }
        }
        let d = Driver(Probe(start: start, scene: scene))
        #expect(d.scene.sheets.map(\.name) == ["sheet", "cover"] && d.scene.topLayer == "cover")
        #expect(!d.offers(.swipeDown("sheet")))
    }

    // Q4: "Only one sheet is shown at a time per presenter … The next sheet will be presented when the
    // currently presented sheet gets dismissed": a sheet set while another one at its level is up waits
    // (and oneSheetAtALevel reports it); one set while the other is being swiped away (by work that
    // answers then: no touch reaches the app during the transition) shows when the dismissal ends, and
    // is not reported.
    @Test func aSecondSheetAtALevelWaits() throws {
        let buttons: [String: Probe.Button] = ["help": { s, _ in s.help = true },
                                               "helpLater": { _, effects in effects.start("showHelp") { s in s.help = true } }]
        var d = Driver(Probe(start: ProbeStore(sheet: "x"), scene: Probe.tabbed(), buttons: buttons))
        var up = d
        try up.tap("help")
        #expect(up.scene.sheets.map(\.name) == ["sheet"] && up.scene.hiddenSheets == ["help"])
        try d.tap("helpLater")
        try d.run(.swipeDown("sheet"))
        #expect(!d.offers(.user("help")), "no touch during the dismissal's transition")
        try d.run(.answer(0))
        #expect(d.scene.sheets.isEmpty && d.scene.hiddenSheets.isEmpty, "help waits for the dismissal to end")
        try d.run(.answer(0))
        #expect(d.scene.sheets.map(\.name) == ["help"] && d.store.sheet == nil)
    }

    // Q4: "If `item` changes, the system dismisses the sheet and replaces it with a new one", and
    // onDismiss runs "between the dismissal and presentation" (swift-navigation PR 238).
    @Test func replacingTheItemRunsOnDismissThenTheNewSheetAppears() throws {
        let scene = Scene<ProbeStore> {
            navigationStack("home", \.home)
                .sheet("sheet", item: \.sheet, onDismiss: { s in s.log.append("onDismiss") },
                       onAppear: { s in s.log.append("appear(\(s.sheet ?? "nil"))") })
        }
        let buttons: [String: Probe.Button] = ["replace": { s, _ in s.sheet = "y" }, "close": { s, _ in s.sheet = nil }]
        var d = Driver(Probe(start: ProbeStore(sheet: "x"), scene: scene, buttons: buttons))
        #expect(d.log == ["appear(x)"])
        try d.tap("replace")
        #expect(d.log == ["appear(x)", "onDismiss", "appear(y)"])
        #expect(d.scene.sheets.map(\.item) == ["y"])
        try d.tap("close")
        #expect(d.log == ["appear(x)", "onDismiss", "appear(y)", "onDismiss"] && d.scene.sheets.isEmpty)
    }

    // Q4: a page sheet leaves the presenter in the hierarchy (no onDisappear), while a full-screen
    // cover removes the presenter's views (UIModalPresentationStyle.fullScreen: "The views belonging to
    // the presenting view controller are removed"), so their `.task` is cancelled (Q6), and they appear
    // again when the cover goes.
    @Test func aCoverMakesTheScreensBeneathDisappearASheetDoesNot() throws {
        let scene = Probe.tabbed(onAppear: { s, route in s.log.append("appear(\(route ?? "root"))") },
                                 task: { route in ScreenTask("load(\(route ?? "root"))", cancellation: .withScreen) { s in s.log.append("loaded") } })
        let buttons: [String: Probe.Button] = [
            "present": { s, _ in s.sheet = "x" }, "dismiss": { s, _ in s.sheet = nil },
            "cover": { s, _ in s.cover = "c" }, "uncover": { s, _ in s.cover = nil },
        ]
        var d = Driver(Probe(scene: scene, buttons: buttons))
        #expect(d.log == ["appear(root)"])
        #expect(d.pending == ["load(root)"])
        try d.tap("present")
        #expect(d.pending == ["load(root)"], "a sheet does not make the screen beneath disappear")
        #expect(d.scene.visible.map(\.place) == ["home", "inSheet"], "home stays on view beneath the sheet")
        try d.tap("dismiss")
        #expect(d.log == ["appear(root)"], "no onAppear again after a sheet")
        try d.tap("cover")
        #expect(d.pending == [], "the cover makes home disappear: its .task is cancelled")
        #expect(!d.scene.visible.map(\.place).contains("home"))
        try d.tap("uncover")
        #expect(d.log == ["appear(root)", "appear(root)"], "home appears again when the cover goes")
        #expect(d.pending == ["load(root)"], "and its .task starts again")
    }
}
