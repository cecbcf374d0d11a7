@_spi(Reflection) import Swift

/// The structural fingerprint (`Fingerprinter.combine(structureOf:)`) of one type, worked out once
/// per type from the runtime's metadata instead of by a `Mirror` of every value, and then run on a
/// value's memory:
/// - a struct's stored properties are read at their offsets, in declaration order (as `Mirror` lists
///   them), each name fed as one word worked out once;
/// - an optional, an array, a set and a dictionary feed their elements with their elements' plan;
/// - the standard library's numbers and strings feed themselves; a ``FullyHashable`` value its
///   `hashValue`;
/// - a small enum (its payloads cannot be read at offsets) or a small plain value that is neither, at
///   most 48 bytes, is fingerprinted by `Mirror` once per distinct value and the result kept under its
///   type and bytes (``ValueCache``: never under its own `==`; a value holding an object is read
///   each time);
/// - anything else (a class instance, a larger enum, a tuple, a struct with a `customMirror`) by
///   `Mirror`, as before.
///
/// Each feeds the same information as the `Mirror` walk for the same value (a kept value as one word),
/// so that two values of a type get the same fingerprint exactly when they did before.
final class StructurePlan: @unchecked Sendable {
    typealias Run = (UnsafeRawPointer, inout Fingerprinter, inout [ObjectIdentifier]) -> Void
    let run: Run

    init(_ run: @escaping Run) { self.run = run }

    /// The plan of `T`, made once.
    static func of<T>(_ type: T.Type) -> StructurePlan {
        let key = ObjectIdentifier(type)
        if let known = plans.withLock({ $0[key] }) { return known }
        let made = make(type, depth: 0)
        plans.withLock { $0[key] = made }
        return made
    }

    /// The plan of the type `type`, opened.
    static func of(dynamic type: Any.Type, depth: Int) -> StructurePlan {
        func opened<T>(_: T.Type) -> StructurePlan { depth == 0 ? of(T.self) : make(T.self, depth: depth) }
        return _openExistential(type, do: opened)
    }

    private static let plans = Locked<[ObjectIdentifier: StructurePlan]>([:])
    private static let keptFingerprints = ValueCache<UInt64>()

    private static func make<T>(_ type: T.Type, depth: Int) -> StructurePlan {
        if let direct = T.self as? any DirectlyFingerprinted.Type { return directPlan(direct) }
        if let hashed = T.self as? any FullyHashable.Type { return hashedPlan(hashed) }
        if depth < 8, let container = T.self as? any PlannedContainer.Type { return container.plan(depth: depth + 1) }
        let kind = StoredFieldCopy.metadataKind(of: T.self)
        if MemoryLayout<T>.size <= 48, _isPOD(T.self) || kind == .enum { return keptPlan(T.self) }
        if depth < 8, kind == .struct, !(T.self is any CustomReflectable.Type) {
            // Each field's name is fed as one word, worked out once.
            var fields: [(name: UInt64, offset: Int, plan: StructurePlan)] = []
            let walked = _forEachField(of: T.self) { name, offset, fieldType, _ in
                var word = Fingerprinter()
                word.combine(String(cString: name))
                fields.append((word.value, offset, of(dynamic: fieldType, depth: depth + 1)))
                return true
            }
            // A struct with no stored properties shows nothing: `Mirror` feeds its text.
            if walked, !fields.isEmpty {
                return StructurePlan { raw, f, path in
                    f.combine(.struct)
                    f.combine(fields.count)
                    for field in fields {
                        f.combine(field.name)
                        field.plan.run(raw + field.offset, &f, &path)
                    }
                }
            }
        }
        return StructurePlan { raw, f, path in f.combineMirrored(raw.assumingMemoryBound(to: T.self).pointee, path: &path) }
    }

    private static func directPlan<D: DirectlyFingerprinted>(_: D.Type) -> StructurePlan {
        StructurePlan { raw, f, _ in raw.assumingMemoryBound(to: D.self).pointee.combineStructure(into: &f) }
    }

    private static func hashedPlan<H: FullyHashable>(_: H.Type) -> StructurePlan {
        StructurePlan { raw, f, _ in
            f.combine(.hashed)
            f.combine(raw.assumingMemoryBound(to: H.self).pointee.hashValue)
        }
    }

    /// A small plain value, or a small enum (its payloads cannot be read at offsets): fingerprinted by
    /// `Mirror` once per distinct value, kept under its type and bytes (``ValueCache``).
    private static func keptPlan<T>(_: T.Type) -> StructurePlan {
        StructurePlan { raw, f, _ in
            let word = keptFingerprints.result(at: raw, as: T.self) { value in
                var own = Fingerprinter()
                var path: [ObjectIdentifier] = []
                own.combineMirrored(value, path: &path)
                return own.value
            }
            f.combine(.plainValue)
            f.combine(word)
        }
    }
}

/// The standard containers, whose plans feed their elements with the elements' plan.
protocol PlannedContainer { static func plan(depth: Int) -> StructurePlan }

extension Optional: PlannedContainer {
    static func plan(depth: Int) -> StructurePlan {
        let wrapped = StructurePlan.of(dynamic: Wrapped.self, depth: depth)
        return StructurePlan { raw, f, path in
            if let value = raw.assumingMemoryBound(to: Wrapped?.self).pointee {
                f.combine(.present)
                withUnsafePointer(to: value) { wrapped.run(UnsafeRawPointer($0), &f, &path) }
            } else {
                f.combine(.absent)
            }
        }
    }
}

extension Array: PlannedContainer {
    static func plan(depth: Int) -> StructurePlan {
        sequencePlan(of: Element.self, depth: depth) { raw, body in raw.assumingMemoryBound(to: [Element].self).pointee.withUnsafeBufferPointer(body) }
    }
}

extension ContiguousArray: PlannedContainer {
    static func plan(depth: Int) -> StructurePlan {
        sequencePlan(of: Element.self, depth: depth) { raw, body in
            raw.assumingMemoryBound(to: ContiguousArray<Element>.self).pointee.withUnsafeBufferPointer(body)
        }
    }
}

/// The plan of an array: its count, then each element with the element's plan, read from its buffer.
private func sequencePlan<Element>(
    of _: Element.Type, depth: Int,
    buffer: @escaping (UnsafeRawPointer, (UnsafeBufferPointer<Element>) -> Void) -> Void
) -> StructurePlan {
    let element = StructurePlan.of(dynamic: Element.self, depth: depth)
    return StructurePlan { raw, f, path in
        buffer(raw) { elements in
            f.combine(.collection)
            f.combine(elements.count)
            for i in elements.indices { element.run(UnsafeRawPointer(elements.baseAddress! + i), &f, &path) }
        }
    }
}

extension Set: PlannedContainer {
    static func plan(depth: Int) -> StructurePlan {
        let element = StructurePlan.of(dynamic: Element.self, depth: depth)
        return StructurePlan { raw, f, path in
            let set = raw.assumingMemoryBound(to: Set<Element>.self).pointee
            f.combine(.unordered)
            f.combine(set.count)
            var sum: UInt64 = 0
            for value in set {
                var own = Fingerprinter()
                withUnsafePointer(to: value) { element.run(UnsafeRawPointer($0), &own, &path) }
                sum &+= own.value
            }
            f.combine(sum)
        }
    }
}

extension Dictionary: PlannedContainer {
    static func plan(depth: Int) -> StructurePlan {
        let key = StructurePlan.of(dynamic: Key.self, depth: depth)
        let value = StructurePlan.of(dynamic: Value.self, depth: depth)
        return StructurePlan { raw, f, path in
            let dictionary = raw.assumingMemoryBound(to: [Key: Value].self).pointee
            f.combine(.unordered)
            f.combine(dictionary.count)
            var sum: UInt64 = 0
            for (k, v) in dictionary {
                // As `Mirror` shows an entry: a tuple (key:, value:).
                var own = Fingerprinter()
                own.combine(.tuple)
                own.combine(2)
                own.combine("key")
                withUnsafePointer(to: k) { key.run(UnsafeRawPointer($0), &own, &path) }
                own.combine("value")
                withUnsafePointer(to: v) { value.run(UnsafeRawPointer($0), &own, &path) }
                sum &+= own.value
            }
            f.combine(sum)
        }
    }
}
