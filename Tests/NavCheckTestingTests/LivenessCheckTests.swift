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

    @Test func livenessFindingsAreNotTakenForASpecThatDoesNotReplay() throws {
        let result = try run(CheckoutApp(hidesDone: true), in: temporaryDirectory())
        #expect(result.failures.map(\.property) == ["canAlwaysGetHome", "noDeadEnd"])
        #expect(result.problems.filter { $0.contains("does not replay") } == [])
    }

    @Test func aScreenNeverShownIsOneFindingJudgedAndNoProblem() throws {
        var options = NavCheckOptions()
        options.traceDirectory = nil
        let result = try NavCheck.run(AppMachine(UnreachedShelfApp()), options: options, module: "MyAppTests", test: "shelf()", environment: [:])
        #expect(result.failures.map(\.violation.message)
            == ["shelf › book (the role of openBook) is never shown: all 4 states within the spec's bounds were explored"])
        // The button never enabled is a problem of its own; the finding replays.
        #expect(result.problems.filter { $0.contains("does not replay") } == [])
        #expect(result.problems.count == 1)
        #expect(!result.coverage.contains("NOT JUDGED"))
    }

    @Test func underRaceBoundsACutBoundLeavesAFindingJudged() throws {
        var options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 5, raceBound: 2), allowIncomplete: true)
        options.traceDirectory = nil
        let result = try NavCheck.run(AppMachine(UnreachedShelfApp()), options: options, module: "MyAppTests", test: "shelf()", environment: [:])
        #expect(result.report?.raceCoverage?.completed == 1)
        #expect(result.failures.map(\.property) == ["everyScreenReachable"])
        #expect(!result.coverage.contains("NOT JUDGED"))
        #expect(result.problems.filter { $0.contains("does not replay") } == [])
    }
}

/// A shelf whose first screen loads its books; its "open book" button is never shown (its condition
/// reads a flag nothing sets), so the book screen its role declares never is.
struct UnreachedShelfApp: SwiftUIApp {
    struct Store: Hashable, Sendable {
        var path: [String] = []
        var loaded = false
        var sorted = false
    }
    enum Tap: String, Hashable, Codable, Sendable, CustomStringConvertible {
        case openBook, sort
        var description: String { rawValue }
    }
    var name: String { "shelf" }
    func makeStore() -> Store { Store() }
    var scene: Scene<Store> {
        Scene { navigationStack("shelf", \.path, task: { route in route == nil ? ScreenTask("load") { $0.loaded = true } : nil }) }
    }
    var intents: [Tap] { [.openBook, .sort] }
    func isOnScreen(_ tap: Tap, in s: AppState<Store>) -> Bool { tap == .sort && !s.sorted }
    func role(of tap: Tap) -> IntentRole? { tap == .openBook ? .push("shelf", "book") : nil }
    func perform(_ tap: Tap, on s: inout Store, effects: inout Effects<Store>) throws {
        if tap == .openBook { s.path.append("book") } else { s.sorted = true }
    }
    var properties: [AppProperty<UnreachedShelfApp>] { [.everyScreenReachable()] }
}
