import NavigationModel

// What the scene keeps of each declaration: stacks, sheets, the hooks of a screen and the size class.

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
    /// When the stack exists, by the size class (a branch of a size-class switch); nil: always.
    var exists: ((SizeClass?) -> Bool)?
    /// The branches of the switches over the store it is in (``Branched``).
    var cases: [BranchCase] = []

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
        copy.exists = exists
        copy.cases = cases
        return copy
    }
}

struct ScreenHooks<Store> {
    var onAppear: ((inout Store, Int) -> Void)?
    var onDisappear: ((inout Store, Int, String?) -> Void)?
    var task: ((Store, Int) -> ScreenTask<Store>?)?
}

/// A declared sheet or cover (a class, as ``StackDeclaration`` is).
final class SheetDeclaration<Store> {
    let name: String
    let style: PresentationStyle
    let parent: String?
    /// Where it is presented from (the view tree sets it for a sheet of a pushed screen, ``pushedScreen(depth:_:)``).
    var host: PresentationHost
    let presented: (Store) -> String?
    let dismiss: (inout Store) -> Void
    let dismissDisabled: (Store) -> Bool
    let onDismiss: ((inout Store) -> Void)?
    let hooks: ScreenHooks<Store>
    /// When the view that presents it exists, by the size class; nil: always.
    var exists: ((SizeClass?) -> Bool)?
    /// The branches of the switches over the store its presenter is in (``Branched``).
    var cases: [BranchCase] = []
    /// The item's or Boolean's binding (nil: sheet layers), to tell what else is bound to it.
    var binding: AnyKeyPath?

    init(name: String, style: PresentationStyle, parent: String?, host: PresentationHost, presented: @escaping (Store) -> String?,
         dismiss: @escaping (inout Store) -> Void, dismissDisabled: @escaping (Store) -> Bool,
         onDismiss: ((inout Store) -> Void)?, hooks: ScreenHooks<Store>) {
        self.name = name
        self.style = style
        self.parent = parent
        self.host = host
        self.presented = presented
        self.dismiss = dismiss
        self.dismissDisabled = dismissDisabled
        self.onDismiss = onDismiss
        self.hooks = hooks
    }
}

struct SizeClassDeclaration<Store> {
    let onChange: (inout Store, SizeClass) -> Void
}
