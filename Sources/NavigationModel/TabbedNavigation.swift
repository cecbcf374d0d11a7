/// The navigation state of a tabbed app (a `TabView` whose tabs each hold their own
/// `NavigationStack(path:)`): the selected tab, the size class, and one stack path per tab.
///
/// Paths hold small destination values (`0..<16`) and at most ``TabStack/capacity`` of them, stored
/// inline: copying a state or changing it never allocates, which keeps exhaustive exploration fast.
///
/// ```swift
/// var app = TabbedNavigation(tabCount: 3)
/// app.push(1)            // tab 0: [1]
/// app.select(tab: 2)
/// app.push(0)            // tab 2: [0]
/// app.popToRoot()        // tab 2: []
/// ```
public struct TabbedNavigation: Sendable, Hashable, CustomStringConvertible {
    /// The largest number of tabs.
    public static let maxTabs = 8

    /// The number of tabs, `1...maxTabs`.
    @inlinable public var tabCount: Int { Int(tabs) }
    /// The selected tab, `0..<tabCount`.
    @inlinable public var selectedTab: Int { Int(selected) }
    @usableFromInline var tabs: UInt8
    @usableFromInline var selected: UInt8
    /// The horizontal size class.
    public var sizeClass: SizeClass
    /// Each tab's values, 4 bits a value (as ``TabStack/packedValues``).
    @usableFromInline var values: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    /// Each tab's depth, one byte a tab.
    @usableFromInline var depths: UInt64

    /// An app with `tabCount` empty tabs, the first selected.
    @inlinable
    public init(tabCount: Int, sizeClass: SizeClass = .compact) {
        precondition((1...Self.maxTabs).contains(tabCount), "a tabbed app has 1...\(Self.maxTabs) tabs, not \(tabCount)")
        tabs = UInt8(tabCount)
        selected = 0
        self.sizeClass = sizeClass
        values = (0, 0, 0, 0, 0, 0, 0, 0)
        depths = 0
    }

    /// An app with `tabCount` tabs, tab `selectedTab` selected, whose tab `t` has the path `path(t)`:
    /// the whole state built at once (no tab written after the others, so that a copy of a freshly
    /// built state reads whole words).
    @inlinable @inline(__always)
    public init(tabCount: Int, selectedTab: Int, sizeClass: SizeClass, path: (Int) -> TabStack) {
        precondition((1...Self.maxTabs).contains(tabCount), "a tabbed app has 1...\(Self.maxTabs) tabs, not \(tabCount)")
        precondition(selectedTab >= 0 && selectedTab < tabCount, "tab \(selectedTab) is not one of 0..<\(tabCount)")
        var depths: UInt64 = 0
        func word(_ t: Int) -> UInt64 {
            guard t < tabCount else { return 0 }
            let p = path(t)
            depths |= UInt64(p.count) << (UInt64(t) * 8)
            return p.packedValues
        }
        let values = (word(0), word(1), word(2), word(3), word(4), word(5), word(6), word(7))
        tabs = UInt8(tabCount)
        selected = UInt8(selectedTab)
        self.sizeClass = sizeClass
        self.values = values
        self.depths = depths
    }

    /// The path of tab `tab`.
    @inlinable @inline(__always)
    public func path(ofTab tab: Int) -> TabStack {
        TabStack(packedValues: packedValues(ofTab: tab), count: Int((depths >> (UInt64(tab & 7) * 8)) & 0xFF))
    }

    /// Read field by field: `withUnsafeBytes(of: values)` would copy the whole tuple first, just after
    /// an action wrote one of its words (a stall the explorer pays at every step).
    @inlinable @inline(__always)
    func packedValues(ofTab tab: Int) -> UInt64 {
        switch tab & 7 {
        case 0: values.0
        case 1: values.1
        case 2: values.2
        case 3: values.3
        case 4: values.4
        case 5: values.5
        case 6: values.6
        default: values.7
        }
    }

    @inlinable @inline(__always)
    mutating func setPath(_ path: TabStack, ofTab tab: Int) {
        let shift = UInt64(tab & 7) * 8
        depths = (depths & ~(0xFF << shift)) | (UInt64(path.count) << shift)
        let bits = path.packedValues
        withUnsafeMutableBytes(of: &values) { $0.storeBytes(of: bits, toByteOffset: (tab & 7) * 8, as: UInt64.self) }
    }

    /// The selected tab's path.
    @inlinable
    public var selectedPath: TabStack {
        @inline(__always) get { path(ofTab: selectedTab) }
        @inline(__always) set { setPath(newValue, ofTab: selectedTab) }
    }

    /// A tap on tab `tab` in the tab bar (`0..<tabCount`).
    @inlinable @inline(__always)
    public mutating func select(tab: Int) {
        precondition(tab >= 0 && tab < tabCount, "tab \(tab) is not one of 0..<\(tabCount)")
        selected = UInt8(tab)
    }

    /// A `NavigationLink(value:)` on the selected tab's top screen: appends `destination`.
    @inlinable @inline(__always)
    public mutating func push(_ destination: Int) { selectedPath.append(destination) }

    /// The back button on the selected tab: removes the top screen. The path must not be empty.
    @inlinable @inline(__always)
    public mutating func pop() { selectedPath.removeLast() }

    /// Back to the selected tab's root: empties its path.
    @inlinable @inline(__always)
    public mutating func popToRoot() { selectedPath.removeAll() }

    /// The size class changes to the other one.
    @inlinable @inline(__always)
    public mutating func toggleSizeClass() { sizeClass = sizeClass.other }

    /// Replaces tab `tab`'s whole path (a deep link).
    @inlinable
    public mutating func setPath(ofTab tab: Int, to path: TabStack) {
        precondition(tab >= 0 && tab < tabCount, "tab \(tab) is not one of 0..<\(tabCount)")
        setPath(path, ofTab: tab)
    }

    /// What the user sees: `[Tab 0 ▸ 1 › 0] Tab 1 ▸ root | compact`, the selected tab bracketed.
    public var screens: String {
        (0..<tabCount).map { t in
            let p = path(ofTab: t)
            let body = "Tab \(t) ▸ " + (p.isEmpty ? "root" : p.elements.map(String.init).joined(separator: " › "))
            return t == selectedTab ? "[\(body)]" : body
        }.joined(separator: "  ") + "  (\(sizeClass.rawValue))"
    }

    /// The state as Swift-like text, for diffs and logs.
    public var description: String {
        "TabbedNavigation(selectedTab: \(selectedTab), sizeClass: \(sizeClass), paths: "
            + (0..<tabCount).map { path(ofTab: $0).description }.joined(separator: ", ") + ")"
    }

    /// Equal when the tab count, the selection, the size class and every tab's path are.
    public static func == (a: TabbedNavigation, b: TabbedNavigation) -> Bool {
        guard a.tabCount == b.tabCount, a.selectedTab == b.selectedTab, a.sizeClass == b.sizeClass else { return false }
        return (0..<a.tabCount).allSatisfy { a.path(ofTab: $0) == b.path(ofTab: $0) }
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tabCount)
        hasher.combine(selectedTab)
        hasher.combine(sizeClass)
        for t in 0..<tabCount { hasher.combine(path(ofTab: t)) }
    }
}

/// One tab's stack path of small destination values (`0..<16`), at most ``capacity`` long, stored
/// inline in one 64-bit word (4 bits a value, the first pushed in the lowest bits).
public struct TabStack: Sendable, Hashable, CustomStringConvertible {
    /// The largest number of screens a path holds.
    public static let capacity = 16
    /// The number of distinct destination values.
    public static let valueLimit = 16

    @usableFromInline var bits: UInt64 = 0
    @usableFromInline var length: UInt8 = 0

    /// An empty path.
    @inlinable public init() {}

    /// A path of `count` values given 4 bits each in `packedValues`, the first in the lowest bits
    /// (see ``packedValues``); bits above `count` values must be zero.
    @inlinable
    public init(packedValues: UInt64, count: Int) {
        precondition(count >= 0 && count <= Self.capacity, "a tab path holds 0...\(Self.capacity) screens, not \(count)")
        bits = packedValues
        length = UInt8(count)
    }

    /// A path holding `elements` in order (each `0..<16`, at most 16 of them).
    public init(_ elements: [Int]) {
        for e in elements { append(e) }
    }

    /// The number of screens above the root.
    @inlinable public var count: Int { Int(length) }
    /// The values as one word, 4 bits each, the first pushed in the lowest bits (zero above `count`).
    @inlinable public var packedValues: UInt64 { bits }
    /// Whether only the root is on screen.
    @inlinable public var isEmpty: Bool { length == 0 }

    /// The value at `index` (`0..<count`).
    @inlinable
    public subscript(index: Int) -> Int {
        precondition(index >= 0 && index < count, "index \(index) out of a path of \(count)")
        return Int((bits >> (UInt64(index) * 4)) & 0xF)
    }

    /// The values, first pushed first.
    public var elements: [Int] { (0..<count).map { self[$0] } }

    /// Appends `value` (`0..<16`); the path must hold fewer than 16 values.
    @inlinable @inline(__always)
    public mutating func append(_ value: Int) {
        precondition(value >= 0 && value < Self.valueLimit, "destination \(value) is not one of 0..<\(Self.valueLimit)")
        precondition(count < Self.capacity, "a tab path holds at most \(Self.capacity) screens")
        bits |= UInt64(value) << (UInt64(length) * 4)
        length += 1
    }

    /// Removes the last value; the path must not be empty (as `removeLast()` traps).
    @inlinable @inline(__always)
    public mutating func removeLast() {
        precondition(length > 0, "removeLast() on an empty path")
        length -= 1
        bits &= ~(0xF << (UInt64(length) * 4))
    }

    /// Removes every value.
    @inlinable @inline(__always)
    public mutating func removeAll() {
        bits = 0
        length = 0
    }

    /// `[1, 0, 1]`.
    public var description: String { "[" + elements.map(String.init).joined(separator: ", ") + "]" }
}
