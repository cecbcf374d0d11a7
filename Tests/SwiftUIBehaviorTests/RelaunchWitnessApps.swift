import ModelChecker
import SwiftUIBehavior

// A bookshelf that keeps its path as @SceneStorage, with a defect switch: each defect is one a real
// app could have, and each makes one relaunch built-in fail (see RelaunchWitnesses below).

/// A shelf of books in one stack, whose path is kept as `@SceneStorage("path")` and whose book screen
/// shows details loaded into the store.
struct ShelfApp: SwiftUIApp {
    enum Defect: Sendable, Hashable {
        /// The app writes the path oldest first and reads it back newest first (a `NavigationPath`'s
        /// codable form is read in the wrong order).
        case decodesNewestFirst
        /// A note is not `Codable` in the app's saved form: its save is skipped, and the file keeps the
        /// path from before it was pushed (seed 004's `guard let representation = path.codable`).
        case noteHasNoSavedForm
        /// The app decodes with `try?` and says nothing when the saved path does not decode.
        case damagedPathDropped
        /// The book's details are loaded by the button that opens it, not by the book's screen: a
        /// restored book screen has none.
        case detailsLoadedByButton
    }

    enum Shelf: Hashable, Codable, Sendable, CustomStringConvertible {
        case book(Int), note(Int)
        var description: String {
            switch self {
            case .book(let i): "book(\(i))"
            case .note(let i): "note(\(i))"
            }
        }
    }

    struct Store: Hashable, Sendable {
        var path: [Shelf] = []
        var details: Set<Int> = []
        /// Unreadable saved data the app kept aside, and the error it shows.
        var recovered: [String] = []
    }

    var defect: Defect?
    var name: String { "shelf" }
    func makeStore() -> Store { Store() }
    var intents: [Tap] { ["openBook", "openNote"] }
    func isOnScreen(_ intent: Tap, in state: AppState<Store>) -> Bool { state.path.count < 2 }

    func perform(_ intent: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        switch intent.name {
        case "openBook":
            s.path.append(.book(1))
            if defect == .detailsLoadedByButton { s.details.insert(1) }
        default:
            s.path.append(.note(1))
        }
    }

    var scene: Scene<Store> {
        let damaged: ((inout Store, String) -> Void)? = defect == .damagedPathDropped ? nil : { s, text in s.recovered.append(text) }
        let base = Scene<Store> {
            navigationStack("shelf", \.path, taskWithStore: { _, route in
                       guard defect != .detailsLoadedByButton, case .book(let id)? = route else { return nil }
                       return ScreenTask("loadDetails") { $0.details.insert(id) }
                   })
        }
            .relaunchVariants(damaging: ["path"])
        switch defect {
        case .noteHasNoSavedForm:
            return base.sceneStorage("path", \.path, encode: { path in
                path.contains { if case .note = $0 { true } else { false } } ? nil : Self.text(of: path)
            }, decode: Self.path(from:), onDamaged: damaged)
        case .decodesNewestFirst:
            return base.sceneStorage("path", \.path, encode: Self.text(of:), decode: { try Self.path(from: $0).reversed() },
                                     onDamaged: damaged)
        default:
            return base.sceneStorage("path", \.path, onDamaged: damaged)
        }
    }

    var properties: [AppProperty<Self>] {
        [.relaunchReturnsToScreen(), .lastSaveIsReadBack(), .damagedDataNotLost(),
         .restoredScreensHaveData { s, screen in
             guard let route = screen.route, route.hasPrefix("book") else { return true }
             return s.details.contains(1)
         }]
    }

    /// The path as its own saved form: `[book(1),note(1)]`.
    static func text(of path: [Shelf]) -> String { "[" + path.map(\.description).joined(separator: ",") + "]" }
    /// The path a saved form gives; throws on a part it does not know.
    static func path(from text: String) throws -> [Shelf] {
        guard text.hasPrefix("["), text.hasSuffix("]"), text.count >= 2 else { throw DecodingFailed() }
        return try text.dropFirst().dropLast().split(separator: ",").map { part in
            switch part {
            case "book(1)": .book(1)
            case "note(1)": .note(1)
            default: throw DecodingFailed()
            }
        }
    }

    struct DecodingFailed: Error {}
}

/// The witnesses of the relaunch built-ins: for each, the defect that breaks it and the app corrected.
enum RelaunchWitnesses {
    static func shelf(_ defect: ShelfApp.Defect, _ broken: Bool, _ property: String) throws -> WitnessOutcome {
        try explore(ShelfApp(defect: broken ? defect : nil), property, depth: 4)
    }

    static let all: [ShapeWitness] = [
        ShapeWitness(property: "relaunchReturnsToScreen", broken: "the saved path is read back newest first",
                     trace: ["openNote", "openBook", "relaunch"], finding: .atRest,
                     says: "before the relaunch [shelf › book(1)] was shown, after it [shelf › note(1)]") { broken in
            try shelf(.decodesNewestFirst, broken, "relaunchReturnsToScreen")
        },
        ShapeWitness(property: "lastSaveIsReadBack", broken: "a note has no saved form, so its save is skipped",
                     trace: ["openNote", "relaunch"], finding: .atRest,
                     says: "relaunch: the save of \"path\" after the last step was skipped, so the launch read back [], written earlier") { broken in
            try shelf(.noteHasNoSavedForm, broken, "lastSaveIsReadBack")
        },
        ShapeWitness(property: "damagedDataNotLost", broken: "the app decodes with try? and says nothing",
                     trace: ["relaunch(damaged: \"path\")"], finding: .atRest,
                     says: "relaunch(damaged: \"path\"): the unreadable data [\"[\"] was overwritten by the launch's save") { broken in
            try shelf(.damagedPathDropped, broken, "damagedDataNotLost")
        },
        ShapeWitness(property: "restoredScreensHaveData", broken: "the details are loaded by the button, not by the book's screen",
                     trace: ["openBook"], finding: .atRest,
                     says: "relaunch: shelf › book(1) shows missing data") { broken in
            try shelf(.detailsLoadedByButton, broken, "restoredScreensHaveData")
        },
    ]
}
