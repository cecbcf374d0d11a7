import Foundation
import Testing

/// Runs the built `navcheck` (next to the test bundle) and returns its status and output.
func runNavcheck(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var binary = directory.appendingPathComponent("navcheck")
    while !FileManager.default.isExecutableFile(atPath: binary.path) && directory.pathComponents.count > 1 {
        directory = directory.deletingLastPathComponent()
        binary = directory.appendingPathComponent("navcheck")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stdout, stderr)
}

@Suite struct BenchCommandTests {
    @Test func benchPrintsFiguresAndIdenticalResults() throws {
        let (status, stdout, _) = try runNavcheck(["bench", "--tabbed", "2,2,3", "--workers", "2", "--no-catalog", "--kv"])
        #expect(status == 0)
        #expect(stdout.contains("run=tabbed-app-2-2-3 encoding=packed workers=1 complete=true stop=none states=900 "))
        #expect(stdout.contains("run=tabbed-app-2-2-3 encoding=packed workers=2 complete=true stop=none states=900 "))
        #expect(stdout.contains("identical=true"))
        #expect(stdout.contains("bytes_per_state="))
    }

    @Test func maxMemoryGivesAPartialLabelledResult() throws {
        let bench = ["bench", "--tabbed", "3,2,4", "--workers", "1", "--no-catalog"]
        let smallest = try #require(try Navcheck.smallestMemoryBound(bench))
        let (status, stdout, _) = try runNavcheck(bench + ["--max-memory", smallest])
        #expect(status == 0)
        #expect(stdout.contains("PARTIAL (stopped: maxMemory)"))
    }

    /// Under a memory bound, 1 and 2 workers stop at the same level, and the process's peak resident
    /// memory in each run stays under the bound.
    @Test func aMemoryBoundStopsOneAndTwoWorkersAtTheSameLevelUnderTheBound() throws {
        let bound = 40 << 20
        let (status, stdout, _) = try runNavcheck(["bench", "--tabbed", "3,2,4", "--workers", "2", "--no-catalog",
                                                   "--max-memory", "40M", "--kv"])
        #expect(status == 0)
        let runs = stdout.split(separator: "\n").filter { $0.hasPrefix("run=") }.map { line in
            Dictionary(uniqueKeysWithValues: line.split(separator: " ").compactMap { pair -> (String, String)? in
                let kv = pair.split(separator: "=", maxSplits: 1)
                return kv.count == 2 ? (String(kv[0]), String(kv[1])) : nil
            })
        }
        #expect(runs.map { $0["workers"] } == ["1", "2"])
        #expect(Set(runs.map { $0["states"] }).count == 1, "\(runs.map { $0["states"] ?? "" })")
        #expect(runs.map { $0["stop"] } == ["maxMemory", "maxMemory"])
        for run in runs {
            #expect((Int(run["peak_bytes"] ?? "") ?? .max) <= bound, "peak \(run["peak_bytes"] ?? "?") over \(bound)")
        }
    }

    @Test func checkTakesMaxMemory() throws {
        let smallest = try #require(try Navcheck.smallestMemoryBound(["check", "adaptive-seed-api"]))
        let (status, stdout, _) = try runNavcheck(["check", "adaptive-seed-api", "--max-memory", smallest])
        #expect(status == 1)
        #expect(stdout.contains("incomplete: maxMemory"))
    }

    @Test func badSizesAreUsageErrors() throws {
        let (status, _, stderr) = try runNavcheck(["bench", "--tabbed", "3,2"])
        #expect(status == 2)
        #expect(stderr.contains("--tabbed takes T,K,D"))
        let memory = try runNavcheck(["bench", "--max-memory", "lots"])
        #expect(memory.status == 2)
    }
}

@Suite struct BenchAppCommandTests {
    @Test func badOptionsAreRefusedInWords() throws {
        let paths = try runNavcheck(["bench-app", "--paths", "app,fast"])
        #expect(paths.status == 2)
        #expect(paths.stderr.contains("--paths takes a comma-separated list of app, restore, replay, value-spec, relaunch, not 'fast'"))
        let alphabet = try runNavcheck(["bench-app", "--alphabet", "api"])
        #expect(alphabet.status == 2)
        #expect(alphabet.stderr.contains("--alphabet takes 'ui' or 'race', not 'api'"))
        let app = try runNavcheck(["bench-app", "--app", "icecubes", "--paths", "app,replay"])
        #expect(app.status == 2)
        #expect(app.stderr.contains("--app icecubes measures the paths app and value-spec, not 'replay'"))
        let unknown = try runNavcheck(["bench-app", "--app", "mastodon"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--app takes 'reader' or 'icecubes', not 'mastodon'"))
        let extra = try runNavcheck(["bench-app", "reader"])
        #expect(extra.status == 2)
        #expect(extra.stderr.contains("'bench-app' takes no arguments, got 'reader'"))
    }

    @Test func helpNamesThePathsAndTheirTargets() throws {
        let help = try runNavcheck(["bench-app", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("value-spec"))
        #expect(help.stdout.contains("StoredFieldCopy"))
    }
}
