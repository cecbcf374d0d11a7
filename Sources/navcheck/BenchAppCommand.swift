import Foundation
import ModelChecker
import NavigationSpecs
import SwiftUIBehavior

/// `navcheck bench-app`: the reader app, a real router's shape, through the path users take.
enum BenchAppCommand {
    static let help = """
        navcheck bench-app — measure the path users take: a @MainActor class router through SwiftUIApp

        USAGE
          navcheck bench-app [--repeat N] [--workers N] [--alphabet ui|race] [--kv]

        Checks the reader app (Sources/NavigationSpecs/ReaderApp.swift: three tabs with a stack each, a
        sheet, a full-screen cover, an in-app browser, three deep links, loads started by screens' .task
        and by buttons) with the options a test gets by default (1,000,000 states, 60 seconds), three
        ways: (a) through SwiftUIApp with the default fingerprint, replaying states (no copy, no
        restore), (b) the same with restore, (c) the same model as a plain value state machine with a
        hand-written fingerprint. The runs must find the same states and counterexamples.

        Run it in the build you want figures for: 'swift run navcheck bench-app' (debug, as 'swift test'
        builds) and 'swift run -c release navcheck bench-app'; Benchmarks/bench-app.sh runs both.
        """

    @MainActor
    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, options: ["--repeat", "--workers", "--alphabet"],
                                 flags: ["--kv", "--help", "-h"], command: "bench-app")
        if args.flags.contains("--help") || args.flags.contains("-h") { print(help); return 0 }
        if let extra = args.positionals.first { throw UsageError("'bench-app' takes no arguments, got '\(extra)'") }
        let repeats = try args.positive("--repeat") ?? 3
        let workers = try args.positive("--workers") ?? ProcessMemory.activeCores
        let alphabet: Alphabet
        switch args.values["--alphabet"] ?? "ui" {
        case "ui": alphabet = .ui
        case "race": alphabet = .race
        case let other: throw UsageError("--alphabet takes ui or race, not '\(other)'")
        }
        var bench = StoreBench(kv: args.flags.contains("--kv"), repeats: repeats, workers: workers, defaults: true)
        bench.intro()
        let copied = bench.measure("reader-\(alphabet)", path: "app", expected: nil) { options in
            try Explorer(AppMachine(ReaderApp(alphabet: alphabet)), options: options).run()
        }
        let restored = bench.measure("reader-\(alphabet)", path: "app-restore", expected: nil) { options in
            try Explorer(AppMachine(ReaderApp(alphabet: alphabet, reach: .restore)), options: options).run()
        }
        bench.compare(copied, restored)
        return bench.ok ? 0 : 1
    }
}
