import ModelChecker
import NavigationModel

/// A screen of the app: the root or a pushed route of a stack, or a sheet with no stack of its own.
public struct Screen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The stack's name; for a sheet with no stack, `sheet:` and the sheet's name; `root` for an app
    /// whose first screen is not a stack's.
    public var place: String
    /// 0 for the root; n for the n-th pushed route.
    public var depth: Int
    /// The route's description (nil for a root).
    public var route: String?

    /// Creates a screen.
    public init(place: String, depth: Int, route: String?) {
        self.place = place
        self.depth = depth
        self.route = route
    }

    /// `recipes › recipe(2)`, or `recipes` for a root.
    public var description: String { route.map { "\(place) › \($0)" } ?? place }
}

/// Work that was started and has not answered yet: a `.task`, a `Task { }`, an `onChange` handler.
public struct PendingEffect: Hashable, Sendable, CustomStringConvertible {
    /// Its name, e.g. `load(recipe(2))`.
    public var name: String
    /// The screen that started it (nil: the app's environment).
    public var owner: Screen?
    /// What happens to it when its owner disappears.
    public var cancellation: Cancellation
    /// Whether its owner is on screen now.
    public var ownerVisible: Bool
    /// The action that started it (`openURL("…")`, an intent), or nil for a screen's task.
    public var startedBy: String? = nil
    /// Whether a person acted (a tap, a link, a rotation) while it was pending.
    public var interleaved = false
    /// Whether it was cancelled while its screen stayed on view (its `.task(id:)` changed).
    public var cancelled = false
    /// What its answer changes on purpose beyond its own stack (``Navigation``), which the async
    /// built-in properties accept.
    public var navigates: [Navigation] = []

    /// `load(recipe(2))`, with `(off view)` once its owner is off view (covered, its tab left, or popped), `(cancelled)` once
    /// cancelled. The `catch` code of cancelled work is named `catch(load(recipe(2)))`.
    public var description: String { cancelled ? name + " (cancelled)" : ownerVisible ? name : name + " (off view)" }
}

/// One stack as the scene shows it.
public struct StackState: Hashable, Sendable {
    /// The stack's name.
    public var name: String
    /// The path's routes, as text.
    public var routes: [String]
    /// Whether the top screen hides its back button (and so its edge swipe).
    public var backHidden: Bool
    /// The tab that shows it (nil: every tab, or no tab bar).
    public var tab: String? = nil
    /// The sheet it is presented in (nil: the main content).
    public var sheet: String? = nil
}

/// One presented sheet or cover.
public struct SheetState: Hashable, Sendable {
    /// The sheet's name.
    public var name: String
    /// The presented item, as text (empty for a sheet over a Boolean).
    public var item: String
    /// `.sheet` or `.fullScreenCover`.
    public var style: PresentationStyle
    /// Whether `interactiveDismissDisabled` holds now.
    public var dismissDisabled: Bool

    /// `editor(recipe(2))` for a sheet over an item, `settings` for one over a Boolean.
    public var text: String { item.isEmpty ? name : "\(name)(\(item))" }
}

/// What SwiftUI holds around the store in a state: the selected tab, every stack's path, the
/// presented sheets, the size class the views read, the pending effects and the screens on view.
public struct SceneState: Hashable, Sendable {
    /// The selected tab (nil: no tab bar).
    public var tab: String?
    /// Every declared stack, in declaration order.
    public var stacks: [StackState]
    /// The presented sheets, outermost first.
    public var sheets: [SheetState]
    /// The horizontal size class the views read (nil when the scene does not read it).
    public var sizeClass: SizeClass?
    /// Work started and not answered yet, oldest first (`answer(0)` is the oldest).
    public var pending: [PendingEffect]
    /// The screens on view: the top of each shown stack, the content beneath a sheet included.
    public var visible: [Screen]
    /// The layer that takes touches: the topmost sheet's name, or nil for the main content.
    public var topLayer: String?
    /// Sheets whose binding is set but which are not shown: another sheet is shown at their level, or
    /// the sheet they are presented from is not.
    public var hiddenSheets: [String]
    /// Whether the app's own tab bar is off screen (``Scene/customTabBar(_:_:retap:hidden:buttons:)``).
    public var tabBarHidden = false
    /// Every declared split view, in declaration order: its selections and the columns it shows.
    public var splits: [SplitState] = []
    /// The view tree's nodes with hooks or `@State` that exist now (``Scene/init(_:)``), in tree order:
    /// a node in the branch of a size-class switch not taken, or in a sheet not presented, does not.
    public var nodes: [String] = []
    /// The case each switch over the store takes (``ifState(_:_:else:)``: 0 `then`, 1 `else`;
    /// ``switchState(_:cases:_:)``: the position of the store's value among its cases), by switch in
    /// tree order: what exists of the tree besides the size class. Empty when the tree has none.
    public var branches: [Int] = []
    /// What survives a relaunch: the data saved under each declared key (``Scene/sceneStorage(_:_:onDamaged:)``).
    public var relaunch = RelaunchState()

    /// The path of stack `name`, as text (empty for an unknown name).
    public func stack(_ name: String) -> [String] { stacks.first { $0.name == name }?.routes ?? [] }
    /// The sheet `name` when it is presented.
    public func sheet(_ name: String) -> SheetState? { sheets.first { $0.name == name } }
    /// Every stack's path, by name.
    public var paths: [String: [String]] { Dictionary(uniqueKeysWithValues: stacks.map { ($0.name, $0.routes) }) }
}

/// A state of a ``SwiftUIApp``: the store's snapshot and the scene around it. Members of the snapshot
/// read directly: `state.path` is `state.model.path`.
@dynamicMemberLookup
public struct AppState<Snapshot: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The user's store, as its snapshot.
    public var model: Snapshot
    /// What SwiftUI holds around it.
    public var scene: SceneState

    /// A member of the store's snapshot.
    public subscript<T>(dynamicMember keyPath: KeyPath<Snapshot, T>) -> T { model[keyPath: keyPath] }

    /// The store's snapshot and the scene.
    public var description: String { "\(model) \(scene)" }
}

/// What an action of the app's own is, in the words of the built-in properties: they check that the
/// store does what the role says.
public enum IntentRole: Sendable, Hashable {
    /// Pushes one screen onto `stack` (`route`: its description, when known).
    case push(stack: String, route: String?)
    /// Goes back one screen in `stack`.
    case pop(stack: String)
    /// Goes back to `stack`'s root.
    case popToRoot(stack: String)
    /// Assigns `stack`'s whole path.
    case setPath(stack: String, routes: [String])
    /// Presents the sheet `sheet`.
    case present(sheet: String)
    /// Dismisses the sheet `sheet`.
    case dismiss(sheet: String)
    /// Dismisses the sheet `sheet` and changes on purpose what `navigates` names beneath it: a "Show
    /// album" button in a player sheet that closes it and selects the album in the split view beneath
    /// (`[.path("library")]`), or a "Done" that closes an editor and pops the list it edited. The sheet
    /// built-ins judge the step with those changes allowed (``AppProperty/sheetKeepsStacksBeneath(_:_:)``).
    case dismissAndNavigate(sheet: String, navigates: [Navigation])

    /// Pushes `route` onto `stack`.
    public static func push<Route>(_ stack: String, _ route: Route) -> IntentRole {
        .push(stack: stack, route: label(of: route))
    }
    /// Assigns `routes` as `stack`'s path.
    public static func setPath<Route>(_ stack: String, _ routes: [Route]) -> IntentRole {
        .setPath(stack: stack, routes: routes.map { label(of: $0) })
    }
}

/// What the system does by itself, and the events it delivers.
public enum SystemAction: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The navigation bar's back button of a stack.
    case back(String)
    /// The edge swipe back in a stack.
    case edgeSwipeBack(String)
    /// A long press on the back button, choosing from its menu the screen at this depth (0: the root).
    case longPressBack(String, to: Int)
    /// A tap on a tab of the tab bar (the selected one: a re-tap).
    case tapTab(String)
    /// A sheet swiped down: it leaves the screen at once; its binding is written when the dismissal
    /// ends (a pending effect).
    case swipeDown(String)
    /// A URL delivered to `onOpenURL`.
    case openURL(String)
    /// A notification tapped, a user activity continued or a quick action chosen, named by what the app
    /// reads of it (``Scene/notifications(_:_:)``).
    case entry(EntryKind, String)
    /// The size class changed (rotation, multitasking).
    case resize(SizeClass)
    /// The pending effect at this place answers (0: the oldest).
    case answer(Int)
    /// The pending effect at this place is cancelled, its screen being gone: it is dropped, or its
    /// `catch` code becomes pending work of its own when it declares one.
    case cancel(Int)
    /// A tap on a row of a split view's sidebar (`List(selection:)`): writes the selection.
    case select(String, row: String)
    /// A tap on a row of a three-column split view's content column: writes its selection.
    case selectContent(String, row: String)
    /// The sidebar button (or the leading-edge swipe) of a split view in regular width: shows these
    /// columns.
    case showColumns(String, ColumnVisibility)
    /// The process ends and the app is launched again (``Relaunch``): offered when the scene declares
    /// what survives.
    case relaunch(Relaunch)

    /// `back(recipes)`, `tapTab(search)`, `openURL("app://x")`, `answer(0)`, …
    public var description: String {
        switch self {
        case .back(let s): "back(\(s))"
        case .edgeSwipeBack(let s): "edgeSwipeBack(\(s))"
        case .longPressBack(let s, let d): "longPressBack(\(s), to: \(d))"
        case .tapTab(let t): "tapTab(\(t))"
        case .swipeDown(let s): "swipeDown(\(s))"
        case .openURL(let u): EntryKind.url.describe(u)
        case .entry(let kind, let id): kind.describe(id)
        case .resize(let c): "resize(\(c))"
        case .answer(let k): "answer(\(k))"
        case .cancel(let k): "cancel(\(k))"
        case .select(let s, let row): "select(\(s), \(row))"
        case .selectContent(let s, let row): "selectContent(\(s), \(row))"
        case .showColumns(let s, let v): "showColumns(\(s), \(v))"
        case .relaunch(let r): r.description
        }
    }
}

/// An action of a ``SwiftUIApp``: one of the app's own controls, or what the system does.
public enum AppAction<Intent: Hashable & Codable & Sendable>: Hashable, Codable, Sendable,
    CustomStringConvertible {
    /// A control of the app's own.
    case user(Intent)
    /// What the system does.
    case system(SystemAction)

    /// The intent's or the system action's description.
    public var description: String {
        switch self {
        case .user(let i): label(of: i)
        case .system(let s): s.description
        }
    }
}

/// What an answer changes on purpose beyond the stack of the screen that started it: an image viewer a
/// `Task` presents at the app's root so that it survives navigation, a login that switches the tab. The
/// async built-in properties (``AppProperty/answerStaysInItsStack(_:_:)``,
/// ``AppProperty/answerForGoneScreenChangesNothing(_:_:)``) judge the answer with these changes
/// allowed.
public enum Navigation: Hashable, Sendable, Codable {
    /// Presents or dismisses the sheet or cover of this name.
    case presents(String)
    /// Writes the path of the stack of this name; for a split view (named as its detail stack), its
    /// selections too. A stack or split view bound to the same property of the store changes with it.
    case path(String)
    /// Selects a tab.
    case selectsTab
}

/// The work an action starts: each effect is pending until the checker lets it answer.
///
/// ```swift
/// func perform(_ intent: Intent, on store: inout Router, effects: inout Effects<Router>) throws {
///     case .refresh: effects.start("refresh") { store in store.items = Router.fresh }
/// }
/// ```
public struct Effects<Store> {
    struct Started {
        let name: String
        let cancellation: Cancellation
        let onCancel: OnCancel<Store>
        let answer: (inout Store) throws -> Void
        let navigates: [Navigation]
    }
    var started: [Started] = []

    init() {}

    /// Starts work named `name` whose answer `answer` applies later. A `Task { }` from a button is
    /// not cancelled when its screen goes: that is the default. `navigates`: what the answer changes on
    /// purpose beyond its own stack (`[.presents("viewer")]`), which the async built-ins then accept.
    public mutating func start(_ name: String, cancellation: Cancellation = .never, navigates: [Navigation] = [],
                               answer: @escaping (inout Store) throws -> Void) {
        start(name, cancellation: cancellation, onCancel: .nothing, navigates: navigates, answer: answer)
    }

    /// Starts work named `name` whose answer `answer` applies later, and which runs `onCancel` once
    /// cancelled (`cancellation` `.withScreen` or `.either`: a `Task { }` whose handle the view cancels
    /// in `onDisappear`): `.catch { store in … }` for a `catch` that stores what it caught.
    public mutating func start(_ name: String, cancellation: Cancellation = .never, onCancel: OnCancel<Store>,
                               navigates: [Navigation] = [], answer: @escaping (inout Store) throws -> Void) {
        started.append(Started(name: name, cancellation: cancellation, onCancel: onCancel, answer: answer, navigates: navigates))
    }
}

// What SwiftUI holds around the store is fingerprinted by its hash (its `==` and `hash(into:)` are
// synthesized, so they compare every stored value); the user's snapshot inside an `AppState` is
// fingerprinted structurally unless its own type is declared `FullyHashable`.
extension Screen: FullyHashable {}
extension PendingEffect: FullyHashable {}
extension StackState: FullyHashable {}
extension SheetState: FullyHashable {}
extension SplitState: FullyHashable {}
extension SceneState: FullyHashable {}
extension AppState: FullyHashable where Snapshot: FullyHashable {}

/// How a route, tab or intent is named in the scene, traces and properties: a string as itself, any
/// other value by its own description or a name derived from its case and payload (`recipe(2)`).
///
/// A small value (at most 48 bytes: a route, a tab, an intent) is named once per distinct value, kept
/// under its type and bytes (``ValueCache``), whatever its `==` and `hash(into:)` say: a cache under
/// the value itself would trust them, and a route whose `==` looks at an id only would stop the
/// process when the cache grew. A value holding a class instance is named afresh each time.
func label<T>(of value: T) -> String {
    if T.self == String.self { return value as! String }
    return labels.result(for: value) { value in value as? String ?? StableText.name(of: value) }
}

/// The names of small values, by their type and bytes.
private let labels = ValueCache<String>()
