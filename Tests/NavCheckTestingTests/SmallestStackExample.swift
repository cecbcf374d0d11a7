import NavCheckTesting

/// The app's store, as the app has it: a class whose methods drive a `NavigationStack(path:)`.
final class MessagesRouter {
    var path: [Int] = []   // the conversations pushed
    var closesTwo = false  // a defect switch: closing a conversation also closes the one beneath
    func open(_ id: Int) { path.append(id) }
    func canClose() -> Bool { !path.isEmpty }
    func close() { path.removeLast(closesTwo && path.count > 1 ? 2 : 1) }
}

/// The spec. The back button, the edge swipe and the back menu come built in.
struct MessagesApp: SwiftUIApp {
    enum Tap: Hashable, Codable, Sendable { case open(Int), close }
    typealias Snapshot = StoredProperties<MessagesRouter>   // the router's stored properties
    var closesTwo = false
    var name: String { "messages" }
    func makeStore() -> MessagesRouter { let r = MessagesRouter(); r.closesTwo = closesTwo; return r }
    func snapshot(of r: MessagesRouter) -> Snapshot { StoredProperties(r) }
    var scene: Scene<MessagesRouter> { Scene { navigationStack("messages", \.path) } }
    var intents: [Tap] { [.open(1), .open(2), .close] }
    func isOnScreen(_ tap: Tap, in s: AppState<Snapshot>) -> Bool { tap == .close ? s.store.canClose() : s.path.count < 3 }
    func perform(_ tap: Tap, on r: inout MessagesRouter, effects: inout Effects<MessagesRouter>) throws {
        if case .open(let id) = tap { r.open(id) } else { r.close() }
    }
    func role(of tap: Tap) -> IntentRole? {
        if case .open(let id) = tap { .push("messages", id) } else { .pop(stack: "messages") }
    }
    var properties: [AppProperty<Self>] { [.backLowersDepthByOne(), .pushAddsOneScreen()] }
}

@Test func messagesNavigationHolds() {
    checkNavigation(MessagesApp())
}
