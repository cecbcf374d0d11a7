// TetraTrack keeps its navigation in the views' own `@State`: each struct below gathers one view's, with
// the view's buttons as methods that write it as the view's closures do. Ported from
// darrylcauldwell/TetraTrack at 38acb74 (the parent of cc43904), folder TetraTrack/Views/.

/// A competition of the calendar (SwiftData's `Competition`, by its id).
public struct Competition: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public init(_ id: Int) { self.id = id }
    public var description: String { "competition(\(id))" }
}

/// A task of the task list (SwiftData's `CompetitionTask`, by its id).
public struct CompetitionTask: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public init(_ id: Int) { self.id = id }
    public var description: String { "task(\(id))" }
}

/// CompetitionDayView.swift: `enum TriathlonDiscipline` (its cards open a full-screen tracker).
public enum TriathlonDiscipline: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case shooting, swimming, running, riding
    public var description: String { rawValue }
}

/// Disciplines/DisciplinesView.swift: the hub's `NavigationLink(destination:)`s that iPad shows (the
/// capture disciplines are `.hideInReadOnlyMode()`, and iPad is always read-only: TetraTrackApp.swift).
public enum DisciplinesRoute: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// `NavigationLink(destination: CompetitionHubView())`.
    case competitions
    /// `NavigationLink(destination: FamilyView())`.
    case family
    /// The toolbar's `NavigationLink(destination: SettingsView())`.
    case settings
    public var description: String { rawValue }
}

/// Competition/CompetitionHubView.swift: `@State private var selectedTab = 0` of its
/// `TabView(selection: $selectedTab)` (0: Calendar, 1: Competition Day, 2: Tasks).
public struct CompetitionHub: Hashable, Sendable {
    public var selectedTab = 0
    public init() {}
}

/// Competition/CompetitionCalendarView.swift: its `@State` (lines 57–61), shared by the iPad layout
/// (`NavigationSplitView`) and the iPhone layout (`NavigationStack`), which `if horizontalSizeClass ==
/// .regular` chooses between.
public struct CompetitionCalendar: Hashable, Sendable {
    public var showingAddCompetition = false
    public var showingStats = false
    public var selectedCompetition: Competition?
    public var showingFilters = false
    public init() {}

    /// The competitions a fresh calendar lists (two: the next one first).
    public static let competitions = [Competition(1), Competition(2)]

    /// A row's `.onTapGesture { selectedCompetition = competition }` (and the next competition's card).
    public mutating func tap(_ competition: Competition) { selectedCompetition = competition }
    /// The toolbar's statistics button: `showingStats = true`.
    public mutating func showStats() { showingStats = true }
    /// The toolbar's filter button: `showingFilters = true`.
    public mutating func showFilters() { showingFilters = true }
    /// The toolbar's "+": `showingAddCompetition = true`.
    public mutating func addCompetition() { showingAddCompetition = true }
}

/// Competition/CompetitionDayView.swift: its `@State` (lines 14–15).
public struct CompetitionDay: Hashable, Sendable {
    public var selectedCompetition: Competition?
    public var activeDiscipline: TriathlonDiscipline?
    public init() {}

    /// `.onAppear { if selectedCompetition == nil { selectedCompetition = competitionDayCompetitions.first } }`.
    public mutating func appear() {
        if selectedCompetition == nil { selectedCompetition = CompetitionCalendar.competitions.first }
    }
    /// The competition picker (shown when there is more than one): writes `selectedCompetition`.
    public mutating func pick(_ competition: Competition) { selectedCompetition = competition }
    /// A discipline card's button: `activeDiscipline = discipline` (a `.fullScreenCover(item:)`).
    public mutating func start(_ discipline: TriathlonDiscipline) { activeDiscipline = discipline }
    /// The tracker's close button (its `onDismiss`/`dismiss()`): `activeDiscipline = nil`.
    public mutating func finish() { activeDiscipline = nil }
}

/// Competition/TaskListView.swift: its `@State` (lines 19–20).
public struct TaskList: Hashable, Sendable {
    public var showingAddTask = false
    public var selectedTask: CompetitionTask?
    public init() {}

    /// The toolbar's "+": `showingAddTask = true`.
    public mutating func addTask() { showingAddTask = true }
    /// A task row's tap: `selectedTask = task`.
    public mutating func open(_ task: CompetitionTask) { selectedTask = task }
}
