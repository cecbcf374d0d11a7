import Foundation
import NavCheckTesting
import Testing
import XCTest

/// A counter whose invariant fails at 2 (when it counts that far): a check that fails with a
/// readable counterexample, or holds.
struct FailingCounter: StateMachine {
    enum Action: Hashable, Codable, Sendable { case up }
    /// The highest count.
    var top = 3
    var name: String { "failing-counter" }
    var initialStates: [Int] { [0] }
    var actions: Generator<Action> { .constant(.up) }
    func isEnabled(_ a: Action, in s: Int) -> Bool { s < top }
    func apply(_ a: Action, to s: inout Int) throws { s += 1 }
    func fingerprint(of s: Int, into f: inout Fingerprinter) { f.combine(s) }
    var properties: [Property<FailingCounter>] {
        [.invariant("belowTwo", "the counter stays below two") { _, s in s < 2 ? .holds : .violated("the counter is [\(s)]") }]
    }
}

/// Run only as a child process of ``CrashReportTests``: `NAVCHECK_CRASH_CHILD` says which crash
/// (a ``CrashKind``, then `:workers` to search on two workers or `:random` to walk), or `failThenCrash`
/// for a failing check followed by a crash in the same process.
final class CrashChildXCTests: XCTestCase {
    func testCrashingStoreChild() throws {
        guard let mode = ProcessInfo.processInfo.environment["NAVCHECK_CRASH_CHILD"] else { return }
        if mode == "failThenCrash" || mode == "holdThenCrash" {
            XCTAssertNavigationHolds(FailingCounter(top: mode == "failThenCrash" ? 3 : 1), .init(traceDirectory: nil))
            _ = try NavCheck.run(CrashingStack(kind: .recursionInStep), options: .init(traceDirectory: nil),
                                 module: "NavCheckTestingTests", test: "crashingStoreChild()")
            return
        }
        let parts = mode.split(separator: ":").map(String.init)
        guard let kind = CrashKind(rawValue: parts[0]) else { return XCTFail("no crash kind \(mode)") }
        let how = parts.count > 1 ? parts[1] : ""
        if how == "searchThenWalk" {
            _ = try NavCheck.run(CrashingStack(kind: kind),
                                 options: .init(exhaustive: .init(maxDepth: 1), random: .init(seed: 3, runs: 400, steps: 8),
                                                traceDirectory: nil, allowIncomplete: true),
                                 module: "NavCheckTestingTests", test: "crashingStoreChild()")
            return
        }
        let options = NavCheckOptions(exhaustive: how == "random" ? nil : .init(workers: how == "workers" ? 2 : 1),
                                      random: how == "random" ? .init(seed: 3, runs: 400, steps: 8) : nil, traceDirectory: nil)
        _ = try NavCheck.run(CrashingStack(kind: kind), options: options, module: "NavCheckTestingTests", test: "crashingStoreChild()")
    }
}

@Suite struct CrashReportTests {
    /// Runs the child test in a process of its own, its standard output to a file, and returns its
    /// exit status, standard error and standard output.
    func child(_ mode: String, arguments: [String] = ["NavCheckTestingTests.CrashChildXCTests/testCrashingStoreChild"]) throws
        -> (status: Int32, stderr: String, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NAVCHECK_CRASH_CHILD"] = mode
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        let outputPath = temporaryDirectory() + "/stdout.txt"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        let output = try #require(FileHandle(forWritingAtPath: outputPath))
        process.standardOutput = output
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try output.close()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), try String(contentsOfFile: outputPath, encoding: .utf8))
    }

    static let named = "NavCheck: the check of crashing-stack in NavCheckTestingTests.crashingStoreChild() stopped the process with signal "

    @Test("a force-unwrap of nil in the store names the check, the test, the step and the actions",
          arguments: ["", ":workers", ":random"])
    func unwrapInStep(_ how: String) throws {
        let (status, stderr, _) = try child("unwrapInStep" + how)
        #expect(status != 0)
        #expect(stderr.contains(Self.named + "4 (a Swift runtime trap"), "\(stderr)")
        #expect(stderr.contains("while the store took the step\n  open(2)\nafter the actions\n  "), "\(stderr)")
        #expect(stderr.contains(how == ":random" ? "open(2), open(1)\nPerform" : "\n  open(2), open(1)\nPerform"), "\(stderr)")
    }

    @Test("a force-unwrap of nil in an invariant names the property and the state's actions", arguments: ["", ":workers", ":random"])
    func unwrapInProperty(_ how: String) throws {
        let (status, stderr, _) = try child("unwrapInProperty" + how)
        #expect(status != 0)
        #expect(stderr.contains(Self.named + "4 (a Swift runtime trap"), "\(stderr)")
        // A search checks the state it keeps; a walk checks the state after the step it took.
        #expect(stderr.contains(how == ":random"
            ? "while the property labelled was checked after the step\n  open(2)\nafter the actions\n  "
            : "while the property labelled was checked in the state reached by the actions\n  open(2), open(1), open(2)\n"), "\(stderr)")
        #expect(stderr.contains("on the store in a test and check labelled to reproduce it.\n"), "\(stderr)")
    }

    @Test("a stack overflow in the store (a description that prints itself) names the step and the actions",
          arguments: ["", ":workers", ":random"])
    func recursionInStep(_ how: String) throws {
        let (status, stderr, _) = try child("recursionInStep" + how)
        #expect(status != 0)
        #expect(stderr.contains(Self.named + "11 (a bad memory access, or a stack overflow: a recursion without end)"), "\(stderr)")
        #expect(stderr.contains("while the store took the step\n  open(2)\nafter the actions\n  "), "\(stderr)")
    }

    @Test("a stack overflow in a property names the property, on the searching thread and on a worker",
          arguments: ["", ":workers", ":random"])
    func recursionInProperty(_ how: String) throws {
        let (status, stderr, _) = try child("recursionInProperty" + how)
        #expect(status != 0)
        #expect(stderr.contains(Self.named + "11 (a bad memory access, or a stack overflow"), "\(stderr)")
        #expect(stderr.contains("while the property labelled was checked"), "\(stderr)")
    }

    @Test("a signal the code raises in a transition property names the property and the step")
    func signalInStepProperty() throws {
        let (status, stderr, _) = try child("signalInStepProperty")
        #expect(status != 0)
        #expect(stderr.contains(Self.named + "7 (raised by the program: raise or kill) while the property opensOne was checked "
                                + "after the step\n  open(2)\nafter the actions\n  open(2), open(1)\n"), "\(stderr)")
    }

    @Test("an abort in the store names the step and the actions")
    func abortInStep() throws {
        let (status, stderr, _) = try child("abortInStep")
        #expect(status != 0)
        #expect(stderr.contains(Self.named + "6 (an abort) while the store took the step\n  open(2)\nafter the actions\n  open(2), open(1)\n"),
                "\(stderr)")
    }

    @Test("a failing XCTest check's text and coverage reach a file before a later check crashes the process")
    func failureTextsSurviveACrashXCTest() throws {
        let (status, stderr, stdout) = try child("failThenCrash")
        #expect(status != 0)
        #expect(stderr.contains(Self.named), "\(stderr)")
        #expect(stdout.contains("NavCheck failing-counter: 4 states, 3 transitions, depth 3, complete\n  applied: belowTwo 4×, noFault 3×\n"),
                "\(stdout)")
        #expect(stdout.contains("failed - belowTwo (invariant) in failing-counter"), "\(stdout)")
        #expect(stdout.contains("the counter is [2]"), "\(stdout)")
    }

    @Test("what a check that holds printed reaches a file before a later check crashes the process")
    func coverageSurvivesACrash() throws {
        let (status, stderr, stdout) = try child("holdThenCrash")
        #expect(status != 0)
        #expect(stderr.contains(Self.named), "\(stderr)")
        #expect(stdout.contains("NavCheck failing-counter: 2 states, 1 transitions, depth 1, complete\n  applied: belowTwo 2×, noFault 1×\n"),
                "\(stdout)")
    }

    @Test("a failing Swift Testing check's text and coverage reach a file before a later check crashes the process")
    func failureTextsSurviveACrashSwiftTesting() throws {
        let (status, stderr, stdout) = try child("failThenCrashSwiftTesting",
                                                 arguments: ["--testing-library", "swift-testing", "--filter", "CrashChildTests"])
        #expect(status != 0)
        #expect(stderr.contains(Self.named), "\(stderr)")
        #expect(stdout.contains("NavCheck failing-counter: 4 states, 3 transitions, depth 3, complete\n  applied: belowTwo 4×, noFault 3×\n"),
                "\(stdout)")
        #expect(stderr.contains("belowTwo (invariant) in failing-counter"), "\(stderr)")
        #expect(stderr.contains("the counter is [2]"), "\(stderr)")
    }

    @Test("failures a check found before the store crashed it are written with the crash report")
    func failuresFoundBeforeACrashAreWritten() throws {
        let (status, stderr, _) = try child("failsThenUnwraps:searchThenWalk")
        #expect(status != 0)
        #expect(stderr.contains(Self.named + "4 (a Swift runtime trap"), "\(stderr)")
        #expect(stderr.contains("NavCheck: failures found before the process stopped, which their tests had not reported yet:\n\n"
                                + "notOne (invariant) in crashing-stack"), "\(stderr)")
        #expect(stderr.contains("the stack is [1]"), "\(stderr)")
    }
}

/// Run only as a child process of ``CrashReportTests``: a failing check recorded as Swift Testing
/// issues, then a crash in the same process.
@Suite struct CrashChildTests {
    @Test func failThenCrashChild() throws {
        guard ProcessInfo.processInfo.environment["NAVCHECK_CRASH_CHILD"] == "failThenCrashSwiftTesting" else { return }
        checkNavigation(FailingCounter(), .init(traceDirectory: nil))
        _ = try NavCheck.run(CrashingStack(kind: .recursionInStep), options: .init(traceDirectory: nil),
                             module: "NavCheckTestingTests", test: "crashingStoreChild()")
    }
}
