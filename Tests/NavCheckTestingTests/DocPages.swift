import Foundation

/// The documentation's pages as the tests read them: the package's files, and the fenced code blocks
/// of a Markdown page, so that a test can hold a page's code to the compiled file it is copied from.
enum DocPages {
    /// The package's root directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of the file at `path`, relative to the package's root.
    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The blocks fenced with ```` ```language ```` in `markdown`, each with its lines as written and a
    /// newline after each line.
    static func blocks(_ language: String, in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let block = current {
                if line == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    current = block + line + "\n"
                }
            } else if line == "```" + language {
                current = ""
            }
        }
        return blocks
    }

    /// Whether `block` is a run of whole lines of `source`, with the same indentation added to each of
    /// its lines that is not empty (a declaration copied from inside a type keeps its own layout).
    static func isCopied(_ block: String, from source: String) -> Bool {
        let text = "\n" + source
        return [0, 4, 8].contains { indentation in
            let prefix = String(repeating: " ", count: indentation)
            let indented = block.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
            return text.contains("\n" + indented)
        }
    }
}
