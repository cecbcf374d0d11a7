import Foundation
import ModelChecker

/// The coverage line of a check and what, besides counterexamples, fails it.
enum Coverage {
    /// `notes: 1,234 states, 5,678 transitions, depth 8, complete` and one line with each property's
    /// count of evaluations where it applied.
    static func text(_ report: CheckReport, machine: String) -> String {
        let s = report.statistics
        var out = "NavCheck \(machine): "
        if let races = report.raceCoverage, races.states.count > 1, !report.complete {
            // A search raised through race bounds and cut: the distinct states of the whole search, and
            // per race count those of the sequences with at most that many taps (each count includes
            // the one before).
            out += "\(grouped(s.distinctStates)) distinct states over \(races.states.count) race passes ("
                + races.states.enumerated().map { k, n in "k ≤ \(k): \(grouped(n)) states, cumulative" }.joined(separator: "; ")
                + "), \(grouped(s.transitions)) transitions and depth \(s.depth) in the pass cut, "
        } else {
            out += "\(grouped(s.distinctStates)) states, \(grouped(s.transitions)) transitions, depth \(s.depth), "
        }
        out += report.complete || report.stopReason == .firstViolation ? "complete" : "PARTIAL (\(bound(report.stopReason)))"
            + (report.stopReason == .maxSeconds ? "\n  " + safetyStopNote : "")
        if let races = report.raceCoverage { out += "\n  race bound: " + races.description }
        out += "\n  applied: " + s.properties.map { "\($0.name) \(grouped($0.nonVacuous))×" }.joined(separator: ", ")
        if let l = s.liveness {
            out += "\n  liveness: \(grouped(l.transitions)) transitions kept, \(l.bytesPerTransitionWhileSearching) bytes each while searching, \(l.bytesPerTransition) after"
            if l.unexpandedStates > 0 { out += "; \(grouped(l.unexpandedStates)) states not fully explored, never judged stuck" }
            if !l.unjudgedProperties.isEmpty {
                out += "; NOT JUDGED: \(l.unjudgedProperties.joined(separator: ", ")) (\(l.notJudged ?? "the search was cut short"))"
            }
        }
        return out + "\n"
    }

    /// PARTIAL (unless allowed), vacuous and never-evaluated properties, and (in a complete check) the
    /// spec's own actions that were never enabled, each a sentence that says what to do.
    ///
    /// - Parameters:
    ///   - ownActions: per action of the alphabet, whether it must be enabled somewhere in a complete
    ///     check (default: every action).
    ///   - excused: vacuous properties that the machine says cannot apply under its alphabet
    ///     (``StateMachine/whyNeverApplies(_:)``): not problems.
    ///   - levels: the number of states at each breadth-first level, as far as the search got.
    static func problems(_ report: CheckReport, machine: String, options: ExplorationOptions, allowIncomplete: Bool,
                         ownActions: [Bool]? = nil, excused: Set<String> = [], levels: [Int] = [],
                         waitsFor: (String) -> String? = { _ in nil }, reachNote: String? = nil) -> [String] {
        var problems: [String] = []
        let s = report.statistics
        if !report.complete, let stop = report.stopReason, stop != .firstViolation, !allowIncomplete {
            problems.append("NavCheck \(machine): PARTIAL: the exploration was cut by \(bound(stop, options: options)) after "
                + "\(grouped(s.distinctStates)) states to depth \(s.depth), so properties were not checked everywhere. "
                + (stop == .maxSeconds ? safetyStopNote + " " : "")
                + (report.raceCoverage.flatMap { $0.racesMet == false ? nil : $0 }.map { "Under the race bound: \($0.description) (a smaller raceBound in NavCheckOptions covers fewer taps while work is pending, in less time). " } ?? "")
                + "\(raise(stop, options: options)), or pass allowIncomplete: true in NavCheckOptions to accept a partial check."
                + (growthNote(report, levels: levels).map { " " + $0 } ?? "")
                + (completionEstimate(report, levels: levels, options: options).map { " " + $0 } ?? "")
                + (reachNote.map { " " + $0 } ?? ""))
        }
        for name in report.vacuousProperties where !excused.contains(name) {
            let evaluated = s.properties.first { $0.name == name }?.evaluated ?? 0
            problems.append("NavCheck \(machine): \(name) never applied in \(grouped(evaluated)) evaluations, so it checked nothing: "
                + (waitsFor(name).map { "it waits for what the app does not declare: \($0)" }
                    ?? "make its condition reachable (is the action or state it waits for ever enabled?) or remove the property."))
        }
        // A check stopped at its first violation leaves properties unevaluated on purpose.
        for p in s.properties where p.evaluated == 0 && p.kind != .fault && report.stopReason != .firstViolation {
            let why = p.kind.isStepProperty
                ? "it is checked at each step, and no step was taken (\(grouped(s.distinctStates)) state\(s.distinctStates == 1 ? "" : "s"), "
                    + "\(grouped(s.transitions)) transitions): make an action enabled where the check starts (isEnabled, the bounds)"
                : "it is checked in each state, and none was checked: make sure the check reaches a state (the options, the bounds)"
            problems.append("NavCheck \(machine): \(p.name) was never evaluated, so it checked nothing: \(why), or remove the property.")
        }
        if report.complete {
            for (i, a) in s.actions.enumerated() where a.enabled == 0 && (ownActions.map { i < $0.count && $0[i] } ?? true) {
                problems.append("NavCheck \(machine): \(a.action) was never enabled in \(grouped(s.distinctStates)) "
                    + "state\(s.distinctStates == 1 ? "" : "s"), so it was never taken and nothing after it was checked: make isEnabled "
                    + "(isOnScreen in a SwiftUIApp) allow it in a state the check reaches (within isWithinBounds and the bounds), "
                    + "or remove it from the actions.")
            }
        }
        return problems
    }

    /// A sentence for a check cut by the number of states, time or memory whose depth kept growing
    /// with about as many new states at each level: what a state space that never ends shows, most
    /// often because of fresh identities. Nil when the levels show no such sign.
    ///
    /// The sign: at least 32 levels, and the last 16 each with at least one state and at most twice as
    /// many as the smallest of them (a finite state space cut early grows by a factor at each level,
    /// or shrinks towards its end).
    static func growthNote(_ report: CheckReport, levels: [Int]) -> String? {
        guard !report.complete, let stop = report.stopReason, [.maxStates, .maxSeconds, .maxMemory].contains(stop),
              levels.count >= 32 else { return nil }
        let last = levels.suffix(16)
        guard let low = last.min(), let high = last.max(), low > 0, high <= 2 * low else { return nil }
        return "The depth kept growing (to \(report.statistics.depth)) with about as many new states at each level "
            + "(\(low == high ? grouped(low) : "\(grouped(low)) to \(grouped(high))") at each of the last \(last.count)), "
            + "as a state space that never ends does: "
            + "a likely cause is a fresh identity in the snapshot (a UUID(), a counter, a date) that makes a state new at every step. "
            + "Leave it out of the snapshot or the fingerprint, or renumber such identities canonically (by their order on "
            + "screen), so that the same screens are the same state."
    }

    /// What a cut by the time bound means: the one bound that depends on the machine.
    static let safetyStopNote = "The time safety stop (maxSeconds) ended the search: how far it got, and so what it found, "
        + "depends on the machine's speed and load; a state bound (maxStates) gives the same result on every machine."

    static func bound(_ stop: StopReason?, options: ExplorationOptions? = nil) -> String {
        switch stop {
        case .maxDepth?: "max depth" + (options?.maxDepth.map { " \($0)" } ?? "")
        case .maxStates?: "max states" + (options?.maxStates.map { " \(grouped($0))" } ?? "")
        case .maxSeconds?: "max seconds" + (options?.maxSeconds.map { " \(seconds($0))" } ?? "")
        case .maxMemory?: "max memory" + (options?.maxMemoryBytes.map { " \(grouped($0)) bytes" } ?? "")
        case .firstViolation?: "the first violation"
        case nil: "no bound"
        }
    }

    static func raise(_ stop: StopReason, options: ExplorationOptions) -> String {
        switch stop {
        case .maxDepth: "Raise it with .init(exhaustive: .init(maxDepth: \((options.maxDepth ?? 0) * 2)))"
        case .maxStates: "Raise it with .init(exhaustive: .init(maxStates: \(underscored((options.maxStates ?? 0) * 4))))"
        case .maxSeconds: "Raise it with .init(exhaustive: .init(maxSeconds: \(seconds((options.maxSeconds ?? 0) * 4)))), or bound the "
            + "work instead with maxStates"
        case .maxMemory: "Raise it with .init(exhaustive: .init(maxMemoryBytes: \(underscored((options.maxMemoryBytes ?? 0) * 2))))"
        case .firstViolation: "Remove stopAtFirstViolation"
        }
    }

    static func underscored(_ n: Int) -> String { grouped(n).replacingOccurrences(of: ",", with: "_") }

    static func seconds(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }
}
