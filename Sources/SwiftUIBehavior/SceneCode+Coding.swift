import ModelChecker
import NavigationModel

// `SceneState` to `SceneCode` and back, in the layout `SceneCode.swift` describes.

extension SceneCoder {
    /// The code of `scene`, a state of the machine the tables were made from.
    package func encode(_ scene: SceneState) -> SceneCode {
        let names = interners.names, routes = interners.routes
        var w = SceneCodeWriter()
        w.put(name: scene.tab, in: tables.tabNumbers, names: names)
        w.put(SceneCodeCases.code(scene.sizeClass) | (scene.tabBarHidden ? 4 : 0))
        for stack in scene.stacks {
            w.put(Int32(stack.routes.count) << 1 | (stack.backHidden ? 1 : 0))
            for route in stack.routes { w.put(routes.id(of: route)) }
        }
        w.put(count: scene.sheets.count)
        for sheet in scene.sheets {
            let number = tables.sheetNumbers[sheet.name] ?? (-1 - names.id(of: sheet.name))
            w.put(number << 1 | (sheet.dismissDisabled ? 1 : 0))
            w.put(interners.items.id(of: sheet.item))
        }
        w.put(count: scene.hiddenSheets.count)
        for sheet in scene.hiddenSheets { w.put(name: sheet, in: tables.sheetNumbers, names: names) }
        w.put(count: scene.pending.count)
        for effect in scene.pending { encode(effect, into: &w) }
        w.put(count: scene.visible.count)
        for screen in scene.visible { encode(screen, into: &w) }
        for split in scene.splits {
            w.put(text: split.selection, in: routes)
            w.put(text: split.content, in: routes)
            w.put(SceneCodeCases.code(split.visibility) << 1 | (split.collapsed ? 1 : 0))
            w.put(count: split.contentRows.count)
            for row in split.contentRows { w.put(routes.id(of: row)) }
        }
        var bits = Array(repeating: Int32(0), count: (tables.nodes.count + 30) / 31)
        for node in scene.nodes {
            let n = Int(tables.nodeNumbers[node] ?? -1)
            if n >= 0 { bits[n / 31] |= 1 << Int32(n % 31) }
        }
        for word in bits { w.put(word) }
        w.put(count: scene.branches.count)
        for branch in scene.branches { w.put(Int32(branch)) }
        encode(scene.relaunch, into: &w)
        return SceneCode(words: w.words)
    }

    private func encode(_ screen: Screen?, into w: inout SceneCodeWriter) {
        guard let screen else { return w.put(-1) }
        w.put(interners.names.id(of: screen.place))
        w.put(count: screen.depth)
        w.put(text: screen.route, in: interners.routes)
    }

    private func encode(_ effect: PendingEffect, into w: inout SceneCodeWriter) {
        let names = interners.names
        w.put(names.id(of: effect.name))
        encode(effect.owner, into: &w)
        w.put(SceneCodeCases.code(effect.cancellation) << 3 | (effect.ownerVisible ? 4 : 0)
              | (effect.interleaved ? 2 : 0) | (effect.cancelled ? 1 : 0))
        w.put(text: effect.startedBy, in: names)
        w.put(count: effect.navigates.count)
        for navigation in effect.navigates {
            switch navigation {
            case .presents(let sheet): w.put(0); w.put(names.id(of: sheet))
            case .path(let stack): w.put(1); w.put(names.id(of: stack))
            case .selectsTab: w.put(2); w.put(-1)
            }
        }
    }

    private func encode(_ relaunch: RelaunchState, into w: inout SceneCodeWriter) {
        for list in [relaunch.saved, relaunch.unreadable] {
            w.put(count: list.count)
            for data in list {
                w.put(name: data.key, in: tables.keyNumbers, names: interners.names)
                w.put(text: data.text, in: interners.texts)
                w.put(SceneCodeCases.code(data.kind) << 1 | (data.stale ? 1 : 0))
            }
        }
        w.put(count: relaunch.handled.count)
        for key in relaunch.handled { w.put(name: key, in: tables.keyNumbers, names: interners.names) }
    }

    /// The scene state `code` stands for (the code of one of this coder's ``encode(_:)``).
    package func decode(_ code: SceneCode) -> SceneState {
        let names = interners.names, routes = interners.routes
        var r = SceneCodeReader(words: code.words)
        let tab = r.name(in: tables.tabs, names: names)
        let flags = r.next()
        var stacks: [StackState] = []
        stacks.reserveCapacity(tables.stacks.count)
        for declared in tables.stacks {
            let head = r.next()
            let routes = (0..<Int(head >> 1)).map { _ in routes.text(of: r.next()) }
            stacks.append(StackState(name: declared.name, routes: routes, backHidden: head & 1 == 1,
                                     tab: declared.tab, sheet: declared.sheet))
        }
        let sheets: [SheetState] = (0..<r.count()).map { _ in
            let head = r.next(), number = head >> 1
            let name = number >= 0 ? sheetNames[Int(number)] : names.text(of: -1 - number)
            let style = number >= 0 ? tables.sheets[Int(number)].style : .sheet
            return SheetState(name: name, item: interners.items.text(of: r.next()), style: style, dismissDisabled: head & 1 == 1)
        }
        let hidden = (0..<r.count()).map { _ in r.name(in: sheetNames, names: names) ?? "" }
        let pending = (0..<r.count()).map { _ in decodeEffect(&r) }
        let visible = (0..<r.count()).compactMap { _ in decodeScreen(&r) }
        let splits: [SplitState] = tables.splits.map { declared in
            let selection = r.text(in: routes), content = r.text(in: routes), head = r.next()
            let rows = (0..<r.count()).map { _ in routes.text(of: r.next()) }
            return SplitState(name: declared.name, selection: selection, content: content, threeColumns: declared.threeColumns,
                              visibility: SceneCodeCases.visibilities[Int(head >> 1)], collapsed: head & 1 == 1, contentRows: rows)
        }
        var bits: [Int32] = []
        for _ in 0..<((tables.nodes.count + 30) / 31) { bits.append(r.next()) }
        let nodes = tables.nodes.indices.filter { bits[$0 / 31] & (1 << Int32($0 % 31)) != 0 }.map { tables.nodes[$0] }
        let branches = (0..<r.count()).map { _ in Int(r.next()) }
        return SceneState(
            tab: tab, stacks: stacks, sheets: sheets, sizeClass: SceneCodeCases.sizeClass(flags & 3), pending: pending,
            visible: visible, topLayer: sheets.last?.name, hiddenSheets: hidden, tabBarHidden: flags & 4 != 0,
            splits: splits, nodes: nodes, branches: branches, relaunch: decodeRelaunch(&r))
    }

    private func decodeScreen(_ r: inout SceneCodeReader) -> Screen? {
        let place = r.next()
        guard place >= 0 else { return nil }
        return Screen(place: interners.names.text(of: place), depth: r.count(), route: r.text(in: interners.routes))
    }

    private func decodeEffect(_ r: inout SceneCodeReader) -> PendingEffect {
        let names = interners.names
        let name = names.text(of: r.next()), owner = decodeScreen(&r), flags = r.next()
        let startedBy = r.text(in: names)
        let navigates: [Navigation] = (0..<r.count()).map { _ in
            let kind = r.next(), text = r.next()
            switch kind {
            case 0: return .presents(names.text(of: text))
            case 1: return .path(names.text(of: text))
            default: return .selectsTab
            }
        }
        return PendingEffect(name: name, owner: owner, cancellation: SceneCodeCases.cancellations[Int(flags >> 3)],
                             ownerVisible: flags & 4 != 0, startedBy: startedBy, interleaved: flags & 2 != 0,
                             cancelled: flags & 1 != 0, navigates: navigates)
    }

    private func decodeRelaunch(_ r: inout SceneCodeReader) -> RelaunchState {
        var relaunch = RelaunchState()
        var lists: [[SavedData]] = []
        for _ in 0..<2 {
            lists.append((0..<r.count()).map { _ in
                let key = r.name(in: keyNames, names: interners.names) ?? ""
                let text = r.text(in: interners.texts), head = r.next()
                var data = SavedData(key: key, kind: SceneCodeCases.kinds[Int(head >> 1)], saved: text.map(SavedText.init))
                data.stale = head & 1 == 1
                return data
            })
        }
        relaunch.saved = lists[0]
        relaunch.unreadable = lists[1]
        relaunch.handled = (0..<r.count()).map { _ in r.name(in: keyNames, names: interners.names) ?? "" }
        return relaunch
    }
}
