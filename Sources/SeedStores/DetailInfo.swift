import NavigationModel

/// The identity of a ``DetailInfo``: what the seed's `let id = UUID()` gives. SwiftUI keys a pushed
/// screen by its value, so a new identity for the "same" screen means the screen is re-created.
public struct DetailID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The identity's bits.
    public var high: UInt64
    /// The identity's bits.
    public var low: UInt64
    /// Creates an identity.
    public init(high: UInt64 = 0, low: UInt64) {
        self.high = high
        self.low = low
    }
    /// `#n` for a small counted identity; a UUID-like hex string otherwise.
    public var description: String {
        if high == 0 && low < 1 << 32 { return "#\(low)" }
        let h = String(high, radix: 16), l = String(low, radix: 16)
        return String(repeating: "0", count: 16 - h.count) + h + String(repeating: "0", count: 16 - l.count) + l
    }
}

/// Where fresh identities come from: random 128 bits by default, as `UUID()` does, or a counter that
/// makes runs reproducible (what the checker uses).
public struct IdentitySource: Sendable, Hashable {
    @usableFromInline enum Kind: Sendable, Hashable { case random, counter }
    @usableFromInline var kind: Kind
    /// The next counted identity.
    public private(set) var nextCount: UInt64

    /// Fresh random identities, like `UUID()`.
    public static var random: IdentitySource { IdentitySource(kind: .random, nextCount: 0) }
    /// Identities #start, #start+1, …
    public static func counter(from start: UInt64 = 0) -> IdentitySource {
        IdentitySource(kind: .counter, nextCount: start)
    }

    /// A fresh identity.
    public mutating func next() -> DetailID {
        switch kind {
        case .counter:
            defer { nextCount += 1 }
            return DetailID(low: nextCount)
        case .random:
            var rng = SystemRandomNumberGenerator()
            return DetailID(high: rng.next(), low: rng.next())
        }
    }
}

/// One screen of the adaptive store's detail stack (the seed's `DetailInfo`): a level below a root.
public struct DetailInfo: Sendable, Hashable, Codable, Identifiable, CustomStringConvertible {
    /// The identity SwiftUI keys the screen by.
    public let id: DetailID
    /// The level: 1 is the root's own detail screen, 2 the next one pushed from it, …
    public let level: Int
    /// The root this screen belongs to.
    public let rootID: Int

    /// Creates a screen with the given identity.
    public init(id: DetailID, level: Int, rootID: Int) {
        self.id = id
        self.level = level
        self.rootID = rootID
    }

    /// Creates a screen with a fresh identity from `source`.
    public init(level: Int, rootID: Int, identities source: inout IdentitySource) {
        self.init(id: source.next(), level: level, rootID: rootID)
    }

    /// `L2(root 0)#5`.
    public var description: String { "L\(level)(root \(rootID))\(id)" }
}

extension DetailInfo: DetailLevel {}
