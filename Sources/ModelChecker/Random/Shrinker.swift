/// The outcome of shrinking one failing action sequence.
public struct ShrinkResult: Sendable, Hashable {
    /// The shrunk actions' indices in the machine's alphabet.
    public var actionIndices: [Int]
    /// What the property said at the violation of the shrunk sequence.
    public var message: String
    /// The kind of finding of the shrunk sequence (shrinking keeps the kind it started with).
    public var finding: FindingKind
    /// The length of the sequence shrinking started from (the actions that ran up to the violation).
    public var originalLength: Int
    /// How many candidates were accepted on the way.
    public var shrinkSteps: Int
    /// How many candidates were replayed.
    public var attempts: Int
}

/// Shrinks a failing action sequence to a short, simple one that still violates the same property.
///
/// Passes, repeated until none makes progress (a fixed point):
/// 1. delete chunks, halving their size from half the sequence down to single actions;
/// 2. delete pairs of actions (for sequences of at most ``maxPairLength`` actions);
/// 3. simplify each action: replace it by the generator's simpler candidates, then by every earlier
///    action of the alphabet (alphabet order is simplicity order);
/// 4. when the passes above are stuck: delete any three actions (for sequences of at most
///    ``maxExchangeLength`` actions);
/// 5. when still stuck: replace two actions by one action of the alphabet, inserted at any position
///    (for sequences of at most ``maxExchangeLength`` actions).
///
/// Every candidate is replayed from the initial state with enabledness (and the spec's bounds) checked
/// at each step, and kept only if it violates the same property; it is then cut right after the step
/// that violates it. A candidate is kept only if it is shorter, or as long and earlier in alphabet
/// order, so shrinking always ends. Deterministic: no randomness is involved.
///
/// ```swift
/// let shrunk = Shrinker(spec).shrink([0, 4, 3, 2, 6], property: "rootNotInStack")
/// shrunk?.actionIndices   // [0, 7]
/// ```
public struct Shrinker<Machine: StateMachine>: Sendable {
    /// The machine the sequences run on.
    public let machine: Machine
    /// Pair deletion is tried on sequences of at most this many actions (it costs O(n²) replays).
    public var maxPairLength = 64
    /// Exchanges (pass 4) are tried on sequences of at most this many actions (O(n³ × alphabet) replays).
    public var maxExchangeLength = 16
    let alphabet: [Machine.Action]

    /// A shrinker for `machine`.
    public init(_ machine: Machine) {
        self.machine = machine
        alphabet = machine.actions.allValues
    }

    /// Shrinks `indices` (alphabet indices, run from `initialStates[initialState]`) for `property`;
    /// nil when the sequence does not violate `property` in the first place (or is not replayable).
    public func shrink(_ indices: [Int], initialState: Int = 0, property: String,
                       finding: FindingKind? = nil) -> ShrinkResult? {
        var attempts = 0
        var kind: FindingKind? = finding
        func test(_ candidate: [Int]) -> (indices: [Int], message: String)? {
            attempts += 1
            guard candidate.allSatisfy({ alphabet.indices.contains($0) }) else { return nil }
            let result = machine.replay(candidate.map { alphabet[$0] }, from: initialState,
                                        stopAtViolationOf: property)
            guard let violation = result.violation(of: property), kind.map({ $0 == violation.finding }) ?? true else {
                return nil
            }
            kind = violation.finding
            return (Array(candidate.prefix(violation.step)), violation.message)
        }
        guard let start = test(indices), let finding = kind else { return nil }
        var current = start.indices
        var message = start.message
        var steps = 0
        func accept(_ candidate: [Int]) -> Bool {
            guard let found = test(candidate), Self.isSmaller(found.indices, than: current) else { return false }
            current = found.indices
            message = found.message
            steps += 1
            return true
        }
        var progressed = true
        while progressed {
            progressed = false
            // 1. Chunks, from half the sequence down to single actions.
            var size = max(1, current.count / 2)
            while size >= 1 && !current.isEmpty {
                var i = 0
                while i + size <= current.count {
                    var candidate = current
                    candidate.removeSubrange(i..<(i + size))
                    if accept(candidate) { progressed = true } else { i += 1 }
                }
                if size == 1 { break }
                size /= 2
            }
            // 2. Pairs.
            if current.count >= 2 && current.count <= maxPairLength {
                var i = 0
                pairs: while i < current.count - 1 {
                    for j in (i + 1)..<current.count {
                        var candidate = current
                        candidate.remove(at: j)
                        candidate.remove(at: i)
                        if accept(candidate) { progressed = true; continue pairs }
                    }
                    i += 1
                }
            }
            // 3. Simpler values: the generator's candidates, then every earlier action.
            var position = 0
            while position < current.count {
                let index = current[position]
                var candidates = machine.actions.simplerCandidates(ofIndex: index).filter { $0 < index }
                for earlier in 0..<index where !candidates.contains(earlier) { candidates.append(earlier) }
                for simpler in candidates {
                    var candidate = current
                    candidate[position] = simpler
                    if accept(candidate) { progressed = true; break }
                }
                position += 1
            }
            // 4. Only when the cheaper passes are stuck: delete three actions anywhere. A size change
            //    and its handler, and the size change back, go away together only as a triple.
            if !progressed && current.count >= 3 && current.count <= maxExchangeLength {
                triples: for i in 0..<(current.count - 2) {
                    for j in (i + 1)..<(current.count - 1) {
                        for k in (j + 1)..<current.count {
                            var candidate = current
                            candidate.remove(at: k)
                            candidate.remove(at: j)
                            candidate.remove(at: i)
                            if accept(candidate) { progressed = true; break triples }
                        }
                    }
                }
            }
            // 5. Only when the cheaper passes are stuck: replace two actions by one action of the
            //    alphabet at any position. This covers "delete one, change another" (three "+2" for a
            //    "+3" and a "+2") and "delete one, move another" (resize first, then select).
            if !progressed && current.count >= 2 && current.count <= maxExchangeLength {
                exchange: for replacement in alphabet.indices {
                    for i in current.indices {
                        for j in (i + 1)..<current.count {
                            var rest = current
                            rest.remove(at: j)
                            rest.remove(at: i)
                            for k in 0...rest.count {
                                var candidate = rest
                                candidate.insert(replacement, at: k)
                                if accept(candidate) { progressed = true; break exchange }
                            }
                        }
                    }
                }
            }
        }
        return ShrinkResult(actionIndices: current, message: message, finding: finding, originalLength: start.indices.count,
                            shrinkSteps: steps, attempts: attempts)
    }

    /// Shrinks from `initialState` (see ``shrink(_:initialState:property:finding:)``), then starts the
    /// shrunk sequence from each other initial state and shrinks it there too where it still violates
    /// the property with the same kind of finding: a machine with several initial states (an app
    /// launched in either size class) may have a shorter trace from another one. Returns the smallest
    /// (shorter, then earlier in alphabet order, then the earlier initial state).
    public func shrinkAcrossInitialStates(_ indices: [Int], initialState: Int, property: String)
        -> (result: ShrinkResult, initialState: Int)? {
        guard var best = shrink(indices, initialState: initialState, property: property) else { return nil }
        var bestInitial = initialState
        // Until no initial state gives a smaller sequence: a better start may open a shorter path from
        // a state tried before.
        var improved = true
        while improved {
            improved = false
            for other in machine.initialStates.indices where other != bestInitial {
                // From another initial state some actions may not be possible (a resize to the size
                // class in force): start from the actions that are, in order.
                let start = possibleActions(best.actionIndices, from: other)
                guard let candidate = shrink(start, initialState: other, property: property, finding: best.finding)
                else { continue }
                let smaller = Self.isSmaller(candidate.actionIndices, than: best.actionIndices)
                let tie = candidate.actionIndices == best.actionIndices && other < bestInitial
                if smaller || tie {
                    best = ShrinkResult(actionIndices: candidate.actionIndices, message: candidate.message, finding: candidate.finding,
                                        originalLength: best.originalLength, shrinkSteps: best.shrinkSteps + candidate.shrinkSteps,
                                        attempts: best.attempts + candidate.attempts)
                    bestInitial = other
                    improved = smaller
                }
            }
        }
        return (best, bestInitial)
    }

    /// The actions of `indices` that can be taken in order from `initialStates[initial]`, skipping those
    /// that are not offered or not enabled when their turn comes.
    func possibleActions(_ indices: [Int], from initial: Int) -> [Int] {
        let step = StepEvaluator(machine)
        defer { if step.trapNames != nil { TrapReporter.done() } }
        var state = machine.initialStates[initial]
        var taken: [Int] = []
        var ignore = IgnoredCounts()
        for a in indices {
            var next: Machine.State?
            switch step.expand(state, choosing: .only(a), trap: { (initial, taken) }, &ignore, into: { _, successor, _ in
                next = successor
                return .proceed
            }) {
            case .outOfBounds, .notEnabled: continue
            case .faulted: return taken + [a]
            case .expanded, .stopped:
                taken.append(a)
                state = next!
            }
        }
        return taken
    }

    /// Shorter first, then earlier in alphabet order, position by position.
    static func isSmaller(_ a: [Int], than b: [Int]) -> Bool {
        if a.count != b.count { return a.count < b.count }
        return a.lexicographicallyPrecedes(b)
    }

    /// The shrunk sequence as a counterexample.
    public func counterexample(_ result: ShrinkResult, initialState: Int = 0,
                               property: String) -> Counterexample<Machine> {
        let info = machine.propertyInfo(named: property) ?? (.invariant, "")
        let actions = result.actionIndices.map { alphabet[$0] }
        return Counterexample(property: property, kind: info.kind, meaning: info.meaning, message: result.message,
                              initialState: initialState, actions: actions, actionIndices: result.actionIndices,
                              finding: result.finding,
                              defect: machine.defect(ofTrace: property, kind: info.kind, message: result.message,
                                                     initial: initialState, actions: actions))
    }
}
