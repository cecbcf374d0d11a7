@_spi(Reflection) import Swift

/// Copies a class store field by field, so that a class router needs neither `copy(of:)` nor
/// `restore(_:into:)` to be checked at the speed of a value: each step starts from a fresh store (from
/// `makeStore()`, with its closures and collaborators wired to it) into which every stored value of
/// the store being copied is written, as an assignment of that field would write it.
///
/// A class qualifies when each of its stored properties (its superclasses' included) is
/// - a value: a number, `Bool`, `String`, an enum, an optional, an array, set or dictionary of values,
///   a tuple, a Foundation value (`Date`, `URL`, `UUID`, `Data`), or a struct made of these — copied;
/// - a closure (`var onDone: (() -> Void)?`) or an observation registrar (`@Observable`'s) — left as
///   the fresh store has it: what `makeStore()` wired.
///
/// A class with any other stored property (a reference to another object, an existential, a struct
/// holding a reference or a closure) does not qualify: its states are reached as before (restore, or
/// replay). An enum's payloads cannot be inspected: they are copied as values, references inside them
/// shared, as an assignment shares them. Which fields are copied is worked out once per class.
public enum StoredFieldCopy {
    /// A fresh store of the same class with every stored value of `store` written into it, or nil when
    /// `Store` is not a class or does not qualify (see ``StoredFieldCopy``).
    public static func copy<Store>(_ store: Store, into fresh: @autoclosure () -> Store) -> Store? {
        guard Store.self is AnyObject.Type else { return nil }
        let object = store as AnyObject
        let type: AnyObject.Type = Swift.type(of: object)
        guard let plan = plan(for: type) else { return nil }
        let target = fresh()
        let targetObject = target as AnyObject
        guard Swift.type(of: targetObject) == type else { return nil }
        let source = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        let destination = Unmanaged.passUnretained(targetObject).toOpaque()
        for field in plan.fields { field.copy(source + field.offset, destination + field.offset) }
        return target
    }

    /// Whether instances of `type` are copied field by field.
    public static func qualifies(_ type: AnyObject.Type) -> Bool { plan(for: type) != nil }

    /// The names of the stored properties that are copied (the others are the fresh store's), or nil
    /// when `type` does not qualify.
    public static func copiedFields(of type: AnyObject.Type) -> [String]? { plan(for: type)?.fields.map(\.name) }

    struct Field {
        let name: String
        let offset: Int
        let copy: (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void
    }

    struct Plan {
        let fields: [Field]
    }

    private static let plans = Locked<[ObjectIdentifier: Plan?]>([:])

    static func plan(for type: AnyObject.Type) -> Plan? {
        let key = ObjectIdentifier(type)
        if let known = plans.withLock({ $0[key] }) { return known }
        let plan = makePlan(for: type)
        plans.withLock { $0[key] = .some(plan) }
        return plan
    }

    private static func makePlan(for type: AnyObject.Type) -> Plan? {
        var fields: [Field] = []
        var qualifies = true
        let walked = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1)) { name, offset, fieldType, metadataKind in   // rawValue 1: .classType
            switch kind(of: fieldType, metadataKind) {
            case .value:
                fields.append(Field(name: String(cString: name), offset: offset, copy: copier(for: fieldType)))
            case .wired:
                break
            case .reference:
                qualifies = false
                return false
            }
            return true
        }
        return walked && qualifies ? Plan(fields: fields) : nil
    }

    enum Kind { case value, wired, reference }

    /// What a stored property of this type is: a value (copied), wired by `makeStore()` (kept), or a
    /// reference (the class does not qualify).
    static func kind(of type: Any.Type, _ metadataKind: _MetadataKind? = nil, depth: Int = 0) -> Kind {
        guard depth < 8 else { return .reference }
        let name = _typeName(type, qualified: true)
        switch metadataKind ?? Self.metadataKind(of: type) {
        case .function:
            return .wired
        case .optional:
            guard let wrapped = (type as? any OptionalField.Type)?.wrappedType else { return .reference }
            return kind(of: wrapped, depth: depth + 1)
        case .enum:
            return .value
        case .tuple:
            var all = Kind.value
            _ = _forEachField(of: type) { _, _, element, elementKind in
                let k = kind(of: element, elementKind, depth: depth + 1)
                if k != .value { all = .reference }
                return k == .value
            }
            return all
        case .struct:
            if name.hasPrefix("Observation.ObservationRegistrar") { return .wired }
            if let elements = (type as? any CollectionField.Type)?.elementTypes {
                return elements.allSatisfy { kind(of: $0, depth: depth + 1) == .value } ? .value : .reference
            }
            if name.hasPrefix("Swift.") || name.hasPrefix("Foundation.") || name.hasPrefix("FoundationEssentials.") {
                return .value
            }
            var all = Kind.value
            let walked = _forEachField(of: type) { _, _, field, fieldKind in
                let k = kind(of: field, fieldKind, depth: depth + 1)
                if k != .value { all = .reference }
                return k == .value
            }
            return walked ? all : .reference
        default:
            return .reference
        }
    }

    /// The runtime's kind of `type` (struct, enum, optional, function, class, …), read as the kind of
    /// the one field of a wrapper struct.
    static func metadataKind(of type: Any.Type) -> _MetadataKind {
        func wrapped<T>(_: T.Type) -> _MetadataKind {
            var found = _MetadataKind.unknown
            _ = _forEachField(of: FieldBox<T>.self) { _, _, _, kind in
                found = kind
                return false
            }
            return found
        }
        return _openExistential(type, do: wrapped)
    }

    private static func copier(for type: Any.Type) -> (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void {
        func typed<T>(_: T.Type) -> (UnsafeRawPointer, UnsafeMutableRawPointer) -> Void {
            { source, destination in
                destination.assumingMemoryBound(to: T.self).pointee = source.assumingMemoryBound(to: T.self).pointee
            }
        }
        return _openExistential(type, do: typed)
    }
}

/// An optional's wrapped type, read from its metatype.
protocol OptionalField { static var wrappedType: Any.Type { get } }
extension Optional: OptionalField { static var wrappedType: Any.Type { Wrapped.self } }

/// A standard collection's element types, read from its metatype.
protocol CollectionField { static var elementTypes: [Any.Type] { get } }
extension Array: CollectionField { static var elementTypes: [Any.Type] { [Element.self] } }
extension ContiguousArray: CollectionField { static var elementTypes: [Any.Type] { [Element.self] } }
extension Set: CollectionField { static var elementTypes: [Any.Type] { [Element.self] } }
extension Dictionary: CollectionField { static var elementTypes: [Any.Type] { [Key.self, Value.self] } }

/// A struct with one field of type `T`, whose field's kind the runtime reports.
struct FieldBox<T> { var value: T }
