import BenchmarkModels
import ModelChecker
import NavigationSpecs
import Reports
import SwiftUIBehavior

/// `navcheck bench-liveness`: what the four liveness built-ins cost beside the safety-only check.
enum BenchLivenessCommand {
    static let repeats = SharedOptions.repeats
    static let workers = SharedOptions.workers("workers of every run",
                                               default: .text("1"))
    static let tabbed = Option<[Int]>.numbers("--tabbed", "T,K,D", help: "the TabbedApp size; 1,500,282 states at the default",
                                              example: "3,2,4", default: .text("3,2,5"))

    static let models = Option<[String]>.list("--models", "LIST", of: ["tabbed", "reader"], help: "the models to measure, listed above",
                                              default: "tabbed,reader")

    static let spec = CommandSpec(
        name: "bench-liveness", summary: "measure the liveness built-ins beside the safety-only check",
        title: "measure what the four liveness built-ins cost",
        positionals: .none, options: [repeats, workers, tabbed, models, SharedOptions.kv],
        about: """
            Checks each model twice, safety only and with the four liveness built-ins (noDeadEnd,
            canAlwaysGetHome, everyScreenReachable, workSettles), and prints the times, the transitions
            the liveness pass kept and their bytes, and whether the check with them takes at most twice
            the safety-only time:
              TabbedApp(T, K, D)  the benchmark model, with the invariants library's NavigationLiveness
              reader              the reader app of bench-app, through SwiftUIApp under ui, with the
                                  AppProperty built-ins
            """,
        notes: """
            Run it in the build you want figures for: 'swift run -c release navcheck bench-liveness'.
            """)

    @MainActor
    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        let size = args.value(tabbed)
        guard size.count == 3 else { throw UsageError("--tabbed takes T,K,D, not \(size.map(String.init).joined(separator: ","))") }
        var bench = StoreBench(kv: args[SharedOptions.kv], repeats: args.value(repeats), workers: args.value(workers))
        bench.command = "bench-liveness"
        bench.intro()
        let model = "tabbed-\(size[0])-\(size[1])-\(size[2])"
        func tabbedSpec(_ liveness: Bool) throws(UsageError) -> TabbedAppSpec {
            do { return try TabbedAppSpec(tabs: size[0], destinations: size[1], maxDepth: size[2], checksLiveness: liveness) } catch {
                throw UsageError(error.message)
            }
        }
        let chosen = args.value(models)
        let options = ExplorationOptions(workers: args.value(workers))
        var pairs: [(StoreBench.Runs, StoreBench.Runs)] = []
        var kept: [(String, LivenessStatistics?)] = []
        if chosen.contains("tabbed") {
            let safe = try tabbedSpec(false), live = try tabbedSpec(true)
            pairs.append((bench.measure(model, path: "safety", expected: safe.expectedStateCount) { try Explorer(safe, options: $0).run() },
                          bench.measure(model, path: "+liveness", expected: live.expectedStateCount) { try Explorer(live, options: $0).run() }))
            // What the liveness pass kept (one more run, for its statistics).
            kept.append((model, try Explorer(live, options: options).run().statistics.liveness))
        }
        if chosen.contains("reader") {
            pairs.append((bench.measure("reader-ui", path: "safety", expected: nil) { try Explorer(AppMachine(ReaderApp()), options: $0).run() },
                          bench.measure("reader-ui", path: "+liveness", expected: nil) {
                              try Explorer(AppMachine(ReaderApp(checksLiveness: true)), options: $0).run()
                          }))
            kept.append(("reader-ui", try Explorer(AppMachine(ReaderApp(checksLiveness: true)), options: options).run().statistics.liveness))
        }
        for case let (name, l?) in kept {
            let text = "\(name): \(grouped(l.transitions)) transitions kept, \(l.bytesPerTransitionWhileSearching) bytes each while "
                + "searching, \(l.bytesPerTransition) after (\(SafeFile.byteCount(l.transitionBytes))), "
                + "\(SafeFile.byteCount(l.stateBytes)) for the states besides"
            print(bench.kv ? "liveness=\(name) transitions=\(l.transitions) bytes_per_transition=\(l.bytesPerTransition) "
                      + "bytes_per_transition_while_searching=\(l.bytesPerTransitionWhileSearching)" : "  " + text)
        }
        for (safety, liveness) in pairs where liveness.median > 0 {
            bench.ratio("\(safety.model)_safety_over_liveness", "\(safety.model): safety-only time / time with the liveness built-ins",
                        safety.median / liveness.median, target: 0.5, targetText: "at least 0.5: at most 2× the safety-only time")
        }
        return bench.ok ? 0 : 1
    }
}
