import ModelChecker
import NavigationSpecs

enum BenchCommand {
    static let tabbed = Option<[Int]>.numbers("--tabbed", "T,K,D", help: "only this size", example: "3,2,6",
                                                    default: .described("2,2,3  3,2,4  3,2,5  3,2,6"))
    static let workers = SharedOptions.workers("workers of the parallel runs", default: .described("the cores online"))
    static let maxMemory = Option<Int>.byteSize("--max-memory", help: "stop a run, with a partial labelled result, before the process would exceed SIZE; "
        + "a SIZE below what the process needs to start is refused, naming the smallest it can keep")
    static let noCatalog = Flag("--no-catalog", help: "skip the catalog entries")
    static let fingerprints = Flag("--fingerprints", help: "also explore TabbedApp through fingerprints (without its packed encoding)")

    static let spec = CommandSpec(
        name: "bench", summary: "measure the explorer on TabbedApp(T, K, D) and the catalog: states/s, memory",
        title: "measure the explorer: states, transitions, seconds, memory",
        positionals: .none, options: [tabbed, workers, maxMemory, noCatalog, fingerprints, SharedOptions.kv],
        about: """
            Explores the benchmark model TabbedApp(T, K, D) (T tabs, each with a stack over K destinations,
            depth at most D; T · 2 · (K⁰ + … + K^D)^T distinct states) with 1 worker and with N workers,
            checks that both give the same result and the expected count, then explores every catalog entry.
            Prints per run: distinct states, transitions, seconds, distinct states per second, peak resident
            memory and bytes per distinct state (peak memory, and the search's own table, parent links and
            largest level). Build with -c release for meaningful figures.
            """,
        examples: ["bench --tabbed 2,2,3", "bench --tabbed 3,2,4 --no-catalog --max-memory 64M"], examplePrefix: "swift run -c release navcheck")

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let workers = args[Self.workers] ?? ProcessMemory.activeCores
        let maxMemory = args[Self.maxMemory]
        let sizes = args[tabbed].map { [($0[0], $0[1], $0[2])] } ?? [(2, 2, 3), (3, 2, 4), (3, 2, 5), (3, 2, 6)]
        let kv = args[SharedOptions.kv]
        if maxMemory != nil {
            let options = ExplorationOptions(workers: workers, maxMemoryBytes: maxMemory)
            let tabbed = sizes.map { t, k, d in
                ("TabbedApp(\(t), \(k), \(d))", { () throws(CheckError) in
                    try Explorer(try TabbedAppSpec(tabs: t, destinations: k, maxDepth: d), options: options).smallestMemoryBound()
                })
            }
            let catalog = args[noCatalog] ? [] : Catalog.entries.map { entry in
                (entry.name, { () throws(CheckError) in try entry.smallestMemoryBound(options: options) })
            }
            try SharedOptions.refuseMemoryBound(maxMemory, below: try SharedOptions.startingBounds(tabbed + catalog))
        }
        var table = BenchTable(kv: kv)
        var ok = true
        if !kv {
            print("navcheck bench: \(ProcessMemory.activeCores) cores online, \(workers) worker\(workers == 1 ? "" : "s") for the parallel runs"
                  + (maxMemory.map { ", max memory \(BenchTable.megabytes($0))" } ?? ""))
            print(BenchTable.header)
        }
        for (t, k, d) in sizes {
            let spec: TabbedAppSpec
            do { spec = try TabbedAppSpec(tabs: t, destinations: k, maxDepth: d) } catch { throw UsageError(error.message) }
            let counts = workers == 1 ? [1] : [1, workers]
            var results: [ExplorationResult<TabbedAppSpec>] = []
            var figures: [BenchmarkFigures] = []
            for w in counts {
                let options = ExplorationOptions(workers: w, maxMemoryBytes: maxMemory)
                let (result, f) = try Benchmark.measure(spec.name) { try Explorer(spec, options: options).run() }
                results.append(result)
                figures.append(f)
                table.add(f, expected: spec.expectedStateCount)
                if result.complete && result.statistics.distinctStates != spec.expectedStateCount { ok = false }
            }
            if args[fingerprints] {
                let options = ExplorationOptions(workers: workers, maxMemoryBytes: maxMemory)
                let (result, f) = try Benchmark.measure(spec.name) { () throws(CheckError) in
                    try Explorer(spec, options: options).runWithFingerprints()
                }
                table.add(f, expected: spec.expectedStateCount)
                if result.complete && !sameOutcome(result, results[0]) { ok = false }
            }
            if results.count == 2 {
                let same = sameOutcome(results[0], results[1])
                if !same { ok = false }
                table.speedup(name: spec.name, one: figures[0], many: figures[1], identical: same)
            }
        }
        if !args[noCatalog], try !measureCatalog(&table, workers: workers, maxMemory: maxMemory) { ok = false }
        return ok ? 0 : 1
    }

    /// Checks every catalog entry and adds its figures to `table`; returns whether each met its expectation.
    static func measureCatalog(_ table: inout BenchTable, workers: Int, maxMemory: Int?) throws -> Bool {
        var ok = true
        for entry in Catalog.entries {
            let options = ExplorationOptions(workers: workers, maxMemoryBytes: maxMemory)
            let perRun = ProcessMemory.resetPeak()
            let clock = ContinuousClock()
            let start = clock.now
            let outcome = try EntryOutcome(checking: entry, options: options)
            let d = (clock.now - start).components
            let s = outcome.report.statistics
            table.add(BenchmarkFigures(
                name: entry.name, workers: workers, packed: false, complete: outcome.report.complete,
                stopReason: outcome.report.stopReason, distinctStates: s.distinctStates, transitions: s.transitions,
                seconds: Double(d.seconds) + Double(d.attoseconds) / 1e18,
                peakResidentBytes: ProcessMemory.peakResidentBytes(), peakIsPerRun: perRun, structureBytes: nil),
                expected: nil, note: outcome.met ? "expectation met" : "EXPECTATION NOT MET")
            if !outcome.met { ok = false }
        }
        return ok
    }

    /// The same outcome apart from timings: statistics and counterexamples.
    static func sameOutcome<M: StateMachine>(_ a: ExplorationResult<M>, _ b: ExplorationResult<M>) -> Bool {
        var sa = a.statistics, sb = b.statistics
        sa.seconds = 0
        sb.seconds = 0
        let ca = a.counterexamples.map { [$0.property, $0.message, "\($0.initialState)", "\($0.actionIndices)"] }
        let cb = b.counterexamples.map { [$0.property, $0.message, "\($0.initialState)", "\($0.actionIndices)"] }
        return sa == sb && ca == cb && a.complete == b.complete && a.stopReason == b.stopReason
    }
}
