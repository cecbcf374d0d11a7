/// A stand-in for Combine's `@Published`, so that this store builds and is tested on Linux too. In the
/// iOS app the store is an `ObservableObject` and this is Combine's `@Published`; NavCheck reads the
/// store through its properties either way.
@propertyWrapper
public struct Published<Value> {
    /// The current value.
    public var wrappedValue: Value
    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
