import ModelChecker
import NavigationModel

/// What SwiftUI shows around a store, and so what the system does to it by itself: the stacks
/// (`NavigationStack(path:)`), the tab bar (`TabView(selection:)`), sheets and full-screen covers,
/// `onOpenURL`, each screen's `onAppear` and `.task`, and the size class the views read.
///
/// Each declaration names the store's property that SwiftUI's binding writes, so the system's own
/// actions (back, edge swipe, a tab tap, a swipe down, a link) write the store exactly as the binding
/// would, and the store's `didSet` and observers run as they do in the app.
///
/// ```swift
/// var scene: Scene<Router> {
///     Scene()
///         .tabs(\.tab, [.recipes, .search])
///         .stack("recipes", \.recipesPath, in: Tab.recipes)
///         .stack("search", \.searchPath, in: Tab.search)
///         .sheet("editor", \.editing)
///         .links([.init("app://recipe/2", shows: "recipes", [Route.recipe(2)]), .init("app://nope", ignored: ())]) {
///             store, url, _ in store.open(url)
///         }
/// }
/// ```
public struct Scene<Store> {
    var stacks: [StackDeclaration<Store>] = []
    var tabBar: TabBarDeclaration<Store>?
    var sheets: [SheetDeclaration<Store>] = []
    var links: LinkDeclaration<Store>?
    var sizeClass: SizeClassDeclaration<Store>?
    var rootAppear: ScreenHooks<Store> = ScreenHooks()
    var splits: [SplitDeclaration<Store>] = []
    /// Whether a declaration reads the size class (tabs, a hidden back button or a locked sheet that
    /// depend on it).
    var readsSizeClassItself = false
    /// `interactiveDismissDisabled` read with the size class, by sheet (replaces the sheet's own).
    var dismissDisabledBySizeClass: [String: (Store, SizeClass?) -> Bool] = [:]
    /// At most this many effects pending at once: a state with more is checked but not explored
    /// further (the bound of the exploration, as a depth is).
    public var maxPendingEffects = 3

    /// An empty scene: add stacks, tabs, sheets, links and the size class.
    public init() {}

    /// A `NavigationStack(path:)` whose path is the store's `path`: the system's back button and edge
    /// swipe write `path` without its last element.
    ///
    /// - Parameters:
    ///   - name: the stack's name in traces, screens and properties.
    ///   - path: the store's property the stack's `path:` binding reads and writes.
    ///   - tab: the tab that shows the stack (nil: shown whatever tab is selected, or no tab bar).
    ///   - sheet: the sheet the stack is presented in (nil: the app's main content).
    ///   - backHidden: whether `navigationBarBackButtonHidden(true)` is set on the top screen; then
    ///     neither the back button nor the edge swipe is offered.
    ///   - onAppear: runs in the step that shows a screen (nil route: the stack's root).
    ///   - onDisappear: runs in the step that takes a screen off view (covered by a push, popped, its
    ///     tab left, covered by a full-screen cover).
    ///   - task: the `.task` of a screen: started when it appears, its answer applied later.
    public func stack<Route: Hashable & Sendable, Tab>(
        _ name: String, _ path: WritableKeyPath<Store, [Route]>, in tab: Tab? = String?.none,
        sheet: String? = nil, backHidden: ((Store) -> Bool)? = nil,
        onAppear: ((inout Store, Route?) -> Void)? = nil,
        onDisappear: ((inout Store, Route?) -> Void)? = nil,
        task: ((Route?) -> ScreenTask<Store>?)? = nil
    ) -> Scene {
        let routes: (Store) -> [String] = { store in store[keyPath: path].map { label(of: $0) } }
        let top: (Store) -> (depth: Int, route: String?) = { store in
            let p = store[keyPath: path]
            return (p.count, p.last.map { label(of: $0) })
        }
        let pop: (inout Store) -> Void = { store in
            var p = store[keyPath: path]
            guard !p.isEmpty else { return }
            p.removeLast()
            store[keyPath: path] = p
        }
        // One write of the shorter path, however many screens go (the back button's menu, a re-tap).
        let popTo: (inout Store, Int) -> Void = { store, depth in
            let p = store[keyPath: path]
            guard p.count > depth else { return }
            store[keyPath: path] = Array(p.prefix(depth))
        }
        var hooks = ScreenHooks<Store>()
        if let onAppear {
            hooks.onAppear = { (store: inout Store, depth: Int) in
                let p = store[keyPath: path]
                guard depth <= p.count else { return }
                onAppear(&store, depth == 0 ? nil : p[depth - 1])
            }
        }
        if let onDisappear {
            hooks.onDisappear = { (store: inout Store, depth: Int, route: String?) in
                let p = store[keyPath: path]
                // The screen may be gone from the path already (popped): find it by its description.
                let typed = depth == 0 ? nil : (depth <= p.count && label(of: p[depth - 1]) == route ? p[depth - 1] : nil)
                guard depth == 0 || typed != nil else { return onDisappear(&store, nil) }
                onDisappear(&store, typed)
            }
        }
        if let task {
            hooks.task = { (store: Store, depth: Int) -> ScreenTask<Store>? in
                let p = store[keyPath: path]
                guard depth <= p.count else { return nil }
                return task(depth == 0 ? nil : p[depth - 1])
            }
        }
        var s = self
        let declared = StackDeclaration(name: name, tab: tab.map { label(of: $0) }, sheet: sheet,
                                        routes: routes, top: top, pop: pop, popTo: popTo,
                                        backHidden: backHidden.map { hidden in { store, _ in hidden(store) } } ?? { _, _ in false },
                                        hooks: hooks)
        declared.binding = path
        s.stacks.append(declared)
        return s
    }

    /// A `TabView(selection:)` over the store's `selection`: tapping another tab writes it; tapping
    /// the selected tab again does what `retap` says.
    public func tabs<Tab: Hashable & Sendable>(
        _ selection: WritableKeyPath<Store, Tab> , _ tabs: [Tab], retap: Retap<Store> = .system
    ) -> Scene {
        var s = self
        s.tabBar = TabBarDeclaration(
            names: tabs.map { label(of: $0) },
            selected: { store in label(of: store[keyPath: selection]) },
            select: { store, index in store[keyPath: selection] = tabs[index] },
            retap: retap)
        return s
    }

    /// A `.sheet(item:)` (or `.fullScreenCover(item:)`) over the store's optional `item`: swiping a
    /// sheet down writes nil, unless `dismissDisabled` (`interactiveDismissDisabled`) says no; a
    /// full-screen cover has no swipe.
    ///
    /// - Parameters:
    ///   - over: the sheet this one is presented from (nil: the main content).
    ///   - onDismiss: runs once the sheet is gone (a swipe, the app's own dismissal, or its item
    ///     replaced by another).
    ///   - onAppear: the sheet content's, when the sheet has no stack of its own.
    ///   - task: the sheet content's `.task`, when the sheet has no stack of its own.
    public func sheet<Item: Hashable & Sendable>(
        _ name: String, _ item: WritableKeyPath<Store, Item?> , style: PresentationStyle = .sheet,
        over: String? = nil, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil
    ) -> Scene {
        adding(SheetDeclaration(
            name: name, style: style, parent: over,
            presented: { store in store[keyPath: item].map { String(describing: $0) } },
            dismiss: { store in store[keyPath: item] = nil },
            dismissDisabled: dismissDisabled ?? { _ in false }, onDismiss: onDismiss,
            hooks: Self.contentHooks(onAppear: onAppear, task: task)))
    }

    private func adding(_ sheet: SheetDeclaration<Store>) -> Scene {
        var s = self
        s.sheets.append(sheet)
        return s
    }

    static func contentHooks(onAppear: ((inout Store) -> Void)?, task: ScreenTask<Store>?) -> ScreenHooks<Store> {
        var hooks = ScreenHooks<Store>()
        if let onAppear { hooks.onAppear = { (store: inout Store, _: Int) in onAppear(&store) } }
        if let task { hooks.task = { (_: Store, _: Int) -> ScreenTask<Store>? in task } }
        return hooks
    }

    /// A `.sheet(isPresented:)` (or `.fullScreenCover(isPresented:)`) over the store's Boolean.
    public func sheet(
        _ name: String, isPresented: WritableKeyPath<Store, Bool> , style: PresentationStyle = .sheet,
        over: String? = nil, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil
    ) -> Scene {
        adding(SheetDeclaration(
            name: name, style: style, parent: over,
            presented: { store in store[keyPath: isPresented] ? "" : nil },
            dismiss: { store in store[keyPath: isPresented] = false },
            dismissDisabled: dismissDisabled ?? { _ in false }, onDismiss: onDismiss,
            hooks: Self.contentHooks(onAppear: onAppear, task: task)))
    }

    /// `onOpenURL`: each of `links` may arrive at any moment the app is at rest, and `handle` runs
    /// with it, as the app's `onOpenURL` closure does.
    public func links(
        _ links: [DeepLink],
        _ handle: @escaping (inout Store, String, inout Effects<Store>) throws -> Void
    ) -> Scene {
        var s = self
        s.links = LinkDeclaration(links: links, handle: handle)
        return s
    }

    /// The horizontal size class that the views read: the system changes it (rotation, multitasking)
    /// as the profile allows, the views read the new value at once, and `onChange(of:)` runs
    /// `handler` in a later step, as a pending effect.
    public func sizeClass(onChange handler: @escaping (inout Store, SizeClass) -> Void) -> Scene {
        var s = self
        s.sizeClass = SizeClassDeclaration(onChange: handler)
        return s
    }

    /// The `onAppear` and `.task` of the app's first screen, for apps whose root is not a stack's.
    public func root(onAppear: ((inout Store) -> Void)? = nil,
                     task: ScreenTask<Store>? = nil) -> Scene {
        var s = self
        s.rootAppear = Self.contentHooks(onAppear: onAppear, task: task)
        return s
    }

    /// The same scene with at most `count` pending effects explored.
    public func maxPending(_ count: Int) -> Scene {
        var s = self
        s.maxPendingEffects = count
        return s
    }
}

/// `.sheet` or `.fullScreenCover`.
public enum PresentationStyle: String, Sendable, Hashable, Codable {
    /// A sheet: swiped down unless `interactiveDismissDisabled` is set.
    case sheet
    /// A full-screen cover: no swipe dismisses it; only the app does.
    case fullScreenCover
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
    /// model pops to the root on iOS 26 (one report; an assumption).
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
    /// iOS and iPadOS 26: re-tapping a tab navigates back (modelled as a pop to the root: an
    /// assumption from one report).
    case iOS26

    public var description: String { rawValue }

    /// What re-tapping the selected tab does to its stacks.
    public var retapOutcome: RetapOutcome { self == .iOS26 ? .popsToRoot : .nothing }
}

/// A URL the app may be opened with, and what it should show.
public struct DeepLink: Sendable, Hashable {
    /// What the link must show.
    public enum Target: Sendable, Hashable {
        /// The stack `stack`, on top, with exactly `routes` (descriptions) as its path.
        case shows(stack: String, routes: [String])
        /// Nothing: a malformed or unknown link must change nothing.
        case ignored
        /// Not said: no built-in property reads it.
        case unspecified
    }
    /// The URL, as text.
    public let url: String
    /// What it must show.
    public let target: Target

    /// A link with no stated target.
    public init(_ url: String) {
        self.url = url
        target = .unspecified
    }
    /// A link that must show `stack` with exactly `routes` on top.
    public init<Route>(_ url: String, shows stack: String, _ routes: [Route]) {
        self.url = url
        target = .shows(stack: stack, routes: routes.map { label(of: $0) })
    }
    /// A malformed or unknown link, which must change nothing.
    public init(_ url: String, ignored: Void) {
        self.url = url
        target = .ignored
    }
}

/// A screen's `.task`: started when the screen appears (and, for `.task(id:)`, when its id changes);
/// its answer arrives later, as a pending effect.
public struct ScreenTask<Store> {
    /// The task's name in traces, e.g. `load(recipe(2))`.
    public let name: String
    /// What happens to it when its screen disappears or its id changes.
    public let cancellation: Cancellation
    /// What it does once cancelled: nothing, or its `catch` code.
    public let onCancel: OnCancel<Store>
    let answer: (inout Store) throws -> Void
    let id: ((Store) -> String)?

    /// A task named `name` whose answer `answer` applies to the store, and which does nothing once
    /// cancelled.
    ///
    /// - Parameters:
    ///   - cancellation: by default `.either`: SwiftUI cancels `.task` "at some point after the view
    ///     disappears", and cancellation is cooperative, so an answer already past its `await` still
    ///     applies; the checker explores both. Say `.withScreen` when the answer is applied only after a
    ///     `Task.isCancelled` check.
    ///   - id: the value of `.task(id:)`: when it changes while the screen is on view, the task is
    ///     cancelled (as `cancellation` says) and started again.
    public init(_ name: String, cancellation: Cancellation = .either, id: ((Store) -> String)? = nil,
                answer: @escaping (inout Store) throws -> Void) {
        self.init(name, cancellation: cancellation, id: id, onCancel: .nothing, answer: answer)
    }

    /// A task named `name` whose answer `answer` applies to the store, and which runs `onCancel` once
    /// cancelled: `.catch { store in … }` for a `catch` that runs when an `await` throws on
    /// cancellation (`CancellationError`, `URLError.cancelled`) and stores what it caught.
    public init(_ name: String, cancellation: Cancellation = .either, id: ((Store) -> String)? = nil,
                onCancel: OnCancel<Store>, answer: @escaping (inout Store) throws -> Void) {
        self.name = name
        self.cancellation = cancellation
        self.onCancel = onCancel
        self.id = id
        self.answer = answer
    }
}

/// What cancelled work does: a screen's `.task` when its screen goes or its id changes, an effect
/// started with a cancellation other than `.never`.
///
/// Swift's cancellation is cooperative: the `await` that notices it throws (`Task.checkCancellation()`
/// throws `CancellationError`, URLSession throws `URLError.cancelled`), and the task's `catch` runs.
///
/// ```swift
/// .task {
///     do { model.articles = try await api.articles() }
///     catch { model.error = "Failed to load" }     // runs when the list goes off view mid-load
/// }
/// ScreenTask("load", cancellation: .withScreen, onCancel: .catch { $0.error = "Failed to load" }) {
///     $0.articles = Articles.all
/// }
/// ```
public struct OnCancel<Store> {
    let code: ((inout Store) throws -> Void)?

    /// Nothing: the work stops quietly (it has no `catch`, or its `catch` returns when
    /// `Task.isCancelled` holds, or catches `CancellationError` alone and the await throws it).
    public static var nothing: OnCancel { OnCancel(code: nil) }

    /// The work's `catch` code, run at a later step as pending work of its own, `catch(name)`:
    /// answered by `answer(k)` as any pending work is, so under the `race` alphabet taps come before
    /// and after it, and under `ui` it runs before the next tap.
    public static func `catch`(_ code: @escaping (inout Store) throws -> Void) -> OnCancel {
        OnCancel(code: code)
    }
}

/// What happens to pending work when the screen that started it disappears.
public enum Cancellation: String, Sendable, Hashable, Codable {
    /// Cancelled, and its answer never applied: a `.task` whose awaits throw on cancellation, as
    /// URLSession's do (its `catch` runs next when it declares one, ``OnCancel/catch(_:)``).
    case withScreen
    /// Never cancelled: a `Task { }` started by a button, or work that ignores cancellation.
    case never
    /// Either: the checker explores both (cancellation is cooperative, and the code may not check it):
    /// the answer, or `cancel(k)` (then its `catch`, when it declares one).
    case either
}

/// A declared stack (a class: the scene's lists are filtered and searched at every step, and a copy of
/// a reference costs one retain where a struct of closures costs one per closure).
final class StackDeclaration<Store> {
    let name: String
    let tab: String?
    let sheet: String?
    let routes: (Store) -> [String]
    /// The path's length and its last route's label (what the top screen is), without naming the rest.
    let top: (Store) -> (depth: Int, route: String?)
    let pop: (inout Store) -> Void
    /// Writes the path cut to its first `depth` routes, once (nothing when it is no longer).
    let popTo: (inout Store, Int) -> Void
    /// Whether the top screen hides its back button, given the size class the views read.
    let backHidden: (Store, SizeClass?) -> Bool
    let hooks: ScreenHooks<Store>
    /// The path's binding, to tell two stacks bound to the same property.
    var binding: AnyKeyPath?

    init(name: String, tab: String?, sheet: String?, routes: @escaping (Store) -> [String],
         top: @escaping (Store) -> (depth: Int, route: String?), pop: @escaping (inout Store) -> Void,
         popTo: @escaping (inout Store, Int) -> Void, backHidden: @escaping (Store, SizeClass?) -> Bool, hooks: ScreenHooks<Store>) {
        self.name = name
        self.tab = tab
        self.sheet = sheet
        self.routes = routes
        self.top = top
        self.pop = pop
        self.popTo = popTo
        self.backHidden = backHidden
        self.hooks = hooks
    }

    /// The same stack, its back button hidden as `hidden` says.
    func hidingBack(_ hidden: @escaping (Store, SizeClass?) -> Bool) -> StackDeclaration {
        let copy = StackDeclaration(name: name, tab: tab, sheet: sheet, routes: routes, top: top, pop: pop, popTo: popTo,
                                    backHidden: hidden, hooks: hooks)
        copy.binding = binding
        return copy
    }
}

struct ScreenHooks<Store> {
    var onAppear: ((inout Store, Int) -> Void)?
    var onDisappear: ((inout Store, Int, String?) -> Void)?
    var task: ((Store, Int) -> ScreenTask<Store>?)?
}

struct TabBarDeclaration<Store> {
    let names: [String]
    let selected: (Store) -> String
    let select: (inout Store, Int) -> Void
    let retap: Retap<Store>
    /// The tabs shown for a size class, when the set depends on it (nil: every tab, always).
    var shown: ((SizeClass?) -> [String])? = nil
    /// The sheet or full-screen cover that holds the tab bar (nil: the main content).
    var sheet: String? = nil
}

/// A declared sheet or cover (a class, as ``StackDeclaration`` is).
final class SheetDeclaration<Store> {
    let name: String
    let style: PresentationStyle
    let parent: String?
    let presented: (Store) -> String?
    let dismiss: (inout Store) -> Void
    let dismissDisabled: (Store) -> Bool
    let onDismiss: ((inout Store) -> Void)?
    let hooks: ScreenHooks<Store>

    init(name: String, style: PresentationStyle, parent: String?, presented: @escaping (Store) -> String?,
         dismiss: @escaping (inout Store) -> Void, dismissDisabled: @escaping (Store) -> Bool,
         onDismiss: ((inout Store) -> Void)?, hooks: ScreenHooks<Store>) {
        self.name = name
        self.style = style
        self.parent = parent
        self.presented = presented
        self.dismiss = dismiss
        self.dismissDisabled = dismissDisabled
        self.onDismiss = onDismiss
        self.hooks = hooks
    }
}

struct LinkDeclaration<Store> {
    let links: [DeepLink]
    let handle: (inout Store, String, inout Effects<Store>) throws -> Void
}

struct SizeClassDeclaration<Store> {
    let onChange: (inout Store, SizeClass) -> Void
}
