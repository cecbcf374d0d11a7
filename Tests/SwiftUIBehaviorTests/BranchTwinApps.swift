import ModelChecker
import NavigationModel
import SwiftUIBehavior

// A calendar whose layout switches with the size class, each layout presenting the view's one `@State`
// with a `.sheet` of its own, as TetraTrack's CompetitionCalendarView does (see BranchTwinTests).

/// `if sizeClass == .regular { NavigationSplitView { list } detail: { Detail(selected) }.sheet(isPresented:
/// $filters) } else { NavigationStack { list }.sheet(isPresented: $filters).sheet(item: $selected) }`.
struct CalendarApp: SwiftUIApp {
    enum Defect: Sendable {
        /// The regular layout's "Filter" also clears the selection beneath the sheet it presents.
        case filterClearsSelection
    }

    struct Store: Hashable, Sendable {
        var selected: String?
        var filters = false
    }

    enum Intent: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case filter, tapFirst
        var description: String { rawValue }
    }

    var defect: Defect?
    var name: String { "calendar" }
    var profile: PlatformProfile { .iPad }
    func makeStore() -> Store { Store() }
    var properties: [AppProperty<CalendarApp>] { [.oneSheetAtALevel(), .sheetKeepsStacksBeneath()] }

    var scene: Scene<Store> {
        Scene {
            ifCompact {
                view("list")
                    .sheet("filters", isPresented: \.filters)
                    .sheet("competition", item: \.selected)
            } else: {
                navigationSplitView("split", selection: \.selected, rows: ["c1", "c2"])
                    .sheet("filtersWide", isPresented: \.filters)
            }
        }
    }

    var intents: [Intent] { [.filter, .tapFirst] }

    func isOnScreen(_ intent: Intent, in s: AppState<Store>) -> Bool {
        s.scene.topLayer == nil && (intent == .filter || s.scene.sizeClass == .compact)
    }

    func perform(_ intent: Intent, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent {
        case .filter:
            s.filters = true
            if defect == .filterClearsSelection { s.selected = nil }
        case .tapFirst: s.selected = "c1"
        }
    }

    func role(of intent: Intent, in s: AppState<Store>) -> IntentRole? {
        switch intent {
        case .filter: .present(sheet: s.scene.sizeClass == .compact ? "filters" : "filtersWide")
        case .tapFirst: .present(sheet: "competition")
        }
    }
}
