import Foundation
import ModelChecker
import NavigationSpecs
import Reports

/// `navcheck bench-stores`: the users' paths, measured in the build they run in (`swift test` builds in
/// debug): the fingerprint path against the packed one, a class store through the reference-store
/// adapter against its value twin, a router with closures inside it, and restore against replay.
enum BenchStoresCommand {
    static let help = """
        navcheck bench-stores — measure the users' paths: fingerprints, class stores, restore

        USAGE
          navcheck bench-stores [--repeat N] [--workers N] [--tabbed T,K,D] [--router T,K,D,S] [--replay T,K,D,S] [--kv]

        Run it in a debug build (swift run navcheck bench-stores), as 'swift test' builds. Each
        exploration runs N times; the figures are the median, with the fastest and slowest run, and
        the median CPU seconds of the process (all threads; other load on the machine shows as wall
        time well above CPU time / workers).
          (a) TabbedApp(T, K, D) explored through fingerprints (no packing) against its packed
              encoding; target: at least half the packed speed.
          (b) the router store BenchRouter (T tabs, a stack per tab over K destinations at most D deep,
              S sheets, two deep links; handlers are closures wired in init capturing self), checked
              through the reference-store adapter (states reached by restore), against the same
              store written as a value type; target: at least a third of the value twin's speed.
          (c) that class router's time; target: under 20 seconds in a debug build for about 500,000
              states.
          (d) the class router reached by restore against reached by replay (what the adapter does
              without restore), at a smaller size.
          (e) the class router of (b) with the adapter's default fingerprint (every stored value of
              the snapshot, by reflection), as a spec that writes none gets, against its own; and
              with its snapshot declared FullyHashable (fingerprinted by its hashValue).
        Paired runs must give identical statistics and counterexamples, and the formula's counts;
        otherwise the command says so and exits 1.

        OPTIONS
          --repeat N          runs of each exploration (default 3)
          --workers N         workers of every run (default: the cores online, as 'swift test' uses)
          --tabbed T,K,D      the TabbedApp size of (a) (default 3,2,4: 178,746 states)
          --router T,K,D,S    the router size of (b) and (c) (default 3,3,3,2: 576,000 states)
          --replay T,K,D,S    the router size of (d) (default 2,3,3,2: 9,600 states)
          --kv                one key=value line per run and per ratio, for scripts

        EXAMPLES
          swift run navcheck bench-stores
          swift run navcheck bench-stores --repeat 5 --replay 3,3,3,2
        """

    static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--repeat", "--workers", "--tabbed", "--router", "--replay"],
                                 flags: ["--kv", "--help", "-h"], command: "bench-stores")
        if args.flags.contains("--help") || args.flags.contains("-h") { print(help); return 0 }
        if let extra = args.positionals.first { throw UsageError("'bench-stores' takes no arguments, got '\(extra)'") }
        let repeats = try args.positive("--repeat") ?? 3
        let workers = try args.positive("--workers") ?? ProcessMemory.activeCores
        let tabbed = try numbers(args.values["--tabbed"], count: 3, option: "--tabbed", example: "3,2,4") ?? [3, 2, 4]
        let routerSize = try numbers(args.values["--router"], count: 4, option: "--router", example: "3,3,3,2") ?? [3, 3, 3, 2]
        let replaySize = try numbers(args.values["--replay"], count: 4, option: "--replay", example: "2,3,3,2") ?? [2, 3, 3, 2]
        var bench = StoreBench(kv: args.flags.contains("--kv"), repeats: repeats, workers: workers)
        let spec: TabbedAppSpec, router: BenchRouterShape, small: BenchRouterShape
        do {
            spec = try TabbedAppSpec(tabs: tabbed[0], destinations: tabbed[1], maxDepth: tabbed[2])
            router = try BenchRouterShape(tabs: routerSize[0], destinations: routerSize[1], maxDepth: routerSize[2],
                                          sheets: routerSize[3])
            small = try BenchRouterShape(tabs: replaySize[0], destinations: replaySize[1], maxDepth: replaySize[2],
                                         sheets: replaySize[3])
        } catch { throw UsageError(error.message) }
        bench.intro()
        // (a) fingerprints against packed.
        let packed = bench.measure(spec.name, path: "packed", expected: spec.expectedStateCount) { options in
            try Explorer(spec, options: options).run()
        }
        let prints = bench.measure(spec.name, path: "fingerprints", expected: spec.expectedStateCount) { options in
            try Explorer(spec, options: options).runWithFingerprints()
        }
        bench.compare(packed, prints)
        bench.ratio("fingerprints_over_packed", "fingerprints / packed speed", prints.rate / packed.rate,
                    target: 0.5, targetText: "at least 0.5")
        // (b) and (c): the class router against its value twin.
        let value = bench.measure(router.name, path: "value", expected: router.expectedStateCount) { options in
            try Explorer(BenchRouterValueSpec(router), options: options).run()
        }
        let restored = bench.measure(router.name, path: "class-restore", expected: router.expectedStateCount) { options in
            try Explorer(BenchRouterSpec(router), options: options).run()
        }
        bench.compare(value, restored)
        bench.ratio("class_over_value", "class (adapter, restore) / value speed", restored.rate / value.rate,
                    target: 1.0 / 3, targetText: "at least 0.33")
        bench.limit("class_router_seconds", "class router with closures, \(restored.states) states: median seconds",
                    restored.median, limit: 20, configuration: buildConfiguration)
        // (d) restore against replay.
        let smallRestored = bench.measure(small.name, path: "class-restore", expected: small.expectedStateCount) { options in
            try Explorer(BenchRouterSpec(small), options: options).run()
        }
        let replayed = bench.measure(small.name, path: "class-replay", expected: small.expectedStateCount) { options in
            try Explorer(BenchRouterSpec(small, restores: false), options: options).run()
        }
        bench.compare(smallRestored, replayed)
        bench.ratio("restore_over_replay", "restore / replay speed", smallRestored.rate / replayed.rate, target: nil, targetText: nil)
        // (e) the adapter's default fingerprint (every stored value, by reflection) against the spec's own.
        let structural = bench.measure(router.name, path: "class-default", expected: router.expectedStateCount) { options in
            try Explorer(DefaultFingerprintRouterSpec(base: BenchRouterSpec(router)), options: options).run()
        }
        bench.compare(restored, structural)
        bench.ratio("default_over_own_fingerprint", "class, default fingerprint / own fingerprint speed",
                    structural.rate / restored.rate, target: nil, targetText: nil)
        let declared = bench.measure(router.name, path: "class-fully", expected: router.expectedStateCount) { options in
            try Explorer(DefaultFingerprintRouterSpec(base: BenchRouterSpec(router), fullyHashable: true), options: options).run()
        }
        bench.compare(restored, declared)
        bench.ratio("fully_hashable_over_own_fingerprint", "class, snapshot declared FullyHashable / own fingerprint speed",
                    declared.rate / restored.rate, target: nil, targetText: nil)
        return bench.ok ? 0 : 1
    }

    /// `count` whole numbers separated by commas, or nil when the option is not given.
    static func numbers(_ text: String?, count: Int, option: String, example: String) throws(UsageError) -> [Int]? {
        guard let text else { return nil }
        let parts = text.split(separator: ",").map { Int($0.filter { $0 != " " }) }
        guard parts.count == count, parts.allSatisfy({ $0 != nil }) else {
            throw UsageError("\(option) takes \(count) whole numbers separated by commas (e.g. \(example)), not '\(text)'")
        }
        return parts.map { $0! }
    }
}

extension BenchRouterShape {
    /// `bench-router-T-K-D-S`.
    var name: String { "bench-router-\(tabs)-\(destinations)-\(maxDepth)-\(sheets)" }
}

/// Runs explorations several times and prints their figures, ratios and targets.
struct StoreBench {
    /// The repeated runs of one exploration.
    struct Runs {
        var model: String
        var path: String
        var states: Int
        var seconds: [Double]
        /// CPU seconds of the process (every thread) per run.
        var cpu: [Double] = []
        /// What must agree with a paired run: statistics without timings, and counterexamples.
        var outcome: String
        /// What must agree with the same model written another way: states, transitions, depth,
        /// completeness, and each counterexample's property and actions.
        var core = ""
        var median: Double { seconds.sorted()[seconds.count / 2] }
        var rate: Double { median > 0 ? Double(states) / median : 0 }
    }

    let kv: Bool
    let repeats: Int
    let workers: Int
    /// Whether each run gets the bounds a test gets by default (`NavCheckOptions`' 1,000,000 states
    /// and 60 seconds) instead of none.
    let defaults: Bool
    var ok = true

    /// The command, as the first line names it.
    var command = "bench-stores"
    /// The time bound of each run when ``defaults`` is set (a test's default: 60 seconds).
    var maxSeconds = 60.0

    init(kv: Bool, repeats: Int, workers: Int, defaults: Bool = false) {
        self.kv = kv
        self.repeats = repeats
        self.workers = workers
        self.defaults = defaults
    }

    func intro() {
        guard !kv else { return }
        print("navcheck \(command): \(BenchStoresCommand.buildConfiguration) build, \(ProcessMemory.activeCores) cores online, "
              + "\(workers) worker\(workers == 1 ? "" : "s"), \(repeats) run\(repeats == 1 ? "" : "s") of each exploration")
        print(pad("model", 26) + pad("path", 15) + left("states", 9) + left("median s", 10) + left("min s", 8)
              + left("max s", 8) + left("spread", 8) + left("states/s", 10) + left("cpu s", 8))
    }

    /// Runs `body` `repeats` times; checks that every run gives the same outcome and `expected` states.
    mutating func measure<M: StateMachine>(_ model: String, path: String, expected: Int?,
                                           _ body: (ExplorationOptions) throws -> ExplorationResult<M>) -> Runs {
        var runs = Runs(model: model, path: path, states: 0, seconds: [], outcome: "")
        for r in 0..<repeats {
            let options = defaults ? ExplorationOptions(maxStates: 1_000_000, maxSeconds: maxSeconds, workers: workers)
                : ExplorationOptions(workers: workers)
            let result: ExplorationResult<M>
            let figures: BenchmarkFigures
            let cpuBefore = Self.cpuSeconds()
            do { (result, figures) = try Benchmark.measure(model) { try body(options) } } catch {
                print("\(model) \(path): \(error)")
                ok = false
                return runs
            }
            let outcome = Self.outcome(result)
            runs.core = Self.core(result)
            if r == 0 { runs.outcome = outcome } else if outcome != runs.outcome {
                print("\(model) \(path): run \(r + 1) differs from run 1 (NOT DETERMINISTIC)")
                ok = false
            }
            runs.states = result.statistics.distinctStates
            runs.seconds.append(figures.seconds)
            runs.cpu.append(Self.cpuSeconds() - cpuBefore)
            if !result.complete {
                print("\(model) \(path): PARTIAL at \(result.statistics.distinctStates) states (\(result.stopReason.map { "\($0)" } ?? "cut short"))")
                ok = false
            } else if let expected, result.statistics.distinctStates != expected {
                print("\(model) \(path): \(result.statistics.distinctStates) states, expected \(expected) (COUNT DIFFERS)")
                ok = false
            }
            if kv {
                print("model=\(model) path=\(path) run=\(r + 1) workers=\(workers) build=\(BenchStoresCommand.buildConfiguration) "
                      + "states=\(result.statistics.distinctStates) transitions=\(result.statistics.transitions) "
                      + "depth=\(result.statistics.depth) complete=\(result.complete ? "yes" : "PARTIAL") "
                      + "seconds=\(fixed(figures.seconds, 3)) cpu_seconds=\(fixed(runs.cpu.last!, 3))")
            }
        }
        if !kv {
            let sorted = runs.seconds.sorted()
            let spread = runs.median > 0 ? (sorted.last! - sorted.first!) / runs.median * 100 : 0
            print(pad(model, 26) + pad(path, 15) + left(grouped(runs.states), 9) + left(fixed(runs.median, 2), 10)
                  + left(fixed(sorted.first!, 2), 8) + left(fixed(sorted.last!, 2), 8) + left(fixed(spread, 0) + " %", 8)
                  + left(grouped(Int(runs.rate)), 10) + left(fixed(runs.cpu.sorted()[runs.cpu.count / 2], 2), 8))
        }
        return runs
    }

    /// Checks that two paths gave identical statistics and counterexamples.
    mutating func compare(_ a: Runs, _ b: Runs) {
        guard !a.outcome.isEmpty, a.outcome != b.outcome else { return }
        print("\(a.model) \(a.path) and \(b.model) \(b.path): statistics or counterexamples DIFFER")
        ok = false
    }

    /// Prints a ratio of speeds and whether it meets its target.
    func ratio(_ key: String, _ text: String, _ value: Double, target: Double?, targetText: String?) {
        let verdict = target.map { value >= $0 ? "met" : "NOT MET" }
        if kv {
            print("ratio=\(key) value=\(fixed(value, 3))" + (verdict.map { " target=\(fixed(target!, 3)) \($0 == "met" ? "met=1" : "met=0")" } ?? ""))
        } else {
            print("  \(text): \(fixed(value, 2))" + (targetText.map { " (target \($0): \(verdict!))" } ?? ""))
        }
    }

    /// Prints a time and whether it is under its limit (a limit stated for debug builds).
    /// `forEveryBuild`: the limit given is the one for `configuration` (else the limit is a debug
    /// build's, and a release figure is only shown against it).
    func limit(_ key: String, _ text: String, _ seconds: Double, limit: Double, configuration: String,
               forEveryBuild: Bool = false) {
        let verdict = seconds <= limit ? "met" : "NOT MET"
        let applies = forEveryBuild || configuration == "debug" ? "" : " (the target is for a debug build; this is \(configuration))"
        let build = forEveryBuild ? configuration : "debug"
        if kv {
            print("limit=\(key) seconds=\(fixed(seconds, 3)) target=\(fixed(limit, 0)) met=\(seconds <= limit ? 1 : 0) build=\(configuration)")
        } else {
            print("  \(text): \(fixed(seconds, 2)) (target at most \(fixed(limit, 0)) s in a \(build) build: \(verdict))\(applies)")
        }
    }

    /// The CPU seconds of the process so far (every thread).
    static func cpuSeconds() -> Double {
        var now = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) == 0 else { return 0 }
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Checks that the same model written two ways found the same states, transitions and
    /// counterexamples (statistics per action and property may differ: the two may name them apart).
    mutating func compareModels(_ a: Runs, _ b: Runs) {
        guard !a.core.isEmpty, a.core != b.core else { return }
        print("\(a.model) \(a.path) and \(b.model) \(b.path): states, transitions or counterexamples DIFFER")
        print("  \(a.path): \(a.core)")
        print("  \(b.path): \(b.core)")
        ok = false
    }

    static func core<M: StateMachine>(_ result: ExplorationResult<M>) -> String {
        let s = result.statistics
        return "\(result.complete ? "complete" : "PARTIAL") \(s.distinctStates) states \(s.transitions) transitions depth \(s.depth); "
            + result.counterexamples.map { "\($0.property): \($0.actions.map { String(describing: $0) }.joined(separator: ", "))" }
                .joined(separator: "; ")
    }

    static func outcome<M: StateMachine>(_ result: ExplorationResult<M>) -> String {
        var stats = result.statistics
        stats.seconds = 0
        return "\(result.complete) \(stats) "
            + result.counterexamples.map { "\($0.property) \($0.message) \($0.initialState) \($0.actionIndices)" }.joined(separator: "; ")
    }
}

private func pad(_ text: String, _ width: Int) -> String { text.padding(width) }
private func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
}
private func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
