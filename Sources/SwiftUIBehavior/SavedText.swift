import ModelChecker

// Saved texts as numbers: the app saves every declared key after every step, and what it saved is part
// of every state (hashed for the fingerprint, copied with the state, a launch's cache key). Each
// distinct text is kept once in the process's table, and a state holds its number.

/// One saved text, interned in ``SavedTexts/shared``: two are equal exactly when their texts are.
struct SavedText: Hashable, Sendable {
    /// The text's place in the table.
    let id: Int32

    /// The interned `text`.
    init(_ text: String) { id = SavedTexts.shared.id(of: text) }

    /// The text.
    var text: String { SavedTexts.shared.text(of: id) }
}

/// The saved texts a process has seen, each once, in the order they were first saved. Only numbers
/// come out of it into states; the order they were given in never reaches an output (a state's
/// fingerprint is its `hashValue`, seeded per process).
final class SavedTexts: Sendable {
    /// The process's table.
    static let shared = SavedTexts()

    private let table = Locked<(ids: [String: Int32], texts: [String])>(([:], []))

    /// The number of `text`, given it the first time.
    func id(of text: String) -> Int32 {
        table.withLock { table in
            if let id = table.ids[text] { return id }
            let id = Int32(table.texts.count)
            table.texts.append(text)
            table.ids[text] = id
            return id
        }
    }

    /// The text numbered `id`.
    func text(of id: Int32) -> String { table.withLock { $0.texts[Int(id)] } }
}
