/// The app's tabs. On an iPad (regular width) it shows a stats tab as well; on an iPhone (compact
/// width) the stats are a section of the history tab.
public enum Tab: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case exercises, history, stats
    public var description: String { rawValue }

    /// `TabView(selection: $router.tab) { … if sizeClass == .regular { StatsView().tag(Tab.stats) } }`
    public static let regular: [Tab] = [.exercises, .history, .stats]
    /// The tabs in compact width.
    public static let compact: [Tab] = [.exercises, .history]
}

/// A row of the exercises sidebar.
public enum Exercise: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case squat, deadlift
    public var description: String { rawValue }
}

/// A screen of the detail column's stack.
public enum ExerciseRoute: Sendable, Hashable, CustomStringConvertible {
    /// The exercise's logged sets.
    case sets
    /// One set, being edited.
    case set(Int)

    public var description: String {
        switch self {
        case .sets: "sets"
        case .set(let n): "set(\(n))"
        }
    }
}

/// The width the views read (SwiftUI's `UserInterfaceSizeClass`, kept apart so that the package builds
/// on Linux).
public enum Width: Sendable, Hashable { case compact, regular }

/// The columns shown (SwiftUI's `NavigationSplitViewVisibility`).
public enum Columns: Sendable, Hashable { case automatic, all, doubleColumn, detailOnly }

/// The workouts app's navigation, written as an iOS developer writes it: an `@Observable` router (the
/// macro is left out so that the package builds on Linux too), read by
///
/// ```swift
/// TabView(selection: $router.tab) {
///     NavigationSplitView(columnVisibility: $router.columns) {
///         List(Exercise.allCases, selection: $router.exercise) { Text($0.rawValue).tag($0) }
///     } detail: {
///         NavigationStack(path: $router.detailPath) { ExerciseView(router.exercise) }
///     }
///     .tag(Tab.exercises)
///     NavigationStack(path: $router.historyPath) { HistoryView() }.tag(Tab.history)
///     if sizeClass == .regular { StatsView().tag(Tab.stats) }
/// }
/// .onChange(of: sizeClass) { router.widthChanged(to: sizeClass) }
/// ```
public final class WorkoutsRouter /* @Observable */ {
    /// The selected tab.
    public var tab: Tab = .exercises
    /// The sidebar's selection.
    public var exercise: Exercise? {
        didSet { if exercise != oldValue { detailPath = [] } }
    }
    /// The detail column's stack.
    public var detailPath: [ExerciseRoute] = []
    /// The history tab's stack.
    public var historyPath: [Int] = []
    /// The split view's columns.
    public var columns: Columns = .automatic

    /// When true, going compact empties the detail stack "so that the collapsed stack starts at the
    /// exercise", as the first version of the app did (a deliberate defect, to show what NavCheck
    /// reports).
    public let compactResetsDetail: Bool

    /// The app at launch: the exercises tab, nothing selected.
    public init(compactResetsDetail: Bool = false) {
        self.compactResetsDetail = compactResetsDetail
    }

    /// `onChange(of: horizontalSizeClass)`: the stats tab is not shown in compact width, so the
    /// router leaves it.
    public func widthChanged(to width: Width) {
        if width == .compact {
            if tab == .stats { tab = .history }
            if compactResetsDetail { detailPath = [] }
        }
    }

    /// "Sets" on the exercise's page.
    public func showSets() { detailPath.append(.sets) }
    /// A logged set.
    public func edit(set n: Int) { detailPath.append(.set(n)) }
    /// A past workout in the history.
    public func open(workout id: Int) { historyPath.append(id) }
}
