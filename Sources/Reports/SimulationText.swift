import ModelChecker
import NavigationSpecs

extension TerminalReport {
    /// What `navcheck simulate` prints: the seed, each shrunk counterexample with how it was shrunk,
    /// and the statistics.
    public func simulation(_ report: SimulationReport, entry: CatalogEntry) -> String {
        // A run cut by time is reproduced by asking for the walks it completed.
        let runs = report.stopReason == .maxSeconds ? report.runsCompleted : report.runs
        var out = "seed \(report.seed)  (reproduce with: navcheck simulate \(entry.name) --seed \(report.seed)"
        out += " --runs \(runs) --steps \(report.steps)\(report.swarm ? " --swarm" : ""))\n"
        out += "\(counted(report.runsCompleted, "walk")) of at most \(counted(report.steps, "step"))"
        if report.swarm { out += " (swarm)" }
        if let stop = report.stopReason { out += ", stopped early: \(stop.rawValue)" }
        out += "; \(report.violations.count) propert\(report.violations.count == 1 ? "y" : "ies") violated\n\n"
        for (violation, shrink) in zip(report.violations, report.shrinks) {
            out += "shrunk from \(shrink.originalLength) to \(counted(shrink.shrunkLength, "action")) "
                + "in \(counted(shrink.shrinkSteps, "shrink step")) (walk \(shrink.run))\n"
            out += counterexample(violation, entry: entry.name) + "\n"
        }
        if let notChecked = report.notChecked {
            out += "not checked by random walks (liveness; only the exhaustive check judges them): \(notChecked.joined(separator: ", "))\n\n"
        }
        out += statistics(report.statistics)
        return out
    }

    /// The statistics block: totals, per action, per property, vacuous properties.
    public func statistics(_ s: Statistics) -> String {
        var out = "statistics: \(grouped(s.generatedStates)) states generated, \(grouped(s.distinctStates)) distinct, "
            + "\(counted(s.transitions, "step")), longest walk \(s.depth), \(counted(s.faults, "fault")), "
            + seconds(s.seconds) + "\n"
        var rows = [["  ACTION", "ENABLED", "TAKEN", "NEW STATES"]]
        for a in s.actions { rows.append(["  " + a.action, grouped(a.enabled), grouped(a.taken), grouped(a.newStates)]) }
        out += CatalogListing.table(rows) + "\n"
        rows = [["  PROPERTY", "KIND", "EVALUATED", "APPLICABLE", "VIOLATIONS"]]
        for p in s.properties {
            rows.append(["  " + p.name, p.kind.rawValue, grouped(p.evaluated), grouped(p.nonVacuous), grouped(p.violations)])
        }
        out += CatalogListing.table(rows) + "\n"
        if !s.vacuousProperties.isEmpty {
            out += "vacuous (never applicable, checked nothing): \(s.vacuousProperties.joined(separator: ", "))\n"
        }
        return out
    }
}

/// `1 action`, `3 actions`, `1,024 steps`: a count and its noun, singular after one.
public func counted(_ count: Int, _ noun: String) -> String {
    "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
}
