import ModelChecker
import NavigationModel

// A scene state as numbers (the first stage of the compiled app machine): what `SceneState` holds that
// is state, as a short run of 32-bit words over a scene's tables (``SceneTables``) and the check's
// texts (``SceneInterners``). What the tables say (a stack's name, tab and sheet, a sheet's style, a
// split view's name and columns, a key's kind) is not in the code; neither is the layer that takes
// touches, which is the last presented sheet's (recomputed). The screens on view, the sheets set but
// not shown and a split view's content rows and collapse are carried: they are what the last settle
// found in the live app, which the other parts of the state do not determine alone.
//
// The layout, word by word:
//   tab · flags (size class, tab bar hidden)
//   per declared stack: count << 1 | backHidden, then the route numbers
//   sheets: count, then per sheet: sheet << 1 | dismissDisabled, item
//   hidden sheets: count, then the sheets
//   pending: count, then per effect: name, owner place, owner depth, owner route, flags, startedBy,
//            navigates count, then per navigation: kind, name
//   visible: count, then per screen: place, depth, route
//   per declared split view: selection, content, flags (visibility, collapsed), content rows count,
//            then the rows
//   nodes: a bit per declared node, 31 to a word
//   branches: count, then the case each switch over the store takes
//   relaunch: saved count, then per data: key, text, kind << 1 | stale; unreadable likewise; handled
//            count, then the keys
// A name is coded against its table (its number, 0 and up), or as -1 for nil, or as -2 - its number
// among ``SceneInterners/names`` when no table declares it; a text is its interned number, or -1 for nil.

/// A ``SceneState`` as a compact value of integers over a scene's tables: two codes made by one
/// ``SceneCoder`` are equal exactly when the scene states are.
package struct SceneCode: Hashable, Sendable {
    /// The words, in the layout above.
    package var words: [Int32]

    /// The bytes the code holds: its words and the array around them.
    package var bytes: Int { MemoryLayout<SceneCode>.size + 32 + words.count * MemoryLayout<Int32>.stride }
}

/// Writes a code's words.
struct SceneCodeWriter {
    var words: [Int32] = []

    mutating func put(_ word: Int32) { words.append(word) }
    mutating func put(_ flag: Bool) { words.append(flag ? 1 : 0) }
    mutating func put(count: Int) { words.append(Int32(count)) }

    /// A name: its number in `table`, -1 for nil, else -2 - its number in `names`.
    mutating func put(name: String?, in table: [String: Int32], names: Interner) {
        guard let name else { return put(-1) }
        put(table[name] ?? (-2 - names.id(of: name)))
    }

    /// A text: its number in `interner`, or -1 for nil.
    mutating func put(text: String?, in interner: Interner) { put(text.map(interner.id(of:)) ?? -1) }
}

/// Reads a code's words in the order they were written.
struct SceneCodeReader {
    let words: [Int32]
    var at = 0

    mutating func next() -> Int32 {
        defer { at += 1 }
        return words[at]
    }
    mutating func flag() -> Bool { next() != 0 }
    mutating func count() -> Int { Int(next()) }

    mutating func name(in table: [String], names: Interner) -> String? {
        let code = next()
        if code == -1 { return nil }
        return code >= 0 ? table[Int(code)] : names.text(of: -2 - code)
    }

    mutating func text(in interner: Interner) -> String? {
        let code = next()
        return code < 0 ? nil : interner.text(of: code)
    }
}

/// Small enumerations as numbers.
enum SceneCodeCases {
    static func code(_ s: SizeClass?) -> Int32 { s == nil ? 0 : s == .compact ? 1 : 2 }
    static func sizeClass(_ c: Int32) -> SizeClass? { c == 0 ? nil : c == 1 ? .compact : .regular }

    static let visibilities: [ColumnVisibility] = [.all, .doubleColumn, .detailOnly, .automatic]
    static func code(_ v: ColumnVisibility) -> Int32 { Int32(visibilities.firstIndex(of: v) ?? 0) }

    static let cancellations: [Cancellation] = [.withScreen, .never, .either]
    static func code(_ c: Cancellation) -> Int32 { Int32(cancellations.firstIndex(of: c) ?? 0) }

    static let kinds: [StorageKind] = [.sceneStorage, .appStorage, .app]
    static func code(_ k: StorageKind) -> Int32 { Int32(kinds.firstIndex(of: k) ?? 0) }
}

/// Encodes the scene states of one scene to ``SceneCode`` and back, over its tables and the texts of one
/// check. Made once per check; ``encode(_:)`` is defined on the states of the machine the tables were
/// made from (their stacks and split views are the declared ones, in order).
package struct SceneCoder: Sendable {
    /// The scene's numbered declarations.
    package let tables: SceneTables
    /// The check's texts.
    package let interners: SceneInterners
    /// The tables' names by number, for decoding.
    let stackNames: [String]
    let sheetNames: [String]
    let keyNames: [String]

    /// A coder over `tables`, with `interners` (fresh ones by default).
    package init(_ tables: SceneTables, interners: SceneInterners = SceneInterners()) {
        self.tables = tables
        self.interners = interners
        stackNames = tables.stacks.map(\.name)
        sheetNames = tables.sheets.map(\.name)
        keyNames = tables.keys.map(\.key)
    }

    /// A coder for the scene `machine` runs.
    package init<App: SwiftUIApp>(_ machine: AppMachine<App>) {
        self.init(SceneTables(machine))
    }
}
