/// A store seen as its stored properties: the snapshot of a store whose stored properties are all its
/// state, so that a spec needs no snapshot type of its own.
///
/// ```swift
/// func snapshot(of router: Router) -> StoredProperties<Router> { StoredProperties(router) }
/// // properties and isOnScreen read it as the store: s.path, s.tab, s.store.canGoBack()
/// ```
///
/// It keeps the store it was taken of, which the checker never changes afterwards (each step works
/// on a store of its own), and reads it through key paths (`s.path`) and ``store`` (its methods). Two
/// are equal when their structural fingerprints are (`Fingerprinter.combine(structureOf:)`): every
/// stored value, found by reflection, whatever the store's own `==` says, up to a 64-bit hash, as
/// the explorer's table compares states anyway.
@dynamicMemberLookup
public struct StoredProperties<Store>: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The store in this state. Read it; do not change it.
    public let store: Store
    /// The structural fingerprint of its stored properties.
    public let fingerprint: UInt64

    /// The snapshot of `store`.
    public init(_ store: Store) {
        self.store = store
        var f = Fingerprinter()
        f.combine(structureOf: store)
        fingerprint = f.value
    }

    /// A stored (or computed) property of the store: `s.path`.
    public subscript<T>(dynamicMember keyPath: KeyPath<Store, T>) -> T { store[keyPath: keyPath] }

    public static func == (a: StoredProperties, b: StoredProperties) -> Bool { a.fingerprint == b.fingerprint }
    public func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

    /// The stored properties as stable text: `(path: [1, 2], tab: inbox)`.
    public var description: String {
        StableText.fields(of: store).map { "(" + $0.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")" }
            ?? StableText.describe(store)
    }
}

extension StoredProperties: CustomReflectable {
    /// The store's own stored properties, so that a counterexample's diff shows the ones that changed.
    public var customMirror: Mirror { Mirror(reflecting: store) }
}

extension StoredProperties: DirectlyFingerprinted {
    /// Its structural fingerprint, worked out once when it was taken.
    func combineStructure(into f: inout Fingerprinter) { f.combine(fingerprint) }
}
