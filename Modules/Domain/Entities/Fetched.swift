/// A value together with how current it is. Its value's properties read through it, so
/// `details.post` works where `details` is a `Fetched<PostDetails>`.
@dynamicMemberLookup
public struct Fetched<Value: Sendable>: Sendable {
    /// The fetched value itself; reading through the wrapper with dynamic member lookup is usually shorter.
    public let value: Value
    /// Whether `value` is current, stored or an offline fallback, for the note a screen shows beside it.
    public let freshness: Freshness

    /// Pairs a value with the freshness its source reported; repositories call this, screens only read it.
    public init(_ value: Value, freshness: Freshness) {
        self.value = value
        self.freshness = freshness
    }

    /// Reads a property of `value`, so callers can write `fetched.title` instead of `fetched.value.title`.
    public subscript<Property>(dynamicMember keyPath: KeyPath<Value, Property>) -> Property {
        value[keyPath: keyPath]
    }

    /// The same freshness around a transformed value.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Fetched<Other> {
        Fetched<Other>(try transform(value), freshness: freshness)
    }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}
