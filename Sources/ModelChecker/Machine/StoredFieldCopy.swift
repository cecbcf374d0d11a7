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
///   the fresh store has it: what `makeStore()` wired;
/// - an object of a class that qualifies, held by a non-optional property (a router per tab, made in
///   `init`) — its values copied into the fresh store's own object of that property; an object already
///   met on the way (a back reference to the store) is left as the fresh store wired it, and so is an
///   object both stores share; an optional or weak object the same way when both stores hold one (nil
///   in both is nil; set in one only, the copy fails).
///
/// A class with any other stored property (an optional or weak object, an existential, a struct
/// holding a reference or a closure) does not qualify: its states are reached as before (restore, or
/// replay), and ``reason(_:)`` says which property keeps it out. An enum's payloads cannot be
/// inspected: they are copied as values, references inside them shared, as an assignment shares them.
/// Which fields are copied is worked out once per class.
public enum StoredFieldCopy {
    /// A fresh store of the same class with every stored value of `store` written into it, or nil when
    /// `Store` is not a class or does not qualify (see ``StoredFieldCopy``).
    public static func copy<Store>(_ store: Store, into fresh: @autoclosure () -> Store) -> Store? {
        guard Store.self is AnyObject.Type else { return nil }
        let object = store as AnyObject
        guard let plan = plan(for: Swift.type(of: object)) else { return nil }
        let target = fresh()
        var met: [ObjectIdentifier] = []
        return copyFields(of: object, into: target as AnyObject, plan: plan, met: &met) ? target : nil
    }

    /// Writes every stored value of `source` into `destination` (of the same class), and the values of
    /// the objects it owns into `destination`'s own; false when they do not match.
    private static func copyFields(of source: AnyObject, into destination: AnyObject, plan known: Plan? = nil,
                                   met: inout [ObjectIdentifier]) -> Bool {
        let type: AnyObject.Type = Swift.type(of: source)
        guard Swift.type(of: destination) == type, let plan = known ?? plan(for: type) else { return false }
        if plan.holdsObjects { met.append(ObjectIdentifier(source)) }
        let from = UnsafeRawPointer(Unmanaged.passUnretained(source).toOpaque())
        let to = Unmanaged.passUnretained(destination).toOpaque()
        for field in plan.fields {
            switch field.way {
            case .value(let copy):
                copy(from + field.offset, to + field.offset)
            case .owned:
                let ownedSource = (from + field.offset).load(as: AnyObject.self)
                let ownedDestination = UnsafeRawPointer(to + field.offset).load(as: AnyObject.self)
                guard copyOwned(ownedSource, into: ownedDestination, met: &met) else { return false }
            case .optionallyOwned:
                // Read through `Mirror`, which knows a weak property's storage from a strong one's.
                let ownedSource = object(named: field.name, in: source)
                let ownedDestination = object(named: field.name, in: destination)
                switch (ownedSource, ownedDestination) {
                case (nil, nil): continue
                case (let source?, let destination?):
                    guard copyOwned(source, into: destination, met: &met) else { return false }
                default:
                    return false   // set in one store and not in the other: not the same shape
                }
            }
        }
        return true
    }

    /// The object the optional stored property `name` of `object` holds, or nil.
    private static func object(named name: String, in object: AnyObject) -> AnyObject? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            if let child = m.children.first(where: { $0.label == name }) {
                return Mirror(reflecting: child.value).children.first.map { $0.value as AnyObject }
            }
            mirror = m.superclassMirror
        }
        return nil
    }

    /// An object held by both stores at the same place: left as it is when both hold the same one or
    /// it was met on the way (a back reference), else its values copied.
    private static func copyOwned(_ source: AnyObject, into destination: AnyObject, met: inout [ObjectIdentifier]) -> Bool {
        if source === destination || met.contains(ObjectIdentifier(source)) { return true }
        return copyFields(of: source, into: destination, met: &met)
    }

    /// Whether instances of `type` are copied field by field.
    public static func qualifies(_ type: AnyObject.Type) -> Bool { plan(for: type) != nil }

    /// The names of the stored properties that are copied (values, and objects whose values are
    /// copied; the others are the fresh store's), or nil when `type` does not qualify.
    public static func copiedFields(of type: AnyObject.Type) -> [String]? { plan(for: type)?.fields.map(\.name) }

    /// Why instances of `type` are not copied field by field (the first stored property that keeps
    /// them out, and its type), or nil when they are.
    public static func reason(_ type: AnyObject.Type) -> String? {
        guard plan(for: type) == nil else { return nil }
        return reasons.withLock { $0[ObjectIdentifier(type)] } ?? "\(type) cannot be read field by field"
    }

    struct Field {
        enum Way {
            case value((UnsafeRawPointer, UnsafeMutableRawPointer) -> Void)
            case owned
            /// An optional (or weak) object: nil in both stores, or held by both; read through `Mirror`.
            case optionallyOwned
        }
        let name: String
        let offset: Int
        let way: Way
    }

    struct Plan {
        let fields: [Field]
        /// Whether any field is an object copied into the fresh store's own.
        let holdsObjects: Bool
        init(fields: [Field]) {
            self.fields = fields
            holdsObjects = fields.contains { if case .value = $0.way { false } else { true } }
        }
    }

    private static let plans = Locked<[ObjectIdentifier: Plan?]>([:])
    private static let reasons = Locked<[ObjectIdentifier: String]>([:])

    static func plan(for type: AnyObject.Type) -> Plan? {
        var making: [ObjectIdentifier] = []
        return plan(for: type, making: &making)
    }

    /// `making`: the classes whose plans are being made (a class met again inside itself is taken to
    /// qualify: its objects there are back references, left as the fresh store wired them).
    private static func plan(for type: AnyObject.Type, making: inout [ObjectIdentifier]) -> Plan? {
        let key = ObjectIdentifier(type)
        if let known = plans.withLock({ $0[key] }) { return known }
        if making.contains(key) { return Plan(fields: []) }
        making.append(key)
        defer { making.removeLast() }
        var fields: [Field] = []
        var reason: String?
        let walked = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1)) { name, offset, fieldType, metadataKind in   // rawValue 1: .classType
            let fieldName = String(cString: name)
            switch kind(of: fieldType, metadataKind) {
            case .value:
                fields.append(Field(name: fieldName, offset: offset, way: .value(copier(for: fieldType))))
            case .wired:
                break
            case .reference:
                let optional = metadataKind == .optional
                let held = optional ? (fieldType as? any OptionalField.Type)?.wrappedType : fieldType
                if let held, let owned = held as? AnyObject.Type, StoredFieldCopy.metadataKind(of: held) == .class {
                    if plan(for: owned, making: &making) != nil {
                        fields.append(Field(name: fieldName, offset: offset, way: optional ? .optionallyOwned : .owned))
                        return true
                    }
                    reason = "its property '\(fieldName)' holds a \(_typeName(fieldType, qualified: false)), which is not copied field by field: "
                        + (reasons.withLock { $0[ObjectIdentifier(owned)] } ?? "")
                } else {
                    reason = "its property '\(fieldName)' is a \(_typeName(fieldType, qualified: false)) (an existential, "
                        + "or a struct holding a reference or a closure)"
                }
                return false
            }
            return true
        }
        let made = walked && reason == nil ? Plan(fields: fields) : nil
        if made == nil {
            reasons.withLock { $0[key] = reason ?? "\(_typeName(type, qualified: false)) cannot be read field by field" }
        }
        // A plan made while a class it holds was still being made is kept only at the top.
        if making.count == 1 || made == nil { plans.withLock { $0[key] = .some(made) } }
        return made
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

