/// Memory that the workers of a level share, each type allocating its memory in its initializer and
/// freeing it in its deinitializer, so that no allocation outlives its owner or is freed twice. Each
/// worker writes only its own elements (a slice's, or a shard's), which is what makes them
/// `@unchecked Sendable`.

/// One flag per candidate, allocated and freed by this type alone; each worker writes only the flags
/// of the candidates in its own shard.
@usableFromInline
final class FlagBuffer: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<Bool>
    @usableFromInline let count: Int

    @inlinable
    init(count: Int) {
        self.count = max(1, count)
        pointer = UnsafeMutablePointer<Bool>.allocate(capacity: self.count)
        pointer.initialize(repeating: false, count: self.count)
    }

    deinit {
        pointer.deinitialize(count: count)
        pointer.deallocate()
    }
}

/// A buffer of counts, allocated and freed by this type alone; checks itself in debug builds.
@usableFromInline
final class CountBuffer: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<Int>
    @usableFromInline let count: Int

    @inlinable
    init(count: Int) {
        self.count = count
        pointer = UnsafeMutablePointer<Int>.allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
    }

    deinit {
        checkInvariants()
        pointer.deinitialize(count: count)
        pointer.deallocate()
    }

    /// In debug builds, checks that every count is a count (never negative).
    @inlinable
    func checkInvariants() {
        #if DEBUG
        for i in 0..<count { precondition(pointer[i] >= 0, "count \(i) is negative") }
        #endif
    }
}

/// One value per worker (a slice's chunk), written by that worker alone and taken by the caller once
/// every worker is done. Elements are optional, so that whatever was not taken is freed with the
/// buffer.
@usableFromInline
final class WorkerSlots<Value>: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<Value?>
    @usableFromInline let count: Int

    @inlinable
    init(count: Int) {
        self.count = count
        pointer = UnsafeMutablePointer<Value?>.allocate(capacity: max(1, count))
        pointer.initialize(repeating: nil, count: max(1, count))
    }

    /// Slots holding `values`, in order.
    @inlinable
    convenience init(_ values: [Value]) {
        self.init(count: values.count)
        for (i, v) in values.enumerated() { pointer[i] = v }
    }

    deinit {
        pointer.deinitialize(count: max(1, count))
        pointer.deallocate()
    }

    /// Every value, in order, leaving the slots empty.
    @inlinable
    func takeAll() -> [Value] {
        (0..<count).map { i in
            guard let v = pointer[i].take() else { preconditionFailure("worker slot \(i) of \(count) was never filled") }
            return v
        }
    }
}

/// Room for `capacity` values written by several workers at once, each into its own range; once they
/// are done, the owner says how many are initialized (``filled(_:)``), reads them, and they are freed
/// with the buffer.
@usableFromInline
final class FillBuffer<Value>: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<Value>
    @usableFromInline let capacity: Int
    @usableFromInline var initialized = 0

    @inlinable
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        pointer = UnsafeMutablePointer<Value>.allocate(capacity: self.capacity)
    }

    /// Declares the first `count` values initialized (every worker has written its range).
    @inlinable
    func filled(_ count: Int) {
        precondition(count <= capacity, "\(count) values filled in a buffer of \(capacity)")
        initialized = count
    }

    /// The initialized values.
    @inlinable
    var values: UnsafeBufferPointer<Value> { UnsafeBufferPointer(start: pointer, count: initialized) }

    deinit {
        pointer.deinitialize(count: initialized)
        pointer.deallocate()
    }
}

/// The successors of a group of states, generated before their table slots are looked up (so that the
/// slots can be loaded all at once): per successor its stored form, its key, its origin and the first
/// slot it probes. One per slice, whose loop fills and empties it through the pointers with a count
/// of its own (in registers); every stored form put in is moved out before the next group, so that
/// none is left when the group goes.
@usableFromInline
final class PendingGroup<Stored> {
    @usableFromInline let stored: UnsafeMutablePointer<Stored>
    @usableFromInline let keys: UnsafeMutablePointer<UInt64>
    @usableFromInline let origins: UnsafeMutablePointer<UInt32>
    @usableFromInline let slots: UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>
    @usableFromInline let capacity: Int

    @inlinable
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        stored = .allocate(capacity: self.capacity)
        keys = .allocate(capacity: self.capacity)
        origins = .allocate(capacity: self.capacity)
        slots = .allocate(capacity: self.capacity)
    }

    deinit {
        stored.deallocate()
        keys.deallocate()
        origins.deallocate()
        slots.deallocate()
    }
}
