import Foundation
import Journal
import NavCheckTesting

/// The journal as NavCheck checks it: the router, the journal's own buttons, and the scene that says
/// what SwiftUI shows around the router. The back button, edge swipe and long press of each stack,
/// and swiping a sheet down (where `interactiveDismissDisabled` allows it), come from the scene.
struct JournalSpec: SwiftUIApp {
    /// The journal's own controls.
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openEntry, openPhoto, closePhoto, compose, type, cancel, save, openSettings, openAbout, openLicenses, done
        var description: String { rawValue }
    }

    /// The router as a value: what tells two states apart.
    struct Snapshot: Hashable, Sendable {
        var path: [Route]
        var draft: Draft?
        var showsSettings: Bool
        var settingsPath: [SettingsRoute]
        var viewedPhoto: Int?
    }

    /// Switches on the router's deliberate defect.
    var defect = ProcessInfo.processInfo.environment["NAVCHECK_EXAMPLE_DEFECT"] == "1"

    var name: String { "journal" }

    func makeStore() -> JournalRouter { JournalRouter(popsToListWhenComposerCloses: defect) }

    func snapshot(of r: JournalRouter) -> Snapshot {
        Snapshot(path: r.path, draft: r.draft, showsSettings: r.showsSettings, settingsPath: r.settingsPath,
                 viewedPhoto: r.viewedPhoto)
    }

    /// The stack, the composer (not swiped away once it has text), the settings sheet with its own
    /// stack, and the photo viewer, a full-screen cover.
    var scene: Scene<JournalRouter> {
        Scene {
            navigationStack("journal", \.path)
                .sheet("composer", item: \.draft, dismissDisabled: { r in r.draft.map { !$0.text.isEmpty } ?? false })
                .sheet("settings", isPresented: \.showsSettings) { navigationStack("settings", \.settingsPath) }
                .fullScreenCover("photo", item: \.viewedPhoto)
        }
    }

    var intents: [Tap] {
        [.openEntry, .openPhoto, .closePhoto, .compose, .type, .cancel, .save, .openSettings, .openAbout, .openLicenses, .done]
    }

    /// Nothing beneath a sheet or a cover takes a touch: the journal's controls need the main content
    /// on top, the composer's and the settings' need their sheet on top.
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool {
        let top = s.scene.topLayer
        switch tap {
        case .openEntry, .openSettings: return top == nil && s.path.isEmpty
        case .compose: return top == nil
        case .openPhoto: return top == nil && !s.path.isEmpty
        case .closePhoto: return top == "photo"
        case .type: return top == "composer" && s.draft?.text.isEmpty == true
        case .cancel: return top == "composer"
        case .save: return top == "composer" && s.draft?.text.isEmpty == false
        case .openAbout: return top == "settings" && s.settingsPath.isEmpty
        case .openLicenses: return top == "settings" && s.settingsPath.last == .about
        case .done: return top == "settings"
        }
    }

    func perform(_ tap: Tap, on r: inout JournalRouter, effects: inout Effects<JournalRouter>) throws {
        switch tap {
        case .openEntry: r.open(entry: 1)
        case .openPhoto: r.openPhoto()
        case .closePhoto: r.closePhoto()
        case .compose: r.compose()
        case .type: r.type("Dear diary")
        case .cancel: r.cancelDraft()
        case .save: r.saveDraft(as: 2)
        case .openSettings: r.openSettings()
        case .openAbout: r.open(.about)
        case .openLicenses: r.open(.licenses)
        case .done: r.closeSettings()
        }
    }

    /// What each control is, in the words of the built-in properties. "Save" closes the composer and
    /// pushes the new entry: its role is the push, so the sheet properties leave it to the push's.
    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .openEntry: .push("journal", Route.entry(1))
        case .openPhoto: .present(sheet: "photo")
        case .closePhoto: .dismiss(sheet: "photo")
        case .compose: .present(sheet: "composer")
        case .cancel: .dismiss(sheet: "composer")
        case .save: .push("journal", Route.entry(2))
        case .openSettings: .present(sheet: "settings")
        case .openAbout: .push("settings", SettingsRoute.about)
        case .openLicenses: .push("settings", SettingsRoute.licenses)
        case .done: .dismiss(sheet: "settings")
        case .type: nil
        }
    }

    /// Explore the journal up to three entries deep.
    func isWithinBounds(_ s: AppState<Snapshot>) -> Bool { s.path.count <= 3 }

    var properties: [AppProperty<JournalSpec>] {
        [
            // Sheets and covers over stacks.
            .sheetKeepsStacksBeneath(), .oneSheetAtALevel(),
            // Each stack.
            .backLowersDepthByOne(), .pushAddsOneScreen(),
            // The journal's own rules.
            .invariant("settingsOpenAtTheirRoot", "the settings sheet is never left with screens pushed in it") { _, s in
                .when(!s.showsSettings) { .expect(s.settingsPath.isEmpty, "settings closed with \(s.settingsPath) pushed") }
            },
            .invariant("draftWithTextStaysUp", "a draft with text cannot be swiped away") { _, s in
                .when(s.draft.map { !$0.text.isEmpty } ?? false) {
                    .expect(s.scene.sheet("composer")?.dismissDisabled == true, "the composer can be swiped away with \(s.draft!)")
                }
            },
        ]
    }
}
