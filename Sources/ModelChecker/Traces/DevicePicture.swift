/// What the user sees in a state, as data to draw a device from: the size class, the tab bar, the
/// columns of the content (one stack, or a split view's columns), the sheets and covers over it, and
/// the pending work. The structured twin of ``StateMachine/screens(of:)``'s line, which the HTML
/// report and the explorer draw; a machine gives it through ``StateMachine/picture(of:)``.
///
/// ```swift
/// DevicePicture(sizeClass: "compact",
///               content: .init(tabs: ["recipes", "search"], selectedTab: "recipes",
///                              columns: [.init(title: "recipes", screens: ["recipes", "recipe(2)"])]),
///               layers: [.init(name: "editor(recipe(2))", isCover: false, content: .init())],
///               pending: ["load(recipe(2))"])
/// ```
public struct DevicePicture: Sendable, Hashable, Codable {
    /// One column of the content: a list with rows and a selected row (a split view's sidebar or content
    /// column), or a stack of screens, root first and the top screen last.
    public struct Column: Sendable, Hashable, Codable {
        /// The column's title: the stack's or split view's name.
        public var title: String
        /// The rows a list column shows (empty for a stack).
        public var rows: [String]
        /// The selected row, when the column is a list with a selection.
        public var selectedRow: String?
        /// The stack's screens, root first (empty for a list column; `["Empty"]` for a detail with nothing
        /// selected).
        public var screens: [String]

        /// A column.
        public init(title: String, rows: [String] = [], selectedRow: String? = nil, screens: [String] = []) {
            self.title = title
            self.rows = rows
            self.selectedRow = selectedRow
            self.screens = screens
        }
    }

    /// What one layer shows: its tab bar (when it holds one) and its columns, side by side.
    public struct Surface: Sendable, Hashable, Codable {
        /// The tabs of the tab bar, in order (empty: no tab bar).
        public var tabs: [String]
        /// The selected tab.
        public var selectedTab: String?
        /// The columns, leading first.
        public var columns: [Column]

        /// A surface.
        public init(tabs: [String] = [], selectedTab: String? = nil, columns: [Column] = []) {
            self.tabs = tabs
            self.selectedTab = selectedTab
            self.columns = columns
        }
    }

    /// A sheet or full-screen cover, drawn over what it hides.
    public struct Layer: Sendable, Hashable, Codable {
        /// The sheet's name, with its item: `editor(recipe(2))`.
        public var name: String
        /// Whether it is a full-screen cover (false: a sheet).
        public var isCover: Bool
        /// What it shows.
        public var content: Surface

        /// A layer.
        public init(name: String, isCover: Bool, content: Surface) {
            self.name = name
            self.isCover = isCover
            self.content = content
        }
    }

    /// The device the app runs on, `iPhone` or `iPad` (nil: the machine does not say, and the frame
    /// follows the size class).
    public var device: String? = nil
    /// The horizontal size class, `compact` or `regular` (nil: the machine does not say).
    public var sizeClass: String?
    /// The main content.
    public var content: Surface
    /// The presented sheets and covers, outermost (lowest) first.
    public var layers: [Layer]
    /// Work started and not answered yet, oldest first.
    public var pending: [String]

    /// A picture.
    public init(sizeClass: String? = nil, content: Surface = .init(), layers: [Layer] = [], pending: [String] = []) {
        self.sizeClass = sizeClass
        self.content = content
        self.layers = layers
        self.pending = pending
    }
}
