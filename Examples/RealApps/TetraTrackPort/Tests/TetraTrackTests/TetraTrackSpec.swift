import NavCheckTesting
import TetraTrack

/// The `@State` of TetraTrack's views that navigate, in one value: DisciplinesView's stack (whose
/// `NavigationLink(destination:)` pushes SwiftUI keeps itself: `path` stands in for them), and the views
/// of CompetitionHubView, the `TabView` that the disciplines stack pushes.
struct TetraTrackViews: Hashable, Sendable {
    var path: [DisciplinesRoute] = []
    var hub = CompetitionHub()
    var calendar = CompetitionCalendar()
    var day = CompetitionDay()
    var tasks = TaskList()
}

/// TetraTrack on an iPad (the app's read-only review mode: TetraTrackApp.swift), checked from its
/// disciplines hub: DisciplinesView (`NavigationStack` with `NavigationLink(destination:)`s), and
/// CompetitionHubView pushed onto it, a `TabView` of CompetitionCalendarView (`if horizontalSizeClass
/// == .regular { NavigationSplitView } else { NavigationStack }`), CompetitionDayView and TaskListView
/// (TetraTrack at 38acb74; README.md names the files).
struct TetraTrackSpec: SwiftUIApp {
    enum Tap: Hashable, Codable, Sendable, CustomStringConvertible {
        case open(DisciplinesRoute)        // DisciplinesView's NavigationLink(destination:)s
        case tapCompetition(Int)           // the calendar's rows (iPhone layout): selectedCompetition = competition
        case stats, filters, addCompetition // the calendar's toolbar
        case pickCompetition(Int)          // CompetitionDayView's picker
        case startDiscipline               // a discipline card: activeDiscipline = .shooting
        case closeTracker                  // the tracker's close button: activeDiscipline = nil
        case addTask, openTask             // TaskListView: showingAddTask = true, selectedTask = task
        var description: String {
            switch self {
            case .open(let r): "open(\(r))"
            case .tapCompetition(let i): "tapCompetition(\(i))"
            case .pickCompetition(let i): "pickCompetition(\(i))"
            case .stats: "stats"
            case .filters: "filters"
            case .addCompetition: "addCompetition"
            case .startDiscipline: "startDiscipline"
            case .closeTracker: "closeTracker"
            case .addTask: "addTask"
            case .openTask: "openTask"
            }
        }
    }

    var name: String { "tetratrack" }
    var profile: PlatformProfile { .iPad }
    func makeStore() -> TetraTrackViews { TetraTrackViews() }

    var scene: Scene<TetraTrackViews> {
        Scene {
            // DisciplinesView: NavigationStack { … NavigationLink(destination: CompetitionHubView()) … }
            navigationStack("disciplines", \.path) {
                navigationDestination(DisciplinesRoute.competitions) {
                    // CompetitionHubView: TabView(selection: $selectedTab) { … }
                    tabView(\.hub.selectedTab) {
                        ifCompact {
                            // The iPhone layout: NavigationStack { list }.navigationDestination(isPresented: $showingStats)
                            navigationView("calendar", links: [.isActive("stats", \.calendar.showingStats)])
                                .sheet("addCompetition", isPresented: \.calendar.showingAddCompetition)
                                .sheet("competition", item: \.calendar.selectedCompetition)
                                .sheet("filters", isPresented: \.calendar.showingFilters)
                        } else: {
                            // The iPad layout: NavigationSplitView { list } detail: { CompetitionDetailView }
                            navigationSplitView("calendarSplit", selection: \.calendar.selectedCompetition,
                                                rows: CompetitionCalendar.competitions)
                                .sheet("addCompetitionWide", isPresented: \.calendar.showingAddCompetition)
                                .sheet("filtersWide", isPresented: \.calendar.showingFilters)
                        }
                        .tag(0)
                        view("competitionDay").onAppear { $0.day.appear() }
                            .fullScreenCover("tracker", item: \.day.activeDiscipline)
                            .tag(1)
                        view("taskList")
                            .sheet("addTask", isPresented: \.tasks.showingAddTask)
                            .sheet("task", item: \.tasks.selectedTask)
                            .tag(2)
                    }
                }
                // The hub's views and their @State go when the hub is popped.
                .state(\.hub, initial: CompetitionHub()).state(\.calendar, initial: CompetitionCalendar())
                .state(\.day, initial: CompetitionDay()).state(\.tasks, initial: TaskList())
            }
        }
    }

    var intents: [Tap] {
        DisciplinesRoute.allCases.map(Tap.open) + [.tapCompetition(1), .tapCompetition(2), .stats, .filters, .addCompetition,
                                                   .pickCompetition(2), .startDiscipline, .closeTracker, .addTask, .openTask]
    }

    /// The tab of the hub on screen, with nothing over it.
    static func tabOnTop(_ s: AppState<TetraTrackViews>) -> Int? {
        s.path == [.competitions] && s.scene.topLayer == nil ? s.hub.selectedTab : nil
    }

    func isOnScreen(_ tap: Tap, in s: AppState<TetraTrackViews>) -> Bool {
        let tab = Self.tabOnTop(s), compact = s.scene.sizeClass == .compact
        let calendarRoot = tab == 0 && !s.calendar.showingStats
        switch tap {
        case .open: return s.path.isEmpty && s.scene.topLayer == nil
        // The iPad layout's rows are the split view's own (select(calendarSplit, …)).
        case .tapCompetition: return calendarRoot && compact
        // The iPad layout's statistics push onto the disciplines stack: not modelled (README, decision 4).
        case .stats: return calendarRoot && compact
        case .filters, .addCompetition: return calendarRoot
        case .pickCompetition(let i): return tab == 1 && s.day.selectedCompetition != Competition(i)
        case .startDiscipline: return tab == 1 && s.day.selectedCompetition != nil
        case .closeTracker: return s.scene.topLayer == "tracker"
        case .addTask, .openTask: return tab == 2
        }
    }

    func perform(_ tap: Tap, on s: inout TetraTrackViews, effects: inout Effects<TetraTrackViews>) throws {
        switch tap {
        case .open(let route): s.path.append(route)
        case .tapCompetition(let i): s.calendar.tap(Competition(i))
        case .stats: s.calendar.showStats()
        case .filters: s.calendar.showFilters()
        case .addCompetition: s.calendar.addCompetition()
        case .pickCompetition(let i): s.day.pick(Competition(i))
        case .startDiscipline: s.day.start(.shooting)
        case .closeTracker: s.day.finish()
        case .addTask: s.tasks.addTask()
        case .openTask: s.tasks.open(CompetitionTask(1))
        }
    }

    func role(of tap: Tap, in s: AppState<TetraTrackViews>) -> IntentRole? {
        let wide = s.scene.sizeClass != .compact
        switch tap {
        case .open(let route): return .push("disciplines", route)
        case .tapCompetition: return .present(sheet: "competition")
        case .stats: return .push(stack: "calendar", route: "stats")
        case .filters: return .present(sheet: wide ? "filtersWide" : "filters")
        case .addCompetition: return .present(sheet: wide ? "addCompetitionWide" : "addCompetition")
        case .startDiscipline: return .present(sheet: "tracker")
        case .closeTracker: return .dismiss(sheet: "tracker")
        case .addTask: return .present(sheet: "addTask")
        case .openTask: return .present(sheet: "task")
        case .pickCompetition: return nil
        }
    }

    var properties: [AppProperty<TetraTrackSpec>] {
        [.switchingTabsKeepsStacks(), .retapFollowsBehavior(), .backLowersDepthByOne(), .pushAddsOneScreen(),
         .sheetKeepsStacksBeneath(), .oneSheetAtALevel(), .selectionSurvivesResize()]
    }
}
