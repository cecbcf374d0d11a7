import ModelChecker
import NavigationModel

// The compiled app machine's second stage: what a step reads of the store to know what is on view and
// what the scene holds, in code that is not generic over the app. A `Scene<Store>` is lowered once, when
// the machine is made, into declarations whose closures take the store behind a raw pointer; the
// functions that walk the declarations (which sheets show, which stacks a layer shows, their top
// screens, the scene state) are then compiled once, for every app, instead of running as generic code
// over the app's types. Generic code over a type that another module declares is never specialized, and
// each list it walks, each optional and each closure it forms costs the Swift run time a look-up of a
// type's metadata: a third of a step's instructions in a release build before this stage
// (`Benchmarks/README.md`, "Where a step's time goes").

/// A scene's declarations with the store's type erased, and the reads of the step over them.
final class SceneReader: @unchecked Sendable {
    /// The store, as the erased closures read it: a pointer to a value of the app's `Store` type.
    typealias StorePointer = UnsafeRawPointer

    struct Stack: Branched {
        let name: String
        let tab: String?
        let sheet: String?
        let routes: (StorePointer) -> [String]
        let top: (StorePointer) -> (depth: Int, route: String?)
        let backHidden: (StorePointer, SizeClass?) -> Bool
        let exists: ((SizeClass?) -> Bool)?
        let cases: [BranchCase]
        /// The split view whose detail stack this is (its place among the split views), or nil.
        let split: Int?
    }

    struct Sheet: Branched {
        let name: String
        let style: PresentationStyle
        let parent: String?
        let host: PresentationHost
        let presented: (StorePointer) -> String?
        /// Whether `interactiveDismissDisabled` holds, given the size class the views read (false where
        /// the OS ignores a lock below the sheet's direct content, ``Scene/dismissLockNested(in:)``).
        let dismissDisabled: (StorePointer, SizeClass?) -> Bool
        let exists: ((SizeClass?) -> Bool)?
        let cases: [BranchCase]
    }

    struct TabBar: Branched {
        let sheet: String?
        let stack: String?
        /// The route of the pushed screen of `stack` that holds the tab bar (nil: the stack's root).
        let route: String?
        let selected: (StorePointer) -> String
        let hidden: ((StorePointer) -> Bool)?
        /// A bar of the app's own buttons, not a `TabView`.
        let custom: Bool
        /// The tabs shown for a size class, when the set depends on it.
        let shown: ((SizeClass?) -> [String])?
        let exists: ((SizeClass?) -> Bool)?
        let cases: [BranchCase]
    }

    struct Split {
        let name: String
        let selected: (StorePointer) -> String?
        let contentSelected: ((StorePointer) -> String?)?
        let contentRows: ((StorePointer) -> [String])?
        let visibility: ((StorePointer) -> ColumnVisibility)?
        let keptFirst: ColumnVisibility
        /// Whether the column visibility is a state (bound, or declared as changing).
        let visibilityChanges: Bool
    }

    let stacks: [Stack]
    let sheets: [Sheet]
    let tabBar: TabBar?
    let splits: [Split]
    /// The case each switch over the store takes, in tree order (``AppMachine/branches(of:)``).
    let switches: [(StorePointer) -> Int]
    /// The first declaration of each name, as ``SceneLookup`` has them.
    let stackNumbers: [String: Int]
    let sheetNumbers: [String: Int]
    let splitNumbers: [String: Int]
    let stacksByLayer: [String?: [Int]]

    /// The reader of `scene`, whose declarations ``SceneLookup`` `lookup` numbers; `ignoredLocks`: the
    /// sheets whose `interactiveDismissDisabled` the OS version ignores.
    init<Store>(_ scene: Scene<Store>, lookup: SceneLookup, ignoredLocks: Set<String> = []) {
        func typed(_ p: StorePointer) -> Store { p.assumingMemoryBound(to: Store.self).pointee }
        stacks = scene.stacks.map { stack in
            Stack(name: stack.name, tab: stack.tab, sheet: stack.sheet,
                  routes: { stack.routes(typed($0)) }, top: { stack.top(typed($0)) },
                  backHidden: { stack.backHidden(typed($0), $1) }, exists: stack.exists, cases: stack.cases,
                  split: lookup.splits[stack.name])
        }
        sheets = scene.sheets.map { sheet in
            let bySizeClass = scene.dismissDisabledBySizeClass[sheet.name], ignored = ignoredLocks.contains(sheet.name)
            return Sheet(name: sheet.name, style: sheet.style, parent: sheet.parent, host: sheet.host,
                         presented: { sheet.presented(typed($0)) },
                         dismissDisabled: { p, sizeClass in
                             !ignored && (bySizeClass?(typed(p), sizeClass) ?? sheet.dismissDisabled(typed(p)))
                         },
                         exists: sheet.exists, cases: sheet.cases)
        }
        tabBar = scene.tabBar.map { bar in
            TabBar(sheet: bar.sheet, stack: bar.stack, route: bar.route, selected: { bar.selected(typed($0)) },
                   hidden: bar.hidden.map { hidden in { hidden(typed($0)) } }, custom: bar.custom, shown: bar.shown, exists: bar.exists,
                   cases: bar.cases)
        }
        splits = scene.splits.map { split in
            Split(name: split.name, selected: { split.sidebar.selected(typed($0)) },
                  contentSelected: split.content.map { column in { column.selected(typed($0)) } },
                  contentRows: split.content.map { column in { column.rows(typed($0)) } },
                  visibility: split.visibility.map { path in { typed($0)[keyPath: path] } },
                  keptFirst: split.kept.first, visibilityChanges: split.visibilityChanges)
        }
        switches = scene.switches.map { declared in { declared.branch(typed($0)) } }
        stackNumbers = lookup.stacks
        sheetNumbers = lookup.sheets
        splitNumbers = lookup.splits
        stacksByLayer = lookup.stacksByLayer
    }
}

/// What the world holds that a read of the scene needs besides the store.
struct WorldReading {
    let sizeClass: SizeClass?
    /// The sheets whose bindings are set, in the order they were set.
    let presented: [String]
    /// Sheets swiped down whose dismissal has not ended.
    let dismissing: Set<String>
}

extension SceneReader {
    /// The case each switch over the store takes in `store` (empty: the scene has none).
    func branches(of store: StorePointer) -> [Int] { switches.isEmpty ? [] : switches.map { $0(store) } }

    /// The sheets on screen, outermost first (``AppMachine/presentedSheets(of:)``), as places in
    /// ``sheets``.
    func presentedSheets(_ w: WorldReading, _ store: StorePointer) -> [Int] {
        var chain: [Int] = []
        guard !w.presented.isEmpty else { return chain }
        var parent: String? = nil
        while chain.count < sheets.count {
            // The first presented sheet at this level, in the order of presentation (the first
            // declaration of its name).
            var next: Int?
            for name in w.presented {
                guard let i = sheetNumbers[name] else { continue }
                let sheet = sheets[i]
                if sheet.parent == parent && sheet.host != .window && isHostOnView(sheet, w, store) { next = i }
                if next != nil { break }
            }
            guard let next, !w.dismissing.contains(sheets[next].name) else { break }
            chain.append(next)
            parent = sheets[next].name
        }
        // Windows above everything, in the order they were presented.
        for name in w.presented where !w.dismissing.contains(name) {
            if let i = sheets.firstIndex(where: { $0.name == name && $0.host == .window }) { chain.append(i) }
        }
        return chain
    }

    /// Whether the screen a sheet is attached to is still there.
    func isHostOnView(_ sheet: Sheet, _ w: WorldReading, _ store: StorePointer) -> Bool {
        if !sheet.exists(in: w.sizeClass, branches(of: store)) { return false }
        guard case .screen(let stack, let depth) = sheet.host else { return true }
        guard let i = stackNumbers[stack] else { return false }
        return stacks[i].top(store).depth >= depth
    }

    /// The stacks shown in a layer (``AppMachine/stacks(inLayer:of:sizeClass:)``), as places in ``stacks``.
    func stacks(inLayer layer: String?, _ store: StorePointer, sizeClass: SizeClass?) -> [Int] {
        let tabbed = tabBar?.sheet
        let tab = layer == tabbed ? tabBar?.selected(store) : nil
        var shown: [Int] = []
        let taken = branches(of: store)
        for i in stacksByLayer[layer] ?? [] {
            let stack = stacks[i]
            // A stack in the branch of a switch not taken (over the size class or the store) does not exist.
            if (layer != tabbed || stack.tab == nil || stack.tab == tab) && stack.exists(in: sizeClass, taken) { shown.append(i) }
        }
        guard layer == tabbed, let around = tabBar?.stack, let wrapper = shown.first(where: { stacks[$0].name == around }) else {
            return shown
        }
        let top = stacks[wrapper].top(store)
        if tabBar?.route.map({ top.depth == 0 || top.route != $0 }) ?? (top.depth > 0) { return shown.filter { stacks[$0].tab == nil } }
        // On a pushed screen, the tab bar is the screen: a tab with no stack shows as the tab itself.
        if tabBar?.route != nil { return shown.filter { stacks[$0].name != around } }
        return shown.contains { stacks[$0].tab != nil } ? shown.filter { stacks[$0].name != around } : shown
    }

    /// The top screens of a layer (nil: the main content; else a place in ``sheets``).
    func topScreens(inLayer layer: Int?, _ store: StorePointer, sizeClass: SizeClass?) -> [Screen] {
        let shown = stacks(inLayer: layer.map { sheets[$0].name }, store, sizeClass: sizeClass)
        if shown.isEmpty {
            if let layer {
                return [Screen(place: "sheet:" + sheets[layer].name, depth: 0, route: sheets[layer].presented(store))]
            }
            if let bar = tabBar, bar.sheet == nil, bar.exists(in: sizeClass, branches(of: store)) {
                return [Screen(place: "tab:" + bar.selected(store), depth: 0, route: nil)]
            }
            return [Screen(place: "root", depth: 0, route: nil)]
        }
        return shown.map { i in
            let stack = stacks[i]
            if let split = stack.split { return splitTopScreen(stack, splits[split], store, sizeClass: sizeClass) }
            let (depth, route) = stack.top(store)
            return Screen(place: stack.name, depth: depth, route: route)
        }
    }

    /// The top screen of a split view's detail stack (``AppMachine/splitTopScreen(_:of:sizeClass:)``).
    private func splitTopScreen(_ stack: Stack, _ split: Split, _ store: StorePointer, sizeClass: SizeClass?) -> Screen {
        let selection = split.selected(store)
        let content = selection == nil ? nil : split.contentSelected?(store)
        if sizeClass == .compact {
            if selection == nil { return Screen(place: "sidebar:" + stack.name, depth: 0, route: nil) }
            if split.contentSelected != nil && content == nil { return Screen(place: "content:" + stack.name, depth: 0, route: selection) }
        }
        let (depth, route) = stack.top(store)
        return Screen(place: stack.name, depth: depth, route: depth > 0 ? route : split.contentSelected == nil ? selection : content)
    }

    /// The screens on view: the content's and each presented sheet's (``AppMachine/visibleScreens(of:sheets:)``).
    func visibleScreens(_ w: WorldReading, _ store: StorePointer, sheets shown: [Int]) -> [Screen] {
        var screens = topScreens(inLayer: nil, store, sizeClass: w.sizeClass)
        for sheet in shown {
            if sheets[sheet].style == .fullScreenCover { screens = [] }
            screens += topScreens(inLayer: sheet, store, sizeClass: w.sizeClass)
        }
        return screens
    }
}
