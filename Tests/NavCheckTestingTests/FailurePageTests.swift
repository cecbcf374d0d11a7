import Foundation
@testable import NavCheckTesting
import Testing

/// A failing check draws its counterexamples in an HTML page beside its trace files, for CI to keep
/// as an artifact; a check that holds leaves none, and removes one an earlier run left.
@Suite struct FailurePageTests {
    func check(_ app: MessagesApp, in directory: String?, options: NavCheckOptions = NavCheckOptions()) throws -> NavigationCheckResult {
        var options = options
        options.traceDirectory = directory
        return try NavCheck.run(AppMachine(app), options: options, module: "MyAppTests", test: "messagesNavigationHolds()", environment: [:])
    }

    @Test func aFailingCheckWritesItsPageBesideTheTrace() throws {
        let directory = temporaryDirectory()
        let result = try check(MessagesApp(closesTwo: true), in: directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == ["messages-race--backLowersDepthByOne.json", "messages-race.html"])
        let page = try String(contentsOfFile: directory + "/messages-race.html", encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<b>backLowersDepthByOne</b>"))
        #expect(page.components(separatedBy: "<details class=\"finding\"").count - 1 == result.failures.count)
        // Self-contained: no script, style or image from elsewhere.
        #expect(!page.contains("src=\"http") && !page.contains("href=\"http"))
        #expect(result.coverage.contains("  drawn: \(directory)/messages-race.html (open it in a browser)\n"))
    }

    @Test func aCheckThatHoldsWritesNoPageAndRemovesAnEarlierOne() throws {
        let directory = temporaryDirectory()
        _ = try check(MessagesApp(closesTwo: true), in: directory)
        // Its trace is kept (written by this process, perhaps by another check of the same machine),
        // so the page is kept.
        #expect(try check(MessagesApp(), in: directory).holds)
        #expect(FileManager.default.fileExists(atPath: directory + "/messages-race.html"))
        // Left by an earlier run: removed with the stale trace, the last of the machine's.
        try backdate(directory)
        let fixed = try check(MessagesApp(), in: directory)
        #expect(fixed.holds && !fixed.coverage.contains("drawn:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test func knownViolationsNoTraceDirectoryAndTheCorpusGetNoPage() throws {
        let directory = temporaryDirectory()
        let known = NavCheckOptions(knownViolations: [KnownViolation("backLowersDepthByOne", because: "closing two is the old design")])
        #expect(try check(MessagesApp(closesTwo: true), in: directory, options: known).holds)
        #expect(!FileManager.default.fileExists(atPath: directory + "/messages-race.html"))
        let none = try check(MessagesApp(closesTwo: true), in: nil)
        #expect(!none.holds && !none.coverage.contains("drawn:"))
        // Never into the regression corpus a project commits.
        let corpus = temporaryDirectory() + "/Tests/AppTests/Regressions"
        #expect(try !check(MessagesApp(closesTwo: true), in: corpus).coverage.contains("drawn:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: corpus) == ["messages-race--backLowersDepthByOne.json"])
    }
}

/// `exploreNavigation` serves only while `NAVCHECK_EXPLORE` is set, and says clearly why it cannot.
@Suite struct ExploreNavigationTests {
    @Test func withoutTheVariableItReturnsAtOnce() throws {
        for environment in [[:], ["NAVCHECK_EXPLORE": "0"], ["NAVCHECK_EXPLORE": ""]] {
            try exploreNavigation(MessagesApp(), environment: environment)
        }
        #expect(NavCheckExplore.isOn(in: ["NAVCHECK_EXPLORE": "1"]))
    }

    @Test func aPortInUseOrNotAPortIsAClearError() throws {
        let taken = try exploreServer(AppMachine(MessagesApp()), maxStates: 100, idleTimeout: 1, environment: [:])
        let environment = ["NAVCHECK_EXPLORE": "1", "NAVCHECK_EXPLORE_PORT": String(taken.port)]
        #expect(throws: NavCheckExplore.Failure.self) { try exploreNavigation(MessagesApp(), environment: environment) }
        do {
            try exploreNavigation(MessagesApp(), environment: environment)
        } catch {
            #expect("\(error)".hasPrefix("NavCheck cannot serve 'messages': cannot listen on 127.0.0.1:\(taken.port): "))
        }
        do {
            try exploreNavigation(MessagesApp(), environment: ["NAVCHECK_EXPLORE": "1", "NAVCHECK_EXPLORE_PORT": "http"])
            Issue.record("a port that is not a number was accepted")
        } catch {
            #expect("\(error)" == "NAVCHECK_EXPLORE_PORT=http is not a port (0 to 65535)")
        }
    }
}
