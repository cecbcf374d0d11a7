import ModelChecker

/// Texts numbered for one check: each distinct text gets the next small integer the first time it is
/// seen (0, 1, 2, …), so that the same texts seen in the same order get the same numbers in every run.
/// The numbers never come from a hash. Safe to share between threads; the numbers then follow the order
/// the threads asked in.
package final class Interner: Sendable {
    private let table = Locked<(ids: [String: Int32], texts: [String])>(([:], []))

    /// An empty table.
    package init() {}

    /// The number of `text`, given it the first time.
    package func id(of text: String) -> Int32 {
        table.withLock { table in
            if let id = table.ids[text] { return id }
            let id = Int32(table.texts.count)
            table.texts.append(text)
            table.ids[text] = id
            return id
        }
    }

    /// The text numbered `id` (given by ``id(of:)`` of this table).
    package func text(of id: Int32) -> String { table.withLock { $0.texts[Int(id)] } }

    /// How many texts have been numbered.
    package var count: Int { table.withLock { $0.texts.count } }

    /// The texts numbered so far, in the order of their numbers.
    package var texts: [String] { table.withLock { $0.texts } }
}
