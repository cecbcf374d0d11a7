import ModelChecker
import NavigationSpecs
import Reports

let report = TerminalReport(color: false)
let names = CommandLine.arguments.dropFirst()
for entry in Catalog.entries where names.isEmpty || names.contains(entry.name) {
    let outcome = try EntryOutcome(checking: entry, options: ExplorationOptions(maxStates: 2_000_000))
    print(report.line(for: outcome))
    for v in outcome.report.violations { print(report.counterexample(v, entry: outcome.name)) }
    print("vacuous:", outcome.report.vacuousProperties)
}
