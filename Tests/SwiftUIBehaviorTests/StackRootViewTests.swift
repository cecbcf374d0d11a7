import ModelChecker
import NavigationModel
import SwiftUIBehavior
import Testing

/// A list at a stack's root that counts its appearances: `NavigationStack { List { … }.onAppear { … } }`.
struct RootListApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [String] = []
        var appeared = 0
        var disappeared = 0
    }

    var name: String { "rootList" }
    var properties: [AppProperty<RootListApp>] = []
    func makeStore() -> Store { Store() }

    var scene: Scene<Store> {
        Scene {
            navigationStack("home", \.path) {
                view("list")
                    .onAppear { $0.appeared += 1 }
                    .onDisappear { $0.disappeared += 1 }
            }
        }
    }

    var intents: [Tap] { ["open"] }
    func isOnScreen(_ intent: Tap, in s: AppState<Store>) -> Bool { s.path.isEmpty }
    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws { s.path.append("item") }
}

/// A view with hooks at a stack's root is on view while the stack shows its root: its `onAppear` runs at
/// launch and again when back returns to it, and its `onDisappear` when a screen is pushed over it.
@Suite struct StackRootViewTests {
    @Test func aViewAtAStacksRootAppearsWhileTheRootShows() throws {
        var d = Driver(RootListApp())
        #expect(d.store.appeared == 1 && d.store.disappeared == 0)
        try d.tap("open")
        #expect(d.store.appeared == 1 && d.store.disappeared == 1)
        try d.run(.back("home"))
        #expect(d.store.appeared == 2 && d.store.disappeared == 1)
    }
}
