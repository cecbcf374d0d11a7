import Foundation
import ModelChecker
import NavigationSpecs
import SwiftUIBehavior

/// `navcheck bench-app`: the reader app, a real router's shape, through the path users take.
enum BenchAppCommand {
    static let help = """
        navcheck bench-app — measure the path users take: a @MainActor class router through SwiftUIApp

        USAGE
          navcheck bench-app [--repeat N] [--workers N] [--alphabet ui|race] [--paths LIST] [--max-seconds S] [--kv]

        Checks the reader app (Sources/NavigationSpecs/ReaderApp.swift: three tabs with a stack each, a
        sheet, a full-screen cover, an in-app browser, three deep links, loads started by screens' .task
        and by buttons) with the options a test gets by default (1,000,000 states, 60 seconds), in the
        ways --paths lists (default app,value-spec):
          app         through SwiftUIApp as a user writes it: no copy(of:), no restore, the default
                      fingerprint; the router is copied field by field (StoredFieldCopy)
          restore     the same with restore(_:into:) and no copy
          replay      the same with neither: every state reached by replaying its actions
          value-spec  the same model as a plain value state machine with a hand-written fingerprint,
                      as the catalog's specs are written (ReaderTwin)
        Every path must find the same states, transitions and counterexamples, complete.

        --max-seconds S: the time bound of each run instead of a test's 60 seconds.
        --workers N (default 1): the ratio's target is for one worker. A @MainActor app takes its steps
        on the thread that checks it whatever N is; with N = 2, as a test on 2 cores runs, the table of
        seen states is kept on the other core too.

        Run it in the build you want figures for: 'swift run navcheck bench-app' (debug, as 'swift test'
        builds) and 'swift run -c release navcheck bench-app'; Benchmarks/bench-app.sh runs both.
        """

    @MainActor
    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--repeat", "--workers", "--alphabet", "--paths", "--max-seconds"],
                                 flags: ["--kv", "--help", "-h"], command: "bench-app")
        if args.flags.contains("--help") || args.flags.contains("-h") { print(help); return 0 }
        if let extra = args.positionals.first { throw UsageError("'bench-app' takes no arguments, got '\(extra)'") }
        let repeats = try args.positive("--repeat") ?? 3
        let workers = try args.positive("--workers") ?? 1
        let alphabet: Alphabet
        switch args.values["--alphabet"] ?? "ui" {
        case "ui": alphabet = .ui
        case "race": alphabet = .race
        case let other: throw UsageError("--alphabet takes ui or race, not '\(other)'")
        }
        let known = ["app", "restore", "replay", "value-spec"]
        let paths = (args.values["--paths"] ?? "app,value-spec").split(separator: ",").map(String.init)
        if let unknown = paths.first(where: { !known.contains($0) }) {
            throw UsageError("--paths takes a comma-separated list of \(known.joined(separator: ", ")), not '\(unknown)'")
        }
        var bench = StoreBench(kv: args.flags.contains("--kv"), repeats: repeats, workers: workers, defaults: true)
        bench.command = "bench-app"
        if let text = args.values["--max-seconds"] {
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw UsageError("--max-seconds takes a positive number of seconds, not '\(text)'")
            }
            bench.maxSeconds = seconds
        }
        if !bench.kv {
            print("each run with the bounds a test gets by default: 1,000,000 states, \(bench.maxSeconds == 60 ? "60 seconds" : "\(bench.maxSeconds) seconds (--max-seconds)")")
        }
        bench.intro()
        let model = "reader-\(alphabet)"
        var runs: [StoreBench.Runs] = []
        for path in paths {
            switch path {
            case "app":
                runs.append(bench.measure(model, path: path, expected: nil) { options in
                    try Explorer(AppMachine(ReaderApp(alphabet: alphabet)), options: options).run()
                })
            case "restore":
                runs.append(bench.measure(model, path: path, expected: nil) { options in
                    try Explorer(AppMachine(ReaderApp(alphabet: alphabet, reach: .restore)), options: options).run()
                })
            case "replay":
                runs.append(bench.measure(model, path: path, expected: nil) { options in
                    try Explorer(AppMachine(ReaderApp(alphabet: alphabet, reach: .replay)), options: options).run()
                })
            default:
                runs.append(bench.measure(model, path: path, expected: nil) { options in
                    try Explorer(ReaderTwin(alphabet: alphabet), options: options).run()
                })
            }
        }
        for run in runs.dropFirst() { bench.compareModels(runs[0], run) }
        if let app = runs.first(where: { $0.path == "app" }), let value = runs.first(where: { $0.path == "value-spec" }) {
            bench.ratio("app_over_value_spec", "app through SwiftUIApp / value spec speed", app.rate / value.rate,
                        target: 0.25, targetText: "at least 0.25 in a debug build")
        }
        if let app = runs.first(where: { $0.path == "app" }), alphabet == .ui {
            let debug = BenchStoresCommand.buildConfiguration == "debug"
            bench.limit("app_seconds", "app through SwiftUIApp, \(app.states) states: median seconds", app.median,
                        limit: debug ? 30 : 5, configuration: debug ? "debug" : "release", forEveryBuild: true)
        }
        return bench.ok ? 0 : 1
    }
}
