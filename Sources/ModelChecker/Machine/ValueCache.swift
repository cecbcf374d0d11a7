/// What is worked out once per distinct small value (its structural fingerprint, its name), kept under
/// the value's type and bytes — never under its own `==` and `hash(into:)`, which an app may have
/// written to look at an id only (a dictionary keyed by such a type stops the process when it grows).
///
/// - A plain value (no references inside: an enum of routes with number payloads, a tab) is
///   determined by its bytes.
/// - A value whose references are all to the standard library's copy-on-write storage (a route with
///   a `String` id, an array) is determined by its bytes while that storage lives and is not written
///   in place: the cache keeps a copy of each value it knows, so its storage can be neither freed
///   (and its address reused) nor written in place (it is shared).
/// - A value holding a class instance anywhere inside is not kept: the instance may change.
///
/// At most 48 bytes; larger values, and values met when the cache is full, are worked out each time.
public final class ValueCache<Result>: @unchecked Sendable {
    private struct Entries {
        var results: [ValueKey: Result] = [:]
        /// The values themselves, kept so that the storage their bytes point to stays as it is.
        var kept: [Any] = []
    }
    private let entries = Locked(Entries())
    private let limit: Int

    /// A cache of at most `limit` values.
    public init(limit: Int = 1 << 20) { self.limit = limit }

    /// The result for `value`: the kept one, or `compute(value)`, kept when `value` may be.
    public func result<T>(for value: T, _ compute: (T) -> Result) -> Result {
        guard let key = ValueKey(value) else { return compute(value) }
        if let known = entries.withLock({ $0.results[key] }) { return known }
        return computeAndKeep(value, key, compute)
    }

    /// The result for the value of type `T` at `raw`, read only when it is not kept yet.
    func result<T>(at raw: UnsafeRawPointer, as _: T.Type, _ compute: (T) -> Result) -> Result {
        guard let key = ValueKey(raw, size: MemoryLayout<T>.size, type: T.self) else {
            return compute(raw.assumingMemoryBound(to: T.self).pointee)
        }
        if let known = entries.withLock({ $0.results[key] }) { return known }
        return computeAndKeep(raw.assumingMemoryBound(to: T.self).pointee, key, compute)
    }

    private func computeAndKeep<T>(_ value: T, _ key: ValueKey, _ compute: (T) -> Result) -> Result {
        let result = compute(value)
        let plain = _isPOD(T.self)
        if plain || !holdsAnObject(value) {
            entries.withLock { entries in
                guard entries.results.count < limit else { return }
                entries.results[key] = result
                if !plain { entries.kept.append(value) }
            }
        }
        return result
    }
}

/// A small value's type and bytes.
@usableFromInline
struct ValueKey: Hashable {
    let type: ObjectIdentifier
    let count: Int
    var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)

    /// The key of the `size` bytes at `raw`, a value of `type`, or nil when it is larger than 48 bytes.
    init?(_ raw: UnsafeRawPointer, size: Int, type: Any.Type) {
        guard size <= 48 else { return nil }
        self.type = ObjectIdentifier(type)
        count = size
        withUnsafeMutableBytes(of: &words) { out in out.copyMemory(from: UnsafeRawBufferPointer(start: raw, count: size)) }
    }

    /// The key of `value`, or nil when it is larger than 48 bytes.
    init?<T>(_ value: T) {
        let size = MemoryLayout<T>.size
        guard size <= 48 else { return nil }
        type = ObjectIdentifier(T.self)
        count = size
        withUnsafeBytes(of: value) { raw in
            withUnsafeMutableBytes(of: &words) { out in
                out.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[0..<size]))
            }
        }
    }

    @usableFromInline static func == (a: ValueKey, b: ValueKey) -> Bool {
        a.type == b.type && a.count == b.count && a.words.0 == b.words.0 && a.words.1 == b.words.1
            && a.words.2 == b.words.2 && a.words.3 == b.words.3 && a.words.4 == b.words.4 && a.words.5 == b.words.5
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
        // The words past the value's size are zero: only those it fills are fed.
        hasher.combine(type)
        hasher.combine(words.0)
        if count > 8 { hasher.combine(words.1) }
        if count > 16 {
            hasher.combine(words.2)
            hasher.combine(words.3)
            hasher.combine(words.4)
            hasher.combine(words.5)
        }
    }
}

/// Whether a class instance is anywhere inside `value` (read by `Mirror`, once per distinct value).
func holdsAnObject(_ value: Any, depth: Int = 0) -> Bool {
    guard depth < 32 else { return true }
    if Swift.type(of: value) is AnyClass { return true }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class { return true }
    for child in mirror.children where holdsAnObject(child.value, depth: depth + 1) { return true }
    return false
}
