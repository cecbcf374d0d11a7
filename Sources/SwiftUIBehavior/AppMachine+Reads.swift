import ModelChecker

// The step's reads of what is on view and of the scene state, through the compiled reader
// (``SceneReader``): the generic machine hands the reader a pointer to its store and the world's
// fields, and the reader walks the lowered declarations in code compiled once for every app.

extension AppMachine {
    /// What the world holds that the reader needs besides the store.
    func reading(_ world: AppWorld<App>) -> WorldReading {
        WorldReading(sizeClass: world.sizeClass, presented: world.presented, dismissing: world.dismissing)
    }

    /// The sheets on screen, outermost first, as places in the scene's sheets.
    func shownSheets(of world: AppWorld<App>) -> [Int] {
        withUnsafePointer(to: world.store) { reader.presentedSheets(reading(world), UnsafeRawPointer($0)) }
    }

    /// The screens on view with the sheets `shown` (places in the scene's sheets) on screen.
    func readScreens(of world: AppWorld<App>, shown: [Int]) -> [Screen] {
        withUnsafePointer(to: world.store) { reader.visibleScreens(reading(world), UnsafeRawPointer($0), sheets: shown) }
    }

    /// The top screen of the layer that takes touches.
    func topScreenOnView(of world: AppWorld<App>) -> Screen? {
        withUnsafePointer(to: world.store) { store in
            let raw = UnsafeRawPointer(store)
            return reader.topScreens(inLayer: reader.presentedSheets(reading(world), raw).last, raw, sizeClass: world.sizeClass).first
        }
    }

    /// The scene state of a world at the end of a step.
    func readSceneState(of world: AppWorld<App>) -> SceneState {
        let rest = WorldAtRest(reading: reading(world), shownSheets: world.shownSheets, shownItems: world.shownItems,
                               pending: world.pending.map { $0.effect },
                               visible: world.visible, columnVisibility: world.columnVisibility, relaunch: world.relaunch)
        let nodes = scene.nodes.isEmpty ? [] : liveNodes(of: world)
        return withUnsafePointer(to: world.store) { reader.sceneState(rest, UnsafeRawPointer($0), nodes: nodes) }
    }
}
