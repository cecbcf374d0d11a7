import ModelChecker

// What a sheet's presentation or dismissal changed beneath it: the stacks and split views of the level
// it covers, less what an intent's role says it changes on purpose (``IntentRole/dismissAndNavigate(sheet:navigates:)``),
// named by the one on view when several are bound to the same property of the store.

extension AppMachine {
    /// The first change, in words, to the stacks and split views `beneath` (by name) between `before`
    /// and `after`, beyond what `navigates` allows: `home beneath editor: [a] became []`, or `library
    /// selection: a became b beneath player`. A split view's selections are checked before any stack's;
    /// within each, those on view in `before` come first, so that of two split views (or stacks) bound to
    /// one property of the store, which change together, the one a person sees is named.
    func changeBeneath(_ sheet: String, _ beneath: [String], _ before: SceneState, _ after: SceneState,
                       allowing navigates: [Navigation]) -> String? {
        var allowed = changedOnPurpose(navigates)
        // A split view whose selection is the sheet's own binding (the sheet shows the selected row in
        // compact width, the split view its detail in regular width) changes with the sheet: that is its
        // presentation or dismissal.
        if let binding = declaredSheet(sheet)?.binding {
            for split in scene.splits where split.columns.contains(where: { $0.binding == binding }) { allowed.selections.insert(split.name) }
        }
        // A stack or split view in the branch of a size-class switch not taken is not beneath anything.
        let gone = lookup.gone[before.sizeClass] ?? []
        let beneath = beneath.filter { !gone.contains($0) }
        let onView = Set(before.visible.map { stackName(ofPlace: $0.place) })
        let ordered = beneath.filter { onView.contains($0) } + beneath.filter { !onView.contains($0) }
        if let change = firstSplitChange(of: ordered.filter { !allowed.selections.contains($0) }, before, after) {
            return "\(change) beneath \(sheet)"
        }
        guard let (stack, was, now) = firstChange(of: ordered.filter { !allowed.paths.contains($0) }, before, after) else { return nil }
        return "\(stack) beneath \(sheet): \(text(was)) became \(text(now))"
    }

    /// The stacks whose paths and the split views whose selections `navigates` writes on purpose
    /// (``Navigation/path(_:)``): each one named, with every stack bound to the same path and every split
    /// view bound to the same selection as one of them (they change together).
    func changedOnPurpose(_ navigates: [Navigation]) -> (paths: Set<String>, selections: Set<String>) {
        var paths: Set<String> = [], selections: Set<String> = []
        for case .path(let name) in navigates {
            paths.insert(name)
            if let binding = declaredStack(name)?.binding {
                for stack in scene.stacks where stack.binding == binding { paths.insert(stack.name) }
            }
            guard let split = declaredSplit(name) else { continue }
            let bindings = split.columns.map(\.binding)
            for other in scene.splits where other.columns.contains(where: { bindings.contains($0.binding) }) { selections.insert(other.name) }
        }
        return (paths, selections)
    }
}
