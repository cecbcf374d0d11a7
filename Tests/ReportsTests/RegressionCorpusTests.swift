import Foundation
import Testing
import ModelChecker
import NavigationSpecs
import Reports

/// The regression corpus: every trace file under `regressions/` (promoted there on purpose with
/// `navcheck promote`) is replayed and must still show its expected outcome; a trace found against a
/// seed store must hold on the corrected store.
@Suite struct RegressionCorpusTests {
    /// The repository's `regressions`, found from this file's path.
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }   // ReportsTests, Tests, the repository
        return url.appendingPathComponent(TraceFiles.corpusDirectory).path
    }()

    /// The trace files' names.
    static let files: [String] = TraceFiles.corpus(in: directory).map { URL(fileURLWithPath: $0).lastPathComponent }

    @Test func theCorpusHoldsATraceForEveryDefectOfTheSeedAdaptiveStore() {
        for finding in seedAdaptiveFindings {
            #expect(Self.files.contains(TraceFiles.fileName(entry: "adaptive-seed", property: finding.property, finding: finding.kind)), "\(finding)")
        }
    }

    @Test(arguments: files)
    func replayStillShowsTheExpectedOutcome(file: String) throws {
        let verdict = try TraceFiles.replay(fileAt: Self.directory + "/" + file)
        #expect(verdict.matches, "\(file): \(verdict.message)")
    }

    @Test(arguments: files)
    func aSeedTraceHoldsOnTheCorrectedStore(file: String) throws {
        let path = Self.directory + "/" + file
        let header = try TraceCoding.header(from: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        guard header.expected == .violates,
              let counterpart = Catalog.correctedCounterpart(of: try Catalog.entry(named: header.entry))?.name else { return }
        let verdict = try TraceFiles.replay(fileAt: path, on: counterpart, expecting: .holds)
        #expect(verdict.matches, "\(file) on \(counterpart): \(verdict.message)")
    }

    @Test func aTraceForAFixedDefectFailsWithAMessageSayingItNoLongerReproduces() throws {
        let path = Self.directory + "/" + TraceFiles.fileName(entry: "adaptive-seed", property: "rootNotInStack", finding: .glitch)
        // The corrected store is the seed store with its defects fixed.
        let verdict = try TraceFiles.replay(fileAt: path, on: "adaptive-corrected", expecting: .violates)
        #expect(!verdict.matches)
        #expect(verdict.message == "no longer reproduces: rootNotInStack holds at every step of the 3-step trace on 'adaptive-corrected'")
    }
}

/// Writing and reading trace files on disk.
@Suite struct TraceFilesTests {
    func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-traces-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func checkWritesOneStableFilePerCounterexample() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try EntryOutcome(checking: try Catalog.entry(named: "adaptive-seed"))
        let paths = try TraceFiles.write([outcome], to: directory)
        #expect(paths.count == 3)
        #expect(TraceFiles.corpus(in: directory).count == 3)
        let first = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        try TraceFiles.write([outcome], to: directory)
        let second = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(first == second)
        for path in paths { #expect(try TraceFiles.replay(fileAt: path).matches) }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(!names.contains { $0.hasSuffix(".tmp") || $0.hasPrefix(".") })
    }

    @Test func simulateWritesByteIdenticalFilesForTheSameSeed() throws {
        let entry = try Catalog.entry(named: "adaptive-seed")
        var contents: [[Data]] = []
        for _ in 0..<2 {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let report = try entry.simulate(options: SimulationOptions(seed: 31337, runs: 200))
            let paths = try TraceFiles.write(report, of: entry, to: directory)
            #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
                    == report.violations.map { TraceFiles.fileName(entry: "adaptive-seed", property: $0.property, finding: $0.finding, random: true) }.sorted())
            contents.append(try paths.sorted().map { try Data(contentsOf: URL(fileURLWithPath: $0)) })
            let text = String(decoding: contents.last![0], as: UTF8.self)
            #expect(text.contains("\"seed\" : 31337"))
            #expect(text.contains("\"mode\" : \"random\""))
        }
        #expect(contents[0] == contents[1])
    }

    @Test func badFilesAreErrorsNamingTheFileAndTheStep() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let good = try String(contentsOfFile: RegressionCorpusTests.directory + "/adaptive-seed--stackStartsAtLevelOne--glitch.json", encoding: .utf8)
        let cases: [(name: String, text: String, message: String)] = [
            ("not-json", "hello", "not strict JSON: unexpected character where a value was expected at line 1, column 1"),
            ("truncated", String(good.prefix(200)), "not strict JSON: the document ends inside"),
            ("duplicate", good.replacingOccurrences(of: "\"entry\" : ", with: "\"entry\" : \"x\", \"entry\" : "), "not strict JSON: the key \"entry\" appears twice"),
            ("nan", good.replacingOccurrences(of: "\"initialState\" : ", with: "\"initialState\" : NaN, \"x\" : "), "not strict JSON: NaN and Infinity are not JSON numbers"),
            ("comma", good.replacingOccurrences(of: "\"exhaustive\"\n", with: "\"exhaustive\",\n"), "not strict JSON: a trailing comma before '}'"),
            ("unknown-field", good.replacingOccurrences(of: "\"length\" :", with: "\"extra\" : 1, \"length\" :"), "unknown field 'extra'"),
            ("length", good.replacingOccurrences(of: "\"length\" : 4", with: "\"length\" : 5"), "'length' says 5 actions but the file lists 4"),
            ("version", good.replacingOccurrences(of: "\"formatVersion\" : 1", with: "\"formatVersion\" : 9"), "unknown format version 9"),
            ("entry", good.replacingOccurrences(of: "\"entry\" : \"adaptive-seed\"", with: "\"entry\" : \"nowhere\""), "unknown entry 'nowhere'"),
            ("property", good.replacingOccurrences(of: "\"property\" : \"stackStartsAtLevelOne\"", with: "\"property\" : \"nothing\""), "unknown property 'nothing'"),
            ("action", good.replacingOccurrences(of: "\"push\" : {", with: "\"jump\" : {"), "step 3: unknown or unreadable action"),
            // handler, back, push, resize(.compact) from regular width: the detail column shows
            // "Empty", which has no link to push with.
            ("not-enabled", good.replacingOccurrences(of: "\"select\" : {\n          \"rootID\" : 0\n        }", with: "\"back\" : {\n        }"),
             "step 3: 'push' cannot be taken: it is not enabled here"),
        ]
        for c in cases {
            let path = directory + "/\(c.name).json"
            try c.text.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(c.text != good, "\(c.name): the case changes the file")
            let error = try #require(throws: CheckError.self, "\(c.name)") { try TraceFiles.replay(fileAt: path) }
            #expect(error.message.hasPrefix("\(path): \(c.message)"), "\(c.name): \(error.message)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == cases.count)
        let missing = try #require(throws: CheckError.self) { try TraceFiles.replay(fileAt: directory + "/absent.json") }
        #expect(missing.message == "\(directory)/absent.json: no such file; check the path (it should be a trace file)")
        let folder = try #require(throws: CheckError.self) { try TraceFiles.replay(fileAt: directory) }
        #expect(folder.message == "\(directory): is a folder, not a trace file; give the file itself")
    }
}

/// The findings the catalog expects of `adaptive-seed`.
let seedAdaptiveFindings: [ExpectedFinding] = {
    if case .violates(let findings) = Catalog.seedAdaptiveExpectation[""] { return findings }
    return []
}()
