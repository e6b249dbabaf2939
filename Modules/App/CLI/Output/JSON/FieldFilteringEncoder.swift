/// Encodes a value as its own `Encodable` does, keeping only the named keys of its top-level keyed
/// container: how `--json FIELDS` leaves fields out of a document without a second encoding of it.
///
/// The documents write every field with `encode(_:forKey:)` (as synthesised `Encodable` does), and a
/// field's value is encoded whole by the real encoder, so dates, nested objects and `null` come out as
/// in the full document. A nested container or super-encoder asked for by key is the real one: no
/// document asks for one, and a test selects every advertised field alone to keep it so.
struct FieldFilteringEncoder: Encoder {
    let base: any Encoder
    let kept: Set<String>

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(FilteringContainer(base: base.container(keyedBy: type), kept: kept))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { base.unkeyedContainer() }

    func singleValueContainer() -> any SingleValueEncodingContainer { base.singleValueContainer() }
}

/// The keyed container of `FieldFilteringEncoder`: a key not kept is dropped, any other passes through.
private struct FilteringContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var base: KeyedEncodingContainer<Key>
    let kept: Set<String>

    var codingPath: [any CodingKey] { base.codingPath }

    private mutating func pass(_ key: Key, _ write: (inout KeyedEncodingContainer<Key>) throws -> Void) rethrows {
        guard kept.contains(key.stringValue) else { return }
        try write(&base)
    }

    mutating func encodeNil(forKey key: Key) throws { try pass(key) { try $0.encodeNil(forKey: key) } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try pass(key) { try $0.encode(value, forKey: key) } }
    mutating func encode(_ value: String, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { try pass(key) { try $0.encode(value, forKey: key) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try pass(key) { try $0.encode(value, forKey: key) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try pass(key) { try $0.encode(value, forKey: key) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try pass(key) { try $0.encode(value, forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        base.nestedContainer(keyedBy: keyType, forKey: key)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        base.nestedUnkeyedContainer(forKey: key)
    }

    mutating func superEncoder() -> any Encoder { base.superEncoder() }

    mutating func superEncoder(forKey key: Key) -> any Encoder { base.superEncoder(forKey: key) }
}
