import ModelChecker
import NavigationModel
import SwiftUIBehavior

// A library app with a split view in a tab, with a defect switch: each defect is one a real app could
// have, and each makes one built-in property fail on the split view (see SplitWitnesses below).

/// A tab bar with a two-column split view of books in the library tab (`List(selection:)` over `book`,
/// a `NavigationStack(path:)` of chapters in the detail column, the column visibility bound), a
/// settings stack in the other tab, an info sheet and a malformed link.
struct SplitApp: SwiftUIApp {
    enum Defect: Sendable, Hashable {
        /// The selection's `didSet` puts the last book back when it is cleared ("keep the reader on a
        /// book"): the collapsed stack's back from the book does nothing.
        case reselects
        /// The tab's `didSet` clears the selection of the tab left.
        case leavingClearsSelection
        /// The re-tap handling in the tab's `didSet` clears the library's selection from any tab.
        case retapClearsSelection
        /// Settings' reset button clears the library's selection too.
        case resetClearsSelection
        /// Presenting the info sheet clears the selection beneath it.
        case infoClearsSelection
        /// The link handler clears the selection before it finds the link malformed.
        case linkClearsSelection
        /// The settings' refresh clears the library's selection when it answers.
        case refreshClearsSelection
        /// A book's load pushes its first chapter when it answers, even after another book was chosen.
        case lateLoadPushes
        /// The size-class handler clears the selection in compact width ("start from the list").
        case compactClearsSelection
        /// The size-class handler empties the detail stack.
        case resizeClearsPath
    }

    struct Store: Hashable, Sendable {
        var defect: Defect?
        var tab = "library" {
            didSet {
                if defect == .leavingClearsSelection, tab != oldValue { book = nil }
                if defect == .retapClearsSelection, tab == oldValue { book = nil }
            }
        }
        var book: String? {
            didSet { if defect == .reselects, book == nil { book = oldValue } }
        }
        var chapters: [Route] = []
        var settings: [Route] = []
        var info = false
        var columns = ColumnVisibility.automatic
    }

    var defect: Defect?
    var profile = PlatformProfile.iPad
    /// Whether the detail's first screen loads its book (`.task`).
    var loads = false
    /// Whether the settings' first screen refreshes (`.task`).
    var refreshes = false
    var name: String { "library" }
    func makeStore() -> Store { Store(defect: defect) }

    /// The scene declared another way (SceneTreeTests compares the flat form with the tree); nil: the
    /// tree (`treeScene`).
    var declared: Scene<Store>?

    var scene: Scene<Store> { declared ?? treeScene }

    var intents: [Tap] { ["open", "info", "close", "reset"] }

    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool {
        let split = s.scene.split("library")
        switch intent.name {
        case "open": return s.tab == "library" && s.scene.topLayer == nil && split?.showsDetail == true && s.book != nil && s.chapters.count < 2
        case "info": return s.tab == "library" && s.scene.topLayer == nil
        case "close": return s.scene.topLayer == "info"
        default: return s.tab == "settings" && s.scene.topLayer == nil && s.settings.isEmpty
        }
    }

    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent.name {
        case "open": s.chapters.append(.step(s.chapters.count + 1))
        case "info":
            s.info = true
            if defect == .infoClearsSelection { s.book = nil }
        case "close": s.info = false
        default:
            s.settings = []
            if defect == .resetClearsSelection { s.book = nil }
        }
    }

    func role(of intent: Tap) -> IntentRole? {
        switch intent.name {
        case "open": .push(stack: "library", route: nil)
        case "info": .present(sheet: "info")
        case "close": .dismiss(sheet: "info")
        default: nil
        }
    }

    func isWithinBounds(_ s: AppState<Store>) -> Bool { s.chapters.count <= 2 }

    var properties: [AppProperty<SplitApp>] {
        [.backLowersDepthByOne(), .switchingTabsKeepsStacks(), .retapFollowsBehavior(), .actionStaysInItsTab(), .sheetKeepsStacksBeneath(),
         .malformedLinkChangesNothing(), .answerStaysInItsStack(), .answerForGoneScreenChangesNothing()] + AppProperty.adaptive
    }
}
