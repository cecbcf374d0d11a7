import ModelChecker
import NavigationModel

// The tab bar: a `TabView(selection:)` or a bar of the app's own, where it sits (a sheet or cover, the
// root of a stack), and what re-tapping its selected tab does.

extension Scene {
    /// A `TabView(selection:)` over the store's `selection`: tapping another tab writes it; tapping
    /// the selected tab again does what `retap` says. `buttons`: tab items that act as buttons (a "+"
    /// or "post" item whose tap the selection's setter turns into presenting a composer): their tap
    /// writes the selection as any tap does, and the tab built-ins expect it to keep every stack, not
    /// to select the item.
    @available(*, deprecated, message: "declare the tab bar in the view tree: Scene { tabView(\\.tab) { navigationStack(…).tag(tab) } }")
    public func tabs<Tab: Hashable & Sendable>(
        _ selection: WritableKeyPath<Store, Tab> , _ tabs: [Tab], retap: Retap<Store> = .system, buttons: [Tab] = []
    ) -> Scene {
        addTabBar(selection, tabs, retap: retap, custom: false, hidden: nil, buttons: buttons)
    }

    /// A tab bar of the app's own (an overlay of buttons, each writing the store's `selection`), over
    /// the same stacks a `TabView` would show: the tab built-ins apply to it as to a `TabView`. Its
    /// buttons are what the app makes them: a re-tap writes the selection again and does what `retap`
    /// says (by default nothing; the system's own pop of iOS 26 belongs to `TabView` and never happens
    /// here). `hidden`: whether the bar is off screen (many apps hide it on pushed screens); while it
    /// is, or while a sheet or cover is up, no tab can be tapped.
    @available(*, deprecated, message: "declare the tab bar in the view tree: Scene { customTabBar(\\.tab, hidden: …) { navigationStack(…).tag(tab) } }")
    public func customTabBar<Tab: Hashable & Sendable>(
        _ selection: WritableKeyPath<Store, Tab>, _ tabs: [Tab], retap: Retap<Store> = .app(.nothing),
        hidden: ((Store) -> Bool)? = nil, buttons: [Tab] = []
    ) -> Scene {
        addTabBar(selection, tabs, retap: retap, custom: true, hidden: hidden, buttons: buttons)
    }

    /// A `TabView` (or a bar of the app's own, `custom`) over `selection`.
    func addTabBar<Tab: Hashable & Sendable>(_ selection: WritableKeyPath<Store, Tab>, _ tabs: [Tab], retap: Retap<Store>,
                                                  custom: Bool, hidden: ((Store) -> Bool)?, buttons: [Tab]) -> Scene {
        var s = self
        s.tabBar = TabBarDeclaration(
            names: tabs.map { label(of: $0) },
            selected: { store in label(of: store[keyPath: selection]) },
            select: { store, index in store[keyPath: selection] = tabs[index] },
            retap: retap, custom: custom, hidden: hidden, buttons: Set(buttons.map { label(of: $0) }))
        return s
    }

    /// A `TabView(selection:)` whose set of tabs depends on the size class: `regular` in regular width,
    /// `compact` in compact width (an app that shows seven tabs on an iPad and five on an iPhone). Only
    /// the tabs shown can be tapped.
    @available(*, deprecated, message: "declare the tab bar in the view tree, each tab shown in one size class in an ifCompact branch among its children: Scene { tabView(\\.tab) { ifCompact { … } else: { … } } }")
    public func tabs<Tab: Hashable & Sendable>(
        _ selection: WritableKeyPath<Store, Tab>, regular: [Tab], compact: [Tab], retap: Retap<Store> = .system
    ) -> Scene {
        var all = regular
        for tab in compact where !all.contains(tab) { all.append(tab) }
        var s = addTabBar(selection, all, retap: retap, custom: false, hidden: nil, buttons: [])
        let regularNames = regular.map { label(of: $0) }, compactNames = compact.map { label(of: $0) }
        s.tabBar = s.tabBar?.changed { $0.shown = { sizeClass in sizeClass == .compact ? compactNames : regularNames } }
        s.readsSizeClassItself = true
        return s
    }

    /// The tab bar declared with `tabs(…)` sits in the sheet or full-screen cover `sheet`
    /// (`.fullScreenCover(item:) { TabView(selection:) { … } }`): its tabs can be tapped while that sheet
    /// is the top layer, and the stacks declared `in:` a tab and `sheet:` that sheet show with their tab.
    /// In the view tree (``Scene/init(_:)``): a ``tabView(_:retap:buttons:_:)`` inside a `.fullScreenCover`.
    @available(*, deprecated, message: "put the tabView in the content of its sheet or cover in the view tree: Scene { view().fullScreenCover(name, item: \\.item) { tabView(\\.tab) { … } } }")
    public func tabBar(in sheet: String) -> Scene { placingTabBar(in: sheet) }

    /// The tab bar of ``tabBar(in:)``.
    func placingTabBar(in sheet: String) -> Scene {
        var s = self
        s.tabBar = s.tabBar?.changed { $0.sheet = sheet }
        return s
    }

    /// The tab bar declared with `tabs(…)` or `customTabBar(…)` sits at the root of the stack `stack`
    /// (`NavigationStack(path: $router.path) { TabView(selection:) { … } }`, one router's path around
    /// every tab): what that stack pushes covers the tab bar and every tab's own stack, and while it
    /// has screens pushed no tab of a `TabView` can be tapped (a bar of the app's own is hidden as its
    /// `hidden:` says). The stack belongs to every tab: the tab built-ins count it as the selected
    /// tab's, never as another tab's, and a switch may pop it. Declare `stack` as any stack, with no
    /// tab, in the layer of the tab bar (in the view tree, ``Scene/init(_:)``: a
    /// ``tabView(_:retap:buttons:_:)`` in the `root:` of a ``navigationStack(_:_:backHidden:onAppear:onDisappear:task:taskWithStore:root:)``):
    ///
    /// ```swift
    /// Scene()
    ///     .stack("main", \.path)
    ///     .tabs(\.tab, [Tab.home, .search]).tabBar(atRootOf: "main")
    ///     .stack("home", \.homePath, in: Tab.home)
    /// ```
    @available(*, deprecated, message: "put the tabView in the root: of its navigationStack in the view tree: Scene { navigationStack(name, \\.path) { tabView(\\.tab) { … } } }")
    public func tabBar(atRootOf stack: String) -> Scene { placingTabBar(atRootOf: stack) }

    /// The tab bar of ``tabBar(atRootOf:)``.
    func placingTabBar(atRootOf stack: String) -> Scene {
        var s = self
        s.tabBar = s.tabBar?.changed { $0.stack = stack }
        return s
    }

    /// The stacks of `tab` in the layer that holds the tab bar: the stack around the tab bar first (it
    /// belongs to every tab), then the tab's own.
    func stacks(ofTab tab: String) -> [String] {
        guard let bar = tabBar else { return [] }
        return (bar.stack.map { [$0] } ?? []) + stacks.filter { $0.tab == tab && $0.sheet == bar.sheet && $0.name != bar.stack }.map { $0.name }
    }
}

/// What tapping the selected tab again does. SwiftUI calls the selection binding's setter again with
/// the same value (so a store's `didSet` sees the re-tap); what else happens depends on the OS
/// version (see `docs/SwiftUIBehavior.md`, "Evidence").
public struct Retap<Store> {
    /// What the re-tap does to the tab's stacks.
    public typealias Outcome = RetapOutcome
    /// What the re-tap does; nil: what the OS version does (``OSVersion/retapOutcome``).
    public let outcome: Outcome?
    /// The app's own handling in the view (a custom binding or gesture); nil: none.
    let perform: ((inout Store) -> Void)?
    /// Whether the app suppresses the system's own pop (iOS 26).
    let suppressesSystemPop: Bool

    /// SwiftUI's own: the selection is written again; on iOS 16 to 18 nothing else happens, and the
    /// model pops to the root on iOS 26 (one report, conflicting: ``Assumptions/retapPopsOnIOS26`` says
    /// what the app has seen).
    public static var system: Retap { Retap(outcome: nil, perform: nil, suppressesSystemPop: false) }
    /// The app takes the re-tap over (for example, scroll to the top first, then back one screen per
    /// tap), in the view (`perform`) or in the store's `didSet` on the selection (`perform` nil);
    /// `outcome` is what it promises, and the built-in properties check that. On iOS 26 the system's
    /// own pop still happens first (an app must suppress it itself), so the promise must allow for it.
    /// Say `suppressesSystemPop: true` when the app keeps iOS 26's own pop from happening.
    public static func app(_ outcome: Outcome, suppressesSystemPop: Bool = false,
                           _ perform: ((inout Store) -> Void)? = nil) -> Retap {
        Retap(outcome: outcome, perform: perform, suppressesSystemPop: suppressesSystemPop)
    }
}

/// What re-tapping the selected tab does to the tab's stacks, which the built-in properties expect.
public enum RetapOutcome: String, Sendable, Hashable {
    /// Every stack of the tab back to its root.
    case popsToRoot
    /// The top stack back one screen.
    case popsOne
    /// Nothing.
    case nothing
}

/// The OS version, where SwiftUI's own behaviour differs between versions.
public enum OSVersion: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// iOS and iPadOS 17 (and 16): re-tapping a tab does not pop its stack.
    case iOS17
    /// iOS and iPadOS 18: re-tapping a tab scrolls to the top and does not pop its stack.
    case iOS18
    /// iOS and iPadOS 26: re-tapping a tab navigates back (modelled as a pop to the root, from one
    /// report that another contradicts: ``Assumptions/retapPopsOnIOS26``).
    case iOS26

    public var description: String { rawValue }

    /// What re-tapping the selected tab does to its stacks.
    public var retapOutcome: RetapOutcome { self == .iOS26 ? .popsToRoot : .nothing }
}

/// A class, so that reading it from the scene at every step costs one reference, not a copy of every
/// closure; a scene that changes it changes a copy of its own (``changed(_:)``), so scenes stay values.
final class TabBarDeclaration<Store> {
    let names: [String]
    let selected: (Store) -> String
    let select: (inout Store, Int) -> Void
    let retap: Retap<Store>
    /// A bar of the app's own buttons, not a `TabView`: no system pop on a re-tap.
    let custom: Bool
    /// Whether the bar is off screen (a custom bar only).
    let hidden: ((Store) -> Bool)?
    /// Items that act as buttons, not tabs.
    let buttons: Set<String>
    /// The tabs shown for a size class, when the set depends on it (nil: every tab, always).
    private(set) var shown: ((SizeClass?) -> [String])? = nil
    /// The sheet or full-screen cover that holds the tab bar (nil: the main content).
    private(set) var sheet: String? = nil
    /// The stack whose root holds the tab bar (nil: none; the tab bar is its layer's root).
    private(set) var stack: String? = nil
    /// The route of the screen of `stack` that holds the tab bar (nil: the stack's root).
    private(set) var route: String? = nil
    /// When the tab bar exists, by the size class (a branch of a size-class switch); nil: always.
    private(set) var exists: ((SizeClass?) -> Bool)? = nil
    /// The branches of the switches over the store it is in (``Branched``).
    private(set) var cases: [BranchCase] = []

    init(names: [String], selected: @escaping (Store) -> String, select: @escaping (inout Store, Int) -> Void,
         retap: Retap<Store>, custom: Bool, hidden: ((Store) -> Bool)?, buttons: Set<String>) {
        self.names = names
        self.selected = selected
        self.select = select
        self.retap = retap
        self.custom = custom
        self.hidden = hidden
        self.buttons = buttons
    }

    /// What a scene changes of its tab bar, on a copy of its own.
    struct Change {
        var shown: ((SizeClass?) -> [String])?
        var sheet: String?
        var stack: String?
        var route: String?
        var exists: ((SizeClass?) -> Bool)?
        var cases: [BranchCase]
    }

    /// A copy of this declaration with `change` applied.
    func changed(_ change: (inout Change) -> Void) -> TabBarDeclaration {
        var fields = Change(shown: shown, sheet: sheet, stack: stack, route: route, exists: exists, cases: cases)
        change(&fields)
        let copy = TabBarDeclaration(names: names, selected: selected, select: select, retap: retap, custom: custom,
                                     hidden: hidden, buttons: buttons)
        copy.shown = fields.shown
        copy.sheet = fields.sheet
        copy.stack = fields.stack
        copy.route = fields.route
        copy.exists = fields.exists
        copy.cases = fields.cases
        return copy
    }
}
