import NavCheckTesting
import Testing

/// The app's store, unchanged: a class whose methods drive a `NavigationStack(path:)`.
final class MessagesStore /* : ObservableObject */ {
    /* @Published */ var path: [Int] = []   // the levels pushed: 1, 2, …
    func open() { path.append(path.count + 1) }
    func back() { if !path.isEmpty { path.removeLast() } }
    func backToRoot() { path.removeAll() }
}

/// The store's state as a value, with the capability the invariants read: a detail stack with levels.
struct MessagesSnapshot: DetailPathStore, Hashable {
    struct Screen: DetailLevel, Hashable { var level: Int; var rootID: Int { 0 }; var id: Int { level } }
    var detailPath: [Screen]
}

/// The taps, and which of them are the back buttons.
enum MessagesTap: String, Hashable, Codable, Sendable, CustomStringConvertible, BackAction {
    case open, back, backToRoot
    var description: String { rawValue }
    var isBack: Bool { self == .back }
    var isBackToRoot: Bool { self == .backToRoot }
}

/// The spec: how to make a store, see it as a value, and tap it; which properties must hold.
struct MessagesSpec: ReferenceStoreMachine {
    var name: String { "messages" }
    var actions: Generator<MessagesTap> { .element(of: [.open, .back, .backToRoot]) }
    func makeStore() -> MessagesStore { MessagesStore() }
    func snapshot(of store: MessagesStore) -> MessagesSnapshot {
        MessagesSnapshot(detailPath: store.path.map { .init(level: $0) })
    }
    func perform(_ tap: MessagesTap, on store: MessagesStore) throws {
        switch tap {
        case .open: store.open()
        case .back: store.back()
        case .backToRoot: store.backToRoot()
        }
    }
    func isWithinBounds(_ s: State) -> Bool { s.detailPath.count < 4 }   // explore up to 4 levels deep
    var properties: [Property<MessagesSpec>] {
        [NavigationInvariants.levelsContiguous(), NavigationInvariants.backLowersDepthByOne(),
         NavigationInvariants.backToRootEmpties()]
    }
}

@Test func messagesNavigationHolds() {
    checkNavigation(MessagesSpec())
}
