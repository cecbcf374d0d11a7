import ModelChecker
import NavigationModel

/// `NavigationView { root }` whose screens are pushed by `NavigationLink(isActive:)` or
/// `NavigationLink(tag:selection:)` bindings, level by level (see
/// ``Scene/navigationView(_:links:in:sheet:onAppear:onDisappear:)``); `root` holds what its root shows.
///
/// ```swift
/// Scene {
///     navigationView("mail", links: [.selection(\.folder), .isActive("info", \.showsInfo)])
///         .sheet("compose", isPresented: \.composing)
/// }
/// ```
public func navigationView<Store>(
    _ name: String, links: [NavigationLinkLevel<Store>], onAppear: ((inout Store, String?) -> Void)? = nil,
    onDisappear: ((inout Store, String?) -> Void)? = nil, @SceneBuilder<Store> root: () -> [SceneNode<Store>]
) -> SceneNode<Store> {
    SceneNode<Store>(.stack(name, { scene, tab, sheet in
        scene.addNavigationView(name, links: links, in: tab, sheet: sheet, onAppear: onAppear, onDisappear: onDisappear)
    }), children: root())
}

/// `NavigationView` over `NavigationLink` bindings with nothing of the checker's concern at its root.
public func navigationView<Store>(
    _ name: String, links: [NavigationLinkLevel<Store>], onAppear: ((inout Store, String?) -> Void)? = nil,
    onDisappear: ((inout Store, String?) -> Void)? = nil
) -> SceneNode<Store> {
    navigationView(name, links: links, onAppear: onAppear, onDisappear: onDisappear, root: {})
}
