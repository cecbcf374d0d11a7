import ModelChecker

/// What a check cut short covered, and what would let it complete.
extension Coverage {
    /// What the check covered, in words, when it was cut short or walked at random: "every sequence
    /// within the bounds with at most 0 taps while work is pending, every sequence of up to 6 actions
    /// with at most 1 tap while work is pending, and 812 random walks of up to 40 steps (…)". Nil for a
    /// complete check with no walks (its coverage line says it all).
    static func covered(_ report: CheckReport, walked: WalkCoverage?) -> String? {
        let cut = !report.complete && report.stopReason != .firstViolation
        guard cut || walked != nil else { return nil }
        var parts: [String] = []
        let depth = coveredDepth(report)
        if let races = report.raceCoverage {
            if let k = races.completed {
                parts.append("every sequence within the bounds with at most \(k) \(taps(k)) while work is pending")
            }
            if cut, let k = races.cutAt ?? (races.completed == nil ? 0 : nil) {
                parts.append(depth == 0 ? "the initial state\(k == 0 ? "" : " with at most \(k) \(taps(k)) while work is pending")"
                             : "every sequence of up to \(depth) action\(depth == 1 ? "" : "s") with "
                                + (k == 0 ? "no tap" : "at most \(k) \(taps(k))") + " while work is pending")
            }
        } else if cut {
            parts.append(depth == 0 ? "the initial state" : "every sequence of up to \(depth) action\(depth == 1 ? "" : "s")")
        } else {
            parts.append("every sequence within the bounds")
        }
        var out = parts.joined(separator: ", ")
        if let walked { out += (out.isEmpty ? "" : ", ") + walked.phrase }
        return out
    }

    /// The length of the sequences a search cut short explored in full: the level being expanded when
    /// time or memory cut it (its states were all found), one less when the state bound cut it while
    /// it found the next level's.
    static func coveredDepth(_ report: CheckReport) -> Int {
        let depth = report.statistics.depth
        return report.stopReason == .maxStates ? max(0, depth - 1) : depth
    }

    /// For a check cut by time, states or memory: the bound that would make it complete, with an
    /// estimate of the time it takes, made from the growth of the levels of the pass that was cut and
    /// the pace of the search (one of a second at least). When the levels shrink, the space ends, and the estimate is the time
    /// bound to give; when they still grow, it is the depth to bound the app at (in `isWithinBounds`),
    /// the deepest whose search fits in the time bound. Nil when there are too few levels to tell.
    static func completionEstimate(_ report: CheckReport, levels: [Int], options: ExplorationOptions) -> String? {
        guard !report.complete, let stop = report.stopReason, [.maxSeconds, .maxStates, .maxMemory].contains(stop) else { return nil }
        let s = report.statistics
        let depth = min(s.depth, levels.count - 1)
        // A search of less than a second tells too little of its pace.
        guard depth >= 2, levels[depth - 1] > 0, levels[depth] > 0, s.seconds >= 1 else { return nil }
        let rate = Double(s.distinctStates) / s.seconds
        guard rate > 0 else { return nil }
        // One search, whatever the race bound: each state once, at the fewest races that reach it.
        let passes = 1.0
        let growth = Double(levels[depth]) / Double(levels[depth - 1])
        func statesTo(_ d: Int) -> Double {
            var total = 0.0
            for i in 0...min(d, depth) { total += Double(levels[i]) }
            if d > depth { for j in 1...(d - depth) { total += Double(levels[depth]) * pow(growth, Double(j)) } }
            return total
        }
        func secondsTo(_ d: Int) -> Double { passes * statesTo(d) / rate }
        let shape = "the levels \(growth < 1 ? "shrink" : "grow") ×\(oneDecimal(growth)) at depth \(depth), "
            + "\(grouped(Int(rate))) states/s"
        if growth < 0.9 {
            // A geometric tail: the space ends.
            let total = statesTo(depth) + Double(levels[depth]) * growth / (1 - growth)
            let estimate = passes * total / rate
            return "Estimated from the growth of the levels (\(shape)): the whole space is about \(grouped(Int(total))) states, "
                + "so .init(exhaustive: .init(maxSeconds: \(roundedUp(estimate * 1.5)))) should let it complete (about "
                + "\(roundedUp(estimate)) s)."
        }
        let budget = options.maxSeconds ?? 60
        var fits = 0
        for d in 1...(depth + 12) where secondsTo(d) <= budget { fits = d }
        guard fits > 0 else {
            return "Estimated from the growth of the levels (\(shape)): even depth 1 does not fit in \(seconds(budget)) s."
        }
        return "Estimated from the growth of the levels (\(shape)): bounding the app at depth \(fits) in isWithinBounds (for example "
            + "on the length of its paths, or a cap on a counter) would let it complete in about \(roundedUp(secondsTo(fits))) s; "
            + "each level deeper takes about ×\(oneDecimal(max(growth, 1))) as long."
    }

    static func oneDecimal(_ x: Double) -> String {
        let tenths = Int((x * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A time in whole seconds, rounded up, at least 1.
    static func roundedUp(_ s: Double) -> Int { max(1, Int(s.rounded(.up))) }
}

extension Coverage {
    static func taps(_ k: Int) -> String { k == 1 ? "tap" : "taps" }
}
