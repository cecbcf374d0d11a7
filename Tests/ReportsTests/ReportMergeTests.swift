import Foundation
import ModelChecker
import NavigationSpecs
import Testing
@testable import Reports

@Suite struct ReportMergeTests {
    static let names = ["adaptive-seed", "adaptive-corrected", "adaptive-seed-iphone", "adaptive-corrected-iphone"]
    static let outcomes = try! names.map { try EntryOutcome(checking: try Catalog.entry(named: $0)) }

    /// The reports of `count` entry shards of a run over `names`.
    static func entryShards(_ count: Int, costs: [String: Int] = [:]) -> [ReportMerge.Shard] {
        (1...count).map { index in
            let shard = RunInfo.Shard(index: index, count: count)
            let share = Sharding.entries(names, costs: costs, shard: shard)
            let run = RunInfo(entries: names, options: ExplorationOptions(), shard: shard)
            return .init(folder: "shard-\(index)", report: JSONReport(outcomes.filter { share.contains($0.name) }, run: run))
        }
    }

    @Test func entryShardsMergeIntoTheUndividedReport() throws {
        let whole = JSONReport(Self.outcomes, run: RunInfo(entries: Self.names, options: ExplorationOptions()))
        for count in 1...4 {
            for costs in [[:], ["adaptive-corrected": 152, "adaptive-seed": 56]] {
                var shards = Self.entryShards(count, costs: costs)
                #expect(try ReportMerge.merge(shards) == whole, "\(count) shards")
                shards.reverse()
                #expect(try ReportMerge.merge(shards) == whole, "\(count) shards, given in another order")
            }
        }
    }

    func mergeError(_ shards: [ReportMerge.Shard]) -> String {
        do { _ = try ReportMerge.merge(shards); return "" } catch { return error.message }
    }

    @Test func aMissingShardIsAnError() {
        let shards = Self.entryShards(3)
        #expect(mergeError([shards[0], shards[2]]) == "shard 2/3 is missing (given: 1/3, 3/3)")
        #expect(mergeError([shards[1]]) == "shards 1/3, 3/3 are missing (given: 2/3)")
        #expect(mergeError([]) == "no shard folders given")
    }

    @Test func aShardGivenTwiceIsAnError() {
        let shards = Self.entryShards(2)
        var copy = shards[0]
        copy.folder = "elsewhere"
        #expect(mergeError([shards[0], shards[1], copy]) == "shard 1/2 is given twice: shard-1 and elsewhere")
    }

    @Test func shardsOfAnotherVersionCatalogOrConfigurationAreErrors() {
        var shards = Self.entryShards(2)
        var other = shards
        other[1].report.run?.navcheck = "0.0.1"
        #expect(mergeError(other) == "shard-2: written by navcheck 0.0.1, but this is navcheck \(RunInfo.navcheckVersion); merge shards with the navcheck that made them")
        other = shards
        other[0].report.run?.catalog = "0123456789abcdef"
        #expect(mergeError(other).hasPrefix("shard-1: made from another catalog (fingerprint 0123456789abcdef, "))
        other = shards
        other[1].report.run?.maxDepth = 3
        #expect(mergeError(other) == "shard-2: made with entries \(Self.names.joined(separator: " ")), --max-depth 3, but shard-1 with entries \(Self.names.joined(separator: " ")); every shard must use the same options")
        other = shards
        other[1].report.run?.shard = .init(index: 2, count: 3)
        #expect(mergeError(other) == "shard-2 is shard 2/3, but shard-1 is shard 1/2: the shards of one run have the same count")
        other = shards
        other[1].report.run?.shard = nil
        #expect(mergeError(other) == "shard-2: not a shard's report (it was written without --shard i/n)")
        other = shards
        other[0].report.run = nil
        #expect(mergeError(other).hasPrefix("shard-1: its report does not say how it was made"))
        // Entry shards divided differently (with different costs): an entry twice, or none.
        shards[1] = Self.entryShards(2, costs: ["adaptive-seed": 1_000, "adaptive-corrected": 1])[1]
        #expect(mergeError(shards).hasPrefix("entry adaptive-seed-iphone is in both shard-1 and shard-2: "))
        #expect(mergeError(shards).hasSuffix("were the shards divided with different baselines (reports/baseline.json)?"))
    }

    @Test func foldersAreReadWithErrorsNamingThem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navcheck-merge-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func readError(_ folders: [String]) -> String {
            do { _ = try ReportMerge.read(folders); return "" } catch { return error.message }
        }
        #expect(readError([dir + "/absent"]) == "\(dir)/absent: no such folder; give the --output folder of each shard's run")
        #expect(readError([dir + "/empty"]) == "\(dir)/empty: no latest.json in it; give the --output folder of each shard's run")
        #expect(readError([dir + "/empty", dir + "/empty/"]).hasPrefix("\(dir)/empty/ is given twice"))
        try "{}".write(toFile: dir + "/empty/latest.json", atomically: true, encoding: .utf8)
        #expect(readError([dir + "/empty"]) == "\(dir)/empty/latest.json: not a navcheck JSON report (no schemaVersion)")
    }
}
