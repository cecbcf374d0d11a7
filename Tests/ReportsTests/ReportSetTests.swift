import Foundation
import Testing
import ModelChecker
@testable import NavigationSpecs
@testable import Reports

/// The report set changes as one unit: written beside the old one, switched in with renames, and put
/// right at the next start after a run was stopped at any point of the switch.
@Suite struct ReportSetTests {
    static let outcomes = try! [Catalog.entry(named: "adaptive-seed"), Catalog.entry(named: "adaptive-corrected")]
        .map { try EntryOutcome(checking: $0) }

    func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-set-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    func contents(_ dir: String) -> [String: Data] {
        var out: [String: Data] = [:]
        for name in FileManager.default.subpaths(atPath: dir) ?? [] {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: dir + "/" + name, isDirectory: &isDirectory)
            out[name] = isDirectory.boolValue ? Data() : FileManager.default.contents(atPath: dir + "/" + name)
        }
        return out
    }

    func write(_ dir: String) throws {
        let report = JSONReport(Self.outcomes)
        let made = try ReportWriter(directory: dir).reportSet(report, traces: try TraceFiles.files(Self.outcomes))
        try made.set.commit()
    }

    @Test func aSetReplacesTheOldOneWholeAndKeepsTheFormerLatestAsPrevious() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(dir)
        try "stale\n".write(toFile: dir + "/traces/stale.json", atomically: true, encoding: .utf8)
        let first = contents(dir)
        try write(dir)
        let second = contents(dir)
        #expect(second["previous.json"] == first["latest.json"], "the former latest.json, its exact bytes")
        #expect(second["traces/stale.json"] == nil, "traces/ is this run's only")
        #expect(Set(second.keys.filter { !$0.hasPrefix("traces/") }) == ["latest.json", "latest.md", "previous.json", "traces"])
        #expect(!ReportSet.hasLeftovers(in: dir))
    }

    @Test func aCorruptOrUnknownLatestIsKeptAsideNeverDestroyed() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (i, text) in ["{ not json", #"{"schemaVersion": 7, "entries": []}"#].enumerated() {
            try text.write(toFile: dir + "/latest.json", atomically: true, encoding: .utf8)
            let made = try ReportWriter(directory: dir).reportSet(JSONReport(Self.outcomes))
            #expect(made.warnings.count == 1)
            #expect(made.warnings[0].contains("latest.json.corrupt-\(i + 1)"), "\(made.warnings)")
            try made.set.commit()
            #expect(try String(contentsOfFile: dir + "/latest.json.corrupt-\(i + 1)", encoding: .utf8) == text)
            #expect(!FileManager.default.fileExists(atPath: dir + "/previous.json"))
        }
    }

    /// A run stopped (SIGKILL) after any number of the switch's renames: the next start puts the old
    /// set back, and removes every hidden folder.
    @Test func theNextStartUndoesASwitchStoppedAtAnyStep() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(dir)
        let old = contents(dir)
        let report = JSONReport(Self.outcomes)
        let set = try ReportWriter(directory: dir).reportSet(report, traces: try TraceFiles.files(Self.outcomes)).set
        let steps = set.manifestNames.count
        for stop in 0...(2 * steps) {
            // Stage and mark ready, then take `stop` of the renames by hand, as a stopped run would.
            try set.writeStaging()
            try ReportSet.rename(dir + "/.navcheck-new", dir + "/.navcheck-switching")
            try FileManager.default.createDirectory(atPath: dir + "/.navcheck-old", withIntermediateDirectories: true)
            var taken = 0
            for (name, replaces) in set.manifestNames where taken < stop {
                if FileManager.default.fileExists(atPath: dir + "/" + name) {
                    try ReportSet.rename(dir + "/" + name, dir + "/.navcheck-old/" + name)
                }
                taken += 1
                if replaces && taken < stop {
                    try ReportSet.rename(dir + "/.navcheck-switching/" + name, dir + "/" + name)
                    taken += 1
                }
            }
            let notes = ReportSet.recover(in: dir)
            #expect(notes.count == 1, "stop \(stop): \(notes)")
            #expect(contents(dir) == old, "stop \(stop): the old set, nothing else")
        }
        // A half-written staging folder is removed; a committed switch is finished.
        try set.writeStaging()
        #expect(ReportSet.hasLeftovers(in: dir))
        ReportSet.recover(in: dir)
        #expect(contents(dir) == old)
    }

    @Test func strictJSONRefusesWhatFoundationLetsThrough() {
        let cases: [(String, String)] = [
            (#"{"a": 1, "a": 2}"#, "appears twice"), (#"{"a": NaN}"#, "NaN"), (#"{"a": [1, 2,]}"#, "trailing comma"),
            (#"{"a": 1,}"#, "trailing comma"), ("\u{FEFF}{}", "byte-order mark"), (#"{"a": 01}"#, "leading zeros"),
            (#"{"a": 1e999}"#, "too large"), (#"{"a": "\ud800"}"#, "lone surrogate"), ("{\"a\": \"\u{1}\"}", "control character"),
            (#"{"a": 1} x"#, "after the JSON value"), ("{/* c */}", "key must be a string"), (#"{'a': 1}"#, "key must be a string"),
            (#"{"a": tru}"#, "unknown word"), (String(repeating: "[", count: 100), "nested more than"),
        ]
        for (text, reason) in cases {
            #expect(throws: StrictJSON.Failure.self, "\(text)") { try StrictJSON(validating: Array(text.utf8)) }
            do { _ = try StrictJSON(validating: Array(text.utf8)) } catch {
                #expect(error.reason.contains(reason), "\(text): \(error)")
            }
        }
        #expect(throws: StrictJSON.Failure.self) { try StrictJSON(validating: [0x22, 0xFF, 0x22]) }
        #expect(throws: StrictJSON.Failure.self) { try StrictJSON(validating: [0x22, 0xC0, 0x80, 0x22]) }
        #expect(throws: StrictJSON.Failure.self) { try StrictJSON(validating: [0x22, 0xED, 0xA0, 0x80, 0x22]) }
        for text in [#"{"a": [1, -2.5e3, true, false, null, "é\u00e9\ud83d\ude00"], "b": {}}"#, "[]", "0", #""x""#] {
            #expect(throws: Never.self) { try StrictJSON(validating: Array(text.utf8)) }
        }
    }

    @Test func inputFilesAreOnlyRegularFilesUnderTheLimit() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        for (path, message) in [(dir + "/fifo", "is a FIFO (named pipe), not a regular file"), (dir, "is a folder"),
                                ("/dev/zero", "is a device"), (dir + "/none", "no such file")] {
            #expect(throws: ReportError.self) { try SafeFile.read(path, limit: 1 << 20, what: "a trace file") }
            do { _ = try SafeFile.read(path, limit: 1 << 20, what: "a trace file") } catch {
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
        try Data(count: 2000).write(to: URL(fileURLWithPath: dir + "/big"))
        do { _ = try SafeFile.read(dir + "/big", limit: 1000, what: "a trace file"); Issue.record("read past the limit") } catch {
            #expect(error.message.contains("over the limit of 1000 bytes"), "\(error.message)")
        }
        #expect(try SafeFile.read(dir + "/big", limit: 2000, what: "a trace file").count == 2000)
    }
}
