import ModelChecker
import NavigationSpecs
import Reports

import Foundation

/// The subcommands, in the order `--help` lists them: each one's table and what runs it.
let commands: [(spec: CommandSpec, run: ([String]) throws -> Int32)] = [
    (CheckCommand.spec, CheckCommand.run),
    (ListCommand.spec, ListCommand.run),
    (SimulateCommand.spec, SimulateCommand.run),
    (DiffCommand.spec, DiffCommand.run),
    (ReplayCommand.spec, ReplayCommand.run),
    (PromoteCommand.spec, PromoteCommand.run),
    (MergeCommand.spec, MergeCommand.run),
    (BenchRandomCommand.spec, BenchRandomCommand.run),
    (GraphCommand.spec, GraphCommand.run),
    (ExploreCommand.spec, ExploreCommand.run),
    (BenchCommand.spec, BenchCommand.run),
    (BenchStoresCommand.spec, BenchStoresCommand.run),
    (BenchAppCommand.spec, { words in try MainActor.assumeIsolated { try BenchAppCommand.run(words) } }),
    (BenchLivenessCommand.spec, { words in try MainActor.assumeIsolated { try BenchLivenessCommand.run(words) } }),
]

let usage = """
    navcheck — model-check SwiftUI navigation state

    USAGE
      navcheck                      check every catalog entry; exit 0 when each meets its expectation
      navcheck [OPTIONS]            the same with check's options, e.g. --shard 1/4, --baseline FILE, --junit FILE
      navcheck <subcommand> [options]

    SUBCOMMANDS
    \(commands.map { "  \($0.spec.name.padding(28))\($0.spec.summary)" }.joined(separator: "\n"))

    Run 'navcheck <subcommand> --help' for a subcommand's options and examples.
    Exit status: 0 expectations met, 1 some entry did not meet its expectation (or a run cut by a bound,
    PARTIAL, could not show it), 2 usage or input error (nothing written), 3 an output could not be
    written (a full disk, standard output closed), 130 or 143 interrupted by SIGINT or SIGTERM (the
    report folder as it was).
    """

extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}

func writeError(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    FileHandle.standardError.write(Data(line.utf8))
}

Interruption.install()
let argv = Array(CommandLine.arguments.dropFirst())
var status: Int32
do {
    if argv.isEmpty {
        status = try CheckCommand.run([])
    } else if argv[0] == "--help" || argv[0] == "-h" || argv[0] == "help" {
        say(usage)
        status = 0
    } else if let command = commands.first(where: { $0.spec.name == argv[0] }) {
        status = try command.run(Array(argv.dropFirst()))
    } else if argv[0].hasPrefix("-") {
        status = try CheckCommand.run(argv)
    } else {
        throw UsageError("unknown subcommand '\(argv[0])'; valid subcommands: \(commands.map(\.spec.name).joined(separator: ", "))")
    }
} catch let error as UsageError {
    writeError("navcheck: error: \(error.message)")
    writeError("Run 'navcheck --help' for usage.")
    status = 2
} catch let error as CheckError {
    writeError("navcheck: error: \(error.message)")
    status = 2
} catch let error as ReportError {
    // Output that could not be written (a full disk, a folder that went away): not a usage error.
    writeError("navcheck: error: \(error.message)")
    status = 3
} catch let error as Interruption.Interrupted {
    Interruption.leave(error.signal)
} catch {
    writeError("navcheck: error: \(error.localizedDescription); run again, or report it if it persists")
    status = 3
}
Output.flush()
if fflush(nil) != 0 && errno != EPIPE && Output.errorLine == nil {
    writeError("navcheck: error: cannot write the results to standard output (\(SafeFile.describe(errno))); free some space or send the output elsewhere")
    if status < 2 { status = 3 }
}
if let line = Output.errorLine {
    writeError(line)
    if status < 2 { status = 3 }
}
exit(status)
