/// SplitMix64: a tiny, fast, seedable generator. NavCheck uses it to expand one 64-bit seed into the
/// state of ``Xoshiro256StarStar`` and wherever a cheap, reproducible stream of words is enough.
///
/// The same seed gives the same sequence on every platform and every run.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// The current state; the next output is derived from it.
    public var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// Returns the next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Xoshiro256**: the seeded generator behind random exploration.
///
/// ```swift
/// var rng = Xoshiro256StarStar(seed: 42)
/// let roll = Int.random(in: 1...6, using: &rng)   // the same on every run
/// ```
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Hashable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator whose sequence is fixed by `seed` (expanded with ``SplitMix64``).
    public init(seed: UInt64) {
        var mix = SplitMix64(seed: seed)
        s0 = mix.next(); s1 = mix.next(); s2 = mix.next(); s3 = mix.next()
    }

    /// Returns the next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    @inlinable
    func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    /// A number below `bound` (which must be positive), without modulo bias.
    @inlinable
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(truncatingIfNeeded: next(upperBound: UInt64(bound)))
    }
}
