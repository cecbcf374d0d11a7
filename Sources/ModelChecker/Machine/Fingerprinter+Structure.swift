extension Fingerprinter {
    /// Mixes in everything `value` stores, found by reflection (`Mirror`), whatever its type's `==`
    /// and `hash(into:)` say: two values with the same structural fingerprint hold the same stored
    /// values (up to the 64-bit hash).
    ///
    /// What is fed: a struct's field names and values, a class instance's stored properties (its
    /// superclasses' included; an instance met again inside itself as a back reference), an enum's
    /// case name and payload, a tuple's labels and elements, an optional's presence and value, a
    /// collection's count and elements in order, a dictionary's or a set's count and elements in an
    /// order that does not depend on hashing (their fingerprints are combined commutatively), and
    /// integers, Booleans, floating-point numbers (their bits), strings, `UUID`, `Date`, `URL` and
    /// `Data` directly. A value that reflection shows nothing of (a closure, a type that hides its
    /// stored properties from `Mirror` behind a `customMirror`) is fed as its `String(describing:)`.
    /// A value whose type declares ``FullyHashable`` is fed as its `hashValue`, at any depth: quicker,
    /// and as safe as that declaration.
    ///
    /// The result is the same on every run, except where a ``FullyHashable`` value's `hashValue`
    /// is fed (Swift seeds hashing per process).
    ///
    /// The default fingerprint of ``ReferenceStoreMachine`` snapshots; a hand-written
    /// ``StateMachine/fingerprint(of:into:)`` can use it for any part of a state:
    ///
    /// ```swift
    /// func fingerprint(of s: State, into f: inout Fingerprinter) {
    ///     f.combine(s.tab)
    ///     f.combine(structureOf: s.sheet)   // an enum with payloads
    /// }
    /// ```
    public mutating func combine(structureOf value: Any) {
        var path: [ObjectIdentifier] = []
        combineStructure(value, path: &path)
    }

    /// What kind of value follows, so that values of different shapes feed different words.
    enum StructureTag: UInt64 {
        case `struct` = 0x5354_5255, `class`, `enum`, tuple, absent, present, collection, unordered, opaque, backReference, hashed,
             plainValue
    }

    mutating func combine(_ tag: StructureTag) { combine(tag.rawValue) }

    /// Mixes in `value`'s structure; `path` holds the class instances being fed (a cycle guard). The
    /// work is planned once per type (``StructurePlan``).
    mutating func combineStructure(_ value: Any, path: inout [ObjectIdentifier]) {
        func opened<T>(_ value: T) {
            let plan = StructurePlan.of(T.self)
            withUnsafePointer(to: value) { plan.run(UnsafeRawPointer($0), &self, &path) }
        }
        _openExistential(value, do: opened)
    }

    /// Mixes in the structure of `value`, of a type known at compile time (no existential to open).
    public mutating func combine<T>(structureOf value: T) {
        var path: [ObjectIdentifier] = []
        let plan = StructurePlan.of(T.self)
        withUnsafePointer(to: value) { plan.run(UnsafeRawPointer($0), &self, &path) }
    }

    /// Mixes in `value`'s structure as its `Mirror` shows it.
    mutating func combineMirrored(_ value: Any, path: inout [ObjectIdentifier]) {
        if let direct = value as? any DirectlyFingerprinted {
            direct.combineStructure(into: &self)
            return
        }
        if let declared = value as? any FullyHashable {
            combine(.hashed)
            combine(declared.hashValue)
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct:
            guard !mirror.children.isEmpty else { return combineOpaque(value) }
            combine(.struct)
            combineFields(mirror, path: &path)
        case .class:
            let id = ObjectIdentifier(value as AnyObject)
            if let depth = path.firstIndex(of: id) {
                combine(.backReference)
                combine(depth)
                return
            }
            path.append(id)
            defer { path.removeLast() }
            var mirrors = [mirror]
            while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
            guard mirrors.contains(where: { !$0.children.isEmpty }) else { return combineOpaque(value) }
            combine(.class)
            for m in mirrors { combineFields(m, path: &path) }
        case .enum:
            // A case with a payload is the payload's label; one without, the runtime's case name
            // (not the type's description, which may say the same for two cases).
            combine(.enum)
            if let payload = mirror.children.first, let name = payload.label {
                combine(name)
                combine(true)
                combineStructure(payload.value, path: &path)
            } else {
                combine(enumCaseName(value) ?? String(describing: value))
                combine(false)
            }
        case .tuple:
            combine(.tuple)
            combineFields(mirror, path: &path)
        case .optional:
            if let wrapped = mirror.children.first {
                combine(.present)
                combineStructure(wrapped.value, path: &path)
            } else {
                combine(.absent)
            }
        case .collection:
            combine(.collection)
            combine(mirror.children.count)
            for child in mirror.children { combineStructure(child.value, path: &path) }
        case .set, .dictionary:
            // A dictionary's children are (key, value) tuples. Hash order differs from run to run and
            // between equal sets: each element gets a fingerprint of its own, and their wrapping sum
            // does not depend on the order.
            combineUnordered(mirror.children.map(\.value), path: &path)
        default:
            combineOpaque(value)
        }
    }

    /// A set's or a dictionary's elements (a dictionary's as (key, value) tuples): each gets a
    /// fingerprint of its own, and their wrapping sum does not depend on the order.
    mutating func combineUnordered(_ elements: [Any], path: inout [ObjectIdentifier]) {
        combine(.unordered)
        combine(elements.count)
        var sum: UInt64 = 0
        for child in elements {
            var element = Fingerprinter()
            element.combineStructure(child, path: &path)
            sum &+= element.value
        }
        combine(sum)
    }

    /// The number of children, then each child's label and structure.
    private mutating func combineFields(_ mirror: Mirror, path: inout [ObjectIdentifier]) {
        combine(mirror.children.count)
        for child in mirror.children {
            combine(child.label ?? "")
            combineStructure(child.value, path: &path)
        }
    }

    /// A value reflection shows nothing of: its text.
    private mutating func combineOpaque(_ value: Any) {
        combine(.opaque)
        combine(String(describing: value))
    }
}

/// A type whose `==` and `hash(into:)` take every stored value into account, as the synthesized ones
/// do: NavCheck may then fingerprint its values by their `hashValue` instead of reading every stored
/// value by reflection (`Fingerprinter.combine(structureOf:)`), which is several times quicker.
///
/// ```swift
/// struct RouterSnapshot: Hashable, FullyHashable {   // == and hash(into:) synthesized
///     var tab: Tab
///     var paths: [Tab: [Route]]
///     var sheet: Sheet?
/// }
/// ```
///
/// The declaration is a promise NavCheck cannot check. Declare it only where `==` and `hash(into:)`
/// are synthesized, or written to compare every stored value: two values that compare equal are one
/// state, so a type whose `==` looks only at an id, declared fully hashable, merges states that differ
/// elsewhere and hides what happens in them.
public protocol FullyHashable: Hashable {}

/// A value the structural fingerprint feeds directly, without reflection: the standard library's
/// numbers, strings and collections of them, and a few Foundation values.
protocol DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter)
}

extension Int: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(self) } }
extension Int8: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(Int(self)) } }
extension Int16: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(Int(self)) } }
extension Int32: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(Int(self)) } }
extension Int64: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(UInt64(bitPattern: self)) } }
extension UInt: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(UInt64(self)) } }
extension UInt8: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(UInt64(self)) } }
extension UInt16: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(UInt64(self)) } }
extension UInt32: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(UInt64(self)) } }
extension UInt64: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(self) } }
extension Bool: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(self) } }
extension Double: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(bitPattern) } }
extension Float: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(UInt64(bitPattern)) } }
extension String: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(self) } }
extension Substring: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(String(self)) } }
extension Character: DirectlyFingerprinted { func combineStructure(into f: inout Fingerprinter) { f.combine(String(self)) } }

extension Optional: DirectlyFingerprinted where Wrapped: DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter) {
        switch self {
        case .some(let wrapped):
            f.combine(.present)
            wrapped.combineStructure(into: &f)
        case .none:
            f.combine(.absent)
        }
    }
}

extension Array: DirectlyFingerprinted where Element: DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter) {
        f.combine(.collection)
        f.combine(count)
        for element in self { element.combineStructure(into: &f) }
    }
}

extension ContiguousArray: DirectlyFingerprinted where Element: DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter) {
        f.combine(.collection)
        f.combine(count)
        for element in self { element.combineStructure(into: &f) }
    }
}

extension Set: DirectlyFingerprinted where Element: DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter) {
        f.combine(.unordered)
        f.combine(count)
        var sum: UInt64 = 0
        for element in self {
            var e = Fingerprinter()
            element.combineStructure(into: &e)
            sum &+= e.value
        }
        f.combine(sum)
    }
}

extension Dictionary: DirectlyFingerprinted where Key: DirectlyFingerprinted, Value: DirectlyFingerprinted {
    func combineStructure(into f: inout Fingerprinter) {
        f.combine(.unordered)
        f.combine(count)
        var sum: UInt64 = 0
        for (key, value) in self {
            var e = Fingerprinter()
            key.combineStructure(into: &e)
            value.combineStructure(into: &e)
            sum &+= e.value
        }
        f.combine(sum)
    }
}
