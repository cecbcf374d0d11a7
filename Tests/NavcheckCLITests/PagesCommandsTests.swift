import Foundation
import Testing

/// The commands that write or serve pages: `replay --html` draws replayed traces, and bad input (a
/// corrupt trace, an unknown entry, a port in use) is a clear error, exit 2, with nothing written.
@Suite struct PagesCommandsTests {
    static let trace = Navcheck.packageRoot.appendingPathComponent("regressions/adaptive-seed--rootNotInStack--glitch.json").path

    @Test func replayDrawsTheReplayedTraces() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Navcheck.run(["replay", Self.trace, "--html", "replayed.html"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("replayed.html"), encoding: .utf8)
        #expect(page.contains("<b>rootNotInStack</b>") && page.contains("adaptive-seed--rootNotInStack--glitch.json"))
    }

    @Test func aCorruptTraceWritesNoPage() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("{\"formatVersion\": 1, \"entry\": ".utf8).write(to: dir.appendingPathComponent("corrupt.json"))
        let r = try Navcheck.run(["replay", Self.trace, "corrupt.json", "--html", "replayed.html"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("navcheck: error: "), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["corrupt.json"])
    }

    @Test func exploringAnUnknownEntryIsAUsageError() throws {
        let r = try Navcheck.run(["explore", "no-such-entry"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no-such-entry") && r.stderr.contains("adaptive-seed"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// A second explorer on the first one's port: a clear error and exit 2, while the first one serves on.
    @Test func aPortInUseIsAClearError() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = Process()
        first.executableURL = Navcheck.executable
        first.arguments = ["explore", "adaptive-seed", "--idle", "30"]
        first.currentDirectoryURL = dir
        let out = Pipe()
        first.standardOutput = out
        try first.run()
        defer { first.terminate(); first.waitUntilExit() }
        var printed = ""
        while !printed.contains("/ (Ctrl-C"), case let data = out.fileHandleForReading.availableData, !data.isEmpty {
            printed += String(decoding: data, as: UTF8.self)
        }
        let port = try #require(printed.components(separatedBy: "http://127.0.0.1:").last?.prefix { $0.isNumber })
        let second = try Navcheck.run(["explore", "adaptive-seed", "--port", String(port)], in: dir)
        #expect(second.status == 2)
        #expect(second.stderr.hasPrefix("navcheck: error: cannot listen on 127.0.0.1:\(port): "), "\(second.stderr)")
        #expect(second.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        #expect(first.isRunning)
    }
}
