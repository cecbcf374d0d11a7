import Foundation
import Testing

/// The CI commands end to end: shards, merge, baselines, JUnit, the step summary, promote, and a
/// report folder whose committed part is byte-stable.
@Suite(.serialized) struct CICommandsTests {
    func read(_ dir: URL, _ name: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }

    func files(in dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    /// Two runs of the whole catalog write the same baseline bytes: a run on an unchanged tree leaves
    /// the committed files as they were.
    @Test func theBaselineIsByteStable() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try Navcheck.run([], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let json = try read(dir, "reports/baseline.json"), md = try read(dir, "reports/baseline.md")
        #expect(!json.contains(#/"seconds" : [1-9]/#) && json.contains("\"seconds\" : 0"))
        #expect(!md.contains(" s |"))
        let again = try Navcheck.run([], in: dir)
        #expect(again.status == 0)
        #expect(try read(dir, "reports/baseline.json") == json)
        #expect(try read(dir, "reports/baseline.md") == md)
        #expect(try files(in: dir.appendingPathComponent("reports")) == ["baseline.json", "baseline.md", "latest.json", "latest.md", "previous.json", "report.html", "traces"])
        // A run of some entries, or with other bounds, leaves the baseline alone.
        _ = try Navcheck.run(["check", "adaptive-seed", "--output", "reports"], in: dir)
        _ = try Navcheck.run(["--max-depth", "3"], in: dir)
        #expect(try read(dir, "reports/baseline.json") == json)
    }

    /// Entry shards of the whole catalog merge into the undivided run's report, apart from timings —
    /// balanced by the baseline's costs or, without one, evenly.
    @Test(arguments: [false, true])
    func entryShardsMergeIntoTheUndividedRun(withCosts: Bool) throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = try Navcheck.run(["--output", withCosts ? "reports" : "whole"], in: dir)
        #expect(whole.status == 0)
        let wholeDir = withCosts ? "reports" : "whole"
        var names: [String] = []
        for i in 1...3 {
            let r = try Navcheck.run(["--shard", "\(i)/3", "--output", "shard-\(i)"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.contains("(shard \(i)/3); report written to shard-\(i)/latest.md"))
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("shard-\(i)/baseline.json").path))
            names += r.stdout.split(separator: "\n").filter { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") }.map { String($0.split(separator: " ")[1]) }
        }
        #expect(names.count == Set(names).count, "no entry in two shards")
        let merged = try Navcheck.run(["merge", "shard-1", "shard-2", "shard-3", "--output", "merged"], in: dir)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("merged 3 shards: \(names.count) entries, \(names.count) met, 0 not met; report written to merged/latest.md"))
        #expect(withoutTimings(try read(dir, "merged/latest.json")) == withoutTimings(try read(dir, "\(wholeDir)/latest.json")))
        #expect(try read(dir, "merged/baseline.json") == read(dir, "\(wholeDir)/baseline.json"))
        #expect(try read(dir, "merged/baseline.md") == read(dir, "\(wholeDir)/baseline.md"))
        #expect(try files(in: dir.appendingPathComponent("merged/traces")) == files(in: dir.appendingPathComponent("\(wholeDir)/traces")))
    }

    /// Named entries can be sharded too; the merge equals `check NAME… --json`.
    @Test func namedEntryShardsMergeIntoTheUndividedCheck() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let names = ["adaptive-seed", "adaptive-corrected", "adaptive-seed-iphone"]
        let whole = try Navcheck.run(["check"] + names + ["--json"], in: dir)
        for i in 1...2 { #expect(try Navcheck.run(["check"] + names + ["--shard", "\(i)/2", "--output", "s\(i)"], in: dir).status == 0) }
        let merged = try Navcheck.run(["merge", "s1", "s2", "--output", "m", "--json"], in: dir)
        #expect(merged.status == 0)
        #expect(withoutTimings(merged.stdout) == withoutTimings(whole.stdout))
    }

    /// State-space shards of one entry: every shard explores its share, the merge keeps the shortest
    /// trace of each finding and says what its statistics mean.
    @Test func stateSpaceShardsMergeWithTheShortestTraces() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = try Navcheck.run(["check", "adaptive-seed", "--json"], in: dir)
        for i in 1...2 {
            let r = try Navcheck.run(["check", "adaptive-seed", "--shard", "\(i)/2", "--split-depth", "3", "--output", "p\(i)"], in: dir)
            #expect(r.status == 0)
            #expect(r.stdout.contains("shard \(i)/2 of a state-space split at depth 3: 1 entry explored in part; 'navcheck merge' judges the expectations"))
        }
        let merged = try Navcheck.run(["merge", "p1", "p2", "--output", "m"], in: dir)
        #expect(merged.status == 0, "\(merged.stdout)")
        #expect(merged.stdout.hasPrefix("✓ adaptive-seed "))
        #expect(merged.stdout.contains("State-space split: each entry's breadth-first frontier at depth 3 was divided among 2 shards."))
        let md = try read(dir, "m/latest.md")
        #expect(md.contains("> State-space split: "))
        #expect(md.contains("states shared") == false && md.contains("counted once by each"))
        let report = try JSONSerialization.jsonObject(with: Data(read(dir, "m/latest.json").utf8)) as? [String: Any]
        let run = try #require(report?["run"] as? [String: Any])
        #expect(run["split"] as? [String: Int] == ["shards": 2, "depth": 3])
        #expect(run["shard"] == nil)
        func traces(_ text: String) throws -> [String] {
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            let entries = try #require(object?["entries"] as? [[String: Any]])
            return (entries[0]["violations"] as? [[String: Any]] ?? []).map { "\($0["property"] ?? "") \($0["finding"] ?? "") \($0["length"] ?? "")" }.sorted()
        }
        #expect(try traces(read(dir, "m/latest.json")) == traces(whole.stdout))
        #expect(try files(in: dir.appendingPathComponent("m/traces")).count == 3)
    }

    @Test func aBadMergeExitsTwoAndWritesNothing() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let names = ["adaptive-seed", "adaptive-corrected", "adaptive-seed-iphone"]
        for i in 1...3 { _ = try Navcheck.run(["check"] + names + ["--shard", "\(i)/3", "--output", "s\(i)"], in: dir) }
        _ = try Navcheck.run(["check"] + names + ["--shard", "1/3", "--max-depth", "3", "--output", "deep"], in: dir)
        _ = try Navcheck.run(["check"] + names + ["--shard", "1/2", "--output", "two"], in: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("s1"), to: dir.appendingPathComponent("copy"))
        try FileManager.default.copyItem(at: dir.appendingPathComponent("s2"), to: dir.appendingPathComponent("old"))
        let old = try read(dir, "old/latest.json").replacingOccurrences(of: "\"navcheck\" : \"", with: "\"navcheck\" : \"0.0.1-")
        try old.write(to: dir.appendingPathComponent("old/latest.json"), atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["s1", "s2"], "shard 3/3 is missing (given: 1/3, 2/3)"),
            (["s1", "s2", "s3", "copy"], "shard 1/3 is given twice: s1 and copy"),
            (["s1", "s2", "s3", "s1"], "s1 is given twice (also as s1)"),
            (["old", "s1", "s3"], "old: written by navcheck 0.0.1-"),
            (["deep", "s2", "s3"], "s2: made with entries adaptive-seed adaptive-corrected adaptive-seed-iphone, but deep with entries adaptive-seed adaptive-corrected adaptive-seed-iphone, --max-depth 3"),
            (["s1", "s2", "two"], "two is shard 1/2, but s1 is shard 1/3"),
            (["s1", "empty"], "empty: no latest.json in it"),
            (["s1", "nowhere"], "nowhere: no such folder"),
            ([], "'merge' needs the report folder of every shard"),
            (["s1", "s2", "s3", "--output", "s2"], "--output s2 is the shard folder s2"),
        ]
        for (arguments, message) in cases {
            let withOutput = arguments.contains("--output") || arguments.isEmpty ? arguments : arguments + ["--output", "merged"]
            let before = try files(in: dir)
            let r = try Navcheck.run(["merge"] + withOutput, in: dir)
            #expect(r.status == 2, "\(arguments)")
            #expect(r.stderr.contains("navcheck: error: " + message), "\(arguments): \(r.stderr)")
            #expect(r.stdout.isEmpty)
            #expect(try files(in: dir) == before, "\(arguments): nothing written")
        }
        let noOutput = try Navcheck.run(["merge", "s1", "s2", "s3"], in: dir)
        #expect(noOutput.status == 2 && noOutput.stderr.contains("'merge' needs --output DIR"))
    }

    @Test(arguments: [
        (["--shard", "0/2"], "--shard takes I/N, shard I of N with 1 ≤ I ≤ N (e.g. 2/4), not '0/2'"),
        (["--shard", "3/2"], "--shard takes I/N, shard I of N with 1 ≤ I ≤ N (e.g. 2/4), not '3/2'"),
        (["--shard", "half"], "--shard takes I/N, shard I of N with 1 ≤ I ≤ N (e.g. 2/4), not 'half'"),
        (["check", "adaptive-seed", "adaptive-corrected", "--shard", "1/3"], "--shard 1/3: 2 entries cannot be divided among 3 shards; give N from 1 to 2"),
        (["check", "adaptive-seed", "--shard", "1/300", "--split-depth", "2"], "--shard 1/300: at most 256 shards; give N from 1 to 256"),
        (["--split-depth", "2"], "--split-depth 2 divides each entry's state space among shards: give --shard I/N too"),
        (["--shard", "1/2", "--split-depth", "-1"], "--split-depth -1 is out of range: give a whole number from 0 to 1,000,000"),
        (["--shard", "1/2", "--split-depth", "deep"], "--split-depth takes a whole number from 0 to 1,000,000, not 'deep'"),
        (["--shard", "1/2", "--split-depth", "5", "--max-depth", "4"], "--split-depth 5 is beyond --max-depth 4, so nothing would be divided; give a split depth from 0 to 4"),
        (["--shard", "1/2", "--split-depth", "2", "--junit", "j.xml"], "--junit judges expectations, which one state-space shard cannot"),
        (["--baseline", "absent.json"], "--baseline absent.json: no such file; check the path (it should be a navcheck JSON report)"),
        (["--baseline", "."], "--baseline .: is a folder, not a navcheck JSON report; give the file itself"),
        (["--junit", "no/such/folder/j.xml"], "--junit no/such/folder/j.xml: the folder no/such/folder does not exist"),
        (["--junit", "."], "--junit .: is a folder; give a file name"),
        (["merge", "a", "--output", "o", "--junit", "nowhere/j.xml"], "--junit nowhere/j.xml: the folder nowhere does not exist"),
        (["promote"], "'promote' needs at least one trace file"),
        (["promote", "x.json", "--to", "nowhere"], "--to nowhere: no such folder"),
    ])
    func badOptionsExitTwoAndWriteNothing(arguments: [String], message: String) throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Navcheck.run(arguments, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("navcheck: error: " + message), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(try files(in: dir).isEmpty)
    }

    @Test func badInputFilesForTheCIOptionsExitTwo() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "not json".write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        try "out".write(to: dir.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        for (arguments, environment, message) in [
            (["--baseline", "bad.json"], [:], "--baseline bad.json: not a navcheck JSON report: not strict JSON"),
            (["--output", "file"], [:], "--output file: is a file; give a folder"),
            (["check", "adaptive-seed"], ["GITHUB_STEP_SUMMARY": dir.path + "/none/summary.md"], "GITHUB_STEP_SUMMARY \(dir.path)/none/summary.md: the folder \(dir.path)/none does not exist"),
        ] as [([String], [String: String], String)] {
            let r = try Navcheck.run(arguments, in: dir, environment: environment)
            #expect(r.status == 2)
            #expect(r.stderr.contains("navcheck: error: " + message), "\(r.stderr)")
            #expect(try files(in: dir) == ["bad.json", "file"])
        }
    }

    /// A run fails against a baseline only on regressions, and lists improvements.
    @Test func aBaselineFailsOnlyOnRegressions() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = try Navcheck.run(["check", "adaptive-seed", "adaptive-corrected", "--json"], in: dir)
        try base.stdout.write(to: dir.appendingPathComponent("same.json"), atomically: true, encoding: .utf8)
        let same = try Navcheck.run(["check", "adaptive-seed", "adaptive-corrected", "--baseline", "same.json"], in: dir)
        #expect(same.status == 0)
        #expect(same.stdout.contains("Compared with the baseline: 0 regressions, 0 improvements against same.json\n"))

        // A baseline in which the seed showed no glitch of rootNotInStack but did show a finding at rest
        // that is gone now: one regression, one improvement.
        let edited = base.stdout.replacingOccurrences(of: "\"finding\" : \"glitch\",\n          \"kind\" : \"invariant\",\n          \"length\" : 3,\n          \"meaning\" : \"in the split view",
                                                      with: "\"finding\" : \"atRest\",\n          \"kind\" : \"invariant\",\n          \"length\" : 3,\n          \"meaning\" : \"in the split view")
        #expect(edited != base.stdout)
        try edited.write(to: dir.appendingPathComponent("main.json"), atomically: true, encoding: .utf8)
        let worse = try Navcheck.run(["check", "adaptive-seed", "--baseline", "main.json", "--junit", "junit.xml"], in: dir)
        #expect(worse.status == 1, "a new kind of finding is a regression")
        #expect(worse.stdout.contains("Compared with the baseline: 1 regression, 1 improvement against main.json\n"))
        #expect(worse.stdout.contains("  regression: adaptive-seed · finding of a new kind: rootNotInStack (one-frame glitch), before only at rest — 3 actions: handler, select(rootID: 0), resize(.regular)\n"))
        #expect(worse.stdout.contains("  improvement: adaptive-seed · fixed: rootNotInStack (at rest) is no longer found\n"))
        let junit = try read(dir, "junit.xml")
        #expect(junit.contains("<testsuite name=\"navcheck baseline\" tests=\"1\" failures=\"1\""))

        // The whole catalog against it: latest.md shows the diff; entries the baseline lacks are new.
        let full = try Navcheck.run(["--baseline", "main.json", "--quiet"], in: dir)
        #expect(full.status == 1)
        let md = try read(dir, "reports/latest.md")
        #expect(md.contains("## Compared with the baseline\n\n1 regression, 1 improvement against main.json."))
        #expect(md.contains("```diff\n- adaptive-seed: violates 3 — rootNotInStack (at rest, 3)"))
        #expect(md.contains("- New entry (not in the baseline): **adaptive-seed-race**"))
    }

    @Test func junitHasOneCasePerEntryAndFailsUnmetOnes() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let met = try Navcheck.run(["check", "adaptive-seed", "adaptive-corrected", "--junit", "met.xml"], in: dir)
        #expect(met.status == 0)
        let xml = try read(dir, "met.xml")
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2)
        #expect(xml.contains("failures=\"0\""))
        #expect(xml.contains("rootNotInStack (one-frame glitch), 3 actions: handler, select(rootID: 0), resize(.regular)"))
        let cut = try Navcheck.run(["check", "adaptive-corrected", "--max-depth", "2", "--junit", "cut.xml"], in: dir)
        #expect(cut.status == 1)
        let failed = try read(dir, "cut.xml")
        #expect(failed.contains("<failure message=\"adaptive-corrected did not meet its expectation: expected holds, got PARTIAL, holds so far (incomplete: maxDepth)\" type=\"unmet expectation\">the exploration was cut (maxDepth) before it was complete</failure>"))
    }

    @Test func theStepSummaryIsAppended() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let summary = dir.appendingPathComponent("summary.md")
        try "earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let r = try Navcheck.run(["check", "adaptive-seed"], in: dir, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(r.status == 0)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n## navcheck\n\n✅ 1 entry: every expectation met.\n\n"))
        #expect(text.contains("| ✅ | adaptive-seed | violates 3 | violates 3 | "))
        let empty = try Navcheck.run(["check", "adaptive-seed"], in: dir, environment: ["GITHUB_STEP_SUMMARY": ""])
        #expect(empty.status == 0, "an empty GITHUB_STEP_SUMMARY is not set")
    }

    /// The regression corpus grows on purpose: `promote` copies a trace that still reproduces.
    @Test func promoteCopiesTracesThatReproduceAndNothingElse() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("regressions"), withIntermediateDirectories: true)
        _ = try Navcheck.run(["check", "adaptive-seed"], in: dir)
        let trace = "reports/traces/adaptive-seed--rootNotInStack--glitch.json"
        let r = try Navcheck.run(["promote", trace], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "+ regressions/adaptive-seed--rootNotInStack--glitch.json: added (still violates rootNotInStack at step 3 of 3 (one-frame glitch))\n")
        #expect(try read(dir, "regressions/adaptive-seed--rootNotInStack--glitch.json") == read(dir, trace))
        let again = try Navcheck.run(["promote", trace], in: dir)
        #expect(again.stdout.hasPrefix("= regressions/adaptive-seed--rootNotInStack--glitch.json: unchanged"))

        // A trace that no longer reproduces, given with a good one: nothing is copied.
        let moved = try read(dir, "reports/traces/adaptive-seed--stackStartsAtLevelOne--glitch.json")
            .replacingOccurrences(of: "\"entry\" : \"adaptive-seed\"", with: "\"entry\" : \"adaptive-corrected\"")
        try moved.write(to: dir.appendingPathComponent("moved.json"), atomically: true, encoding: .utf8)
        let bad = try Navcheck.run(["promote", "reports/traces/adaptive-seed--selectionAgreesWithPath--glitch.json", "moved.json"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("navcheck: error: moved.json: no longer reproduces: stackStartsAtLevelOne holds at every step of the 4-step trace on 'adaptive-corrected'; only a trace that still shows its outcome is promoted"))
        #expect(try files(in: dir.appendingPathComponent("regressions")) == ["adaptive-seed--rootNotInStack--glitch.json"])
        let missing = try Navcheck.run(["promote", "absent.json"], in: dir)
        #expect(missing.status == 2 && missing.stderr.contains("navcheck: error: absent.json: no such trace file"))
    }
}
