import Foundation
import ModelChecker
import NavigationSpecs
import Testing
@testable import Reports

/// The committed baseline (`baseline.json`, `baseline.md`): written by whole-catalog runs only, with no
/// timings, so that an unchanged tree gives the same bytes.
@Suite struct BaselineFilesTests {
    static let outcomes = try! ["adaptive-seed", "adaptive-corrected"].map { try EntryOutcome(checking: try Catalog.entry(named: $0)) }

    func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-baseline-\(UUID().uuidString)").path
    }

    @Test func aWholeCatalogReportWritesAByteStableBaseline() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let writer = ReportWriter(directory: dir)
        var first = JSONReport(Self.outcomes, run: RunInfo(entries: nil, options: ExplorationOptions()))
        first.entries[0].statistics.seconds = 1.5
        try writer.write(first)
        let json = try Data(contentsOf: URL(fileURLWithPath: writer.path("baseline.json")))
        let md = try String(contentsOfFile: writer.path("baseline.md"), encoding: .utf8)
        #expect(try JSONReport.read(writer.path("baseline.json")) == first.withoutTimings)
        #expect(String(decoding: json, as: UTF8.self).contains("\"seconds\" : 0,\n"))
        #expect(!md.contains("| time |") && !md.contains("Changes since the previous report"))
        #expect(try String(contentsOfFile: writer.path("latest.md"), encoding: .utf8).contains("| time |"))

        var second = first
        second.entries[0].statistics.seconds = 7.25
        try writer.write(second)
        #expect(try Data(contentsOf: URL(fileURLWithPath: writer.path("baseline.json"))) == json)
        #expect(try String(contentsOfFile: writer.path("baseline.md"), encoding: .utf8) == md)
    }

    @Test(arguments: [
        RunInfo(entries: ["adaptive-seed"], options: ExplorationOptions()),
        RunInfo(entries: nil, options: ExplorationOptions(maxDepth: 3)),
        RunInfo(entries: nil, options: ExplorationOptions(maxStates: 100)),
        RunInfo(entries: nil, options: ExplorationOptions(maxMemoryBytes: 1 << 30)),
        RunInfo(entries: nil, options: ExplorationOptions(), shard: .init(index: 1, count: 2)),
        RunInfo(entries: nil, options: ExplorationOptions(), split: .init(shards: 2, depth: 3)),
    ])
    func aPartialReportWritesNoBaseline(run: RunInfo) throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ReportWriter(directory: dir).write(JSONReport(Self.outcomes, run: run))
        #expect(FileManager.default.fileExists(atPath: dir + "/latest.json"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/baseline.json"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/baseline.md"))
    }

    @Test func theCatalogFingerprintIsStableAndSeesExpectations() {
        let entries = Catalog.entries
        #expect(RunInfo.catalogFingerprint(entries) == RunInfo.catalogFingerprint(entries))
        #expect(RunInfo.catalogFingerprint(entries).count == 16)
        #expect(RunInfo.catalogFingerprint(Array(entries.dropLast())) != RunInfo.catalogFingerprint(entries))
    }
}
