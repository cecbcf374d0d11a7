import ModelChecker

// What a person sees: a state as one line of screens, and as the fields a state diff shows.

extension AppMachine {
    /// `[recipes] recipes › recipe(2) ⧉ editor(recipe(2)) ⏳ load(recipe(2))`: the selected tab, the
    /// shown stacks, the presented sheets and the pending work.
    public func screens(of state: State) -> String {
        let s = state.snapshot.scene
        let onView = screensOnView(of: state)
        if s.pending.isEmpty { return onView }
        return onView + (onView.isEmpty ? "" : " ") + "⏳ " + s.pending.map { $0.description }.joined(separator: ", ")
    }

    /// What the user sees, without the pending work: `[recipes] recipes › recipe(2) ⧉ editor(recipe(2))`.
    public func screensOnView(of state: State) -> String {
        let s = state.snapshot.scene
        var parts: [String] = []
        let tabbed = scene.tabBar?.sheet
        // The selected tab, while a tab bar exists (not in the branch of a size-class switch without one).
        // A tab bar on a pushed screen, only while that screen is on top.
        if let tab = s.tab, tabbed == nil, scene.tabBar?.exists?(s.sizeClass) != false,
           scene.tabBar?.route == nil || !isTabBarCovered(s) { parts.append("[\(tab)]") }
        let shown = Set(s.visible.map { stackName(ofPlace: $0.place) })
        let line = { (stack: StackState) in s.split(stack.name).map { splitText($0, routes: stack.routes) }
            ?? ([stack.name] + stack.routes).joined(separator: " › ") }
        for stack in s.stacks where shown.contains(stack.name) {
            let declared = scene.stacks.first { $0.name == stack.name }
            if declared?.sheet != nil { continue }
            parts.append(line(stack))
        }
        for sheet in s.sheets {
            var text = "⧉ " + sheet.text
            if let tab = s.tab, tabbed == sheet.name { text += " [\(tab)]" }
            for stack in s.stacks where scene.stacks.first(where: { $0.name == stack.name })?.sheet == sheet.name
                && (tabbed != sheet.name || stack.tab == nil || stack.tab == s.tab) {
                text += " " + line(stack)
            }
            parts.append(text)
        }
        return parts.joined(separator: " ")
    }

    /// The store's fields (by reflection), then what the scene adds to them: the pending work, the
    /// size class the views read and what is saved for a relaunch. When the snapshot is not a struct with fields, the scene's tab,
    /// paths and sheets are shown as well (otherwise they would repeat the store's own fields).
    public func fields(of state: State) -> [StateField] {
        let s = state.snapshot.scene
        var fields: [StateField]
        let style = Mirror(reflecting: state.snapshot.model).displayStyle
        if style == .struct || style == .class, let own = StableText.fields(of: state.snapshot.model) {
            fields = own
        } else {
            fields = [StateField(name: "store", value: String(describing: state.snapshot.model))]
            if let tab = s.tab { fields.append(StateField(name: "tab", value: tab)) }
            for stack in s.stacks {
                fields.append(StateField(name: "path(\(stack.name))", value: "[" + stack.routes.joined(separator: ", ") + "]"))
            }
            fields.append(StateField(name: "sheets", value: "[" + s.sheets.map { $0.text }.joined(separator: ", ") + "]"))
        }
        if let c = s.sizeClass { fields.append(StateField(name: "sizeClass", value: c.description)) }
        // The column visibility SwiftUI keeps (not bound to the store, so not among its fields).
        for split in scene.splits where split.keptAndChanging {
            if let state = s.split(split.name) { fields.append(StateField(name: "columns(\(split.name))", value: state.visibility.description)) }
        }
        fields.append(StateField(name: "pending", value: "[" + s.pending.map { $0.description }.joined(separator: ", ") + "]"))
        // What survives a relaunch, as saved after the step.
        for saved in s.relaunch.saved {
            fields.append(StateField(name: "saved(\(saved.key))", value: (saved.text ?? "nil") + (saved.stale ? " (stale)" : "")))
        }
        return fields
    }
}
