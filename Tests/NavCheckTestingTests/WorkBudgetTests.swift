import Foundation
@testable import NavCheckTesting
import Synchronization
import Testing

/// Threads that keep every core busy until stopped: a loaded machine.
final class BusyThreads: Sendable {
    private let running = Atomic<Bool>(true)
    private let stopped = Atomic<Int>(0)
    private let count: Int

    /// Starts `count` threads, each spinning until ``stop()``.
    init(_ count: Int) {
        self.count = count
        for _ in 0..<count {
            Thread.detachNewThread { [self] in
                var x: UInt64 = 1
                while running.load(ordering: .relaxed) { x = x &* 6_364_136_223_846_793_005 &+ 1 }
                if x == 0 { print(x) }
                stopped.add(1, ordering: .relaxed)
            }
        }
    }

    /// Stops the threads and waits for them.
    func stop() {
        running.store(false, ordering: .relaxed)
        while stopped.load(ordering: .relaxed) < count { Thread.sleep(forTimeInterval: 0.001) }
    }
}

/// The default check's budget counts work (states, then walks), never seconds: the same spec gives
/// the same report on a quiet machine and on a loaded one.
@Suite(.serialized) struct WorkBudgetTests {
    /// Everything a report says, apart from timings: the findings with their texts and traces, the
    /// coverage and the problems.
    static func report(_ result: NavigationCheckResult, traces directory: String) throws -> String {
        var out = result.coverage + "\n" + result.problems.joined(separator: "\n") + "\n"
        for f in result.failures + result.known {
            out += "\(f.property) \(f.violation.finding) \(f.violation.actions)\n\(f.text)\n"
            if let file = f.traceFile { out += try String(contentsOfFile: file, encoding: .utf8) + "\n" }
        }
        // The run's own folder, then timings: "12.3 s", "(0.4 s)", "4,567 states/s".
        return out.replacingOccurrences(of: directory, with: "<traces>").replacingOccurrences(of: #"[0-9][0-9,.]* (s|ms|states/s)\b"#, with: "<time>", options: .regularExpression)
    }

    /// A search cut by its state bound, then the walks it hands its share of the work to, once on a quiet
    /// machine and once with four threads spinning on every core: the same findings, kinds, traces,
    /// `covered:` line and coverage, byte for byte.
    @Test func theSameSpecGivesTheSameReportOnAQuietAndALoadedMachine() throws {
        // Each run writes into a folder of its own, as two machines would (one folder would give the
        // second check of the same name files of its own, named apart).
        let folders = (0..<2).map { _ in
            FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-load-\(UUID().uuidString)").path
        }
        defer { for folder in folders { try? FileManager.default.removeItem(atPath: folder) } }
        func options(_ folder: String) -> NavCheckOptions {
            NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 20_000), traceDirectory: folder, allowIncomplete: true)
        }
        let quiet = try NavCheck.run(RacyFeed(), options: options(folders[0]), module: "Feed", test: "load")
        let quietReport = try Self.report(quiet, traces: folders[0])
        let busy = BusyThreads(4)
        let loaded = try NavCheck.run(RacyFeed(), options: options(folders[1]), module: "Feed", test: "load")
        busy.stop()
        let loadedReport = try Self.report(loaded, traces: folders[1])
        // The walks ran, and found the race the search did not reach.
        #expect(quiet.coverage.contains(" random walks of up to 40 steps (seed 0, "))
        #expect(quiet.failures.contains { $0.property == "answerFindsItsScreen" && $0.violation.finding == .race })
        #expect(quiet.report?.stopReason == .maxStates)
        #expect(quietReport == loadedReport)
    }

    /// A PARTIAL line under a race bound gives the distinct states of the search, and per race count the
    /// states of the sequences with at most that many taps, each saying that it includes the one before.
    @Test func aPartialLineGivesDistinctStatesAndSaysThePassCountsAreCumulative() throws {
        let feed = RacyFeed(checksScreen: true, pages: 2)
        let whole = try NavCheck.run(feed, options: .init(traceDirectory: nil), module: "Feed", test: nil)
        let states = try #require(whole.report?.raceCoverage?.states)
        try #require(whole.report?.complete == true && states.count == 3)
        let cut = states[1] + (states[2] - states[1]) / 2
        let options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: cut), traceDirectory: nil, allowIncomplete: true)
        let result = try NavCheck.run(feed, options: options, module: "Feed", test: nil)
        let races = try #require(result.report?.raceCoverage)
        try #require(races.states.count >= 2 && races.cutAt != nil)
        let first = try #require(result.coverage.split(separator: "\n").first)
        // Not the sum of the passes' counts, each of which includes the one before.
        #expect(first.hasPrefix("NavCheck racy-feed: \(grouped(cut)) distinct states over \(races.states.count) race passes "
            + "(k ≤ 0: \(grouped(races.states[0])) states, cumulative; k ≤ 1: \(grouped(races.states[1])) states, cumulative"), "\(first)")
        #expect(!first.contains(grouped(races.states.reduce(0, +)) + " "), "\(first)")
        #expect(result.report?.statistics.distinctStates == cut)
    }

    /// The hint that a property "may need a tap while work is pending" shows only where the search met
    /// such a tap: in an app where no work is ever pending it cannot be true.
    @Test func theRaceHintShowsOnlyWhereARaceWasMet() throws {
        var options = NavCheckOptions(exhaustive: ExplorationOptions(maxStates: 2_000), traceDirectory: nil, allowIncomplete: true)
        options.sharedWalks = nil
        let racy = try NavCheck.run(RacyFeed(checksScreen: true), options: options, module: "Feed", test: nil)
        #expect(racy.report?.raceCoverage?.racesMet == true)
        #expect(racy.coverage.contains("not applied yet: pendingLoadOffScreenChangesNothing: "))
        let calm = try NavCheck.run(RacyFeed(checksScreen: true, loads: false), options: options, module: "Feed", test: nil)
        #expect(calm.report?.raceCoverage?.racesMet == false)
        #expect(!calm.coverage.contains("may need a tap while work is pending"))
        #expect(calm.problems.contains { $0.contains("pendingLoadOffScreenChangesNothing never applied") })
    }

    /// The time bound is a safety stop: a check it stops says so, and that its result depends on the
    /// machine.
    @Test func aCheckStoppedByTheTimeSafetyStopSaysSo() throws {
        var options = NavCheckOptions(exhaustive: ExplorationOptions(maxSeconds: 0.2, workers: 1), traceDirectory: nil)
        options.sharedWalks = nil
        let result = try NavCheck.run(RacyFeed(checksScreen: true, pages: 1_000_000), options: options, module: "Feed", test: nil)
        #expect(result.report?.stopReason == .maxSeconds)
        #expect(result.coverage.contains("PARTIAL (max seconds)\n  The time safety stop (maxSeconds) ended the search: how far it got, "
            + "and so what it found, depends on the machine's speed and load"))
        #expect(result.problems.contains { $0.contains("cut by max seconds 0.2 after") && $0.contains("depends on the machine's speed and load") })
    }

    /// Walks the time safety stop ended before their number say so, and that how many ran depends on
    /// the machine; walks that all ran say nothing of it.
    @Test func walksStoppedByTheTimeSafetyStopSaySo() {
        var walked = WalkCoverage(walks: 92, steps: 40, taken: 3_680, seed: 0, applied: [])
        #expect(walked.phrase == "and 92 random walks of up to 40 steps (seed 0, 3,680 steps taken)")
        walked.stoppedAtTime = 156
        #expect(walked.phrase == "and 92 random walks of up to 40 steps (seed 0, 3,680 steps taken) (stopped by the time safety "
            + "stop before 156 walks: how many ran depends on the machine's speed and load)")
    }

    @Test("the default budget is counted in states; the time bound is a safety stop far above it")
    func defaultBudget() {
        let options = NavCheckOptions(traceDirectory: nil)
        #expect(options.effectiveExhaustive?.maxStates == NavCheckOptions.defaultMaxStates)
        #expect(options.effectiveExhaustive?.maxSeconds == NavCheckOptions.defaultMaxSeconds)
        #expect(NavCheckOptions.defaultMaxSeconds >= 300)
    }
}
