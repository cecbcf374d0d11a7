/// What the parts of a level search count and find, each its own way (``StepObserver``): one state at a
/// time, a worker's slice, and the check of a slice's new states.

/// Counts and first violations of a search done one state at a time (the stop-at-first-violation
/// search, and the parts of a level search a bound or a shard makes sequential); `state` is the index
/// of the state being checked or expanded.
@usableFromInline
struct SequentialLog: StepObserver, Sendable {
    @usableFromInline var stats: Statistics
    @usableFromInline var found: FirstViolations
    @usableFromInline var state = 0
    @inlinable init(stats: Statistics, found: FirstViolations) {
        self.stats = stats
        self.found = found
    }
    @inlinable mutating func enabled(_ action: Int) { stats.enabled(action) }
    @inlinable mutating func taken(_ action: Int) { stats.taken(action) }
    @inlinable mutating func evaluated(_ property: Int, applied: Bool) { stats.evaluated(property, applied: applied) }
    @inlinable mutating func violated(_ violation: Violation) {
        stats.violated(violation)
        found.note(violation, state: state)
    }
}

/// What one worker counts while expanding a slice of a level: the counts in one flat buffer (enabled
/// and taken per action, evaluated and applied per property), and each property's first violation in
/// sequential order. A value type, so that the hot counters need no dynamic exclusivity checks; the
/// buffer belongs to a ``CountBuffer``.
@usableFromInline
struct SliceLog: StepObserver {
    @usableFromInline let actions: Int
    @usableFromInline let properties: Int
    @usableFromInline let buffer: CountBuffer
    @usableFromInline let counts: UnsafeMutablePointer<Int>
    @usableFromInline var violations: [Int]
    @usableFromInline var first: [[Event]]
    /// The frontier position and the state index being expanded.
    @usableFromInline var pos = 0
    @usableFromInline var state = 0
    @usableFromInline var generated = 0

    /// How many violations are kept per property, settledness and taint.
    @usableFromInline let perSlot: Int

    @inlinable
    init(actions: Int, properties: Int, perSlot: Int) {
        self.actions = actions
        self.properties = properties
        self.perSlot = perSlot
        buffer = CountBuffer(count: 2 * actions + 2 * properties)
        counts = buffer.pointer
        violations = Array(repeating: 0, count: properties)
        first = Array(repeating: [], count: properties * ViolationSlot.perProperty)
    }

    // Counts never come near 2^63: the hot counters skip the overflow check.
    @inlinable mutating func enabled(_ action: Int) { counts[action] &+= 1 }
    @inlinable mutating func taken(_ action: Int) { counts[actions + action] &+= 1 }
    @inlinable mutating func evaluated(_ property: Int, applied: Bool) {
        counts[2 * actions + property] &+= 1
        if applied { counts[2 * actions + properties + property] &+= 1 }
    }
    @inlinable mutating func violated(_ v: Violation) {
        violations[v.property] += 1
        let event = Event(pos: pos, action: v.action ?? 0, phase: .step, listPos: v.action == nil ? 0 : v.listPos, state: state,
                          extra: v.action, message: v.message, defect: v.defect)
        Event.keep(event, in: &first, group: ViolationSlot(v).index, n: perSlot)
    }

    /// Moves the counts into the chunk's counters.
    @inlinable
    func finish(into chunk: inout Chunk<some Sendable>) {
        buffer.checkInvariants()
        var transitions = 0
        for a in 0..<actions {
            chunk.counters.enabled[a] = counts[a]
            chunk.counters.taken[a] = counts[actions + a]
            transitions += counts[actions + a]
        }
        for p in 0..<properties {
            chunk.counters.evaluated[p] = counts[2 * actions + p]
            chunk.counters.nonVacuous[p] = counts[2 * actions + properties + p]
            chunk.counters.violations[p] += violations[p]
        }
        for g in first.indices {
            for e in first[g] { Event.keep(e, in: &chunk.first, group: g, n: perSlot) }
        }
        chunk.counters.generated = generated
        chunk.counters.transitions = transitions
        chunk.counters.faults = violations[properties - 1]
        withExtendedLifetime(buffer) {}
    }
}

/// Counts the state properties of the new states of one slice of a level, then adds them to the
/// slice's chunk.
@usableFromInline
struct AssignLog: StepObserver {
    @usableFromInline var evaluated: [Int]
    @usableFromInline var nonVacuous: [Int]
    @usableFromInline var violations: [Int]
    @usableFromInline var first: [[Event]]
    /// Where the state being checked was found: frontier position, action, and its own index.
    @usableFromInline var pos = 0
    @usableFromInline var action = 0
    @usableFromInline var state = 0

    /// How many violations are kept per property, settledness and taint.
    @usableFromInline let perSlot: Int

    @inlinable init(properties: Int, perSlot: Int) {
        self.perSlot = perSlot
        evaluated = Array(repeating: 0, count: properties)
        nonVacuous = evaluated
        violations = evaluated
        first = Array(repeating: [], count: properties * ViolationSlot.perProperty)
    }
    @inlinable mutating func enabled(_ action: Int) {}
    @inlinable mutating func taken(_ action: Int) {}
    @inlinable mutating func evaluated(_ property: Int, applied: Bool) {
        evaluated[property] += 1
        if applied { nonVacuous[property] += 1 }
    }
    @inlinable mutating func violated(_ v: Violation) {
        violations[v.property] += 1
        let event = Event(pos: pos, action: action, phase: .newState, listPos: v.listPos, state: state, extra: nil, message: v.message,
                          defect: v.defect)
        Event.keep(event, in: &first, group: ViolationSlot(v).index, n: perSlot)
    }

    /// Adds the counts and first violations to `chunk`.
    @inlinable
    func finish<Stored>(into chunk: inout Chunk<Stored>) {
        for p in evaluated.indices {
            chunk.counters.evaluated[p] += evaluated[p]
            chunk.counters.nonVacuous[p] += nonVacuous[p]
            chunk.counters.violations[p] += violations[p]
        }
        for g in first.indices {
            for e in first[g] { Event.keep(e, in: &chunk.first, group: g, n: perSlot) }
        }
    }
}
