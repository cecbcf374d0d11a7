import Foundation
@testable import NavCheckTesting
import Testing

/// Two checks of one spec under one name in one process write trace files and pages of their own;
/// the later one says so, naming both tests.
@Suite struct CheckNamesTests {
    func check(_ app: MessagesApp, test: String?, _ options: NavCheckOptions = NavCheckOptions(),
               in directory: String) throws -> NavigationCheckResult {
        var options = options
        options.traceDirectory = directory
        return try NavCheck.run(AppMachine(app), options: options, module: "MyAppTests", test: test, environment: [:])
    }

    func names(_ directory: String) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: directory).sorted() }

    @Test("a second test's check of the same spec into the same folder gets files named after its test")
    func twoTestsGetTwoNames() throws {
        let directory = temporaryDirectory()
        let first = try check(MessagesApp(closesTwo: true), test: "compactWidth()", in: directory)
        let firstTrace = try String(contentsOfFile: directory + "/messages-race--backLowersDepthByOne.json", encoding: .utf8)
        let firstPage = try String(contentsOfFile: directory + "/messages-race.html", encoding: .utf8)
        let random = NavCheckOptions(exhaustive: nil, random: SimulationOptions(seed: 0, runs: 200, steps: 20))
        let second = try check(MessagesApp(closesTwo: true), test: "regularWidth()", random, in: directory)
        #expect(try names(directory) == ["messages-race--backLowersDepthByOne.json", "messages-race.html",
                                         "messages-race@regularWidth--backLowersDepthByOne--random.json", "messages-race@regularWidth.html"])
        // The first check's files are as it wrote them, and each failure names its own file.
        #expect(try String(contentsOfFile: directory + "/messages-race--backLowersDepthByOne.json", encoding: .utf8) == firstTrace)
        #expect(try String(contentsOfFile: directory + "/messages-race.html", encoding: .utf8) == firstPage)
        #expect(first.failures.map(\.traceFile) == [directory + "/messages-race--backLowersDepthByOne.json"])
        #expect(second.failures.map(\.traceFile) == [directory + "/messages-race@regularWidth--backLowersDepthByOne--random.json"])
        #expect(!first.coverage.contains("named:"))
        #expect(second.coverage.contains("  named: messages-race@regularWidth (the check in MyAppTests.compactWidth() writes "
                                         + "messages-race's trace files and page to \(directory) in this run; this one, in "
                                         + "MyAppTests.regularWidth(), writes them as messages-race@regularWidth)\n"), "\(second.coverage)")
        #expect(second.coverage.contains("  drawn: \(directory)/messages-race@regularWidth.html (open it in a browser)\n"))
    }

    @Test("two checks of the same spec in one test, with other options, get two names; a check that holds claims none")
    func oneTestTwoChecks() throws {
        let directory = temporaryDirectory()
        let deep = try check(MessagesApp(closesTwo: true), test: "messagesHold()", in: directory)
        #expect(try check(MessagesApp(), test: "messagesHold()", in: directory).holds)
        let shallow = try check(MessagesApp(closesTwo: true), test: "messagesHold()",
                                NavCheckOptions(exhaustive: ExplorationOptions(maxDepth: 2), allowIncomplete: true), in: directory)
        #expect(deep.failures.map(\.traceFile) == [directory + "/messages-race--backLowersDepthByOne.json"])
        #expect(shallow.failures.map(\.traceFile) == [directory + "/messages-race@2--backLowersDepthByOne.json"])
        #expect(shallow.coverage.contains("  named: messages-race@2 (the check in MyAppTests.messagesHold() writes "), "\(shallow.coverage)")
        #expect(try names(directory) == ["messages-race--backLowersDepthByOne.json", "messages-race.html",
                                         "messages-race@2--backLowersDepthByOne.json", "messages-race@2.html"])
        // Another folder: the spec's own name.
        let other = temporaryDirectory()
        #expect(try check(MessagesApp(closesTwo: true), test: "other()", in: other).failures.map(\.traceFile)
                == [other + "/messages-race--backLowersDepthByOne.json"])
    }

    @Test("the next run removes a later check's files and page once its defect is fixed")
    func aLaterChecksStaleFilesAreRemoved() throws {
        let directory = temporaryDirectory()
        _ = try check(MessagesApp(closesTwo: true), test: "compactWidth()", in: directory)
        _ = try check(MessagesApp(closesTwo: true), test: "regularWidth()", in: directory)
        try backdate(directory)   // the next `swift test`
        let fixed = try check(MessagesApp(), test: "regularWidth()", in: directory)
        #expect(fixed.holds)
        #expect(fixed.coverage.contains("NavCheck messages: removed 1 stale trace file of earlier runs from \(directory)\n"))
        #expect(try names(directory) == ["messages-race--backLowersDepthByOne.json", "messages-race.html"])
    }

    @Test("a file's name tells which check's it is", arguments: [
        ("notes--rootNotInStack.json", "notes"), ("notes.html", "notes"), ("notes@compactWidth--rootNotInStack.json", "notes@compactWidth"),
        ("notes@2.html", "notes@2"), ("notes-race--rootNotInStack.json", nil), ("notesbook.html", nil), ("notes@--x.json", nil),
    ] as [(String, String?)])
    func fileNames(_ file: String, _ name: String?) {
        #expect(CheckNames.name(of: file, in: "notes") == name)
    }

    @Test func testNamesInFileNames() {
        #expect(CheckNames.slug("compactWidth()") == "compactWidth")
        #expect(CheckNames.slug("holds(_:)") == "holds")
        #expect(CheckNames.slug("testCompact") == "testCompact")
        #expect(CheckNames.slug("Größe-2") == "Gre2")
    }
}
