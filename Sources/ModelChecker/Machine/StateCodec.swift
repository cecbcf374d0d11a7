/// How a search stores the states of a breadth-first level and which 64-bit key de-duplicates them.
@usableFromInline
protocol StateCodec: Sendable {
    associatedtype Machine: StateMachine
    associatedtype Stored: Sendable
    /// Whether keys are the states themselves (exact) rather than fingerprints.
    var isExact: Bool { get }
    /// How many low bits of a key can be non-zero.
    var keyBits: Int { get }
    func encode(_ state: Machine.State) -> Stored
    func decode(_ stored: Stored) -> Machine.State
    func key(of stored: Stored) -> UInt64
    /// Whether states have a path cost (``cost(of:)``): the search then keeps each state once, with
    /// the least cost that reaches it, exploring the costs in increasing order.
    var costs: Bool { get }
    /// The cost of the path that reached `state` (zero when ``costs`` is false); never lower than its
    /// parent's.
    func cost(of state: Machine.State) -> Int
}

/// States kept as values, de-duplicated by their fingerprints.
@usableFromInline
struct FingerprintCodec<Machine: StateMachine>: StateCodec {
    @usableFromInline let machine: Machine
    /// The path cost of a state, when states have one.
    @usableFromInline let pathCost: (@Sendable (Machine.State) -> Int)?
    @inlinable init(_ machine: Machine) {
        self.machine = machine
        pathCost = nil
    }
    /// The codec of a machine whose states carry their path's races and taint: each state is kept once,
    /// with the least cost that reaches it (``PathTrackingMachine/cost(of:)``).
    @inlinable init<Base>(tracking machine: PathTrackingMachine<Base>) where Machine == PathTrackingMachine<Base> {
        self.machine = machine
        pathCost = { machine.cost(of: $0) }
    }
    @inlinable var isExact: Bool { false }
    @inlinable var keyBits: Int { 64 }
    @inlinable func encode(_ state: Machine.State) -> Machine.State { state }
    @inlinable func decode(_ stored: Machine.State) -> Machine.State { stored }
    @inlinable func key(of stored: Machine.State) -> UInt64 { machine.fingerprint(of: stored) }
    @inlinable var costs: Bool { pathCost != nil }
    @inlinable func cost(of state: Machine.State) -> Int { pathCost?(state) ?? 0 }
}

/// States kept as their packed words, which are also their exact keys.
@usableFromInline
struct PackedCodec<Machine: PackedStateMachine>: StateCodec {
    @usableFromInline let machine: Machine
    @inlinable init(_ machine: Machine) { self.machine = machine }
    @inlinable var isExact: Bool { true }
    @inlinable var keyBits: Int { min(64, max(1, machine.packedBitWidth)) }
    @inlinable @inline(__always) func encode(_ state: Machine.State) -> UInt64 { machine.pack(state) }
    @inlinable @inline(__always) func decode(_ stored: UInt64) -> Machine.State { machine.unpack(stored) }
    @inlinable func key(of stored: UInt64) -> UInt64 { stored }
    @inlinable var costs: Bool { false }
    @inlinable func cost(of state: Machine.State) -> Int { 0 }
}
