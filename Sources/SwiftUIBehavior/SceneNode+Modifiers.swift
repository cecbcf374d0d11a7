import ModelChecker
import NavigationModel

// What SwiftUI attaches to a view: its tab's tag, the sheets and covers it presents, its hooks and
// its `@State`.

extension SceneNode {
    /// `.tag(_:)`: the tab of the enclosing `tabView` or `customTabBar` that shows this node.
    ///
    /// ```swift
    /// navigationStack("home", \.homePath).tag(Tab.home)
    /// ```
    public func tag<Tab: Hashable & Sendable>(_ tab: Tab) -> SceneNode {
        var node = self
        node.tag = (label(of: tab), tab)
        return node
    }

    /// `.sheet(item:)` presented by this node over the store's optional `item`, holding `content`
    /// (its own stack, a tab view, further nodes with sheets of their own, which it presents over
    /// itself). The other parameters are those of
    /// ``Scene/sheet(_:_:style:over:host:dismissDisabled:onDismiss:onAppear:task:taskWithStore:)``.
    ///
    /// ```swift
    /// navigationStack("recipes", \.path)
    ///     .sheet("editor", item: \.editing, onDismiss: { $0.draft = nil }) { navigationStack("editor", \.editorPath) }
    /// ```
    public func sheet<Item: Hashable & Sendable>(
        _ name: String, item: WritableKeyPath<Store, Item?>, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil, onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        @SceneBuilder<Store> content: () -> [SceneNode<Store>]
    ) -> SceneNode {
        presenting(name, content()) { scene, over in
            scene.addSheet(name, item, over: over, dismissDisabled: dismissDisabled, onDismiss: onDismiss, onAppear: onAppear, task: task)
        }
    }

    /// `.sheet(isPresented:)` presented by this node over the store's Boolean, holding `content`.
    ///
    /// ```swift
    /// view("root").sheet("settings", isPresented: \.showsSettings) { navigationStack("settings", \.settingsPath) }
    /// ```
    public func sheet(
        _ name: String, isPresented: WritableKeyPath<Store, Bool>, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil, onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        @SceneBuilder<Store> content: () -> [SceneNode<Store>]
    ) -> SceneNode {
        presenting(name, content()) { scene, over in
            scene.addSheet(name, isPresented: isPresented, over: over, dismissDisabled: dismissDisabled, onDismiss: onDismiss,
                           onAppear: onAppear, task: task)
        }
    }

    /// `.fullScreenCover(item:)` presented by this node, holding `content` (a `tabView` there is the tab
    /// bar of the cover's layer): no swipe dismisses it, and what it covers goes off view.
    ///
    /// ```swift
    /// view("root").fullScreenCover("onboarding", item: \.onboarding) {
    ///     tabView(\.tab) { navigationStack("home", \.homePath).tag(Tab.home) }
    /// }
    /// ```
    public func fullScreenCover<Item: Hashable & Sendable>(
        _ name: String, item: WritableKeyPath<Store, Item?>, onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        @SceneBuilder<Store> content: () -> [SceneNode<Store>]
    ) -> SceneNode {
        presenting(name, content()) { scene, over in
            scene.addSheet(name, item, style: .fullScreenCover, over: over, onDismiss: onDismiss, onAppear: onAppear, task: task)
        }
    }

    /// `.fullScreenCover(isPresented:)` presented by this node over the store's Boolean, holding `content`.
    ///
    /// ```swift
    /// view("root").fullScreenCover("player", isPresented: \.playing)
    /// ```
    public func fullScreenCover(
        _ name: String, isPresented: WritableKeyPath<Store, Bool>, onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil,
        @SceneBuilder<Store> content: () -> [SceneNode<Store>]
    ) -> SceneNode {
        presenting(name, content()) { scene, over in
            scene.addSheet(name, isPresented: isPresented, style: .fullScreenCover, over: over, onDismiss: onDismiss,
                           onAppear: onAppear, task: task)
        }
    }

    /// `.sheet(item:)` with no content of the checker's concern (no stack, no hooks).
    ///
    /// ```swift
    /// navigationStack("recipes", \.path).sheet("share", item: \.sharing)
    /// ```
    public func sheet<Item: Hashable & Sendable>(
        _ name: String, item: WritableKeyPath<Store, Item?>, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil, onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil
    ) -> SceneNode {
        sheet(name, item: item, dismissDisabled: dismissDisabled, onDismiss: onDismiss, onAppear: onAppear, task: task, content: {})
    }

    /// `.sheet(isPresented:)` with no content of the checker's concern.
    ///
    /// ```swift
    /// navigationStack("recipes", \.path).sheet("help", isPresented: \.showsHelp)
    /// ```
    public func sheet(
        _ name: String, isPresented: WritableKeyPath<Store, Bool>, dismissDisabled: ((Store) -> Bool)? = nil,
        onDismiss: ((inout Store) -> Void)? = nil, onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil
    ) -> SceneNode {
        sheet(name, isPresented: isPresented, dismissDisabled: dismissDisabled, onDismiss: onDismiss, onAppear: onAppear, task: task,
              content: {})
    }

    /// `.fullScreenCover(item:)` with no content of the checker's concern.
    ///
    /// ```swift
    /// view("root").fullScreenCover("photo", item: \.viewing)
    /// ```
    public func fullScreenCover<Item: Hashable & Sendable>(
        _ name: String, item: WritableKeyPath<Store, Item?>, onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil
    ) -> SceneNode {
        fullScreenCover(name, item: item, onDismiss: onDismiss, onAppear: onAppear, task: task, content: {})
    }

    /// `.fullScreenCover(isPresented:)` with no content of the checker's concern.
    ///
    /// ```swift
    /// view("root").fullScreenCover("camera", isPresented: \.capturing)
    /// ```
    public func fullScreenCover(
        _ name: String, isPresented: WritableKeyPath<Store, Bool>, onDismiss: ((inout Store) -> Void)? = nil,
        onAppear: ((inout Store) -> Void)? = nil, task: ScreenTask<Store>? = nil
    ) -> SceneNode {
        fullScreenCover(name, isPresented: isPresented, onDismiss: onDismiss, onAppear: onAppear, task: task, content: {})
    }

    func presenting(_ name: String, _ content: [SceneNode],
                            _ add: @escaping (Scene<Store>, String?) -> Scene<Store>) -> SceneNode {
        var node = self
        node.presentations.append(Presentation(name: name, add: add, content: content))
        return node
    }

    /// `.onAppear`: runs in the step that brings this node on view (one of its screens shows, under
    /// its tab, in its sheet, in the branch of its size-class switch that is taken).
    ///
    /// ```swift
    /// navigationStack("feed", \.feed).onAppear { store in store.feedShown = true }
    /// ```
    public func onAppear(_ action: @escaping (inout Store) -> Void) -> SceneNode {
        var node = self
        node.hooks.onAppear.append(action)
        return node
    }

    /// `.onDisappear`: runs in the step that takes this node off view (its tab left, covered by a
    /// full-screen cover, its sheet dismissed, its branch of a size-class switch destroyed).
    ///
    /// ```swift
    /// navigationStack("feed", \.feed).onDisappear { store in store.feedShown = false }
    /// ```
    public func onDisappear(_ action: @escaping (inout Store) -> Void) -> SceneNode {
        var node = self
        node.hooks.onDisappear.append(action)
        return node
    }

    /// `.task` (or `.task(id:)`, when `task` has an id): started when this node comes on view, owned by
    /// `node:name`, cancelled as the task says when the node goes off view, and started again when its
    /// id changes.
    ///
    /// ```swift
    /// tabView(\.tab) { navigationStack("home", \.homePath).tag(Tab.home) }
    ///     .task(ScreenTask("sync", id: { $0.tab }) { store in store.synced = true })
    /// ```
    public func task(_ task: ScreenTask<Store>) -> SceneNode {
        self.task { _ in task }
    }

    /// `.task` that depends on what the store holds when the node comes on view (nil: none).
    ///
    /// ```swift
    /// view("profile").task { store in store.user.map { id in ScreenTask("load(\(id))") { $0.profile = id } } }
    /// ```
    public func task(_ task: @escaping (Store) -> ScreenTask<Store>?) -> SceneNode {
        var node = self
        node.hooks.tasks.append(task)
        return node
    }

    /// `.onChange(of:initial:)` of a store property: while this node is on view, `action` runs with the
    /// old and the new value in the step that changed it (and once when the node comes on view, when
    /// `initial`).
    ///
    /// ```swift
    /// view("root").onChange(of: \.folder) { store, old, new in store.path = [] }
    /// ```
    public func onChange<Value: Hashable>(
        of value: KeyPath<Store, Value>, initial: Bool = false, _ action: @escaping (inout Store, Value, Value) -> Void
    ) -> SceneNode {
        var node = self
        node.hooks.onChange.append(OnChangeHook(
            read: { AnyHashable($0[keyPath: value]) },
            run: { store, old, new in
                guard let old = old.base as? Value, let new = new.base as? Value else { return }
                action(&store, old, new)
            },
            initial: initial))
        return node
    }

    /// View `@State` of this node that the port keeps in its store at `state`: it dies with the node.
    /// When the node stops existing (the other branch of a size-class switch is taken, its sheet is
    /// dismissed), the property is written back to `initial`, the value a new node starts with.
    ///
    /// ```swift
    /// navigationSplitView("folders", selection: \.folder, rows: Folder.all, path: \.path)
    ///     .state(\.search, initial: "")   // @State var search = "" of the split view
    /// ```
    public func state<Value>(_ state: WritableKeyPath<Store, Value>, initial: Value) -> SceneNode {
        var node = self
        node.hooks.states.append { store in store[keyPath: state] = initial }
        return node
    }

    /// `.onChange(of: horizontalSizeClass)` of this node: as ``Scene/sizeClass(onChange:)``, the
    /// handler runs in a later step, as pending work started by the size change.
    ///
    /// ```swift
    /// view("root").onChangeOfSizeClass { store, sizeClass in store.layout = sizeClass }
    /// ```
    public func onChangeOfSizeClass(_ handler: @escaping (inout Store, SizeClass) -> Void) -> SceneNode {
        var node = self
        node.sizeClassChange = handler
        return node
    }
}
