import Foundation

/// The trace files that earlier runs of a machine left in its trace directory and this run did not
/// write: counterexamples of bugs fixed since, removed so that the directory holds only what still
/// fails.
enum StaleTraces {
    /// When the first check of this test process began. A trace file changed since then was written in
    /// this process (by this check or by another check of the same machine, perhaps running at the
    /// same time), and is never removed.
    static let firstCheckBegan = Date()

    /// Removes, from `directory` itself (not its subdirectories), the `.json` files whose names start
    /// with `entry` and `--` that are not among `written` and were last changed before this process's
    /// first check began (two seconds earlier, for file systems that keep coarse times). Nothing is
    /// removed from a directory with a `Regressions` folder on its path (in any case, so neither from
    /// navcheck's `regressions/` corpus). Returns the line that says how many were removed, or nothing
    /// when none was.
    static func remove(in directory: String, entry: String, keeping written: Set<String>, machine: String) -> String {
        let components = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        guard !components.contains(where: { $0.lowercased() == "regressions" }) else { return "" }
        let kept = Set(written.map { URL(fileURLWithPath: $0).lastPathComponent })
        let cutoff = firstCheckBegan.addingTimeInterval(-2)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var removed = 0
        for name in names.sorted() where name.hasPrefix(entry + "--") && name.hasSuffix(".json") && !kept.contains(name) {
            let path = directory + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let changed = attributes[.modificationDate] as? Date, changed < cutoff,
                  (try? FileManager.default.removeItem(atPath: path)) != nil else { continue }
            removed += 1
        }
        guard removed > 0 else { return "" }
        return "NavCheck \(machine): removed \(removed) stale trace file\(removed == 1 ? "" : "s") of earlier runs from \(directory)\n"
    }
}
