import Foundation
import Testing

/// Every example of every `--help` runs as written and exits 0. The examples run in order, in one
/// folder, as at a repository's top level: what one writes (a report set, shard folders, traces)
/// another reads. Two inputs no example writes are there beforehand: `main-baseline.json`, a copy of
/// the committed `reports/baseline.json` (CI takes it from `main`), and the regression corpus folder
/// `regressions/`.
@Suite(.serialized) struct HelpExamplesTests {
    /// The command lines of the EXAMPLES section of `help`, in order.
    static func examples(in help: String) -> [String] {
        guard let section = help.components(separatedBy: "\nEXAMPLES\n").dropFirst().first else { return [] }
        return section.components(separatedBy: "\n\n")[0].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The ways an example starts: the binary, through `swift run` in a build configuration, or alone.
    static let prefixes = ["swift run -c release navcheck", "swift run navcheck", "navcheck"]

    /// Every example of `navcheck --help` and of each subcommand's, in the order the help lists them.
    static func allExamples() throws -> [(help: String, line: String)] {
        var all: [(String, String)] = []
        for command in [nil] + (try CommandTableTests.subcommands()) {
            let words = command.map { [$0, "--help"] } ?? ["--help"]
            let help = try Navcheck.run(words)
            #expect(help.status == 0, "\(words)")
            all += examples(in: help.stdout).map { ("navcheck " + words.joined(separator: " "), $0) }
        }
        return all
    }

    @Test func everyExampleInEveryHelpRuns() throws {
        let examples = try Self.allExamples()
        #expect(examples.count >= 20, "\(examples.map(\.line))")
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.copyItem(at: Navcheck.packageRoot.appendingPathComponent("reports/baseline.json"),
                        to: dir.appendingPathComponent("main-baseline.json"))
        try fm.createDirectory(at: dir.appendingPathComponent("regressions"), withIntermediateDirectories: false)
        for (help, line) in examples {
            let prefix = try #require(Self.prefixes.first { line == $0 || line.hasPrefix($0 + " ") }, "\(help): '\(line)' does not start with navcheck")
            // The shell expands the example's globs and redirections, as it would for the reader.
            let command = "'\(Navcheck.executable.path)'" + Self.bounded(String(line.dropFirst(prefix.count)))
            let clock = ContinuousClock(), start = clock.now
            let r = try Navcheck.run(["-c", command], in: dir, shell: true)
            let seconds = (clock.now - start).components.seconds
            #expect(r.status == 0, "\(help): '\(line)' exited \(r.status) after \(seconds) s: \(r.stderr.prefix(600))")
        }
    }

    /// An example that serves (`explore`) runs as written but stops after a second with no request, on a
    /// free port (a port named in it may be taken on a shared machine).
    static func bounded(_ words: String) -> String {
        guard words.hasPrefix(" explore ") else { return words }
        let kept = words.replacingOccurrences(of: #" --(idle|port) [0-9]+"#, with: "", options: .regularExpression)
        return kept + " --idle 1 --port 0"
    }

    @Test func aServingExampleStopsAtOnce() {
        #expect(Self.bounded(" explore adaptive-seed --port 8080 --idle 600") == " explore adaptive-seed --idle 1 --port 0")
        #expect(Self.bounded(" check adaptive-seed --port 8080") == " check adaptive-seed --port 8080")
    }

    @Test func examplesAreReadFromTheHelpSection() {
        let help = "navcheck x — y\n\nOPTIONS\n  --a  b\n\nEXAMPLES\n  navcheck x 1\n  swift run navcheck x 2\n"
        #expect(Self.examples(in: help) == ["navcheck x 1", "swift run navcheck x 2"])
        #expect(Self.examples(in: "navcheck x — y\n\nOPTIONS\n  --a  b\n").isEmpty)
    }
}
