import Foundation

/// The names under which the checks of this process write their trace files and pages, per trace
/// directory, so that two checks of one spec under one name (the same machine name and alphabet: in
/// two tests, in one test with two sets of options, in a parameterized test) never overwrite each
/// other's files.
///
/// A check claims its name when it writes its first trace file. The first check of the process to
/// claim a name in a directory keeps it (`notes--rootNotInStack.json`, `notes.html`); a later one gets
/// the name followed by `@` and its test's name (`notes@compactWidth--rootNotInStack.json`,
/// `notes@compactWidth.html`), or by `@2`, `@3`, … when its test has no name, is the first check's own,
/// or already named one; its coverage says so in a line that names both checks' tests.
enum CheckNames {
    /// What one name claimed in one directory: the test of each check that claimed it, in order.
    private final class Claims: @unchecked Sendable {
        let lock = NSLock()
        /// By directory and name: the names given and, for each, the test that got it.
        var given: [String: [(name: String, test: String)]] = [:]
    }

    private static let claims = Claims()

    /// Claims `entry` for a check run by `test` (`Module.test()`, or the module alone) that writes to
    /// `directory`: the name its trace files and page start with, and, when it is not `entry`, the
    /// coverage line that says why.
    static func claim(_ entry: String, test: String, function: String?, in directory: String) -> (name: String, note: String) {
        let key = URL(fileURLWithPath: directory).standardizedFileURL.path + "\u{0}" + entry
        claims.lock.lock()
        defer { claims.lock.unlock() }
        let earlier = claims.given[key] ?? []
        guard let first = earlier.first else {
            claims.given[key] = [(entry, test)]
            return (entry, "")
        }
        let taken = Set(earlier.map(\.name))
        let own = function.map(slug) ?? ""
        var name = own.isEmpty || test == first.test ? "" : entry + "@" + own
        if name.isEmpty || taken.contains(name) {
            let stem = name.isEmpty ? entry + "@" : name + "-"
            var k = 2
            while taken.contains(stem + String(k)) { k += 1 }
            name = stem + String(k)
        }
        claims.given[key] = earlier + [(name, test)]
        return (name, "  named: \(name) (the check in \(first.test) writes \(entry)'s trace files and page to \(directory) "
            + "in this run; this one, in \(test), writes them as \(name))\n")
    }

    /// The name (the spec's, or one given by ``claim(_:test:function:in:)``) that the file named
    /// `file` in a trace directory starts with, when it is `entry` or `entry@…`: `notes` for
    /// `notes--rootNotInStack.json` or `notes.html`, `notes@compactWidth` for
    /// `notes@compactWidth--rootNotInStack.json`; nil for another machine's file.
    static func name(of file: String, in entry: String) -> String? {
        guard file.hasPrefix(entry) else { return nil }
        let rest = file.dropFirst(entry.count)
        if rest.hasPrefix("--") || rest == ".html" { return entry }
        guard rest.hasPrefix("@") else { return nil }
        let given = rest.prefix { $0 != "." }.components(separatedBy: "--")[0]
        return given.count > 1 ? entry + given : nil
    }

    /// Forgets the names claimed in `directory`, as a new process starts without them.
    static func forgetClaims(in directory: String) {
        let prefix = URL(fileURLWithPath: directory).standardizedFileURL.path + "\u{0}"
        claims.lock.lock()
        defer { claims.lock.unlock() }
        claims.given = claims.given.filter { !$0.key.hasPrefix(prefix) }
    }

    /// A test's name as part of a file name: its letters, digits and `_`, up to its first `(`
    /// (`compactWidth()` → `compactWidth`; XCTest's `testCompact` stays).
    static func slug(_ function: String) -> String {
        String(function.prefix { $0 != "(" }.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
    }
}
