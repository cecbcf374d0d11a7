import Foundation

/// Runs the built `navcheck` and captures what it prints.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum Navcheck {
    /// The built executable: next to the test bundle, else in the package's `.build/debug`.
    static let executable: URL = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("navcheck")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/navcheck")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `navcheck arguments` in `directory` (a fresh temporary folder by default); with `shell`,
    /// `/bin/sh arguments` instead (`-c` and a command line).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], shell: Bool = false) throws -> CommandResult {
        let process = Process()
        process.executableURL = shell ? URL(fileURLWithPath: "/bin/sh") : executable
        process.arguments = arguments
        process.currentDirectoryURL = try directory ?? temporaryDirectory()
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The smallest `--max-memory` that `navcheck command` takes (e.g. `33M`), as the refusal of a
    /// smaller bound names it; nil when that bound was not refused.
    static func smallestMemoryBound(_ command: [String]) throws -> String? {
        let refused = try run(command + ["--max-memory", "1M"])
        guard refused.status == 2 else { return nil }
        return refused.stderr.components(separatedBy: "; give at least --max-memory ").dropFirst().first?
            .split(separator: "\n").first.map(String.init)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Drops timings (`0.012 s`) so two runs can be compared.
func withoutTimings(_ text: String) -> String {
    text.replacingOccurrences(of: #"\d+\.\d{3} s"#, with: "T", options: .regularExpression)
        .replacingOccurrences(of: #""seconds" : [0-9.e-]+"#, with: "\"seconds\" : T", options: .regularExpression)
}
