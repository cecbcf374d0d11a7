import Foundation

/// The trace files that earlier runs of a machine left in its trace directory and this run did not
/// write: counterexamples of bugs fixed since, removed so that the directory holds only what still
/// fails.
enum StaleTraces {
    /// When the first check of this test process began. A trace file changed since then was written in
    /// this process (by this check or by another check of the same machine, perhaps running at the
    /// same time), and is never removed.
    static let firstCheckBegan = Date()

    /// The name a check's trace files record for its test (``TraceOrigin/test``): `Module.test()`, or
    /// the module alone when no test is named.
    static func testName(module: String, test: String?) -> String {
        guard let test, !test.isEmpty else { return module }
        return module + "." + test
    }

    /// Removes, from `directory` itself (not its subdirectories), the `.json` files whose names start
    /// with `entry` and `--`, or with a name given to a later check of it (``CheckNames``: `entry@…--`),
    /// that are not among `written`, that record `test` as the test that wrote
    /// them (``TraceOrigin/test``), and that were last changed before this process's first check began
    /// (two seconds earlier, for file systems that keep coarse times). A file another test wrote, one
    /// that records no test (written before traces recorded it, or by `navcheck`) and one that cannot be
    /// read as a trace file are kept. Nothing is removed from a directory with a `Regressions` folder
    /// on its path (in any case, so neither from navcheck's `regressions/` corpus). Returns the line
    /// that says how many were removed, or nothing when none was.
    static func remove(in directory: String, entry: String, keeping written: Set<String>, test: String, machine: String) -> String {
        let components = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        guard !components.contains(where: { $0.lowercased() == "regressions" }) else { return "" }
        let kept = Set(written.map { URL(fileURLWithPath: $0).lastPathComponent })
        let cutoff = firstCheckBegan.addingTimeInterval(-2)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var removed = 0
        for name in names.sorted() where CheckNames.name(of: name, in: entry) != nil && name.hasSuffix(".json") && !kept.contains(name) {
            let path = directory + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let size = attributes[.size] as? Int, size <= traceSizeLimit,
                  let changed = attributes[.modificationDate] as? Date, changed < cutoff,
                  writer(of: path) == test,
                  (try? FileManager.default.removeItem(atPath: path)) != nil else { continue }
            removed += 1
        }
        guard removed > 0 else { return "" }
        return "NavCheck \(machine): removed \(removed) stale trace file\(removed == 1 ? "" : "s") of earlier runs from \(directory)\n"
    }

    /// The largest trace file read to learn which test wrote it (the command reads none larger).
    static let traceSizeLimit = 4 << 20

    /// The test the trace file at `path` records as its writer, or nil when it records none or is not
    /// a trace file.
    static func writer(of path: String) -> String? {
        struct Written: Decodable {
            struct Origin: Decodable { var test: String? }
            var origin: Origin
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONDecoder().decode(Written.self, from: data))?.origin.test
    }
}
