/// The first violations of each property found by a breadth-first search, one slot per settledness
/// (seen at rest, or while an effect is pending) and per taint of the path (what it needed: only `ui`
/// touches, a touch while an effect was pending, a call no control makes). Per property and
/// settledness the finding reported is the one whose path needed least — so a shorter race does not
/// hide a glitch, nor a shorter glitch a violation at rest. The taint is known exactly when the
/// machine tracks it (the explorer does so under the `race` and `api` alphabets, see ``PathTracking``).
@usableFromInline
struct FirstViolations: Sendable {
    @usableFromInline struct Hit: Sendable {
        @usableFromInline var state: Int
        @usableFromInline var extraAction: Int?
        @usableFromInline var message: String
        @usableFromInline var order: Int
        @usableFromInline var settled: Bool
        @usableFromInline var defect: Defect
        @inlinable init(state: Int, extraAction: Int?, message: String, order: Int, settled: Bool, defect: Defect) {
            self.state = state
            self.extraAction = extraAction
            self.message = message
            self.order = order
            self.settled = settled
            self.defect = defect
        }
    }
    /// Per slot, at most `perSlot` hits: the first violations in sequential order, one per defect
    /// (``Defect``).
    @usableFromInline var slots: [[Hit]]
    @usableFromInline var count = 0
    /// How many counterexamples are kept per property, settledness and taint.
    @usableFromInline let perSlot: Int

    @inlinable init(properties: Int, perSlot: Int = 1) {
        self.perSlot = max(1, perSlot)
        slots = Array(repeating: [], count: properties * ViolationSlot.perProperty)
    }

    /// Whether `slot` has room for another violation.
    @inlinable func hasRoom(_ slot: ViolationSlot) -> Bool { slots[slot.index].count < perSlot }

    /// Keeps `violation`, seen in (or, for a step, out of) state `state`, if it is among the first of
    /// its property, settledness and taint, and of a defect (``Defect``) none of those kept has.
    @inlinable
    mutating func note(_ violation: Violation, state: Int) {
        let slot = ViolationSlot(violation).index
        guard slots[slot].count < perSlot else { return }
        guard !slots[slot].contains(where: { $0.defect == violation.defect }) else { return }
        slots[slot].append(Hit(state: state, extraAction: violation.action, message: violation.message, order: count,
                               settled: violation.settled, defect: violation.defect))
        count += 1
    }

    /// The counterexamples: per property and settledness the hit whose path needed least, its trace
    /// rebuilt from the parent links and classified; a glitch or race that its touches meet at rest
    /// once the pending work is completed first is the at-rest defect (``StepEvaluator/atRestVersion(of:)``):
    /// left out where the property has an at-rest finding, else reported at rest. The first of each
    /// property and finding kind is kept (a race seen at rest apart from one seen while work is
    /// pending: a race that leaves the app wrong at rest is a defect of its own), shortest first
    /// (ties in discovery order).
    func counterexamples<M: StateMachine>(_ evaluator: StepEvaluator<M>, trace: (Int) -> (initial: Int, indices: [Int]))
        -> [Counterexample<M>] {
        var all: [(order: Int, c: Counterexample<M>)] = []
        for property in 0..<(slots.count / ViolationSlot.perProperty) {
            for settled in [true, false] {
                for taint in PathTaint.allCases {
                    let hits = slots[ViolationSlot(property: property, settled: settled, taint: taint).index]
                    guard !hits.isEmpty else { continue }
                    for hit in hits {
                        var (initial, indices) = trace(hit.state)
                        if let extra = hit.extraAction { indices.append(extra) }
                        all.append((hit.order, evaluator.counterexample(property: property, initial: initial, indices: indices,
                                                                        message: hit.message, settled: hit.settled)))
                    }
                    break
                }
            }
        }
        // One defect, one finding: under its least kind.
        let atRest = Set(all.filter { $0.c.finding == .atRest }.map(\.c.property))
        all = all.compactMap { found in
            guard let rest = evaluator.atRestVersion(of: found.c) else { return found }
            return atRest.contains(found.c.property) ? nil : (found.order, rest)
        }
        all.sort { ($0.c.length, $0.order) < ($1.c.length, $1.order) }
        return Counterexample.firstPerKind(all.map(\.c), perKind: perSlot)
    }
}


/// Where the first violations of a property are kept apart: per property, per settledness of the
/// state it is seen in, and per taint of the path to it (so that a shorter race does not hide a
/// glitch, nor a shorter glitch a violation at rest).
@usableFromInline
struct ViolationSlot: Sendable, Hashable {
    @usableFromInline var property: Int
    @usableFromInline var settled: Bool
    @usableFromInline var taint: PathTaint

    /// Slots per property: settled or not, times the three taints (``PathTaint``'s cases).
    @inlinable static var perProperty: Int { 6 }

    @inlinable
    init(property: Int, settled: Bool, taint: PathTaint) {
        self.property = property
        self.settled = settled
        self.taint = taint
    }

    /// The slot of `violation`.
    @inlinable
    init(_ violation: Violation) {
        self.init(property: violation.property, settled: violation.settled, taint: violation.taint)
    }

    /// The slot at `index` (see ``index``).
    @inlinable
    init(index: Int) {
        let r = index % Self.perProperty
        self.init(property: index / Self.perProperty, settled: r % 2 == 0, taint: PathTaint(rawValue: UInt8(r / 2))!)
    }

    /// Its place in a flat array of slots: property by property, then taint, then settledness.
    @inlinable
    var index: Int { property * Self.perProperty + Int(taint.rawValue) * 2 + (settled ? 0 : 1) }
}
