import ModelChecker
import NavigationModel

// The scene lowered once into numbered tables: the first stage of the compiled app machine. A scene
// declared as a view tree (``Scene/init(_:)``) is lowered into the flat lists when it is made, so the
// flat lists (and the tree's node declarations) are the whole of what is numbered here. Each kind of
// declaration is numbered from 0 in declaration order; a name declared twice keeps the number of its
// first declaration in the look-up, as ``SceneLookup`` finds it.

/// The numbered declarations of one scene: its stacks, tabs, sheets, split views, tree nodes and storage
/// keys, each by its number (its place in declaration order), with the numbers by name.
package struct SceneTables: Sendable {
    /// A declared stack: what a scene state holds of it that is not state.
    package struct Stack: Sendable, Hashable {
        /// Its name.
        package let name: String
        /// The tab that shows it (nil: every tab, or no tab bar).
        package let tab: String?
        /// The sheet it is presented in (nil: the main content).
        package let sheet: String?
    }

    /// A declared sheet or cover.
    package struct Sheet: Sendable, Hashable {
        /// Its name.
        package let name: String
        /// `.sheet` or `.fullScreenCover`.
        package let style: PresentationStyle
    }

    /// A declared split view.
    package struct Split: Sendable, Hashable {
        /// Its name (its detail stack's).
        package let name: String
        /// Whether it has a content column.
        package let threeColumns: Bool
    }

    /// A declared storage key (``Scene/sceneStorage(_:_:onDamaged:)`` and the others).
    package struct Key: Sendable, Hashable {
        /// The key.
        package let key: String
        /// Where its data lives.
        package let kind: StorageKind
    }

    /// Every stack, in declaration order.
    package let stacks: [Stack]
    /// The tab bar's tabs, in order (empty: no tab bar).
    package let tabs: [String]
    /// Every sheet and cover, in declaration order.
    package let sheets: [Sheet]
    /// Every split view, in declaration order.
    package let splits: [Split]
    /// The view tree's nodes with hooks or `@State`, in tree order (their names are unique).
    package let nodes: [String]
    /// Every storage key, in declaration order.
    package let keys: [Key]

    /// The number of each stack's name (the first declaration of a name wins).
    package let stackNumbers: [String: Int32]
    /// The number of each tab.
    package let tabNumbers: [String: Int32]
    /// The number of each sheet's name (the first declaration of a name wins).
    package let sheetNumbers: [String: Int32]
    /// The number of each node's name.
    package let nodeNumbers: [String: Int32]
    /// The number of each storage key (the first declaration of a key wins).
    package let keyNumbers: [String: Int32]

    /// The tables of `scene`, in either of its forms.
    init<Store>(_ scene: Scene<Store>) {
        stacks = scene.stacks.map { Stack(name: $0.name, tab: $0.tab, sheet: $0.sheet) }
        tabs = scene.tabBar?.names ?? []
        sheets = scene.sheets.map { Sheet(name: $0.name, style: $0.style) }
        splits = scene.splits.map { Split(name: $0.name, threeColumns: $0.content != nil) }
        nodes = scene.nodes.map(\.name)
        keys = scene.restoration.saved.map { Key(key: $0.key, kind: $0.kind) }
        stackNumbers = Self.numbers(stacks.map(\.name))
        tabNumbers = Self.numbers(tabs)
        sheetNumbers = Self.numbers(sheets.map(\.name))
        nodeNumbers = Self.numbers(nodes)
        keyNumbers = Self.numbers(keys.map(\.key))
    }

    /// The tables of the scene `machine` runs.
    package init<App: SwiftUIApp>(_ machine: AppMachine<App>) {
        self.init(machine.scene)
    }

    private static func numbers(_ names: [String]) -> [String: Int32] {
        var table: [String: Int32] = [:]
        for (i, name) in names.enumerated() where table[name] == nil { table[name] = Int32(i) }
        return table
    }

    /// How many declarations of each kind the scene has, for a report: `3 stacks, 2 tabs, …`.
    package var summary: String {
        "\(stacks.count) stacks, \(tabs.count) tabs, \(sheets.count) sheets, \(splits.count) split views, "
            + "\(nodes.count) nodes, \(keys.count) storage keys"
    }
}

/// The texts of one check by number: the routes (and rows), the sheets' items, the saved texts, and the
/// other names a state holds (pending work, screens' places, a tab or sheet no table declares).
package final class SceneInterners: Sendable {
    /// The routes of stacks and screens, and the rows of split views.
    package let routes = Interner()
    /// The presented sheets' items.
    package let items = Interner()
    /// The saved texts of storage keys.
    package let texts = Interner()
    /// Every other name: pending work, where it started, screens' places, an undeclared name.
    package let names = Interner()

    /// Empty tables.
    package init() {}
}
