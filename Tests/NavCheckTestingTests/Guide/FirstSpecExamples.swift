import Foundation
import NavCheckTesting
import Testing

// The code of docs/CheckYourOwnStore.md's "Questions a first spec raises": a class store read through
// `s.store` in a property, the closures of `onAppear`, the tree's `.sheet(item:)`, `userActivities`,
// a saved text that is the same for the same store, and one list of properties shared by two specs of
// the same store. The guide's blocks are copied from here (GuideTests keeps them the same).

/// A reading app's router: a class, as an `@Observable` router is; its shelf path and the book open in
/// the reader sheet. `readsFirst`: the broken router that opens the first book of the path, not the top.
final class BookRouter {
    var path: [Int] = []
    var reading: Int?
    var bookmarks: [String: Int] = [:]
    /// What the hooks saw: the screen the shelf last showed, whether the shelf and the reader appeared.
    var lastShown: Int?
    var shelfAppeared = false
    var readerAppeared = false
    let readsFirst: Bool

    init(readsFirst: Bool = false) { self.readsFirst = readsFirst }

    func top() -> Int? { path.last }
    func open(_ book: Int) { path.append(book) }
    func read() { reading = readsFirst ? path.first : path.last }
}

// One list of properties for every spec of the store: written once, in an extension of `SwiftUIApp`
// constrained to the store and its snapshot, and named by each spec's `properties`.
extension SwiftUIApp where Store == BookRouter, Snapshot == StoredProperties<BookRouter> {
    var shelfProperties: [AppProperty<Self>] {
        [.backLowersDepthByOne(), .sheetKeepsStacksBeneath(), .linkShowsItsTarget(),
         .invariant("readsTheTopBook", "the reader shows the book on top of the shelf") { _, s in
             guard let book = s.reading, s.scene.topLayer == "reader" else { return .notApplicable }
             return .expect(s.store.top() == book, "reading \(book) over \(s.path)")
         }]
    }
}

struct BooksApp: SwiftUIApp {
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openBook, read
        var description: String { rawValue }
    }

    var readsFirst = false
    var name: String { "shelf" }
    func makeStore() -> BookRouter { BookRouter(readsFirst: readsFirst) }
    func snapshot(of shelf: BookRouter) -> StoredProperties<BookRouter> { StoredProperties(shelf) }
    var scene: Scene<BookRouter> {
        Scene {
            // NavigationStack(path: $shelf.path) { ShelfList() }.onAppear { … }
            //     .sheet(item: $shelf.reading) { book in Reader(book).onAppear { … } }
            navigationStack("shelf", \.path, onAppear: { shelf, book in shelf.lastShown = book })   // each screen: its route
                .onAppear { shelf in shelf.shelfAppeared = true }                                       // the node: the store only
                .sheet("reader", item: \.reading, onAppear: { shelf in shelf.readerAppeared = true })   // the sheet's content
        }
        // .onContinueUserActivity("com.example.read") { activity in … }: each activity by what the app reads of it.
        .userActivities([DeepLink("com.example.read/2", pushes: 2, unlessOnTop: true)]) { shelf, activity, effects in
            guard activity == "com.example.read/2" else { return }
            shelf.reading = nil
            if shelf.top() != 2 { shelf.open(2) }
        }
        .savedByApp("bookmarks.json", save: { shelf in
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys   // the same store, the same text
            return (try? encoder.encode(shelf.bookmarks)).map { String(decoding: $0, as: UTF8.self) }
        }, load: { shelf, text in
            shelf.bookmarks = try JSONDecoder().decode([String: Int].self, from: Data(text.utf8))
        })
    }
    var intents: [Tap] { [.openBook, .read] }
    func isOnScreen(_ tap: Tap, in s: AppState<StoredProperties<BookRouter>>) -> Bool {
        s.scene.topLayer == nil && (tap == .read ? s.store.top() != nil : s.path.count < 2)
    }
    func perform(_ tap: Tap, on shelf: inout BookRouter, effects: inout Effects<BookRouter>) throws {
        switch tap {
        case .openBook: shelf.open(shelf.path.count + 1)
        case .read: shelf.read()
        }
    }
    var properties: [AppProperty<Self>] { shelfProperties }
}

/// The same store on an iPad, with its own spec: the same properties, not a copy of them.
struct BooksPadApp: SwiftUIApp {
    var readsFirst = false
    var name: String { "shelfPad" }
    var profile: PlatformProfile { .iPad }
    func makeStore() -> BookRouter { BookRouter(readsFirst: readsFirst) }
    func snapshot(of shelf: BookRouter) -> StoredProperties<BookRouter> { StoredProperties(shelf) }
    var scene: Scene<BookRouter> { BooksApp().scene }
    var intents: [BooksApp.Tap] { [.openBook, .read] }
    func isOnScreen(_ tap: BooksApp.Tap, in s: AppState<StoredProperties<BookRouter>>) -> Bool {
        BooksApp().isOnScreen(tap, in: s)
    }
    func perform(_ tap: BooksApp.Tap, on shelf: inout BookRouter, effects: inout Effects<BookRouter>) throws {
        try BooksApp().perform(tap, on: &shelf, effects: &effects)
    }
    var properties: [AppProperty<Self>] { shelfProperties }
}

@Suite struct FirstSpecExampleTests {
    /// The property's verdict on a spec: its shortest counterexample's actions, or nil when it holds.
    func counterexample<A: SwiftUIApp>(_ app: A, _ property: String) throws -> [String]? {
        let result = try Explorer(AppMachine(app), options: ExplorationOptions(maxDepth: 40, workers: 1)).run()
        #expect(result.complete)
        return result.counterexample(for: property)?.actions.map(\.description)
    }

    // The shared list judges both specs: the broken router is caught on the iPhone and on the iPad, and
    // the corrected one holds on both.
    @Test func oneListOfPropertiesServesBothSpecs() throws {
        #expect(try counterexample(BooksApp(readsFirst: true), "readsTheTopBook") == ["openBook", "openBook", "read"])
        #expect(try counterexample(BooksPadApp(readsFirst: true), "readsTheTopBook") == ["openBook", "openBook", "read"])
        #expect(try counterexample(BooksApp(), "readsTheTopBook") == nil)
        #expect(try counterexample(BooksPadApp(), "readsTheTopBook") == nil)
    }

    // The hooks run with the closures' shapes the guide shows, and the activity pushes its book.
    @Test func theHooksAndTheActivityRun() throws {
        let machine = AppMachine(BooksApp())
        var state = machine.initialStates[0]
        #expect(state.snapshot.model.shelfAppeared && state.snapshot.model.lastShown == nil)
        try machine.apply(.user(.openBook), to: &state)
        try machine.apply(.user(.read), to: &state)
        #expect(state.snapshot.model.lastShown == 1 && state.snapshot.model.readerAppeared)
        try machine.apply(.system(.entry(.userActivity, "com.example.read/2")), to: &state)
        #expect(state.snapshot.model.path == [1, 2])
    }
}
