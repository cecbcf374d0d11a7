import Foundation
import NavCheckTesting
import Workouts

/// The workouts app as NavCheck checks it: the router, the app's own buttons, and the scene that says
/// what SwiftUI shows around the router. The tab bar, the split view (its sidebar rows, its column
/// button, its collapse into one stack and the back that clears the selection), the back button of
/// each stack and the size class come from the scene.
struct WorkoutsSpec: SwiftUIApp {
    /// The app's own controls.
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case showSets, editSet, openWorkout
        var description: String { rawValue }
    }

    /// The router as a value: what tells two states apart.
    struct Snapshot: Hashable, Sendable {
        var tab: Tab
        var exercise: Exercise?
        var detailPath: [ExerciseRoute]
        var historyPath: [Int]
        var columns: Columns
    }

    /// The device: an iPad (the size class changes with multitasking) or an iPhone (always compact).
    var profile: PlatformProfile = .iPad
    /// Switches on the router's deliberate defect.
    var defect = ProcessInfo.processInfo.environment["NAVCHECK_EXAMPLE_DEFECT"] == "1"

    var name: String { "workouts" }

    func makeStore() -> WorkoutsRouter { WorkoutsRouter(compactResetsDetail: defect) }

    func snapshot(of r: WorkoutsRouter) -> Snapshot {
        Snapshot(tab: r.tab, exercise: r.exercise, detailPath: r.detailPath, historyPath: r.historyPath, columns: r.columns)
    }

    /// `TabView(selection: $router.tab)`: a split view in the exercises tab, a stack in history, and a
    /// stats tab in regular width only.
    var scene: Scene<WorkoutsRouter> {
        Scene {
            // TabView { …; if sizeClass == .regular { StatsView().tag(Tab.stats) } }: stats in regular width only.
            tabView(\.tab) {
                navigationSplitView("exercises", selection: \.exercise, rows: Exercise.allCases, path: \.detailPath,
                                    visibility: \.columnVisibility)
                    .tag(Tab.exercises)
                navigationStack("history", \.historyPath).tag(Tab.history)
                ifCompact {} else: { view("stats").tag(Tab.stats) }
            }
            .onChangeOfSizeClass { r, sizeClass in r.widthChanged(to: sizeClass == .compact ? .compact : .regular) }
        }
    }

    var intents: [Tap] { [.showSets, .editSet, .openWorkout] }

    /// A control is on screen when its tab is selected and its screen is on top.
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        switch tap {
        case .showSets: s.tab == .exercises && s.exercise != nil && s.detailPath.isEmpty && s.scene.split("exercises")?.showsDetail == true
        case .editSet: s.tab == .exercises && s.detailPath.last == .sets
        case .openWorkout: s.tab == .history && s.historyPath.isEmpty
        }
    }

    func perform(_ tap: Tap, on r: inout WorkoutsRouter, effects: inout Effects<WorkoutsRouter>) throws {
        switch tap {
        case .showSets: r.showSets()
        case .editSet: r.edit(set: 1)
        case .openWorkout: r.open(workout: 1)
        }
    }

    /// What each control is, in the words of the built-in properties.
    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .showSets: .push("exercises", ExerciseRoute.sets)
        case .editSet: .push("exercises", ExerciseRoute.set(1))
        case .openWorkout: .push("history", 1)
        }
    }

    var properties: [AppProperty<WorkoutsSpec>] {
        // The split view across a size change (the selection stays shown, the detail stack survives),
        // where the profile changes the size class: an iPhone never does, so there they would check nothing.
        (profile.sizeClassChanges ? AppProperty.adaptive : []) + [
            // Tabs (the stats tab is selected only where it is shown), each stack, and the collapsed
            // stack's back.
            .selectedTabIsShown(), .switchingTabsKeepsStacks(), .actionStaysInItsTab(), .backLowersDepthByOne(),
            .pushAddsOneScreen(),
        ]
    }
}

extension WorkoutsRouter {
    /// The router's columns in NavCheck's words, for the scene's `visibility:` binding.
    var columnVisibility: ColumnVisibility {
        get {
            switch columns {
            case .automatic: .automatic
            case .all: .all
            case .doubleColumn: .doubleColumn
            case .detailOnly: .detailOnly
            }
        }
        set {
            switch newValue {
            case .automatic: columns = .automatic
            case .all: columns = .all
            case .doubleColumn: columns = .doubleColumn
            case .detailOnly: columns = .detailOnly
            }
        }
    }
}
