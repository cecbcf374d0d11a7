import Foundation
import Testing

/// Runs that go wrong from outside: output that cannot be written, a reader that goes away, signals,
/// a report folder left by a stopped run or holding a corrupt report; and runs cut by a bound.
@Suite(.serialized) struct ReliabilityTests {
    func files(_ dir: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for name in FileManager.default.subpaths(atPath: dir.path) ?? [] {
            out[name] = FileManager.default.contents(atPath: dir.appendingPathComponent(name).path) ?? Data()
        }
        return out
    }

    /// Starts navcheck with `arguments` in `dir`, standard output to `output` (a file handle or pipe).
    func start(_ arguments: [String], in dir: URL, output: Any) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = Navcheck.executable
        process.arguments = arguments
        process.currentDirectoryURL = dir
        let err = Pipe()
        process.standardOutput = output
        process.standardError = err
        try process.run()
        return (process, err)
    }

    @Test func aFullDiskIsAFailureInOneLine() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        for arguments in [["list"], ["check", "adaptive-seed", "--output", "out"], ["check", "adaptive-seed", "--json"]] {
            let (process, err) = try start(arguments, in: dir, output: full)
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 3, "\(arguments)")
            #expect(stderr == "navcheck: error: cannot write the results to standard output (No space left on device); free some space or send the output elsewhere\n", "\(arguments): \(stderr)")
        }
    }

    @Test func aReaderThatGoesAwayEndsTheRunQuietly() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = Pipe()
        let (process, err) = try start(["check", "adaptive-seed", "adaptive-seed-race", "--output", "out"], in: dir, output: out)
        try out.fileHandleForReading.close()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stderr.isEmpty, "\(stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/traces").path), "the traces are still written")
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalLeavesThePreviousSetAsItWas(signal: Int32, status: Int32) throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try Navcheck.run(["--shard", "8/8", "--output", "out"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let before = files(dir)
        let (process, err) = try start(["--output", "out"], in: dir, output: FileHandle.nullDevice)
        Thread.sleep(forTimeInterval: 0.3)
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == status, "\(stderr)")
        #expect(stderr.contains("navcheck: interrupted; the report folder is as it was"))
        #expect(files(dir) == before, "the set before, byte for byte, and nothing stray")
    }

    @Test func leftoversOfAStoppedRunAreCleanedAtTheNextStart() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let staging = dir.appendingPathComponent("out/.navcheck-new/traces")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: staging.appendingPathComponent("x.json"))
        let r = try Navcheck.run(["check", "adaptive-seed", "--output", "out"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr.contains("removed the unfinished report set of a run that was stopped"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted() == ["report.html", "traces"])
    }

    @Test func aCorruptLatestIsKeptAsideWithAWarning() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        for (i, text) in ["{\"schemaVersion\": 1, \"entries\": [", "{\"schemaVersion\": 2, \"entries\": []}"].enumerated() {
            try Data(text.utf8).write(to: dir.appendingPathComponent("out/latest.json"))
            let r = try Navcheck.run(["--shard", "8/8", "--output", "out"], in: dir)
            #expect(r.status == 0)
            #expect(r.stderr.contains("navcheck: warning: out/latest.json cannot be read"), "\(r.stderr)")
            #expect(r.stderr.contains("it is kept as out/latest.json.corrupt-\(i + 1)"), "\(r.stderr)")
            let kept = try String(contentsOf: dir.appendingPathComponent("out/latest.json.corrupt-\(i + 1)"), encoding: .utf8)
            #expect(kept == text)
        }
    }

    /// A run cut by a bound is PARTIAL in every output, and never meets "holds".
    @Test func aCutRunIsPartialEverywhereAndNeverPasses() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Navcheck.run(["--shard", "8/8", "--max-depth", "2", "--output", "out", "--junit", "out/junit.xml"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("got PARTIAL, holds so far (incomplete: maxDepth)"))
        #expect(r.stdout.contains("; PARTIAL: "))
        for name in ["latest.md", "latest.json", "junit.xml"] {
            let text = try String(contentsOf: dir.appendingPathComponent("out/" + name), encoding: .utf8)
            #expect(text.contains("PARTIAL"), "\(name)")
        }
        let json = try String(contentsOf: dir.appendingPathComponent("out/latest.json"), encoding: .utf8)
        #expect(json.contains("\"partial\" : true"))
        let holds = try Navcheck.run(["check", "adaptive-corrected", "--max-states", "10"], in: dir)
        #expect(holds.status == 1)
        #expect(holds.stdout.hasPrefix("✗ adaptive-corrected"))
    }

    /// The same bounds give the same result on 1 and on 2 workers (a cut by --max-states included).
    @Test(arguments: [["--max-states", "3000"], ["--max-depth", "6"], []])
    func oneAndTwoWorkersStopAtTheSameResult(bounds: [String]) throws {
        let one = try Navcheck.run(["check", "adaptive-seed-race", "tabbed-app", "--json", "--workers", "1"] + bounds)
        let two = try Navcheck.run(["check", "adaptive-seed-race", "tabbed-app", "--json", "--workers", "2"] + bounds)
        #expect(one.status == two.status)
        #expect(withoutTimings(one.stdout) == withoutTimings(two.stdout))
    }
}
