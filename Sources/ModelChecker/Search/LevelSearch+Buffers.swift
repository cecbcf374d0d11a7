/// Per-chunk counts, summed into ``Statistics`` after each level (sums do not depend on how the
/// frontier was cut into chunks).
@usableFromInline
struct Counters: Sendable {
    @usableFromInline var enabled: [Int]
    @usableFromInline var taken: [Int]
    @usableFromInline var newStates: [Int]
    @usableFromInline var evaluated: [Int]
    @usableFromInline var nonVacuous: [Int]
    @usableFromInline var violations: [Int]
    @usableFromInline var generated = 0
    @usableFromInline var transitions = 0
    @usableFromInline var faults = 0

    @inlinable
    init(actions: Int, properties: Int) {
        enabled = Array(repeating: 0, count: actions)
        taken = enabled
        newStates = enabled
        evaluated = Array(repeating: 0, count: properties)
        nonVacuous = evaluated
        violations = evaluated
    }
}

/// When, in the sequential order of a level, a violation is seen: taking a step (the step's
/// properties or its fault), or checking the new state it reached (its state properties).
@usableFromInline
enum EventPhase: UInt8, Sendable, Comparable {
    case step = 0
    case newState = 1
    @inlinable static func < (a: EventPhase, b: EventPhase) -> Bool { a.rawValue < b.rawValue }
}

/// A violation seen while expanding a level, with its place in the sequential order: frontier
/// position, action, phase, then the property's place in its list.
@usableFromInline
struct Event: Sendable {
    @usableFromInline var pos: Int
    @usableFromInline var action: Int
    @usableFromInline var phase: EventPhase
    @usableFromInline var listPos: Int
    @usableFromInline var state: Int
    @usableFromInline var extra: Int?
    @usableFromInline var message: String
    @usableFromInline var defect: Defect

    @inlinable
    init(pos: Int, action: Int, phase: EventPhase, listPos: Int, state: Int, extra: Int?, message: String, defect: Defect) {
        self.pos = pos
        self.action = action
        self.phase = phase
        self.listPos = listPos
        self.state = state
        self.extra = extra
        self.message = message
        self.defect = defect
    }

    @inlinable
    func precedes(_ other: Event) -> Bool {
        (pos, action, phase, listPos) < (other.pos, other.action, other.phase, other.listPos)
    }

    /// Keeps `event` among the first `n` events of `lists[group]`, in sequential order, one per defect
    /// (``Defect``: two ends of the same kind of step that break the same part are one defect). Lists
    /// are allocated on the first violation only, so that asking for many counterexamples costs
    /// nothing where there is none.
    ///
    /// Merging is order-free: the first `n` defects of a level, each with its first event, are among the
    /// first `n` defects of the slice its first event is in.
    @inlinable
    static func keep(_ event: Event, in lists: inout [[Event]], group: Int, n: Int) {
        if n == 1 {
            if lists[group].isEmpty {
                lists[group].append(event)
            } else if event.precedes(lists[group][0]) {
                lists[group][0] = event
            }
            return
        }
        var kept = lists[group]
        if kept.count == n, let last = kept.last, !event.precedes(last) { return }
        if let same = kept.firstIndex(where: { $0.defect == event.defect }) {
            guard event.precedes(kept[same]) else { return }
            kept[same] = event
        } else {
            kept.append(event)
        }
        kept.sort { $0.precedes($1) }
        if kept.count > n { kept.removeLast(kept.count - n) }
        lists[group] = kept
    }
}

/// What one worker made of one slice of the frontier.
@usableFromInline
struct Chunk<Stored: Sendable>: @unchecked Sendable {
    @usableFromInline var stored: [Stored] = []
    @usableFromInline var keys: [UInt64] = []
    /// Per candidate, where it came from: its parent's position in the slice times the number of
    /// actions, plus the action.
    @usableFromInline var origins: [UInt32] = []
    /// When workers claim (``StateTable/claim(_:for:slot:)``): per candidate, its slot in the table,
    /// valid until the round ends; and the keys this slice inserted, per shard.
    @usableFromInline var slots: [UnsafeMutablePointer<UInt64>] = []
    @usableFromInline var inserted: [Int] = []
    /// One plus the slice's index when its worker claimed (its claims are read and settled after the
    /// round), else zero.
    @usableFromInline var claimant: UInt64 = 0
    /// The frontier position of the slice's first state.
    @usableFromInline var start = 0
    /// Per candidate, whether it was new to the table (phase 2); owned by its ``FlagBuffer``.
    @usableFromInline var isNew: FlagBuffer?
    @usableFromInline var counters: Counters
    @usableFromInline var first: [[Event]]
    @usableFromInline var newCount = 0
    @usableFromInline var timedOut = false
    @usableFromInline var overBudget = false
    /// The sum of the slots loaded ahead of the lookups (kept so the loads are not optimized away).
    @usableFromInline var touched: UInt64 = 0
    /// When the search keeps transitions (``TransitionGraph``): every successor's key and origin, in
    /// the order generated (new or not), and per state of the slice whether it was fully expanded.
    @usableFromInline var edgeKeys: [UInt64] = []
    @usableFromInline var edgeOrigins: [UInt32] = []
    /// Per successor, its target as far as the slice knows it (``EdgeTarget``).
    @usableFromInline var edgeTargets: [UInt32] = []
    @usableFromInline var expanded: [Bool] = []
    /// When the search keeps transitions: per new state, in index order, its key and goals, and the
    /// `sometimes` goals the slice's new states reached.
    @usableFromInline var newKeys: [UInt64] = []
    @usableFromInline var newGoals: [UInt64] = []
    /// Per new state, in index order, its views (``StepEvaluator/viewSlots``).
    @usableFromInline var newViews: [UInt64] = []
    @usableFromInline var sometimes: SometimesSeen?
    /// The successors of a higher path cost than the one explored (``StateCodec/costs``), not in the
    /// table when met, with their origins: left aside for their cost.
    @usableFromInline var later: [Stored] = []
    @usableFromInline var laterOrigins: [UInt32] = []

    @inlinable
    init(actions: Int, properties: Int, perSlot n: Int) {
        counters = Counters(actions: actions, properties: properties)
        first = Array(repeating: [], count: properties * ViolationSlot.perProperty)
    }

    @inlinable
    var bytes: Int {
        stored.capacity * MemoryLayout<Stored>.stride + keys.capacity * 8 + origins.capacity * 4 + slots.capacity * 8 + count
    }

    /// The number of candidates.
    @inlinable var count: Int { origins.count }
}

/// What a slice knows of a kept transition's target when it records it: the target's state index (below
/// ``candidate``), one of the slice's own candidates (``candidate`` plus its place among them: its index
/// is given when the round's new states are), or nothing (``unknown``: looked up by its key once the
/// round's new states have their indices).
@usableFromInline
enum EdgeTarget {
    @usableFromInline static let candidate: UInt32 = 1 << 31
    @usableFromInline static let unknown = UInt32.max
}
