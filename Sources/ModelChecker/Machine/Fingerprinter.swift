/// A deterministic 64-bit hasher for state fingerprints.
///
/// Unlike `Hasher`, it is not seeded per process, so fingerprints (and so exploration order and
/// output) are the same on every run and platform.
public struct Fingerprinter: Sendable {
    @usableFromInline var h: UInt64 = 0x243F_6A88_85A3_08D3

    /// An empty fingerprinter.
    @inlinable public init() {}

    /// Mixes in one 64-bit word.
    @inlinable
    public mutating func combine(_ word: UInt64) {
        var k = word &* 0x87C3_7B91_1142_53D5
        k = (k << 31) | (k >> 33)
        k = k &* 0x4CF5_AD43_2745_937F
        h ^= k
        h = ((h << 27) | (h >> 37)) &* 5 &+ 0x52DC_E729
    }

    /// Mixes in an integer.
    @inlinable public mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }
    /// Mixes in a Boolean.
    @inlinable public mutating func combine(_ value: Bool) { combine(value ? 1 as UInt64 : 2) }
    /// Mixes in an optional integer (nil differs from every integer).
    @inlinable public mutating func combine(_ value: Int?) {
        if let value { combine(1 as UInt64); combine(value) } else { combine(0 as UInt64) }
    }
    /// Mixes in a string's UTF-8 bytes and its length.
    @inlinable public mutating func combine(_ value: String) {
        var n = 0
        for byte in value.utf8 { combine(UInt64(byte)); n += 1 }
        combine(n)
    }

    /// The fingerprint (never zero: zero marks an empty slot in the explorer's table).
    @inlinable
    public var value: UInt64 {
        var x = h
        x ^= x >> 33; x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33; x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x == 0 ? 1 : x
    }
}
