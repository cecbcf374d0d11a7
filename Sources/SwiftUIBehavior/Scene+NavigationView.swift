import ModelChecker
import NavigationModel

// `NavigationView` with `NavigationLink(isActive:)` or `NavigationLink(tag:selection:)`: a stack of
// optional selections, each level's binding deciding whether the next screen is pushed.

/// One level of a `NavigationView` driven by `NavigationLink` bindings: the binding of the links on the
/// screen at that depth (level 0: the root's), whose value says which screen, if any, is pushed above it.
///
/// ```swift
/// // Root: NavigationLink(tag: folder, selection: $mail.folder) { FolderView(folder) }
/// // FolderView: NavigationLink(isActive: $mail.showsInfo) { InfoView() }
/// [.selection(\.folder), .isActive("info", \.showsInfo)]
/// ```
public struct NavigationLinkLevel<Store> {
    /// The pushed screen's route, as text, or nil when no link of the level is active.
    let route: (Store) -> String?
    /// Writes nil (or false) to the binding, as SwiftUI does when the screen it pushed is popped.
    let clear: (inout Store) -> Void

    /// `NavigationLink(tag:selection:)`: the links of the level share the store's `selection`; the one
    /// whose tag it holds is active, and its screen is named by the tag (`folder(2)`).
    public static func selection<Tag: Hashable & Sendable>(_ selection: WritableKeyPath<Store, Tag?>) -> NavigationLinkLevel {
        NavigationLinkLevel(route: { store in store[keyPath: selection].map { label(of: $0) } },
                            clear: { store in store[keyPath: selection] = nil })
    }

    /// `NavigationLink(isActive:)` over the store's Boolean: while it is true its screen, named `name`,
    /// is pushed.
    public static func isActive(_ name: String, _ isActive: WritableKeyPath<Store, Bool>) -> NavigationLinkLevel {
        NavigationLinkLevel(route: { store in store[keyPath: isActive] ? name : nil },
                            clear: { store in store[keyPath: isActive] = false })
    }
}

extension Scene {
    /// A `NavigationView` (the stack style) whose screens are pushed by `NavigationLink(isActive:)` or
    /// `NavigationLink(tag:selection:)`: level k's binding says which screen, if any, is pushed above the
    /// screen at depth k. What is on view is the levels from the root up to the first one with no
    /// active link (a binding set above it pushes nothing until the level beneath is active again, and
    /// then pushes its screen too).
    ///
    /// ```swift
    /// // NavigationView {
    /// //     List(folders) { f in NavigationLink(tag: f, selection: $mail.folder) { FolderView(f) } }
    /// // }   // FolderView: NavigationLink("Info", isActive: $mail.showsInfo) { InfoView() }
    /// Scene().navigationView("mail", links: [.selection(\.folder), .isActive("info", \.showsInfo)])
    /// ```
    ///
    /// What the system does by itself: back (the button, the edge swipe) writes nil (or false) to the
    /// binding of the link that pushed the top screen; the back button's menu, choosing a screen further
    /// down, writes nil to the binding of every link above it, the deepest first. The app's own write of
    /// nil to a level's binding pops every screen above that level, and leaves the bindings of the
    /// levels above as they are. The stack is named `name` in traces (`back(mail)`) and its screens by
    /// their routes (`mail › inbox › info`); an intent's role names it as any stack (`.push(stack: "mail", route: "info")`).
    ///
    /// - Parameters:
    ///   - links: the levels, from the root's links up.
    ///   - tab, sheet: as ``stack(_:_:in:sheet:backHidden:onAppear:onDisappear:task:onLeave:taskWithStore:)`` takes them.
    ///   - onAppear, onDisappear: run when a screen comes on view or goes, given its route (nil: the root).
    @available(*, deprecated, message: "declare it in the view tree: Scene { navigationView(name, links: [...]) { ... } }")
    public func navigationView<Tab>(
        _ name: String, links: [NavigationLinkLevel<Store>], in tab: Tab? = String?.none, sheet: String? = nil,
        onAppear: ((inout Store, String?) -> Void)? = nil, onDisappear: ((inout Store, String?) -> Void)? = nil
    ) -> Scene {
        addNavigationView(name, links: links, in: tab, sheet: sheet, onAppear: onAppear, onDisappear: onDisappear)
    }

    /// The `NavigationView` of ``navigationView(_:links:in:sheet:onAppear:onDisappear:)``.
    func addNavigationView<Tab>(
        _ name: String, links: [NavigationLinkLevel<Store>], in tab: Tab? = String?.none, sheet: String? = nil,
        onAppear: ((inout Store, String?) -> Void)? = nil, onDisappear: ((inout Store, String?) -> Void)? = nil
    ) -> Scene {
        // The routes shown: each level's up to the first with no active link.
        let routes: (Store) -> [String] = { store in
            var shown: [String] = []
            for level in links {
                guard let route = level.route(store) else { break }
                shown.append(route)
            }
            return shown
        }
        return stack(
            name, tab: tab.map { label(of: $0) }, sheet: sheet, get: routes,
            // The system only pops: the links whose screens go write nil, the deepest first.
            set: { store, kept in
                let depth = routes(store).count
                guard kept.count < depth else { return }
                for level in links[kept.count..<depth].reversed() { level.clear(&store) }
            },
            backHidden: nil, onAppear: onAppear, onDisappear: onDisappear, task: nil)
    }
}
