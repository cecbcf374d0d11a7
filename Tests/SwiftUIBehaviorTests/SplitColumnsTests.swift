import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

// A split view's column visibility is a state only where the app binds it (`visibility:`) or declares
// that it changes (`columns: .changes`); its first value can be declared (``SplitColumns``).

@Suite("Split view column visibility")
struct SplitColumnsTests {
    typealias A = AppAction<Tap>

    static func showColumns(in m: AppMachine<some SwiftUIApp>) -> [String] {
        m.actions.allValues.map(\.description).filter { $0.hasPrefix("showColumns") }
    }

    @Test func anUnboundVisibilityIsExploredOnlyWhenDeclaredAsChanging() throws {
        #expect(Self.showColumns(in: AppMachine(FoldersApp())).isEmpty)
        #expect(Self.showColumns(in: AppMachine(FoldersApp(columns: .fixed(.all)))).isEmpty)
        #expect(Self.showColumns(in: AppMachine(FoldersApp(columns: .changes)))
                == ["showColumns(folders, .all)", "showColumns(folders, .detailOnly)"])
        #expect(Self.showColumns(in: AppMachine(SplitApp())) == ["showColumns(library, .all)", "showColumns(library, .detailOnly)"],
                "a bound visibility is explored as before")
        // Fixed, it is no part of the state: the counterexample's fields do not show it.
        let (m, s) = try state(FoldersApp(), after: [])
        #expect(s.scene.split("folders")?.visibility == .automatic)
        #expect(!m.fields(of: s).contains { $0.name == "columns(folders)" })
        let (cm, cs) = try state(FoldersApp(columns: .changes), after: [])
        #expect(cm.fields(of: cs).contains(StateField(name: "columns(folders)", value: ".automatic")))
    }

    /// A bound visibility starts where the store says and is always explored: `columns:` beside it is
    /// misuse, stopped with a sentence (not silently ignored).
    @Test func aBoundVisibilityWithColumnsDeclaredStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Scene<SplitApp.Store> {
                navigationSplitView("library", selection: \.book, rows: ["a"], path: \.chapters, visibility: \.columns, columns: .changes)
            }
        }
    }

    @Test func aDeclaredFirstValueIsWhereTheSplitViewStarts() throws {
        for columns in [SplitColumns.fixed(.detailOnly), .changes(from: .detailOnly)] {
            let (m, s) = try state(FoldersApp(columns: columns), after: [])
            #expect(s.scene.split("folders")?.visibility == .detailOnly, "\(columns)")
            #expect(m.screens(of: s) == "Empty", "\(columns): the sidebar is hidden")
            #expect(!m.isEnabled(.system(.select("folders", row: "inbox")), in: s), "\(columns)")
            #expect(m.isEnabled(.system(.showColumns("folders", .all)), in: s) == columns.isChanging, "\(columns)")
        }
        let lines = try screens(FoldersApp(columns: .changes(from: .detailOnly)),
                                [.system(.showColumns("folders", .all)), .system(.select("folders", row: "inbox"))])
        #expect(lines == ["Empty", "[folders] | Empty", "[folders ▸ inbox] | inbox"])
    }

    @Test func aSplitViewBuiltAnewStartsAtItsFirstValueAndACollapsedOneKeepsItsOwn() throws {
        let steps: [A] = [.system(.showColumns("folders", .all)), .system(.resize(.compact)), .system(.resize(.regular))]
        // The other branch of a size-class switch destroys the split view: built again, it starts over.
        let (_, rebuilt) = try state(FoldersApp(columns: .changes(from: .detailOnly), switchesContainers: true), after: steps)
        #expect(rebuilt.scene.split("folders")?.visibility == .detailOnly)
        // One split view that collapses and expands is the same view: SwiftUI keeps what the button set.
        let (_, kept) = try state(FoldersApp(columns: .changes(from: .detailOnly)), after: steps)
        #expect(kept.scene.split("folders")?.visibility == .all)
        // A sheet dismissed and presented again holds a split view built anew.
        let sheet = Scene<ProbeStore> {
            view()
                .sheet("picker", item: \.cover) { navigationSplitView("pick", selection: \.sheet, rows: ["x"], path: \.home, columns: .changes(from: .detailOnly)) }
        }
        let picker = Probe(profile: .iPad, alphabet: .ui, scene: sheet, buttons: ["close": { s, _ in s.cover = nil }, "open": { s, _ in s.cover = "c" }])
        let (_, shown) = try state(picker, after: [.user("open"), .system(.showColumns("pick", .all))])
        #expect(shown.scene.split("pick")?.visibility == .all)
        let (_, again) = try state(picker, after: [.user("open"), .system(.showColumns("pick", .all)), .user("close"), .user("open")])
        #expect(again.scene.split("pick")?.visibility == .detailOnly)
        // A relaunch builds the scene anew: the visibility SwiftUI kept starts over, the saved folder comes back.
        let relaunch: A = .system(.relaunch(.processEnded))
        let (m, relaunched) = try state(FoldersApp(columns: .changes(from: .detailOnly), savesFolder: true),
                                        after: [.system(.showColumns("folders", .all)), .system(.select("folders", row: "inbox")), relaunch])
        #expect(m.actions.allValues.contains(relaunch))
        #expect(relaunched.scene.split("folders")?.visibility == .detailOnly)
        #expect(relaunched.folder == "inbox")
    }

    /// The witness: a blank screen that only the sidebar button reaches is found when the visibility is
    /// declared as changing, not when it is fixed; the app that keeps a folder selected holds.
    @Test func aFindingThatNeedsTheSidebarHiddenIsFoundOnlyWhenDeclaredAsChanging() throws {
        let changing = try explore(FoldersApp(columns: .changes), "neverABlankScreen", depth: 4)
        #expect(changing.trace == ["showColumns(folders, .detailOnly)"])
        #expect(changing.finding == .atRest)
        #expect(changing.message == "the screen is Empty: no list and no note")
        #expect(changing.complete)
        let fixed = try explore(FoldersApp(), "neverABlankScreen", depth: 4)
        #expect(fixed.trace == nil && fixed.violated.isEmpty && fixed.nonVacuous > 0 && fixed.complete)
        let corrected = try explore(FoldersApp(columns: .changes, keepsAFolder: true), "neverABlankScreen", depth: 4)
        #expect(corrected.trace == nil && corrected.violated.isEmpty && corrected.nonVacuous > 0 && corrected.complete)
    }

    /// The other way round: a screen whose only touch is the sidebar button (one row, already selected;
    /// a pushed note that hides its back button in regular width) is a dead end by default, and the
    /// sidebar button counts as leaving it when the visibility is declared as changing.
    @Test func aDeadEndThatOnlyTheSidebarButtonLeavesIsFoundByDefault() throws {
        func app(_ columns: SplitColumns) -> Probe {
            let scene = Scene<ProbeStore> {
                navigationSplitView("notes", selection: \.sheet, rows: ["a"], path: \.home, columns: columns, backHidden: { s, sizeClass in sizeClass == .regular && !s.home.isEmpty })
            }
            return Probe(profile: .iPad, alphabet: .ui, start: ProbeStore(home: ["n1"], sheet: "a"), scene: scene,
                         properties: [.noDeadEnd()])
        }
        let fixed = try explore(app(.fixed), "noDeadEnd", depth: 4)
        #expect(fixed.trace == [] && fixed.finding == .atRest)
        #expect(fixed.message == "nothing on [notes ▸ a] | a › n1 can be touched")
        let changing = try explore(app(.changes), "noDeadEnd", depth: 4)
        #expect(changing.violated.isEmpty && changing.nonVacuous > 0)
    }

    /// An iPad app with a split view in each of three tabs: the states with the visibilities fixed (the
    /// default) and declared as changing (what every unbound split view cost before).
    @Test func aSplitViewInEachTabNoLongerMultipliesTheStates() throws {
        let fixed = try Explorer(AppMachine(TabbedSplitsApp()), options: ExplorationOptions(workers: 1)).run()
        let changing = try Explorer(AppMachine(TabbedSplitsApp(columns: .changes)), options: ExplorationOptions(workers: 1)).run()
        #expect(fixed.complete && changing.complete)
        #expect(fixed.violatedProperties.isEmpty && changing.violatedProperties.isEmpty)
        // Each split view's visibility takes three values (`.automatic`, then `.all` or `.detailOnly`)
        // whatever the store holds: 3 × 3 × 3 = 27 times the states.
        #expect(fixed.statistics.distinctStates == 162)
        #expect(changing.statistics.distinctStates == 4_374)
    }
}
