import ModelChecker
import NavigationSpecs

/// How long random mode takes to find and shrink each defect of an entry, over several seeds, beside
/// the breadth-first shortest length (`navcheck bench-random`).
public enum RandomBenchmark {
    /// The figures of one property.
    public struct Row: Sendable, Hashable {
        /// The property.
        public var property: String
        /// The breadth-first shortest length.
        public var shortestLength: Int
        /// Per seed: the shrunk length (nil when that seed did not find it).
        public var shrunkLengths: [Int?]
        /// Per seed that found it: walk lengths before shrinking.
        public var originalLengths: [Int]
        /// Per seed that found it: walks until found.
        public var walks: [Int]
        /// Per seed that found it: seconds to find.
        public var findSeconds: [Double]
        /// Per seed that found it: seconds to shrink.
        public var shrinkSeconds: [Double]
    }

    /// Runs, for each property `entry` is expected to violate and each seed, a simulation that stops
    /// as soon as that property is found, and records how long finding and shrinking took. The seeds
    /// are taken one at a time (a range of any size is never built up front).
    public static func run(_ entry: CatalogEntry, seeds: some Sequence<UInt64>, runs: Int = 100_000,
                           steps: Int = 40) throws(CheckError) -> [Row] {
        let shortest = try entry.check()
        guard case .violates(let findings) = entry.expectation else { return [] }
        let properties = findings.map(\.property).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var rows: [Row] = []
        for property in properties {
            let length = shortest.violations.first { $0.property == property }?.length ?? -1
            var row = Row(property: property, shortestLength: length, shrunkLengths: [], originalLengths: [], walks: [],
                          findSeconds: [], shrinkSeconds: [])
            for seed in seeds {
                let report = try entry.simulate(options: SimulationOptions(seed: seed, runs: runs, steps: steps,
                                                                         targets: [property]))
                guard let i = report.shrinks.firstIndex(where: { $0.property == property }) else {
                    row.shrunkLengths.append(nil)
                    continue
                }
                let shrink = report.shrinks[i]
                row.shrunkLengths.append(shrink.shrunkLength)
                row.originalLengths.append(shrink.originalLength)
                row.walks.append(shrink.run + 1)
                row.findSeconds.append(shrink.secondsToFind)
                row.shrinkSeconds.append(shrink.secondsToShrink)
            }
            rows.append(row)
        }
        return rows
    }

    /// A table: property, shortest length, shrunk lengths, and the median and largest times.
    public static func render(_ rows: [Row], entry: String, seeds: Int) -> String {
        var table = [["PROPERTY", "BFS", "SHRUNK", "FOUND", "WALKS (MED)", "ORIGINAL (MED)", "FIND MED / MAX", "SHRINK MED / MAX", "TOTAL MED / MAX"]]
        for row in rows {
            let shrunk = Set(row.shrunkLengths.compactMap { $0 }).sorted().map(String.init).joined(separator: ",")
            let totals = zip(row.findSeconds, row.shrinkSeconds).map { $0 + $1 }
            table.append([
                row.property, String(row.shortestLength), shrunk.isEmpty ? "—" : shrunk,
                "\(row.shrunkLengths.compactMap { $0 }.count)/\(row.shrunkLengths.count)",
                median(row.walks.map(Double.init)).map { String(Int($0)) } ?? "—",
                median(row.originalLengths.map(Double.init)).map { String(Int($0)) } ?? "—",
                span(row.findSeconds), span(row.shrinkSeconds), span(totals),
            ])
        }
        return "random mode on \(entry), \(seeds) seeds (each run stops when its property is found, then shrinks it)\n"
            + CatalogListing.table(table)
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        return values.sorted()[values.count / 2]
    }

    static func span(_ values: [Double]) -> String {
        guard let m = median(values), let top = values.max() else { return "—" }
        return "\(milliseconds(m)) / \(milliseconds(top))"
    }

    /// `0.42 ms`.
    static func milliseconds(_ s: Double) -> String {
        let hundredths = Int(s * 100_000 + 0.5)
        let frac = hundredths % 100
        return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac) ms"
    }
}
