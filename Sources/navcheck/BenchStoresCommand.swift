import BenchmarkModels
import Foundation
import ModelChecker
import NavigationSpecs
import Reports

/// `navcheck bench-stores`: the users' paths, measured in the build they run in (`swift test` builds in
/// debug): the fingerprint path against the packed one, a class store through the reference-store
/// adapter against its value twin, a router with closures inside it, and restore against replay.
enum BenchStoresCommand {
    static let repeats = SharedOptions.repeats
    static let workers = SharedOptions.workers("workers of every run", default: .described("the cores online, as 'swift test' uses"))
    static let tabbed = Option<[Int]>.numbers("--tabbed", "T,K,D", help: "the TabbedApp size of (a); 178,746 states at the default",
                                              example: "3,2,4", default: .text("3,2,4"))
    static let router = Option<[Int]>.numbers("--router", "T,K,D,S", help: "the router size of (b) and (c); 576,000 states at the default",
                                              example: "3,3,3,2", default: .text("3,3,3,2"))
    static let replay = Option<[Int]>.numbers("--replay", "T,K,D,S", help: "the router size of (d); 9,600 states at the default",
                                              example: "2,3,3,2", default: .text("2,3,3,2"))
    static let kv = Flag("--kv", help: "one key=value line per run and per ratio, for scripts")

    static let spec = CommandSpec(
        name: "bench-stores", summary: "measure the users' paths in this build: fingerprints, class stores, restore",
        title: "measure the users' paths: fingerprints, class stores, restore",
        positionals: .none, options: [repeats, workers, tabbed, router, replay, kv],
        about: """
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
            """,
        examples: ["bench-stores --repeat 1 --tabbed 2,2,3 --router 2,2,2,2 --replay 2,2,2,2",
                   "bench-stores --kv --tabbed 2,2,3 --router 2,3,2,2 --replay 2,3,2,2"], examplePrefix: "swift run navcheck")

    static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let sizes = (tabbed: args.value(tabbed), router: args.value(router), replay: args.value(replay))
        var bench = StoreBench(kv: args[kv], repeats: args.value(repeats), workers: args[workers] ?? ProcessMemory.activeCores)
        let app: TabbedAppSpec, shape: BenchRouterShape, small: BenchRouterShape
        do {
            app = try TabbedAppSpec(tabs: sizes.tabbed[0], destinations: sizes.tabbed[1], maxDepth: sizes.tabbed[2])
            shape = try BenchRouterShape(tabs: sizes.router[0], destinations: sizes.router[1], maxDepth: sizes.router[2],
                                         sheets: sizes.router[3])
            small = try BenchRouterShape(tabs: sizes.replay[0], destinations: sizes.replay[1], maxDepth: sizes.replay[2],
                                         sheets: sizes.replay[3])
        } catch { throw UsageError(error.message) }
        bench.intro()
        // (a) fingerprints against packed.
        let packed = bench.measure(app.name, path: "packed", expected: app.expectedStateCount) { options in
            try Explorer(app, options: options).run()
        }
        let prints = bench.measure(app.name, path: "fingerprints", expected: app.expectedStateCount) { options in
            try Explorer(app, options: options).runWithFingerprints()
        }
        bench.compare(packed, prints)
        bench.ratio("fingerprints_over_packed", "fingerprints / packed speed", prints.rate / packed.rate,
                    target: 0.5, targetText: "at least 0.5")
        // (b) and (c): the class router against its value twin.
        let value = bench.measure(shape.name, path: "value", expected: shape.expectedStateCount) { options in
            try Explorer(BenchRouterValueSpec(shape), options: options).run()
        }
        let restored = bench.measure(shape.name, path: "class-restore", expected: shape.expectedStateCount) { options in
            try Explorer(BenchRouterSpec(shape), options: options).run()
        }
        bench.compare(value, restored)
        bench.ratio("class_over_value", "class (adapter, restore) / value speed", restored.rate / value.rate,
                    target: 1.0 / 3, targetText: "at least 0.33")
        bench.limit("class_router_seconds", "class router with closures, \(restored.states) states: median seconds",
                    restored.median, limit: 20, configuration: buildConfiguration)
        measureRestoreAndFingerprints(&bench, shape: shape, small: small, restored: restored)
        return bench.ok ? 0 : 1
    }

    /// (d) restore against replay, and (e) the adapter's default fingerprint (every stored value, by
    /// reflection) against the spec's own, and a snapshot declared FullyHashable.
    static func measureRestoreAndFingerprints(_ bench: inout StoreBench, shape: BenchRouterShape, small: BenchRouterShape,
                                              restored: StoreBench.Runs) {
        let smallRestored = bench.measure(small.name, path: "class-restore", expected: small.expectedStateCount) { options in
            try Explorer(BenchRouterSpec(small), options: options).run()
        }
        let replayed = bench.measure(small.name, path: "class-replay", expected: small.expectedStateCount) { options in
            try Explorer(BenchRouterSpec(small, restores: false), options: options).run()
        }
        bench.compare(smallRestored, replayed)
        bench.ratio("restore_over_replay", "restore / replay speed", smallRestored.rate / replayed.rate, target: nil, targetText: nil)
        let structural = bench.measure(shape.name, path: "class-default", expected: shape.expectedStateCount) { options in
            try Explorer(DefaultFingerprintRouterSpec(base: BenchRouterSpec(shape)), options: options).run()
        }
        bench.compare(restored, structural)
        bench.ratio("default_over_own_fingerprint", "class, default fingerprint / own fingerprint speed",
                    structural.rate / restored.rate, target: nil, targetText: nil)
        let declared = bench.measure(shape.name, path: "class-fully", expected: shape.expectedStateCount) { options in
            try Explorer(DefaultFingerprintRouterSpec(base: BenchRouterSpec(shape), fullyHashable: true), options: options).run()
        }
        bench.compare(restored, declared)
        bench.ratio("fully_hashable_over_own_fingerprint", "class, snapshot declared FullyHashable / own fingerprint speed",
                    declared.rate / restored.rate, target: nil, targetText: nil)
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
                      + "seconds=\(fixed(figures.seconds, 3)) cpu_seconds=\(fixed(runs.cpu.last!, 3))"
                      + (result.raceCoverage.map { " race_bound=\($0.bound) race_bound_completed=\($0.completed.map(String.init) ?? "none")" } ?? ""))
            } else if r == 0, let races = result.raceCoverage {
                print("\(model) \(path): \(races.description); states by bound: \(races.states.map(grouped).joined(separator: ", "))")
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
