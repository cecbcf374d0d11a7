import ModelChecker
import NavigationModel
import SwiftUIBehavior

// A music app: two tabs, each a split view over the same album selection, and a player sheet whose
// "Show album" button closes it and selects the album beneath, on purpose (see DismissNavigatingTests).

/// `TabView { LibrarySplit().tag(.library); BrowseSplit().tag(.browse) }.sheet(isPresented: $playing) { Player() }`,
/// both split views bound to `$model.album`.
struct PlayerApp: SwiftUIApp {
    enum Variant: Sendable {
        /// "Show album"'s role is a plain dismissal: it says nothing of the album it selects.
        case undeclared
        /// The role says the button selects the album in `browse` (which `library` shares).
        case declared
        /// As `declared`, but the button also pushes a screen onto the library's detail stack.
        case alsoPushesLibrary
    }

    struct Store: Hashable, Sendable {
        var tab = "browse"
        var album: String?
        var libraryPath: [String] = []
        var browsePath: [String] = []
        var playing = false
    }

    enum Intent: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case play, showAlbum
        var description: String { rawValue }
    }

    var variant: Variant
    var name: String { "player" }
    var alphabet: Alphabet { .ui }
    func makeStore() -> Store { Store() }
    var properties: [AppProperty<PlayerApp>] { [.sheetKeepsStacksBeneath()] }

    var scene: Scene<Store> {
        Scene {
            tabView(\.tab) {
                navigationSplitView("library", selection: \.album, rows: ["a", "b"], path: \.libraryPath).tag("library")
                navigationSplitView("browse", selection: \.album, rows: ["a", "b"], path: \.browsePath).tag("browse")
            }
            .sheet("player", isPresented: \.playing)
        }
    }

    var intents: [Intent] { [.play, .showAlbum] }
    func isOnScreen(_ intent: Intent, in state: AppState<Store>) -> Bool { (intent == .showAlbum) == state.playing }

    func perform(_ intent: Intent, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent {
        case .play: s.playing = true
        case .showAlbum:
            s.playing = false
            s.album = "b"
            if variant == .alsoPushesLibrary { s.libraryPath = ["top"] }
        }
    }

    func role(of intent: Intent) -> IntentRole? {
        switch intent {
        case .play: .present(sheet: "player")
        case .showAlbum: variant == .undeclared ? .dismiss(sheet: "player") : .dismissAndNavigate(sheet: "player", navigates: [.path("browse")])
        }
    }
}
