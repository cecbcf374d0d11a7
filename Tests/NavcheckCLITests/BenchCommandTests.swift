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
        let (status, stdout, _) = try runNavcheck(["bench", "--tabbed", "3,2,3", "--workers", "1", "--no-catalog", "--max-memory", "1M"])
        #expect(status == 0)
        #expect(stdout.contains("PARTIAL (stopped: maxMemory)"))
    }

    @Test func checkTakesMaxMemory() throws {
        let (status, stdout, _) = try runNavcheck(["check", "tabbed-app", "--max-memory", "1M"])
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
