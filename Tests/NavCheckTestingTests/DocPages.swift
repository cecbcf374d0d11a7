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

extension DocPages {
    /// The relative links of the page at `page` (`[text](target)`, outside code blocks) whose file does not
    /// exist, or whose `#anchor` is no heading of that file (GitHub's slugs: lower case, spaces to `-`,
    /// punctuation dropped). One line each: the page and the target.
    static func brokenLinks(in page: String, text: String) -> [String] {
        var broken: [String] = []
        let folder = page.split(separator: "/").dropLast()
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            if inCode { continue }
            for match in line.matches(of: #/\]\(([^)\s]+)\)/#) {
                let target = String(match.1)
                if target.hasPrefix("http") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? page : normalized(folder + parts[0].split(separator: "/"))
                let path = root.appendingPathComponent(file).path
                guard FileManager.default.fileExists(atPath: path) else { broken.append("\(page): \(target)"); continue }
                if parts.count == 2, file.hasSuffix(".md") {
                    let body = file == page ? text : ((try? read(file)) ?? "")
                    if !headingSlugs(in: body).contains(String(parts[1])) { broken.append("\(page): \(target)") }
                }
            }
        }
        return broken
    }

    /// A path relative to the package's root with its `..` and `.` components resolved.
    static func normalized(_ components: [Substring]) -> String {
        var out: [Substring] = []
        for c in components {
            if c == ".." { _ = out.popLast() } else if c != "." { out.append(c) }
        }
        return out.joined(separator: "/")
    }

    /// The anchors GitHub gives the headings of `markdown`.
    static func headingSlugs(in markdown: String) -> Set<String> {
        var slugs: Set<String> = []
        var inCode = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            slugs.insert(String(title.compactMap { c -> Character? in
                if c == " " { return "-" }
                return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
            }))
        }
        return slugs
    }
}
