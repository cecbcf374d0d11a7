import Foundation
import ModelChecker
import NavCheckTesting
import NavigationModel
import NavigationSpecs
import SeedStores
import Testing

/// Collects what a known-issue matcher sees (the matcher runs on other threads).
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    func add(_ issue: Issue) {
        lock.lock(); defer { lock.unlock() }
        texts.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
    }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return texts }
}

@Suite struct SwiftTestingTests {
    @Test func aPassingSpecRecordsNothing() throws {
        let result = try #require(checkNavigation(SeedClassSpec(only: seedHoldingProperties), .init(traceDirectory: nil)))
        #expect(result.holds)
        #expect(result.report?.complete == true)
    }

    @Test func oneIssuePerViolatedPropertyWithItsCounterexample() {
        let log = IssueLog()
        let directory = temporaryDirectory()
        withKnownIssue {
            checkNavigation(SeedClassSpec(), .init(traceDirectory: directory))
        } matching: { issue in
            log.add(issue)
            return true
        }
        let texts = log.all
        // Seven properties; the two round trips with three causes each.
        #expect(texts.count == 11)
        let root = texts.first { $0.hasPrefix("rootNotInStack") }
        #expect(root?.contains("actions: select(rootID: 0), resize(.regular)") == true)
        #expect(root?.contains("[Sidebar ▸ 0] | Root 0 · L1 › L1") == true)
        #expect(root?.contains("swift test --filter 'NavCheckTestingTests.*oneIssuePerViolatedPropertyWithItsCounterexample'\n") == true)
        #expect(texts.allSatisfy { $0.contains("found by: exhaustive") && $0.contains("trace: \(directory)/") })
    }

    @Test func randomWalksFindShrunkCounterexamplesWithTheirSeed() throws {
        let options = NavCheckOptions(exhaustive: nil, random: .init(seed: 1, runs: 300, steps: 12), traceDirectory: nil)
        let a = try NavCheck.run(SeedClassSpec(), options: options, module: "M", test: nil, environment: [:])
        let b = try NavCheck.run(SeedClassSpec(), options: options, module: "M", test: nil, environment: [:])
        #expect(a.failures.map(\.text) == b.failures.map(\.text), "the same seed gives the same result")
        let root = try #require(a.failures.first { $0.property == "rootNotInStack" })
        #expect(root.violation.actions.count == 2, "shrunk to the shortest length: \(root.violation.actions)")
        #expect(root.text.contains("found by: random walk ") && root.text.contains(" of seed 1 "))
        #expect(root.text.contains("replay: NAVCHECK_SEED="))
        #expect(Set(a.failures.map(\.property)).isSubset(of: Set(["resizeRoundTripIdentity", "rootNotInStack", "selectionAgreesWithPath",
                                                                   "levelsContiguous", "resizeRoundTrip",
                                                                   "locationPreservedAcrossResize", "stackStartsAtLevelOne"])))
    }

    @Test func aTraceThatCannotBeWrittenSaysWhy() throws {
        let result = try NavCheck.run(SeedClassSpec(), options: .init(traceDirectory: "/dev/null/traces"), module: "M", test: nil)
        #expect(result.failures.allSatisfy { $0.traceFile == nil && $0.text.contains("  trace: not written to /dev/null/traces: ") })
    }

    @Test func exhaustiveFindingsAreNotRepeatedByRandomWalks() throws {
        let options = NavCheckOptions(random: .init(seed: 3, runs: 50, steps: 10), traceDirectory: nil)
        let result = try NavCheck.run(SeedClassSpec(), options: options, module: "M", test: nil)
        #expect(result.failures.count == 11)
        #expect(result.failures.allSatisfy { $0.text.contains("found by: exhaustive") })
    }
}

/// The regression folder next to this file: traces of the seed's defects, kept as files.
let regressions = RegressionTraces.folder()

@Suite struct RegressionReplayTests {
    /// Each trace broke a property of the seed store once; the properties the store promises still hold
    /// along it.
    @Test(arguments: RegressionTraces.files())
    func regression(_ file: String) {
        replayRegression(file, on: SeedClassSpec(only: seedHoldingProperties))
    }

    @Test func theFolderHoldsTheSeedTraces() {
        #expect(RegressionTraces.files().map { ($0 as NSString).lastPathComponent }
                == ["seed-class--levelsContiguous.json", "seed-class--rootNotInStack.json"])
    }

    @Test func aTraceThatStillBreaksItsPropertyFailsWithItsCounterexample() {
        let log = IssueLog()
        withKnownIssue {
            replayRegression("\(regressions)/seed-class--rootNotInStack.json", on: SeedClassSpec())
        } matching: { issue in
            log.add(issue)
            return true
        }
        let text = log.all.first { $0.hasPrefix("rootNotInStack") } ?? ""
        #expect(text.contains("found by: replaying the regression trace \(regressions)/seed-class--rootNotInStack.json"))
        #expect(text.contains("2. resize(.regular)             [Sidebar ▸ 0] | Root 0 · L1 › L1"))
    }

    /// A trace that documents a known defect (expected to violate, as the catalog's are) passes while
    /// the defect shows and fails once it no longer does.
    @Test func aKnownDefectTraceMustStillShow() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("regressions/adaptive-seed--rootNotInStack--glitch.json").path
        let seed = try AdaptiveSpec(name: "adaptive-seed", roots: 2, maxPathDepth: 4, design: .environmentAndTask) { AdaptiveStore() }
        #expect(try NavCheck.replay(path, on: seed, module: "M", test: nil).holds)
        let fixed = try AdaptiveSpec(name: "adaptive-seed", roots: 2, maxPathDepth: 4, design: .storeAndOnChange) { CorrectedAdaptiveStore() }
        let failures = try NavCheck.replay(path, on: fixed, module: "M", test: nil).failures
        #expect(failures.map(\.text) == ["\(path): no longer reproduces: rootNotInStack holds at every step of the 3-step trace on 'adaptive-seed'\n"])
    }

    /// A trace written now has the same bytes as the one kept: traces are deterministic.
    @Test func writtenTracesAreStable() throws {
        let directory = temporaryDirectory()
        let result = try NavCheck.run(SeedClassSpec(), options: .init(traceDirectory: directory), module: "M", test: nil)
        for name in ["seed-class--rootNotInStack.json", "seed-class--levelsContiguous.json"] {
            let written = try String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8)
            let kept = try String(contentsOfFile: "\(regressions)/\(name)", encoding: .utf8)
            #expect(written == kept, "\(name)")
        }
        #expect(result.failures.allSatisfy { $0.traceFile?.hasPrefix(directory) == true })
    }
}
