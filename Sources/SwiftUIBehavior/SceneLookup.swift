import ModelChecker
import NavigationModel

// The scene's declarations by name, found once when the machine is made: a step looks a stack, a
// sheet or a split view up by its name in a table that is not generic over the store, rather than
// searching the scene's lists (each search of a generic list costs the run time a look-up of its type).

/// Where each declaration of a scene sits in its lists, by name (the first of a name wins, as a search
/// of the list would find it).
struct SceneLookup: Sendable {
    let stacks: [String: Int]
    let sheets: [String: Int]
    let splits: [String: Int]
    /// The stacks of each layer (nil: the main content), in declaration order.
    let stacksByLayer: [String?: [Int]]
    /// The stacks that do not exist in each size class (the branch of a size-class switch not taken).
    let gone: [SizeClass?: Set<String>]
    /// The other tabs' stacks (``otherTabsStacks(_:tab:named:)``), by tab and the stack an intent names,
    /// as they are asked for.
    let otherTabs = Locked<[OtherTabs: [String]]>([:])

    struct OtherTabs: Hashable {
        let tab: String
        let named: String?
    }

    init<Store>(_ scene: Scene<Store>) {
        stacks = Self.positions(scene.stacks.map(\.name))
        sheets = Self.positions(scene.sheets.map(\.name))
        splits = Self.positions(scene.splits.map(\.name))
        var byLayer: [String?: [Int]] = [:]
        for (i, stack) in scene.stacks.enumerated() { byLayer[stack.sheet, default: []].append(i) }
        stacksByLayer = byLayer
        var gone: [SizeClass?: Set<String>] = [:]
        for sizeClass in [nil, SizeClass.compact, .regular] {
            gone[sizeClass] = Set(scene.stacks.filter { $0.exists?(sizeClass) == false }.map(\.name))
        }
        self.gone = gone
    }

    private static func positions(_ names: [String]) -> [String: Int] {
        var table: [String: Int] = [:]
        for (i, name) in names.enumerated() where table[name] == nil { table[name] = i }
        return table
    }
}

extension AppMachine {
    /// The stack declared as `name`, if any.
    func declaredStack(_ name: String) -> StackDeclaration<App.Store>? { lookup.stacks[name].map { scene.stacks[$0] } }
    /// The sheet declared as `name`, if any.
    func declaredSheet(_ name: String) -> SheetDeclaration<App.Store>? { lookup.sheets[name].map { scene.sheets[$0] } }
    /// The split view whose detail stack is `name`, if any.
    func declaredSplit(_ name: String) -> SplitDeclaration<App.Store>? { lookup.splits[name].map { scene.splits[$0] } }

    /// ``otherTabsStacks(_:tab:named:)`` of the scene, worked out once for each tab and name.
    func otherTabsStacks(tab: String, named: String?) -> [String] {
        let key = SceneLookup.OtherTabs(tab: tab, named: named)
        if let known = lookup.otherTabs.withLock({ $0[key] }) { return known }
        let stacks = SwiftUIBehavior.otherTabsStacks(scene, tab: tab, named: named)
        lookup.otherTabs.withLock { $0[key] = stacks }
        return stacks
    }
}
