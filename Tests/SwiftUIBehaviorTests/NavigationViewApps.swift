import ModelChecker
import NavigationModel
import SwiftUIBehavior

// A mail app on `NavigationView`: the root lists folders with `NavigationLink(tag:selection:)`, a
// folder's screen has an "Info" `NavigationLink(isActive:)` (see NavigationViewTests).

/// `NavigationView { List { NavigationLink(tag: f, selection: $mail.folder) { FolderView(f) } } }`,
/// `FolderView`: `NavigationLink("Info", isActive: $mail.showsInfo) { InfoView() }`, and a "Home"
/// button that pops to the root by writing the folder's selection.
struct LinksApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var folder: String?
        var showsInfo = false
        var log: [String] = []
    }

    enum Intent: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openInbox, openArchive, info, home
        var description: String { rawValue }
    }

    /// Whether "Home" writes only the root's selection (the pop-to-root of `NavigationView` apps),
    /// leaving `showsInfo` set: the next folder opened pushes the info screen with it.
    var homeLeavesInfoSet = false
    var tree = true
    var name: String { "links" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store() }
    var properties: [AppProperty<LinksApp>] { [.pushAddsOneScreen(), .backLowersDepthByOne(), .popToRootEmpties()] }

    static var links: [NavigationLinkLevel<Store>] { [.selection(\.folder), .isActive("info", \.showsInfo)] }

    // The flat form, kept to show it gives what the tree gives: deprecated, as it is.
    @available(*, deprecated, message: "builds the flat form")
    var scene: Scene<Store> {
        let appear: (inout Store, String?) -> Void = { s, route in if s.log.count < 8 { s.log.append("+\(route ?? "root")") } }
        guard tree else { return Scene().navigationView("mail", links: Self.links, onAppear: appear) }
        return Scene { navigationView("mail", links: Self.links, onAppear: appear) }
    }

    var intents: [Intent] { [.openInbox, .openArchive, .info, .home] }

    func isOnScreen(_ intent: Intent, in s: AppState<Store>) -> Bool {
        let depth = s.scene.stack("mail").count
        switch intent {
        case .openInbox, .openArchive: return depth == 0
        case .info: return depth == 1
        case .home: return depth > 0
        }
    }

    func perform(_ intent: Intent, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent {
        case .openInbox: s.folder = "inbox"
        case .openArchive: s.folder = "archive"
        case .info: s.showsInfo = true
        case .home:
            s.folder = nil
            if !homeLeavesInfoSet { s.showsInfo = false }
        }
    }

    func role(of intent: Intent) -> IntentRole? {
        switch intent {
        case .openInbox: .push(stack: "mail", route: "inbox")
        case .openArchive: .push(stack: "mail", route: "archive")
        case .info: .push(stack: "mail", route: "info")
        case .home: .popToRoot(stack: "mail")
        }
    }
}
