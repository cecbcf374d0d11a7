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

/// An open-addressing set of non-zero 64-bit fingerprints (linear probing, power-of-two capacity,
/// grown at half full): 16 bytes per stored fingerprint at worst, no allocation per insertion.
public struct FingerprintTable: Sendable {
    @usableFromInline var slots: [UInt64]
    @usableFromInline var mask: Int
    /// The number of fingerprints stored.
    public var count: Int { stored }
    @usableFromInline var stored = 0

    /// A table with room for about `expected` fingerprints before it first grows.
    public init(expected: Int = 1 << 12) {
        var capacity = 16
        while capacity < expected * 2 { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// The bytes the table's slots occupy.
    public var bytes: Int { slots.count * MemoryLayout<UInt64>.stride }

    /// Inserts `fingerprint` (non-zero); returns true when it was not there yet.
    @inlinable
    public mutating func insert(_ fingerprint: UInt64) -> Bool {
        if (stored + 1) * 2 > slots.count { grow() }
        var i = Int(truncatingIfNeeded: fingerprint) & mask
        while true {
            let s = slots[i]
            if s == 0 { slots[i] = fingerprint; stored += 1; return true }
            if s == fingerprint { return false }
            i = (i + 1) & mask
        }
    }

    /// Whether `fingerprint` is stored.
    @inlinable
    public func contains(_ fingerprint: UInt64) -> Bool {
        var i = Int(truncatingIfNeeded: fingerprint) & mask
        while true {
            let s = slots[i]
            if s == 0 { return false }
            if s == fingerprint { return true }
            i = (i + 1) & mask
        }
    }

    @usableFromInline
    mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for s in old where s != 0 {
            var i = Int(truncatingIfNeeded: s) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = s
        }
    }
}
