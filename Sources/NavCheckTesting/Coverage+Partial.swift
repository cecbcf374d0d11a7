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

    /// For a check cut by time, states or memory: the bound that would make it complete, estimated in
    /// states from the growth of the levels of the pass that was cut (the pace of the machine plays no
    /// part, so the estimate is the same on every machine). When the levels shrink, the space ends: the
    /// estimate is the states explored plus the tail the shrinking levels add, and the bound named is a
    /// state bound above it. When they still grow, it is the depth to bound the app at (in
    /// `isWithinBounds`), the deepest whose states fit in the state bound. Under a race bound cut before
    /// its last pass, the sequences with more taps while work is pending are still to come: the estimate
    /// covers those explored, and says to lower the race bound to it. Nil when there are too few
    /// levels to tell.
    static func completionEstimate(_ report: CheckReport, levels: [Int], options: ExplorationOptions) -> String? {
        guard !report.complete, let stop = report.stopReason, [.maxSeconds, .maxStates, .maxMemory].contains(stop) else { return nil }
        let s = report.statistics
        let depth = min(s.depth, levels.count - 1)
        guard depth >= 2, levels[depth - 1] > 0, levels[depth] > 0 else { return nil }
        let growth = Double(levels[depth]) / Double(levels[depth - 1])
        // The levels are those of the pass cut (a search under a race bound starts each pass at its
        // shallowest state): the passes before it add the states of the race counts below it.
        let races = report.raceCoverage
        let before = races.flatMap { r in r.cutAt.flatMap { $0 > 0 && $0 - 1 < r.states.count ? r.states[$0 - 1] : nil } } ?? 0
        func statesTo(_ d: Int) -> Double {
            var total = Double(before)
            for i in 0...min(d, depth) { total += Double(levels[i]) }
            if d > depth { for j in 1...(d - depth) { total += Double(levels[depth]) * pow(growth, Double(j)) } }
            return total
        }
        let shape = "the levels \(growth < 1 ? "shrink" : "grow") ×\(oneDecimal(growth)) at depth \(depth)"
        // Under a race bound cut before its last pass, more taps while work is pending add passes no
        // level shows yet; none where no state explored had work pending.
        let passesToCome = races.map { r in (r.cutAt ?? 0) < r.bound && r.leftOut && r.racesMet != false } ?? false
        let raceNote = passesToCome ? ", raceBound: \(races?.cutAt ?? 0)" : ""
        let racesLeft = passesToCome
            ? " That covers the sequences with at most \(races?.cutAt ?? 0) \(taps(races?.cutAt ?? 0)) while work is pending; "
                + "more taps add states no level shows yet."
            : ""
        if growth < 0.9 {
            // A geometric tail: the space ends. The states already found count, whatever the levels say.
            let total = max(Double(s.distinctStates), statesTo(depth) + Double(levels[depth]) * growth / (1 - growth))
            return "Estimated from the growth of the levels (\(shape)): the whole space is about \(grouped(Int(total))) states, "
                + "so .init(exhaustive: .init(maxStates: \(underscored(roundedBound(total * 1.25)))\(raceNote))) should let it complete."
                + racesLeft
        }
        guard let budget = options.maxStates else { return nil }
        var fits = 0
        for d in 1...(depth + 12) where statesTo(d) <= Double(budget) { fits = d }
        guard fits > 0 else {
            return "Estimated from the growth of the levels (\(shape)): even depth 1 does not fit in \(grouped(budget)) states."
        }
        return "Estimated from the growth of the levels (\(shape)): bounding the app at depth \(fits) in isWithinBounds (for example "
            + "on the length of its paths, or a cap on a counter) would let it complete in about \(grouped(Int(statesTo(fits)))) states"
            + "\(passesToCome ? " with raceBound: \(races?.cutAt ?? 0)" : ""); each level deeper takes about ×\(oneDecimal(max(growth, 1))) as many."
            + racesLeft
    }

    /// A state bound at or above `n`, rounded up to two significant figures (12,400 → 13,000).
    static func roundedBound(_ n: Double) -> Int {
        let whole = max(1, Int(n.rounded(.up)))
        var unit = 1
        while whole / unit >= 100 { unit *= 10 }
        return (whole + unit - 1) / unit * unit
    }

    static func oneDecimal(_ x: Double) -> String {
        let tenths = Int((x * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

}

extension Coverage {
    static func taps(_ k: Int) -> String { k == 1 ? "tap" : "taps" }
}
