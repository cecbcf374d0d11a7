import ModelChecker

// What a person sees, structured for drawing a device: the same screens as the screen line
// (AppMachine+Display.swift), as a tab bar, columns and layers.

extension AppMachine {
    /// What the user sees in `state`, as a ``DevicePicture``: the tab bar with the selected tab, each
    /// shown stack as a column (a split view as its columns, or as one stack when collapsed), the sheets
    /// and covers over them, and the pending work.
    public func picture(of state: State) -> DevicePicture? {
        let s = state.snapshot.scene
        let shown = Set(s.visible.map { stackName(ofPlace: $0.place) })
        let barSheet = scene.tabBar?.sheet
        func surface(sheet: String?) -> DevicePicture.Surface {
            var out = DevicePicture.Surface()
            if let bar = scene.tabBar, bar.sheet == sheet, !s.tabBarHidden, bar.exists(in: s.sizeClass, s.branches) {
                out.tabs = bar.shown?(s.sizeClass) ?? bar.names
                out.selectedTab = s.tab
            }
            for stack in s.stacks {
                let declared = scene.stacks.first { $0.name == stack.name }
                guard declared?.sheet == sheet else { continue }
                if sheet == nil {
                    guard shown.contains(stack.name) else { continue }
                } else if barSheet == sheet, let tab = stack.tab, tab != s.tab {
                    continue
                }
                out.columns += columns(of: stack, in: s)
            }
            return out
        }
        let layers = s.sheets.map { sheet in
            DevicePicture.Layer(name: sheet.text, isCover: sheet.style == .fullScreenCover, content: surface(sheet: sheet.name))
        }
        var picture = DevicePicture(sizeClass: s.sizeClass?.rawValue, content: surface(sheet: nil), layers: layers,
                                    pending: s.pending.map { $0.description })
        picture.device = app.profile == .iPad ? "iPad" : "iPhone"
        return picture
    }

    /// A stack as one column, or a split view as the columns its visibility shows.
    private func columns(of stack: StackState, in s: SceneState) -> [DevicePicture.Column] {
        guard let split = s.split(stack.name) else { return [.init(title: stack.name, screens: [stack.name] + stack.routes)] }
        if split.collapsed {
            return [.init(title: split.name, screens: [split.name] + split.pushedSelections + (split.showsDetail ? stack.routes : []))]
        }
        let declared = scene.split(stack.name)
        let sidebar = DevicePicture.Column(title: split.name, rows: declared?.sidebar.all ?? [], selectedRow: split.selection)
        let content = split.threeColumns
            ? DevicePicture.Column(title: split.selection ?? "Empty", rows: split.contentRows, selectedRow: split.content) : nil
        let detail = DevicePicture.Column(title: split.detailRow ?? "Empty",
                                          screens: split.detailRow.map { [$0] + stack.routes } ?? ["Empty"])
        switch split.visibility {
        case .all, .automatic: return [sidebar] + (content.map { [$0] } ?? []) + [detail]
        case .doubleColumn: return [content ?? sidebar, detail]
        case .detailOnly: return [detail]
        }
    }
}
