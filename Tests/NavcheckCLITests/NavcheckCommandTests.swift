import Foundation
import Testing

@Suite(.serialized) struct NavcheckCommandTests {
    @Test func defaultRunChecksEveryEntryAndWritesReports() throws {
        let dir = try Navcheck.temporaryDirectory()
        let r = try Navcheck.run([], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("✓ adaptive-seed "))
        #expect(r.stdout.contains("✓ adaptive-corrected "))
        #expect(!r.stdout.contains("✗"))
        #expect(r.stdout.contains("rootNotInStack (invariant) in adaptive-seed, one-frame glitch, 3 actions"))
        #expect(r.stdout.contains("[Sidebar ▸ 0] | Root 0 · L1 › L1"))
        #expect(r.stderr.isEmpty, "no progress when stderr is not a terminal")
        #expect(!r.stdout.contains("\u{1B}["), "no ANSI escapes when stdout is not a terminal")
        let md = try String(contentsOf: dir.appendingPathComponent("reports/latest.md"), encoding: .utf8)
        #expect(md.contains("```mermaid"))
        #expect(md.contains("#### stackStartsAtLevelOne — one-frame glitch, 4 actions"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports/latest.json").path))

        // A second run keeps the first as previous.json and prints the same apart from timings.
        let again = try Navcheck.run([], in: dir)
        #expect(withoutTimings(again.stdout) == withoutTimings(r.stdout))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports/previous.json").path))
    }

    @Test func listShowsEveryEntry() throws {
        let r = try Navcheck.run(["list"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("NAME") == true)
        #expect(r.stdout.contains("adaptive-seed "))
        #expect(r.stdout.contains("violates 3"))
        #expect(r.stdout.contains(#/PROFILE +ALPHABET/#))
        #expect(r.stdout.contains("adaptive-corrected-race"))
    }

    @Test func checkHoldingEntry() throws {
        let dir = try Navcheck.temporaryDirectory()
        let r = try Navcheck.run(["check", "adaptive-corrected"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("✓ adaptive-corrected "))
        #expect(r.stdout.contains("got holds"))
        #expect(r.stdout.contains(#/ [0-9,]+ states  depth /#))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("reports").path),
                "checking named entries does not rewrite the report")
    }

    @Test func checkViolatingEntryPrintsTraces() throws {
        let r = try Navcheck.run(["check", "adaptive-seed"])
        #expect(r.status == 0, "the seed's violations are its expectation")
        #expect(r.stdout.contains("actions: handler, select(rootID: 0), push, resize(.compact)"))
        #expect(r.stdout.contains("stackStartsAtLevelOne (invariant) in adaptive-seed, one-frame glitch, 4 actions"))
    }

    @Test func cutExplorationMissesTheExpectation() throws {
        let r = try Navcheck.run(["check", "adaptive-corrected", "--max-depth", "2"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("✗ adaptive-corrected"))
        #expect(r.stdout.contains("did not meet its expectation"))
    }

    @Test func jsonParsesBack() throws {
        let r = try Navcheck.run(["check", "adaptive-seed", "--json"])
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        #expect(object?["schemaVersion"] as? Int == 1)
        let entries = try #require(object?["entries"] as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries[0]["name"] as? String == "adaptive-seed")
        let violations = try #require(entries[0]["violations"] as? [[String: Any]])
        #expect(violations.count == 3)
        #expect(violations.first?["actions"] as? [String] == ["handler", "select(rootID: 0)", "resize(.regular)"])
        #expect(violations.first?["finding"] as? String == "glitch")
        #expect(entries[0]["alphabet"] as? String == "ui")
        #expect(entries[0]["profile"] as? String == "iPad")
        let stats = try #require(entries[0]["statistics"] as? [String: Any])
        #expect((stats["distinctStates"] as? Int ?? 0) > 0)
    }

    @Test func help() throws {
        let r = try Navcheck.run(["--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("USAGE"))
        for sub in ["check", "list", "graph"] {
            let s = try Navcheck.run([sub, "--help"])
            #expect(s.status == 0)
            #expect(s.stdout.contains("navcheck \(sub)"))
        }
    }

    @Test(arguments: [
        (["bogus"], "unknown subcommand 'bogus'"),
        (["check", "nope"], "unknown entry 'nope'; valid entries: adaptive-seed"),
        (["check", "--max-depth", "zero"], "--max-depth takes a whole number from 1 to 1,000,000, not 'zero'"),
        (["check", "--max-depth", "0"], "--max-depth 0 is out of range: give a whole number from 1 to 1,000,000"),
        (["check", "--max-states", "-3"], "--max-states -3 is out of range: give a whole number from 1 to 2,147,483,647"),
        (["check", "--frobnicate"], "unknown option '--frobnicate' for 'check'; valid options:"),
        (["graph", "adaptive-seed", "--format", "svg"], "--format takes 'dot' or 'mermaid'"),
        (["list", "extra"], "'list' takes no arguments"),
        (["check", "adaptive-seed", "--output", ""], "--output needs a folder name, not an empty string"),
        (["check", "adaptive-seed", "adaptive-seed"], "the entry 'adaptive-seed' is named twice"),
        (["check", "adaptive-seed-api", "--shard", "1/2", "--split-depth", "99999999999999999999"],
         "--split-depth 99999999999999999999 is out of range: give a whole number from 0 to 1,000,000"),
        (["check", "adaptive-seed", "--junit", ""], "--junit needs a file name, not an empty string"),
        (["check", "adaptive-seed", "--junit", "/etc/hosts/navcheck.xml"], "--junit /etc/hosts/navcheck.xml: the folder /etc/hosts does not exist"),
        (["check", "adaptive-seed", "--output", "/etc/hosts/out"], "--output /etc/hosts/out: /etc/hosts is a file, so the folder cannot be made"),
    ])
    func usageErrorsExitTwoAndWriteNothing(arguments: [String], message: String) throws {
        let dir = try Navcheck.temporaryDirectory()
        let r = try Navcheck.run(arguments, in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func noColorEvenWhenAsked() throws {
        let r = try Navcheck.run(["check", "adaptive-seed"], environment: ["NO_COLOR": "1"])
        #expect(!r.stdout.contains("\u{1B}["))
    }

    @Test func graph() throws {
        let r = try Navcheck.run(["graph", "adaptive-corrected", "--format", "mermaid"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("flowchart LR\n"))
        #expect(r.stdout.contains("s0[\"Sidebar  (handler pending)\"]"))
        let dot = try Navcheck.run(["graph", "adaptive-seed"])
        #expect(dot.stdout.hasPrefix("digraph navcheck {"))
        #expect(dot.stdout.contains("color=red"), "states that break a property are marked")
        let big = try Navcheck.run(["graph", "adaptive-seed-race"])
        #expect(big.status == 2)
        #expect(big.stderr.contains("has more than 300 states"))
    }
}
