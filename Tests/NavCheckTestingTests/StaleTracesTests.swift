import Foundation
@testable import NavCheckTesting
import Testing

/// A check that runs to its end removes the trace files that earlier runs of the same machine left
/// and it did not write; nothing else.
@Suite struct StaleTracesTests {
    /// The files in `directory`, but the HTML page a failing check writes beside its traces
    /// (FailurePageTests says when it is written and removed).
    func names(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { !$0.hasSuffix(".html") }.sorted()
    }

    func check<A: SwiftUIApp>(_ app: A, _ options: NavCheckOptions = NavCheckOptions(), in directory: String) throws -> NavigationCheckResult {
        var options = options
        options.traceDirectory = directory
        return try NavCheck.run(AppMachine(app), options: options, module: "M", test: nil, environment: [:])
    }

    /// Files a fixed run must leave alone: another machine's, the same machine's under another
    /// alphabet, a file that is not a trace, and a trace in a Regressions folder inside.
    let others = ["inbox--backLowersDepthByOne.json", "recipes--linkShowsItsTarget.json", "recipes-race--notes.txt",
                  "recipes-racer--linkShowsItsTarget.json", "Regressions/recipes-race--linkNotHiddenUnderSheet.json"]

    func directoryWithOthers() throws -> String {
        let directory = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/Regressions", withIntermediateDirectories: true)
        for name in others { try Data("{}".utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        return directory
    }

    @Test("two runs, the second with the defect fixed, leave no stale trace; other files are untouched")
    func aFixedDefectLeavesNoStaleTrace() throws {
        let directory = try directoryWithOthers()
        let first = try check(RecipesApp(forgetsTheSheet: true), in: directory)
        #expect(first.failures.map(\.property) == ["linkNotHiddenUnderSheet"])
        #expect(!first.coverage.contains("stale"))
        #expect(names(directory) == ["Regressions", "inbox--backLowersDepthByOne.json", "recipes--linkShowsItsTarget.json",
                                     "recipes-race--linkNotHiddenUnderSheet.json", "recipes-race--notes.txt",
                                     "recipes-racer--linkShowsItsTarget.json"])
        try backdate(directory)   // as the `swift test` before this one left them

        let second = try check(RecipesApp(), in: directory)
        #expect(second.holds)
        #expect(second.coverage.hasSuffix("NavCheck recipes: removed 1 stale trace file of earlier runs from \(directory)\n"))
        #expect(names(directory) == ["Regressions", "inbox--backLowersDepthByOne.json", "recipes--linkShowsItsTarget.json",
                                     "recipes-race--notes.txt", "recipes-racer--linkShowsItsTarget.json"])
        #expect(names(directory + "/Regressions") == ["recipes-race--linkNotHiddenUnderSheet.json"])
    }

    @Test("a trace this run writes again, and one another check of this process wrote, are kept")
    func tracesOfThisProcessAreKept() throws {
        let directory = temporaryDirectory()
        _ = try check(RecipesApp(forgetsTheSheet: true), in: directory)
        let random = NavCheckOptions(exhaustive: nil, random: SimulationOptions(seed: 0, runs: 200, steps: 20))
        _ = try check(RecipesApp(forgetsTheSheet: true), random, in: directory)
        // Another check of the same machine in this process: files of its own (CheckNames).
        #expect(names(directory) == ["recipes-race--linkNotHiddenUnderSheet.json", "recipes-race@2--linkNotHiddenUnderSheet--random.json"])
        let fixed = try check(RecipesApp(), in: directory)
        #expect(fixed.holds && !fixed.coverage.contains("stale"))
        #expect(names(directory).count == 2, "written in this process, perhaps by a check running now")

        try backdate(directory)
        let again = try check(RecipesApp(forgetsTheSheet: true), in: directory)
        #expect(again.coverage.hasSuffix("NavCheck recipes: removed 1 stale trace file of earlier runs from \(directory)\n"))
        #expect(names(directory) == ["recipes-race--linkNotHiddenUnderSheet.json"])
    }

    @Test("a check cut short (PARTIAL, accepted or not) or one that cannot run removes nothing")
    func partialOrFailedChecksRemoveNothing() throws {
        let directory = temporaryDirectory()
        _ = try check(RecipesApp(forgetsTheSheet: true), in: directory)
        try backdate(directory)
        for allowIncomplete in [false, true] {
            let partial = try check(RecipesApp(), NavCheckOptions(exhaustive: ExplorationOptions(maxDepth: 2), allowIncomplete: allowIncomplete),
                                    in: directory)
            #expect(partial.partial)
        }
        #expect(throws: CheckError.self) {
            try check(RecipesApp(), NavCheckOptions(exhaustive: ExplorationOptions(maxDepth: 0)), in: directory)
        }
        #expect(names(directory) == ["recipes-race--linkNotHiddenUnderSheet.json"])
    }

    @Test("nothing is removed from a Regressions folder, even when it is the trace directory")
    func aRegressionsFolderIsNeverPruned() throws {
        let directory = temporaryDirectory() + "/Tests/AppTests/Regressions"
        _ = try check(RecipesApp(forgetsTheSheet: true), in: directory)
        try backdate(directory)
        let fixed = try check(RecipesApp(), in: directory)
        #expect(fixed.holds && !fixed.coverage.contains("stale"))
        #expect(names(directory) == ["recipes-race--linkNotHiddenUnderSheet.json"])
    }

    /// A check of `app` in the test `test` of module `M`, writing to `directory`.
    func check<A: SwiftUIApp>(_ app: A, _ options: NavCheckOptions, test: String, in directory: String) throws -> NavigationCheckResult {
        var options = options
        options.traceDirectory = directory
        return try NavCheck.run(AppMachine(app), options: options, module: "M", test: test, environment: [:])
    }

    @Test("a random-walk test of a machine keeps the traces the exhaustive test of the same machine wrote")
    func anotherTestsTracesAreKept() throws {
        let directory = temporaryDirectory()
        let tenPerProperty = NavCheckOptions(exhaustive: ExplorationOptions(counterexamplesPerProperty: 10))
        let exhaustive = try check(RecipesApp(forgetsTheSheet: true), tenPerProperty, test: "navigationHolds()", in: directory)
        let written = names(directory)
        // One defect, one cause: one trace, however many are asked for.
        #expect(exhaustive.failures.count == written.count && written == ["recipes-race--linkNotHiddenUnderSheet.json"], "\(written)")
        // Written by another process of the run (XCTest's, a parallel worker) or an earlier one.
        try backdate(directory)

        let walks = NavCheckOptions(exhaustive: nil, random: SimulationOptions(seed: 0, runs: 200, steps: 20))
        let random = try check(RecipesApp(forgetsTheSheet: true), walks, test: "randomWalksHold()", in: directory)
        #expect(random.failures.map(\.property) == ["linkNotHiddenUnderSheet"])
        #expect(!random.coverage.contains("stale"))
        #expect(names(directory) == (written + ["recipes-race--linkNotHiddenUnderSheet--random.json"]).sorted())

        // Once fixed, each test removes its own stale traces, and only those.
        try backdate(directory)
        let fixedWalks = try check(RecipesApp(), walks, test: "randomWalksHold()", in: directory)
        #expect(fixedWalks.coverage.hasSuffix("NavCheck recipes: removed 1 stale trace file of earlier runs from \(directory)\n"))
        #expect(names(directory) == written)
        let fixed = try check(RecipesApp(), NavCheckOptions(), test: "navigationHolds()", in: directory)
        #expect(fixed.coverage.hasSuffix("NavCheck recipes: removed 1 stale trace file of earlier runs from \(directory)\n"))
        #expect(names(directory).isEmpty)
    }

    @Test("each trace file records the test that wrote it; one that records none, or is not a trace, is kept")
    func tracesRecordTheirTest() throws {
        let directory = temporaryDirectory()
        let result = try check(RecipesApp(forgetsTheSheet: true), NavCheckOptions(), test: "navigationHolds()", in: directory)
        let path = try #require(result.failures.first?.traceFile)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(try TraceCoding.decode(AppAction<RecipesApp.Tap>.self, from: Array(bytes)).origin.test == "M.navigationHolds()")
        // The same file as written before traces recorded their test, and a file that is not a trace.
        let old = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: ",\n    \"test\" : \"M.navigationHolds()\"", with: "")
        #expect(!old.contains("\"test\""))
        try Data(old.utf8).write(to: URL(fileURLWithPath: path))
        _ = try TraceCoding.decode(AppAction<RecipesApp.Tap>.self, from: Array(old.utf8))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: directory + "/recipes-race--broken.json"))
        try backdate(directory)
        let fixed = try check(RecipesApp(), NavCheckOptions(), test: "navigationHolds()", in: directory)
        #expect(fixed.holds && !fixed.coverage.contains("stale"))
        #expect(names(directory) == ["recipes-race--broken.json", "recipes-race--linkNotHiddenUnderSheet.json"])
    }
}

/// Sets every file of `directory` to have last changed an hour ago, as an earlier `swift test` would
/// have left it, and forgets the names checks of this process claimed in it (CheckNames), as the
/// next `swift test` starts without them.
func backdate(_ directory: String) throws {
    CheckNames.forgetClaims(in: directory)
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)],
                                              ofItemAtPath: directory + "/" + name)
    }
}
