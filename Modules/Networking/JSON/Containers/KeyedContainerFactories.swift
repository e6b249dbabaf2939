/// The `KeyedContainerFactory` of every key type one document meets.
///
/// A document meets a handful of key types (four for a list of users), so a linear scan over
/// `ObjectIdentifier`s beats hashing. It lives in `DecodingLevels`, behind the document's pointer, so
/// the lookup pays no exclusivity checks; and like the decoder pool it is used only by the innermost
/// active decoder, on the decoding thread, during the decode call. A key type the document has not
/// met yet comes from a process-wide registry, so a one-object response does not pay for making
/// factories again.
struct KeyedContainerFactories {
    /// Every factory made so far in the process; type metadata lives as long as the process, and so
    /// may its factory. A list rather than a dictionary: a process meets a few dozen key types, and a
    /// dictionary keyed by `ObjectIdentifier` would cost the first decode a cold look-up of its
    /// `Hashable` conformance (about 380,000 instructions).
    private static let registry = LockedState<[(key: ObjectIdentifier, factory: any AnyObject & Sendable)]>([])

    private var entries: [(key: ObjectIdentifier, factory: AnyObject)] = []

    /// The factory for `Key`.
    @inline(__always)
    mutating func factory<Key: CodingKey>(for _: Key.Type) -> KeyedContainerFactory<Key> {
        let key = ObjectIdentifier(Key.self)
        // Safe downcasts: the only factory ever filed under `ObjectIdentifier(Key.self)`, here or in
        // the registry, is one made below for exactly this `Key`, and type metadata is unique per type.
        for entry in entries where entry.key == key {
            return unsafeDowncast(entry.factory, to: KeyedContainerFactory<Key>.self)
        }
        let factory = Self.registry.withLock { registry in
            for entry in registry where entry.key == key {
                return unsafeDowncast(entry.factory, to: KeyedContainerFactory<Key>.self)
            }
            let made = KeyedContainerFactory<Key>()
            registry.append((key, made))
            return made
        }
        entries.append((key, factory))
        return factory
    }
}
