/// Makes the `KeyedDecodingContainer<Key>` for one key type without the runtime's type lookups.
///
/// `Decoder.container(keyedBy:)` is always called through an existential, so it runs as unspecialized
/// generic code, and spelling `KeyedContainer<Key>` there makes the runtime look up that type's
/// metadata and its conformance in global hash tables: two lookups for every JSON object, about a
/// seventh of the time to decode 5,000 nested users. A factory looks them up once, when it is
/// created, and keeps them as a constrained existential metatype; opening that metatype hands the
/// type and its conformance straight to `KeyedDecodingContainer.init`.
final class KeyedContainerFactory<Key: CodingKey> {
    private let containerType: any TapeKeyedContainer<Key>.Type = KeyedContainer<Key>.self

    /// A container reading the object of `decoder`.
    @inline(__always)
    func container(for decoder: TapeDecoder) -> KeyedDecodingContainer<Key> {
        Self.container(of: containerType, for: decoder)
    }

    private static func container<Container: TapeKeyedContainer<Key>>(
        of type: Container.Type, for decoder: TapeDecoder
    ) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container(decoder: decoder))
    }
}

/// A keyed container built from a decoder, with its key type as a primary associated type so that a
/// stored metatype keeps the key type known to the compiler when it is opened.
protocol TapeKeyedContainer<Key>: KeyedDecodingContainerProtocol {
    associatedtype Key

    init(decoder: TapeDecoder)
}

extension KeyedContainer: TapeKeyedContainer {}
