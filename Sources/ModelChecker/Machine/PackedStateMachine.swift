/// A state machine whose states fit, exactly, in one 64-bit word.
///
/// The explorer then stores the packed word itself instead of a fingerprint: the table of seen states
/// holds exact states (no collision can merge two states), and each breadth-first level is a flat
/// array of words. `unpack(pack(s))` must give back a state equal to `s` for every reachable `s`, and
/// two states must pack to the same word exactly when ``StateMachine/fingerprint(of:into:)`` treats
/// them as one state.
///
/// ```swift
/// extension Counter: PackedStateMachine {
///     func pack(_ state: Int) -> UInt64 { UInt64(state) }
///     func unpack(_ packed: UInt64) -> Int { Int(packed) }
/// }
/// ```
public protocol PackedStateMachine: StateMachine {
    /// The state as one word; equal words mean equal states.
    func pack(_ state: State) -> UInt64
    /// The state a word stands for (the inverse of ``pack(_:)``).
    func unpack(_ packed: UInt64) -> State
    /// How many low bits of a packed word can be non-zero (64, the default, when the spec does not
    /// say). A spec whose words fit in at most 47 bits lets the parallel explorer's workers insert new
    /// states into the table while they expand (see `Benchmarks/README.md`).
    var packedBitWidth: Int { get }
}

extension PackedStateMachine {
    /// Every bit may be used.
    public var packedBitWidth: Int { 64 }
}
