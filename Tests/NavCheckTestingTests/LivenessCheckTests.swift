import Foundation
import NavCheckTesting
import Testing

/// A liveness finding through the test helpers: the failure's text shows the trap, its trace file is
/// written, and replaying it re-judges the finding on the app as it is now.
@Suite struct LivenessCheckTests {
    func run(_ app: CheckoutApp, in directory: String) throws -> NavigationCheckResult {
        var options = NavCheckOptions()
        options.traceDirectory = directory
        return try NavCheck.run(AppMachine(app), options: options, module: "MyAppTests", test: "checkout()", environment: [:])
    }

    @Test func aTrapFailsTheCheckWithItsReachableScreensAndATraceThatReplays() throws {
        let directory = temporaryDirectory()
        let result = try run(CheckoutApp(hidesDone: true), in: directory)
        #expect(result.failures.map(\.property) == ["canAlwaysGetHome", "noDeadEnd"])
        let trap = try #require(result.failures.first)
        #expect(trap.text.contains("canAlwaysGetHome (canAlwaysReach) in checkout"))
        #expect(trap.text.contains("  still reachable from here: shop › cart ⧉ payment ⏳ charge · shop › cart ⧉ payment\n"))
        let file = try #require(trap.traceFile)
        let trace = try TraceCoding.decode(AppAction<CheckoutApp.Tap>.self, from: Array(FileManager.default.contents(atPath: file) ?? Data()))
        #expect(trace.kind == .canAlwaysReach)
        // A test's trace is kept to hold once the bug is fixed; on the app as it is, it still breaks.
        #expect(trace.expected == .holds)
        let broken = try AppMachine(CheckoutApp(hidesDone: true)).replay(trace, expecting: .violates)
        #expect(broken.matches, "\(broken.message)")
        #expect(broken.message == "still violates canAlwaysGetHome: from the trace's last state no path reaches it; 2 states can be reached")
        // Once Done is back, the same taps no longer strand the user.
        let fixed = try AppMachine(CheckoutApp()).replay(trace, expecting: .holds)
        #expect(fixed.matches, "\(fixed.message)")
        #expect(fixed.message == "canAlwaysGetHome holds: a path of allowed steps reaches it from the trace's last state")
    }
}
