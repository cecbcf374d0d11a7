import BenchmarkModels
import Foundation
import ModelChecker
import SwiftUIBehavior

/// `navcheck bench-app`: the reader app, a real router's shape, through the path users take.
enum BenchAppCommand {
    static let repeats = SharedOptions.repeats
    static let workers = SharedOptions.workers(
        "workers of every run; the ratio's target is for one worker. A @MainActor app takes its steps on the thread that checks it whatever "
            + "N is; with N = 2, as a test on 2 cores runs, the table of seen states is kept on the other core too",
        default: .text("1"))
    static let app = Option<String>.choice("--app", ["reader", "icecubes"],
        help: "the app measured: the reader app, or Ice Cubes' router (ui alphabet, paths app and value-spec)", default: "reader")
    static let alphabet = Option<String>.choice("--alphabet", ["ui", "race"], help: "the reader app's alphabet", default: "ui")
    static let paths = Option<[String]>.list("--paths", "LIST", of: ["app", "restore", "replay", "value-spec", "relaunch"],
                                             help: "the ways to check it, listed above", default: "app,value-spec")
    static let raceBounds = Option<[String]>.list("--race-bounds", "LIST", of: ["0", "1", "2", "3", "4", "5", "6", "none"],
        help: "with --alphabet race: the race bounds to measure, each a run of every path (none: no bound, every sequence)",
        default: "none")
    static let reductions = Option<[String]>.list("--reductions", "LIST", of: ["off", "por"],
        help: "the runs of each path and bound: off (the unreduced search), por (partial-order reduction, one core)",
        default: "off")
    static let maxSeconds = Option<Double>.seconds("--max-seconds", "S", help: "the time bound of each run instead of a test's 60 seconds")

    static let spec = CommandSpec(
        name: "bench-app", summary: "measure a real router's shape through SwiftUIApp, as users check it",
        title: "measure the path users take: a @MainActor class router through SwiftUIApp",
        positionals: .none, options: [repeats, workers, app, alphabet, paths, raceBounds, reductions, maxSeconds, SharedOptions.kv],
        about: """
            Checks the reader app (Sources/BenchmarkModels/ReaderApp.swift: three tabs with a stack each, a
            sheet, a full-screen cover, an in-app browser, three deep links, loads started by screens' .task
            and by buttons) bounded at 1,000,000 states and 60 seconds (not a test's default budget of
            50,000 states), in the ways --paths lists:
              app         through SwiftUIApp as a user writes it: no copy(of:), no restore, the default
                          fingerprint; the router is copied field by field (StoredFieldCopy)
              restore     the same with restore(_:into:) and no copy
              replay      the same with neither: every state reached by replaying its actions
              value-spec  the same model as a plain value state machine with a hand-written fingerprint,
                          as the catalog's specs are written (ReaderTwin)
              relaunch    the app path with the tab kept as @AppStorage and each tab's path as
                          @SceneStorage: the relaunches and their built-ins added (more states; its
                          time is set beside the app path's)
            Every path must find the same states, transitions and counterexamples, complete. --app icecubes
            measures Ice Cubes' router instead (Sources/BenchmarkModels/IceCubesApp.swift: a RouterPath class
            per tab, a tab bar in compact width and a sidebar split view in regular width, a sheet, two
            links, every built-in property on, liveness included; ui alphabet) through the app path and
            its value twin (IceCubesTwin), which must reach as many states. Under
            --alphabet race, --race-bounds 0,1,2,none measures each race bound (the sequences with at most
            K taps while work is pending, raised from 0) beside the unbounded search. --reductions off,por
            runs each again with partial-order reduction (model names end in -por), to set the states each
            leaves out beside the unreduced ones.
            """,
        notes: """
            Run it in the build you want figures for: 'swift run navcheck bench-app' (debug, as 'swift test'
            builds) and 'swift run -c release navcheck bench-app'; Benchmarks/bench-app.sh runs both.
            """)

    @MainActor
    static func run(_ words: [String]) throws -> Int32 {
        guard let args = try spec.parse(words) else { return 0 }
        if args.value(app) == "icecubes" { return try runIceCubes(args) }
        let letters: Alphabet = args.value(alphabet) == "race" ? .race : .ui
        var bench = StoreBench(kv: args[SharedOptions.kv], repeats: args.value(repeats), workers: args.value(workers), defaults: true)
        bench.command = "bench-app"
        if let seconds = args[maxSeconds] { bench.maxSeconds = seconds }
        if !bench.kv {
            print("each run bounded at 1,000,000 states and \(bench.maxSeconds == 60 ? "60 seconds" : "\(bench.maxSeconds) seconds (--max-seconds)")")
        }
        bench.intro()
        let bounds: [Int?] = letters == .ui ? [nil] : args.value(raceBounds).map { Int($0) }
        var runs: [StoreBench.Runs] = []
        for bound in bounds {
            for reduction in args.value(reductions) {
                let model = "reader-\(letters)" + (bound.map { "-k\($0)" } ?? "") + (reduction == "por" ? "-por" : "")
                let these = args.value(paths).map { path in
                    measure(&bench, model: model, path: path, alphabet: letters, raceBound: bound, reduced: reduction == "por")
                }
                for run in these.dropFirst() where run.path != "relaunch" { bench.compareModels(these[0], run) }
                runs += these
            }
        }
        if let app = runs.first(where: { $0.path == "app" }), let value = runs.first(where: { $0.path == "value-spec" && $0.model == app.model }) {
            targets(bench, app: app, value: value)
        }
        if let app = runs.first(where: { $0.path == "app" }), let relaunch = runs.first(where: { $0.path == "relaunch" && $0.model == app.model }) {
            bench.ratio("relaunch_states_over_app", "with relaunch, \(relaunch.states) states / \(app.states): ratio",
                        Double(relaunch.states) / Double(max(app.states, 1)), target: nil, targetText: nil)
            bench.ratio("app_over_relaunch_time", "app / with relaunch, median seconds", app.median / relaunch.median,
                        target: 1 / 1.5, targetText: "at least 0.67: relaunch within 1.5× of the app's time")
        }
        if let app = runs.first(where: { $0.path == "app" }), letters == .ui {
            let debug = BenchStoresCommand.buildConfiguration == "debug"
            bench.limit("app_seconds", "app through SwiftUIApp, \(app.states) states: median seconds", app.median,
                        limit: debug ? 30 : 5, configuration: debug ? "debug" : "release", forEveryBuild: true)
        }
        return bench.ok ? 0 : 1
    }

    /// The runs of one of the ways --paths lists.
    @MainActor
    static func measure(_ bench: inout StoreBench, model: String, path: String, alphabet: Alphabet,
                        raceBound: Int?, reduced: Bool = false) -> StoreBench.Runs {
        func bounded(_ options: ExplorationOptions) -> ExplorationOptions {
            var options = options
            options.raceBound = raceBound
            options.partialOrderReduction = reduced
            return options
        }
        switch path {
        case "app":
            return bench.measure(model, path: path, expected: nil) { options in
                try Explorer(AppMachine(ReaderApp(alphabet: alphabet)), options: bounded(options)).run()
            }
        case "relaunch":
            return bench.measure(model, path: path, expected: nil) { options in
                try Explorer(AppMachine(ReaderApp(alphabet: alphabet).restoringWhereTheUserWas), options: bounded(options)).run()
            }
        case "restore":
            return bench.measure(model, path: path, expected: nil) { options in
                try Explorer(AppMachine(ReaderApp(alphabet: alphabet, reach: .restore)), options: bounded(options)).run()
            }
        case "replay":
            return bench.measure(model, path: path, expected: nil) { options in
                try Explorer(AppMachine(ReaderApp(alphabet: alphabet, reach: .replay)), options: bounded(options)).run()
            }
        default:
            return bench.measure(model, path: path, expected: nil) { options in
                try Explorer(ReaderTwin(alphabet: alphabet), options: bounded(options)).run()
            }
        }
    }
}

extension BenchAppCommand {
    /// `--app icecubes`: Ice Cubes' router through the app path and its value twin, which must reach
    /// the same number of states.
    @MainActor
    static func runIceCubes(_ args: ParsedArguments) throws -> Int32 {
        let chosen = args.value(paths)
        if let other = chosen.first(where: { $0 != "app" && $0 != "value-spec" }) {
            throw UsageError("--app icecubes measures the paths app and value-spec, not '\(other)'")
        }
        var bench = StoreBench(kv: args[SharedOptions.kv], repeats: args.value(repeats), workers: args.value(workers), defaults: true)
        bench.command = "bench-app"
        if let seconds = args[maxSeconds] { bench.maxSeconds = seconds }
        let actions = AppMachine(IceCubesApp()).actions.allValues.count
        if bench.kv {
            print("app=icecubes-ui actions_a_state=\(actions) properties=\(IceCubesApp().properties.count)")
        } else {
            print("Ice Cubes' router (Dimillian/IceCubesApp 0fc41d2): \(actions) actions a state, \(IceCubesApp().properties.count) "
                  + "built-in properties (liveness included); each run bounded at 1,000,000 states and "
                  + "\(bench.maxSeconds == 60 ? "60 seconds" : "\(bench.maxSeconds) seconds (--max-seconds)")")
        }
        bench.intro()
        let runs = chosen.map { path in
            path == "app"
                ? bench.measure("icecubes-ui", path: path, expected: nil) { try Explorer(AppMachine(IceCubesApp()), options: $0).run() }
                : bench.measure("icecubes-ui", path: path, expected: nil) { try Explorer(IceCubesTwin(), options: $0).run() }
        }
        if runs.count == 2, runs[0].states != runs[1].states {
            print("icecubes-ui: the app reaches \(runs[0].states) states, its twin \(runs[1].states) (COUNT DIFFERS)")
            bench.ok = false
        }
        if let app = runs.first(where: { $0.path == "app" }), let value = runs.first(where: { $0.path == "value-spec" }) {
            targets(bench, app: app, value: value)
        }
        return bench.ok ? 0 : 1
    }

    /// The targets of the path users take (issue 32): in a debug build at least 10,000 states/s and half
    /// the twin's rate; in release at least 100,000 states/s and a quarter of it.
    static func targets(_ bench: StoreBench, app: StoreBench.Runs, value: StoreBench.Runs) {
        let debug = BenchStoresCommand.buildConfiguration == "debug"
        let (rate, ratio) = debug ? (10_000.0, 0.5) : (100_000.0, 0.25)
        let build = debug ? "debug" : "release"
        bench.ratio("app_states_per_second_over_target", "app through SwiftUIApp: \(grouped(Int(app.rate))) states/s, over the target",
                    app.rate / rate, target: 1, targetText: "at least \(grouped(Int(rate))) states/s in a \(build) build")
        bench.ratio("app_over_value_spec", "app through SwiftUIApp / value spec speed", app.rate / value.rate,
                    target: ratio, targetText: "at least \(ratio) in a \(build) build")
    }
}
