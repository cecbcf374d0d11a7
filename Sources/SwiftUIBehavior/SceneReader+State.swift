import ModelChecker
import NavigationModel

// The scene state a step ends in, read by the compiled reader (``SceneReader``): what settle found on
// view, and what the store and the world hold.

/// What the world holds at the end of a step that the scene state keeps, besides the store.
struct WorldAtRest {
    let reading: WorldReading
    /// The sheets on screen, outermost first, as the last settle found them.
    let shownSheets: [String]
    /// The item a sheet shows where it is not its binding's (a reopened sheet's earlier item).
    let shownItems: [String: String]
    let pending: [PendingEffect]
    let visible: [Screen]
    let columnVisibility: [String: ColumnVisibility]
    let relaunch: RelaunchState
}

extension SceneReader {
    /// The scene state of a world at the end of a step (``AppMachine/sceneState(of:)``); `nodes`: the
    /// view tree's nodes that exist (worked out by the machine, when the scene has any).
    func sceneState(_ w: WorldAtRest, _ store: StorePointer, nodes: [String]) -> SceneState {
        let sizeClass = w.reading.sizeClass, dismissing = w.reading.dismissing, presented = w.reading.presented
        let shown = w.shownSheets.compactMap { sheetNumbers[$0] }
        let dismissingLevels = dismissing.isEmpty ? [] : sheets.filter { dismissing.contains($0.name) }.map { $0.parent }
        return SceneState(
            tab: tabBar?.selected(store),
            stacks: stacks.map { StackState(name: $0.name, routes: $0.routes(store), backHidden: $0.backHidden(store, sizeClass),
                                            tab: $0.tab, sheet: $0.sheet) },
            sheets: shown.map { i in
                let sheet = sheets[i]
                return SheetState(name: sheet.name, item: w.shownItems[sheet.name] ?? sheet.presented(store) ?? "", style: sheet.style,
                                  dismissDisabled: sheet.dismissDisabled(store, sizeClass))
            },
            sizeClass: sizeClass, pending: w.pending, visible: w.visible,
            topLayer: shown.last.map { sheets[$0].name },
            // A sheet set while the one at its level is being swiped away waits for the dismissal to end.
            hiddenSheets: presented.count <= shown.count ? [] : presented.filter { name in
                !dismissing.contains(name) && !shown.contains { sheets[$0].name == name }
                    && !dismissingLevels.contains(sheetNumbers[name].map { sheets[$0].parent } ?? nil)
                    // A sheet of the branch of a size-class switch not taken is presented by no view that exists.
                    && sheetNumbers[name].map { sheets[$0].exists?(sizeClass) != false } ?? true
            },
            tabBarHidden: tabBar?.hidden?(store) ?? false,
            splits: splits.map { split in splitState(split, w, store) },
            nodes: nodes, branches: branches(of: store), relaunch: w.relaunch)
    }

    /// What the scene holds of a split view (``AppMachine/splitStates(of:)``).
    private func splitState(_ split: Split, _ w: WorldAtRest, _ store: StorePointer) -> SplitState {
        let selection = split.selected(store)
        return SplitState(
            name: split.name, selection: selection,
            content: selection == nil ? nil : split.contentSelected?(store), threeColumns: split.contentSelected != nil,
            visibility: split.visibility?(store) ?? w.columnVisibility[split.name] ?? split.keptFirst,
            collapsed: w.reading.sizeClass == .compact, contentRows: split.contentRows?(store) ?? [])
    }
}
