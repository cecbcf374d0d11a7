import NavCheckTesting
import Scroll

/// Scroll's content view as NavCheck checks it: one stack over `navigator`, the library saved by Core
/// Data (kept across every end of the process), and the path kept as `@SceneStorage("navigation")`,
/// restored by the stack's `onAppear` with `try?`.
struct ScrollSpec: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openTitle, openContent, deleteTitle, deleteContent
        var description: String { rawValue }
    }

    var name: String { "scroll" }
    var profile: PlatformProfile { .iPad }
    func makeStore() -> ContentView { ContentView() }

    var scene: Scene<ContentView> {
        Scene { navigationStack("titles", \.navigator) }
            // Core Data's store: viewContext.save() after each delete.
            .savedByApp("Scroll.sqlite", save: { v in "\(v.library.titles.sorted())|\(v.library.contents.sorted())" },
                        load: { v, text in
                            let parts = text.split(separator: "|").map { $0.dropFirst().dropLast().split(separator: ",").compactMap { Int($0) } }
                            v.library.titles = Set(parts.first ?? [])
                            v.library.contents = Set(parts.count > 1 ? parts[1] : [])
                        })
            // @SceneStorage("navigation"), written by onChange(of: navigator), read by onAppear with try?.
            .sceneStorage("navigation", save: { v in v.navigationData }, load: { v, text in try v.restore(from: text) })
            .relaunchVariants(damaging: ["navigation"])
    }

    var intents: [Tap] { [.openTitle, .openContent, .deleteTitle, .deleteContent] }

    /// The grid's title on the root; the title's contents and its delete button on its screen; the
    /// content's delete button on its screen.
    func isOnScreen(_ tap: Tap, in s: AppState<ContentView>) -> Bool {
        switch tap {
        case .openTitle: s.navigator.isEmpty && s.library.titles.contains(1)
        case .openContent: s.navigator.last == .title(1) && s.library.contents.contains(1)
        case .deleteTitle: s.navigator.last == .title(1) && s.library.titles.contains(1)
        case .deleteContent: s.navigator.last == .content(1) && s.library.contents.contains(1)
        }
    }

    func perform(_ tap: Tap, on v: inout ContentView, effects: inout Effects<ContentView>) throws {
        switch tap {
        case .openTitle: v.open(title: 1)
        case .openContent: v.open(content: 1)
        case .deleteTitle: v.delete(title: 1)
        case .deleteContent: v.delete(content: 1)
        }
    }

    func role(of tap: Tap) -> IntentRole? {
        switch tap {
        case .openTitle: .push("titles", Navigation.title(1))
        case .openContent: .push("titles", Navigation.content(1))
        case .deleteTitle, .deleteContent: nil
        }
    }

    var properties: [AppProperty<ScrollSpec>] {
        [.backLowersDepthByOne(), .pushAddsOneScreen(),
         .relaunchReturnsToScreen(), .lastSaveIsReadBack(), .damagedDataNotLost(),
         // TitleView and TContentView show their object's fields.
         .restoredScreensHaveData { v, screen in
             switch screen.route {
             case "title(1)": v.library.titles.contains(1)
             case "content(1)": v.library.contents.contains(1)
             default: true
             }
         }]
    }
}
