import Foundation
import Testing

/// Seeded fuzzing of the command: hundreds of hostile command lines and mutated trace files, each of
/// which must be refused with exit 2, a sentence on stderr, and nothing written. The seed is fixed
/// (`NAVCHECK_FUZZ_SEED` replaces it), so a failure names the case that broke and runs again the same.
@Suite(.serialized) struct FuzzTests {
    /// SplitMix64: the same cases on every run for the same seed.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let seed: UInt64 = ProcessInfo.processInfo.environment["NAVCHECK_FUZZ_SEED"].flatMap { UInt64($0) } ?? 13

    /// A folder with something of every kind an option may be pointed at.
    static func fixtures() throws -> URL {
        let dir = try Navcheck.temporaryDirectory()
        let fm = FileManager.default
        func file(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        try file("afile", "not a folder\n")
        try file("corrupt.json", "{\"schemaVersion\": 1, \"entries\": [}")
        try file("dup.json", "{\"schemaVersion\": 1, \"schemaVersion\": 1, \"entries\": []}")
        try file("nan.json", "{\"schemaVersion\": NaN}")
        try file("schema9.json", "{\"schemaVersion\": 9, \"entries\": []}")
        try fm.createDirectory(at: dir.appendingPathComponent("afolder"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent("rep/traces"), withIntermediateDirectories: true)
        try file("rep/latest.json", "{}")
        try fm.createDirectory(at: dir.appendingPathComponent("corpus"), withIntermediateDirectories: true)
        #expect(mkfifo(dir.appendingPathComponent("fifo").path, 0o644) == 0)
        // A sparse file over every size limit, made in no time.
        let big = dir.appendingPathComponent("big.json").path
        #expect(fm.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        return dir
    }

    /// Every path under `dir` with, for files, the size and modification time: what "nothing
    /// written" compares (a folder's own time changes when a probe file is made and removed in it).
    static func listing(_ dir: URL) -> [String] {
        let fm = FileManager.default
        let names = (fm.subpaths(atPath: dir.path) ?? []).sorted()
        return names.map { name in
            let attributes = (try? fm.attributesOfItem(atPath: dir.appendingPathComponent(name).path)) ?? [:]
            if attributes[.type] as? FileAttributeType == .typeDirectory { return name + "/" }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(name) \(size) \(date)"
        }
    }

    /// Hostile values for a whole-number option.
    static let badNumbers = ["0", "-1", "", " ", "1.5", "1e3", "0x10", "+", "-", "NaN", "inf", "1 2", "12abc", "\u{0}",
                             "9223372036854775808", "99999999999999999999999", "-9223372036854775808", "4611686018427387904",
                             "18446744073709551616", "١٢", "１２", "2147483648", "--1", "1_000"]
    static let badSizes = ["0", "1", "1023K", "0.5M", "65T", "1e9", "1P", "M", "1.M", ".5G", "-1G", "1GG", "١G", "NaN",
                           "9999999999999999999999T", "inf", "", "1 G", "0x100M", "1.5.5G"]
    static let badShards = ["0/1", "2/1", "1/0", "a/b", "1/", "/1", "1//2", "1/2/3", "-1/2", "1/999999999999999999999",
                            "9223372036854775807/9223372036854775807", "", "½", "1\\2", "1 / 2"]

    /// One hostile command line: a valid one with one thing wrong.
    static func commandLine(_ r: inout Random) -> [String] {
        let entry = r.pick(["adaptive-seed", "adaptive-corrected", "tabbed-app"])
        let extras = r.below(3) == 0 ? [r.pick(["--quiet", "--json"])] : []
        switch r.below(16) {
        case 0: return ["check", entry, r.pick(["--max-depth", "--max-states", "--workers"]), r.pick(badNumbers)] + extras
        case 1: return ["check", entry, "--max-memory", r.pick(badSizes)] + extras
        case 2: return ["check", entry, "--shard", r.pick(badShards), "--output", "out"] + extras
        case 3: return ["check", entry, "--output", r.pick(["", "afile", "afile/sub", "rep/traces", "rep/traces/x/y", "fifo", "out\nx", "/proc/navcheck-out"])] + extras
        case 4: return ["check", entry, "--output", "out", "--junit", r.pick(["", "afolder", "fifo", "out/latest.json", "out/traces", "missing/j.xml", "/proc/navcheck.xml"])]
        case 5: return ["check", entry, "--output", "out", "--baseline", r.pick(["", "missing.json", "afolder", "fifo", "corrupt.json", "dup.json", "nan.json", "schema9.json", "big.json", "afile"])]
        case 6: return ["check", r.pick(["nope", "adaptive-seed\u{1B}[31m", "", "ADAPTIVE-SEED", "adaptive-seed "]), "--output", "out"]
        case 7: return ["check", entry, entry, "--output", "out"]
        case 8: return ["check", entry, r.pick(["--max-depht", "-x", "---", "--json=1", "--quiet=yes", "--output"])] + (r.below(2) == 0 ? [] : ["--output", "out"])
        case 9: return ["check", entry, "--shard", "1/2", "--split-depth", r.pick(["-1", "x", "1000001", "99999999999999999999", ""]), "--output", "out"]
        case 10: return ["simulate", entry, r.pick(["--runs", "--steps"]), r.pick(badNumbers)]
        case 11: return r.below(2) == 0
            ? ["simulate", entry, "--seed", r.pick(["-1", "18446744073709551616", "1.0x", "", "1e3", " 1", "0x10", "١"])]
            : ["simulate", entry, "--max-seconds", r.pick(["nan", "inf", "1e400", "0", "31536001", "0.0001", "-1", "", "1s"])]
        case 12: return ["graph", entry, r.pick(["--format", "--max-states"]), r.pick(["png", "", "DOT", "0", "100001", "-5", "9223372036854775808"])]
        case 13: return ["replay", r.pick(["missing.json", "afolder", "fifo", "big.json", "corrupt.json", "afile", ""])]
        case 14: return ["promote", r.pick(["missing.json", "afolder", "fifo", "big.json", "corrupt.json"]), "--to", r.pick(["corpus", "nocorpus", "afile"])]
        default: return [r.pick(["bogus", "chek", "merge", "list", "--max-depth"])] + (r.below(2) == 0 ? ["x"] : [])
        }
    }

    /// A sentence: the command's prefix, some words, and no raw error dump.
    static func isSentence(_ stderr: String) -> Bool {
        let first = stderr.split(separator: "\n").first.map(String.init) ?? ""
        return first.hasPrefix("navcheck: error: ") && first.split(separator: " ").count >= 5
            && !stderr.contains("NSCocoaErrorDomain") && !stderr.contains("Error Domain=") && !stderr.contains("Fatal error")
            && !stderr.contains("DecodingError") && !stderr.contains("NSError")
    }

    @Test func hostileCommandLinesAreRefusedAndWriteNothing() throws {
        let dir = try Self.fixtures()
        defer { try? FileManager.default.removeItem(at: dir) }
        var random = Random(state: Self.seed)
        let before = Self.listing(dir)
        let count = 240
        let clock = ContinuousClock(), start = clock.now
        for i in 0..<count {
            let words = Self.commandLine(&random)
            let r = try Navcheck.run(words, in: dir)
            #expect(r.status == 2, "case \(i) (seed \(Self.seed)): navcheck \(words) exited \(r.status): \(r.stderr)")
            #expect(Self.isSentence(r.stderr), "case \(i): navcheck \(words): \(r.stderr)")
            // Only replay prints a line per file it could not replay.
            let printed = r.stdout.split(separator: "\n").filter { !(words.first == "replay" && $0.hasPrefix("! ")) }
            #expect(printed.isEmpty, "case \(i): navcheck \(words) printed \(r.stdout.prefix(200))")
            let after = Self.listing(dir)
            #expect(after == before, "case \(i): navcheck \(words) wrote \(Set(after).symmetricDifference(before).sorted())")
            if after != before { return }
        }
        print("fuzz: \(count) command lines refused in \(clock.now - start)")
    }

    /// A real trace file, to mutate.
    static func validTrace() throws -> String {
        try String(contentsOf: Navcheck.packageRoot.appendingPathComponent("regressions/adaptive-seed--rootNotInStack--glitch.json"), encoding: .utf8)
    }

    /// One mutation of `trace` that no strict reader accepts.
    static func mutate(_ trace: String, _ r: inout Random) -> [UInt8] {
        var text = trace
        func replaceFirst(_ a: String, _ b: String) {
            if let range = text.range(of: a) { text.replaceSubrange(range, with: b) }
        }
        switch r.below(18) {
        case 0: replaceFirst("\"entry\" : ", "\"entry\" : \"adaptive-seed\", \"entry\" : ")
        case 1: replaceFirst("\"initialState\" : 0", "\"initialState\" : " + r.pick(["NaN", "Infinity", "-Infinity", "00", "0x0", "1e400", "+0", ".5", "0."]))
        case 2: replaceFirst(r.pick(["\"exhaustive\"", "\"rootNotInStack\"", "3"]), r.pick(["\"exhaustive\",", "\"rootNotInStack\","]) )
                replaceFirst("\"mode\" : \"exhaustive\"\n", "\"mode\" : \"exhaustive\",\n")
                replaceFirst("\"handler\"\n  ]", "\"handler\",\n  ]")
        case 3:
            let bytes = Array(text.utf8)
            return Array(bytes[..<(1 + r.below(bytes.count - 2))])
        case 4:
            var bytes = Array(text.utf8)
            let at = Array(text.utf8).firstIndex(of: UInt8(ascii: "l")) ?? 10
            bytes.insert(r.pick([0xFF, 0xC0, 0xED, 0x80, 0xF5]), at: at)
            return bytes
        case 5: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case 6: replaceFirst("\"length\" : 3,", "\"length\" : 3, \"\(r.pick(["bogus", "Length", "entry ", "extra"]))\" : 1,")
        case 7: replaceFirst("\"property\" : \"rootNotInStack\"", "\"property\" : \"\(r.pick(["nope", "RootNotInStack", "", "rootNotInStack2"]))\"")
        case 8: replaceFirst("\"entry\" : \"adaptive-seed\"", "\"entry\" : \"\(r.pick(["nope", "adaptive-seeds", "", "ADAPTIVE-SEED"]))\"")
        case 9: replaceFirst("\"sizeClass\" : \"regular\"", "\"sizeClass\" : \"\(r.pick(["huge", "", "Regular", "nil"]))\"")
        case 10: replaceFirst("\"length\" : 3", "\"length\" : \(r.pick(["4", "2", "0", "-1", "99999999999999999999"]))")
        case 11: replaceFirst("level 1", "level\u{01}1")
        case 12: replaceFirst("\"message\" : \"", "\"message\" : \"\\ud800")
        case 13: replaceFirst("{", "{ // comment\n")
        case 14: replaceFirst("\"formatVersion\" : 1", "\"formatVersion\" : \(r.pick(["2", "0", "\"1\"", "null", "true"]))")
        case 15: return Array(String(repeating: "[", count: 40 + r.below(5000)).utf8)
        case 16: replaceFirst("\"call\" : \"handler\",\n      \"value\" : {\n        \"handler\" : {\n\n        }\n      }",
                              "\"call\" : \"push\",\n      \"value\" : {\n        \"push\" : {\n\n        }\n      }")
        default: replaceFirst("\"expected\" : \"violates\"", "\"expected\" : \"\(r.pick(["violate", "maybe", "", "HOLDS"]))\"")
        }
        return Array(text.utf8)
    }

    @Test func mutatedTraceFilesAreRefusedAndWriteNothing() throws {
        let dir = try Self.fixtures()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try Self.validTrace()
        var random = Random(state: Self.seed ^ 0xF00D)
        let count = 300, batch = 50
        var names: [String] = []
        for i in 0..<count {
            let name = "mutant-\(i).json"
            try Data(Self.mutate(trace, &random)).write(to: dir.appendingPathComponent(name))
            names.append(name)
        }
        let before = Self.listing(dir)
        let clock = ContinuousClock(), start = clock.now
        // Many files per launch: each must get its own error line naming it.
        for first in stride(from: 0, to: count, by: batch) {
            let files = Array(names[first..<min(count, first + batch)])
            let r = try Navcheck.run(["replay"] + files, in: dir)
            #expect(r.status == 2, "replay of \(files.first ?? "") …: exit \(r.status)")
            let lines = r.stderr.split(separator: "\n").map(String.init)
            for file in files {
                let line = lines.first { $0.hasPrefix("navcheck: error: \(file): ") }
                #expect(line != nil, "\(file) (seed \(Self.seed)) was not refused: \(r.stdout.split(separator: "\n").first { $0.contains(file + ":") } ?? "")")
                if let line { #expect(Self.isSentence(line), "\(file): \(line)") }
            }
        }
        // And some one at a time, through promote too: exit 2, a sentence, nothing copied.
        for i in stride(from: 0, to: count, by: 15) {
            let r = try Navcheck.run(i % 2 == 0 ? ["replay", names[i]] : ["promote", names[i], "--to", "corpus"], in: dir)
            #expect(r.status == 2, "\(names[i]): exit \(r.status)")
            #expect(Self.isSentence(r.stderr), "\(names[i]): \(r.stderr)")
        }
        #expect(Self.listing(dir) == before, "a replay or promote wrote something")
        print("fuzz: \(count) mutated trace files refused in \(clock.now - start)")
    }
}
