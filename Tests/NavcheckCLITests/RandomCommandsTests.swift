import Foundation
import Testing

/// `navcheck simulate` and `navcheck replay`, run end to end.
@Suite struct RandomCommandsTests {
    static let repository: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    struct Run { var status: Int32; var stdout: String; var stderr: String }

    /// Runs the built command in `directory`.
    func navcheck(_ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = Navcheck.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-cli-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func traces(in directory: URL) throws -> [String: Data] {
        let folder = directory.appendingPathComponent("reports/traces")
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            out[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return out
    }

    @Test func simulateWithASeedPrintsItAndWritesTheSameTraceFilesEveryTime() throws {
        let a = try scratch(), b = try scratch()
        defer { try? FileManager.default.removeItem(at: a); try? FileManager.default.removeItem(at: b) }
        let first = try navcheck(["simulate", "adaptive-seed", "--seed", "42"], in: a)
        let second = try navcheck(["simulate", "adaptive-seed", "--seed", "42"], in: b)
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("seed 42  (reproduce with: navcheck simulate adaptive-seed --seed 42 --runs 200 --steps 40)\n"))
        #expect(first.stdout.contains("3 properties violated"))
        #expect(first.stdout.contains("actions: handler, select(rootID: 0), resize(.regular)\n"))
        #expect(first.stdout.contains("statistics: "))
        let filesA = try traces(in: a), filesB = try traces(in: b)
        #expect(filesA.count == 3)
        #expect(filesA == filesB)
        // Everything but the timings is the same.
        let strip = { (s: String) in s.split(separator: "\n").filter { !$0.hasPrefix("statistics:") }.joined(separator: "\n") }
        #expect(strip(first.stdout) == strip(second.stdout))
    }

    @Test func simulateWithoutASeedPicksOneAndPrintsIt() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try navcheck(["simulate", "adaptive-corrected", "--runs", "5", "--steps", "10"], in: dir)
        #expect(run.status == 0)
        let firstLine = try #require(run.stdout.split(separator: "\n").first)
        let words = firstLine.split(separator: " ")
        #expect(words.first == "seed")
        #expect(UInt64(words[1]) != nil)
        #expect(run.stdout.contains("0 properties violated"))
    }

    @Test func simulateRejectsBadArguments() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        for arguments in [["simulate"], ["simulate", "nowhere"], ["simulate", "adaptive-seed", "--seed", "x"],
                          ["simulate", "adaptive-seed", "--runs", "0"], ["simulate", "adaptive-seed", "--fast"]] {
            let run = try navcheck(arguments, in: dir)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("navcheck: error: "), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports").path))
    }

    @Test func replaySaysPerFileWhetherTheOutcomeStillMatches() throws {
        let corpus = Self.repository.appendingPathComponent("regressions")
        let files = ["adaptive-seed--rootNotInStack--glitch.json", "adaptive-seed-race--levelsContiguous--race.json"]
            .map { corpus.appendingPathComponent($0).path }
        let run = try navcheck(["replay"] + files, in: try scratch())
        #expect(run.status == 0)
        #expect(run.stdout == """
            ✓ \(files[0]): still violates rootNotInStack at step 3 of 3 (one-frame glitch)
            ✓ \(files[1]): still violates levelsContiguous at step 2 of 2 (race)

            """)
    }

    @Test func replayOfABadFileNamesTheFileAndTheStepExitsTwoAndWritesNothing() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try String(contentsOf: Self.repository.appendingPathComponent("regressions/adaptive-seed--stackStartsAtLevelOne--glitch.json"), encoding: .utf8)
        let bad = dir.appendingPathComponent("bad.json")
        try good.replacingOccurrences(of: "\"push\" : {", with: "\"jump\" : {").write(to: bad, atomically: true, encoding: .utf8)
        let truncated = dir.appendingPathComponent("truncated.json")
        try String(good.prefix(100)).write(to: truncated, atomically: true, encoding: .utf8)
        let before = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        let run = try navcheck(["replay", bad.path, truncated.path], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.contains("navcheck: error: \(bad.path): step 3: unknown or unreadable action"))
        #expect(run.stderr.contains("navcheck: error: \(truncated.path): not strict JSON: the document ends inside"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == before)
        #expect(try String(contentsOf: bad, encoding: .utf8).contains("\"jump\""))
    }

    @Test func replayOfATraceThatNoLongerReproducesExitsOne() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try String(contentsOf: Self.repository.appendingPathComponent("regressions/adaptive-seed--rootNotInStack--glitch.json"), encoding: .utf8)
        let moved = dir.appendingPathComponent("moved.json")
        try good.replacingOccurrences(of: "\"entry\" : \"adaptive-seed\"", with: "\"entry\" : \"adaptive-corrected\"")
            .write(to: moved, atomically: true, encoding: .utf8)
        let run = try navcheck(["replay", moved.path], in: dir)
        #expect(run.status == 1)
        #expect(run.stdout == "✗ \(moved.path): no longer reproduces: rootNotInStack holds at every step of the 3-step trace on 'adaptive-corrected'\n")
    }
}
