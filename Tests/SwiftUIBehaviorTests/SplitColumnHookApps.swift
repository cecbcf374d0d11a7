import ModelChecker
import NavigationModel
import SwiftUIBehavior

// A mail app: a three-column split view whose detail column is a plain message view (no
// NavigationStack), with hooks on each column (see SplitColumnHookTests).

/// `NavigationSplitView { FoldersList() } content: { MessagesList().onAppear { … } } detail: { MessageView() }`.
struct MailApp: SwiftUIApp {
    enum Defect: Sendable {
        /// The messages column's `onAppear` selects the first message ("open the newest mail"): collapsed,
        /// back from a message shows the messages column again, which opens the message again.
        case contentAppearSelects
        /// The store's `message` `didSet` clears the folder when a message is closed: back from a
        /// message, collapsed, goes back to the folders.
        case closingClearsFolder
    }

    struct Store: Hashable, Sendable {
        var folder: String?
        var message: String?
        /// What each column's hooks saw, in order (at most 12 entries).
        var log: [String] = []
        var loads = 0

        mutating func note(_ line: String) { if log.count < 12 { log.append(line) } }
    }

    var defect: Defect?
    var profile = PlatformProfile.iPhone
    var properties: [AppProperty<MailApp>] = [.backLowersDepthByOne()]
    var name: String { "mail" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store() }

    static func messages(_ folder: String) -> [String] { folder == "inbox" ? ["m1", "m2"] : ["old"] }

    var scene: Scene<Store> {
        let defect = defect
        return Scene {
            navigationSplitView("mail", selection: \.folder, rows: ["inbox", "archive"], content: \.message,
                                contentRows: MailApp.messages, columns: .changes(from: .all)) {
                view("folders").onAppear { $0.note("folders+") }.onDisappear { $0.note("folders-") }
            } content: {
                view("messages")
                    .onAppear { s in
                        s.note("messages+")
                        if defect == .contentAppearSelects, let folder = s.folder { s.message = MailApp.messages(folder).first }
                    }
                    .onDisappear { $0.note("messages-") }
                    .task(ScreenTask("load", cancellation: .withScreen) { s in s.loads = min(s.loads + 1, 2) })
            } detail: {
                view("message").onAppear { $0.note("message+") }.onDisappear { $0.note("message-") }
            }
        }
    }

    var intents: [Tap] { [] }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {}
}

extension MailApp.Store {
    /// The `didSet` of the broken store, run by the driver of the defect (a value store has none of its own).
    static func closing(_ defect: MailApp.Defect?) -> WritableKeyPath<MailApp.Store, String?> {
        defect == .closingClearsFolder ? \.messageClearingFolder : \.message
    }

    /// `message`, whose write of nil also clears the folder (the broken store's `didSet`).
    var messageClearingFolder: String? {
        get { message }
        set {
            message = newValue
            if newValue == nil { folder = nil }
        }
    }
}

/// The same mail app declared flat, its content column bound through the broken `didSet` when asked.
struct FlatMailApp: SwiftUIApp {
    var defect: MailApp.Defect?
    var profile = PlatformProfile.iPhone
    var name: String { "flatMail" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> MailApp.Store { MailApp.Store() }
    var properties: [AppProperty<FlatMailApp>] { [.backLowersDepthByOne()] }

    // The flat form, kept to show it gives what the tree gives: deprecated, as it is.
    @available(*, deprecated, message: "builds the flat form")
    var scene: Scene<MailApp.Store> {
        Scene().split("mail", selection: \.folder, rows: ["inbox", "archive"], content: MailApp.Store.closing(defect),
                      contentRows: MailApp.messages, onAppear: { s, message in s.note("open \(message)") })
    }

    var intents: [Tap] { [] }
    func perform(_ intent: Tap, on s: inout MailApp.Store, effects: inout Effects<MailApp.Store>) throws {}
}
