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
}

/// States kept as values, de-duplicated by their fingerprints.
@usableFromInline
struct FingerprintCodec<Machine: StateMachine>: StateCodec {
    @usableFromInline let machine: Machine
    @inlinable init(_ machine: Machine) { self.machine = machine }
    @inlinable var isExact: Bool { false }
    @inlinable var keyBits: Int { 64 }
    @inlinable func encode(_ state: Machine.State) -> Machine.State { state }
    @inlinable func decode(_ stored: Machine.State) -> Machine.State { stored }
    @inlinable func key(of stored: Machine.State) -> UInt64 { machine.fingerprint(of: stored) }
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
}
