/// The name of the case `value` holds, as the Swift runtime knows it (the same name `print` shows
/// for an enum without a `description`), or nil when `value` is not an enum or its type's
/// reflection metadata is absent. Unlike `String(describing:)`, not changed by a `description`.
func enumCaseName(_ value: Any) -> String? {
    func name<T>(_ value: T) -> String? { _swiftEnumCaseName(value).map { String(cString: $0) } }
    return _openExistential(value, do: name)
}

/// The runtime's own entry point behind `print`'s and `Mirror`'s enum case names.
@_silgen_name("swift_EnumCaseName")
private func _swiftEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
