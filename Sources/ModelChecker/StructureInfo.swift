@_spi(Reflection) import Swift

/// What the structural fingerprint (``Fingerprinter/combine(structureOf:)``) needs to know of a type,
/// worked out once per type instead of by a `Mirror` of every value:
/// - a plain value (no references inside, at most 16 bytes: an enum of routes with number payloads, a
///   tab) is fingerprinted once per distinct value, kept under its type and bytes — which a plain
///   value's bytes determine, whatever its `==` says;
/// - a struct's stored properties are read at their offsets, in declaration order, as `Mirror` lists
///   them;
/// - an optional, an array, a set and a dictionary hand over their elements without a `Mirror`.
/// Anything else (an enum with references in its payloads, a class, a tuple) is read by `Mirror`.
enum StructureInfo {
    case plain(UInt64)
    case fields([(String, Any)])
    case optional(Any?)
    case collection([Any])
    case unordered([Any])
    case mirror

    /// How `value` is fingerprinted.
    static func of(_ value: Any) -> StructureInfo {
        func opened<T>(_ value: T) -> StructureInfo {
            let key = ObjectIdentifier(T.self)
            let layout = layouts.withLock { $0[key] } ?? {
                let made = TypeLayout.make(T.self)
                layouts.withLock { $0[key] = made }
                return made
            }()
            switch layout {
            case .plain:
                return .plain(plainFingerprint(value))
            case .struct(let fields):
                return withUnsafeBytes(of: value) { raw in
                    .fields(fields.map { ($0.name, $0.read(raw.baseAddress! + $0.offset)) })
                }
            case .container:
                return (value as! any StructureContainer).structureInfo
            case .mirror:
                return .mirror
            }
        }
        return _openExistential(value, do: opened)
    }

    /// The fingerprint of a plain value: worked out by `Mirror` the first time its bytes are met.
    static func plainFingerprint<T>(_ value: T) -> UInt64 {
        var key = PlainKey(type: ObjectIdentifier(T.self), low: 0, high: 0)
        withUnsafeBytes(of: value) { raw in
            withUnsafeMutableBytes(of: &key.low) { low in
                withUnsafeMutableBytes(of: &key.high) { high in
                    for i in 0..<raw.count { if i < 8 { low[i] = raw[i] } else { high[i - 8] = raw[i] } }
                }
            }
        }
        if let known = plainValues.withLock({ $0[key] }) { return known }
        var f = Fingerprinter()
        var path: [ObjectIdentifier] = []
        f.combineMirrored(value, path: &path)
        plainValues.withLock { if $0.count < 1 << 20 { $0[key] = f.value } }
        return f.value
    }

    private static let layouts = Locked<[ObjectIdentifier: TypeLayout]>([:])
    private static let plainValues = Locked<[PlainKey: UInt64]>([:])
}

/// A plain value's type and bytes.
struct PlainKey: Hashable {
    let type: ObjectIdentifier
    var low: UInt64
    var high: UInt64
}

/// How values of one type are read.
enum TypeLayout {
    struct Field {
        let name: String
        let offset: Int
        let read: (UnsafeRawPointer) -> Any
    }
    case plain
    case `struct`([Field])
    case container
    case mirror

    static func make<T>(_ type: T.Type) -> TypeLayout {
        if T.self is any StructureContainer.Type { return .container }
        if _isPOD(T.self), MemoryLayout<T>.size <= 16 { return .plain }
        guard StoredFieldCopy.metadataKind(of: T.self) == .struct else { return .mirror }
        var fields: [Field] = []
        let walked = _forEachField(of: T.self) { name, offset, fieldType, _ in
            fields.append(Field(name: String(cString: name), offset: offset, read: reader(for: fieldType)))
            return true
        }
        // A struct with no stored properties shows nothing: `Mirror` feeds its text.
        return walked && !fields.isEmpty ? .struct(fields) : .mirror
    }

    private static func reader(for type: Any.Type) -> (UnsafeRawPointer) -> Any {
        func typed<T>(_: T.Type) -> (UnsafeRawPointer) -> Any {
            { raw in raw.assumingMemoryBound(to: T.self).pointee }
        }
        return _openExistential(type, do: typed)
    }
}

/// The standard containers, which hand their elements over without a `Mirror`.
protocol StructureContainer { var structureInfo: StructureInfo { get } }
extension Optional: StructureContainer { var structureInfo: StructureInfo { .optional(self.map { $0 as Any }) } }
extension Array: StructureContainer { var structureInfo: StructureInfo { .collection(map { $0 as Any }) } }
extension ContiguousArray: StructureContainer { var structureInfo: StructureInfo { .collection(map { $0 as Any }) } }
extension Set: StructureContainer { var structureInfo: StructureInfo { .unordered(map { $0 as Any }) } }
extension Dictionary: StructureContainer { var structureInfo: StructureInfo { .unordered(map { ($0.key, $0.value) as Any }) } }
