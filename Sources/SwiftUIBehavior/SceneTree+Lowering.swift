import ModelChecker
import NavigationModel

// Lowering the view tree, once, into the flat tables the machine runs on: each container becomes the
// stack, split view, tab bar or sheet the flat API declares (so the two forms share one machine and
// give the same findings); what the flat API cannot say (a size-class switch, hooks and `@State` of a
// node) becomes a condition on the tables and a node declaration.

/// Where a node sits: the tab and the sheet holding it, the branches of the switches above it (over
/// the size class and over the store), and the stack whose root it is.
struct LoweringContext {
    var tab: String?
    var sheet: String?
    var exists: ((SizeClass?) -> Bool)?
    var cases: [BranchCase] = []
    var aroundStack: String?
    /// The route of the pushed screen of `aroundStack` it is on (nil: the stack's root).
    var aroundRoute: String?
    /// The pushed screen it is part of (``navigationDestination(_:_:)``): it exists while its stack holds it.
    var pushedOn: PushedScreen?
    /// The split view's column it is in (``SceneNode/columns``), whose showing decides when it is on view.
    var column: ColumnPlace?
    /// The pushed screen that presents what is attached here (``pushedScreen(depth:_:)``), or nil.
    var host: PresentationHost?

    /// The context inside a branch of a size-class switch: `holds` and every branch above.
    func inBranch(_ holds: @escaping (SizeClass?) -> Bool) -> LoweringContext {
        var c = self
        if let outer = exists { c.exists = { outer($0) && holds($0) } } else { c.exists = holds }
        c.aroundStack = nil
        c.aroundRoute = nil
        return c
    }

    /// The context inside a branch of a switch over the store: `branch` and every branch above.
    func inCase(_ branch: BranchCase) -> LoweringContext {
        var c = self
        c.cases.append(branch)
        c.aroundStack = nil
        return c
    }

    /// The context of a presentation's content: its own layer, in the branches of its presenter.
    func layer(_ sheet: String) -> LoweringContext {
        LoweringContext(tab: nil, sheet: sheet, exists: exists, cases: cases, aroundStack: nil)
    }
}

struct SceneLowering<Store> {
    /// How many nodes of each name have hooks, to name the next one apart (`view`, `view#2`).
    private var names: [String: Int] = [:]

    mutating func lower(_ node: SceneNode<Store>, in outer: LoweringContext, into scene: inout Scene<Store>) {
        var context = outer
        if let tag = node.tag { context.tab = tag.label }
        Self.checkPushedScreen(node, in: &context)
        let firstStack = scene.stacks.count
        let slot = scene.nodes.count
        var inner = context
        inner.aroundStack = nil
        inner.aroundRoute = nil
        switch node.kind {
        case .view:
            // A plain view passes on the stack whose root it is (a tab view inside it sits there too), or
            // whose pushed screen it is.
            inner.aroundStack = context.aroundStack
            inner.aroundRoute = node.destination ?? context.aroundRoute
            if let route = node.destination, let stack = context.aroundStack { inner.pushedOn = PushedScreen(stack: stack, route: route) }
            for child in node.children { lower(child, in: inner, into: &scene) }
        case .stack(let name, let add), .split(let name, let add):
            scene = add(scene, context.tab, context.sheet)
            inner.aroundStack = name
            for child in node.children { lower(child, in: inner, into: &scene) }
            for (column, views) in node.columns {
                var place = inner
                place.aroundStack = nil
                place.column = ColumnPlace(split: name, column: column)
                for child in views { lower(child, in: place, into: &scene) }
            }
        case .tabs(_, let add):
            if scene.tabBar != nil {
                preconditionFailure("NavCheck: a scene has one tab bar; its tree declares a second one (\(node.name))")
            }
            let tabs = Self.tabs(of: node.children)
            scene = add(scene, tabs.map { $0.value })
            if tabs.contains(where: { $0.exists != nil }) {
                // `if sizeClass == .regular { StatsView().tag(Tab.stats) }`: the tabs shown depend on it.
                scene.tabBar = scene.tabBar?.changed { $0.shown = { sizeClass in tabs.filter { $0.exists?(sizeClass) != false }.map { $0.label } } }
                scene.readsSizeClassItself = true
            }
            if let sheet = context.sheet { scene = scene.placingTabBar(in: sheet) }
            if let around = context.aroundStack { scene = scene.placingTabBar(atRootOf: around) }
            if context.aroundStack != nil, let route = context.aroundRoute { scene.tabBar = scene.tabBar?.changed { $0.route = route } }
            scene.tabBar = scene.tabBar?.changed {
                $0.exists = context.exists
                $0.cases = context.cases
            }
            for child in node.children { lower(child, in: inner, into: &scene) }
        case .sizeClass(let compact, let regular):
            scene.readsSizeClassItself = true
            for child in compact { lower(child, in: inner.inBranch { $0 == .compact }, into: &scene) }
            for child in regular { lower(child, in: inner.inBranch { $0 != .compact }, into: &scene) }
        case .stateSwitch(let switched):
            let k = scene.switches.count
            scene.switches.append(StateSwitchDeclaration(kind: switched.kind, branch: switched.branch, value: switched.value,
                                                         caseNames: switched.caseNames))
            for (c, branch) in switched.branches.enumerated() {
                for child in branch { lower(child, in: inner.inCase(BranchCase(switchIndex: k, caseIndex: c)), into: &scene) }
            }
        }
        let added = scene.stacks[firstStack...]
        if let exists = context.exists {
            for stack in added where stack.exists == nil { stack.exists = exists }
        }
        // The stacks of deeper nodes were given their branches (these and more) where they were declared.
        for stack in added where stack.cases.isEmpty { stack.cases = context.cases }
        var places: Set<String> = []
        for stack in added { places.formUnion([stack.name, "sidebar:" + stack.name, "content:" + stack.name]) }
        let layer = context.tab.map { "tab:" + $0 } ?? context.sheet.map { "sheet:" + $0 } ?? "root"
        // A column's views belong to their split view (its answers may change its selections and stack).
        if let column = context.column { places.formUnion([column.split, "sidebar:" + column.split, "content:" + column.split]) }
        // A node with a switch over the store inside may show a branch with no stack: its layer's own screen.
        if places.isEmpty || Self.holdsStateSwitch(node) { places.insert(layer) }
        if let handler = node.sizeClassChange { scene = scene.addSizeClass(onChange: handler) }
        for presentation in node.presentations {
            let firstSheet = scene.sheets.count, firstLayerStack = scene.stacks.count
            scene = presentation.add(scene, context.sheet)
            for sheet in scene.sheets[firstSheet...] {
                if sheet.exists == nil && sheet.cases.isEmpty {
                    sheet.exists = context.exists
                    sheet.cases = context.cases
                }
                if let host = context.host, sheet.host == .presenter { sheet.host = host }
            }
            // The stacks a presentation declares itself (the layers of `sheetLayers`).
            for stack in scene.stacks[firstLayerStack...] where stack.exists == nil && stack.cases.isEmpty {
                stack.exists = context.exists
                stack.cases = context.cases
            }
            var layer = context.layer(presentation.name)
            layer.pushedOn = context.pushedOn
            for child in presentation.content { lower(child, in: layer, into: &scene) }
        }
        scene.restoration.saved += node.saved
        guard !node.hooks.isEmpty else { return }
        // Parents before children, in the order of the tree (an assumption for hooks run in one step).
        let declared = NodeDeclaration(name: uniqueName(node.name), places: places, exists: context.exists, cases: context.cases,
                                       sheet: context.sheet, hooks: node.hooks)
        declared.column = context.column
        declared.pushedOn = context.pushedOn
        if added.isEmpty, context.column == nil, context.pushedOn == nil, context.aroundRoute == nil, !Self.holdsStateSwitch(node) {
            declared.rootOf = context.aroundStack
        }
        scene.nodes.insert(declared, at: slot)
    }

    /// The tabs of a tab bar: its children's tags, in order, each with the size classes it is shown in
    /// when it sits in a branch of a size-class switch among the children (the tabs in the cases of a
    /// switch over the store are always shown).
    static func tabs(of children: [SceneNode<Store>], exists: ((SizeClass?) -> Bool)? = nil)
        -> [(label: String, value: Any, exists: ((SizeClass?) -> Bool)?)] {
        var tabs: [(label: String, value: Any, exists: ((SizeClass?) -> Bool)?)] = []
        for child in children {
            if let tag = child.tag {
                tabs.append((tag.label, tag.value, exists))
            } else if case .sizeClass(let compact, let regular) = child.kind {
                let outer = exists ?? { _ in true }
                tabs += Self.tabs(of: compact, exists: { outer($0) && $0 == .compact })
                tabs += Self.tabs(of: regular, exists: { outer($0) && $0 != .compact })
            } else if case .stateSwitch(let switched) = child.kind {
                // `switch selectedTab { case 0: HomeView() … }` beside a bar of the app's own: every case's tabs
                // are shown (only the selected tab's content is built, and the others' is destroyed).
                for branch in switched.branches { tabs += Self.tabs(of: branch, exists: exists) }
            } else {
                preconditionFailure("NavCheck: every child of a tab bar in a scene's tree is a tab: mark it with .tag(_:)")
            }
        }
        // A tab in both branches is one tab, shown when either says so.
        var merged: [(label: String, value: Any, exists: ((SizeClass?) -> Bool)?)] = []
        for tab in tabs {
            guard let i = merged.firstIndex(where: { $0.label == tab.label }) else { merged.append(tab); continue }
            let (a, b) = (merged[i].exists, tab.exists)
            merged[i].exists = a == nil || b == nil ? nil : { sizeClass in a?(sizeClass) == true || b?(sizeClass) == true }
        }
        return merged
    }

    /// Whether `node` or a node inside it (not in its presentations) is a switch over the store.
    static func holdsStateSwitch(_ node: SceneNode<Store>) -> Bool {
        switch node.kind {
        case .stateSwitch: true
        case .sizeClass(let compact, let regular): (compact + regular).contains(where: holdsStateSwitch)
        default: node.children.contains(where: holdsStateSwitch)
        }
    }

    private mutating func uniqueName(_ name: String) -> String {
        let n = (names[name] ?? 0) + 1
        names[name] = n
        return n == 1 ? name : "\(name)#\(n)"
    }
}
