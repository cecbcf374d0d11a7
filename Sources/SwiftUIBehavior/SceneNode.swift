import ModelChecker
import NavigationModel

/// A node of the app's view tree in a ``Scene`` declared with ``Scene/init(_:)``: a container
/// (``navigationStack(_:_:backHidden:onAppear:onDisappear:task:taskWithStore:root:)``,
/// `navigationSplitView`, ``tabView(_:retap:buttons:_:)``, ``customTabBar(_:retap:hidden:buttons:_:)``, a
/// size-class switch ``ifCompact(_:else:)``, a switch over the store ``ifState(_:_:else:)``,
/// ``switchState(_:cases:_:)``), a plain ``view(_:_:)``, and what SwiftUI attaches to a
/// view, chained as its modifiers are: `tag`, `sheet`, `fullScreenCover`, `onAppear`, `onDisappear`,
/// `task`, `onChange(of:)` and view `@State`. A port reads like the `body` it models.
public struct SceneNode<Store> {
    /// Adds a container's tables to a scene: given the tab and the sheet it is in.
    typealias Adder = (Scene<Store>, _ tab: String?, _ sheet: String?) -> Scene<Store>

    enum Kind {
        case view(String?)
        case stack(String, Adder)
        case split(String, Adder)
        /// Adds the tab bar given the tags of its children, in order.
        case tabs(custom: Bool, (Scene<Store>, [Any]) -> Scene<Store>)
        case sizeClass(compact: [SceneNode], regular: [SceneNode])
        /// A switch over the store (``ifState(_:_:else:)``, ``switchState(_:cases:_:)``).
        case stateSwitch(StateSwitchNode<Store>)
    }

    struct Presentation {
        let name: String
        /// Adds the sheet, presented over `over` (nil: the main content).
        let add: (Scene<Store>, _ over: String?) -> Scene<Store>
        let content: [SceneNode]
    }

    var kind: Kind
    var children: [SceneNode] = []
    /// The tab it is the content of: its label and its value.
    var tag: (label: String, value: Any)?
    var presentations: [Presentation] = []
    var hooks = NodeHooks<Store>()
    var sizeClassChange: ((inout Store, SizeClass) -> Void)?
    /// Its `@SceneStorage` (``sceneStorage(_:_:)``).
    var saved: [SavedDeclaration<Store>] = []
    /// The route whose pushed screen of the enclosing stack this view is (``navigationDestination(_:_:)``).
    var destination: String?
    /// A split view's columns as views with hooks of their own, each with the column it is.
    var columns: [(SplitColumn, [SceneNode])] = []
    /// The depth of the pushed screen it stands for (``pushedScreen(depth:_:)``), or nil.
    var pushedDepth: Int?

    init(_ kind: Kind, children: [SceneNode] = []) {
        self.kind = kind
        self.children = children
    }

    var name: String {
        switch kind {
        case .view(let name): name ?? "view"
        case .stack(let name, _), .split(let name, _): name
        case .tabs(let custom, _): custom ? "customTabBar" : "tabView"
        case .sizeClass: "ifCompact"
        case .stateSwitch(let node): node.kind
        }
    }

    static func values<Tab>(_ tags: [Any], of type: Tab.Type) -> [Tab] {
        tags.map { tag in
            guard let tab = tag as? Tab else {
                preconditionFailure("NavCheck: a tab is tagged \(tag) of type \(Swift.type(of: tag)), but its tab bar's selection is of type \(Tab.self)")
            }
            return tab
        }
    }
}
