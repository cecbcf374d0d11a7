import Foundation
import Testing

/// What the command tables promise: each command's help lists exactly the options it accepts, examples
/// name entries that exist, and the defects found in the option checks stay fixed.
@Suite(.serialized) struct CommandTableTests {
    /// The subcommands `navcheck --help` lists.
    static func subcommands() throws -> [String] {
        let help = try Navcheck.run(["--help"]).stdout
        let section = help.components(separatedBy: "SUBCOMMANDS\n").last?.components(separatedBy: "\n\n").first ?? ""
        return section.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// The catalog's entry names, from `navcheck list`.
    static func entryNames() throws -> Set<String> {
        Set(try Navcheck.run(["list"]).stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) })
    }

    @Test func everyCommandsHelpListsExactlyTheOptionsItAccepts() throws {
        let commands = try Self.subcommands()
        #expect(commands.count >= 11, "\(commands)")
        for command in commands {
            let help = try Navcheck.run([command, "--help"])
            #expect(help.status == 0, "\(command)")
            #expect(help.stdout.hasPrefix("navcheck \(command) — "), "\(command)")
            let options = help.stdout.components(separatedBy: "\nOPTIONS\n").last?.components(separatedBy: "\n\n").first ?? ""
            let listed = Set(options.split(separator: "\n").compactMap { line -> String? in
                line.hasPrefix("  -") ? String(line.dropFirst(2).split(separator: " ")[0]).replacingOccurrences(of: ",", with: "") : nil
            })
            let refused = try Navcheck.run([command, "--no-such-option"])
            #expect(refused.status == 2)
            let valid = refused.stderr.components(separatedBy: "valid options: ").last?.split(separator: "\n").first ?? ""
            let accepted = Set(valid.components(separatedBy: ", "))
            #expect(listed.union(["--help"]) == accepted.union(["-h"]), "\(command): help lists \(listed.sorted()), accepts \(accepted.sorted())")
            #expect(help.stdout.split(separator: "\n").allSatisfy { $0.count <= 104 }, "\(command): a help line is over 104 characters")
        }
    }

    /// Every word of a help text that looks like a catalog entry's name (it starts as one does, e.g.
    /// `adaptive-`) names an entry that exists.
    @Test func entriesNamedInHelpTextsExist() throws {
        let names = try Self.entryNames()
        #expect(names.contains("adaptive-seed"))
        let families = Set(names.compactMap { $0.split(separator: "-").first.map { $0 + "-" } })
        var seen: Set<String> = []
        for command in [nil] + (try Self.subcommands()) {
            let help = try Navcheck.run(command.map { [$0, "--help"] } ?? ["--help"]).stdout
            let words = help.components(separatedBy: CharacterSet(charactersIn: " \n()'\",;:`[]"))
            for word in words where families.contains(where: word.hasPrefix) && !word.contains("--") && !word.contains(".") && !word.contains("*") {
                #expect(names.contains(word), "navcheck \(command ?? "") --help names '\(word)', which is not a catalog entry")
                seen.insert(word)
            }
        }
        #expect(seen.count >= 4, "the help texts name entries in their examples: \(seen.sorted())")
    }

    /// The largest --seeds once allowed built every seed up front and failed to allocate 8 TB; the bound
    /// is now what a run can keep figures for, and the seeds are taken one at a time.
    @Test func benchRandomRefusesMoreSeedsThanItCanKeepAndTakesThemOneAtATime() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Navcheck.run(["bench-random", "adaptive-seed", "--seeds", "1099511627776"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("navcheck: error: --seeds 1099511627776 is out of range: give a whole number from 1 to 1,000,000\n"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        let small = try Navcheck.run(["bench-random", "path-store-int-damaged-seed", "--seeds", "2"], in: dir)
        #expect(small.status == 0, "\(small.stderr)")
        #expect(small.stdout.hasPrefix("random mode on path-store-int-damaged-seed, 2 seeds"), "\(small.stdout)")
    }

    /// An --output that is a symbolic link in a loop or to nothing (or has one on its way) cannot hold
    /// a report: refused before any work, with nothing written.
    @Test(arguments: [
        (["check", "adaptive-seed", "--output", "loop"], "--output loop: is a symbolic link in a loop, so no folder can be made there; remove the link or give another folder"),
        (["--shard", "1/40", "--output", "loop/sub"], "--output loop/sub: loop is a symbolic link in a loop"),
        (["check", "adaptive-seed", "--output", "dangling"], "--output dangling: is a symbolic link to nowhere/reports, which does not exist; make the folder it names, remove the link, or give another folder"),
        (["--output", "dangling/deeper/still"], "--output dangling/deeper/still: dangling is a symbolic link to nowhere/reports, which does not exist"),
        (["merge", "a", "b", "--output", "dangling"], "--output dangling: is a symbolic link to nowhere/reports, which does not exist"),
    ])
    func brokenSymbolicLinksAsOutputAreRefusedUpFront(arguments: [String], message: String) throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("loop").path, withDestinationPath: "loop")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("dangling").path, withDestinationPath: "nowhere/reports")
        let before = try fm.contentsOfDirectory(atPath: dir.path).sorted()
        let r = try Navcheck.run(arguments, in: dir)
        #expect(r.status == 2, "\(arguments): \(r.stderr)")
        #expect(r.stderr.hasPrefix("navcheck: error: " + message), "\(arguments): \(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(try fm.contentsOfDirectory(atPath: dir.path).sorted() == before)
    }

    /// A memory bound below what the process needs to start was taken: the search stopped before its
    /// first level, in a process already past the bound, and the run was labelled PARTIAL. It is now
    /// refused before any work, naming the smallest bound that can be kept, and that bound is taken.
    @Test(arguments: [["check", "adaptive-seed-api"], [], ["bench", "--tabbed", "3,2,3", "--workers", "1", "--no-catalog"]])
    func aMemoryBoundBelowWhatTheProcessNeedsToStartIsRefusedNamingTheSmallest(command: [String]) throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Navcheck.run(command + ["--max-memory", "21M"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("navcheck: error: --max-memory 21M is below what the process needs to start: "), "\(r.stderr)")
        #expect(r.stderr.contains(" when the search begins, plus ") && r.stderr.contains(" for the first level of "), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        let named = try #require(try Navcheck.smallestMemoryBound(command), "\(r.stderr)")
        let smallest = try #require(Int(named.dropLast()), "\(named)")
        #expect(named.hasSuffix("M") && smallest > 21, "\(named)")
        let kept = try Navcheck.run(command + ["--max-memory", named], in: dir)
        #expect(kept.status == 0 || kept.status == 1, "the bound named, \(named), is taken: \(kept.stderr)")
    }

    /// Under the smallest bound it takes, the process stays under it: each run's peak resident memory
    /// (measured in the process: a child's resource usage counts its parent's memory on Linux).
    @Test func theSmallestMemoryBoundNamedIsKept() throws {
        let bench = ["bench", "--tabbed", "3,2,3", "--kv"]
        let named = try #require(try Navcheck.smallestMemoryBound(bench))
        let bound = try #require(Int(named.dropLast())) << 20
        let r = try Navcheck.run(bench + ["--max-memory", named])
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        let peaks = r.stdout.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("peak_bytes=") }.flatMap { Int($0.dropFirst("peak_bytes=".count)) }
        }
        #expect(peaks.count >= 40, "\(r.stdout)")
        #expect(peaks.allSatisfy { $0 <= bound }, "peaks over \(named): \(peaks.filter { $0 > bound })")
    }

    /// Counts read as words: one action, one step, one walk.
    @Test func oneIsSingular() throws {
        let dir = try Navcheck.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let one = try Navcheck.run(["simulate", "path-store-int-damaged-seed", "--seed", "1", "--runs", "1", "--steps", "1"], in: dir)
        #expect(one.stdout.contains("\n1 walk of at most 1 step; 0 properties violated\n"), "\(one.stdout)")
        #expect(one.stdout.contains(" 1 step, longest walk 1, "), "\(one.stdout)")
        let found = try Navcheck.run(["simulate", "path-store-int-damaged-seed", "--seed", "1", "--runs", "20", "--steps", "1"], in: dir)
        #expect(found.stdout.contains("\nshrunk from 1 to 1 action in 0 shrink steps (walk 1)\n"), "\(found.stdout)")
        #expect(found.stdout.contains(", 1 action: "), "the counterexample's headline: \(found.stdout)")
        for plural in [" 1 actions", " 1 steps", " 1 walks", " 1 faults", " 1 shrink steps"] {
            #expect(!one.stdout.contains(plural) && !found.stdout.contains(plural), "\(plural)")
        }
    }
}
