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

/// The saved texts a process has seen, each once, in the order they were first saved (an
/// ``Interner`` for the whole process). Only numbers come out of it into states; the order they were
/// given in never reaches an output (a state's fingerprint is its `hashValue`, seeded per process).
enum SavedTexts {
    /// The process's table.
    static let shared = Interner()
}
